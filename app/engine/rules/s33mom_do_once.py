"""s33-mom: "... you may <action>[. If you do, <effects>]. Do this only once each turn." (Nykthos Paragon, Irreverent
Gremlin): a triggered ability with `s33mom_once_each_turn`.

The ability triggers and resolves as often as its event happens (CR 603.2); only its optional part is limited: once its
controller has chosen to do it (CR 603.5, 608.2d: the "you may" choice made as it resolves) during a turn, a later
resolution of the same ability of the same permanent that turn does nothing (the choice is no longer there to make: a
`choices.pay_optional_cost` true is refused, anything else is declined). Done is kept in the permanent's
`triggered_this_turn` under the key "<ability index>:done", which starts again as each turn begins (rules/trigger_limits.py);
the permanent that left the battlefield and came back is a new object (CR 400.7) with no record. An ability whose source
has left the battlefield can't be followed to a next resolution: nothing is recorded."""

from __future__ import annotations

from typing import Any

from app.engine.actions import Choices
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.state import StackObject

CITES = (cr("603.5"), cr("608.2d"))


def _key(item: StackObject) -> str:
    return f"{item.ability_index}:done"


def applies(ability: Any) -> bool:
    return bool(getattr(ability, "s33mom_once_each_turn", False))


def already_done(game: Game, item: StackObject, choices: Choices) -> bool:
    """Whether its optional part was done this turn (then the event says so; a "yes" is refused)."""
    source = game.permanent(item.source) if item.source is not None else None
    if source is None or not source.triggered_this_turn.get(_key(item)):
        return False
    if choices.pay_optional_cost or item.choices.get("pay_optional_cost"):
        raise IllegalAction("Only once each turn", f"the stack object {item.id}: its optional part was already done "
                            "this turn (\"Do this only once each turn.\")", list(CITES))
    game.emit("optional_cost_declined", list(CITES), stack_object=item.id, source=item.source,
              cost="done once this turn already", chosen=False)
    return True


def record(game: Game, item: StackObject) -> None:
    """Its optional part is being done: once this turn."""
    source = game.permanent(item.source) if item.source is not None else None
    if source is not None:
        source.triggered_this_turn[_key(item)] = 1
