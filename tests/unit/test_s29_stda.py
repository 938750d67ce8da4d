"""Session 29, group stda (docs/oracle-s29-stda.md): general constructions of the Standard sets of 2017-2019 (XLN RIX
DOM GRN RNA WAR ELD), each read from the real card's Oracle text in tests/fixtures/sets (MTGJSON), played by the engine,
and a near variant the reader must refuse."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, mtgjson_full_definition, permanent, player_of, probe_support, state
from tests.unit.conftest import mtgjson_full_definition as _real
from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import attack, block

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
WALKER = {"name": "Probe Walker", "types": ["Planeswalker"], "subtypes": ["Jace"], "loyalty": 3, "mana_cost": "{3}"}
BOLT = {"name": "Probe Bolt", "types": ["Instant"], "mana_cost": "{R}",
        "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}
RESOLVE = {"type": "resolve"}
NEXT = {"type": "next_step"}


# --- "Put two loyalty counters on a planeswalker you control." (CR 122.1, 306.5b, 608.2d) ----------------------------

def test_122_1_put_loyalty_counters_on_a_planeswalker_you_control() -> None:
    settle = _real("DOM", "Settle the Score")
    assert settle["abilities"][1]["effect"] == {"kind": "put_counters_chosen", "counter": "loyalty",
                                                "spec": "planeswalker:you_control", "amount": 2}
    field = [_on("b", "Probe Bear", "bob"), _on("w", "Probe Walker", counters={"loyalty": 3}),
             _on("x", "Probe Walker", "bob", counters={"loyalty": 3})]
    game = state(battlefield=field, alice={"hand": [{"id": "s", "card": "Settle the Score"}], "mana_pool": {"B": 2, "C": 2}})
    done = _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["b"]}}, RESOLVE], settle, BEAR, WALKER)
    assert permanent(done, "w")["counters"] == {"loyalty": 5}  # chosen as it resolves: one you control (608.2d)
    assert permanent(done, "x")["counters"] == {"loyalty": 3}
    assert "b" in [c["id"] for c in player_of(done, "bob")["exile"]]
    assert probe_support("Put two loyalty counters on a planeswalker an opponent controls.", "Sorcery", None) != "full"


# --- "Proliferate, then proliferate again." (CR 701.34a, 608.2c) ------------------------------------------------------

def test_701_34a_proliferate_then_proliferate_again() -> None:
    roalesk = _real("WAR", "Roalesk, Apex Hybrid")
    dies = roalesk["abilities"][-1]
    assert (dies["trigger"], dies["effect"], dies["then_effects"]) == ("dies", {"kind": "proliferate"},
                                                                       [{"kind": "proliferate"}])
    field = [_on("r", "Roalesk, Apex Hybrid", damage=4), _on("b", "Probe Bear", counters={"+1/+1": 1})]
    game = state(battlefield=field, alice={"hand": [{"id": "l", "card": "Probe Bolt"}], "mana_pool": {"R": 1}})
    done = _run(game, [{"type": "cast", "card": "l", "choices": {"targets": ["r"]}}, RESOLVE,
                       {"type": "resolve", "choices": {"chosen": ["b"]}}], roalesk, BEAR, BOLT)
    assert len(events_of(done, "proliferated")) == 2
    assert permanent(done, "b")["counters"] == {"+1/+1": 3}  # one counter each time (701.34a)
    assert probe_support("When ~ dies, proliferate, then proliferate twice.") != "full"
    assert probe_support("When ~ dies, proliferate, then draw a card again.") != "full"


# --- "the number of cards in your graveyard" (CR 404.1, 608.2h) -------------------------------------------------------

def test_608_2h_x_is_the_number_of_cards_in_your_graveyard() -> None:
    funeral = _real("ELD", "Festive Funeral")
    assert funeral["abilities"][0]["effect"] == {"kind": "pump", "target": "creature", "power": "graveyard_cards",
                                                 "toughness": "graveyard_cards", "duration": "end_of_turn",
                                                 "negated": True}
    graveyard = [{"id": "g1", "card": "Probe Bear"}, {"id": "g2", "card": "Lightning Bolt"}]
    game = state(battlefield=[_on("b", "Probe Bear", "bob", counters={"+1/+1": 1})],
                 alice={"hand": [{"id": "f", "card": "Festive Funeral"}], "graveyard": graveyard,
                        "mana_pool": {"B": 1, "C": 4}})
    done = _run(game, [{"type": "cast", "card": "f", "choices": {"targets": ["b"]}}, RESOLVE], funeral, BEAR)
    assert permanent(done, "b")["characteristics"]["power"] == 1  # 3/3 gets -2/-2: two cards, counted as it resolves
    more = _run(state(battlefield=game["battlefield"], alice={**game["players"][0], "graveyard": [
        *graveyard, {"id": "g3", "card": "Probe Bear"}]}), [{"type": "cast", "card": "f", "choices": {"targets": ["b"]}},
                                                            RESOLVE], funeral, BEAR)
    assert [c["id"] for c in player_of(more, "bob")["graveyard"]] == ["b"]
    assert probe_support("Target creature gets -X/-X until end of turn, where X is the number of cards in a graveyard.",
                         "Instant", None) != "full"


# --- "Whenever you cast an instant or sorcery spell, ~ gets +X/+0 until end of turn, where X is that spell's mana value."
# (CR 202.3, 601.2i, 608.2h) ------------------------------------------------------------------------------------------

SPARK = {"name": "Probe Spark", "types": ["Sorcery"], "mana_cost": "{X}{1}{R}",
         "abilities": [{"kind": "spell", "effect": {"kind": "gain_life", "amount": 1, "player": "you"}}]}


def test_202_3_x_is_that_spells_mana_value_in_a_cast_trigger() -> None:
    cyclops = _real("GRN", "Erratic Cyclops")
    assert cyclops["abilities"][0] == {"kind": "cast_trigger", "caster": "you", "spell_type_any_of": ["Instant", "Sorcery"],
                                       "effect": {"kind": "pump", "target": "self", "power": "that_spell_mana_value",
                                                  "toughness": 0, "duration": "end_of_turn"}}
    game = state(battlefield=[_on("c", "Erratic Cyclops")],
                 alice={"hand": [{"id": "s", "card": "Probe Spark"}], "mana_pool": {"R": 1, "C": 3}})
    done = _run(game, [{"type": "cast", "card": "s", "x": 2}, RESOLVE], cyclops, SPARK)
    assert permanent(done, "c")["characteristics"]["power"] == 4  # {X}{1}{R} with X 2: mana value 4 (202.3)
    assert [s["id"] for s in done["state"]["stack"]] == ["s"]  # the trigger resolved first (603.3)
    # only in a cast trigger's effect: no other trigger names "that spell"
    assert probe_support("Whenever ~ deals combat damage to a player, you gain life equal to that spell's mana value.") \
        != "full"
    assert probe_support("When ~ enters, ~ gets +X/+0 until end of turn, where X is that spell's mana value.") != "full"


# --- "~ gets +2/+2 for each Aura and Equipment attached to it." / "Equipped creature gets +1/+0 for each Equipment
# attached to it." (CR 301.5, 303.4, 613.4c) ---------------------------------------------------------------------------

AURA = {"name": "Probe Aura", "types": ["Enchantment"], "subtypes": ["Aura"], "mana_cost": "{W}",
        "abilities": [{"kind": "enchant", "target": "creature"}]}
EQUIPMENT = {"name": "Probe Equipment", "types": ["Artifact"], "subtypes": ["Equipment"], "mana_cost": "{1}"}


def test_613_4c_for_each_aura_and_equipment_attached_to_it() -> None:
    champion = _real("DOM", "Champion of the Flame")
    assert champion["abilities"] == [{"kind": "self_count_pump", "power": 2, "toughness": 2,
                                      "count": "auras_and_equipment_attached_to_it"}]
    gauntlets = mtgjson_full_definition("2XM", "Golem-Skin Gauntlets")
    assert gauntlets["abilities"][0] == {"kind": "attached_count_pump", "count": "equipment_attached_to_it",
                                         "toughness_each": 0}
    field = [_on("c", "Champion of the Flame"), _on("a", "Probe Aura", attached_to="c"),
             _on("e", "Probe Equipment", attached_to="c"), _on("b", "Probe Bear"),
             _on("x", "Probe Aura", "bob", attached_to="b"), _on("g", "Golem-Skin Gauntlets", attached_to="b"),
             _on("f", "Probe Equipment", attached_to="b")]
    done = _run(state(battlefield=field), [], champion, gauntlets, AURA, EQUIPMENT, BEAR)
    assert (permanent(done, "c")["characteristics"]["power"], permanent(done, "c")["characteristics"]["toughness"]) \
        == (5, 5)  # 1/1 and +2/+2 twice: an Aura and an Equipment
    assert (permanent(done, "b")["characteristics"]["power"], permanent(done, "b")["characteristics"]["toughness"]) \
        == (4, 2)  # two Equipment (the Gauntlets among them); bob's Aura is no Equipment
    assert probe_support("~ gets +2/+2 for each Aura you control attached to it.") != "full"
    assert probe_support("~ gets +1/+1 for each Vehicle attached to it.") != "full"
    assert probe_support("Each creature you control gets +2/+0 for each Equipment attached to it.") != "full"


# --- "Your opponents can't cast spells during your turn." (CR 101.2, 102.1, 102.2) ------------------------------------

def test_101_2_your_opponents_cant_cast_spells_during_your_turn() -> None:
    teferi = _real("WAR", "A-Teferi, Time Raveler")
    assert teferi["abilities"][0] == {"kind": "cant_cast_spells", "spells": "all", "opponents_during_your_turn": True}
    spark = {**SPARK, "types": ["Instant"]}
    hand = {"hand": [{"id": "s", "card": "Probe Spark"}], "mana_pool": {"R": 1, "C": 1}}
    field = [_on("t", "A-Teferi, Time Raveler", counters={"loyalty": 4})]
    cast = {"type": "cast", "card": "s", "x": 0}
    with pytest.raises(IllegalAction, match="Can't cast"):  # bob, on alice's turn
        _run(state(battlefield=field, bob=hand, priority_player="bob"), [{**cast, "player": "bob"}], teferi, spark)
    theirs = _run(state(battlefield=field, bob=hand, active_player="bob"), [{**cast, "player": "bob"}], teferi, spark)
    assert [s["id"] for s in theirs["state"]["stack"]] == ["s"]  # on bob's own turn he may (102.1)
    mine = _run(state(battlefield=field, alice=hand), [cast], teferi, spark)
    assert [s["id"] for s in mine["state"]["stack"]] == ["s"]  # its controller is not bound
    assert probe_support("Your opponents can't cast creature spells during your turn.") != "full"
    assert probe_support("Your opponents can't cast spells during their turn.") != "full"


# --- "Whenever ~ or another creature enters under your control, you gain life equal to that creature's toughness."
# (CR 603.6a, 608.2h) ---------------------------------------------------------------------------------------------------

def test_603_6a_self_or_another_creature_enters_that_creatures_toughness() -> None:
    avatar = _real("XLN", "Verdant Sun's Avatar")
    assert avatar["abilities"] == [{"kind": "triggered", "trigger": "group_enters",
                                    "entering_any_of": ["creature:other:you_control"],
                                    "effect": {"kind": "gain_life", "amount": "that_permanent_toughness",
                                               "player": "you"}, "or_self": True}]
    tall = {**BEAR, "name": "Probe Wall", "power": 0, "toughness": 4}
    game = state(battlefield=[_on("v", "Verdant Sun's Avatar")],
                 alice={"hand": [{"id": "w", "card": "Probe Wall"}], "mana_pool": {"G": 1, "C": 1}})
    done = _run(game, [{"type": "cast", "card": "w"}, RESOLVE, RESOLVE], avatar, tall)
    assert player_of(done, "alice")["life"] == 24  # the Wall's toughness
    itself = _run(state(alice={"hand": [{"id": "v", "card": "Verdant Sun's Avatar"}], "mana_pool": {"G": 2, "C": 5}}),
                  [{"type": "cast", "card": "v"}, RESOLVE, RESOLVE], avatar)
    assert player_of(itself, "alice")["life"] == 25  # ~ itself entering: its toughness 5
    theirs = _run(state(battlefield=[_on("v", "Verdant Sun's Avatar")],
                        bob={"hand": [{"id": "w", "card": "Probe Wall"}], "mana_pool": {"G": 1, "C": 1}},
                        active_player="bob"), [{"type": "cast", "card": "w", "player": "bob"}, RESOLVE], avatar, tall)
    assert player_of(theirs, "alice")["life"] == 20 and not theirs["state"]["stack"]  # not under your control
    assert probe_support("Whenever ~ or another creature enters under your control, that creature fights target "
                         "creature you don't control.") != "full"


# --- "{T}: Add an amount of {G} equal to ~'s power." (CR 106.1, 605.1a, 608.2h) -----------------------------------------

def test_106_1_add_an_amount_of_one_mana_symbol_equal_to_a_count() -> None:
    marwyn = _real("DOM", "Marwyn, the Nurturer")
    assert marwyn["abilities"][-1] == {"kind": "mana", "cost": "{T}", "add": "{G}", "amount": "source_power"}
    index = len(marwyn["abilities"]) - 1
    game = state(battlefield=[_on("m", "Marwyn, the Nurturer", counters={"+1/+1": 2})])
    done = _run(game, [{"type": "tap_for_mana", "permanent": "m", "ability": index}], marwyn)
    assert player_of(done, "alice")["mana_pool"]["G"] == 3  # 1/1 with two counters: its power 3 (608.2h)
    assert probe_support("{T}: Add an amount of {2} equal to ~'s power.") != "full"
    assert probe_support("{T}: Add an amount of {R} or {G} equal to ~'s power.") != "full"


# --- "Destroy target legendary permanent that's an artifact, creature, or enchantment." (CR 205.2a, 205.4a, 115.1) ----

def test_205_2a_target_permanent_thats_one_of_card_types() -> None:
    agent = _real("GRN", "Bounty Agent")
    index = len(agent["abilities"]) - 1
    assert agent["abilities"][index]["effect"] == {"kind": "destroy",
                                                   "target": "artifact_or_creature_or_enchantment:legendary"}
    hero = {**BEAR, "name": "Probe Hero", "supertypes": ["Legendary"]}
    place = {"name": "Probe Place", "types": ["Land"], "supertypes": ["Legendary"]}
    field = [_on("a", "Bounty Agent"), _on("h", "Probe Hero", "bob"), _on("b", "Probe Bear", "bob"),
             _on("p", "Probe Place", "bob")]
    activate = {"type": "activate", "permanent": "a", "ability": index}
    done = _run(state(battlefield=field), [{**activate, "choices": {"targets": ["h"]}}, RESOLVE], agent, hero, BEAR,
                place)
    assert [c["id"] for c in player_of(done, "bob")["graveyard"]] == ["h"]
    for wrong in ("b", "p"):  # not legendary; a legendary land is none of those card types
        with pytest.raises(IllegalAction):
            _run(state(battlefield=field), [{**activate, "choices": {"targets": [wrong]}}], agent, hero, BEAR, place)
    assert probe_support("{T}: Destroy target permanent that's an artifact, creature, and enchantment.") != "full"


# --- "As long as you control two or more Gates, ..." / "if you control ten or more Treasures" (CR 205.3g, 205.3i,
# 611.3a, 603.4) --------------------------------------------------------------------------------------------------------

GATE = {"name": "Probe Gate", "types": ["Land"], "subtypes": ["Gate"]}
TREASURE = {"name": "Probe Treasure", "types": ["Artifact"], "subtypes": ["Treasure"]}


def test_205_3_you_control_n_or_more_of_a_noncreature_subtype() -> None:
    ram, revel = _real("RNA", "Gatebreaker Ram"), _real("XLN", "Revel in Riches")
    assert ram["abilities"][1] == {"kind": "static_pump", "power": 0, "toughness": 0,
                                   "keywords": ["vigilance", "trample"], "affected": "self",
                                   "as_long_as_you_control": "permanent:Gate", "as_long_as_you_control_at_least": 2}
    assert revel["abilities"][1] == {"kind": "step_trigger", "step": "upkeep", "whose": "yours",
                                     "effect": {"kind": "win_game"}, "if_you_control": "permanent:Treasure",
                                     "if_you_control_at_least": 10}
    one = [_on("r", "Gatebreaker Ram"), _on("g1", "Probe Gate")]
    keywords = permanent(_run(state(battlefield=one), [], ram, GATE), "r")["characteristics"]["keywords"]
    assert "vigilance" not in keywords  # one Gate (and +1/+1 for it)
    two = permanent(_run(state(battlefield=[*one, _on("g2", "Probe Gate")]), [], ram, GATE), "r")
    assert {"vigilance", "trample"} <= set(two["characteristics"]["keywords"]) and two["characteristics"]["power"] == 4
    treasures = [_on(f"t{n}", "Probe Treasure") for n in range(10)]
    won = _run(state(step="untap", battlefield=[_on("v", "Revel in Riches"), *treasures]), [NEXT, RESOLVE], revel,
               TREASURE)
    assert player_of(won, "bob")["has_lost"]
    nine = _run(state(step="untap", battlefield=[_on("v", "Revel in Riches"), *treasures[1:]]), [NEXT], revel, TREASURE)
    assert not nine["state"]["stack"]  # the intervening "if" is false: no trigger (603.4)
    assert probe_support("As long as you control two or more Knights and Gates, ~ has vigilance.") != "full"


# --- "Counter target spell. Create X Treasure tokens, where X is that spell's mana value." (CR 608.2h, 202.3, 701.6a) -

def test_608_2h_that_spells_mana_value_after_counter_target_spell() -> None:
    swindle = _real("XLN", "Spell Swindle")
    assert swindle["abilities"] == [{"kind": "spell", "effect": {"kind": "counter", "target": "spell"}},
                                    {"kind": "spell", "effect": {"kind": "create_token", "token": "Treasure",
                                                                 "count": "its_mana_value"}}]
    game = state(alice={"hand": [{"id": "s", "card": "Probe Spark"}, {"id": "w", "card": "Spell Swindle"}],
                        "mana_pool": {"R": 1, "C": 6, "U": 2}})
    done = _run(game, [{"type": "cast", "card": "s", "x": 2},
                       {"type": "cast", "card": "w", "choices": {"targets": ["s"]}}, RESOLVE], swindle, SPARK)
    treasures = [p for p in done["state"]["battlefield"]
                 if (p["card"]["name"] if isinstance(p["card"], dict) else p["card"]) == "Treasure Token"]
    assert len(treasures) == 4  # {X}{1}{R} cast with X 2: mana value 4, as it last existed on the stack
    assert "s" in [c["id"] for c in player_of(done, "alice")["graveyard"]]
    assert probe_support("Counter target spell. Create X Treasure tokens, where X is that spell's mana value.",
                         "Instant", None) == "full"
    assert probe_support("Counter target creature spell. Draw a card. You gain life equal to that spell's mana value.",
                         "Instant", None) != "full"  # not right after the counter


# --- "Activate only during your turn and only if an opponent lost life this turn." (CR 602.5b, 102.1) ----------------

def test_602_5b_activate_only_during_your_turn_and_only_if() -> None:
    gutterbones = _real("RNA", "Gutterbones")
    index = len(gutterbones["abilities"]) - 1
    assert gutterbones["abilities"][index] == {"kind": "activated", "cost": "{1}{B}",
                                               "effect": {"kind": "return_self_from_graveyard", "to": "hand"},
                                               "activate_only": "your_turn", "activate_only_if": "opponent_lost_life"}

    def game(bob_lost: int, active: str = "alice") -> dict[str, Any]:
        made = state(active_player=active, priority_player="alice",
                     alice={"mana_pool": {"B": 1, "C": 1}, "graveyard": [{"id": "g", "card": "Gutterbones"}]})
        made["players"][1]["life_lost_this_turn"] = bob_lost
        return made

    activate = {"type": "activate", "permanent": "g", "ability": index, "player": "alice"}
    done = _run(game(2), [activate, RESOLVE], gutterbones)
    assert [c["id"] for c in player_of(done, "alice")["hand"]] == ["g"]
    for refused in (game(0), game(2, "bob")):  # no life lost; not alice's turn
        with pytest.raises(IllegalAction):
            _run(refused, [activate], gutterbones)
    assert probe_support("{1}{B}: Return ~ from your graveyard to your hand. Activate only during your turn and only if "
                         "you wibbled this turn.") != "full"


# --- "Whenever ~ becomes blocked, each creature blocking it gets -1/-1 until end of turn." (CR 509.1h, 613.4c) -------

def test_509_1h_each_creature_blocking_it_gets() -> None:
    wight = _real("RNA", "Plague Wight")
    assert wight["abilities"][0] == {"kind": "triggered", "trigger": "self_becomes_blocked",
                                     "effect": {"kind": "pump", "target": "all:creature:blocking_source", "power": -1,
                                                "toughness": -1, "duration": "end_of_turn"}}
    field = [_on("w", "Plague Wight"), _on("c", "Probe Bear"), _on("x", "Probe Bear", "bob"),
             _on("y", "Probe Bear", "bob"), _on("z", "Probe Bear", "bob")]
    game = state(step="declare_attackers", battlefield=field)
    done = _run(game, [attack("w", "c"), NEXT, block(("x", "w"), ("y", "w"), ("z", "c")), RESOLVE], wight, BEAR)
    assert [permanent(done, b)["characteristics"]["power"] for b in ("x", "y", "z")] == [1, 1, 2]  # only ~'s blockers
    assert probe_support("Whenever a creature you control becomes blocked, each creature blocking it gets -1/-1 until "
                         "end of turn.") != "full"


# --- "~ gets +1/+0 for each legendary creature you control." / "... for each basic Island you control." (CR 205.4a,
# 205.4c, 613.4c) --------------------------------------------------------------------------------------------------------

def test_205_4a_for_each_permanent_of_a_supertype_you_control() -> None:
    guard, djinn = _real("DOM", "Benalish Honor Guard"), _real("DOM", "Tempest Djinn")
    assert guard["abilities"] == [{"kind": "self_count_pump", "power": 1, "toughness": 0,
                                   "count": "creatures_you_control", "supertype": "Legendary"}]
    assert djinn["abilities"][-1] == {"kind": "self_count_pump", "power": 1, "toughness": 0,
                                      "count": "permanents_you_control", "subtype": "Island", "supertype": "Basic"}
    hero = {**BEAR, "name": "Probe Hero", "supertypes": ["Legendary"]}
    island = {"name": "Probe Island", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Island"]}
    isle = {"name": "Probe Isle", "types": ["Land"], "subtypes": ["Island"]}  # an Island that isn't basic
    field = [_on("g", "Benalish Honor Guard"), _on("d", "Tempest Djinn"), _on("h", "Probe Hero"), _on("b", "Probe Bear"),
             _on("x", "Probe Hero", "bob"), _on("i", "Probe Island"), _on("j", "Probe Island"), _on("k", "Probe Isle")]
    done = _run(state(battlefield=field), [], guard, djinn, hero, island, isle, BEAR)
    assert permanent(done, "g")["characteristics"]["power"] == 3  # 2/2 and one legendary creature you control
    assert permanent(done, "d")["characteristics"]["power"] == 2  # 0/4 and two basic Islands
    assert probe_support("~ gets +1/+1 for each other legendary creature you control.") != "full"


# --- "It gains haste until your next turn." (CR 611.2a, 613.1f, 500.1) ------------------------------------------------

def test_611_2a_keywords_gained_until_your_next_turn() -> None:
    bond = _real("WAR", "Bond of Revival")
    assert bond["abilities"][1]["effect"] == {"kind": "pump", "target": "it", "power": 0, "toughness": 0,
                                              "duration": "until_your_next_turn", "keywords": ["haste"]}
    game = state(alice={"hand": [{"id": "r", "card": "Bond of Revival"}], "graveyard": [{"id": "b", "card": "Probe Bear"}],
                        "mana_pool": {"B": 1, "C": 4}})
    done = _run(game, [{"type": "cast", "card": "r", "choices": {"targets": ["b"]}}, RESOLVE], bond, BEAR)
    assert permanent(done, "b")["characteristics"]["keywords"] == ["haste"]
    hasty = {**permanent(done, "b"), "controlled_since_turn": 3}
    hasty.pop("characteristics")
    later = state(turn=4, active_player="bob", step="end", battlefield=[hasty])
    cleanup = _run(later, [NEXT], BEAR)  # bob's cleanup: "until end of turn" effects end, this one doesn't (514.2)
    assert permanent(cleanup, "b")["characteristics"]["keywords"] == ["haste"]
    mine = _run(later, [NEXT, NEXT], BEAR)  # alice's next turn begins: it ends (611.2a)
    assert mine["state"]["active_player"] == "alice" and permanent(mine, "b")["characteristics"]["keywords"] == []
    assert probe_support("Until your next turn, target creature loses flying.", "Instant", None) != "full"


# --- "Whenever another creature enters, ~ deals 1 damage to that creature's controller." (CR 603.2, 608.2h) ----------

def test_608_2h_that_entering_creatures_controller() -> None:
    ferocidon = _real("XLN", "Rampaging Ferocidon")
    assert ferocidon["abilities"][-1] == {"kind": "triggered", "trigger": "permanent_enters", "entering": "creature:other",
                                          "effect": {"kind": "damage", "amount": 1, "target": "that_player"}}
    game = state(battlefield=[_on("f", "Rampaging Ferocidon")], active_player="bob",
                 bob={"hand": [{"id": "b", "card": "Probe Bear"}], "mana_pool": {"G": 1, "C": 1}})
    done = _run(game, [{"type": "cast", "card": "b", "player": "bob"}, RESOLVE, RESOLVE], ferocidon, BEAR)
    assert player_of(done, "bob")["life"] == 19 and player_of(done, "alice")["life"] == 20
    assert probe_support("Whenever another creature enters, that creature's controller loses 1 life.") != "full"


# --- "Enchanted creature gets -X/-0, where X is the number of cards in your graveyard." (CR 404.1, 613.4c) ----------

def test_613_4c_enchanted_creature_gets_minus_x_for_cards_in_your_graveyard() -> None:
    mutation = mtgjson_full_definition("EMN", "Spontaneous Mutation")
    assert mutation["abilities"][-1] == {"kind": "attached_count_pump", "count": "cards_in_your_graveyard",
                                         "power_each": -1, "toughness_each": 0}
    field = [_on("m", "Spontaneous Mutation", attached_to="b"), _on("b", "Probe Bear", "bob")]
    graveyard = [{"id": "g1", "card": "Probe Bear"}]
    done = _run(state(battlefield=field, alice={"graveyard": graveyard},
                      bob={"graveyard": [{"id": "x1", "card": "Probe Bear"}, {"id": "x2", "card": "Probe Bear"}]}),
                [], mutation, BEAR)
    assert (permanent(done, "b")["characteristics"]["power"], permanent(done, "b")["characteristics"]["toughness"]) \
        == (1, 2)  # the Aura's controller's graveyard: one card
    assert probe_support("~ gets -X/-0, where X is the number of cards in your graveyard.") != "full"
