"""The priority, payment and legal-actions scenarios (tests/scenarios/priority_*.json,
payment_*.json, legal_*.json) over real HTTP on SQLite and PostgreSQL: the answer says what the
engine says in process (events, state, `pending`, query answers, refusals)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.api.test_kw_scenarios_api import _inline, _lookup, _matches
from tests.conftest import LiveApi

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
CASES = sorted(path for prefix in ("priority_", "payment_", "legal_") for path in SCENARIOS.glob(f"{prefix}*.json"))


@pytest.mark.parametrize("path", CASES, ids=[path.stem for path in CASES])
def test_priority_payment_and_legal_actions_scenario_over_http(api: LiveApi, path: Path) -> None:
    case: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
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
    assert response.status_code == 200, body
    events = iter(body["events"])
    for pattern in expect.get("events", []):
        assert any(_matches(event, pattern) for event in events), pattern
    for state_path, value in expect.get("state", {}).items():
        assert _lookup(body["state"], state_path) == value, state_path
    if "pending" in expect:
        assert body["pending"] == expect["pending"]
    for wanted_query in expect.get("queries", []):
        assert wanted_query in body["queries"], (wanted_query, body["queries"])
    cited = {cite for event in body["events"] for cite in event["cites"]}
    assert set(case.get("rulings", [])) <= cited


def test_documented_legal_actions_example_lists_the_reduced_cast_and_explains_the_rest(api: LiveApi) -> None:
    from app.api.simulate_docs import REQUEST_EXAMPLES

    body = api.client.post("/v1/simulate", json=REQUEST_EXAMPLES["legal_actions"]["value"]).json()
    result = body["queries"][0]["result"]
    cast = next(entry for entry in result["legal"] if entry["action"].get("card") == "recruit")
    assert cast["cost"] == {"mana": "{W}", "additional": [], "mana_value": 3}
    assert "0e5e677ebed00c89" in cast["cites"] and cast["action"]["payment"] == "auto"
    refused = {entry["action"].get("card") for entry in result["not_legal"]}
    assert "jockey" in refused
    assert body["pending"] == {"player": "alice", "decision": "priority", "options": {"stack": [], "passed": []}}


def test_documented_auto_payment_example_taps_three_lands_and_gives_up_a_land_drop(api: LiveApi) -> None:
    from app.api.simulate_docs import REQUEST_EXAMPLES

    body = api.client.post("/v1/simulate", json=REQUEST_EXAMPLES["auto_payment"]["value"]).json()
    tapped = [event["permanent"] for event in body["events"] if event["type"] == "mana_added"]
    assert tapped == ["mountain", "forest-1", "forest-2"]
    assert body["state"]["players"][0]["land_drops_given_up"] == 1
    assert body["state"]["stack"][0]["id"] == "jockey"


def test_documented_pass_priority_example_resolves_after_two_passes(api: LiveApi) -> None:
    from app.api.simulate_docs import REQUEST_EXAMPLES

    body = api.client.post("/v1/simulate", json=REQUEST_EXAMPLES["pass_priority"]["value"]).json()
    types = [event["type"] for event in body["events"]]
    assert types.count("priority_passed") == 2 and "all_players_passed" in types
    assert body["state"]["battlefield"][0]["id"] == "bears" and body["state"]["priority_player"] == "alice"
    assert {"CR 117.4", "CR 405.5"} <= {citation["id"] for citation in body["citations"]}
