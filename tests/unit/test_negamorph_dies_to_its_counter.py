"""CR 608.2h with negamorph (seed rulings 08a89b82f640c586, 56468de629883604): a creature turned
face up by paying its negamorph cost gets a -1/-1 counter; if that counter kills it (a
state-based action, before its "when turned face up" trigger is put on the stack), the trigger
still goes on the stack and resolves, using the creature's power as it last existed on the
battlefield."""

from __future__ import annotations

from typing import Any

from app.engine.citations import FLAVOR_DISASTER_LAST_KNOWN_POWER, NEGAMORPH_COUNTER_WHEN_COST_PAID
from tests.unit.conftest import events_of, permanent, player_of, run, state

# Flavor Disaster's abilities on a 2/1 body, so that its own -1/-1 counter kills it.
BRITTLE_DISASTER = {
    "name": "Brittle Disaster", "mana_cost": "{2}{G}", "types": ["Creature"], "power": 2, "toughness": 1,
    "negamorph_cost": "{G}",
    "abilities": [{"kind": "triggered", "trigger": "enters", "also_on": ["turned_face_up"],
                   "effect": {"kind": "pump", "target": "creature", "power": "source_power",
                              "toughness": "source_power"}}],
}


def _board(**disaster: Any) -> dict[str, Any]:
    return state(alice={"mana_pool": {"G": 1}}, battlefield=[
        {"id": "d1", "card": BRITTLE_DISASTER, "controller": "alice", "face_down": True, "controlled_since_turn": 1,
         **disaster},
        {"id": "bear", "card": "Grizzly Bears", "controller": "bob", "controlled_since_turn": 1},
    ])


def test_608_2h_a_negamorph_creature_killed_by_its_own_counter_still_pumps_with_its_last_known_power() -> None:
    result = run(_board(), [{"type": "turn_face_up", "permanent": "d1", "pay": "negamorph",
                             "choices": {"targets": ["bear"]}}, {"type": "resolve"}])
    died = [e for e in events_of(result, "zone_change") if e["permanent"] == "d1"]
    assert died and "CR 704.5f" in died[0]["cites"]
    assert [c["id"] for c in player_of(result, "alice")["graveyard"]] == ["d1"]
    pumped = events_of(result, "pumped")
    assert len(pumped) == 1, result["events"]
    assert (pumped[0]["permanent"], pumped[0]["power"], pumped[0]["toughness"]) == ("bear", 1, 1)
    assert {"CR 608.2h", FLAVOR_DISASTER_LAST_KNOWN_POWER} <= set(pumped[0]["cites"])
    assert permanent(result, "bear")["characteristics"]["power"] == 3
    assert NEGAMORPH_COUNTER_WHEN_COST_PAID in events_of(result, "turned_face_up")[0]["cites"]


def test_608_2h_the_trigger_is_on_the_stack_with_the_gone_creatures_card() -> None:
    result = run(_board(), [{"type": "turn_face_up", "permanent": "d1", "pay": "negamorph",
                             "choices": {"targets": ["bear"]}}])
    assert result["state"]["battlefield"][0]["id"] == "bear"
    ability = result["state"]["stack"][0]
    assert ability["source"] == "d1" and ability["kind"] == "triggered_ability"
    assert ability["targets"] == ["bear"] and ability["card"]["name"] == "Brittle Disaster"
    assert "d1" in result["state"]["last_known"]


def test_608_2h_last_known_power_includes_the_counter_and_other_effects() -> None:
    pumped_board = _board(effects=[{"power": 2, "toughness": -1}])  # face down: 4/1; face up: 4/0 -> 3/-1
    result = run(pumped_board, [{"type": "turn_face_up", "permanent": "d1", "pay": "negamorph",
                                 "choices": {"targets": ["bear"]}}, {"type": "resolve"}])
    assert events_of(result, "pumped")[0]["power"] == 3
