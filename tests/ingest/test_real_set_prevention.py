"""Fourth Edition's prevention cards, modal spells and color-restricted counters, imported through
the MTGJSON importer (their definitions built by the Oracle reader at import) and played by name
over real HTTP, on SQLite and PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.conftest import LiveApi
from tests.ingest.helpers import mtgjson
from tests.ingest.test_real_set import FOURTH_EDITION, simulate


@pytest.fixture(scope="module")
def fourth(api: LiveApi) -> Iterator[LiveApi]:
    mtgjson(api.db, FOURTH_EDITION)
    yield api


def _engine(api: LiveApi, name: str) -> Any:
    return api.client.get("/v1/cards/named", params={"exact": name}).json()["engine"]


def _events(body: dict[str, Any], event_type: str) -> list[dict[str, Any]]:
    return [event for event in body["events"] if event["type"] == event_type]


def test_615_prevention_and_700_2_modal_cards_are_full(fourth: LiveApi) -> None:
    for name in ("Samite Healer", "Circle of Protection: Red", "Fog", "Healing Salve", "Uncle Istvan",
                 "Gaseous Form", "Lifeforce", "Reverse Damage", "Jade Monolith", "Eye for an Eye"):
        assert _engine(fourth, name) == {"support": "full", "not_modelled": []}, name


def test_609_7a_circle_of_protection_red_by_name_stops_hill_giant(fourth: LiveApi) -> None:
    body = {
        "state": {"turn": 3, "active_player": "bob", "step": "declare_attackers",
                  "players": [{"id": "alice", "mana_pool": {"W": 1}}, {"id": "bob"}],
                  "battlefield": [{"id": "cop", "card": "Circle of Protection: Red", "controller": "alice"},
                                  {"id": "hg", "card": "Hill Giant", "controller": "bob", "controlled_since_turn": 1}]},
        "actions": [{"type": "declare_attackers", "attackers": [{"id": "hg", "defending": "alice"}]},
                    {"type": "activate", "permanent": "cop", "ability": 0},
                    {"type": "resolve", "choices": {"damage_source": "hg"}},
                    {"type": "next_step"}, {"type": "declare_blockers", "player": "alice", "blocks": []},
                    {"type": "next_step"}, {"type": "next_step"}],
    }
    response = simulate(fourth, body)
    assert response.status_code == 200, response.text
    answer = response.json()
    applied = _events(answer, "prevention_applied")[0]
    assert (applied["source"], applied["prevented"]) == ("hg", 3)
    assert {"CR 609.7a", "CR 615.1"} <= {c["id"] for c in answer["citations"]}
    assert answer["state"]["players"][0]["life"] == 20 and answer["warnings"] == []


def test_700_2a_healing_salve_by_name_needs_a_mode(fourth: LiveApi) -> None:
    state = {"turn": 3, "active_player": "alice", "step": "precombat_main",
             "players": [{"id": "alice", "mana_pool": {"W": 1}, "hand": [{"id": "hs", "card": "Healing Salve"}]},
                         {"id": "bob"}]}
    refused = simulate(fourth, {"state": state, "actions": [
        {"type": "cast", "card": "hs", "choices": {"targets": ["bob"]}}]})
    assert refused.status_code == 422 and refused.json()["title"] == "Choose a mode"
    cast = simulate(fourth, {"state": state, "actions": [
        {"type": "cast", "card": "hs", "choices": {"modes": [0], "targets": ["bob"]}}, {"type": "resolve"}]})
    assert cast.status_code == 200, cast.text
    assert cast.json()["state"]["players"][1]["life"] == 23
