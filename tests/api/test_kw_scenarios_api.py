"""The keyword scenarios (tests/scenarios/kw_*.json) over real HTTP on SQLite and PostgreSQL: the
test cards they name by name are given inline (the database holds only the seeded cards), and the
answer must say what the engine says in process: the same events and state, the same refusal."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import LiveApi

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
TEST_CARDS: dict[str, Any] = json.loads((SCENARIOS / "_test_cards.json").read_text(encoding="utf-8"))
CASES = sorted(SCENARIOS.glob("kw_*.json"))


def _inline(value: Any) -> Any:
    """`value` with every `"card": "<test card name>"` replaced by that card's definition."""
    if isinstance(value, dict):
        return {key: TEST_CARDS[item] if key == "card" and isinstance(item, str) and item in TEST_CARDS
                else _inline(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_inline(item) for item in value]
    return value


def _lookup(document: Any, path: str) -> Any:
    for name, index in re.findall(r"([^.\[\]]+)|\[(\d+)\]", path):
        document = document[int(index)] if index else len(document) if name == "length" else document[name]
    return document


def _matches(event: dict[str, Any], pattern: dict[str, Any]) -> bool:
    return all(set(value) <= set(event.get("cites", [])) if key == "cites" else event.get(key) == value
               for key, value in pattern.items())


@pytest.mark.parametrize("path", CASES, ids=[path.stem for path in CASES])
def test_keyword_scenario_over_http(api: LiveApi, path: Path) -> None:
    case = json.loads(path.read_text(encoding="utf-8"))
    expect = case["expect"]
    response = api.client.post("/v1/simulate", json={"state": _inline(case["state"]), "actions": _inline(case["actions"])})
    body = response.json()
    if "refusal" in expect:
        wanted = expect["refusal"]
        assert response.status_code == 422 and body["type"].endswith("/illegal-action"), body
        assert body["action_index"] == wanted["action_index"]
        assert wanted.get("title", body["title"]) == body["title"]
        assert wanted.get("detail_contains", "") in body["detail"]
        assert set(wanted.get("cites", [])) <= {citation["id"] for citation in body["citations"]}
        return
    if "invalid_state" in expect:
        assert response.status_code == 422 and body["type"].endswith("/invalid-state"), body
        for wanted in expect["invalid_state"]:
            assert any(e["path"] == wanted["path"] and wanted["message_contains"] in e["message"] for e in body["errors"])
        return
    assert response.status_code == 200, body
    events = iter(body["events"])
    for pattern in expect.get("events", []):
        assert any(_matches(event, pattern) for event in events), pattern
    assert not {event["type"] for event in body["events"]} & set(expect.get("no_events", []))
    for state_path, value in expect.get("state", {}).items():
        assert _lookup(body["state"], state_path) == value, state_path
    cited = {cite for event in body["events"] for cite in event["cites"]}
    assert cited == {citation["id"] for citation in body["citations"]}
    assert all(citation["object"] == "rule" and citation["title"] for citation in body["citations"]
               if citation["id"].startswith("CR "))
