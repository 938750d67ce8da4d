"""Session 33, group lib (docs/oracle-s33-lib.md): the library family (impulse draw, looking at and exiling the top of
a library) read in more of today's Oracle text, each from the real card's text and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import (
    events_of,
    mtgjson_full_definition,
    player_of,
    probe_support,
    run_with_cards,
    scryfall_full_definition,
    state,
)

ROGUE = {"name": "Probe Rogue", "types": ["Creature"], "subtypes": ["Rogue"], "power": 1, "toughness": 1,
         "mana_cost": "{B}", "colors": ["B"]}
LIBRARY = [{"id": "top", "card": "Grizzly Bears"}, {"id": "second", "card": "Forest"}]


def _on(object_id: str, card: str, controller: str = "alice") -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1}


# --- "If <condition>, exile the top card of your library. <you may play it ...>" (CR 608.2c, 601.2a) ----------------

def test_608_2c_an_impulse_draw_under_a_condition_happens_only_if_it_holds() -> None:
    fury, inferno = scryfall_full_definition("otj.json", "Outlaws' Fury"), mtgjson_full_definition("DSK", "Impossible "
                                                                                                     "Inferno")
    impulse = {"kind": "exile_top_may_play", "amount": 1, "until": "end_of_your_next_turn"}
    assert fury["abilities"][1]["effect"] == {
        "kind": "if_you_control", "condition": "permanent:Assassin_or_Mercenary_or_Pirate_or_Rogue_or_Warlock",
        "effect": impulse}
    assert inferno["abilities"][1]["effect"] == {"kind": "if_condition", "condition": {"kind": "s24emn_delirium"},
                                                 "effect": impulse}

    def cast(battlefield: list[dict[str, Any]]) -> dict[str, Any]:
        game = state(alice={"hand": [{"id": "f", "card": "Outlaws' Fury"}], "mana_pool": {"R": 3},
                            "library": list(LIBRARY)}, battlefield=battlefield)
        return run_with_cards(game, [{"type": "cast", "card": "f"}, {"type": "resolve"}], fury, ROGUE)

    outlaw = cast([_on("r", "Probe Rogue")])
    assert [card["id"] for card in player_of(outlaw, "alice")["exile"]] == ["top"]
    assert outlaw["state"]["play_from_exile"] == [{"card": "top", "player": "alice", "until": "end_of_your_next_turn",
                                                   "granted_turn": 3}]
    alone = cast([])  # no outlaw: nothing is exiled and nothing may be played (CR 608.2c)
    assert not player_of(alone, "alice")["exile"] and "play_from_exile" not in alone["state"]
    assert [e["effect"] for e in events_of(alone, "condition_not_met")] == ["exile_top_may_play"]
    # near variants still refused: "that card" after two cards exiled; "Choose one of them." under the condition
    assert probe_support("If you control an outlaw, exile the top two cards of your library. Until end of turn, you "
                         "may play that card.", "Instant", None) != "full"
    assert probe_support("If you control an outlaw, exile the top two cards of your library. Choose one of them. "
                         "Until end of turn, you may play that card.", "Instant", None) != "full"


# --- "You may play it [those cards] until your next end step." (CR 611.2a, 513.1) -----------------------------------

def test_513_1_until_your_next_end_step_ends_as_that_end_step_begins() -> None:
    haste = mtgjson_full_definition("FIN", "Haste Magic")
    assert haste["abilities"][1]["effect"] == {"kind": "exile_top_may_play", "amount": 1, "until": "your_next_end_step"}
    game = state(alice={"hand": [{"id": "h", "card": "Haste Magic"}], "mana_pool": {"R": 2},
                        "library": list(LIBRARY)}, battlefield=[_on("b", "Grizzly Bears")])
    cast = run_with_cards(game, [{"type": "cast", "card": "h", "choices": {"targets": ["b"]}}, {"type": "resolve"}],
                          haste)
    assert [p["until"] for p in cast["state"]["play_from_exile"]] == ["your_next_end_step"]
    steps = [{"type": "next_step"}] * 4  # main -> combat steps -> second main: the permission lasts
    main2 = run_with_cards(cast["state"], steps, haste)
    assert main2["state"]["step"] == "postcombat_main" and main2["state"]["play_from_exile"]
    ended = run_with_cards(main2["state"], [{"type": "next_step"}], haste)
    assert ended["state"]["step"] == "end" and "play_from_exile" not in ended["state"]
    assert "CR 513.1" in events_of(ended, "play_permission_ended")[0]["cites"]
    # granted during an opponent's turn, it lasts through that turn's end step to its player's own end step
    theirs = run_with_cards({**cast["state"], "active_player": "bob"}, [{"type": "next_step"}] * 5, haste)
    assert theirs["state"]["step"] == "end" and theirs["state"]["play_from_exile"]
    # near variants still refused: another step, "the end of your next end step"
    assert probe_support("Exile the top card of your library. You may play it until your next upkeep.", "Sorcery",
                         None) != "full"
    assert probe_support("Exile the top card of your library. You may play it until the end of your next end step.",
                         "Sorcery", None) != "full"


# --- "Look at the top N cards of your library. You may exile a <quality> card from among them. Put the rest on the
# bottom of your library in a random order. Until end of turn, you may cast the exiled card without paying its mana
# cost." (CR 608.2c, 406.3, 601.2a, 118.9) ---------------------------------------------------------------------------

LEGEND = {"name": "Probe Legend", "types": ["Creature"], "supertypes": ["Legendary"], "subtypes": ["Human"],
          "power": 3, "toughness": 3, "mana_cost": "{3}{G}", "colors": ["G"]}


def test_608_2c_a_card_exiled_from_among_those_looked_at_may_be_cast_as_the_text_says() -> None:
    djeru = mtgjson_full_definition("MOM", "Djeru and Hazoret")
    assert djeru["abilities"][1]["effect"] == {
        "kind": "look_at_top", "amount": 6, "take": 1, "quality": ["creature:legendary"], "optional": True,
        "to": "exile", "rest": "bottom_random",
        "s33lib_may_play": {"until": "end_of_turn", "cast_only": True, "without_paying_mana_cost": True}}
    library = [{"id": "bear", "card": "Grizzly Bears"}, {"id": "leg", "card": "Probe Legend"},
               {"id": "land", "card": "Forest"}, {"id": "deep", "card": "Forest"}]
    game = state(step="declare_attackers", battlefield=[_on("d", "Djeru and Hazoret")], alice={"library": library})
    attacked = run_with_cards(game, [{"type": "declare_attackers", "attackers": [{"id": "d", "defending": "bob"}]}],
                              djeru, LEGEND)
    with_bear = {"type": "resolve", "choices": {"chosen": ["bear"]}}
    with pytest.raises(IllegalAction):  # a card without the quality can't be exiled (CR 608.2c)
        run_with_cards(attacked["state"], [with_bear], djeru, LEGEND)
    done = run_with_cards(attacked["state"], [{"type": "resolve", "choices": {"chosen": ["leg"]}}], djeru, LEGEND)
    alice = player_of(done, "alice")
    assert [card["id"] for card in alice["exile"]] == ["leg"]
    assert sorted(card["id"] for card in alice["library"][-3:]) == ["bear", "deep", "land"]  # the rest at the bottom
    assert done["state"]["play_from_exile"] == [{"card": "leg", "player": "alice", "until": "end_of_turn",
                                                 "granted_turn": 3, "without_paying_mana_cost": True,
                                                 "cast_only": True}]
    main = {**done["state"], "step": "postcombat_main", "combat": None}
    cast = run_with_cards(main, [{"type": "cast", "card": "leg", "alternative_cost": "without_paying_mana_cost"}],
                          djeru, LEGEND)
    spell_cast = events_of(cast, "spell_cast")[0]
    assert spell_cast["from"] == "exile" and "CR 118.9" in spell_cast["cites"]
    declined = run_with_cards(attacked["state"], [{"type": "resolve", "choices": {"chosen": []}}], djeru, LEGEND)
    assert not player_of(declined, "alice")["exile"] and "play_from_exile" not in declined["state"]
    # near variants still refused: two cards exiled, no duration for the cast (cast while it resolves), a rest kept
    look = "Look at the top six cards of your library. "
    rest = " Put the rest on the bottom of your library in a random order. "
    for text in (look + "You may exile up to two creature cards from among them." + rest + "You may cast the exiled "
                 "card this turn.",
                 look + "You may exile a creature card from among them." + rest + "You may cast the exiled card "
                 "without paying its mana cost.",
                 look + "You may exile a creature card from among them. Put the rest into your hand. You may cast the "
                 "exiled card this turn."):
        assert probe_support(text, "Sorcery", None) != "full", text


# --- "Put one into your hand and the other into your graveyard." after "look at the top two cards" (CR 608.2c) -----

def test_608_2c_put_one_into_your_hand_and_the_other_into_your_graveyard() -> None:
    snoop = mtgjson_full_definition("MKM", "Faerie Snoop")
    assert snoop["abilities"][1] == {"kind": "triggered", "trigger": "turned_face_up", "effect": {
        "kind": "look_at_top", "amount": 2, "take": 1, "to": "hand", "rest": "graveyard"}}
    game = state(alice={"mana_pool": {"C": 1, "U": 2}, "library": [*LIBRARY, {"id": "third", "card": "Forest"}]},
                 battlefield=[{**_on("s", "Faerie Snoop"), "face_down": True}])
    done = run_with_cards(game, [{"type": "turn_face_up", "permanent": "s", "pay": "morph"},
                                 {"type": "resolve", "choices": {"chosen": ["second"]}}], snoop)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["hand"]] == ["second"] and [c["id"] for c in alice["graveyard"]] == ["top"]
    assert [c["id"] for c in alice["library"]] == ["third"]
    # near variants still refused: "the other" after three cards; the other elsewhere than the graveyard
    face_up = "When ~ is turned face up, look at the top {} cards of your library. Put one into your hand and the other {}."
    assert probe_support(face_up.format("three", "into your graveyard")) != "full"
    assert probe_support(face_up.format("two", "into exile")) != "full"


# --- "Whenever you cast an Adventure spell, you may copy it." (CR 205.3k, 707.10, 707.10c, 603.2) -------------------

DREADMAW = {"name": "Probe Dreadmaw", "mana_cost": "{4}{G}{G}", "types": ["Creature"], "subtypes": ["Dinosaur"],
            "power": 6, "toughness": 6}
ADVENTURER = {"name": "Probe Knight // Probe Chop", "layout": "adventure", "faces": [
    {"name": "Probe Knight", "types": ["Creature"], "subtypes": ["Human", "Knight"], "power": 2, "toughness": 2,
     "mana_cost": "{1}{W}"},
    {"name": "Probe Chop", "types": ["Instant"], "subtypes": ["Adventure"], "mana_cost": "{2}{W}",
     "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}}]}]}


def test_707_10_a_cast_trigger_of_a_spell_type_copies_that_instant_or_sorcery_spell() -> None:
    chancellor = mtgjson_full_definition("WOE", "Chancellor of Tales")
    assert chancellor["abilities"][0] == {"kind": "cast_trigger", "caster": "you", "spell_subtype": "Adventure",
                                          "effect": {"kind": "copy_spell", "target": "that_spell", "new_targets": True},
                                          "optional": True}
    game = state(alice={"hand": [{"id": "gk", "card": "Probe Knight // Probe Chop"}], "mana_pool": {"W": 3}},
                 battlefield=[_on("c", "Chancellor of Tales"), _on("w1", "Probe Dreadmaw", "bob"),
                              _on("w2", "Probe Dreadmaw", "bob")])
    cast = run_with_cards(game, [{"type": "cast", "card": "gk", "face": "adventure", "choices": {"targets": ["w1"]}}],
                          chancellor, DREADMAW, ADVENTURER)
    assert [item["kind"] for item in cast["state"]["stack"]] == ["triggered_ability", "spell"]
    done = run_with_cards(cast["state"], [{"type": "resolve", "choices": {"pay_optional_cost": True,
                                                                          "copy_targets": ["w2"]}},
                                          {"type": "resolve"}, {"type": "resolve"}], chancellor, DREADMAW, ADVENTURER)
    assert len(events_of(done, "spell_copied")) == 1
    names = [p["card"] for p in done["state"]["battlefield"]]
    assert names == ["Chancellor of Tales"]  # the copy destroyed w2, the Adventure w1 (CR 707.10c)
    assert [(c["id"], c.get("on_adventure")) for c in player_of(done, "alice")["exile"]] == [("gk", True)]  # 715.3d
    # near variants still refused: a creature type's spell may be a permanent spell (its copy a token, 707.10f)
    assert probe_support("Whenever you cast a Knight spell, you may copy it. You may choose new targets for the "
                         "copy.") != "full"
    assert probe_support("Whenever you cast an Adventure spell or a creature spell, copy that spell.") != "full"


# --- "Shuffle your library." and "Until end of turn, you may play that card without paying its mana cost." (CR
# 701.24a, 601.2a, 118.9) ---------------------------------------------------------------------------------------------

def test_701_24a_shuffle_your_library_then_a_free_impulse_draw() -> None:
    desire = mtgjson_full_definition("C21", "Mind's Desire")
    assert [a["effect"]["kind"] for a in desire["abilities"]] == ["shuffle", "exile_top_may_play"]
    assert desire["abilities"][1]["effect"] == {"kind": "exile_top_may_play", "amount": 1, "until": "end_of_turn",
                                                "without_paying_mana_cost": True}
    library = [{"id": f"l{n}", "card": "Grizzly Bears"} for n in range(6)]
    game = state(alice={"hand": [{"id": "d", "card": "Mind's Desire"}], "mana_pool": {"U": 2, "C": 4},
                        "library": library})
    done = run_with_cards(game, [{"type": "cast", "card": "d"}, {"type": "resolve"}, {"type": "resolve"}], desire)
    assert [e["player"] for e in events_of(done, "library_shuffled")] == ["alice"]  # storm copied it 0 times
    alice = player_of(done, "alice")
    exiled = [card["id"] for card in alice["exile"]]
    assert len(exiled) == 1 and len(alice["library"]) == 5
    assert done["state"]["play_from_exile"][0]["card"] == exiled[0]
    assert done["state"]["play_from_exile"][0]["without_paying_mana_cost"] is True
    cast = run_with_cards(done["state"], [{"type": "cast", "card": exiled[0],
                                           "alternative_cost": "without_paying_mana_cost"}], desire)
    assert "CR 118.9" in events_of(cast, "spell_cast")[0]["cites"]
    # near variants still refused: another player's library, a permission without its exile
    assert probe_support("Shuffle target player's library.", "Sorcery", None) != "full"
    assert probe_support("Until end of turn, you may play that card without paying its mana cost.", "Sorcery",
                         None) != "full"


# --- "Mill two cards. You may put a permanent card from among the milled cards into your hand." (CR 701.17a, 608.2c,
# 608.2d) -----------------------------------------------------------------------------------------------------------

def test_701_17a_a_card_from_among_the_milled_cards_only() -> None:
    seed = mtgjson_full_definition("MOM", "Seed of Hope")
    assert seed["abilities"][1]["effect"] == {
        "kind": "return_chosen_card_to_hand", "optional": True, "s33lib_milled": True,
        "spec": "card_in_your_graveyard:creature_or_artifact_or_enchantment_or_land_or_planeswalker_or_battle"}
    library = [{"id": "m1", "card": "Grizzly Bears"}, {"id": "m2", "card": "Forest"}, {"id": "kept", "card": "Forest"}]
    game = state(alice={"hand": [{"id": "s", "card": "Seed of Hope"}], "mana_pool": {"G": 2}, "library": library,
                        "graveyard": [{"id": "old", "card": "Grizzly Bears"}]})

    def cast(chosen: list[str]) -> dict[str, Any]:
        return run_with_cards(game, [{"type": "cast", "card": "s"},
                                     {"type": "resolve", "choices": {"chosen": chosen}}], seed)

    done = cast(["m1"])
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["hand"]] == ["m1"] and alice["life"] == 22
    assert sorted(c["id"] for c in alice["graveyard"]) == ["m2", "old", "s"]
    with pytest.raises(IllegalAction):  # a card already in the graveyard was not milled this way (CR 608.2c)
        cast(["old"])
    assert not player_of(cast([]), "alice")["hand"]  # "you may": none
    # near variants still refused: no mill before it, another player's mill
    assert probe_support("Draw a card. You may put a permanent card from among the milled cards into your hand.",
                         "Sorcery", None) != "full"
    assert probe_support("Target player mills two cards. You may put a permanent card from among the milled cards "
                         "into your hand.", "Sorcery", None) != "full"


# --- "You may put up to two <quality> cards from among them onto the battlefield. Put the rest ..." (CR 608.2c) -------

def test_608_2c_up_to_two_cards_from_among_those_looked_at_onto_the_battlefield() -> None:
    festival = mtgjson_full_definition("MID", "Storm the Festival")
    assert festival["abilities"][0]["effect"] == {
        "kind": "look_at_top", "amount": 5, "take": 2, "optional": True, "to": "battlefield", "rest": "bottom_random",
        "quality": ["creature_or_artifact_or_enchantment_or_land_or_planeswalker_or_battle:mana_value<=5"]}
    library = [{"id": "b1", "card": "Grizzly Bears"}, {"id": "b2", "card": "Grizzly Bears"},
               {"id": "f", "card": "Forest"}, {"id": "d", "card": "Probe Dreadmaw"}, {"id": "b3", "card": "Grizzly Bears"},
               {"id": "deep", "card": "Forest"}]
    game = state(alice={"hand": [{"id": "s", "card": "Storm the Festival"}], "mana_pool": {"G": 6},
                        "library": library})

    def cast(chosen: list[str]) -> dict[str, Any]:
        return run_with_cards(game, [{"type": "cast", "card": "s"},
                                     {"type": "resolve", "choices": {"chosen": chosen}}], festival, DREADMAW)

    done = cast(["b1", "f"])
    assert sorted(p["id"] for p in done["state"]["battlefield"]) == ["b1", "f"]
    assert player_of(done, "alice")["library"][0]["id"] == "deep"  # the rest under it
    for wrong in (["b1", "b2", "b3"], ["d"]):  # three cards; mana value 6 (CR 608.2c)
        with pytest.raises(IllegalAction):
            cast(wrong)
    # near variant still refused: more cards than those looked at
    assert probe_support("Look at the top five cards of your library. You may put up to six permanent cards from "
                         "among them onto the battlefield. Put the rest on the bottom of your library in a random "
                         "order.", "Sorcery", None) != "full"


# --- "exile that many cards from the top of your library. Until end of turn, you may cast spells from among those
# exiled cards." (CR 603.2, 608.2h, 601.2a) --------------------------------------------------------------------------

def test_608_2h_that_many_cards_exiled_and_cast_only() -> None:
    pillager = mtgjson_full_definition("AFC", "Dream Pillager")
    assert pillager["abilities"][-1]["effect"] == {"kind": "exile_top_may_play", "amount": "that_much",
                                                   "until": "end_of_turn", "cast_only": True}
    library = [{"id": f"c{n}", "card": "Grizzly Bears" if n % 2 else "Forest"} for n in range(6)]
    game = state(step="declare_attackers", battlefield=[_on("p", "Dream Pillager")], alice={"library": library})
    done = run_with_cards(game, [{"type": "declare_attackers", "attackers": [{"id": "p", "defending": "bob"}]},
                                 {"type": "next_step"}, {"type": "next_step"}, {"type": "resolve"}], pillager)
    power = int(pillager["power"])
    assert player_of(done, "bob")["life"] == 20 - power
    exiled = [c["id"] for c in player_of(done, "alice")["exile"]]
    assert exiled == [f"c{n}" for n in range(power)]  # as many cards as the damage dealt
    assert all(p["cast_only"] for p in done["state"]["play_from_exile"])  # a land among them can't be played
    main = {**done["state"], "step": "postcombat_main", "combat": None}
    with pytest.raises(IllegalAction):
        run_with_cards(main, [{"type": "play_land", "card": "c0"}], pillager)
    # near variants still refused: "that many" outside a damage trigger; "play" with "spells from among"
    assert probe_support("When ~ enters, exile that many cards from the top of your library. Until end of turn, you "
                         "may cast spells from among those exiled cards.") != "full"
    assert probe_support("Exile the top two cards of your library. Until end of turn, you may play spells from "
                         "among those exiled cards.", "Sorcery", None) != "full"
