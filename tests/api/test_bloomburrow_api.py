"""Bloomburrow's mechanics over real HTTP on SQLite and PostgreSQL (`POST /v1/simulate`): a Class
posted at level 2 goes to level 3 as a sorcery, its state field and event are in the answer, and
`legal_actions` explains why its level-2 bar is not legal; a pawprint spell is listed with its
{P} and a choice over the limit is a problem+json refusal; the players' this-turn counts round-trip."""

from __future__ import annotations

from typing import Any

from tests.conftest import LiveApi

TALENT: dict[str, Any] = {
    "name": "Test Talent",
    "types": ["Enchantment"],
    "subtypes": ["Class"],
    "mana_cost": "{W}",
    "abilities": [
        {"kind": "class_level", "level": 2, "cost": "{W}", "abilities": []},
        {
            "kind": "class_level",
            "level": 3,
            "cost": "{1}{W}",
            "abilities": [{"kind": "class_becomes_level", "level": 3, "effect": {"kind": "gain_life", "amount": 3}}],
        },
    ],
}
SEASON: dict[str, Any] = {
    "name": "Test Season",
    "types": ["Sorcery"],
    "mana_cost": "{R}",
    "abilities": [
        {
            "kind": "spell",
            "effect": {
                "kind": "modal",
                "pawprints": [1, 2, 3],
                "pawprint_limit": 5,
                "modes": [
                    {"kind": "gain_life", "amount": 1},
                    {"kind": "gain_life", "amount": 2},
                    {"kind": "gain_life", "amount": 3},
                ],
            },
        }
    ],
}


def _state() -> dict[str, Any]:
    return {
        "turn": 3,
        "active_player": "alice",
        "step": "precombat_main",
        "players": [
            {
                "id": "alice",
                "mana_pool": {"W": 2, "R": 1},
                "life_lost_this_turn": 2,
                "mana_spent_on_spells_this_turn": 1,
                "hand": [{"id": "s", "card": SEASON}],
            },
            {"id": "bob"},
        ],
        "battlefield": [{"id": "t", "card": TALENT, "controller": "alice", "class_level": 2}],
    }


def test_class_level_pawprints_and_this_turn_counts_over_http(api: LiveApi) -> None:
    listed = api.client.post(
        "/v1/simulate",
        json={"state": _state(), "actions": [{"type": "legal_actions", "player": "alice", "explain": True}]},
    )
    assert listed.status_code == 200, listed.text
    result = listed.json()["queries"][0]["result"]
    refused = next(e for e in result["not_legal"] if e["action"].get("permanent") == "t")
    assert refused["action"].get("ability", 0) == 0 and "CR 716.2a" in refused["citations"]
    season = next(e for e in result["legal"] if e["action"].get("card") == "s")
    assert season["options"]["pawprints"] == [1, 2, 3] and season["options"]["pawprint_limit"] == 5

    played = api.client.post(
        "/v1/simulate",
        json={
            "state": _state(),
            "actions": [
                {"type": "activate", "permanent": "t", "ability": 1},
                {"type": "resolve"},
                {"type": "resolve"},
                {"type": "cast", "card": "s", "choices": {"modes": [0, 0, 1]}},
                {"type": "resolve"},
            ],
        },
    )
    assert played.status_code == 200, played.text
    body = played.json()
    assert body["state"]["battlefield"][0]["class_level"] == 3
    changed = next(e for e in body["events"] if e["type"] == "class_level_changed")
    assert (changed["level"], changed["previous_level"]) == (3, 2)
    alice = body["state"]["players"][0]
    assert alice["life"] == 20 + 3 + 1 + 1 + 2
    assert (alice["life_gained_this_turn"], alice["life_lost_this_turn"], alice["mana_spent_on_spells_this_turn"]) == (
        7,
        2,
        2,
    )
    assert {"CR 716.2a", "CR 700.2h"} <= {c["id"] for c in body["citations"]}

    refused_cast = api.client.post(
        "/v1/simulate",
        json={"state": _state(), "actions": [{"type": "cast", "card": "s", "choices": {"modes": [2, 1, 0]}}]},
    )
    assert refused_cast.status_code == 422
    assert refused_cast.headers["content-type"].startswith("application/problem+json")
    problem = refused_cast.json()
    assert problem["title"] == "Too many pawprints" and problem["action_index"] == 0 and "6 {P}" in problem["detail"]
