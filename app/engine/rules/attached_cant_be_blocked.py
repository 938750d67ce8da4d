""" "Enchanted creature gets +1/+0 and can't be blocked." (Aether Tunnel): the `attached_cant_be_blocked`
ability of an Aura (or Equipment). While the permanent with it is attached to a creature, that
creature can't be blocked (CR 509.1b: the defending player's blocks must obey every restriction;
303.4 / 301.5: what an Aura or Equipment is attached to). A face-down permanent has no abilities
(CR 708.2); an Aura that left or moved no longer restricts the creature it left."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import AttachedCantBeBlockedAbility
from app.engine.characteristics import characteristics_of, current_face
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.ability_presence import game_has
from app.engine.state import Permanent


def _grants(game: Game, permanent: Permanent, attacker: Permanent) -> bool:
    if permanent.face_down or permanent.card is None:
        return False
    return any(isinstance(ability, AttachedCantBeBlockedAbility) and (
        ability.power_at_most is None or _power(game, attacker) <= ability.power_at_most)  # s22-afr (CR 611.3a)
        for ability in current_face(game, permanent).abilities)


def _power(game: Game, creature: Permanent) -> int:
    """s22-afr: "as long as its power is 3 or less": the creature's power as blockers are declared (CR 509.1b)."""
    characteristics = characteristics_of(game, creature)
    return (characteristics.power or 0) if characteristics is not None else 0


def _attached_unblockable(game: Game, blocker: Permanent, attacker: Permanent) -> Refusal | None:
    if not game_has(game, AttachedCantBeBlockedAbility):
        return None  # most games
    for permanent in game.state.battlefield:
        if permanent.attached_to == attacker.id and _grants(game, permanent, attacker):
            return Refusal(
                f"{attacker.id} can't be blocked while {permanent.id} is attached to it",
                (cr("509.1b"), cr("303.4")),
                title="Can't be blocked",
            )
    return None


registry.block_restrictions.add(_attached_unblockable)
