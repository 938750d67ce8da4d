"""CR 708.5 over real HTTP, on SQLite and PostgreSQL: with `viewer`, no part of a /v1/simulate
answer or refusal tells that player what another player's face-down card is, the cited rulings'
`cards` lists included (a ruling from Flavor Disaster's page lists Flavor Disaster)."""

from __future__ import annotations

import copy
from typing import Any

from app.api.simulate_docs import REQUEST_EXAMPLES
from tests.conftest import LiveApi

SETTINGS_OVERRIDES = {"max_actions": 20, "max_state_objects": 50, "max_body_bytes": 200_000}
NAMES = ("Flavor Disaster", "flavor-disaster")


def _face_down_request(viewer: str | None) -> dict[str, Any]:
    request = copy.deepcopy(REQUEST_EXAMPLES["negamorph"]["value"])
    request["actions"] = request["actions"][:2]  # cast face down and resolve: it stays face down
    request["viewer"] = viewer
    return request


def test_708_5_no_part_of_the_answer_names_the_face_down_card_for_the_other_player(api: LiveApi) -> None:
    response = api.client.post("/v1/simulate", json=_face_down_request("bob"))
    assert response.status_code == 200, response.text
    assert not [name for name in NAMES if name in response.text]
    rulings = [c for c in response.json()["citations"] if c["object"] == "ruling"]
    assert rulings, "casting face down cites the face-down rulings"
    assert all("cards" in ruling for ruling in rulings)


def test_708_5_its_controller_sees_the_cited_rulings_cards_in_full(api: LiveApi) -> None:
    for viewer in ("alice", None):
        body = api.client.post("/v1/simulate", json=_face_down_request(viewer)).json()
        cards = {card["name"] for c in body["citations"] if c["object"] == "ruling" for card in c["cards"]}
        assert "Flavor Disaster" in cards, viewer


def test_708_5_a_refusal_shown_to_the_other_player_names_no_face_down_card(api: LiveApi) -> None:
    request = _face_down_request("bob")
    request["actions"].append({"type": "activate", "permanent": "fd", "ability": 0})
    response = api.client.post("/v1/simulate", json=request)
    assert response.status_code == 422 and response.json()["action_index"] == 2
    assert not [name for name in NAMES if name in response.text]
