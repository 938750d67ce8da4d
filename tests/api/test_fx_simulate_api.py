"""The fx scenarios (tests/scenarios/fx_*.json: damage, destroy, counter, life, counters, pumps,
anthems, characteristic-defining abilities ...) through real HTTP on SQLite and PostgreSQL, with
every card given as an inline definition (the effect vocabulary of app/engine/cards.py)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import LiveApi

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "tests" / "scenarios"
CASES = sorted([*SCENARIOS.glob("fx_*.json"), *SCENARIOS.glob("cov_*.json")])  # cov_: the coverage work (Auras)
SETTINGS_OVERRIDES = {"max_actions": 20, "max_state_objects": 50, "max_body_bytes": 200_000}


def _definitions(case: dict[str, Any]) -> dict[str, Any]:
    known = json.loads((SCENARIOS / "_test_cards.json").read_text(encoding="utf-8"))
    return {**known, **case.get("catalog", {})}


def _inline(state: dict[str, Any], definitions: dict[str, Any]) -> dict[str, Any]:
    """The state with every card name replaced by its definition."""
    def card(ref: Any) -> Any:
        return definitions.get(ref, ref) if isinstance(ref, str) else ref

    for obj in [*state.get("battlefield", []), *state.get("stack", [])]:
        obj["card"] = card(obj.get("card"))
    for player in state["players"]:
        for zone in ("hand", "library", "graveyard", "exile"):
            for entry in player.get(zone, []):
                entry["card"] = card(entry["card"])
    return state


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
    return all(set(value) <= set(event.get("cites", [])) if key == "cites" else event.get(key) == value
               for key, value in pattern.items())


@pytest.mark.parametrize("path", CASES, ids=[path.stem for path in CASES])
def test_fx_scenario_over_http(api: LiveApi, path: Path) -> None:
    case = json.loads(path.read_text(encoding="utf-8"))
    expect = case["expect"]
    body = {"state": _inline(case["state"], _definitions(case)), "actions": case["actions"]}
    response = api.client.post("/v1/simulate", json=body)
    if "refusal" in expect:
        assert response.status_code == 422, response.text
        problem = response.json()
        assert problem["type"].endswith("/illegal-action")
        assert problem["action_index"] == expect["refusal"]["action_index"]
        assert expect["refusal"].get("detail_contains", "") in problem["detail"]
        return
    if "invalid_state" in expect:
        assert response.status_code == 422, response.text
        problem = response.json()
        assert problem["type"].endswith("/invalid-state")
        for wanted in expect["invalid_state"]:
            assert any(error["path"] == wanted["path"] and wanted["message_contains"] in error["message"]
                       for error in problem["errors"]), problem["errors"]
        return
    assert response.status_code == 200, response.text
    result = response.json()
    events = iter(result["events"])
    for pattern in expect.get("events", []):
        assert any(_matches(event, pattern) for event in events), f"no event matching {pattern} (in order)"
    assert not {event["type"] for event in result["events"]} & set(expect.get("no_events", []))
    for wanted_query in expect.get("queries", []):
        assert wanted_query in result["queries"], (wanted_query, result["queries"])
    for state_path, value in expect.get("state", {}).items():
        assert _lookup(result["state"], state_path) == value, state_path
    cited = {cite for event in result["events"] for cite in event["cites"]}
    assert cited == {citation["id"] for citation in result["citations"]}
    assert all(c["title"] for c in result["citations"] if c["object"] == "rule"), result["citations"]
