"""Session 35, group mkm (docs/oracle-s35-mkm.md): Cases (CR 719.3, 702.169) and general constructions read from the real
Oracle text of the fixture sets (Murders at Karlov Manor, Wilds of Eldraine and others) and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import (
    mtgjson_full_definition,
    on_battlefield,
    permanent,
    player_of,
    probe_support,
    read_full_definition,
    state,
)
from tests.unit.conftest import run_with_cards as _run

NEXT = {"type": "next_step"}
ROCK = {"name": "Rock", "types": ["Artifact"]}
CASE = "Enchantment — Case"


def _ids(cards: list[dict[str, Any]]) -> list[str]:
    return [card["id"] for card in cards]


# --- Cases: "To solve — <condition>." (CR 719.3a) and "Solved — <ability>" (702.169, 719.3c) ---------------------------

def test_719_3a_a_case_is_solved_at_its_controllers_end_step_and_its_solved_ability_works_then() -> None:
    pulse = mtgjson_full_definition("MKM", "Case of the Crimson Pulse")
    to_solve, solved = pulse["abilities"][1], pulse["abilities"][2]
    assert to_solve == {"kind": "step_trigger", "step": "end", "whose": "yours", "effect": {"kind": "s35mkm_solve"},
                        "intervening_if": {"kind": "cards_in_hand", "hand_at_most": 0}, "condition": "s35mkm_unsolved"}
    assert solved["kind"] == "s35mkm_solved" and solved["abilities"][0]["step"] == "upkeep"
    library = [{"id": f"l{n}", "card": "Rock"} for n in range(4)]
    # an empty hand at the end step: the Case becomes solved (719.3a-b)
    game = state(step="postcombat_main", battlefield=[on_battlefield("c", "Case of the Crimson Pulse")],
                 alice={"library": library})
    ended = _run(game, [NEXT, {"type": "resolve"}], pulse, ROCK)
    assert permanent(ended, "c")["s35mkm_solved"] is True
    assert any(event["type"] == "s35mkm_case_solved" for event in ended["events"])
    # a card in hand: no trigger, not solved (the intervening "if", 603.4)
    held = state(step="postcombat_main", battlefield=[on_battlefield("c", "Case of the Crimson Pulse")],
                 alice={"library": library, "hand": [{"id": "h", "card": "Rock"}]})
    kept = _run(held, [NEXT], pulse, ROCK)
    assert "s35mkm_solved" not in permanent(kept, "c") and kept["state"]["stack"] == []
    # solved: its upkeep ability triggers (discard the hand, draw two); unsolved: it doesn't (702.169c)
    upkeep = state(step="untap", battlefield=[on_battlefield("c", "Case of the Crimson Pulse", s35mkm_solved=True)],
                   alice={"library": library, "hand": [{"id": "h", "card": "Rock"}]})
    drawn = _run(upkeep, [NEXT, {"type": "resolve"}], pulse, ROCK)
    alice = player_of(drawn, "alice")
    assert _ids(alice["graveyard"]) == ["h"] and len(alice["hand"]) == 2
    unsolved = {**upkeep, "battlefield": [on_battlefield("c", "Case of the Crimson Pulse")]}
    quiet = _run(unsolved, [NEXT], pulse, ROCK)
    assert quiet["state"]["stack"] == [] and _ids(player_of(quiet, "alice")["hand"]) == ["h"]
    # already solved: "To solve" doesn't trigger again (719.3a: "and this Case is not solved")
    again = state(step="postcombat_main",
                  battlefield=[on_battlefield("c", "Case of the Crimson Pulse", s35mkm_solved=True)],
                  alice={"library": library})
    assert _run(again, [NEXT], pulse, ROCK)["state"]["stack"] == []
    # near variants stay refused: a condition the reader doesn't know, a Solved ability the engine doesn't read from the
    # permanent, "Solved —" on a permanent that isn't a Case
    for text, type_line in (
            ("To solve — You have exactly seven cards in hand.", CASE),
            ("To solve — You control three or more artifacts.\nSolved — Creatures you control get +1/+0.", CASE),
            ("Solved — At the beginning of your upkeep, draw a card.", "Enchantment"),
            ("To solve — You control three or more artifacts. Draw a card.", CASE)):
        assert probe_support(text, type_line, None) != "full", text


# --- "Lands you control are every basic land type in addition to their other types." (CR 305.6, 205.1b, 613.1d) --------

GATE = {"name": "Probe Gate", "types": ["Land"], "subtypes": ["Gate"],
        "abilities": [{"kind": "mana", "cost": "{T}", "add": "{C}"}]}


def test_305_6_lands_you_control_are_every_basic_land_type_in_addition() -> None:
    dryad = mtgjson_full_definition("THB", "Dryad of the Ilysian Grove")
    every = {"kind": "s31cmd_lands_are", "lands": "yours", "land_type": "every_basic", "in_addition": True}
    assert every in dryad["abilities"]
    field = [on_battlefield("d", "Dryad of the Ilysian Grove"), on_battlefield("g", "Probe Gate"),
             on_battlefield("o", "Probe Gate", controller="bob")]
    # its controller's Gate is also each basic land type, with each intrinsic mana ability after its own (305.6)
    done = _run(state(battlefield=field), [{"type": "tap_for_mana", "permanent": "g", "ability": 5}], dryad, GATE)
    assert permanent(done, "g")["characteristics"]["subtypes"] == ["Gate", "Plains", "Island", "Swamp", "Mountain",
                                                                   "Forest"]
    assert player_of(done, "alice")["mana_pool"]["G"] == 1
    assert permanent(done, "o")["characteristics"]["subtypes"] == ["Gate"]  # an opponent's land is not
    # near variants stay refused: one player's lands set to a type (its abilities lost), an opponent's lands, a duration
    for text in ("Lands you control are every basic land type.", "Lands you control are Forests.",
                 "Lands your opponents control are every basic land type in addition to their other types.",
                 "Lands you control are every basic land type in addition to their other types until end of turn."):
        assert probe_support(text, "Enchantment", None) != "full", text


# --- "Whenever ~ is dealt damage, target opponent loses that much life." (CR 603.2, 608.2h, 120.3) ---------------------

SHOCK = {"name": "Probe Shock", "types": ["Instant"], "mana_cost": "{R}",
         "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "creature"}}]}


def test_603_2_whenever_it_is_dealt_damage_a_player_loses_that_much_life() -> None:
    servitor = mtgjson_full_definition("MKM", "Barbed Servitor")
    assert {"kind": "triggered", "trigger": "dealt_damage", "effect": {
        "kind": "lose_life", "amount": "that_much", "player": "target_opponent"}} in servitor["abilities"]
    game = state(battlefield=[on_battlefield("s", "Barbed Servitor")],
                 alice={"hand": [{"id": "shock", "card": "Probe Shock"}], "mana_pool": {"R": 1}})
    done = _run(game, [{"type": "cast", "card": "shock", "choices": {"targets": ["s"]}}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"targets": ["bob"]}}], servitor, SHOCK)
    assert player_of(done, "bob")["life"] == 18  # the 2 damage dealt (608.2h)
    # near variants stay refused: a count of something else, damage it deals, a threshold
    for text in ("Whenever ~ is dealt damage, target opponent loses that much life for each creature you control.",
                 "Whenever ~ deals damage, target opponent loses that much life.",
                 "Whenever ~ is dealt 3 or more damage, target opponent loses that much life."):
        assert probe_support(text) != "full", text


# --- "Until end of turn, target creature you control has base power and toughness 4/4 and gains flying and hexproof."
# (CR 613.4b, 613.1f, 611.2a) --------------------------------------------------------------------------------------------

BEAR = {"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2}


def test_613_4b_has_base_power_and_toughness_and_gains_keywords_until_end_of_turn() -> None:
    wings = mtgjson_full_definition("WOE", "Water Wings")
    assert [a["effect"]["kind"] for a in wings["abilities"]] == ["set_base_power_toughness", "pump"]
    game = state(battlefield=[on_battlefield("b", "Bear"), on_battlefield("o", "Bear", controller="bob")],
                 alice={"hand": [{"id": "w", "card": "Water Wings"}], "mana_pool": {"U": 2}})
    done = _run(game, [{"type": "cast", "card": "w", "choices": {"targets": ["b"]}}, {"type": "resolve"}], wings, BEAR)
    bear = permanent(done, "b")["characteristics"]
    assert (bear["power"], bear["toughness"]) == (4, 4) and {"flying", "hexproof"} <= set(bear["keywords"])
    other = permanent(done, "o")["characteristics"]
    assert (other["power"], other["toughness"]) == (2, 2) and "flying" not in other["keywords"]
    # near variants stay refused: no duration, another duration, several targets
    for text in ("Target creature has base power and toughness 4/4 and gains flying.",
                 "Until your next turn, target creature has base power and toughness 4/4 and gains flying.",
                 "Up to two target creatures have base power and toughness 4/4 and gain flying until end of turn."):
        assert probe_support(text, "Instant", None) != "full", text


# --- "{2}, {T}, Sacrifice ~: You gain life equal to its power." (CR 602.2b, 608.2h) ------------------------------------

def test_608_2h_sacrifice_it_you_gain_life_equal_to_its_power() -> None:
    ginger = mtgjson_full_definition("WOE", "Syr Ginger, the Meal Ender")
    gain = next(a for a in ginger["abilities"] if a["kind"] == "activated")
    assert gain["effect"] == {"kind": "gain_life", "amount": "source_power", "player": "you"}
    game = state(battlefield=[on_battlefield("g", "Syr Ginger, the Meal Ender", counters={"+1/+1": 2})],
                 alice={"mana_pool": {"C": 2}})
    index = ginger["abilities"].index(gain)
    done = _run(game, [{"type": "activate", "permanent": "g", "ability": index}, {"type": "resolve"}], ginger)
    assert player_of(done, "alice")["life"] == 25  # its power as it last existed: 3 and two counters (608.2h)
    assert done["state"]["battlefield"] == []
    # near variants stay refused: no sacrifice of ~ ("its" may be read later), after a target, its toughness
    for text in ("{T}: You gain life equal to its power.",
                 "Sacrifice ~: Target creature gets +1/+1 until end of turn. You gain life equal to its power.",
                 "{2}, Sacrifice ~: You gain life equal to its toughness."):
        assert probe_support(text) != "full", text


# --- "Whenever a Detective you control is turned face up, <effects>." (CR 708.8, 603.2) --------------------------------

SLEUTH = {"name": "Probe Sleuth", "types": ["Creature"], "subtypes": ["Detective"], "mana_cost": "{1}", "power": 1,
          "toughness": 1}
OX = {"name": "Probe Ox", "types": ["Creature"], "subtypes": ["Ox"], "mana_cost": "{1}", "power": 1, "toughness": 1}


def test_708_8_whenever_a_creature_of_a_type_you_control_is_turned_face_up() -> None:
    enforcer = mtgjson_full_definition("MKM", "Perimeter Enforcer")
    assert any(a.get("s35mkm_turned_face_up") == "creature:Detective" for a in enforcer["abilities"])
    assert mtgjson_full_definition("MKM", "Projektor Inspector")["abilities"]

    def turned(card: str, resolve: list[dict[str, Any]]) -> dict[str, Any]:
        game = state(battlefield=[on_battlefield("e", "Perimeter Enforcer"),
                                  on_battlefield("m", card, face_down=True, manifested=True)],
                     alice={"mana_pool": {"C": 1}})
        return _run(game, [{"type": "turn_face_up", "permanent": "m", "pay": "mana_cost"}, *resolve],
                    enforcer, SLEUTH, OX)

    pumped = permanent(turned("Probe Sleuth", [{"type": "resolve"}]), "e")["characteristics"]
    ox = turned("Probe Ox", [])
    plain = permanent(ox, "e")["characteristics"]
    assert ox["state"]["stack"] == []  # not a Detective: no trigger
    assert pumped["power"] == plain["power"] + 1 and pumped["toughness"] == plain["toughness"] + 1
    # near variants stay refused: a type that is no creature type, an opponent's creature
    for text in ("Whenever a Forest you control is turned face up, draw a card.",
                 "Whenever a creature an opponent controls is turned face up, draw a card."):
        assert probe_support(text) != "full", text


# --- "Activated abilities of creatures you control cost {X} less to activate, where X is ~'s power. This effect can't
# reduce the mana in that cost to less than one mana." (CR 602.2b, 601.2f, 118.7a, 208.1) ------------------------------

DRAWER = {"name": "Probe Drawer", "types": ["Creature"], "power": 1, "toughness": 1,
          "abilities": [{"kind": "activated", "cost": "{4}", "effect": {"kind": "draw", "amount": 1, "player": "you"}}]}


def test_602_2b_abilities_cost_x_less_where_x_is_its_power() -> None:
    agatha = mtgjson_full_definition("WOE", "Agatha of the Vile Cauldron")
    assert agatha["abilities"][0] == {"kind": "abilities_cost_less", "card_type": "creature", "generic": "source_power",
                                      "min_one_mana": True}

    def activate(counters: int, pool: dict[str, int]) -> dict[str, Any]:
        game = state(battlefield=[on_battlefield("a", "Agatha of the Vile Cauldron", counters={"+1/+1": counters}),
                                  on_battlefield("d", "Probe Drawer")], alice={"mana_pool": pool})
        return _run(game, [{"type": "activate", "permanent": "d", "ability": 0}], agatha, DRAWER)

    assert player_of(activate(2, {"C": 1}), "alice")["mana_pool"]["C"] == 0  # power 3: {4} -> {1}
    assert player_of(activate(0, {"C": 3}), "alice")["mana_pool"]["C"] == 0  # power 1: {4} -> {3}
    assert player_of(activate(9, {"C": 1}), "alice")["mana_pool"]["C"] == 0  # power 10: one mana is the floor
    with pytest.raises(IllegalAction):
        activate(0, {"C": 2})
    # near variants stay refused: its toughness, a fixed number of X
    for text in ("Activated abilities of creatures you control cost {X} less to activate, where X is ~'s toughness.",
                 "Activated abilities of creatures you control cost {2} less to activate, where X is ~'s power."):
        assert probe_support(text, "Enchantment", None) != "full", text


# --- "When ~ enters, create a 2/1 black Skeleton creature token and suspect it." (CR 701.60a, 608.2c, 111.1) ------------
# (the reader failed on it before: an AttributeError, the line refused)

def test_701_60a_create_a_creature_token_and_suspect_it() -> None:
    line = "When ~ enters, create a 2/1 black Skeleton creature token and suspect it."
    case = read_full_definition("Probe Case", "Enchantment — Case", line, "{B}")
    assert case["abilities"][0]["then_effects"] == [{"kind": "suspect", "target": "it"}]
    game = state(alice={"hand": [{"id": "c", "card": "Probe Case"}], "mana_pool": {"B": 1}})
    done = _run(game, [{"type": "cast", "card": "c"}, {"type": "resolve"}, {"type": "resolve"}], case)
    token = next(p for p in done["state"]["battlefield"] if p["id"] != "c")
    assert token.get("suspected") is True and "menace" in token["characteristics"]["keywords"]
    assert not permanent(done, "c").get("suspected")
    # a near variant stays refused: a target before it ("it" is then that target, not a creature here)
    assert probe_support("When ~ enters, tap target artifact and suspect it.", "Enchantment", None) != "full"
