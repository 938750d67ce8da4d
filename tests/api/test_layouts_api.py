"""Multi-faced cards end to end over real HTTP, on SQLite and PostgreSQL (docs/layouts.md): real
MTGJSON data (tests/fixtures/layouts/layouts.json) imported through the API, read with layout and
faces, then played by name: an Adventure exiled and its creature cast from exile, a modal
double-faced card's land face, the faces `legal_actions` lists, and the refusals as problems."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.conftest import API_KEY, LiveApi

AUTH = {"Authorization": f"Bearer {API_KEY}"}
FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "layouts" / "layouts.json"
GIANT_KILLER = "Giant Killer // Chop Down"
AKOUM = "Akoum Warrior // Akoum Teeth"
DREADMAW = {
    "name": "Colossal Dreadmaw",
    "mana_cost": "{4}{G}{G}",
    "types": ["Creature"],
    "power": 6,
    "toughness": 6,
    "keywords": ["trample"],
}


def _wait(client: httpx.Client, uri: str, timeout: float = 180) -> dict[str, Any]:  # an import at IMPORT_NICENESS on a loaded machine took over 60 s
    deadline = time.monotonic() + timeout
    while True:
        body: dict[str, Any] = client.get(uri, headers=AUTH).json()
        if body["status"] in ("succeeded", "failed") or time.monotonic() > deadline:
            return body
        time.sleep(0.05)


@pytest.fixture(scope="module")
def imported(api: LiveApi) -> LiveApi:
    files = {"file": ("layouts.json", FIXTURE.read_bytes(), "application/json")}
    response = api.client.post("/v1/imports/mtgjson", files=files, headers=AUTH)
    assert response.status_code == 202, response.text
    assert _wait(api.client, response.json()["uri"])["status"] == "succeeded"
    return api


def _state(hand: list[dict[str, Any]], **alice: Any) -> dict[str, Any]:
    return {
        "turn": 3,
        "active_player": "alice",
        "step": "precombat_main",
        "players": [{"id": "alice", "hand": hand, **alice}, {"id": "bob"}],
        "battlefield": [{"id": "wurm", "card": DREADMAW, "controller": "bob"}],
    }


def test_imported_cards_have_layout_faces_and_support(imported: LiveApi) -> None:
    card = imported.client.get("/v1/cards/named", params={"exact": GIANT_KILLER}).json()
    assert card["engine"] == {"support": "full", "not_modelled": []}, card
    assert card["definition"]["layout"] == "adventure"
    assert [face["name"] for face in card["definition"]["faces"]] == ["Giant Killer", "Chop Down"]


def test_adventure_then_creature_from_exile_by_name(imported: LiveApi) -> None:
    body = {
        "state": _state([{"id": "gk", "card": GIANT_KILLER}], mana_pool={"W": 4}),
        "actions": [
            {"type": "cast", "card": "gk", "face": "adventure", "choices": {"targets": ["wurm"]}},
            {"type": "resolve"},
            {"type": "legal_actions", "player": "alice"},
            {"type": "cast", "card": "gk"},
            {"type": "resolve"},
        ],
    }
    answer = imported.client.post("/v1/simulate", json=body).json()
    legal = answer["queries"][0]["result"]["legal"]
    from_exile = [entry for entry in legal if entry["action"].get("card") == "gk"]
    assert len(from_exile) == 1 and "face" not in from_exile[0]["action"]  # the creature only (CR 715.3d)
    assert "CR 715.3d" in from_exile[0]["cites"] and from_exile[0]["cost"]["mana"] == "{W}"
    assert [p["id"] for p in answer["state"]["battlefield"]] == ["gk"]
    assert answer["state"]["battlefield"][0]["characteristics"]["name"] == "Giant Killer"
    cited = {citation["id"]: citation for citation in answer["citations"]}
    assert cited["CR 715.3d"]["title"]


def test_refusals_are_problems(imported: LiveApi) -> None:
    again = {
        "state": _state([], exile=[{"id": "gk", "card": GIANT_KILLER, "on_adventure": True}], mana_pool={"W": 3}),
        "actions": [{"type": "cast", "card": "gk", "face": "adventure", "choices": {"targets": ["wurm"]}}],
    }
    response = imported.client.post("/v1/simulate", json=again)
    problem = response.json()
    assert response.status_code == 422 and problem["type"].endswith("/illegal-action"), problem
    assert "creature" in problem["detail"] and problem["action_index"] == 0
    misplaced = {"state": _state([{"id": "gk", "card": GIANT_KILLER, "on_adventure": True}]), "actions": []}
    response = imported.client.post("/v1/simulate", json=misplaced)
    assert response.status_code == 422 and response.json()["type"].endswith("/invalid-state")
    land = {
        "state": _state([{"id": "ak", "card": AKOUM}]),
        "actions": [{"type": "play_land", "card": "ak", "face": "left"}],
    }
    response = imported.client.post("/v1/simulate", json=land)
    assert response.status_code == 422 and "no face 'left'" in response.json()["detail"]
