"""Skipping the checks after a bare step change (resolve.run_checks(after_step_change=True)) is
an optimisation only: with and without it, every scenario and every random action sequence gives
the same resolution or the same refusal, byte for byte."""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import Any

import pytest
from hypothesis import given

from app.engine import resolve
from tests.scenarios.test_scenarios import CASES
from tests.unit.conftest import CATALOG
from tests.unit.differential import assert_same_both_ways, checks_module, engine_flag, random_request, scenario
from tests.unit.test_property_random_actions import (
    CARD_NAMES,
    RANDOM_REQUEST,
    RANDOM_REQUEST_SETTINGS,
    base_state,
)


def skipping(enabled: bool) -> AbstractContextManager[None]:
    return engine_flag("SKIP_CHECKS_AFTER_BARE_STEPS", enabled)


@pytest.mark.parametrize("path", CASES, ids=[path.stem for path in CASES])
def test_every_scenario_resolves_the_same_with_and_without_skipping(path: Any) -> None:
    assert_same_both_ways(scenario(path), on=lambda: skipping(True), off=lambda: skipping(False))


@RANDOM_REQUEST_SETTINGS
@given(**RANDOM_REQUEST)
def test_random_action_sequences_resolve_the_same_with_and_without_skipping(
    day_night: str | None, pool: int, names: list[str], permanent_name: str, sequence: list[dict[str, Any]]
) -> None:
    assert_same_both_ways(random_request(day_night, pool, names, permanent_name, sequence),
                          on=lambda: skipping(True), off=lambda: skipping(False))


def test_the_first_checks_of_a_game_always_run() -> None:
    """A posted state is never assumed checked: a creature with lethal damage dies at the first
    step change, skipping or not."""
    state = base_state("day", 0, [CARD_NAMES[0]] * 4, "Grizzly Bears")
    state["battlefield"][0]["damage"] = 5
    with skipping(True):
        result = resolve(state, [{"type": "next_step"}], CATALOG)
    died = [e for e in result.events if e["type"] == "zone_changed" or "704.5g" in " ".join(e["cites"])]
    assert died and all(p.id != "p1" for p in result.state.battlefield)


def test_skipping_saves_checks_in_a_turn_of_bare_steps() -> None:
    calls = 0
    real = checks_module.registry.state_based_actions._ordered

    def counting(game: Any) -> list[Any]:
        nonlocal calls
        calls += 1
        return []

    state = base_state("day", 0, [CARD_NAMES[0]] * 4, "Grizzly Bears")
    counts = {}
    for enabled in (True, False):
        calls = 0
        checks_module.registry.state_based_actions._ordered = (*real, counting)
        try:
            with skipping(enabled):
                resolve(state, [{"type": "next_turn"}], CATALOG)
        finally:
            checks_module.registry.state_based_actions._ordered = real
        counts[enabled] = calls
    assert counts[True] < counts[False]
