"""Delayed triggered abilities "at end of combat" (CR 603.7, 511.2), taken out in one place.

A resolving ability may create a delayed triggered ability (CR 603.7a) that waits for the end of combat: "Exile that
token at end of combat." (rules/tokens.py), decayed's and "sacrifice it at end of combat" (rules/decayed.py,
rules/sacrifice.py), "destroy that creature at end of combat" (rules/block_triggers.py), "exile it at end of combat,
then return it transformed" (rules/transform_return.py). Each is kept in the state's `delayed_triggers` with `at`
"end_of_combat".

"At end of combat" abilities trigger as the end of combat step begins (CR 511.2); a delayed triggered ability triggers
only once, the next time its event occurs, and is then gone (603.7b). All of them trigger at that one moment, so one
hook (`fire_end_of_combat_delayed`, run once as the step begins, before the printed "at end of combat" triggers of
rules/step_triggers.py) takes every due one out, whatever its action, in the order they were created; they are put
on the stack the next time a player would receive priority, the active player's first, then each other player's in
turn order (CR 603.3, 603.3b, 101.4: `triggers.put_pending_triggers_on_stack`).

Each action's module says how its delayed ability goes on the stack (`fires_at_end_of_combat`: its cites and the
data its resolver reads); an action no module registered stays waiting, as before. Creating one goes through
`delay_until_end_of_combat`, which notes the kind `END_OF_COMBAT_DELAYED` for the game: the hook runs only in games
with such a delayed ability (made during the request, or posted in the state's `delayed_triggers`), so a game with
none pays nothing for it.
"""

from __future__ import annotations

from collections.abc import Callable

from app.engine import registry
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game, PendingTrigger
from app.engine.rules.ability_presence import add_kind, posted_state_field
from app.engine.state import DelayedTrigger

# A game with a delayed ability "at end of combat" (made here, or any posted delayed ability): the hook's need.
END_OF_COMBAT_DELAYED = "object:delayed_at_end_of_combat"
AT = "end_of_combat"

_PENDING: dict[str, Callable[[Game, DelayedTrigger], PendingTrigger]] = {}


def delayed_pending(delayed: DelayedTrigger, *cites: str) -> PendingTrigger:
    """The usual pending trigger of a delayed ability at end of combat: `delayed:<action>`, cited 603.7 and 511.2 (and
    `cites`), its objects in `data["delayed"]` (`triggers._resolve_delayed` resolves it)."""
    return PendingTrigger(delayed.source or "delayed", None, delayed.controller, f"delayed:{delayed.action}", [],
                          [cr("603.7"), cr("511.2"), *cites],
                          data={"delayed": {"action": delayed.action, "objects": list(delayed.objects)}})


def fires_at_end_of_combat(action: str, pending: Callable[[Game, DelayedTrigger], PendingTrigger]) -> None:
    """Register how a delayed ability of `action` "at end of combat" goes on the stack."""
    _PENDING[action] = pending


def delay_until_end_of_combat(game: Game, delayed: DelayedTrigger) -> None:
    """Create `delayed` (its `at` "end_of_combat"; CR 603.7a) and note the kind that lets the hook run."""
    game.state.delayed_triggers.append(delayed)
    add_kind(game, END_OF_COMBAT_DELAYED)


def fire_end_of_combat_delayed(game: Game) -> None:
    """CR 511.2, 603.7b: as the end of combat step begins, every delayed ability waiting for it triggers once (in the
    order they were created) and is gone; those of an action no module registered stay."""
    waiting = game.state.delayed_triggers
    if not waiting:
        return
    firing = [delayed for delayed in waiting if delayed.at == AT and delayed.action in _PENDING]
    if not firing:
        return
    game.state.delayed_triggers = [delayed for delayed in waiting if not any(delayed is fired for fired in firing)]
    game.pending_triggers.extend(_PENDING[delayed.action](game, delayed) for delayed in firing)


posted_state_field("delayed_triggers", END_OF_COMBAT_DELAYED)
# Before the step's printed "at end of combat" triggers (order 100), as the four hooks it replaces ran.
registry.step_begin[Step.END_OF_COMBAT].add(fire_end_of_combat_delayed, order=90, needs=(END_OF_COMBAT_DELAYED,))
