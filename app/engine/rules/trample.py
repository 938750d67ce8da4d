"""Trample (CR 702.19): how an attacking creature with trample assigns its combat damage.

Its controller first assigns lethal damage to the creatures blocking it (counting damage already
marked and damage other creatures assign in the same step; with deathtouch, 1 is lethal, 702.2c);
the excess is assigned as they choose among those blockers and the player, planeswalker or battle
it attacks (702.19b). If it is blocked but no creature blocks it any more, all its damage goes to
what it attacks (702.19d). Trample does nothing for a blocking creature (702.19a). With banding,
when a creature with banding blocks it, the defending player divides its damage among the creatures
blocking it (702.22j): none goes past them (rules/combat.py `excess_recipients`).

Trample over planeswalkers (`trample_over_planeswalkers`, 702.19c) is the variant for a creature
attacking a planeswalker: once its blockers are assigned lethal damage and the planeswalker damage
equal to its loyalty (counting what other creatures assign to it in the step), the rest may go to
the planeswalker's controller too. If that planeswalker has left combat, the damage past the
blockers (or all of it, with no blockers) goes to the defending player, who is not thereby
attacked (702.19e). Without it, nothing a creature attacking a planeswalker deals reaches the
player (702.19f). The two are separate abilities; each is redundant with itself (702.19g).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.state import AttackingCreature, Permanent


def _defending_player(game: Game, attacker: AttackingCreature) -> str | None:
    """The player attacked through a planeswalker: as recorded when it was attacked, else its
    controller, else (a posted state without the record) the attacking player's only opponent."""
    if attacker.defending_player is not None:
        return attacker.defending_player
    permanent = game.permanent(attacker.defending)
    if permanent is not None:
        return permanent.controller
    source = game.permanent(attacker.id)
    opponents = game.opponents(source.controller or "") if source is not None else []
    return opponents[0].id if len(opponents) == 1 else None


def _over_planeswalkers(game: Game, attacker: AttackingCreature, rule: str) -> tuple[list[str], list[str]] | None:
    if any(player.id == attacker.defending for player in game.state.players):
        return None
    player = _defending_player(game, attacker)
    if player is None:
        return None
    planeswalker = game.permanent(attacker.defending)
    if planeswalker is None:
        return [player], [rule, cr("702.19e")]
    characteristics = characteristics_of(game, planeswalker)
    if characteristics is None or CardType.PLANESWALKER.value not in characteristics.types:
        return None
    return [attacker.defending, player], [rule, cr("702.19c")]


def _trample(game: Game, source: Permanent) -> tuple[list[str], list[str]] | None:
    combat = game.state.combat
    if combat is None:
        return None
    characteristics = characteristics_of(game, source)
    keywords = characteristics.keywords if characteristics is not None else ()
    over = "trample_over_planeswalkers" in keywords
    if not over and "trample" not in keywords:
        return None
    attacker = next((a for a in combat.attackers if a.id == source.id), None)
    if attacker is None:
        return None
    blockers = [b for b in attacker.blocked_by if b in combat.blockers and game.permanent(b) is not None]
    rule = cr("702.19b") if blockers or not attacker.blocked else cr("702.19d")
    if over:
        found = _over_planeswalkers(game, attacker, rule)
        if found is not None:
            return found
    return [attacker.defending], [rule]


registry.excess_damage_recipients.add(_trample)
