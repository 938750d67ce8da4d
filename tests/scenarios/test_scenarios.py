"""Data-driven engine scenarios: every `*.json` here (but `_*.json`) is one case, resolved in
process. The case format and its expectations are in tests/scenarios/expectations.py (shared with
the HTTP runner, tests/api/test_scenarios_api.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from app.engine import CardDefinition, IllegalAction, InvalidState, citations, resolve
from app.engine.citations import (
    BAND_AT_MOST_ONE_NONBANDING,
    BAND_ATTACKS_SAME_TARGET,
    BANDING_CONTROLLER_ASSIGNS_DAMAGE,
    BANDING_DEFINITION,
    BECOMES_DAY_WHEN_DAYBOUND_CONTROLLED,
    DAY_BECOMES_NIGHT_AFTER_NO_SPELLS,
    DAYBOUND_AND_NIGHTBOUND_APPEAR_TOGETHER,
    DAYBOUND_ENTERS_NIGHTBOUND_AT_NIGHT_UNCAST,
    DAYBOUND_SPELL_CAST_AT_NIGHT_ENTERS_BACK_FACE_UP,
    FACE_DOWN_CHARACTERISTICS,
    FACE_DOWN_SPELL_COSTS_THREE,
    FLAVOR_DISASTER_LAST_KNOWN_POWER,
    FLAVOR_DISASTER_X_ONCE,
    GAME_STARTS_NEITHER_NEVER_RETURNS,
    NEGAMORPH_COUNTER_WHEN_COST_PAID,
    NEGAMORPH_IS_MORPH_VARIANT,
    NIGHT_BECOMES_DAY_AFTER_TWO_SPELLS,
    ONLY_DAYBOUND_NIGHTBOUND_TRANSFORM_THEM,
    TRANSFORM_AS_IT_BECOMES_DAY_OR_NIGHT,
    TURN_FACE_UP_SPECIAL_ACTION,
    UNTAP_STEP_CHECKS_DAY_NIGHT_FIRST,
    WEREWHAT_DOUBLE_FACED_EXILED_CARD,
    WEREWHAT_SPLITS_WHEN_LEAVING,
)
from tests.scenarios.expectations import (
    CASES,
    check_invalid_state,
    check_refusal,
    check_resolution,
    extra_definitions,
    load_case,
    seeded_definitions,
)

DAY_NIGHT_AND_WEREWHAT_RULINGS = {
    BECOMES_DAY_WHEN_DAYBOUND_CONTROLLED, DAY_BECOMES_NIGHT_AFTER_NO_SPELLS, DAYBOUND_AND_NIGHTBOUND_APPEAR_TOGETHER,
    DAYBOUND_ENTERS_NIGHTBOUND_AT_NIGHT_UNCAST, DAYBOUND_SPELL_CAST_AT_NIGHT_ENTERS_BACK_FACE_UP,
    GAME_STARTS_NEITHER_NEVER_RETURNS, NIGHT_BECOMES_DAY_AFTER_TWO_SPELLS, ONLY_DAYBOUND_NIGHTBOUND_TRANSFORM_THEM,
    TRANSFORM_AS_IT_BECOMES_DAY_OR_NIGHT, UNTAP_STEP_CHECKS_DAY_NIGHT_FIRST, WEREWHAT_DOUBLE_FACED_EXILED_CARD,
    WEREWHAT_SPLITS_WHEN_LEAVING,
}


def _catalog(case: dict[str, Any]) -> dict[str, CardDefinition]:
    raw = {**seeded_definitions(), **extra_definitions(case)}
    return {name: CardDefinition.model_validate(definition) for name, definition in raw.items()}


@pytest.mark.parametrize("path", CASES, ids=[path.stem for path in CASES])
def test_scenario(path: Path) -> None:
    case = load_case(path)
    expect = case["expect"]
    catalog = _catalog(case)
    if "refusal" in expect:
        with pytest.raises(IllegalAction) as refusal:
            resolve(case["state"], case["actions"], catalog, viewer=case.get("viewer"), seed=case.get("seed"))
        check_refusal(case, refusal.value.action_index, refusal.value.title, refusal.value.detail, refusal.value.cites)
        return
    if "invalid_state" in expect:
        with pytest.raises(InvalidState) as invalid:
            resolve(case["state"], case["actions"], catalog, viewer=case.get("viewer"), seed=case.get("seed"))
        check_invalid_state(case, invalid.value.errors)
        return
    result = resolve(case["state"], case["actions"], catalog, viewer=case.get("viewer"), seed=case.get("seed")).model_dump(mode="json")
    check_resolution(case, result, result["cites"])


def test_every_day_night_and_werewhat_ruling_has_a_scenario_citing_it() -> None:
    covered: set[str] = set()
    for path in CASES:
        covered.update(json.loads(path.read_text(encoding="utf-8")).get("rulings", []))
    assert covered >= DAY_NIGHT_AND_WEREWHAT_RULINGS, DAY_NIGHT_AND_WEREWHAT_RULINGS - covered


# Boulder Jockey's {D} rulings, the general mana/{T}/{Q}/X rulings and Chatzuk's cost rulings.
COST_RULINGS = {
    citations.LAND_DROPS_REMAINING, citations.LAND_DROP_NEVER_ON_OTHERS_TURN, citations.LAND_DROP_IS_NOT_MANA,
    citations.UNDEFINED_MANA_TYPE_PRODUCES_NONE, citations.COULD_PRODUCE_DEFINITION, citations.TAP_FOR_MANA_DEFINITION,
    citations.TAPPED_FOR_MANA_TRIGGERS_ON_RESOLUTION, citations.TAPPED_FOR_MANA_REPLACEMENT_WHILE_RESOLVING,
    citations.ETB_X_USES_SPELL_X, citations.TAP_SYMBOL, citations.UNTAP_SYMBOL,
    citations.CHATZUK_REDUCES_ONLY_GENERIC, citations.CHATZUK_KEEPS_MANA_VALUE,
}


def test_every_cost_ruling_has_a_scenario_citing_it() -> None:
    covered: set[str] = set()
    for path in CASES:
        covered.update(json.loads(path.read_text(encoding="utf-8")).get("rulings", []))
    assert covered >= COST_RULINGS, COST_RULINGS - covered


FLAVOR_DISASTER_AND_BANDING_RULINGS = {
    FACE_DOWN_CHARACTERISTICS, FACE_DOWN_SPELL_COSTS_THREE, FLAVOR_DISASTER_LAST_KNOWN_POWER, FLAVOR_DISASTER_X_ONCE,
    NEGAMORPH_COUNTER_WHEN_COST_PAID, NEGAMORPH_IS_MORPH_VARIANT, TURN_FACE_UP_SPECIAL_ACTION,
    BAND_AT_MOST_ONE_NONBANDING, BAND_ATTACKS_SAME_TARGET, BANDING_CONTROLLER_ASSIGNS_DAMAGE, BANDING_DEFINITION,
}


def test_every_flavor_disaster_and_banding_ruling_has_a_scenario_citing_it() -> None:
    covered: set[str] = set()
    for path in CASES:
        covered.update(json.loads(path.read_text(encoding="utf-8")).get("rulings", []))
    assert covered >= FLAVOR_DISASTER_AND_BANDING_RULINGS, FLAVOR_DISASTER_AND_BANDING_RULINGS - covered
