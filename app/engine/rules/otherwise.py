"""s17-neo: "Draw a card if a creature died this turn. Otherwise, each player sacrifices a creature."
(Gravelighter): the sentence after "Otherwise" is an `if_condition` rider with `otherwise`.

As a spell or ability resolves, its instructions are followed in order (CR 608.2c); "Otherwise"
refers to the answer the condition of the sentence before it got when that sentence was reached, so
the condition is not asked again (what the first sentence did, drawing cards for instance, could
change it). rules/riders.py remembers the answer of each rider it decides, per stack object, here;
the "otherwise" rider happens only if that answer was no.
"""

from __future__ import annotations

from app.engine.game import Game
from app.engine.state import StackObject

_HELD = "otherwise.held"


def remember(game: Game, item: StackObject, held: bool) -> None:
    """The answer a rider's condition got as the stack object reached it."""
    game.rule_memory[_HELD] = (item.id, held)


def earlier_held(game: Game, item: StackObject) -> bool:
    """Whether the condition of the sentence before "Otherwise" held for this stack object (no answer
    recorded for it: it did not hold, so nothing of it happened)."""
    recorded = game.rule_memory.get(_HELD)
    return recorded is not None and recorded[0] == item.id and bool(recorded[1])
