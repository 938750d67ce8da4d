"""Predefined tokens, Sagas and Clone over real HTTP (POST /v1/simulate), on SQLite and
PostgreSQL: the copy choice shown as `pending` and answered with `choices.chosen`, a Saga's
chapter as the main phase begins, and a refused predefined token as problem+json naming where."""

from __future__ import annotations

from typing import Any

from tests.conftest import LiveApi

PROBLEM = "application/problem+json"
SERRA = {
    "name": "Serra Angel",
    "mana_cost": "{3}{W}{W}",
    "types": ["Creature"],
    "subtypes": ["Angel"],
    "power": 4,
    "toughness": 4,
    "keywords": ["flying", "vigilance"],
}
CLONE = {
    "name": "Clone",
    "mana_cost": "{3}{U}",
    "types": ["Creature"],
    "subtypes": ["Shapeshifter"],
    "power": 0,
    "toughness": 0,
    "abilities": [{"kind": "enters_as_copy", "of": "creature"}],
}
SAGA = {
    "name": "Food Saga",
    "mana_cost": "{1}{G}",
    "types": ["Enchantment"],
    "subtypes": ["Saga"],
    "abilities": [
        {"kind": "chapter", "chapters": [1], "effect": {"kind": "gain_life", "amount": 1}},
        {"kind": "chapter", "chapters": [2], "effect": {"kind": "create_token", "token": "Food", "count": 2}},
    ],
}


def _state(battlefield: list[dict[str, Any]], step: str = "precombat_main", **alice: Any) -> dict[str, Any]:
    return {
        "turn": 3,
        "active_player": "alice",
        "step": step,
        "players": [{"id": "alice", **alice}, {"id": "bob"}],
        "battlefield": battlefield,
    }


def test_clone_copy_choice_is_pending_then_chosen_over_http(api: LiveApi) -> None:
    state = _state(
        [{"id": "serra", "card": SERRA, "controller": "bob"}],
        hand=[{"id": "clone", "card": CLONE}],
        mana_pool={"U": 1, "C": 3},
    )
    cast = api.client.post("/v1/simulate", json={"state": state, "actions": [{"type": "cast", "card": "clone"}]})
    assert cast.status_code == 200, cast.text
    pending = cast.json()["pending"]
    assert pending["decision"] == "choose" and pending["options"]["kind"] == "copy"
    assert pending["options"]["values"] == ["serra"]
    body = {"state": cast.json()["state"], "actions": [{"type": "resolve", "choices": {"chosen": ["serra"]}}]}
    resolved = api.client.post("/v1/simulate", json=body)
    assert resolved.status_code == 200, resolved.text
    clone = resolved.json()["state"]["battlefield"][1]
    assert clone["id"] == "clone" and clone["printed_card"]["name"] == "Clone"
    assert clone["characteristics"]["name"] == "Serra Angel" and clone["characteristics"]["power"] == 4
    citations = {c["id"] for c in resolved.json()["citations"]}
    assert {"CR 707.2", "CR 707.9"} <= citations


def test_saga_chapter_creates_predefined_tokens_as_the_main_phase_begins_over_http(api: LiveApi) -> None:
    state = _state(
        [{"id": "saga", "card": SAGA, "controller": "alice", "counters": {"lore": 1}}],
        step="draw",
        library=[{"id": "l1", "card": "Werewhat"}],
    )
    response = api.client.post(
        "/v1/simulate", json={"state": state, "actions": [{"type": "next_step"}, {"type": "resolve"}]}
    )
    assert response.status_code == 200, response.text
    answer = response.json()["state"]
    # chapter II is its final chapter: once it has resolved, the Saga is sacrificed (CR 714.4)
    assert [p["characteristics"]["name"] for p in answer["battlefield"]] == ["Food Token", "Food Token"]
    assert [c["id"] for c in answer["players"][0]["graveyard"]] == ["saga"]
    titles = {c["id"]: c.get("title") for c in response.json()["citations"]}
    assert titles["CR 714.3b"] and titles["CR 111.10"] and titles["CR 714.4"]


def test_a_map_token_is_refused_as_problem_json_naming_where(api: LiveApi) -> None:
    port = {
        "name": "Map Port",
        "types": ["Land"],
        "abilities": [{"kind": "activated", "cost": "{T}", "effect": {"kind": "create_token", "token": "Map"}}],
    }
    state = _state([{"id": "port", "card": port, "controller": "alice"}])
    response = api.client.post("/v1/simulate", json={"state": state, "actions": []})
    assert response.status_code == 422 and response.headers["content-type"] == PROBLEM
    problem = response.json()
    assert any(e["path"].startswith("battlefield[0].card") and "explore" in e["message"] for e in problem["errors"])
