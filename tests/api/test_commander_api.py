"""A four-player Commander game over real HTTP, on SQLite and PostgreSQL (issue 26 parts 3-4):
the seeded Chatzuk cast from the command zone with the commander tax, the 903.9a choice asked in
`pending` and answered by the next request, and a Commander field where it doesn't belong refused
with a problem naming its path."""

from __future__ import annotations

import copy
from typing import Any

from tests.conftest import LiveApi

PROBLEM = "application/problem+json"
CHATZUK = "Chatzuk, Mighty Guitarist"
STATE: dict[str, Any] = {
    "format": "commander",
    "turn": 9,
    "active_player": "alice",
    "step": "precombat_main",
    "players": [
        {
            "id": "alice",
            "life": 36,
            "mana_pool": {"G": 1, "W": 1, "C": 3},
            "commanders": ["cz"],
            "command_zone": [{"id": "cz", "card": CHATZUK}],
            "commander_casts": {"cz": 1},
        },
        {"id": "bob", "life": 40, "commander_damage": {"cz": 4}},
        {"id": "carol", "life": 31},
        {"id": "dave", "life": 40},
    ],
}


def test_a_commander_is_cast_with_its_tax_dies_and_the_next_request_returns_it(api: LiveApi) -> None:
    body = {
        "state": STATE,
        "actions": [
            {"type": "legal_actions", "player": "alice"},
            {"type": "cast", "player": "alice", "card": "cz"},
            {"type": "resolve"},
            {"type": "move", "permanent": "cz", "to": "graveyard"},
        ],
    }
    response = api.client.post("/v1/simulate", json=body)
    assert response.status_code == 200, response.text
    answer = response.json()
    listed = answer["queries"][0]["result"]["legal"]
    cast = next(entry for entry in listed if entry["action"]["type"] == "cast")
    assert cast["cost"]["mana"] == "{3}{G}{W}" and "CR 903.8" in cast["cites"]
    commander_cast = next(e for e in answer["events"] if e["type"] == "commander_cast")
    assert (commander_cast["casts"], commander_cast["tax"]) == (2, 2)
    assert answer["citations"] and any(c["id"] == "CR 903.8" for c in answer["citations"])
    assert answer["pending"]["decision"] == "choose"
    assert answer["pending"]["options"]["kind"] == "commander_zone"
    alice = answer["state"]["players"][0]
    assert alice["commander_zone_pending"] == ["cz"] and alice["commander_casts"] == {"cz": 2}

    # The answer's state, posted back: the next action says "leave it in the graveyard".
    again = api.client.post(
        "/v1/simulate",
        json={
            "state": answer["state"],
            "actions": [{"type": "next_step", "choices": {"commander_to_command_zone": False}}],
        },
    )
    assert again.status_code == 200, again.text
    alice = again.json()["state"]["players"][0]
    assert [card["id"] for card in alice["graveyard"]] == ["cz"] and "command_zone" not in alice
    assert again.json()["state"]["players"][1]["commander_damage"] == {"cz": 4}


def test_commander_fields_outside_a_commander_game_are_refused(api: LiveApi) -> None:
    state = copy.deepcopy(STATE)
    del state["format"]
    response = api.client.post("/v1/simulate", json={"state": state, "actions": []})
    assert response.status_code == 422 and response.headers["content-type"].startswith(PROBLEM)
    errors = response.json()["errors"]
    assert {"path": "players[0].command_zone", "message": 'only in a Commander game (state.format: "commander")'} in [
        {"path": e["path"].removeprefix("state."), "message": e["message"]} for e in errors
    ]
