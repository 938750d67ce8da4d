"""Session 26, group tsp (docs/oracle-s26-tsp.md): goad, hideaway and lines of Time Spiral Remastered, Coldsnap, Kaldheim
Commander and New Capenna Commander, read from the real Oracle text (tests/fixtures/sets/*.json) and played by the
engine."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, player, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import _on, _permanent

SETS = Path(__file__).resolve().parents[1] / "fixtures" / "sets"
STEP = {"type": "next_step"}


@cache
def _records(code: str) -> dict[str, dict[str, Any]]:
    data = json.loads((SETS / f"{code.lower()}.json").read_text(encoding="utf-8"))["data"]
    return {card["name"]: card for card in data[code]["cards"]}


def _reading(code: str, name: str) -> Any:
    record = _records(code)[name]
    return read_card(CardFacts(name=name, mana_cost=record.get("manaCost"), type_line=record["type"],
                               oracle_text=record.get("text", ""), power=record.get("power"),
                               toughness=record.get("toughness")))


def _card(code: str, name: str) -> dict[str, Any]:
    """The definition the reader makes of the real card, which must read `full`."""
    reading = _reading(code, name)
    assert reading.support == "full" and reading.definition is not None, (name, reading.not_modelled)
    return dict(reading.definition)


def _three_players(**fields: Any) -> dict[str, Any]:
    game = state(**fields)
    game["players"].append(player("carol"))
    return game


# --- goad (CR 701.15) --------------------------------------------------------------------------------------------------


def test_701_15_goad_read_from_real_lines() -> None:
    decorum = _card("AFC", "Disrupt Decorum")
    assert decorum["abilities"] == [{"kind": "spell", "effect": {
        "kind": "attack_requirement_this_turn", "target": "all:creature:opponent_controls", "goad": True}}]
    blade = _card("NCC", "Bloodthirsty Blade")
    assert blade["abilities"][:2] == [{"kind": "attached_pump", "power": 2, "toughness": 0},
                                      {"kind": "attacks_each_combat", "affected": "equipped_creature", "goaded": True}]
    impetus = _card("C20", "Psychic Impetus")
    assert impetus["abilities"][2] == {"kind": "attacks_each_combat", "affected": "enchanted_creature", "goaded": True}
    ancestor = _reading("AFC", "Vengeful Ancestor")  # its "Whenever a goaded creature attacks" is not read
    assert ancestor.definition["abilities"][0]["effect"] == {"kind": "attack_requirement_this_turn",
                                                            "target": "creature", "goad": True}


def test_701_15a_goaded_until_the_goaders_next_turn_and_attacks_another_player_if_able() -> None:
    decorum = _card("AFC", "Disrupt Decorum")
    game = _three_players(alice={"hand": [{"id": "d", "card": "Disrupt Decorum"}], "mana_pool": {"R": 2, "C": 2}},
                          battlefield=[_on("b1", "Grizzly Bears", "bob"), _on("b2", "Grizzly Bears", "bob"),
                                       _on("a1", "Grizzly Bears")])
    cast = [{"type": "cast", "card": "d"}, {"type": "resolve"}]
    done = _run(game, cast, decorum)
    assert [e["permanent"] for e in events_of(done, "goaded")] == ["b1", "b2"]
    assert all(e["player"] == "alice" for e in events_of(done, "goaded"))
    # bob's turn: his goaded creatures must attack, and attack carol (not alice, who goaded them) since he can
    to_bob = [*cast, {"type": "next_turn"}, STEP, STEP]
    at_combat = _run(game, to_bob, decorum)
    assert at_combat["state"]["active_player"] == "bob" and at_combat["state"]["step"] == "declare_attackers"
    for attackers in ([{"id": "b1", "defending": "carol"}],
                      [{"id": "b1", "defending": "carol"}, {"id": "b2", "defending": "alice"}]):
        with pytest.raises(IllegalAction):
            _run(game, [*to_bob, {"type": "declare_attackers", "attackers": attackers}], decorum)
    attacked = _run(game, [*to_bob, {"type": "declare_attackers", "attackers": [
        {"id": "b1", "defending": "carol"}, {"id": "b2", "defending": "carol"}]}], decorum)
    assert attacked["state"]["combat"] is not None
    # alice's creature isn't goaded (she controls the spell); at alice's next turn the goad ends (CR 701.15a)
    back = _run(game, [*to_bob, {"type": "declare_attackers", "attackers": [
        {"id": "b1", "defending": "carol"}, {"id": "b2", "defending": "carol"}]}, {"type": "next_turn"},
        {"type": "next_turn"}], decorum)
    assert back["state"]["active_player"] == "alice"
    assert not any(e.get("goaded_by") for p in back["state"]["battlefield"] for e in p.get("effects", []))


def test_701_15b_goaded_by_an_equipment_attacks_and_two_players_attacks_the_goader() -> None:
    blade = _card("NCC", "Bloodthirsty Blade")
    game = state(active_player="bob", step="declare_attackers",
                 battlefield=[_on("b1", "Grizzly Bears", "bob"), _on("e", "Bloodthirsty Blade", attached_to="b1")])
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "declare_attackers", "attackers": []}], blade)
    attacked = _run(game, [{"type": "declare_attackers", "attackers": [{"id": "b1", "defending": "alice"}]}], blade)
    assert attacked["state"]["combat"]["attackers"][0]["defending"] == "alice"  # no other player to attack
    three = _three_players(active_player="bob", step="declare_attackers",
                           battlefield=[_on("b1", "Grizzly Bears", "bob"),
                                        _on("e", "Bloodthirsty Blade", attached_to="b1")])
    with pytest.raises(IllegalAction):
        _run(three, [{"type": "declare_attackers", "attackers": [{"id": "b1", "defending": "alice"}]}], blade)
    assert _run(three, [{"type": "declare_attackers", "attackers": [{"id": "b1", "defending": "carol"}]}],
                blade)["state"]["combat"] is not None
    assert _permanent(attacked, "b1")["characteristics"]["power"] == 4


# --- hideaway (CR 702.75) ----------------------------------------------------------------------------------------------

MURDER = {"name": "Test Murder", "types": ["Instant"], "mana_cost": "{B}",
          "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}}]}


def test_702_75_hideaway_exiles_one_face_down_and_the_linked_ability_returns_it() -> None:
    watcher = _card("MH1", "Watcher for Tomorrow")
    assert watcher["abilities"] == [
        {"kind": "enters_tapped"},
        {"kind": "triggered", "trigger": "enters", "effect": {"kind": "look_at_top", "amount": 4, "take": 1,
                                                              "to": "exile_face_down", "rest": "bottom_random"}},
        {"kind": "triggered", "trigger": "self_leaves", "effect": {"kind": "put_exiled_with_onto_battlefield",
                                                                   "to_hand": True}}]
    assert _reading("NCC", "Smuggler's Buggy").definition["abilities"][0]["effect"]["amount"] == 4  # "Hideaway 4"
    game = state(alice={"hand": [{"id": "w", "card": "Watcher for Tomorrow"}, {"id": "m", "card": "Test Murder"}],
                        "mana_pool": {"U": 1, "B": 1, "C": 1}})
    hidden = [{"type": "cast", "card": "w"}, {"type": "resolve"},
              {"type": "resolve", "choices": {"chosen": ["alice-lib-2"]}}]
    done = _run(game, hidden, watcher, MURDER)
    alice = next(p for p in done["state"]["players"] if p["id"] == "alice")
    assert alice["exile"] == [{"id": "alice-lib-2", "card": "Grizzly Bears", "exiled_face_down": True}]
    assert alice["library"][0]["id"] == "alice-lib-4" and len(alice["library"]) == 4
    assert sorted(c["id"] for c in alice["library"][1:]) == ["alice-lib-0", "alice-lib-1", "alice-lib-3"]
    assert _permanent(done, "w")["tapped"] and _permanent(done, "w")["exiled_with"] == ["alice-lib-2"]
    with pytest.raises(IllegalAction):  # one of the four must be exiled, and only one of them
        _run(game, [*hidden[:2], {"type": "resolve", "choices": {"chosen": ["alice-lib-4"]}}], watcher, MURDER)
    left = _run(game, [*hidden, {"type": "cast", "card": "m", "choices": {"targets": ["w"]}}, {"type": "resolve"},
                       {"type": "resolve"}], watcher, MURDER)
    alice = next(p for p in left["state"]["players"] if p["id"] == "alice")
    assert alice["exile"] == [] and alice["hand"] == [{"id": "alice-lib-2", "card": "Grizzly Bears"}]


OGRE = {"name": "Big Ogre", "types": ["Creature"], "power": 4, "toughness": 4, "mana_cost": "{3}{R}"}


def test_702_75a_play_the_exiled_card_without_paying_its_mana_cost_if_the_condition_holds() -> None:
    bridge = _card("NCC", "Mosswort Bridge")
    assert bridge["abilities"][-1] == {"kind": "activated", "cost": "{G}{T}", "effect": {
        "kind": "if_condition", "condition": {"kind": "total_power", "number": 10},
        "effect": {"kind": "play_exiled_free"}}}
    ogres = [_on(f"o{n}", "Big Ogre") for n in range(3)]
    exiled = {"mana_pool": {"G": 1}, "hand": [{"id": "f", "card": "Forest"}], "exile": [{"id": "x", "card": "Grizzly Bears", "exiled_face_down": True},
                                               {"id": "y", "card": "Forest", "exiled_face_down": True}]}
    game = state(alice=exiled, battlefield=[_on("mb", "Mosswort Bridge", exiled_with=["x"]), *ogres])
    play = [{"type": "activate", "permanent": "mb", "ability": 3},
            {"type": "resolve", "choices": {"chosen": ["x"]}}]
    cast = _run(game, play, bridge, OGRE)
    assert [e["card"] for e in events_of(cast, "cast_during_resolution")] == ["x"]
    assert _permanent(_run(game, [*play, {"type": "resolve"}], bridge, OGRE), "x") is not None  # the Bears entered
    with pytest.raises(IllegalAction):  # only the card exiled with it
        _run(game, [play[0], {"type": "resolve", "choices": {"chosen": ["y"]}}], bridge, OGRE)
    weak = state(alice=exiled, battlefield=[_on("mb", "Mosswort Bridge", exiled_with=["x"]), *ogres[:2]])
    not_met = _run(weak, [play[0], {"type": "resolve"}], bridge, OGRE)  # total power 8: the condition doesn't hold, nothing is played
    assert events_of(not_met, "condition_not_met") and not events_of(not_met, "cast_during_resolution")
    land = state(alice=exiled, battlefield=[_on("mb", "Mosswort Bridge", exiled_with=["y"]), *ogres])
    played = _run(land, [play[0], {"type": "resolve", "choices": {"chosen": ["y"]}}], bridge, OGRE)
    assert events_of(played, "land_played")[0]["lands_played"] == 1 and _permanent(played, "y") is not None
    with pytest.raises(IllegalAction, match="no land play left"):  # the land play is used up (CR 305.2)
        _run(land, [{"type": "play_land", "card": "f"}, play[0],
                    {"type": "resolve", "choices": {"chosen": ["y"]}}], bridge, OGRE)
    knoll = _card("NCC", "Spinerock Knoll")  # "if an opponent was dealt 7 or more damage this turn" (CR 120.3a)
    assert knoll["abilities"][-1]["effect"]["condition"] == {"kind": "s26tsp_opponent_dealt_at_least", "number": 7}
    for dealt, met in ((7, True), (6, False)):
        burnt = state(alice={"mana_pool": {"R": 1}, "exile": [{"id": "x", "card": "Grizzly Bears", "exiled_face_down": True}]},
                      bob={"damage_dealt_this_turn": dealt},
                      battlefield=[_on("k", "Spinerock Knoll", exiled_with=["x"])])
        resolve = {"type": "resolve", **({"choices": {"chosen": ["x"]}} if met else {})}
        done = _run(burnt, [{"type": "activate", "permanent": "k", "ability": 3}, resolve], knoll)
        assert bool(events_of(done, "cast_during_resolution")) is met


# --- "When ~ leaves the battlefield, it deals 4 damage to target creature." (CR 603.6c, 603.10a, 608.2h) -------------


def test_603_10a_leaves_the_battlefield_damage_dealt_by_it_as_it_last_existed() -> None:
    kavu = _card("TSR", "Firemaw Kavu")
    assert kavu["abilities"][-1] == {"kind": "triggered", "trigger": "self_leaves",
                                     "effect": {"kind": "damage", "amount": 4, "target": "creature"}}
    game = state(alice={"hand": [{"id": "m", "card": "Test Murder"}], "mana_pool": {"B": 1}},
                 battlefield=[_on("k", "Firemaw Kavu"), _on("o", "Big Ogre", "bob")])
    done = _run(game, [{"type": "cast", "card": "m", "choices": {"targets": ["k"]}},
                       {"type": "resolve"}, {"type": "resolve", "choices": {"targets": ["o"]}}], kavu, MURDER, OGRE)
    assert _permanent(done, "k") is None and _permanent(done, "o") is None  # 4 damage to the 4/4 Ogre
    assert [e["source"] for e in events_of(done, "damage_dealt")] == ["k"]
