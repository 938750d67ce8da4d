"""The game loop's checks (CR 117.5, 704.3, 603.3): what happens "whenever a player would receive
priority", after every action and every step change. They sit below the turn structure
(`loop/steps.py`) and the action loop (`loop/apply.py`), which both run them."""

from __future__ import annotations

from operator import itemgetter
from typing import Any

from app.engine import registry
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.multiplayer import players_leave
from app.engine.rules.sba import decide_game
from app.engine.rules.triggers import put_pending_triggers_on_stack

# Bound on state-based/trigger rounds after one action; real games settle in a handful.
_MAX_CHECK_ROUNDS = 1000
# Events of a step change alone (CR 500): they change neither a permanent nor a player, so they
# can't make a state-based action apply, a continuous check act or an ability trigger.
_STEP_EVENTS = frozenset({"step_began", "step_skipped"})
_TYPE = itemgetter("type")
SKIP_CHECKS_AFTER_BARE_STEPS = True  # off only in the test that proves skipping changes nothing
# State-based actions about one permanent look only at the permanents changed since the checks
# last found nothing to do (`Game.permanents_to_check`). Off only in the test that proves it
# changes nothing; never used while characteristics may depend on other objects.
CHECK_ONLY_CHANGED_PERMANENTS = True


def run_checks(game: Game, *, after_step_change: bool = False) -> None:
    """What happens "whenever a player would receive priority": the any-time checks (day/night),
    state-based actions (CR 704.3) and triggered abilities onto the stack (CR 603.3), repeated
    until nothing more happens.

    `after_step_change`: called right after the turn moved on to a new step. When the checks last
    ended with nothing left to do and the only events since are the step's own (every step hook
    that changes a permanent or a player says so in an event; triggers wait in
    `pending_triggers`), they would find nothing again and are skipped: same result, less work."""
    if (after_step_change and SKIP_CHECKS_AFTER_BARE_STEPS and game.checks_quiet_at is not None
            and not game.pending_triggers
            and _STEP_EVENTS.issuperset(map(_TYPE, game.events[game.checks_quiet_at:]))):  # every one, asked in C
        return
    for _ in range(_MAX_CHECK_ROUNDS):
        # With no permanent changed since the checks last found nothing to do (an empty dict; None:
        # not tracked), the checks that look only at changed permanents (registered with
        # events=(CHANGED,)) would find nothing: not asked.
        # Each list's `active_for_event(game, kind)`, its first lines (the answer already decided
        # for this game) inlined: every round of every check.
        changed = game.changed_permanents
        kind = registry.UNCHANGED if changed is not None and not changed else registry.CHANGED
        by_event = game.active_hooks.get(registry.continuous_checks._events_key)
        checks = by_event.get(kind) if by_event is not None else None
        for check in checks if checks is not None else registry.continuous_checks.active_for_event(game, kind):
            check(game)
        changed = game.changed_permanents  # a check may have changed one
        kind = registry.UNCHANGED if changed is not None and not changed else registry.CHANGED
        by_event = game.active_hooks.get(registry.state_based_actions._events_key)  # (a check may have emptied them)
        detectors = by_event.get(kind) if by_event is not None else None
        thunks: list[Any] = []  # a loop, not a comprehension (a Python call of its own, every round)
        for detector in (detectors if detectors is not None
                         else registry.state_based_actions.active_for_event(game, kind)):
            found = detector(game)
            if found:
                thunks.extend(found)
        if thunks:
            for thunk in thunks:
                thunk()
            decide_game(game)
            players_leave(game)  # CR 800.4a: a player who lost leaves a game that goes on
            continue
        if put_pending_triggers_on_stack(game):
            continue
        game.checks_quiet_at = len(game.events)
        # Nothing applies to any permanent now: from here on, only a changed one can need a check.
        track = CHECK_ONLY_CHANGED_PERMANENTS and game.characteristics_cacheable
        game.changed_permanents = {} if track else None
        return
    raise IllegalAction("Endless loop", "state-based actions and triggers kept happening without end", [cr("704.3")])


def state_based_actions_only(game: Game) -> None:
    """s29-core: state-based actions checked until none applies, with no trigger put on the stack and no player given
    priority (CR 721.1c, as an effect ends the turn; 704.3)."""
    for _ in range(_MAX_CHECK_ROUNDS):
        thunks: list[Any] = []
        for detector in registry.state_based_actions.active(game):
            found = detector(game)
            if found:
                thunks.extend(found)
        if not thunks:
            return
        for thunk in thunks:
            thunk()
        decide_game(game)
        players_leave(game)
    raise IllegalAction("Endless loop", "state-based actions kept happening without end", [cr("704.3")])
