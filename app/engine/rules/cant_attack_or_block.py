""" "Enchanted creature can't attack or block." (Luminous Bonds, Pacifism) and "~ can't attack or
block.": the static ability `cant_attack_or_block`, a restriction on declaring attackers (CR
508.1c) and on declaring blockers (509.1b), for as long as the permanent has the ability
(`affected` "self") or an Aura with it is attached to the creature (`affected`
"enchanted_creature", CR 303.4). A face-down permanent has no abilities (708.2). s25-core: with `attack_only` ("Enchanted
creature can't attack.", "~ can't attack."), only the declaration of attackers is restricted (CR 508.1c)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import CantAttackOrBlockAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.state import Permanent


def _has(game: Game, permanent: Permanent, affected: str, blocking: bool) -> bool:
    if permanent.face_down or permanent.card is None:
        return False
    return any(
        isinstance(ability, CantAttackOrBlockAbility) and ability.affected == affected
        and not (blocking and ability.attack_only)  # s25-core: "can't attack" doesn't restrict blocking
        for ability in current_face(game, permanent).abilities
    )


def _restricted(game: Game, creature: Permanent, blocking: bool = False) -> bool:
    if _has(game, creature, "self", blocking):
        return True
    return any(
        aura.attached_to == creature.id and _has(game, aura, "enchanted_creature", blocking)
        for aura in game.state.battlefield
    )


def _cant_attack(game: Game, attacker: Permanent) -> Refusal | None:
    if _restricted(game, attacker):
        return Refusal(f"{attacker.id} can't attack or block", (cr("508.1c"),), title="Can't attack")
    return None


def _cant_block(game: Game, blocker: Permanent, attacker: Permanent) -> Refusal | None:
    if _restricted(game, blocker, blocking=True):
        return Refusal(f"{blocker.id} can't attack or block", (cr("509.1b"),), title="Can't block")
    return None


registry.attack_restrictions.add(_cant_attack)
registry.block_restrictions.add(_cant_block)
