"""Session 26, group std (docs/oracle-s26-std.md): lines of the Standard sets (XLN to VOW, NEO, BLB) read by the
s26-std grammar rules, each read from the real card's Oracle text in tests/fixtures/sets (and a near variant the reader
must refuse), then played by the engine."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, probe_support, state
from tests.unit.conftest import run_with_cards as _run

SETS = Path(__file__).resolve().parents[1] / "fixtures" / "sets"


@cache
def _set_cards(code: str) -> dict[str, dict[str, Any]]:
    """The set's cards by name (a face of a multi-faced card by its face name too)."""
    data = json.loads((SETS / f"{code.lower()}.json").read_text())
    cards = data["data"][code]["cards"]
    return {**{card["name"]: card for card in cards}, **{card["faceName"]: card for card in cards if "faceName" in card}}


def _real(code: str, name: str) -> dict[str, Any]:
    """The engine definition the reader makes of the fixture card (MTGJSON), which must read `full`."""
    card = _set_cards(code)[name]
    reading = read_card(CardFacts(
        name=card.get("faceName", card["name"]), mana_cost=card.get("manaCost") or "", type_line=card["type"],
        oracle_text=card["text"], power=card.get("power"), toughness=card.get("toughness"),
        loyalty=card.get("loyalty"), keywords=tuple(card.get("keywords") or ()), layout=card.get("layout")))
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    definition: dict[str, Any] = reading.definition
    return definition


def _on(object_id: str, card: str, controller: str = "alice") -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1}


ELF = {"name": "Test Elf Warrior", "mana_cost": "{1}{G}", "colors": ["G"], "types": ["Creature"],
       "subtypes": ["Elf", "Warrior"], "power": 2, "toughness": 2}


# --- "Until end of turn, target creature becomes a blue Serpent with base power and toughness 4/4." (CR 205.1a) ------

def test_205_1a_becomes_a_serpent_replaces_its_creature_types_colors_and_base_power_toughness() -> None:
    startling = _real("IKO", "Startling Development")
    assert startling["abilities"][0]["effect"] == {
        "kind": "becomes_creature", "power": 4, "toughness": 4, "types": [], "subtypes": ["Serpent"],
        "target": "creature", "colors": ["U"], "replaces_creature_types": True}
    assert _real("VOW", "Serpentine Ambush")["abilities"][0]["effect"]["power"] == 5
    polymorph = _real("AFR", "Mordenkainen's Polymorph")
    assert polymorph["abilities"][0]["effect"]["keywords"] == ["flying"]
    game = state(battlefield=[_on("e", "Test Elf Warrior", "bob")],
                 alice={"hand": [{"id": "p", "card": "Mordenkainen's Polymorph"}], "mana_pool": {"U": 1, "C": 1}})
    done = _run(game, [{"type": "cast", "card": "p", "choices": {"targets": ["e"]}}, {"type": "resolve"}],
                polymorph, ELF)
    elf = permanent(done, "e")["characteristics"]
    assert elf["subtypes"] == ["Dragon"] and (elf["power"], elf["toughness"]) == (4, 4)
    assert "flying" in elf["keywords"] and elf["types"] == ["Creature"] and elf["colors"] == ["G"]
    assert "CR 205.1a" in events_of(done, "became_creature")[0]["cites"]
    serpent = _run(state(battlefield=[_on("e", "Test Elf Warrior", "bob")],
                         alice={"hand": [{"id": "s", "card": "Startling Development"}], "mana_pool": {"U": 1, "C": 2}}),
                   [{"type": "cast", "card": "s", "choices": {"targets": ["e"]}}, {"type": "resolve"}], startling, ELF)
    assert permanent(serpent, "e")["characteristics"]["colors"] == ["U"]
    # it ends with the turn (CR 514.2)
    ended = _run(state(battlefield=[_on("e", "Test Elf Warrior", "bob")],
                       alice={"hand": [{"id": "s", "card": "Startling Development"}], "mana_pool": {"U": 1, "C": 2}}),
                 [{"type": "cast", "card": "s", "choices": {"targets": ["e"]}}, {"type": "resolve"},
                  {"type": "next_turn"}], startling, ELF)
    assert permanent(ended, "e")["characteristics"]["subtypes"] == ["Elf", "Warrior"]
    # no duration (it would last indefinitely), a noncreature target, a card type named: not read
    assert probe_support("Target creature becomes a Dragon with base power and toughness 4/4.", "Instant", None) != "full"
    assert probe_support("Until end of turn, target artifact becomes a Dragon with base power and toughness 4/4.",
                         "Instant", None) != "full"


# --- "As long as your devotion to black is less than five, ~ isn't a creature." (CR 700.5, 613.1d) -----------------

def test_700_5_a_god_is_a_creature_only_while_its_controllers_devotion_reaches_the_number() -> None:
    erebos = _real("THB", "Erebos, Bleak-Hearted")
    assert {"kind": "not_creature_below_devotion", "colors": "B", "devotion": 5} in erebos["abilities"]
    assert {"kind": "not_creature_below_devotion", "colors": "RG", "devotion": 7} in _real(
        "THB", "Klothys, God of Destiny")["abilities"]
    for name in ("Heliod, Sun-Crowned", "Thassa, Deep-Dwelling"):
        assert any(a["kind"] == "not_creature_below_devotion" for a in _real("THB", name)["abilities"])
    acolyte = {"name": "Test Acolyte", "mana_cost": "{B}{B}", "colors": ["B"], "types": ["Creature"],
               "subtypes": ["Human"], "power": 1, "toughness": 1}
    # Erebos's own {3}{B}: devotion 1, then 3 with one Acolyte (still not a creature), 5 with two
    alone = _run(state(battlefield=[_on("e", "Erebos, Bleak-Hearted")]), [], erebos, acolyte)
    god = permanent(alone, "e")["characteristics"]
    assert "Creature" not in god["types"] and "God" not in god["subtypes"] and god.get("power") is None
    assert "Enchantment" in god["types"]
    one = _run(state(battlefield=[_on("e", "Erebos, Bleak-Hearted"), _on("a1", "Test Acolyte")]), [], erebos, acolyte)
    assert "Creature" not in permanent(one, "e")["characteristics"]["types"]
    two = _run(state(battlefield=[_on("e", "Erebos, Bleak-Hearted"), _on("a1", "Test Acolyte"),
                                  _on("a2", "Test Acolyte")]), [], erebos, acolyte)
    creature = permanent(two, "e")["characteristics"]
    assert "Creature" in creature["types"] and "God" in creature["subtypes"] and creature["power"] == 5
    # an opponent's permanents add nothing to your devotion
    theirs = _run(state(battlefield=[_on("e", "Erebos, Bleak-Hearted"), _on("a1", "Test Acolyte", "bob"),
                                     _on("a2", "Test Acolyte", "bob")]), [], erebos, acolyte)
    assert "Creature" not in permanent(theirs, "e")["characteristics"]["types"]
    # "is less than" only; another subject or a count of something else stays refused
    assert probe_support("As long as your devotion to black is five or less, ~ isn't a creature.",
                         "Legendary Enchantment Creature — God") != "full"
    assert probe_support("As long as you control five or fewer creatures, ~ isn't a creature.",
                         "Legendary Enchantment Creature — God") != "full"


# --- "exile ..., then return that card to the battlefield under your control" (CR 610.3, 110.2a) ---------------------

def test_110_2a_thassa_flickers_a_creature_back_under_your_control() -> None:
    thassa = _real("THB", "Thassa, Deep-Dwelling")
    trigger = next(a for a in thassa["abilities"] if a["kind"] == "step_trigger")
    assert trigger["effect"] == {"kind": "flicker", "target": "creature:you_control:other", "under_your_control": True,
                                 "target_count": 1, "up_to": True}
    blink = {"name": "Test Blink", "mana_cost": "{U}", "types": ["Instant"], "abilities": [
        {"kind": "spell", "effect": {"kind": "flicker", "target": "creature", "under_your_control": True}}]}
    # Bob's creature Alice controls comes back under Alice's control (its owner's would be Bob's)
    stolen = {**_on("e", "Test Elf Warrior"), "owner": "bob"}
    done = _run(state(battlefield=[stolen], alice={"hand": [{"id": "b", "card": "Test Blink"}], "mana_pool": {"U": 1}}),
                [{"type": "cast", "card": "b", "choices": {"targets": ["e"]}}, {"type": "resolve"}], blink, ELF)
    back = permanent(done, "e")
    assert back["controller"] == "alice" and back["owner"] == "bob"
    # "under its owner's control" stays the plain flicker
    owners = {**blink, "abilities": [{"kind": "spell", "effect": {"kind": "flicker", "target": "creature"}}]}
    theirs = _run(state(battlefield=[stolen], alice={"hand": [{"id": "b", "card": "Test Blink"}], "mana_pool": {"U": 1}}),
                  [{"type": "cast", "card": "b", "choices": {"targets": ["e"]}}, {"type": "resolve"}], owners, ELF)
    assert permanent(theirs, "e")["controller"] == "bob"


# --- "A deck can have any number of cards named ~." (CR 100.2a, 101.1); "for each other creature named ~" (201.2) ----

def test_100_2a_deck_copies_and_201_2_counting_other_creatures_with_the_same_name() -> None:
    colony = _real("DOM", "Rat Colony")
    assert {"kind": "deck_copies"} in colony["abilities"]
    assert {"kind": "deck_copies"} in _real("RNA", "Persistent Petitioners")["abilities"]
    dwarves = _real("ELD", "Seven Dwarves")
    assert dwarves["abilities"] == [
        {"kind": "self_count_pump", "power": 1, "toughness": 1, "count": "creatures_you_control", "other": True,
         "same_name": True},
        {"kind": "deck_copies", "copies": 7}]
    rats = _real("M10", "Relentless Rats")
    assert rats["abilities"][0] == {"kind": "self_count_pump", "power": 1, "toughness": 1, "count": "creatures",
                                    "other": True, "same_name": True}
    # Seven Dwarves counts the other Seven Dwarves its controller controls; Relentless Rats every player's
    board = [_on("d1", "Seven Dwarves"), _on("d2", "Seven Dwarves"), _on("d3", "Seven Dwarves", "bob"),
             _on("r1", "Relentless Rats"), _on("r2", "Relentless Rats", "bob"), _on("e", "Test Elf Warrior")]
    done = _run(state(battlefield=board), [], dwarves, rats, ELF)
    assert permanent(done, "d1")["characteristics"]["power"] == 3  # 2 + one other Seven Dwarves you control
    assert permanent(done, "d3")["characteristics"]["power"] == 2  # Bob's: none other of his
    assert permanent(done, "r1")["characteristics"]["power"] == 3  # 2 + Bob's Relentless Rats
    # the deck check keeps applying the text (app/decks/rules.py); a deck rule naming another card is not read
    assert probe_support("A deck can have any number of cards named Shadow.") != "full"


# --- "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2." (CR 611.3a, 613.4c) ------

def test_611_3a_gift_of_fangs_pumps_a_vampire_and_shrinks_anything_else() -> None:
    fangs = _real("VOW", "Gift of Fangs")
    assert fangs["abilities"][1:] == [
        {"kind": "attached_pump", "power": 2, "toughness": 2, "if_subtype": "Vampire"},
        {"kind": "attached_pump", "power": -2, "toughness": -2, "if_subtype": "Vampire", "unless_condition": True}]
    sea_legs = _real("RIX", "Sea Legs")
    assert [(a["power"], a["toughness"]) for a in sea_legs["abilities"] if a["kind"] == "attached_pump"] == [
        (0, 2), (-2, 0)]
    vampire = {**ELF, "name": "Test Vampire", "subtypes": ["Vampire"]}
    board = [_on("v", "Test Vampire"), _on("e", "Test Elf Warrior"),
             {**_on("g1", "Gift of Fangs"), "attached_to": "v"}, {**_on("g2", "Gift of Fangs"), "attached_to": "e"}]
    done = _run(state(battlefield=board), [], fangs, vampire, ELF)
    assert (permanent(done, "v")["characteristics"]["power"], permanent(done, "v")["characteristics"]["toughness"]) == (4, 4)
    assert (permanent(done, "e")["characteristics"]["power"], permanent(done, "e")["characteristics"]["toughness"]) == (0, 0)
    # "Otherwise" after anything but the creature type, or another sentence: not read
    assert probe_support("Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it can't block.",
                         "Enchantment — Aura", None) != "full"


# --- "If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that damage and remove ..." (615.1) --

SHOCK = {"name": "Test Shock", "mana_cost": "{R}", "types": ["Instant"], "abilities": [
    {"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}


def _shock(definition: dict[str, Any], counters: int) -> dict[str, Any]:
    game = state(battlefield=[{**_on("k", definition["name"]), "counters": {"+1/+1": counters} if counters else {}}],
                 bob={"hand": [{"id": "s", "card": "Test Shock"}], "mana_pool": {"R": 1}}, active_player="bob")
    return _run(game, [{"type": "cast", "card": "s", "player": "bob", "choices": {"targets": ["k"]}},
                       {"type": "resolve"}], definition, SHOCK)


def test_615_1_oathsworn_knight_and_ugins_conjurant_prevent_damage_and_lose_counters() -> None:
    knight = _real("ELD", "Oathsworn Knight")
    assert {"kind": "prevent_damage_remove_counter"} in knight["abilities"]
    conjurant = _real("WAR", "Ugin's Conjurant")
    assert {"kind": "prevent_damage_remove_counter", "that_many": True} in conjurant["abilities"]
    one = _shock(knight, 4)
    assert permanent(one, "k")["counters"] == {"+1/+1": 3} and not permanent(one, "k").get("damage")
    assert "CR 615.1" in events_of(one, "prevention_applied")[0]["cites"]
    many = _shock(conjurant, 5)
    assert permanent(many, "k")["counters"] == {"+1/+1": 2} and not permanent(many, "k").get("damage")
    # without a +1/+1 counter the damage is dealt (a 0/0 Conjurant would be gone anyway: a 3/3 test creature)
    plain = {**ELF, "name": "Test Warded", "power": 4, "toughness": 4,
             "abilities": [{"kind": "prevent_damage_remove_counter"}]}
    dealt = _shock(plain, 0)
    assert permanent(dealt, "k")["damage"] == 3
    assert probe_support("If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that damage and "
                         "remove a -1/-1 counter from it.") != "full"
    # combat damage from two blockers is one event: all of it prevented, one counter removed (CR 510.2)
    bear = {**ELF, "name": "Test Bear"}
    game = state(step="declare_blockers", battlefield=[
        {**_on("k", "Oathsworn Knight"), "counters": {"+1/+1": 2}, "tapped": True}, _on("x", "Test Bear", "bob"),
        _on("y", "Test Bear", "bob")],
        combat={"attackers": [{"id": "k", "defending": "bob"}], "blockers": {"x": ["k"], "y": ["k"]}})
    fought = _run(game, [{"type": "next_step"}], knight, bear)
    assert permanent(fought, "k")["counters"] == {"+1/+1": 1} and not permanent(fought, "k").get("damage")


# --- "Exile target creature. That creature's controller creates a 3/3 green Frog Lizard creature token." (111.2) ---

def test_111_2_incongruity_gives_the_exiled_creatures_controller_a_frog_lizard() -> None:
    incongruity = _real("RNA", "Incongruity")
    assert incongruity["abilities"][1]["effect"]["for_player"] == "its_controller"
    spell = {"name": "Test Incongruity", "mana_cost": "{1}{G}{U}", "types": ["Instant"],
             "abilities": incongruity["abilities"]}
    done = _run(state(battlefield=[_on("e", "Test Elf Warrior", "bob")],
                      alice={"hand": [{"id": "i", "card": "Test Incongruity"}], "mana_pool": {"G": 1, "U": 1, "C": 1}}),
                [{"type": "cast", "card": "i", "choices": {"targets": ["e"]}}, {"type": "resolve"}], spell, ELF)
    tokens = [p for p in done["state"]["battlefield"] if p.get("is_token")]
    assert len(tokens) == 1 and tokens[0]["controller"] == "bob"
    # without an earlier target it names no one
    assert probe_support("That creature's controller creates a 3/3 green Frog Lizard creature token.", "Instant",
                         None) != "full"
