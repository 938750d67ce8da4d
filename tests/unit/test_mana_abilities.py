"""Mana abilities (CR 605, 106): tap_for_mana, could_produce, "tapped for mana" triggers and
replacements, undefined mana types."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.engine.citations import (
    COULD_PRODUCE_DEFINITION,
    TAP_FOR_MANA_DEFINITION,
    TAP_SYMBOL,
    TAPPED_FOR_MANA_REPLACEMENT_WHILE_RESOLVING,
    TAPPED_FOR_MANA_TRIGGERS_ON_RESOLUTION,
    UNDEFINED_MANA_TYPE_PRODUCES_NONE,
)
from tests.unit.conftest import events_of, permanent, player_of, run, state

ISLAND = {"name": "Island", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Island"]}
WASTES = {"name": "Wastes", "types": ["Land"], "abilities": [{"kind": "mana", "cost": "{T}", "add": "{C}"}]}
REFLECTING_POOL = {"name": "Reflecting Pool", "types": ["Land"],
                   "abilities": [{"kind": "mana", "cost": "{T}", "add": "could_produce", "from": "lands_you_control"}]}
FELLWAR_STONE = {"name": "Fellwar Stone", "types": ["Artifact"],
                 "abilities": [{"kind": "mana", "cost": "{T}", "add": "could_produce",
                                "from": "lands_opponents_control", "colors_only": True}]}
ELF = {"name": "Elf", "types": ["Creature"], "power": 1, "toughness": 1,
       "abilities": [{"kind": "mana", "cost": "{T}", "add": "{G}"}]}
PRISM = {"name": "Prism", "types": ["Artifact"], "abilities": [{"kind": "mana", "cost": "{1}{T}", "add": "any_color"}]}
FOREST_WATCHER = {"name": "Forest Watcher", "types": ["Enchantment"],
                  "abilities": [{"kind": "tapped_for_mana_trigger", "watch": "lands_you_control", "mana_type": "G",
                                 "effect": {"kind": "draw", "amount": 1}}]}
DAMPER = {"name": "Damper", "types": ["Enchantment"],
          "abilities": [{"kind": "mana_replacement", "watch": "lands", "mana_type": "G", "instead": "{C}"}]}
DOUBLER = {"name": "Doubler", "types": ["Enchantment"],
           "abilities": [{"kind": "mana_replacement", "watch": "lands_you_control", "multiply": 2}]}


def field(*objects: tuple[str, Any] | tuple[str, Any, str]) -> list[dict[str, Any]]:
    return [{"id": item[0], "card": item[1], "controller": item[2] if len(item) > 2 else "alice"} for item in objects]


def produce(game: dict[str, Any], permanent_id: str) -> list[str]:
    result = run(game, [{"type": "could_produce", "permanent": permanent_id}])
    assert result["events"] == []
    answer: list[str] = result["queries"][0]["result"]
    return answer


def refusal_of(game: dict[str, Any], actions: list[dict[str, Any]]) -> IllegalAction:
    with pytest.raises(IllegalAction) as refusal:
        run(game, actions)
    return refusal.value


def test_605_3b_tapping_for_mana_adds_to_the_pool_without_the_stack() -> None:
    result = run(state(battlefield=field(("f1", "Forest"))), [{"type": "tap_for_mana", "permanent": "f1"}])
    assert player_of(result, "alice")["mana_pool"]["G"] == 1 and result["state"]["stack"] == []
    assert permanent(result, "f1")["tapped"] is True
    added = events_of(result, "mana_added")[0]
    assert added["mana"] == "{G}" and {TAP_FOR_MANA_DEFINITION, "CR 605.3b"} <= set(added["cites"])


def test_605_mana_from_tap_for_mana_pays_for_a_spell() -> None:
    game = state(battlefield=field(("f1", "Forest"), ("f2", "Forest")), alice={"hand": [{"id": "c1", "card": "Grizzly Bears"}]})
    result = run(game, [{"type": "tap_for_mana", "permanent": "f1"}, {"type": "tap_for_mana", "permanent": "f2"},
                        {"type": "cast", "card": "c1"}])
    assert result["state"]["stack"][0]["id"] == "c1"


def test_ruling_107_5_a_tapped_land_cant_be_tapped_for_mana() -> None:
    game = state(battlefield=[{"id": "f1", "card": "Forest", "tapped": True}])
    refusal = refusal_of(game, [{"type": "tap_for_mana", "permanent": "f1"}])
    assert TAP_SYMBOL in refusal.cites


def test_ruling_302_6_a_creature_that_just_arrived_cant_tap_for_mana() -> None:
    game = state(battlefield=[{"id": "e1", "card": ELF, "controlled_since_turn": 3}])
    refusal = refusal_of(game, [{"type": "tap_for_mana", "permanent": "e1"}])
    assert {TAP_SYMBOL, "CR 302.6"} <= set(refusal.cites)


def test_605_a_mana_ability_with_mana_in_its_cost_and_a_chosen_color() -> None:
    game = state(battlefield=field(("p1", PRISM)), alice={"mana_pool": {"G": 1}})
    result = run(game, [{"type": "tap_for_mana", "permanent": "p1", "color": "U"}])
    assert player_of(result, "alice")["mana_pool"] == {"W": 0, "U": 1, "B": 0, "R": 0, "G": 0, "C": 0}
    refusal = refusal_of(game, [{"type": "tap_for_mana", "permanent": "p1"}])
    assert refusal.title == "Choose a mana type"


def test_605_1a_a_land_doesnt_make_a_color_it_doesnt_have() -> None:
    refusal = refusal_of(state(battlefield=field(("f1", "Forest"))),
                         [{"type": "tap_for_mana", "permanent": "f1", "color": "U"}])
    assert refusal.title == "Wrong mana type"


def test_106_7_could_produce_follows_other_lands() -> None:
    game = state(battlefield=field(("r1", REFLECTING_POOL), ("f1", "Forest"), ("i1", ISLAND), ("w1", WASTES),
                                   ("m1", "Forest", "bob")))
    assert produce(game, "r1") == ["U", "G", "C"]
    result = run(game, [{"type": "tap_for_mana", "permanent": "r1", "color": "U"}])
    assert player_of(result, "alice")["mana_pool"]["U"] == 1
    assert COULD_PRODUCE_DEFINITION in events_of(result, "mana_added")[0]["cites"]


def test_ruling_could_produce_ignores_whether_costs_can_be_paid() -> None:
    game = state(battlefield=[*field(("r1", REFLECTING_POOL)), {"id": "f1", "card": "Forest", "tapped": True}])
    assert produce(game, "r1") == ["G"]  # the Forest is tapped, yet it could produce {G}


def test_106_7_colors_only_looks_at_opponents_lands_and_drops_colorless() -> None:
    game = state(battlefield=field(("s1", FELLWAR_STONE), ("f1", "Forest"), ("i1", ISLAND, "bob"), ("w1", WASTES, "bob")))
    assert produce(game, "s1") == ["U"]


def test_106_7_two_permanents_that_look_at_each_other_end_and_produce_nothing_by_themselves() -> None:
    game = state(battlefield=field(("r1", REFLECTING_POOL), ("r2", REFLECTING_POOL)))
    assert produce(game, "r1") == [] and produce(game, "r2") == []
    game["battlefield"].append({"id": "i1", "card": ISLAND, "controller": "alice"})
    assert produce(game, "r1") == ["U"] and produce(game, "r2") == ["U"]


def test_ruling_106_5_an_undefined_mana_type_produces_no_mana() -> None:
    game = state(battlefield=field(("r1", REFLECTING_POOL), ("r2", REFLECTING_POOL)))
    result = run(game, [{"type": "tap_for_mana", "permanent": "r1"}])
    added = events_of(result, "mana_added")[0]
    assert added["amounts"] == {} and permanent(result, "r1")["tapped"] is True
    assert {UNDEFINED_MANA_TYPE_PRODUCES_NONE, "CR 106.5"} <= set(added["cites"])
    assert player_of(result, "alice")["mana_pool"]["G"] == 0


def test_ruling_106_12a_tapped_for_mana_triggers_when_the_ability_resolves_and_produces_that_type() -> None:
    game = state(battlefield=field(("w1", FOREST_WATCHER), ("f1", "Forest")))
    result = run(game, [{"type": "tap_for_mana", "permanent": "f1"}])
    assert result["state"]["stack"][0]["source"] == "w1"
    assert TAPPED_FOR_MANA_TRIGGERS_ON_RESOLUTION in events_of(result, "trigger_put_on_stack")[0]["cites"]
    resolved = run(game, [{"type": "tap_for_mana", "permanent": "f1"}, {"type": "resolve"}])
    assert len(player_of(resolved, "alice")["hand"]) == 1


def test_ruling_106_12a_no_trigger_for_another_type_or_no_mana() -> None:
    game = state(battlefield=field(("w1", FOREST_WATCHER), ("i1", ISLAND), ("r1", REFLECTING_POOL), ("r2", REFLECTING_POOL)))
    result = run(game, [{"type": "tap_for_mana", "permanent": "i1"}])
    assert result["state"]["stack"] == []
    pools = state(battlefield=field(("w1", {**FOREST_WATCHER, "abilities": [
        {**FOREST_WATCHER["abilities"][0], "mana_type": None}]}), ("r1", REFLECTING_POOL), ("r2", REFLECTING_POOL)))
    assert run(pools, [{"type": "tap_for_mana", "permanent": "r1"}])["state"]["stack"] == []


def test_ruling_106_12b_a_replacement_changes_the_mana_while_the_ability_resolves() -> None:
    game = state(battlefield=field(("d1", DAMPER), ("f1", "Forest"), ("w1", FOREST_WATCHER)))
    result = run(game, [{"type": "tap_for_mana", "permanent": "f1"}])
    added = events_of(result, "mana_added")[0]
    assert added["amounts"] == {"C": 1} and added["replaced_by"] == ["d1"]
    assert TAPPED_FOR_MANA_REPLACEMENT_WHILE_RESOLVING in added["cites"]
    assert result["state"]["stack"] == []  # it produced {C}, not {G}: the {G} trigger doesn't trigger


def test_ruling_106_12b_a_doubling_replacement() -> None:
    result = run(state(battlefield=field(("d1", DOUBLER), ("f1", "Forest"))), [{"type": "tap_for_mana", "permanent": "f1"}])
    assert player_of(result, "alice")["mana_pool"]["G"] == 2


def test_ruling_106_7_could_produce_takes_replacement_effects_into_account() -> None:
    game = state(battlefield=field(("d1", DAMPER), ("f1", "Forest"), ("r1", REFLECTING_POOL)))
    assert produce(game, "f1") == ["C"]
    assert produce(game, "r1") == ["C"]


def test_708_2_a_face_down_permanent_has_no_mana_abilities() -> None:
    game = state(battlefield=[{"id": "e1", "card": ELF, "face_down": True, "controlled_since_turn": 1}])
    assert produce(game, "e1") == []
    refusal = refusal_of(game, [{"type": "tap_for_mana", "permanent": "e1"}])
    assert refusal.title == "No such mana ability"
