"""Session 25, group ncc (docs/oracle-s25-ncc.md): New Capenna Commander's mechanics and lines read from the real
Oracle text (tests/fixtures/sets/ncc.json) and played by the engine."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, player_of, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import _not_read, _on, _permanent

NCC = Path(__file__).resolve().parents[1] / "fixtures" / "sets" / "ncc.json"
OGRE = {"name": "Big Ogre", "types": ["Creature"], "power": 4, "toughness": 4, "mana_cost": "{3}{R}"}
STEP = {"type": "next_step"}


@cache
def _records() -> dict[str, dict[str, Any]]:
    return {card["name"]: card for card in json.loads(NCC.read_text(encoding="utf-8"))["data"]["NCC"]["cards"]}


def _reading(name: str) -> Any:
    record = _records()[name]
    return read_card(CardFacts(name=name, mana_cost=record.get("manaCost"), type_line=record["type"],
                               oracle_text=record.get("text", ""), power=record.get("power"),
                               toughness=record.get("toughness")))


def _card(name: str) -> dict[str, Any]:
    """The definition the reader makes of the real NCC card, which must read `full`."""
    reading = _reading(name)
    assert reading.support == "full" and reading.definition is not None, (name, reading.not_modelled)
    return reading.definition


def _read_lines(name: str, not_read: int) -> list[dict[str, Any]]:
    """The abilities the reader makes of the real NCC card's lines it reads; `not_read` lines of it are not (yet)."""
    reading = _reading(name)
    assert len(reading.not_modelled) == not_read and reading.definition is not None, reading.not_modelled
    return list(reading.definition["abilities"])


# --- "~ enters tapped with two charge counters on it." (CR 614.1c, 122.6) ----------------------------------------------


def test_614_1c_vivid_land_enters_tapped_with_two_charge_counters() -> None:
    creek = _card("Vivid Creek")
    assert creek["abilities"][:2] == [{"kind": "enters_tapped"}, {"kind": "etb_counters", "counter": "charge",
                                                                     "amount": 2}]
    game = state(alice={"hand": [{"id": "c", "card": "Vivid Creek"}]})
    done = _run(game, [{"type": "play_land", "card": "c"}], creek)
    assert _permanent(done, "c")["tapped"] and _permanent(done, "c")["counters"] == {"charge": 2}


# --- blitz (CR 702.152) ------------------------------------------------------------------------------------------------


def test_702_152a_blitz_haste_draw_when_it_dies_and_sacrificed_at_the_next_end_step() -> None:
    guardian = _card("Caldaia Guardian")
    assert guardian["abilities"][-1] == {"kind": "alternative_cost", "name": "blitz", "cost": "{2}{G}"}
    _not_read("Blitz {X}{G}")
    game = state(alice={"hand": [{"id": "h", "card": "Caldaia Guardian"}], "mana_pool": {"G": 1, "C": 2}})
    attacked = _run(game, [{"type": "cast", "card": "h", "alternative_cost": "blitz"}, {"type": "resolve"}, STEP, STEP,
                           {"type": "declare_attackers", "attackers": [{"id": "h", "defending": "bob"}]}], guardian)
    assert events_of(attacked, "entered_battlefield")[0]["blitzed"] is True and _permanent(attacked, "h")["tapped"]
    assert player_of(attacked, "alice")["hand"] == []
    ended = _run(game, [{"type": "cast", "card": "h", "alternative_cost": "blitz"}, {"type": "resolve"},
                        *[STEP] * 5, {"type": "resolve"}, {"type": "resolve"}, {"type": "resolve"}], guardian)
    assert ended["state"]["step"] == "end" and _permanent(ended, "h") is None
    assert "h" in [card["id"] for card in player_of(ended, "alice")["graveyard"]]
    assert len(player_of(ended, "alice")["hand"]) == 1  # "When this creature dies, draw a card."
    plain = _run(state(alice={"hand": [{"id": "h", "card": "Caldaia Guardian"}], "mana_pool": {"G": 1, "C": 4}}),
                 [{"type": "cast", "card": "h"}, {"type": "resolve"}, *[STEP] * 5], guardian)
    assert _permanent(plain, "h") is not None and not plain["state"]["delayed_triggers"]


# --- shield counters (CR 122.1c) ---------------------------------------------------------------------------------------

BOLT = {"name": "Probe Bolt", "types": ["Instant"], "mana_cost": "{R}",
        "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}
MURDER = {"name": "Probe Murder", "types": ["Instant"], "mana_cost": "{B}",
          "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}}]}


def test_122_1c_shield_counter_prevents_damage_and_replaces_destruction() -> None:
    abilities = _read_lines("Perrie, the Pulverizer", 1)[:1]  # "When ~ enters, put a shield counter on target creature."
    assert abilities[0]["effect"] == {"kind": "put_counters", "counter": "shield", "amount": 1, "target": "creature"}
    shielder = {"name": "Shield Probe", "types": ["Creature"], "power": 1, "toughness": 1, "mana_cost": "{W}",
                "abilities": abilities}
    game = state(alice={"hand": [{"id": "s", "card": "Shield Probe"}, {"id": "b1", "card": "Probe Bolt"},
                                 {"id": "b2", "card": "Probe Bolt"}], "mana_pool": {"W": 1, "R": 2}},
                 battlefield=[_on("ogre", "Big Ogre")])
    bolt = {"type": "cast", "card": "b1", "choices": {"targets": ["ogre"]}}
    done = _run(game, [{"type": "cast", "card": "s"}, {"type": "resolve"}, {"type": "resolve", "choices": {
        "targets": ["ogre"]}}, bolt, {"type": "resolve"}], shielder, OGRE, BOLT)
    assert _permanent(done, "ogre")["counters"] == {} and _permanent(done, "ogre")["damage"] == 0
    assert events_of(done, "counters_removed")[-1]["purpose"] == "instead_of_damage"
    again = _run(game, [{"type": "cast", "card": "s"}, {"type": "resolve"}, {"type": "resolve", "choices": {
        "targets": ["ogre"]}}, bolt, {"type": "resolve"}, {**bolt, "card": "b2"}, {"type": "resolve"}], shielder, OGRE, BOLT)
    assert _permanent(again, "ogre")["damage"] == 3  # the counter is gone: the second bolt's damage is dealt
    shielded = state(alice={"hand": [{"id": "m", "card": "Probe Murder"}], "mana_pool": {"B": 1}},
                     battlefield=[_on("ogre", "Big Ogre", counters={"shield": 2})])
    murdered = _run(shielded, [{"type": "cast", "card": "m", "choices": {"targets": ["ogre"]}}, {"type": "resolve"}],
                    MURDER, OGRE)
    assert _permanent(murdered, "ogre")["counters"] == {"shield": 1}
    assert events_of(murdered, "counters_removed")[0]["purpose"] == "instead_of_destroyed"


def test_122_1c_one_shield_counter_prevents_all_the_combat_damage_dealt_at_once() -> None:
    game = state(step="declare_blockers", battlefield=[
        _on("ogre", "Big Ogre", counters={"shield": 1}, tapped=True), _on("x", "Grizzly Bears", "bob"),
        _on("y", "Grizzly Bears", "bob")],
        combat={"attackers": [{"id": "ogre", "defending": "bob"}], "blockers": {"x": ["ogre"], "y": ["ogre"]}})
    done = _run(game, [STEP], OGRE)
    assert _permanent(done, "ogre") is not None and _permanent(done, "ogre")["damage"] == 0
    assert _permanent(done, "ogre")["counters"] == {} and len(events_of(done, "counters_removed")) == 1


# --- connive (CR 701.50) -----------------------------------------------------------------------------------------------


def _composed(line: str, *, is_spell: bool = False) -> list[dict[str, Any]]:
    from app.oracle.compose import read_composed
    abilities = read_composed(line, is_spell=is_spell).abilities
    assert abilities is not None, line
    return abilities


def test_701_50a_target_creature_connives_draws_discards_and_counts_a_nonland_card() -> None:
    assert "• Target creature connives." in _records()["Obscura Confluence"]["text"]  # one of its modes
    abilities = _composed("Target creature connives.", is_spell=True)
    assert abilities == [{"kind": "spell", "effect": {"kind": "connive", "target": "creature"}}]
    scheme = {"name": "Probe Scheme", "types": ["Instant"], "mana_cost": "{U}", "abilities": abilities}
    game = state(alice={"hand": [{"id": "p", "card": "Probe Scheme"}, {"id": "f", "card": "Forest"}],
                        "mana_pool": {"U": 1}, "library": [{"id": "g", "card": "Grizzly Bears"}]},
                 battlefield=[_on("ogre", "Big Ogre")])
    cast = {"type": "cast", "card": "p", "choices": {"targets": ["ogre"]}}
    asked = _run(game, [cast], scheme, OGRE)["pending"]["options"]
    assert asked["choice"] == "discard" and asked["values"] == ["f", "g"]
    nonland = _run(game, [cast, {"type": "resolve", "choices": {"discard": ["g"]}}], scheme, OGRE)
    assert _permanent(nonland, "ogre")["counters"] == {"+1/+1": 1}
    assert [card["id"] for card in player_of(nonland, "alice")["hand"]] == ["f"]
    assert events_of(nonland, "connived")[0] | {"cites": None, "seq": None, "action_index": None} == {
        "type": "connived", "stack_object": "p", "permanent": "ogre", "player": "alice", "discarded": ["g"],
        "nonland": 1, "cites": None, "seq": None, "action_index": None}
    land = _run(game, [cast, {"type": "resolve", "choices": {"discard": ["f"]}}], scheme, OGRE)
    assert _permanent(land, "ogre")["counters"] == {} and [c["id"] for c in player_of(land, "alice")["hand"]] == ["g"]
    theirs = {**game, "battlefield": [_on("ogre", "Big Ogre", "bob")],
              "players": [game["players"][0], {**game["players"][1], "hand": [{"id": "x", "card": "Forest"}]}]}
    pending = _run(theirs, [cast], scheme, OGRE)["pending"]  # its controller draws and discards (701.50a, 701.9b)
    assert pending["player"] == "bob" and pending["options"]["values"] == ["x", "bob-lib-0"]


def test_701_50b_whenever_this_creature_connives_and_connive_n() -> None:
    abilities = [*_composed("{T}: ~ connives 2."), *_composed("Whenever ~ connives, you gain 2 life.")]
    assert abilities[0]["effect"] == {"kind": "connive", "target": "self", "amount": 2}
    assert abilities[1]["trigger"] == "s25ncc_self_connives"
    _not_read("~ connives X.")
    rogue = {"name": "Probe Rogue", "types": ["Creature"], "power": 1, "toughness": 1, "mana_cost": "{U}",
             "abilities": abilities}
    game = state(alice={"library": [{"id": "g", "card": "Grizzly Bears"}, {"id": "f", "card": "Forest"}]},
                 battlefield=[_on("r", "Probe Rogue")])
    done = _run(game, [{"type": "activate", "permanent": "r", "ability": 0}, {"type": "resolve"}, {"type": "resolve"}],
                rogue)
    assert _permanent(done, "r")["counters"] == {"+1/+1": 1} and player_of(done, "alice")["life"] == 22


# --- casualty (CR 702.153) ---------------------------------------------------------------------------------------------


def test_702_153a_casualty_sacrifices_a_creature_with_enough_power_and_copies_the_spell() -> None:
    assert _records()["Xander's Pact"]["text"].startswith("Casualty 2 ")
    from app.oracle.keyword_lines import read_keyword_line
    casualty = read_keyword_line("Casualty 2", True)
    assert casualty == [{"kind": "additional_cost", "cost": "sacrifice", "optional": True, "casualty": 2}]
    assert read_keyword_line("Casualty 2", False) is None  # a permanent's casualty (a copy would be a token) isn't read
    bolt = {**BOLT, "abilities": [*casualty, *BOLT["abilities"]]}
    game = state(alice={"hand": [{"id": "b", "card": "Probe Bolt"}], "mana_pool": {"R": 1}},
                 battlefield=[_on("bear", "Grizzly Bears"), _on("ogre", "Big Ogre", "bob"),
                              _on("x", "Grizzly Bears", "bob")])
    cast = {"type": "cast", "card": "b", "choices": {"targets": ["ogre"], "sacrifice": ["bear"]}}
    done = _run(game, [cast, {"type": "resolve", "choices": {"copies_targets": [["x"]]}}, {"type": "resolve"},
                       {"type": "resolve"}], bolt, OGRE)
    assert _permanent(done, "bear") is None and _permanent(done, "x") is None
    assert _permanent(done, "ogre")["damage"] == 3
    plain = _run(game, [{"type": "cast", "card": "b", "choices": {"targets": ["ogre"]}}], bolt, OGRE)
    assert [item["id"] for item in plain["state"]["stack"]] == ["b"] and _permanent(plain, "bear") is not None
    weak = state(alice={"hand": [{"id": "b", "card": "Probe Bolt"}], "mana_pool": {"R": 1}},
                 battlefield=[_on("elf", "Probe Elf"), _on("ogre", "Big Ogre", "bob")])
    with pytest.raises(IllegalAction, match="sacrifice"):  # power 1: not "power 2 or greater"
        _run(weak, [{"type": "cast", "card": "b", "choices": {"targets": ["ogre"], "sacrifice": ["elf"]}}], bolt, OGRE,
             {"name": "Probe Elf", "types": ["Creature"], "power": 1, "toughness": 1, "mana_cost": "{G}"})


# --- "{W/B}, {T}: Add {W}{W}, {W}{B}, or {B}{B}." (CR 106.1, 605.3b) --------------------------------------------------


def test_106_1_filter_land_adds_the_chosen_combination_of_mana() -> None:
    heath = _card("Fetid Heath")
    assert heath["abilities"][1] == {"kind": "mana", "cost": "{W/B}{T}", "add": "{W}{W}|{W}{B}|{B}{B}"}
    game = state(alice={"mana_pool": {"B": 1}}, battlefield=[_on("h", "Fetid Heath")])
    done = _run(game, [{"type": "tap_for_mana", "permanent": "h", "ability": 1, "color": "WB"}], heath)
    pool = {kind: amount for kind, amount in player_of(done, "alice")["mana_pool"].items() if amount}
    assert pool == {"W": 1, "B": 1} and _permanent(done, "h")["tapped"]  # {B} paid {W/B}
    listed = _run(game, [{"type": "legal_actions"}], heath)["queries"][0]["result"]["legal"]
    taps = [entry for entry in listed if entry["action"]["type"] == "tap_for_mana" and entry["action"].get("ability") == 1]
    assert taps and taps[0]["options"] == {"color": ["WW", "WB", "BB"]}
    with pytest.raises(IllegalAction, match="could produce WW, WB, BB"):
        _run(game, [{"type": "tap_for_mana", "permanent": "h", "ability": 1, "color": "WU"}], heath)
