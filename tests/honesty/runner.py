"""Runs an honesty scenario in process against the catalog an import gives: the seeded cards, the
scenario test cards (tests/scenarios/_test_cards.json), then every fixture card's definition as
the Oracle reader builds it (a fixture card's name wins), then the case's own `catalog`."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from app.engine import CardDefinition, IllegalAction, InvalidState, resolve
from tests.honesty.sample import fixture_definitions
from tests.scenarios.expectations import (
    TEST_CARDS,
    check_invalid_state,
    check_refusal,
    check_resolution,
    seeded_definitions,
)


def definitions(case: dict[str, Any]) -> dict[str, Any]:
    """The definitions a case uses beyond the seeded cards (given inline over HTTP)."""
    return {**TEST_CARDS, **fixture_definitions(), **case.get("catalog", {})}


@cache
def _base_catalog() -> dict[str, CardDefinition]:
    raw = {**seeded_definitions(), **TEST_CARDS, **fixture_definitions()}
    return {name: CardDefinition.model_validate(definition) for name, definition in raw.items()}


def catalog(case: dict[str, Any]) -> dict[str, CardDefinition]:
    extra = {name: CardDefinition.model_validate(d) for name, d in case.get("catalog", {}).items()}
    return {**_base_catalog(), **extra}


def run_in_process(case: dict[str, Any]) -> None:
    """Resolves the case and checks its expectations (tests/scenarios/expectations.py)."""
    expect = case["expect"]
    cards = catalog(case)
    viewer = case.get("viewer")
    if "refusal" in expect:
        with pytest.raises(IllegalAction) as refusal:
            resolve(case["state"], case["actions"], cards, viewer=viewer)
        check_refusal(case, refusal.value.action_index, refusal.value.title, refusal.value.detail, refusal.value.cites)
        return
    if "invalid_state" in expect:
        with pytest.raises(InvalidState) as invalid:
            resolve(case["state"], case["actions"], cards, viewer=viewer)
        check_invalid_state(case, invalid.value.errors)
        return
    result = resolve(case["state"], case["actions"], cards, viewer=viewer).model_dump(mode="json")
    check_resolution(case, result, result["cites"])
