"""Session 30, group stda (docs/oracle-s30-stda.md): general constructions of the Standard sets of 2017-2019 (XLN RIX
DOM GRN RNA WAR ELD), each read from the real Oracle text (tests/fixtures/sets/<set>.json) and played by the engine, with
a near variant the engine does not implement still refused."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, mtgjson_full_definition, permanent, player_of, probe_support, state
from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import run_with_cards as _run

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}


def _names(cards: list[dict[str, Any]]) -> list[str]:
    return [card["card"] if isinstance(card["card"], str) else card["card"]["name"] for card in cards]


def _pt(done: dict[str, Any], object_id: str) -> tuple[int, int]:
    characteristics = permanent(done, object_id)["characteristics"]
    return characteristics["power"], characteristics["toughness"]


# --- "Return up to two target creatures to their owner's hand." and the library-and/or-graveyard search's names
# "X, the Y" and "If you searched your library this way, shuffle." (CR 115.1, 400.3, 701.23a, 201.2a) ----------------

def test_400_3_up_to_two_targets_to_their_owners_hand_and_701_23a_named_search_wordings() -> None:
    current = mtgjson_full_definition("XLN", "Grasping Current")
    assert current["abilities"][0]["effect"] == {"kind": "return_to_hand", "target": "creature", "target_count": 2,
                                                 "up_to": True}
    assert current["abilities"][1]["effect"] == {"kind": "search_library", "to": "hand", "graveyard": True,
                                                 "reveal": True, "quality": ["named:Jace, Ingenious Mind-Mage"]}
    battle_cry = mtgjson_full_definition("WAR", "Gideon's Battle Cry")
    assert battle_cry["abilities"][1]["effect"]["quality"] == ["named:Gideon, the Oathsworn"]
    mount = mtgjson_full_definition("XLN", "Sun-Blessed Mount")  # "reveal it, then put it into your hand"
    assert mount["abilities"][0]["effect"]["quality"] == ["named:Huatli, Dinosaur Knight"]
    # one target "to their owner's hand", and "then shuffle" after the two-zone search, stay refused
    assert probe_support("Return target creature to their owner's hand.", "Instant", None) != "full"
    assert probe_support("Search your library and/or graveyard for a card named Jace, the Bold, reveal it, then put it "
                         "into your hand, then shuffle.", "Sorcery", None) != "full"
    jace = {"name": "Jace, Ingenious Mind-Mage", "types": ["Planeswalker"], "subtypes": ["Jace"], "mana_cost": "{4}{U}{U}"}
    game = state(alice={"mana_pool": {"U": 5}, "hand": [{"id": "g", "card": "Grasping Current"}],
                        "graveyard": [{"id": "j", "card": "Jace, Ingenious Mind-Mage"}],
                        "library": [{"id": "l0", "card": "Grizzly Bears"}]},
                 battlefield=[_on("b", "Probe Bear", "bob"), _on("a", "Probe Bear")])
    done = _run(game, [{"type": "cast", "card": "g", "choices": {"targets": ["b", "a"]}},
                       {"type": "resolve", "choices": {"search": ["j"]}}], current, BEAR, jace)
    assert done["state"]["battlefield"] == []
    assert _names(player_of(done, "bob")["hand"]) == ["Probe Bear"]  # each to its owner's hand
    assert _names(player_of(done, "alice")["hand"]) == ["Probe Bear", "Jace, Ingenious Mind-Mage"]
    assert not events_of(done, "library_shuffled")  # the graveyard alone was searched


# --- "Exile two target cards from an opponent's graveyard." (CR 115.1, 404.1) ------------------------------------------

def test_115_1_two_target_cards_from_an_opponents_graveyard() -> None:
    tracker = mtgjson_full_definition("XLN", "Deadeye Tracker")
    assert tracker["abilities"][0]["effect"] == {"kind": "exile", "target_count": 2,
                                                 "target": "card_in_a_graveyard:in_an_opponents_graveyard"}
    assert probe_support("{T}: Exile two cards from an opponent's graveyard.") != "full"  # no "target": not read
    game = state(alice={"mana_pool": {"B": 1, "C": 1}, "graveyard": [{"id": "mine", "card": "Grizzly Bears"}]},
                 bob={"graveyard": [{"id": "x", "card": "Grizzly Bears"}, {"id": "y", "card": "Lightning Bolt"},
                                    {"id": "z", "card": "Grizzly Bears"}]},
                 battlefield=[_on("t", "Deadeye Tracker")])
    done = _run(game, [{"type": "activate", "permanent": "t", "ability": 0, "choices": {"targets": ["x", "y"]}},
                       {"type": "resolve"}], tracker)
    assert [card["id"] for card in player_of(done, "bob")["exile"]] == ["x", "y"]
    assert [card["id"] for card in player_of(done, "bob")["graveyard"]] == ["z"]
    assert [card["id"] for card in player_of(done, "alice")["graveyard"]] == ["mine"]


# --- "Creatures you control have base power and toughness 3/3 until end of turn." (CR 613.4b, 611.2c) ------------------

def test_613_4b_creatures_you_control_have_base_power_and_toughness_until_end_of_turn() -> None:
    hospitality = mtgjson_full_definition("ELD", "Oko's Hospitality")
    assert hospitality["abilities"][0]["effect"] == {"kind": "set_base_power_toughness", "power": 3, "toughness": 3,
                                                     "target": "each_creature_you_control"}
    assert probe_support("Creatures you control have base power and toughness X/X until end of turn.",
                         "Sorcery", None) != "full"
    game = state(alice={"mana_pool": {"G": 1, "U": 1, "C": 3}, "hand": [{"id": "o", "card": "Oko's Hospitality"}]},
                 battlefield=[_on("a", "Probe Bear", counters={"+1/+1": 1}), _on("b", "Probe Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "o"}, {"type": "resolve"}], hospitality, BEAR)
    assert _pt(done, "a") == (4, 4)  # base 3/3, then its counter (layer 7c)
    assert _pt(done, "b") == (2, 2)


# --- the counters-put trigger's "tap target creature an opponent controls. That creature doesn't untap during its
# controller's next untap step." (CR 502.3, 608.2c) ---------------------------------------------------------------------

def test_502_3_counters_put_trigger_taps_and_the_creature_doesnt_untap() -> None:
    crab = mtgjson_full_definition("RNA", "Sharktocrab")
    assert crab["abilities"][1]["then_effects"] == [{"kind": "doesnt_untap_next_untap_step", "target": "it"}]
    assert probe_support("Whenever one or more +1/+1 counters are put on ~, tap target creature an opponent controls. "
                         "That land doesn't untap during its controller's next untap step.") != "full"
    game = state(alice={"mana_pool": {"G": 1, "U": 1, "C": 2}},
                 battlefield=[_on("s", "Sharktocrab"), _on("b", "Probe Bear", "bob")])
    done = _run(game, [{"type": "activate", "permanent": "s", "ability": 0}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"targets": ["b"]}}], crab, BEAR)
    bear = permanent(done, "b")
    assert bear["tapped"] and bear["doesnt_untap_next_step_of"] == "bob"


# --- "double the power of each other creature you control until end of turn. Those creatures gain vigilance until end
# of turn." (CR 701.10b, 608.2c) ---------------------------------------------------------------------------------------

def test_608_2c_those_creatures_after_doubling_a_groups_power() -> None:
    rhonas = mtgjson_full_definition("WAR", "God-Eternal Rhonas")
    assert rhonas["abilities"][0]["then_effects"][0]["target"] == "all:creature:other:you_control"
    assert probe_support("When ~ enters, double the power of target creature until end of turn. Those creatures gain "
                         "vigilance until end of turn.") != "full"
    game = state(alice={"mana_pool": {"G": 2, "C": 3}, "hand": [{"id": "r", "card": "God-Eternal Rhonas"}]},
                 battlefield=[_on("a", "Probe Bear"), _on("b", "Probe Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "r"}, {"type": "resolve"}, {"type": "resolve"}], rhonas, BEAR)
    assert _pt(done, "a") == (4, 2) and "vigilance" in permanent(done, "a")["characteristics"]["keywords"]
    assert _pt(done, "b") == (2, 2) and "vigilance" not in permanent(done, "b")["characteristics"]["keywords"]
    rhonas_itself = next(p for p in done["state"]["battlefield"] if p["card"] == "God-Eternal Rhonas")
    assert "vigilance" not in rhonas_itself["characteristics"]["keywords"]  # "other"


# --- "If X is 10 or more, [also] <effects>." in a spell (CR 107.3, 608.2c) ----------------------------------------------

def test_107_3_if_x_is_ten_or_more_in_a_spell() -> None:
    glory = mtgjson_full_definition("WAR", "Finale of Glory")
    assert glory["abilities"][1]["effect"]["condition"] == {"kind": "s30stda_x_at_least", "number": 10}
    assert probe_support("{T}: Draw a card. If X is 5 or more, draw a card.") != "full"  # an ability's: no spell X
    assert probe_support("When ~ enters, if X is 5 or more, draw a card.") != "full"

    def cast(x: int) -> list[str]:
        game = state(alice={"mana_pool": {"W": 2, "C": x}, "hand": [{"id": "f", "card": "Finale of Glory"}]})
        done = _run(game, [{"type": "cast", "card": "f", "x": x}, {"type": "resolve"}], glory)
        return _names(done["state"]["battlefield"])

    assert sorted(set(cast(10))) == ["Angel Token", "Soldier Token"] and len(cast(10)) == 20
    assert cast(9) == ["Soldier Token"] * 9


# --- "Search your library and/or graveyard for <a card> and put it onto the battlefield. If you search your library
# this way, shuffle." (CR 701.23a, 701.24a, 400.7) ---------------------------------------------------------------------

def test_701_23a_search_library_and_or_graveyard_onto_the_battlefield() -> None:
    finale = mtgjson_full_definition("WAR", "Finale of Devastation")
    assert finale["abilities"][0]["effect"] == {"kind": "search_library", "to": "battlefield", "graveyard": True,
                                                "quality": ["card:creature:mana_value<=X"]}
    hoplite = mtgjson_full_definition("THB", "Elspeth, Undaunted Hero")
    assert {"kind": "search_library", "to": "battlefield", "graveyard": True,
            "quality": ["named:Sunlit Hoplite"]} in [a.get("effect") for a in hoplite["abilities"]]
    assert probe_support("Search your library and/or graveyard for up to two creature cards and put them onto the "
                         "battlefield. If you search your library this way, shuffle.", "Sorcery", None) != "full"

    def cast(choices: dict[str, Any]) -> dict[str, Any]:
        game = state(alice={"mana_pool": {"G": 2, "C": 2}, "hand": [{"id": "f", "card": "Finale of Devastation"}],
                            "graveyard": [{"id": "g", "card": "Probe Bear"}],
                            "library": [{"id": "l", "card": "Probe Bear"}, {"id": "m", "card": "Grizzly Bears"}]})
        return _run(game, [{"type": "cast", "card": "f", "x": 2}, {"type": "resolve", "choices": choices}], finale, BEAR)

    from_graveyard = cast({"search": ["g"]})
    assert [p["id"] for p in from_graveyard["state"]["battlefield"]] == ["g"]
    assert not events_of(from_graveyard, "library_shuffled") and player_of(from_graveyard, "alice")["graveyard"] == [
        {"id": "f", "card": "Finale of Devastation"}]
    from_library = cast({"search": ["l"]})
    assert [p["id"] for p in from_library["state"]["battlefield"]] == ["l"]
    assert events_of(from_library, "library_shuffled")


# --- an instant's or sorcery's "<cost>: Return ~ from your graveyard to your hand. [Activate only ...]" (CR 113.6k, 602.1)

def test_113_6k_a_sorcerys_ability_that_returns_it_from_the_graveyard() -> None:
    barrage = mtgjson_full_definition("XLN", "Repeating Barrage")
    assert barrage["abilities"][1] == {"kind": "activated", "cost": "{3}{R}{R}", "activate_only_if_this_turn": {
        "kind": "this_turn", "record": "attacked"}, "effect": {"kind": "return_self_from_graveyard", "to": "hand"}}
    assert probe_support("{2}{G}: Return ~ from your graveyard to your hand. Draw a card.", "Sorcery", None) != "full"
    assert probe_support("{2}{G}: Draw a card.", "Sorcery", None) != "full"

    def activate(attacked: bool) -> dict[str, Any]:
        game = state(alice={"mana_pool": {"R": 2, "C": 3}, "attacked_this_turn": attacked,
                            "graveyard": [{"id": "r", "card": "Repeating Barrage"}]}, step="postcombat_main")
        return _run(game, [{"type": "activate", "permanent": "r", "ability": 1}, {"type": "resolve"}], barrage)

    assert _names(player_of(activate(True), "alice")["hand"]) == ["Repeating Barrage"]
    with pytest.raises(IllegalAction):  # raid: not without having attacked this turn (CR 602.5b)
        activate(False)


# --- "<prefix> cards <postfix>": "Return two target Pirate cards from your graveyard to your hand." (CR 115.1, 205.3m) -

def test_115_1_two_target_subtype_cards_from_your_graveyard() -> None:
    march = mtgjson_full_definition("XLN", "March of the Drowned")
    assert march["abilities"][0]["effect"]["modes"][1] == {"kind": "return_to_hand", "target_count": 2,
                                                           "target": "card_in_your_graveyard:Pirate"}
    assert probe_support("Return two target Pirate cards to your hand.", "Sorcery", None) != "full"  # no zone
    pirate = {"name": "Probe Pirate", "types": ["Creature"], "subtypes": ["Human", "Pirate"], "power": 1,
              "toughness": 1, "mana_cost": "{B}"}
    game = state(alice={"mana_pool": {"B": 1}, "hand": [{"id": "m", "card": "March of the Drowned"}],
                        "graveyard": [{"id": "p", "card": "Probe Pirate"}, {"id": "q", "card": "Probe Pirate"},
                                      {"id": "b", "card": "Probe Bear"}]})
    done = _run(game, [{"type": "cast", "card": "m", "choices": {"modes": [1], "targets": ["p", "q"]}},
                       {"type": "resolve"}], march, pirate, BEAR)
    assert [card["id"] for card in player_of(done, "alice")["hand"]] == ["p", "q"]
    with pytest.raises(IllegalAction):  # a Bear is no Pirate card
        _run(game, [{"type": "cast", "card": "m", "choices": {"modes": [1], "targets": ["p", "b"]}}], march, pirate,
             BEAR)


# --- "This spell has flash as long as you control a Merfolk." / "~ has flash as long as ..." (CR 702.8a, 601.3) --------

def test_702_8a_this_spell_has_flash_as_long_as_you_control_a_permanent() -> None:
    tide = mtgjson_full_definition("RIX", "Crashing Tide")
    assert tide["abilities"][0] == {"kind": "cast_as_though_flash", "spells": "self", "if_you_control": "permanent:Merfolk"}
    assert probe_support("~ has flash as long as an opponent has committed a crime this turn.") != "full"  # s30-modernb
    merfolk = {"name": "Probe Merfolk", "types": ["Creature"], "subtypes": ["Merfolk"], "power": 1, "toughness": 1,
               "mana_cost": "{U}"}

    def cast(field: list[dict[str, Any]]) -> dict[str, Any]:
        game = state(alice={"mana_pool": {"U": 1, "C": 2}, "hand": [{"id": "t", "card": "Crashing Tide"}]},
                     active_player="bob",
                     battlefield=[_on("b", "Probe Bear", "bob"), *field])
        return _run(game, [{"type": "cast", "card": "t", "choices": {"targets": ["b"]}}, {"type": "resolve"}], tide,
                    merfolk, BEAR)

    done = cast([_on("m", "Probe Merfolk")])  # in Bob's turn: only with flash
    assert _names(player_of(done, "bob")["hand"]) == ["Probe Bear"]
    with pytest.raises(IllegalAction):
        cast([])


# --- "Spend this mana only to cast kicked spells." (CR 106.6, 702.33d) ------------------------------------------------

def test_106_6_mana_spent_only_on_kicked_spells() -> None:
    druid = mtgjson_full_definition("DOM", "Elfhame Druid")
    assert druid["abilities"][1] == {"kind": "mana", "cost": "{T}", "add": "{G}{G}", "spend_only": "kicked_spells"}
    assert probe_support("{T}: Add {G}{G}. Spend this mana only to cast kicked creature spells.") != "full"
    growth = {"name": "Probe Growth", "types": ["Sorcery"], "mana_cost": "{G}", "abilities": [
        {"kind": "kicker", "cost": "{1}"}, {"kind": "spell", "effect": {"kind": "gain_life", "amount": 1, "player": "you"}}]}
    game = state(alice={"hand": [{"id": "s", "card": "Probe Growth"}]}, battlefield=[_on("d", "Elfhame Druid")])
    tap = {"type": "tap_for_mana", "permanent": "d", "ability": 1}
    kicked = _run(game, [tap, {"type": "cast", "card": "s", "kicked": True}], druid, growth)
    assert kicked["state"]["stack"][0]["card"] == "Probe Growth"
    assert "restricted_mana" not in player_of(kicked, "alice")  # both {G} spent on the kicked spell
    with pytest.raises(IllegalAction):  # not kicked: the restricted mana can't pay for it
        _run(game, [tap, {"type": "cast", "card": "s"}], druid, growth)


# --- "Add six {G}." and "Spend this mana only to cast creature spells or activate abilities of creatures." (CR 106.1,
# 106.6, 109.2) ---------------------------------------------------------------------------------------------------------

def test_106_6_mana_for_creature_spells_or_abilities_of_creatures() -> None:
    castle = mtgjson_full_definition("ELD", "Castle Garenbrig")
    assert castle["abilities"][2] == {"kind": "mana", "cost": "{2}{G}{G}{T}", "add": "{G}{G}{G}{G}{G}{G}",
                                      "spend_only": "creature_spells_or_abilities"}
    assert probe_support("Add three {X}.", "Instant", None) != "full"
    pumper = {**BEAR, "name": "Probe Pumper", "abilities": [{"kind": "activated", "cost": "{G}{G}", "effect": {
        "kind": "pump", "target": "self", "power": 1, "toughness": 1, "duration": "end_of_turn"}}]}
    totem = {"name": "Probe Totem", "types": ["Artifact"], "mana_cost": "{1}", "abilities": [{"kind": "activated",
             "cost": "{G}{G}", "effect": {"kind": "draw", "amount": 1, "player": "you"}}]}
    growth = {"name": "Probe Growth", "types": ["Sorcery"], "mana_cost": "{G}{G}", "abilities": [
        {"kind": "spell", "effect": {"kind": "gain_life", "amount": 1, "player": "you"}}]}
    game = state(alice={"restricted_mana": [{"color": "G", "amount": 6, "only": "creature_spells_or_abilities"}],
                        "hand": [{"id": "g", "card": "Probe Growth"}, {"id": "b", "card": "Probe Bear"}]},
                 battlefield=[_on("p", "Probe Pumper"), _on("t", "Probe Totem")])
    done = _run(game, [{"type": "activate", "permanent": "p", "ability": 0}, {"type": "resolve"},
                       {"type": "cast", "card": "b"}], pumper, totem, growth, BEAR)
    assert _pt(done, "p") == (3, 3) and done["state"]["stack"][0]["card"] == "Probe Bear"
    assert player_of(done, "alice")["restricted_mana"] == [
        {"color": "G", "amount": 2, "only": "creature_spells_or_abilities"}]
    with pytest.raises(IllegalAction):  # an artifact's ability: not a creature's
        _run(game, [{"type": "activate", "permanent": "t", "ability": 0}], pumper, totem, growth, BEAR)
    with pytest.raises(IllegalAction):  # a sorcery: not a creature spell
        _run(game, [{"type": "cast", "card": "g"}], pumper, totem, growth, BEAR)
