"""Session 20, group cda (docs/oracle-s20-cda.md): characteristic-defining abilities that set power and/or
toughness (CR 604.3, 208.2a; layer 7a, 613.4a), read from the real cards' Oracle text, then played by the engine
on the battlefield and in a graveyard (604.3: in every zone)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts
from app.oracle.reader import read_card
from tests.unit.conftest import run_with_cards as _run
from tests.unit.conftest import state
from tests.unit.test_s18_m21 import _on

_SETS = Path(__file__).resolve().parents[1] / "fixtures" / "sets"


@cache
def _printed(code: str, name: str) -> CardFacts:
    cards = json.loads((_SETS / f"{code.lower()}.json").read_text())["data"][code]["cards"]
    card = next(c for c in cards if c["name"] == name)
    return CardFacts(name=name, mana_cost=card.get("manaCost", ""), type_line=card["type"],
                     oracle_text=card.get("text", ""), power=card.get("power"), toughness=card.get("toughness"))


def _read(code: str, name: str, support: str = "full") -> dict[str, Any]:
    reading = read_card(_printed(code, name))
    assert reading.support == support, reading.not_modelled
    assert reading.definition is not None
    return reading.definition


def _cda(definition: dict[str, Any]) -> list[dict[str, Any]]:
    return [a for a in definition["abilities"] if a["kind"] == "pt_equal_to_count"]


def _pt(result: dict[str, Any], object_id: str) -> tuple[int, int]:
    found = next(p for p in result["state"]["battlefield"] if p["id"] == object_id)["characteristics"]
    return found["power"], found["toughness"]


ROCK = {"name": "Rock", "types": ["Artifact"], "mana_cost": "{1}"}
RUNE = {"name": "Rune", "types": ["Enchantment"], "mana_cost": "{R/G}{R}"}
GOLEM = {"name": "Golem", "types": ["Artifact", "Creature"], "mana_cost": "{4}", "power": 3, "toughness": 3}
SHAPER = {"name": "Shaper", "types": ["Creature"], "subtypes": ["Shapeshifter"], "keywords": ["changeling"],
          "mana_cost": "{1}{U}", "power": 1, "toughness": 1}
KNIGHT = {"name": "Squire", "types": ["Creature"], "subtypes": ["Human", "Knight"], "mana_cost": "{W}",
          "power": 1, "toughness": 1}
CLERIC_WIZARD = {"name": "Priest-Mage", "types": ["Creature"], "subtypes": ["Human", "Cleric", "Wizard"],
                 "mana_cost": "{1}{R}", "power": 1, "toughness": 1}
SHOCK = {"name": "Shock", "types": ["Instant"], "mana_cost": "{R}"}
DIVINE = {"name": "Divine Pact", "types": ["Sorcery"], "mana_cost": "{2}{U}"}
RAISE = {"name": "Raise Small", "types": ["Sorcery"], "mana_cost": "{B}",
         "abilities": [{"kind": "spell", "effect": {"kind": "return_to_hand",
                                                    "target": "card_in_your_graveyard:creature:power<=2"}}]}


# --- the reader: "~'s power is equal to ..." with the counts the engine now names ----------------------------


def test_604_3_the_real_cards_read_full_with_their_counts() -> None:
    assert _cda(_read("ELD", "Shambling Suit")) == [{"kind": "pt_equal_to_count", "count": "permanents_you_control",
                                                     "card_types": ["artifact", "enchantment"], "sets": "power"}]
    wintermoor = _read("ELD", "Wintermoor Commander")
    assert (wintermoor["power"], wintermoor["toughness"]) == (2, "*")
    assert _cda(wintermoor) == [{"kind": "pt_equal_to_count", "count": "permanents_you_control",
                                 "subtype": "Knight", "sets": "toughness"}]
    assert _cda(_read("RIX", "Awakened Amalgam")) == [
        {"kind": "pt_equal_to_count", "count": "differently_named_lands_you_control", "sets": "both"}]
    nighthawk = _read("ZNR", "Nighthawk Scavenger")  # printed 1+*/3 (CR 208.2a)
    assert (nighthawk["power"], nighthawk["toughness"]) == ("*", 3)
    assert _cda(nighthawk) == [{"kind": "pt_equal_to_count", "count": "card_types_in_opponents_graveyards",
                                "sets": "power", "plus": 1}]
    assert _cda(_read("GRN", "Crackling Drake")) == [
        {"kind": "pt_equal_to_count", "count": "cards_you_own_in_exile_and_graveyard",
         "card_types": ["instant", "sorcery"], "sets": "power"}]


def test_604_3_devotion_party_and_card_types_are_read_on_cards_with_other_lines_left() -> None:
    assert _cda(_read("THB", "Anax, Hardened in the Forge", "partial")) == [
        {"kind": "pt_equal_to_count", "count": "devotion", "colors": "R", "sets": "power"}]
    assert _cda(_read("THB", "Daxos, Blessed by the Sun", "full")) == [  # s29-stdb reads its "enters or dies" trigger
        {"kind": "pt_equal_to_count", "count": "devotion", "colors": "W", "sets": "toughness"}]
    assert _cda(_read("ZNR", "Archpriest of Iona", "full")) == [
        {"kind": "pt_equal_to_count", "count": "party_size", "sets": "power"}]
    blob = _read("MID", "Consuming Blob", "partial")  # printed */*+1
    assert (blob["power"], blob["toughness"]) == ("*", "*")
    assert _cda(blob)[1] == {"kind": "pt_equal_to_count", "count": "card_types_in_your_graveyard",
                             "sets": "toughness", "plus": 1}


@pytest.mark.parametrize("text", [
    "~'s power is equal to the number of Frobs you control.",  # no creature type
    "~'s power is equal to the number of artifacts and/or artifacts you control.",
    "~'s power is equal to 1 plus the number of frobs you control.",
    "~'s power is equal to the total number of creatures you control.",  # "total" only for two zones added
    "~'s power is equal to your devotion to red and red.",
])
def test_604_3_near_variants_stay_not_modelled(text: str) -> None:
    facts = CardFacts(name="Probe", mana_cost="{2}", type_line="Creature — Probe", oracle_text=text.replace("~", "Probe"),
                      power="*", toughness="3")
    assert read_card(facts).support == "none"


def test_208_2a_a_printed_plus_must_be_the_abilitys() -> None:
    text = "Probe's power is equal to the number of creatures you control."
    facts = CardFacts(name="Probe", mana_cost="{2}", type_line="Creature — Probe", oracle_text=text,
                      power="1+*", toughness="3")
    assert read_card(facts).support == "none"  # "1+*" with no "1 plus" in the text: not what the card says


# --- the engine (layer 7a, CR 613.4a) --------------------------------------------------------------------------


def test_205_2a_shambling_suit_counts_each_artifact_or_enchantment_once() -> None:
    suit = _read("ELD", "Shambling Suit")
    game = state(battlefield=[_on("s", "Shambling Suit"), _on("r", "Rock"), _on("e", "Rune"), _on("g", "Golem"),
                              _on("bob-rock", "Rock", "bob")])
    assert _pt(_run(game, [], suit, ROCK, RUNE, GOLEM), "s") == (4, 3)  # itself, Rock, Rune, Golem


def test_702_73a_wintermoor_commander_counts_knights_and_a_changeling() -> None:
    wintermoor = _read("ELD", "Wintermoor Commander")
    game = state(battlefield=[_on("w", "Wintermoor Commander"), _on("k", "Squire"), _on("c", "Shaper"),
                              _on("b", "Grizzly Bears"), _on("bob-k", "Squire", "bob")])
    assert _pt(_run(game, [], wintermoor, KNIGHT, SHAPER), "w") == (2, 3)


def test_700_5_anax_power_is_the_devotion_to_red_of_its_controller() -> None:
    anax = _read("THB", "Anax, Hardened in the Forge", "partial")  # {2}{R}{R}
    game = state(battlefield=[_on("a", "Anax, Hardened in the Forge"), _on("e", "Rune"),
                              _on("bob-e", "Rune", "bob")])
    assert _pt(_run(game, [], anax, RUNE), "a") == (4, 3)  # {R}{R} + hybrid {R/G} and {R} (CR 700.5a)


def test_700_8_archpriest_power_is_the_size_of_the_party() -> None:
    archpriest = _read("ZNR", "Archpriest of Iona", "full")  # a Human Cleric
    game = state(battlefield=[_on("p", "Archpriest of Iona"), _on("m", "Priest-Mage"), _on("c", "Shaper")])
    # Cleric (Archpriest), Wizard (Priest-Mage), and the changeling as the Rogue or the Warrior (CR 700.8b)
    assert _pt(_run(game, [], archpriest, CLERIC_WIZARD, SHAPER), "p") == (3, 2)


def test_201_2_awakened_amalgam_counts_differently_named_lands() -> None:
    amalgam = _read("RIX", "Awakened Amalgam")
    mountain = {"name": "Mountain", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Mountain"]}
    game = state(battlefield=[_on("a", "Awakened Amalgam"), _on("f1", "Forest"), _on("f2", "Forest"),
                              _on("m", "Mountain"), _on("bob-m", "Mountain", "bob")])
    assert _pt(_run(game, [], amalgam, mountain), "a") == (2, 2)


def test_205_2a_nighthawk_counts_card_types_in_opponents_graveyards_plus_one() -> None:
    nighthawk = _read("ZNR", "Nighthawk Scavenger")
    game = state(battlefield=[_on("n", "Nighthawk Scavenger")],
                 alice={"graveyard": [{"id": "x", "card": "Shock"}]},
                 bob={"graveyard": [{"id": "g", "card": "Golem"}, {"id": "b", "card": "Grizzly Bears"},
                                    {"id": "f", "card": "Forest"}]})
    assert _pt(_run(game, [], nighthawk, GOLEM, SHOCK), "n") == (4, 3)  # 1 + artifact, creature, land


def test_604_3_crackling_drake_in_a_graveyard_has_the_power_its_ability_gives_its_owner() -> None:
    drake = _read("GRN", "Crackling Drake")  # */4: instant and sorcery cards its owner owns in exile and graveyard
    cast = [{"type": "cast", "card": "raise", "choices": {"targets": ["d"]}}]
    few = state(alice={"hand": [{"id": "raise", "card": "Raise Small"}], "mana_pool": {"B": 1},
                       "graveyard": [{"id": "d", "card": "Crackling Drake"}, {"id": "s", "card": "Shock"}],
                       "exile": [{"id": "p", "card": "Divine Pact"}]},
                bob={"graveyard": [{"id": "bs", "card": "Shock"}]})
    done = _run(few, [*cast, {"type": "resolve"}], drake, SHOCK, DIVINE, RAISE)
    assert any(card["id"] == "d" for card in next(p for p in done["state"]["players"] if p["id"] == "alice")["hand"])
    many = state(alice={"hand": [{"id": "raise", "card": "Raise Small"}], "mana_pool": {"B": 1},
                        "graveyard": [{"id": "d", "card": "Crackling Drake"}, {"id": "s", "card": "Shock"},
                                      {"id": "s2", "card": "Shock"}],
                        "exile": [{"id": "p", "card": "Divine Pact"}]})
    with pytest.raises(IllegalAction, match="is not"):  # power 3 now: not a target (CR 115.1, 604.3)
        _run(many, cast, drake, SHOCK, DIVINE, RAISE)


# --- "~ is also a Cleric, Rogue, Warrior, and Wizard." (a characteristic-defining ability of layer 4) -----------


def test_604_3_stonework_packbeast_is_every_party_type_and_fills_a_party() -> None:
    packbeast = _read("ZNR", "Stonework Packbeast")
    assert packbeast["subtypes"] == ["Beast", "Cleric", "Rogue", "Warrior", "Wizard"]
    archpriest = _read("ZNR", "Archpriest of Iona", "full")
    game = state(battlefield=[_on("p", "Archpriest of Iona"), _on("s", "Stonework Packbeast"),
                              _on("m", "Priest-Mage")])
    assert _pt(_run(game, [], archpriest, packbeast, CLERIC_WIZARD), "p") == (3, 2)
    facts = CardFacts(name="Probe", mana_cost="{2}", type_line="Creature — Probe", power="1", toughness="1",
                      oracle_text="Probe is also a Cleric, Frob, and Wizard.")
    assert read_card(facts).not_modelled == ["Probe is also a Cleric, Frob, and Wizard."]  # no creature type (205.3m)


# --- "When ~ dies, you gain life equal to its power." (CR 603.10a, 608.2h) -----------------------------------


def test_603_10a_packsong_pup_gains_life_equal_to_its_last_known_power() -> None:
    pup = _read("VOW", "Packsong Pup")
    dies = next(a for a in pup["abilities"] if a.get("trigger") == "dies")
    assert dies["effect"] == {"kind": "gain_life", "amount": "source_power", "player": "you"}
    game = state(battlefield=[_on("pp", "Packsong Pup", counters={"+1/+1": 2})])
    done = _run(game, [{"type": "move", "permanent": "pp", "to": "graveyard"}, {"type": "resolve"}], pup)
    assert next(p for p in done["state"]["players"] if p["id"] == "alice")["life"] == 23  # 1/1 with two counters


# --- "~ enters with a +1/+1 counter on it for each creature that died this turn." (CR 700.4, 614.1c) ----------


def test_700_4_bloodcrazed_paladin_enters_with_a_counter_per_creature_that_died() -> None:
    paladin = _read("XLN", "Bloodcrazed Paladin")
    assert {"kind": "etb_counters", "counter": "+1/+1", "amount": 1, "for_each": "died:creature"} in paladin["abilities"]
    game = state(alice={"hand": [{"id": "bp", "card": "Bloodcrazed Paladin"}], "mana_pool": {"B": 2}},
                 battlefield=[_on("b1", "Grizzly Bears"), _on("b2", "Grizzly Bears", "bob"), _on("r", "Rock")])
    moves = [{"type": "move", "permanent": "b1", "to": "graveyard"}, {"type": "move", "permanent": "b2",
                                                                      "to": "graveyard"},
             {"type": "move", "permanent": "r", "to": "graveyard"}]
    done = _run(game, [*moves, {"type": "cast", "card": "bp"}, {"type": "resolve"}], paladin, ROCK)
    assert next(p for p in done["state"]["battlefield"] if p["id"] == "bp")["counters"] == {"+1/+1": 2}


# --- "As long as ~ has a +1/+1 counter on it, it can attack as though it didn't have defender." (CR 702.3b) --


def test_702_3b_scuttlegator_attacks_only_with_a_counter() -> None:
    gator = _read("RNA", "Scuttlegator")
    assert {"kind": "attacks_as_though_no_defender", "condition": "has_counter_+1/+1"} in gator["abilities"]
    attack = [{"type": "declare_attackers", "attackers": [{"id": "g", "defending": "bob"}]}]
    with pytest.raises(IllegalAction, match="defender"):
        _run(state(step="declare_attackers", battlefield=[_on("g", "Scuttlegator")]), attack, gator)
    done = _run(state(step="declare_attackers", battlefield=[_on("g", "Scuttlegator", counters={"+1/+1": 1})]),
                attack, gator)
    assert any(e["type"] == "attackers_declared" for e in done["events"])


# --- "Counter target spell. Its controller mills three cards." (CR 608.2h, 701.17a) -----------------------------


def test_701_17a_thought_collapse_mills_the_countered_spells_controller() -> None:
    collapse = _read("RNA", "Thought Collapse")
    assert [a["effect"] for a in collapse["abilities"]] == [
        {"kind": "counter", "target": "spell"}, {"kind": "mill", "amount": 3, "player": "its_controller"}]
    bolt = {"id": "s1", "kind": "spell", "card": "Lightning Bolt", "controller": "bob", "targets": ["alice"]}
    game = state(alice={"hand": [{"id": "tc", "card": "Thought Collapse"}], "mana_pool": {"U": 3}}, stack=[bolt])
    done = _run(game, [{"type": "cast", "card": "tc", "choices": {"targets": ["s1"]}}, {"type": "resolve"}], collapse)
    bob = next(p for p in done["state"]["players"] if p["id"] == "bob")
    assert len(bob["library"]) == 2 and len(bob["graveyard"]) == 4  # three milled and the countered Bolt
    assert next(p for p in done["state"]["players"] if p["id"] == "alice")["life"] == 20


# --- "Whenever ~ deals combat damage to a player or planeswalker, proliferate." (CR 510.2, 120.2a) ------------


def test_510_2_grateful_apparition_proliferates_after_damaging_a_planeswalker() -> None:
    apparition = _read("WAR", "Grateful Apparition")
    trigger = next(a for a in apparition["abilities"] if a["kind"] == "triggered")
    assert trigger == {"kind": "triggered", "trigger": "deals_damage", "effect": {"kind": "proliferate"},
                       "damage_to": "player_or_planeswalker", "combat_damage": True}
    walker = {"id": "pw", "controller": "bob", "counters": {"loyalty": 3},
              "card": {"name": "Walker", "types": ["Planeswalker"]}}
    mine = _on("mine", "Walker", counters={"loyalty": 2})
    steps = [{"type": "next_step"}] * 2
    for defending in ("pw", "bob"):
        game = state(step="declare_attackers", battlefield=[_on("ga", "Grateful Apparition"), walker, mine])
        done = _run(game, [{"type": "declare_attackers", "attackers": [{"id": "ga", "defending": defending}]},
                           *steps, {"type": "resolve", "choices": {"chosen": ["mine"]}}],
                    apparition, {"name": "Walker", "types": ["Planeswalker"]})
        assert next(p for p in done["state"]["battlefield"] if p["id"] == "mine")["counters"] == {"loyalty": 3}
