"""Defender (CR 702.3): a creature with defender can't attack (702.3b)."""

from __future__ import annotations

from app.engine import registry
from app.engine.characteristics import has_keyword
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.attacks_despite_defender import attacks_despite_defender
from app.engine.rules.s21szn_despite_defender import attacks_this_turn
from app.engine.state import Permanent


def _defender(game: Game, attacker: Permanent) -> Refusal | None:
    if has_keyword(game, attacker, "defender") and not attacks_despite_defender(game, attacker) \
            and not attacks_this_turn(attacker):  # s21-szn: an effect "... this turn" (CR 702.3b)
        return Refusal(f"{attacker.id} has defender", (cr("702.3b"),))
    return None


registry.attack_restrictions.add(_defender)
