"""Session 16's speed changes leave every answer as it was (docs/performance.md, "After session 16")."""

from __future__ import annotations

import contextlib

from app.engine import IllegalAction, InvalidState, resolve
from app.engine.actions import EMPTY_CHOICES, Choices
from tests.scenarios.expectations import CASES, load_case
from tests.scenarios.test_scenarios import _catalog
from tests.unit.test_s14_perf import _same_model


def test_the_shared_empty_choices_is_never_changed() -> None:
    # Every action without `choices` (and the engine between actions) shares EMPTY_CHOICES: no rule
    # may change a `Choices` in place. Every scenario is played, then the shared one is compared with
    # a fresh `Choices()` (a rule that appended to its `targets` or set a field would show here).
    _same_model(EMPTY_CHOICES, Choices())
    played = 0
    for path in CASES:
        case = load_case(path)
        with contextlib.suppress(IllegalAction, InvalidState):
            resolve(case["state"], case["actions"], _catalog(case), viewer=case.get("viewer"), seed=case.get("seed"))
        played += 1
        assert EMPTY_CHOICES.targets == [] and EMPTY_CHOICES.modes == [], path.name
    _same_model(EMPTY_CHOICES, Choices())
    assert played == len(CASES) > 400
