"""Every scenario file (tests/scenarios/*.json) over real HTTP on SQLite and PostgreSQL, checked
against the same expectations as the in-process runner (tests/scenarios/expectations.py): the
answer says what the engine says in process. The database holds only the seeded cards: seeded cards
stay names, the test cards (tests/scenarios/_test_cards.json) and a case's own `catalog` are
given inline.

A ruling is cited over HTTP only when one of its cards is in the request (issue 25 part 6): the
general rulings the engine cites are stored on the seeded playtest cards, so where a case's
request names none of a ruling's cards, its expected cites are those the service gives instead
(the Comprehensive Rules behind the ruling: `RULING_RULES`, else the rules it states), worked out
here from the database's links, the same way."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from app.cards.models import Card
from app.db.session import session_context
from app.engine.citations import RULING_RULES
from app.rulings.models import CardRuling, Ruling
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


@pytest.fixture(scope="module")
def ruling_links(api: LiveApi) -> tuple[dict[str, set[str]], dict[str, tuple[str, ...]]]:
    """Each stored ruling's card names, and the rules each states."""
    cards: dict[str, set[str]] = {}
    with session_context(api.db.engine) as session:
        for ruling_id, name in session.execute(
            select(CardRuling.ruling_id, Card.name).join(Card, Card.id == CardRuling.card_id)
        ):
            cards.setdefault(ruling_id, set()).add(name)
        rules = {rid: tuple(r or ()) for rid, r in session.execute(select(Ruling.id, Ruling.rules))}
    return cards, rules


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def _over_http(
    case: dict[str, Any], request: dict[str, Any], links: tuple[dict[str, set[str]], dict[str, tuple[str, ...]]]
) -> dict[str, Any]:
    """The case with its expected cites as the service gives them for this request."""
    cards, stated = links
    named = set(_strings(request))

    def cites(values: list[str]) -> list[str]:
        dropped = [c for c in values if not c.startswith("CR ") and c in cards and not cards[c] & named]
        if not dropped:
            return values
        out: list[str] = []
        for cite in values:
            if cite in dropped:
                out.extend(f"CR {n}" for n in RULING_RULES.get(cite, stated.get(cite, ())))
            else:
                out.append(cite)
        return list(dict.fromkeys(out))

    def walk(value: Any) -> Any:
        if isinstance(value, dict):
            return {
                k: cites(v)
                if k in ("cites", "citations", "rulings") and isinstance(v, list) and all(isinstance(c, str) for c in v)
                else walk(v)
                for k, v in value.items()
            }
        if isinstance(value, list):
            return [walk(item) for item in value]
        return value

    rewritten = copy.deepcopy(case)
    rewritten["expect"] = walk(case["expect"])
    rewritten["rulings"] = cites(list(case.get("rulings", [])))
    return rewritten


@pytest.mark.parametrize("path", CASES, ids=[path.stem for path in CASES])
def test_scenario_over_http(
    api: LiveApi, path: Path, ruling_links: tuple[dict[str, set[str]], dict[str, tuple[str, ...]]]
) -> None:
    case = load_case(path)
    expect = case["expect"]
    definitions = extra_definitions(case)
    request = {"state": inline_cards(case["state"], definitions), "actions": inline_cards(case["actions"], definitions)}
    if case.get("viewer") is not None:
        request["viewer"] = case["viewer"]
    if case.get("seed") is not None:  # shuffles and random orders (rules/library.py)
        request["seed"] = case["seed"]
    case = _over_http(case, request, ruling_links)
    expect = case["expect"]
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
