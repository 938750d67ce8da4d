"""Planeswalkers over real HTTP on SQLite and PostgreSQL, from real card data: the Core Set 2019
MTGJSON set file (tests/fixtures/sets/m19.json) is imported, so Liliana, the Necromancer's
definition is the one the importer built with the Oracle reader (printed loyalty 4, her +1 and -1
read, her -7 not modelled). A request naming her by name casts her, sees her enter with 4
loyalty counters (CR 306.5b), activates her +1 (606.4), and `legal_actions` explains why no
second loyalty ability of hers can be activated that turn (606.3)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.db.session import session_context
from app.ingest.importer import InputFile, import_mtgjson
from tests.conftest import LiveApi

M19 = Path(__file__).resolve().parents[1] / "fixtures" / "sets" / "m19.json"
LILIANA = "Liliana, the Necromancer"


@pytest.fixture(scope="module", autouse=True)
def imported(api: LiveApi) -> Iterator[None]:
    with session_context(api.db.engine) as session:
        import_mtgjson(session, InputFile(M19, M19.name))
    yield


def _state() -> dict[str, Any]:
    library = [{"id": f"lib-{n}", "card": "Swamp"} for n in range(3)]
    return {
        "turn": 3,
        "active_player": "alice",
        "step": "precombat_main",
        "players": [
            {
                "id": "alice",
                "library": library,
                "mana_pool": {"B": 2, "C": 3},
                "hand": [{"id": "lili", "card": LILIANA}],
            },
            {"id": "bob", "library": [{"id": "bob-lib", "card": "Swamp"}]},
        ],
    }


def test_a_real_planeswalker_is_cast_enters_with_loyalty_and_activates_once(api: LiveApi) -> None:
    actions = [
        {"type": "cast", "card": "lili"},
        {"type": "resolve"},
        {"type": "activate", "permanent": "lili", "ability": 0, "choices": {"targets": ["bob"]}},
        {"type": "resolve"},
        {"type": "legal_actions", "player": "alice", "explain": True},
    ]
    response = api.client.post("/v1/simulate", json={"state": _state(), "actions": actions})
    body = response.json()
    assert response.status_code == 200, body
    entered = next(e for e in body["events"] if e["type"] == "entered_battlefield")
    assert entered["counters"] == {"loyalty": 4} and "CR 306.5b" in entered["cites"]
    activated = next(e for e in body["events"] if e["type"] == "ability_activated")
    assert (activated["cost"], activated["loyalty"]) == ("+1", 5)
    walker = body["state"]["battlefield"][0]
    assert walker["counters"] == {"loyalty": 5} and walker["loyalty_activated_turn"] == 3
    assert body["state"]["players"][1]["life"] == 18
    listed = body["queries"][0]["result"]
    assert not [entry for entry in listed["legal"] if entry["action"]["type"] == "activate"]
    refused = [entry for entry in listed["not_legal"] if entry["action"]["type"] == "activate"]
    assert {entry["action"].get("ability", 0) for entry in refused} == {0, 1}
    assert all(entry["citations"] == ["CR 606.3"] for entry in refused), refused
    cited = {citation["id"]: citation for citation in body["citations"]}
    assert cited["CR 306.5b"]["title"] and cited["CR 606.4"]["title"]


def test_the_not_modelled_ultimate_is_no_ability_and_no_loyalty_is_the_graveyard(api: LiveApi) -> None:
    state = _state()
    state["players"][0]["hand"] = []
    state["battlefield"] = [{"id": "lili", "card": LILIANA, "controller": "alice", "counters": {"loyalty": 4}}]
    # Her -7 line is not modelled: her definition has two loyalty abilities, numbered 0 and 1.
    response = api.client.post(
        "/v1/simulate", json={"state": state, "actions": [{"type": "activate", "permanent": "lili", "ability": 2}]}
    )
    assert response.status_code == 422, response.text
    assert response.json()["title"] == "No such ability"
    state["battlefield"][0]["counters"] = {}
    # With no loyalty counter she is put into the graveyard before anything else (CR 704.5i).
    response = api.client.post("/v1/simulate", json={"state": state, "actions": [{"type": "pass_priority"}]})
    body = response.json()
    assert response.status_code == 200, body
    assert body["state"]["battlefield"] == []
    assert [card["id"] for card in body["state"]["players"][0]["graveyard"]] == ["lili"]


def test_an_inline_loyalty_cost_that_is_no_loyalty_symbol_is_a_problem_naming_its_path(api: LiveApi) -> None:
    state = _state()
    walker = {
        "name": "Odd Walker",
        "types": ["Planeswalker"],
        "loyalty": 3,
        "abilities": [{"kind": "loyalty", "cost": "3", "effect": {"kind": "draw", "amount": 1}}],
    }
    state["battlefield"] = [{"id": "odd", "card": walker, "controller": "alice", "counters": {"loyalty": 3}}]
    response = api.client.post("/v1/simulate", json={"state": state, "actions": []})
    body = response.json()
    assert response.status_code == 422 and body["type"].endswith("/invalid-state"), body
    assert response.headers["content-type"].startswith("application/problem+json")
    error = next(e for e in body["errors"] if e["path"] == "battlefield[0].card.abilities[0].loyalty.cost")
    assert "a loyalty cost is" in error["message"]
