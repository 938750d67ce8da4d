""" "Destroy target creature an opponent controls that was dealt damage this turn." (CR 120.1): the
target-spec qualifier `dealt_damage_this_turn` (app/engine/target_grammar.py).

A permanent was dealt damage this turn when damage was dealt to it since the turn began (after
prevention: CR 615.1, damage prevented is not dealt). Each permanent dealt damage gets
`dealt_damage_this_turn` (set here from `registry.damage_dealt`); the damage marked on a permanent
says so too, since marked damage is removed only in the cleanup step (CR 514.2), so a posted state
with `damage` on a permanent needs nothing more. The mark is forgotten in the cleanup step, with
the damage (514.2): regeneration (701.19a) removes the damage but not the fact that it was dealt.
"""

from __future__ import annotations

from operator import attrgetter

from app.engine import registry
from app.engine.enums import Step
from app.engine.game import Game
from app.engine.state import Permanent


def was_dealt_damage_this_turn(permanent: Permanent) -> bool:
    """Whether the permanent was dealt damage this turn (CR 120.1, 514.2)."""
    return permanent.dealt_damage_this_turn or permanent.damage > 0


def _dealt(game: Game, source_id: str, recipient: str, amount: int, combat: bool) -> None:
    if amount <= 0:
        return
    damaged = game.permanent(recipient)
    if damaged is not None:
        damaged.dealt_damage_this_turn = True


_MARKED = attrgetter("dealt_damage_this_turn")


def _forget(game: Game) -> None:
    """ "This turn" ends in the cleanup step (CR 514.2)."""
    battlefield = game.state.battlefield
    if not any(map(_MARKED, battlefield)):
        return
    for permanent in battlefield:
        permanent.dealt_damage_this_turn = False


registry.damage_dealt.add(_dealt)
registry.step_begin[Step.CLEANUP].add(_forget)
