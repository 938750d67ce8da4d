"""Session 25, group stda (docs/oracle-s25-stda.md): lines of Ixalan, Rivals of Ixalan, Dominaria, Guilds of Ravnica and
Ravnica Allegiance, each read from the real card's Oracle text (tests/fixtures/sets/*.json), a near variant the reader
must refuse, and the engine playing the card."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle import cleave
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _not_read, _on, _permanent, _pt

SETS = Path(__file__).resolve().parents[1] / "fixtures" / "sets"
FOREST = {"name": "Forest", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Forest"]}
GATE = {"name": "Gate", "types": ["Land"], "subtypes": ["Gate"]}
WASTE = {"name": "Waste", "types": ["Land"]}


@cache
def _cards(code: str) -> dict[str, dict[str, Any]]:
    return {card["name"]: card for card in json.loads((SETS / f"{code.lower()}.json").read_text())["data"][code]["cards"]}


def real(code: str, name: str) -> dict[str, Any]:
    """The definition the reader makes of the real card, which must read `full`."""
    card = _cards(code)[name]
    pt = (card["power"], card["toughness"]) if "power" in card else None
    return read_full_definition(card["name"], card["type"], card.get("text", ""), card.get("manaCost", ""), pt)


def _library(*cards: tuple[str, str]) -> list[dict[str, str]]:
    return [{"id": object_id, "card": card} for object_id, card in cards]


# --- "reveal a Pirate card from your hand or pay {2}" (CR 118.8, 601.2b, 601.2f-h, 701.20a) ---------------------------

def test_601_2b_reveal_a_card_of_the_subtype_or_pay_the_mana() -> None:
    buccaneer = real("RIX", "Daring Buccaneer")
    assert buccaneer["abilities"] == [{"kind": "reveal_or_mana_cost", "subtype": "Pirate", "mana": "{2}"}]
    assert real("RIX", "Thunderherd Migration")["abilities"][0] == {
        "kind": "reveal_or_mana_cost", "subtype": "Dinosaur", "mana": "{1}"}
    _not_read("As an additional cost to cast ~, reveal a Pirate card from your hand or pay {X}.", is_spell=True)
    _not_read("As an additional cost to cast ~, reveal a card from your hand or pay {2}.", is_spell=True)
    pal = {"name": "Pirate Pal", "types": ["Creature"], "subtypes": ["Pirate"], "power": 1, "toughness": 1}
    hand = [{"id": "db", "card": "Daring Buccaneer"}, {"id": "pp", "card": "Pirate Pal"}, {"id": "b", "card": "Bear"}]
    game = state(alice={"hand": hand, "mana_pool": {"R": 1}})
    done = _run(game, [{"type": "cast", "card": "db", "choices": {"reveal": "pp"}}, {"type": "resolve"}],
                buccaneer, pal, BEAR)
    assert [e["card_id"] for e in events_of(done, "card_revealed")] == ["pp"]
    assert _permanent(done, "db") is not None and "pp" in [c["id"] for c in player_of(done, "alice")["hand"]]
    for wrong in ("b", "db"):  # a Bear is no Pirate; the spell can't reveal itself (it is on the stack, CR 601.2a)
        with pytest.raises(IllegalAction, match="reveal"):
            _run(game, [{"type": "cast", "card": "db", "choices": {"reveal": wrong}}], buccaneer, pal, BEAR)
    with pytest.raises(IllegalAction):  # nothing revealed: {2} more, which {R} doesn't pay
        _run(game, [{"type": "cast", "card": "db"}], buccaneer, pal, BEAR)
    paid = _run(state(alice={"hand": hand, "mana_pool": {"R": 1, "C": 2}}), [{"type": "cast", "card": "db"}],
                buccaneer, pal, BEAR)
    assert not events_of(paid, "card_revealed") and player_of(paid, "alice")["mana_pool"]["C"] == 0


# --- searches (CR 701.23a-b, 701.24a) --------------------------------------------------------------------------------

def test_701_23a_a_search_for_a_basic_land_card_or_gate_card() -> None:
    gates = real("RNA", "Open the Gates")
    assert gates["abilities"] == [{"kind": "spell", "effect": {
        "kind": "search_library", "to": "hand", "quality": ["card:basic:land", "card:Gate"], "reveal": True}}]
    assert real("GRN", "District Guide")["abilities"][0]["effect"]["quality"] == ["card:basic:land", "card:Gate"]
    _not_read("Search your library for a basic land card and/or Gate card, reveal it, put it into your hand, then "
              "shuffle.", is_spell=True)
    game = state(alice={"hand": [{"id": "og", "card": "Open the Gates"}], "mana_pool": {"G": 1},
                        "library": _library(("w", "Waste"), ("g", "Gate"), ("f", "Forest"))})
    cast = {"type": "cast", "card": "og"}
    for found in ("g", "f"):
        done = _run(game, [cast, {"type": "resolve", "choices": {"search": [found]}}], gates, FOREST, GATE, WASTE)
        assert found in [c["id"] for c in player_of(done, "alice")["hand"]]
    with pytest.raises(IllegalAction):  # a nonbasic land that isn't a Gate
        _run(game, [cast, {"type": "resolve", "choices": {"search": ["w"]}}], gates, FOREST, GATE, WASTE)


def test_701_23b_up_to_two_basic_land_cards_and_or_gate_cards_onto_the_battlefield_tapped() -> None:
    route = real("GRN", "Circuitous Route")
    assert route["abilities"] == [{"kind": "spell", "effect": {
        "kind": "search_library", "to": "battlefield_tapped", "quality": ["card:basic:land", "card:Gate"], "count": 2}}]
    game = state(alice={"hand": [{"id": "cr", "card": "Circuitous Route"}], "mana_pool": {"G": 1, "C": 3},
                        "library": _library(("w", "Waste"), ("g", "Gate"), ("f", "Forest"))})
    done = _run(game, [{"type": "cast", "card": "cr"}, {"type": "resolve", "choices": {"search": ["g", "f"]}}],
                route, FOREST, GATE, WASTE)
    assert all(_permanent(done, found)["tapped"] for found in ("g", "f"))  # type: ignore[index]


# --- kicker's "instead" (CR 702.33d) -----------------------------------------------------------------------------------

def test_702_33d_kicked_search_for_two_basic_land_cards_instead() -> None:
    ashes = real("DOM", "Grow from the Ashes")
    assert ashes["abilities"][1:] == [
        {"kind": "spell", "effect": {"kind": "search_library", "to": "battlefield", "quality": ["land:basic"]},
         "condition": "not_kicked"},
        {"kind": "spell", "effect": {"kind": "search_library", "to": "battlefield", "quality": ["land:basic"],
                                     "count": 2}, "condition": "kicked"}]
    _not_read("Search your library for two cards, put them into your hand, then shuffle.", is_spell=True)
    game = state(alice={"hand": [{"id": "ga", "card": "Grow from the Ashes"}], "mana_pool": {"G": 1, "C": 4},
                        "library": _library(("f1", "Forest"), ("f2", "Forest"))})
    kicked = {"type": "cast", "card": "ga", "kicked": True}
    done = _run(game, [kicked, {"type": "resolve", "choices": {"search": ["f1", "f2"]}}], ashes, FOREST)
    assert _permanent(done, "f1") is not None and _permanent(done, "f2") is not None
    with pytest.raises(IllegalAction):  # unkicked: one card
        _run(game, [{"type": "cast", "card": "ga"}, {"type": "resolve", "choices": {"search": ["f1", "f2"]}}],
             ashes, FOREST)


def test_702_33d_kicked_creates_four_of_those_tokens_instead() -> None:
    migration = real("DOM", "Saproling Migration")
    assert [(a["effect"]["count"], a["condition"]) for a in migration["abilities"][1:]] == [
        (2, "not_kicked"), (4, "kicked")]
    game = state(alice={"hand": [{"id": "sm", "card": "Saproling Migration"}], "mana_pool": {"G": 1, "C": 5}})
    for kicked, count in ((False, 2), (True, 4)):
        done = _run(game, [{"type": "cast", "card": "sm", "kicked": kicked}, {"type": "resolve"}], migration)
        assert sum(p["id"].startswith("saproling-token") for p in done["state"]["battlefield"]) == count


def test_702_33d_kicked_replaces_the_last_of_two_sentences() -> None:
    gift = real("DOM", "Gift of Growth")
    assert [(a["effect"]["kind"], a["condition"]) for a in gift["abilities"][1:]] == [
        ("untap", "not_kicked"), ("pump", "not_kicked"), ("untap", "kicked"), ("pump", "kicked")]
    # the "instead" sentence must name the same creature with the same verb
    assert cleave.s25stda_kicked_instead("Untap target creature. It gets +2/+2 until end of turn. If ~ was kicked, that "
                                         "creature gains flying until end of turn instead.") is None
    game = state(alice={"hand": [{"id": "gg", "card": "Gift of Growth"}], "mana_pool": {"G": 1, "C": 3}},
                 battlefield=[_on("b", "Bear", tapped=True)])
    for kicked, power in ((False, 4), (True, 6)):
        done = _run(game, [{"type": "cast", "card": "gg", "kicked": kicked, "choices": {"targets": ["b"]}},
                           {"type": "resolve"}], gift, BEAR)
        assert _pt(done, "b")[0] == power and not _permanent(done, "b")["tapped"]  # type: ignore[index]


# --- ability-word paragraphs of a spell read with the one before (CR 207.2c, 608.2c) ----------------------------------

def test_207_2c_addendum_paragraph_refers_to_the_target_before_it() -> None:
    zeal = real("RNA", "Arrester's Zeal")
    assert zeal["abilities"][1] == {"kind": "spell", "effect": {"kind": "if_condition", "condition": {
        "kind": "cast_during_main_phase"}, "effect": {"kind": "pump", "target": "it", "power": 0, "toughness": 0,
                                                      "duration": "end_of_turn", "keywords": ["flying"]}}}
    cast = {"type": "cast", "card": "az", "choices": {"targets": ["b"]}}
    for step, flying in (("precombat_main", True), ("beginning_of_combat", False)):
        game = state(step=step, alice={"hand": [{"id": "az", "card": "Arrester's Zeal"}], "mana_pool": {"W": 1}},
                     battlefield=[_on("b", "Bear")])
        done = _run(game, [cast, {"type": "resolve"}], zeal, BEAR)
        found = _permanent(done, "b")
        assert found is not None and ("flying" in found["characteristics"]["keywords"]) is flying


def test_608_2c_addendum_and_raid_damage_instead() -> None:
    judgment = real("RNA", "Summary Judgment")
    assert [a["effect"].get("condition") for a in judgment["abilities"]] == [
        None, {"kind": "cast_during_main_phase", "negated": True}, {"kind": "cast_during_main_phase"}]
    blast = real("XLN", "Firecannon Blast")
    assert blast["abilities"][2]["effect"]["condition"] == {"kind": "this_turn", "record": "attacked"}
    _not_read("~ deals 3 damage to target creature. If you cast ~ during your opponent's turn, it deals 5 damage "
              "instead.", is_spell=True)
    big = {"name": "Big", "types": ["Creature"], "power": 1, "toughness": 9}
    for step, damage in (("precombat_main", 5), ("beginning_of_combat", 3)):
        game = state(step=step, alice={"hand": [{"id": "sj", "card": "Summary Judgment"}], "mana_pool": {"W": 1, "C": 1}},
                     battlefield=[_on("t", "Big", controller="bob", tapped=True)])
        done = _run(game, [{"type": "cast", "card": "sj", "choices": {"targets": ["t"]}}, {"type": "resolve"}],
                    judgment, big)
        assert [e["amount"] for e in events_of(done, "damage_dealt")] == [damage]


# --- "When ~ enters, if you cast it [from your hand]" / "if its spectacle cost was paid" (CR 603.4, 608.3, 702.137a) --

def test_603_4_enters_if_you_cast_it() -> None:
    zacama = real("RIX", "Zacama, Primal Calamity")
    assert zacama["abilities"][0] == {"kind": "triggered", "trigger": "enters", "effect": {
        "kind": "untap", "target": "all:land:you_control"}, "if_cast": "cast"}
    assert real("XLN", "Wakening Sun's Avatar")["abilities"][0]["if_cast"] == "cast_from_hand"
    _not_read("When ~ dies, if you cast it, draw a card.")
    lands = [_on(f"l{i}", "Waste", tapped=True) for i in range(2)]
    game = state(alice={"hand": [{"id": "z", "card": "Zacama, Primal Calamity"}],
                        "mana_pool": {"R": 1, "G": 1, "W": 1, "C": 6}}, battlefield=lands)
    done = _run(game, [{"type": "cast", "card": "z"}, {"type": "resolve"}, {"type": "resolve"}], zacama, WASTE)
    assert not any(_permanent(done, f"l{i}")["tapped"] for i in range(2))  # type: ignore[index]
    put = state(alice={"graveyard": [{"id": "z", "card": "Zacama, Primal Calamity"}]}, battlefield=lands)
    reanimate = read_full_definition("Reanimate Card", "Sorcery", "Return target creature card from your graveyard to "
                                     "the battlefield.", "")
    put["players"][0]["hand"] = [{"id": "r", "card": "Reanimate Card"}]
    done = _run(put, [{"type": "cast", "card": "r", "choices": {"targets": ["z"]}}, {"type": "resolve"}],
                zacama, WASTE, reanimate)
    assert _permanent(done, "z") is not None and not [p for p in done["state"]["stack"]]  # put, not cast: no trigger


def test_702_137a_enters_if_its_spectacle_cost_was_paid() -> None:
    demon = real("RNA", "Rafter Demon")
    assert demon["abilities"][1] == {"kind": "triggered", "trigger": "enters", "effect": {
        "kind": "discard", "amount": 1, "player": "each_opponent"}, "if_cast": "spectacle"}
    for spectacle, discarded in ((True, 1), (False, 0)):
        game = state(alice={"hand": [{"id": "d", "card": "Rafter Demon"}], "mana_pool": {"B": 1, "R": 1, "C": 3}},
                     bob={"hand": [{"id": "bb", "card": "Bear"}]})
        game["players"][1]["life_lost_this_turn"] = 2
        cast = {"type": "cast", "card": "d", **({"alternative_cost": "spectacle"} if spectacle else {})}
        done = _run(game, [cast, {"type": "resolve"}, *([{"type": "resolve"}] if spectacle else [])], demon, BEAR)
        assert len(player_of(done, "bob")["graveyard"]) == discarded


# --- "Exile target creature you control, then return that card to the battlefield ..." (CR 406.2, 400.7, 610.3) -----

def test_400_7_flicker_that_card_then_it_gains_first_strike() -> None:
    portal = real("RNA", "Justiciar's Portal")
    assert portal["abilities"] == [
        {"kind": "spell", "effect": {"kind": "flicker", "target": "creature:you_control"}},
        {"kind": "spell", "effect": {"kind": "pump", "target": "it", "power": 0, "toughness": 0,
                                     "duration": "end_of_turn", "keywords": ["first_strike"]}}]
    game = state(alice={"hand": [{"id": "jp", "card": "Justiciar's Portal"}], "mana_pool": {"W": 1, "C": 1}},
                 battlefield=[_on("b", "Bear", tapped=True)])
    done = _run(game, [{"type": "cast", "card": "jp", "choices": {"targets": ["b"]}}, {"type": "resolve"}], portal, BEAR)
    found = _permanent(done, "b")
    assert found is not None and not found["tapped"] and found["characteristics"]["keywords"] == ["first_strike"]


# --- "They gain ..." / "Those creatures gain ..." after an untargeted group (CR 608.2c) ------------------------------

def test_608_2c_they_are_the_group_the_instruction_before_named() -> None:
    shields = real("GRN", "Join Shields")
    assert [a["effect"]["target"] for a in shields["abilities"]] == ["each_creature_you_control"] * 2
    _not_read("Destroy all creatures you control. They gain haste until end of turn.", is_spell=True)
    _not_read("Untap target creature. They gain haste until end of turn.", is_spell=True)
    game = state(alice={"hand": [{"id": "js", "card": "Join Shields"}], "mana_pool": {"G": 1, "W": 1, "C": 3}},
                 battlefield=[_on("b1", "Bear", tapped=True), _on("b2", "Bear"), _on("x", "Bear", controller="bob")])
    done = _run(game, [{"type": "cast", "card": "js"}, {"type": "resolve"}], shields, BEAR)
    for mine in ("b1", "b2"):
        found = _permanent(done, mine)
        assert found is not None and not found["tapped"]
        assert found["characteristics"]["keywords"] == ["hexproof", "indestructible"]
    assert _permanent(done, "x")["characteristics"]["keywords"] == []  # type: ignore[index]


# --- "that permanent's controller" after one target permanent (CR 608.2h) ----------------------------------------------

def test_608_2h_that_permanents_controller() -> None:
    vines = real("RNA", "Cindervines")
    assert vines["abilities"][1]["then_effects"] == [{"kind": "damage", "amount": 2, "target": "its_controller"}]
    _not_read("Draw a card. ~ deals 2 damage to that permanent's controller.", is_spell=True)
    rock = {"name": "Rock", "types": ["Artifact"]}
    game = state(alice={"mana_pool": {"C": 1}}, battlefield=[_on("cv", "Cindervines"), _on("r", "Rock", controller="bob")])
    done = _run(game, [{"type": "activate", "permanent": "cv", "ability": 1, "choices": {"targets": ["r"]}},
                       {"type": "resolve"}], vines, rock)
    assert _permanent(done, "r") is None and player_of(done, "bob")["life"] == 18


# --- the city's blessing "instead" of a pump of a group (CR 702.131c, 608.2c) ------------------------------------------

def test_702_131c_city_blessing_pumps_more_instead() -> None:
    pride = real("RIX", "Pride of Conquerors")
    assert [(a["effect"]["condition"], a["effect"]["effect"]["power"]) for a in pride["abilities"][1:]] == [
        ({"kind": "city_blessing", "negated": True}, 1), ({"kind": "city_blessing"}, 2)]
    _not_read("Target creature gets +1/+1 until end of turn. If you have the city's blessing, it gets +2/+2 until end "
              "of turn instead.", is_spell=True)
    for blessed, power in ((False, 3), (True, 4)):
        game = state(alice={"hand": [{"id": "pc", "card": "Pride of Conquerors"}], "mana_pool": {"W": 1, "C": 1},
                            "city_blessing": blessed}, battlefield=[_on("b", "Bear")])
        done = _run(game, [{"type": "cast", "card": "pc"}, {"type": "resolve"}], pride, BEAR)
        assert _pt(done, "b")[0] == power


# --- "Whenever you cast a spell, if that spell was kicked, ..." (CR 702.33b, 603.4) ----------------------------------

def test_702_33b_whenever_you_cast_a_spell_if_that_spell_was_kicked() -> None:
    goblin = real("DOM", "Bloodstone Goblin")
    assert goblin["abilities"][0]["kicked_spell"] is True and goblin["abilities"][0]["kind"] == "cast_trigger"
    migration = real("DOM", "Saproling Migration")
    for kicked, power in ((True, 3), (False, 2)):
        game = state(alice={"hand": [{"id": "sm", "card": "Saproling Migration"}], "mana_pool": {"G": 1, "C": 5}},
                     battlefield=[_on("g", "Bloodstone Goblin")])
        done = _run(game, [{"type": "cast", "card": "sm", "kicked": kicked}, {"type": "resolve"}], goblin, migration)
        assert _pt(done, "g")[0] == power


def test_702_131c_city_blessing_instead_only_opponents_creatures() -> None:
    demise = real("RIX", "Golden Demise")
    assert demise["abilities"][2]["effect"]["effect"]["target"] == "all:creature:opponent_controls"
    big = {"name": "Big", "types": ["Creature"], "power": 3, "toughness": 3}
    for blessed, mine in ((False, 1), (True, 3)):
        game = state(alice={"hand": [{"id": "gd", "card": "Golden Demise"}], "mana_pool": {"B": 2, "C": 1},
                            "city_blessing": blessed}, battlefield=[_on("a", "Big"), _on("b", "Big", controller="bob")])
        done = _run(game, [{"type": "cast", "card": "gd"}, {"type": "resolve"}], demise, big)
        assert _pt(done, "a")[0] == mine and _pt(done, "b")[0] == 1
