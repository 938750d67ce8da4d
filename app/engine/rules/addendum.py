"""Addendum (s17-taile): "If you cast this spell during your main phase, <effects>."

The `RiderCondition` kind `cast_during_main_phase` (rules/riders.py asks `cast_during_main_phase`),
read only in an instant's or sorcery's own sentences. The spell was cast during its controller's main
phase (CR 505.1: the precombat and postcombat main phases) if, as it resolves, it is a spell that was
cast — not a copy, which is never cast (CR 707.10) — its controller is the active player and the step is
a main phase: a step ends only when the stack is empty (CR 500.2), so a spell resolves in the step it
was cast in. A spell put on the stack by a posted state is taken as cast there, as it is for its other
conditions.
"""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.enums import StackObjectKind, Step
from app.engine.game import Game
from app.engine.rules.spell_copy_leaves import is_copy
from app.engine.state import StackObject

CITES = (cr("505.1"), cr("500.2"), cr("707.10"))
_MAIN = frozenset({Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN})


def cast_during_main_phase(game: Game, item: StackObject) -> bool:
    """Whether the resolving spell was cast during its controller's main phase."""
    return (
        item.kind is StackObjectKind.SPELL
        and not is_copy(item)
        and item.controller is not None
        and item.controller == game.state.active_player
        and game.state.step in _MAIN
    )
