"""s33-wmk: "~ costs {1} less to cast for each creature that attacked this turn." (CR 601.2f, 508.1) —
`self_cost_reduction`'s `for_each_attacked_this_turn`.

A creature attacked this turn when it was declared as an attacker in a declare attackers step of this turn (CR 508.1);
one put onto the battlefield attacking was never declared (508.4) and didn't. `GameState.creatures_attacked_this_turn`
keeps the record: each creature declared as an attacker, once (one that attacks in two combats of the turn is one
creature), whether or not it is still on the battlefield or attacking; emptied as a turn begins (CR 500.1, its untap
step). A posted state says which creatures attacked earlier in its turn by carrying it.

The record is kept only in a game some card of which reads it (its catalog's definitions, decided once per game), or
whose posted state already carries it (s34-lead: as rules/s31stda_cast_types.py's record): a game without such a card
pays nothing on each declaration of attackers or as a turn begins, and its state answer shows no empty record."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import catalog_mark, posted_state_kinds
from app.engine.state import set_field

CITES = (cr("508.1"), cr("601.2f"))
KIND = "s33wmk:creatures_attacked"
_MARK = '"for_each_attacked_this_turn":true'
_KIND_ONLY: frozenset[object] = frozenset((KIND,))
_NO_KIND: frozenset[object] = frozenset()


def attacked_count(game: Game) -> int:
    """How many creatures attacked this turn (CR 508.1)."""
    return len(game.state.creatures_attacked_this_turn)


def _posted(game: Game) -> frozenset[object]:
    """`KIND` when the posted state carries the record (a card of the request that reads it counts it too:
    `catalog_kind`, below)."""
    return _KIND_ONLY if game.state.creatures_attacked_this_turn else _NO_KIND


def _declared(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """CR 508.1: note the creatures declared as attackers (not for a declaration of no attackers, 508.8)."""
    attackers = [declared["id"] for declared in event.get("attackers") or () if isinstance(declared, dict)]
    known = game.state.creatures_attacked_this_turn
    new = [attacker for attacker in attackers if attacker not in known]
    if new:
        set_field(game.state, "creatures_attacked_this_turn", [*known, *new])
    return []


def _new_turn(game: Game) -> None:
    """CR 500.1: "this turn" starts again as a turn begins."""
    if game.state.creatures_attacked_this_turn:
        set_field(game.state, "creatures_attacked_this_turn", [])


posted_state_kinds.append(_posted)
catalog_mark(KIND, _MARK)
keyword_triggers.watch("attackers_declared", _declared, needs=(KIND,))
registry.step_begin[Step.UNTAP].add(_new_turn, order=10, needs=(KIND,))
