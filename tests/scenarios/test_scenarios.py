"""Data-driven engine scenarios: every `*.json` here (but `_*.json`) is one case.

A case: `{"name", "rulings": [ids it exercises], "catalog"?: {extra definitions}, "state",
"actions", "viewer"?, "expect"}`. `expect` holds any of:
- `day_night`: the final designation;
- `events`: event patterns matched in order (a subsequence of the events); keys must be equal,
  except `cites`, which must all be among the event's cites;
- `no_events`: event types that must not occur;
- `cites`: citations that must all be among the resolution's;
- `state`: `{"battlefield[0].transformed": true, "players[0].hand.length": 2}` path -> value;
- `queries`: query answers that must all be among the resolution's (`{"action_index", "type", "result"}`);
- `pending`: the resolution's `pending` decision (equal);
- `refusal`: `{"action_index", "title"?, "cites"?, "detail_contains"?}` (an IllegalAction);
- `invalid_state`: `[{"path", "message_contains"}]` (an InvalidState).
The `rulings` of a case must all be cited by its resolution (or refusal).
"""

from __future__ import annotations

import json
import re
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

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
CASES = sorted(path for path in HERE.glob("*.json") if not path.name.startswith("_"))

DAY_NIGHT_AND_WEREWHAT_RULINGS = {
    BECOMES_DAY_WHEN_DAYBOUND_CONTROLLED, DAY_BECOMES_NIGHT_AFTER_NO_SPELLS, DAYBOUND_AND_NIGHTBOUND_APPEAR_TOGETHER,
    DAYBOUND_ENTERS_NIGHTBOUND_AT_NIGHT_UNCAST, DAYBOUND_SPELL_CAST_AT_NIGHT_ENTERS_BACK_FACE_UP,
    GAME_STARTS_NEITHER_NEVER_RETURNS, NIGHT_BECOMES_DAY_AFTER_TWO_SPELLS, ONLY_DAYBOUND_NIGHTBOUND_TRANSFORM_THEM,
    TRANSFORM_AS_IT_BECOMES_DAY_OR_NIGHT, UNTAP_STEP_CHECKS_DAY_NIGHT_FIRST, WEREWHAT_DOUBLE_FACED_EXILED_CARD,
    WEREWHAT_SPLITS_WHEN_LEAVING,
}


def _catalog(extra: dict[str, Any]) -> dict[str, CardDefinition]:
    seeded = json.loads((ROOT / "seeds" / "cards.json").read_text(encoding="utf-8"))
    raw = {card["name"]: card["definition"] for card in seeded if card.get("definition")}
    raw.update(json.loads((HERE / "_test_cards.json").read_text(encoding="utf-8")))
    raw.update(extra)
    return {name: CardDefinition.model_validate(definition) for name, definition in raw.items()}


def _lookup(document: Any, path: str) -> Any:
    for name, index in re.findall(r"([^.\[\]]+)|\[(\d+)\]", path):
        if index:
            document = document[int(index)]
        elif name == "length":
            document = len(document)
        else:
            document = document[name]
    return document


def _matches(event: dict[str, Any], pattern: dict[str, Any]) -> bool:
    for key, expected in pattern.items():
        if key == "cites":
            if not set(expected) <= set(event.get("cites", [])):
                return False
        elif event.get(key) != expected:
            return False
    return True


@pytest.mark.parametrize("path", CASES, ids=[path.stem for path in CASES])
def test_scenario(path: Path) -> None:
    case = json.loads(path.read_text(encoding="utf-8"))
    expect = case["expect"]
    catalog = _catalog(case.get("catalog", {}))
    rulings = set(case.get("rulings", []))
    if "refusal" in expect:
        with pytest.raises(IllegalAction) as refusal:
            resolve(case["state"], case["actions"], catalog, viewer=case.get("viewer"))
        wanted = expect["refusal"]
        assert refusal.value.action_index == wanted["action_index"]
        assert wanted.get("title", refusal.value.title) == refusal.value.title
        assert set(wanted.get("cites", [])) <= set(refusal.value.cites)
        assert wanted.get("detail_contains", "") in refusal.value.detail
        assert rulings <= set(refusal.value.cites)
        return
    if "invalid_state" in expect:
        with pytest.raises(InvalidState) as invalid:
            resolve(case["state"], case["actions"], catalog, viewer=case.get("viewer"))
        for wanted in expect["invalid_state"]:
            assert any(error["path"] == wanted["path"] and wanted["message_contains"] in error["message"]
                       for error in invalid.value.errors), (wanted, invalid.value.errors)
        return
    result = resolve(case["state"], case["actions"], catalog, viewer=case.get("viewer")).model_dump(mode="json")
    if "day_night" in expect:
        assert result["state"]["day_night"] == expect["day_night"]
    events = iter(result["events"])
    for pattern in expect.get("events", []):
        assert any(_matches(event, pattern) for event in events), f"no event matching {pattern} (in order)"
    seen_types = {event["type"] for event in result["events"]}
    assert not seen_types & set(expect.get("no_events", []))
    assert set(expect.get("cites", [])) <= set(result["cites"])
    for wanted_query in expect.get("queries", []):
        assert wanted_query in result["queries"], (wanted_query, result["queries"])
    for state_path, value in expect.get("state", {}).items():
        assert _lookup(result["state"], state_path) == value, state_path
    if "pending" in expect:
        assert result["pending"] == expect["pending"], result["pending"]
    assert rulings <= set(result["cites"]), rulings - set(result["cites"])


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
