"""Session 26, group cmdb (docs/oracle-s26-cmdb.md): lines of Forgotten Realms Commander (AFC), Midnight Hunt Commander
(MIC) and Crimson Vow Commander (VOC) read from the real Oracle text (tests/fixtures/sets/) and played by the engine."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle import CardFacts, read_card
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import _on, _permanent

SETS = Path(__file__).resolve().parents[1] / "fixtures" / "sets"
STEP = {"type": "next_step"}


@cache
def _records() -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = {}
    for code in ("AFC", "MIC", "VOC"):
        for card in json.loads((SETS / f"{code.lower()}.json").read_text(encoding="utf-8"))["data"][code]["cards"]:
            found.setdefault(card["name"], card)
    return found


def _line(line: str, name: str, **fields: Any) -> dict[str, Any]:
    """A probe card whose one ability is the Oracle line as read (for lines of cards also printed in a held-out set,
    which are not named here)."""
    composed = read_composed(line, is_spell="Instant" in fields.get("types", []))
    assert composed.abilities is not None, composed.reason
    return {"name": name, "types": ["Creature"], "power": 1, "toughness": 1, "mana_cost": "{1}", **fields,
            "abilities": composed.abilities}


def _card(name: str) -> dict[str, Any]:
    """The definition the reader makes of the real card, which must read `full`."""
    record = _records()[name]
    reading = read_card(CardFacts(name=name, mana_cost=record.get("manaCost"), type_line=record["type"],
                                  oracle_text=record.get("text", ""), power=record.get("power"),
                                  toughness=record.get("toughness")))
    assert reading.support == "full" and reading.definition is not None, (name, reading.not_modelled)
    return reading.definition


# --- "Whenever you cast a Spirit or Arcane spell" / "an Aura, Equipment, or Vehicle spell" (CR 601.2i, 205.3) ---------

SPIRIT = {"name": "Probe Spirit", "types": ["Creature"], "subtypes": ["Spirit"], "power": 1, "toughness": 1,
          "mana_cost": "{W}"}
SWAMP = {"name": "Swamp", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Swamp"]}
MOUNTAIN = {"name": "Mountain", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Mountain"]}
BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2, "mana_cost": "{G}"}


def test_603_2_cast_trigger_on_a_spell_with_one_of_several_subtypes() -> None:
    sire = _card("Sire of the Storm")
    assert sire["abilities"][-1]["s26cmdb_spell_subtypes"] == ["Spirit", "Arcane"]
    assert _card("Sram, Senior Edificer")["abilities"][-1]["s26cmdb_spell_subtypes"] == ["Aura", "Equipment", "Vehicle"]
    oyobi = _card("Oyobi, Who Split the Heavens")
    game = state(alice={"hand": [{"id": "s", "card": "Probe Spirit"}, {"id": "b", "card": "Probe Bear"}],
                        "mana_pool": {"W": 1, "G": 1}}, battlefield=[_on("o", "Oyobi, Who Split the Heavens")])
    spirit = _run(game, [{"type": "cast", "card": "s"}, {"type": "resolve"}, {"type": "resolve"}], oyobi, SPIRIT, BEAR)
    tokens = [p for p in spirit["state"]["battlefield"] if p["id"] not in ("o", "s")]
    assert len(tokens) == 1 and tokens[0]["characteristics"]["power"] == 3
    bear = _run(game, [{"type": "cast", "card": "b"}, {"type": "resolve"}], oyobi, SPIRIT, BEAR)
    assert {p["id"] for p in bear["state"]["battlefield"]} == {"o", "b"} and not bear["state"]["stack"]


# --- "{T}: Add {B} or {R}. Activate only if you control a Swamp." (CR 602.5b, 605.3a) ----------------------------------


def test_602_5b_mana_ability_only_if_you_control_a_swamp() -> None:
    peak = _card("Tainted Peak")
    assert peak["abilities"][1] == {"kind": "mana", "cost": "{T}", "add": "{B}|{R}",
                                    "activate_only_if_you_control": "permanent:Swamp"}
    assert _card("Tainted Isle")["abilities"][1]["add"] == "{U}|{B}"
    tap = {"type": "tap_for_mana", "player": "alice", "permanent": "p", "ability": 1, "color": "R"}
    with_swamp = _run(state(battlefield=[_on("p", "Tainted Peak"), _on("sw", "Swamp")]), [tap], peak, SWAMP, MOUNTAIN)
    assert player_of(with_swamp, "alice")["mana_pool"]["R"] == 1
    with pytest.raises(IllegalAction, match="Swamp"):
        _run(state(battlefield=[_on("p", "Tainted Peak"), _on("m", "Mountain")]), [tap], peak, SWAMP, MOUNTAIN)
    # automatic payments tap it only while its condition holds: {C} from its first ability pays a generic cost only
    bolt = {"name": "Probe Bolt", "types": ["Instant"], "mana_cost": "{R}",
            "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}
    cast = {"type": "cast", "card": "x", "payment": "auto", "choices": {"targets": ["bob"]}}
    paid = _run(state(alice={"hand": [{"id": "x", "card": "Probe Bolt"}]},
                      battlefield=[_on("p", "Tainted Peak"), _on("sw", "Swamp")]), [cast], peak, bolt, SWAMP)
    assert _permanent(paid, "p")["tapped"]
    with pytest.raises(IllegalAction):
        _run(state(alice={"hand": [{"id": "x", "card": "Probe Bolt"}]}, battlefield=[_on("p", "Tainted Peak")]),
             [cast], peak, bolt, SWAMP)


# --- "Whenever a Dragon / a Zombie token you control with power 6 or greater attacks, it gains ..." (CR 508.3a) ---------
# --- "Whenever a creature token leaves the battlefield, put a +1/+1 counter on ~." (CR 603.6c, 603.10a, 111.1) --------

ZOMBIE = {"name": "Probe Zombie", "types": ["Creature"], "subtypes": ["Zombie"], "power": 6, "toughness": 6,
          "mana_cost": "{B}"}
MURDER = {"name": "Probe Murder", "types": ["Instant"], "mana_cost": "{B}",
          "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}}]}


def test_508_3a_attack_triggers_on_a_subtype_or_token_give_it_a_keyword_and_token_leaves_trigger() -> None:
    invasion = _card("Dreadhorde Invasion")
    assert invasion["abilities"][1]["attacking"] == "creature:Zombie:you_control:power>=6:token"
    assert _card("Atarka, World Render")["abilities"][-1]["effect"]["target"] == "that_permanent"
    attack = {"type": "declare_attackers", "attackers": [{"id": "z", "defending": "bob"}]}
    for token, gains in ((True, True), (False, False)):
        game = state(step="beginning_of_combat", battlefield=[
            _on("i", "Dreadhorde Invasion"), _on("z", "Probe Zombie", is_token=token)])
        done = _run(game, [STEP, attack, {"type": "resolve"}] if gains else [STEP, attack], invasion, ZOMBIE)
        assert ("lifelink" in _permanent(done, "z")["characteristics"]["keywords"]) is gains
        assert not done["state"]["stack"]
    drover = _card("Twilight Drover")
    assert drover["abilities"][0]["leaving"] == "creature:token"
    for token, counters in ((True, {"+1/+1": 1}), (False, {})):
        game = state(alice={"hand": [{"id": "m", "card": "Probe Murder"}], "mana_pool": {"B": 1}},
                     battlefield=[_on("d", "Twilight Drover"), _on("z", "Probe Zombie", "bob", is_token=token)])
        done = _run(game, [{"type": "cast", "card": "m", "choices": {"targets": ["z"]}}, {"type": "resolve"},
                           *([{"type": "resolve"}] if token else [])], drover, ZOMBIE, MURDER)
        assert _permanent(done, "d")["counters"] == counters and _permanent(done, "z") is None
        assert not done["state"]["stack"]


# --- "Destroy all creatures that aren't enchanted." (CR 303.4) and "for each creature you control that's a Wolf or a
# Werewolf" (CR 205.3) ---------------------------------------------------------------------------------------------

WEREWOLF = {"name": "Probe Werewolf", "types": ["Creature"], "subtypes": ["Human", "Werewolf"], "power": 2,
            "toughness": 2, "mana_cost": "{G}"}
AURA = {"name": "Probe Aura", "types": ["Enchantment"], "subtypes": ["Aura"], "mana_cost": "{W}",
        "abilities": [{"kind": "enchant", "target": "creature"}]}


def test_303_4_destroy_creatures_that_arent_enchanted_and_count_either_subtype() -> None:
    winds = _card("Winds of Rath")
    assert winds["abilities"][0]["effect"]["target"] == "all:creature:not_enchanted"
    game = state(alice={"hand": [{"id": "w", "card": "Winds of Rath"}], "mana_pool": {"W": 2, "C": 3}},
                 battlefield=[_on("a", "Probe Werewolf"), _on("b", "Probe Werewolf", "bob"),
                              _on("e", "Probe Aura", attached_to="a")])
    done = _run(game, [{"type": "cast", "card": "w"}, {"type": "resolve"}], winds, WEREWOLF, AURA)
    assert _permanent(done, "a") is not None and _permanent(done, "b") is None
    overlord = _card("Hollowhenge Overlord")
    assert overlord["abilities"][0]["effect"]["count"] == "count:creature:you_control:Wolf_or_Werewolf"
    game = state(step="untap", battlefield=[_on("o", "Hollowhenge Overlord"), _on("a", "Probe Werewolf"),
                                            _on("b", "Probe Werewolf", "bob"), _on("c", "Probe Bear")])
    done = _run(game, [STEP, {"type": "resolve"}], overlord, WEREWOLF, BEAR)
    wolves = [p for p in done["state"]["battlefield"] if p["id"] not in ("o", "a", "b", "c")]
    assert len(wolves) == 2  # the Overlord (a Wolf) and the Werewolf you control; not the Bear nor bob's Werewolf


# --- "put a +1/+1 counter on that creature and a +1/+1 counter on ~" (CR 603.2, 122.1); "Add three mana of any one
# color. Spend this mana only to cast creature spells." (CR 106.1, 106.6) ------------------------------------------


def test_603_2_counters_on_the_entering_creature_and_restricted_amount_of_mana() -> None:
    ranger = _card("Juniper Order Ranger")
    game = state(alice={"hand": [{"id": "b", "card": "Probe Bear"}], "mana_pool": {"G": 1}},
                 battlefield=[_on("r", "Juniper Order Ranger"), _on("x", "Probe Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "b"}, {"type": "resolve"}, {"type": "resolve"}], ranger, BEAR)
    assert _permanent(done, "b")["counters"] == {"+1/+1": 1} and _permanent(done, "r")["counters"] == {"+1/+1": 1}
    assert _permanent(done, "x")["counters"] == {}
    sage = _card("Somberwald Sage")
    assert sage["abilities"][0] == {"kind": "mana", "cost": "{T}", "add": "any_color", "amount": 3,
                                    "spend_only": "creature_spells"}
    tapped = _run(state(battlefield=[_on("s", "Somberwald Sage")]),
                  [{"type": "tap_for_mana", "player": "alice", "permanent": "s", "ability": 0, "color": "G"}], sage)
    assert player_of(tapped, "alice")["restricted_mana"] == [{"color": "G", "amount": 3, "only": "creature_spells"}]


# --- "You and Humans you control have hexproof." (CR 702.11c, 702.11d) -------------------------------------------------

BOLT = {"name": "Probe Bolt", "types": ["Instant"], "mana_cost": "{R}",
        "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}


def test_702_11c_you_and_humans_you_control_have_hexproof() -> None:
    sigarda = _line("You and Humans you control have hexproof.", "Probe Angel")  # a MIC line
    assert sigarda["abilities"][0] == {"kind": "player_hexproof"}
    game = state(active_player="bob", bob={"hand": [{"id": "x", "card": "Probe Bolt"}], "mana_pool": {"R": 1}},
                 battlefield=[_on("s", "Probe Angel"), _on("h", "Probe Werewolf"), _on("b", "Probe Bear")])
    for target in ("alice", "h"):
        with pytest.raises(IllegalAction):
            _run(game, [{"type": "cast", "player": "bob", "card": "x", "choices": {"targets": [target]}}], sigarda,
                 BOLT, WEREWOLF, BEAR)
    done = _run(game, [{"type": "cast", "player": "bob", "card": "x", "choices": {"targets": ["b"]}},
                       {"type": "resolve"}], sigarda, BOLT, WEREWOLF, BEAR)
    assert _permanent(done, "b") is None


# --- "investigate X times, where X is the number of opponents you have" (CR 701.16a, 102.2); "Whenever a nontoken
# creature is put into your graveyard from the battlefield" (CR 603.6c, 404.1) --------------------------------------


def test_701_16a_investigate_x_times_and_put_into_your_graveyard_trigger() -> None:
    investigator = _card("Ethereal Investigator")
    assert investigator["abilities"][0]["effect"] == {"kind": "create_token", "token": "Clue", "count": "opponents"}
    game = state(alice={"hand": [{"id": "e", "card": "Ethereal Investigator"}], "mana_pool": {"U": 1, "C": 3}})
    done = _run(game, [{"type": "cast", "card": "e"}, {"type": "resolve"}, {"type": "resolve"}], investigator)
    clues = [p for p in done["state"]["battlefield"] if p["id"] != "e"]
    assert len(clues) == 1 and clues[0]["card"]["name"] == "Clue Token"  # one opponent in a two-player game
    field = _card("Field of Souls")
    assert field["abilities"][0]["s26cmdb_into_your_graveyard"] is True
    for owner, spirits in (("alice", 1), ("bob", 0)):
        game = state(alice={"hand": [{"id": "m", "card": "Probe Murder"}], "mana_pool": {"B": 1}},
                     battlefield=[_on("f", "Field of Souls"), {**_on("b", "Probe Bear", owner), "controller": owner}])
        done = _run(game, [{"type": "cast", "card": "m", "choices": {"targets": ["b"]}}, {"type": "resolve"},
                           *([{"type": "resolve"}] * spirits)], field, BEAR, MURDER)
        assert len(done["state"]["battlefield"]) == 1 + spirits and not done["state"]["stack"]
    stolen = state(alice={"hand": [{"id": "m", "card": "Probe Murder"}], "mana_pool": {"B": 1}},
                   battlefield=[_on("f", "Field of Souls"), {**_on("b", "Probe Bear", "bob"), "controller": "alice"}])
    done = _run(stolen, [{"type": "cast", "card": "m", "choices": {"targets": ["b"]}}, {"type": "resolve"}], field,
                BEAR, MURDER)
    assert len(done["state"]["battlefield"]) == 1 and not done["state"]["stack"]  # bob's card: bob's graveyard


# --- "Each creature deals 1 damage to its controller." (CR 120.1, 608.2c) ---------------------------------------------


def test_120_1_each_creature_deals_damage_to_its_controller() -> None:
    charm = _card("Rakdos Charm")
    assert charm["abilities"][0]["effect"]["modes"][2]["effects"] == [
        {"kind": "damage_by_it", "amount": 1, "target": "each_creature", "s26cmdb_to_its_controller": True}]
    game = state(alice={"hand": [{"id": "c", "card": "Rakdos Charm"}], "mana_pool": {"B": 1, "R": 1}},
                 battlefield=[_on("a", "Probe Bear"), _on("b", "Probe Bear"), _on("x", "Probe Bear", "bob"),
                              _on("i", "Dreadhorde Invasion")])
    done = _run(game, [{"type": "cast", "card": "c", "choices": {"modes": [2]}}, {"type": "resolve"}], charm, BEAR,
                _card("Dreadhorde Invasion"))
    assert player_of(done, "alice")["life"] == 18 and player_of(done, "bob")["life"] == 19
    assert [e["source"] for e in events_of(done, "damage_dealt")] == ["a", "b", "x"]


# --- "where X is its power" on ~'s own pump, "loses life equal to ~'s power" (CR 107.3, 608.2h) ------------------------

BAUBLE = {"name": "Probe Bauble", "types": ["Artifact"], "mana_cost": "{0}",
          "abilities": [{"kind": "activated", "cost": "{T}", "other_costs": [{"kind": "sacrifice_self"}],
                         "effect": {"kind": "draw", "amount": 1, "player": "you"}}]}


def test_608_2h_amounts_of_the_sources_power() -> None:
    colossus = _card("Chameleon Colossus")
    game = state(alice={"mana_pool": {"G": 4}}, battlefield=[_on("c", "Chameleon Colossus")])
    done = _run(game, [{"type": "activate", "permanent": "c", "ability": 0}, {"type": "resolve"}], colossus)
    assert _permanent(done, "c")["characteristics"]["power"] == 8
    master = _line("Whenever an artifact you control is put into a graveyard from the battlefield, target opponent loses "
                   "life equal to ~'s power.", "Probe Master", power=4)  # an AFC line
    assert master["abilities"][0]["effect"] == {"kind": "lose_life", "amount": "source_power",
                                                "player": "target_opponent"}
    game = state(battlefield=[_on("m", "Probe Master"), _on("a", "Probe Bauble")])
    done = _run(game, [{"type": "activate", "permanent": "a", "ability": 0},
                       {"type": "resolve", "choices": {"targets": ["bob"]}}], master, BAUBLE)
    assert player_of(done, "bob")["life"] == 16


# --- "Choose a creature type. Draw a card for each permanent you control of that type." (CR 608.2d, 205.3m) ----------


def test_608_2d_choose_a_creature_type_and_draw_for_each_permanent_of_it() -> None:
    melody = _card("Distant Melody")
    assert melody["abilities"][0]["effect"] == {"kind": "draw", "amount": "s26cmdb_chosen_type:permanent:you_control",
                                                "player": "you"}
    game = state(alice={"hand": [{"id": "d", "card": "Distant Melody"}], "mana_pool": {"U": 1, "C": 3}},
                 battlefield=[_on("a", "Probe Werewolf"), _on("b", "Probe Werewolf"), _on("c", "Probe Bear"),
                              _on("x", "Probe Werewolf", "bob")])
    cast = {"type": "cast", "card": "d"}
    asked = _run(game, [cast], melody, WEREWOLF, BEAR)["pending"]["options"]  # asked before it resolves
    assert (asked["choice"], asked["kind"], asked["default"], asked["player"]) == \
        ("chosen_creature_type", "creature_type", "Human", "alice")
    assert "Bear" in asked["values"] and "Forest" not in asked["values"]
    chosen = _run(game, [cast, {"type": "resolve", "choices": {"chosen_creature_type": "bear"}}], melody, WEREWOLF, BEAR)
    assert len(player_of(chosen, "alice")["hand"]) == 1
    assert events_of(chosen, "s26cmdb_creature_type_chosen")[0]["creature_type"] == "Bear"
    default = _run(game, [cast, {"type": "resolve"}], melody, WEREWOLF, BEAR)  # the most common: Human (= Werewolf)
    assert len(player_of(default, "alice")["hand"]) == 2
    with pytest.raises(IllegalAction, match="not a creature type"):
        _run(game, [cast, {"type": "resolve", "choices": {"chosen_creature_type": "Forest"}}], melody, WEREWOLF, BEAR)


# --- "create a 2/2 green Wolf creature token that's tapped and attacking for each creature card in your graveyard"
# (CR 508.4, 608.2h) ---------------------------------------------------------------------------------------------


def test_508_4_tapped_and_attacking_tokens_for_each_creature_card_in_your_graveyard() -> None:
    breakers = _card("Kessig Cagebreakers")
    game = state(step="beginning_of_combat", alice={"graveyard": [{"id": "g1", "card": "Probe Bear"},
                                                                  {"id": "g2", "card": "Probe Werewolf"}]},
                 battlefield=[_on("k", "Kessig Cagebreakers")])
    done = _run(game, [STEP, {"type": "declare_attackers", "attackers": [{"id": "k", "defending": "bob"}]},
                       {"type": "resolve"}], breakers, BEAR, WEREWOLF)
    wolves = [p for p in done["state"]["battlefield"] if p["id"] != "k"]
    assert len(wolves) == 2 and all(p["tapped"] for p in wolves)
    assert {a["id"] for a in done["state"]["combat"]["attackers"]} == {"k", *(p["id"] for p in wolves)}


# --- "Whenever a creature an opponent controls dies, exile it and put a +1/+1 counter on each Vampire you control."
# (CR 603.10a, 400.7: "it" is the card in the graveyard) ----------------------------------------------------------


def test_603_10a_exile_the_card_of_a_creature_that_died() -> None:
    patron = _card("Patron of the Vein")
    assert patron["abilities"][-1]["effect"] == {"kind": "exile", "target": "that_card"}
    game = state(alice={"hand": [{"id": "m", "card": "Probe Murder"}], "mana_pool": {"B": 1}},
                 battlefield=[_on("p", "Patron of the Vein"), _on("x", "Probe Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "m", "choices": {"targets": ["x"]}}, {"type": "resolve"},
                       {"type": "resolve"}], patron, BEAR, MURDER)
    assert player_of(done, "bob")["graveyard"] == [] and [c["id"] for c in player_of(done, "bob")["exile"]] == ["x"]
    assert _permanent(done, "p")["counters"] == {"+1/+1": 1}


# --- "look at the top card of your library. If it's a land card, you may put it onto the battlefield tapped."
# (CR 608.2c, 110.5b) --------------------------------------------------------------------------------------------

FOREST = {"name": "Forest", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Forest"]}


def test_608_2c_put_the_looked_at_land_onto_the_battlefield_tapped() -> None:
    scope = _card("Explorer's Scope")
    assert scope["abilities"][0]["effect"]["to"] == "battlefield_tapped"
    game = state(step="beginning_of_combat", alice={"library": [{"id": "top", "card": "Forest"}]},
                 battlefield=[_on("b", "Probe Bear"), _on("s", "Explorer's Scope", attached_to="b")])
    done = _run(game, [STEP, {"type": "declare_attackers", "attackers": [{"id": "b", "defending": "bob"}]},
                       {"type": "resolve", "choices": {"chosen": ["top"]}}], scope, BEAR, FOREST)
    assert _permanent(done, "top")["tapped"] is True and player_of(done, "alice")["library"] == []
