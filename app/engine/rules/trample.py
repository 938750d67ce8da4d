"""Trample (CR 702.19): how an attacking creature with trample assigns its combat damage.

Its controller first assigns lethal damage to the creatures blocking it (counting damage already
marked and damage other creatures assign in the same step; with deathtouch, 1 is lethal, 702.2c);
the excess is assigned as they choose among those blockers and the player, planeswalker or battle
it attacks (702.19b). If it is blocked but no creature blocks it any more, all its damage goes to
what it attacks (702.19d). Trample does nothing for a blocking creature (702.19a). With banding,
when a creature with banding blocks it, the defending player divides its damage among the creatures
blocking it (702.22j): none goes past them (rules/combat.py `excess_recipients`).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.characteristics import has_keyword
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.state import Permanent


def _trample(game: Game, source: Permanent) -> tuple[list[str], list[str]] | None:
    combat = game.state.combat
    if combat is None or not has_keyword(game, source, "trample"):
        return None
    attacker = next((a for a in combat.attackers if a.id == source.id), None)
    if attacker is None:
        return None
    blockers = [b for b in attacker.blocked_by if b in combat.blockers and game.permanent(b) is not None]
    return [attacker.defending], [cr("702.19b") if blockers or not attacker.blocked else cr("702.19d")]


registry.excess_damage_recipients.add(_trample)
