"""Fourth Edition's event-triggered cards (CR 603.2), imported through the MTGJSON importer on
SQLite and PostgreSQL and played by name over real HTTP: each is `full`, and plays as its text
says (dies, damage and poison, blocks with a delayed "at end of combat" destroy, becoming tapped)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import LiveApi
from tests.ingest.helpers import mtgjson

FOURTH_EDITION = Path(__file__).resolve().parents[1] / "fixtures" / "sets" / "4ed.json"
TRIGGER_CARDS = ("Onulet", "Cyclopean Mummy", "Creature Bond", "El-Hajjâj", "Spirit Link", "Pit Scorpion",
                 "Marsh Viper", "Hypnotic Specter", "Fungusaur", "Backfire", "Thicket Basilisk", "Cockatrice", "Venom",
                 "Abomination", "Psychic Venom", "Blight", "Spirit Shackle", "Ankh of Mishra", "Dingus Egg", "Lifetap",
                 "Manabarbs", "Mind Twist", "Murk Dwellers", "Sengir Vampire", "Wall of Dust", "Wild Growth",
                 "Mana Flare")


@pytest.fixture(scope="module")
def fourth(api: LiveApi) -> Iterator[LiveApi]:
    mtgjson(api.db, FOURTH_EDITION)
    yield api


def _simulate(api: LiveApi, state: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    response = api.client.post("/v1/simulate", json={"state": state, "actions": actions})
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    assert result["warnings"] == []
    return result


def _events(result: dict[str, Any], event_type: str) -> list[dict[str, Any]]:
    return [event for event in result["events"] if event["type"] == event_type]


def _on(object_id: str, card: str, controller: str = "alice") -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "controlled_since_turn": 1}


def test_603_2_every_event_triggered_card_is_full(fourth: LiveApi) -> None:
    for name in TRIGGER_CARDS:
        card = fourth.client.get("/v1/cards/named", params={"exact": name}).json()
        assert card["engine"] == {"support": "full", "not_modelled": []}, name


def test_700_4_onulet_dies_to_lightning_bolt_and_its_controller_gains_2_life(fourth: LiveApi) -> None:
    state = {"turn": 3, "active_player": "alice", "step": "precombat_main",
             "players": [{"id": "alice", "mana_pool": {"R": 1}, "hand": [{"id": "bolt", "card": "Lightning Bolt"}]},
                         {"id": "bob"}],
             "battlefield": [_on("onulet", "Onulet")]}
    result = _simulate(fourth, state, [{"type": "cast", "card": "bolt", "choices": {"targets": ["onulet"]}},
                                       {"type": "resolve"}, {"type": "resolve"}])
    assert {"CR 700.4", "CR 603.10a"} <= set(_events(result, "trigger_put_on_stack")[0]["cites"])
    assert result["state"]["players"][0]["life"] == 22


def test_704_5c_marsh_viper_poisons_and_ten_counters_lose(fourth: LiveApi) -> None:
    state = {"turn": 3, "active_player": "alice", "step": "declare_attackers",
             "players": [{"id": "alice"}, {"id": "bob", "poison_counters": 8}],
             "battlefield": [_on("viper", "Marsh Viper")]}
    result = _simulate(fourth, state, [
        {"type": "declare_attackers", "attackers": [{"id": "viper", "defending": "bob"}]},
        # CR 510.2: the damage is dealt as the combat damage step begins, so the trigger waits there
        {"type": "next_step"}, {"type": "next_step"}, {"type": "resolve"}])
    assert result["state"]["players"][1]["poison_counters"] == 10
    assert _events(result, "player_lost")[0]["cites"] == ["CR 704.5c"]
    assert result["state"]["winner"] == "alice"


def test_603_7_thicket_basilisk_destroys_a_surviving_blocker_at_end_of_combat(fourth: LiveApi) -> None:
    state = {"turn": 3, "active_player": "alice", "step": "declare_attackers",
             "players": [{"id": "alice"}, {"id": "bob"}],
             "battlefield": [_on("basilisk", "Thicket Basilisk"), _on("spider", "Giant Spider", "bob")]}
    result = _simulate(fourth, state, [
        {"type": "declare_attackers", "attackers": [{"id": "basilisk", "defending": "bob"}]}, {"type": "next_step"},
        {"type": "declare_blockers", "blocks": [{"blocker": "spider", "attacker": "basilisk"}]}, {"type": "resolve"},
        {"type": "next_step"}, {"type": "next_step"}, {"type": "resolve"}])
    assert _events(result, "delayed_trigger_created")[0]["objects"] == ["spider"]
    assert [p["id"] for p in result["state"]["battlefield"]] == ["basilisk"]  # a 2/4: both dealt 2, one destroyed
    assert result["state"]["players"][1]["graveyard"][0]["id"] == "spider"


def test_603_2_psychic_venom_hurts_the_player_who_taps_its_land(fourth: LiveApi) -> None:
    state = {"turn": 3, "active_player": "alice", "step": "precombat_main",
             "players": [{"id": "alice"}, {"id": "bob"}],
             "battlefield": [_on("island", "Island", "bob"),
                             {**_on("venom", "Psychic Venom"), "attached_to": "island"}]}
    result = _simulate(fourth, state, [{"type": "tap_for_mana", "player": "bob", "permanent": "island", "ability": 0},
                                       {"type": "resolve"}])
    assert result["state"]["players"][1]["life"] == 18
    assert result["state"]["players"][1]["mana_pool"]["U"] == 1
