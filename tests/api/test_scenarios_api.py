"""Every scenario file (tests/scenarios/*.json) over real HTTP on SQLite and PostgreSQL, checked
against the same expectations as the in-process runner (tests/scenarios/expectations.py): the
answer says what the engine says in process. The database holds only the seeded cards: seeded cards
stay names, the test cards (tests/scenarios/_test_cards.json) and a case's own `catalog` are
given inline."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import LiveApi
from tests.scenarios.expectations import (
    CASES,
    check_invalid_state,
    check_refusal,
    check_resolution,
    extra_definitions,
    inline_cards,
    load_case,
)


@pytest.mark.parametrize("path", CASES, ids=[path.stem for path in CASES])
def test_scenario_over_http(api: LiveApi, path: Path) -> None:
    case = load_case(path)
    expect = case["expect"]
    definitions = extra_definitions(case)
    request = {"state": inline_cards(case["state"], definitions), "actions": inline_cards(case["actions"], definitions)}
    if case.get("viewer") is not None:
        request["viewer"] = case["viewer"]
    response = api.client.post("/v1/simulate", json=request)
    body = response.json()
    cited = [citation["id"] for citation in body.get("citations", [])]
    if "refusal" in expect:
        assert response.status_code == 422 and body["type"].endswith("/illegal-action"), body
        check_refusal(case, body["action_index"], body["title"], body["detail"], cited)
        return
    if "invalid_state" in expect:
        assert response.status_code == 422 and body["type"].endswith("/invalid-state"), body
        check_invalid_state(case, body["errors"])
        return
    assert response.status_code == 200, body
    check_resolution(case, body, cited)
    # Over HTTP the citations are given in full: exactly the events' cites, once each, every CR
    # number with its title.
    assert sorted(cited) == sorted({cite for event in body["events"] for cite in event["cites"]})
    assert all(citation["object"] == "rule" for citation in body["citations"] if citation["id"].startswith("CR "))
    assert all(citation["title"] for citation in body["citations"] if citation["object"] == "rule"), body["citations"]


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
