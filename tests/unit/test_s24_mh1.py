"""Session 24, group mh1 (docs/oracle-s24-mh1.md): Modern Horizons mechanics (storm, persist, ...) read from the real
cards' Oracle text, then played by the engine."""

from __future__ import annotations

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _on, _permanent

# --- storm (CR 702.40a) ------------------------------------------------------------------------------------------------

WEATHER = ("Weather the Storm", "Instant", "You gain 3 life.\nStorm (When you cast this spell, copy it for each spell cast "
           "before it this turn.)", "{1}{G}")


def test_702_40a_printed_storm_copies_the_spell_for_each_spell_cast_before_it() -> None:
    weather = read_full_definition(*WEATHER)
    assert weather["keywords"] == ["storm"]
    game = state(alice={"hand": [{"id": "w", "card": "Weather the Storm"}], "mana_pool": {"G": 1, "C": 1},
                        "spells_cast_this_turn": 2})
    done = _run(game, [{"type": "cast", "card": "w"}, *[{"type": "resolve"}] * 4], weather)
    assert len(events_of(done, "spell_copied")) == 2 and player_of(done, "alice")["life"] == 29
    game = state(alice={"hand": [{"id": "w", "card": "Weather the Storm"}], "mana_pool": {"G": 1, "C": 1}})
    done = _run(game, [{"type": "cast", "card": "w"}, *[{"type": "resolve"}] * 2], weather)
    assert not events_of(done, "spell_copied") and player_of(done, "alice")["life"] == 23


# --- persist (CR 702.79a) ----------------------------------------------------------------------------------------------

GOBLIN = ("Putrid Goblin", "Creature — Zombie Goblin", "Persist (When this creature dies, if it had no -1/-1 counters on "
          "it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)", "{1}{B}", ("2", "2"))
KILL = ("Kill Spell", "Instant", "Destroy target creature.", "{B}")


def test_702_79a_persist_returns_the_creature_once_with_a_minus_counter() -> None:
    goblin = read_full_definition(*GOBLIN)
    assert goblin["abilities"] == [{
        "kind": "triggered", "trigger": "dies", "dying": "creature:without_counter_-1/-1",
        "effect": {"kind": "return_died_to_battlefield", "with_counters": {"-1/-1": 1}}}]
    kill = read_full_definition(*KILL)
    hand = [{"id": "k1", "card": "Kill Spell"}, {"id": "k2", "card": "Kill Spell"}]
    game = state(alice={"hand": hand, "mana_pool": {"B": 2}}, battlefield=[_on("g", "Putrid Goblin", "bob")])
    done = _run(game, [{"type": "cast", "card": "k1", "choices": {"targets": ["g"]}}, {"type": "resolve"},
                       {"type": "resolve"}], goblin, kill)
    back = [p for p in done["state"]["battlefield"] if p["card"] == "Putrid Goblin"]
    assert len(back) == 1 and back[0]["counters"] == {"-1/-1": 1} and back[0]["controller"] == "bob"
    done = _run(done["state"], [{"type": "cast", "card": "k2", "choices": {"targets": [back[0]["id"]]}},
                                {"type": "resolve"}], goblin, kill)
    assert not done["state"]["stack"] and not done["state"]["battlefield"]  # it had a -1/-1 counter: no trigger


# --- "Activated abilities of artifacts can't be activated." (CR 602.5, 605.3) ------------------------------------------

OUPHE = ("Collector Ouphe", "Creature — Ouphe", "Activated abilities of artifacts can't be activated.", "{1}{G}", ("2", "2"))
TALISMAN = ("Probe Talisman", "Artifact", "{T}: Add {C}.\n{1}, {T}: Draw a card.", "{2}")
PROBE_ELF = ("Probe Elf", "Creature — Elf Druid", "{T}: Add {G}.", "{G}", ("1", "1"))


def test_602_5_activated_abilities_of_artifacts_cant_be_activated() -> None:
    ouphe = read_full_definition(*OUPHE)
    assert ouphe["abilities"] == [{"kind": "group_cant_activate", "affected": "all:artifact"}]
    cards = (ouphe, read_full_definition(*TALISMAN), read_full_definition(*PROBE_ELF))
    board = [_on("o", "Collector Ouphe", "bob"), _on("t", "Probe Talisman"), _on("e", "Probe Elf")]
    game = state(battlefield=board, alice={"mana_pool": {"C": 1}})
    with pytest.raises(IllegalAction, match="can't be activated") as refused:
        _run(game, [{"type": "tap_for_mana", "permanent": "t", "ability": 0}], *cards)
    assert "CR 605.3" in refused.value.cites
    with pytest.raises(IllegalAction, match="can't be activated"):
        _run(game, [{"type": "activate", "permanent": "t", "ability": 1}], *cards)
    tapped = _run(game, [{"type": "tap_for_mana", "permanent": "e", "ability": 0}], *cards)  # a creature's: it can
    assert player_of(tapped, "alice")["mana_pool"].get("G") == 1
    done = _run(state(battlefield=board[1:], alice={"mana_pool": {"C": 1}}),  # without the Ouphe it can
                [{"type": "activate", "permanent": "t", "ability": 1}, {"type": "resolve"}], *cards)
    assert len(player_of(done, "alice")["hand"]) == 1


# --- snow as a quality: "snow permanents you control", "nonsnow creatures" (CR 205.4g) ---------------------------------

SNOW_LAND = {"name": "Snow Forest", "types": ["Land"], "supertypes": ["Snow"], "subtypes": ["Forest"]}
SNOW_BEAR = {"name": "Snow Bear", "types": ["Creature"], "supertypes": ["Snow"], "power": 2, "toughness": 2}
DEAD_OF_WINTER = ("Dead of Winter", "Sorcery", "All nonsnow creatures get -X/-X until end of turn, where X is the number of "
                  "snow permanents you control.", "{2}{B}")
COATL = ("Ice-Fang Coatl", "Snow Creature — Snake", "Flash\nFlying\nWhen Ice-Fang Coatl enters the battlefield, draw a card."
         "\nIce-Fang Coatl has deathtouch as long as you control at least three other snow permanents.", "{G}{U}", ("1", "1"))


def test_205_4g_snow_permanents_are_counted_and_nonsnow_creatures_shrink() -> None:
    dead = read_full_definition(*DEAD_OF_WINTER)
    assert dead["abilities"][0]["effect"]["target"] == "all:creature:nonsnow"
    assert dead["abilities"][0]["effect"]["power"] == "count:permanent:snow:you_control"
    board = [_on("l1", "Snow Forest"), _on("l2", "Snow Forest"), _on("sb", "Snow Bear", "bob"), _on("b", "Bear", "bob")]
    game = state(alice={"hand": [{"id": "d", "card": "Dead of Winter"}], "mana_pool": {"B": 1, "C": 2}}, battlefield=board)
    done = _run(game, [{"type": "cast", "card": "d"}, {"type": "resolve"}], dead, SNOW_LAND, SNOW_BEAR, BEAR)
    assert _permanent(done, "b") is None and _permanent(done, "sb") is not None  # X = 2: the 2/2 nonsnow Bear dies


def test_611_3a_deathtouch_as_long_as_you_control_three_other_snow_permanents() -> None:
    coatl = read_full_definition(*COATL)
    assert coatl["abilities"][1]["as_long_as_you_control"] == "permanent:snow:other"
    for lands, has in ((3, True), (2, False)):
        board = [_on("c", "Ice-Fang Coatl"), *[_on(f"l{n}", "Snow Forest") for n in range(lands)], _on("b", "Bear")]
        done = _run(state(battlefield=board), [], coatl, SNOW_LAND, BEAR)
        assert ("deathtouch" in _permanent(done, "c")["characteristics"]["keywords"]) is has  # type: ignore[index]


TREEFOLK = ("Abominable Treefolk", "Snow Creature — Treefolk", "Trample\nAbominable Treefolk's power and toughness are each "
            "equal to the number of snow permanents you control.\nWhen Abominable Treefolk enters the battlefield, tap target "
            "creature an opponent controls. That creature doesn't untap during its controller's next untap step.",
            "{2}{G}{U}", ("*", "*"))


def test_604_3_power_and_toughness_equal_to_the_snow_permanents_you_control() -> None:
    treefolk = read_full_definition(*TREEFOLK)
    assert treefolk["abilities"][0] == {"kind": "pt_equal_to_count", "count": "permanents_you_control",
                                        "supertype": "Snow", "sets": "both"}
    board = [_on("t", "Abominable Treefolk"), _on("l1", "Snow Forest"), _on("l2", "Snow Forest"), _on("b", "Bear"),
             _on("l3", "Snow Forest", "bob")]
    done = _run(state(battlefield=board), [], treefolk, SNOW_LAND, BEAR)
    characteristics = _permanent(done, "t")["characteristics"]  # type: ignore[index]
    assert (characteristics["power"], characteristics["toughness"]) == (3, 3)  # itself and two snow lands: not bob's


# --- evoke (CR 702.74a) ------------------------------------------------------------------------------------------------

VESPERLARK = ("Vesperlark", "Creature — Elemental", "Flying\nWhen Vesperlark leaves the battlefield, return target creature "
              "card with power 1 or less from your graveyard to the battlefield.\nEvoke {1}{W} (You may cast this spell for "
              "its evoke cost. If you do, it's sacrificed when it enters the battlefield.)", "{2}{W}", ("2", "1"))


def test_702_74a_an_evoked_creature_is_sacrificed_as_it_enters() -> None:
    lark = read_full_definition(*VESPERLARK)
    assert lark["abilities"][1:] == [
        {"kind": "alternative_cost", "name": "evoke", "cost": "{1}{W}"},
        {"kind": "triggered", "trigger": "enters", "if_evoked": True, "effect": {"kind": "sacrifice", "target": "self"}}]
    game = state(alice={"hand": [{"id": "v", "card": "Vesperlark"}], "mana_pool": {"W": 1, "C": 1}})
    done = _run(game, [{"type": "cast", "card": "v", "alternative_cost": "evoke"}, {"type": "resolve"},
                       {"type": "resolve"}], lark)
    assert not done["state"]["battlefield"] and [c["card"] for c in player_of(done, "alice")["graveyard"]] == ["Vesperlark"]
    game = state(alice={"hand": [{"id": "v", "card": "Vesperlark"}], "mana_pool": {"W": 1, "C": 2}})
    done = _run(game, [{"type": "cast", "card": "v"}, {"type": "resolve"}], lark)  # its mana cost: it stays
    assert [p["card"] for p in done["state"]["battlefield"]] == ["Vesperlark"] and not done["state"]["stack"]


# --- suspend (CR 702.62a) ----------------------------------------------------------------------------------------------

FOOTFALLS = ("Crashing Footfalls", "Sorcery", "Suspend 4—{G} (Rather than cast this card from your hand, pay {G} and exile it "
             "with four time counters on it. At the beginning of your upkeep, remove a time counter. When the last is "
             "removed, cast it without paying its mana cost.)\nCreate two 4/4 green Rhino creature tokens with trample.", "")
KNIGHT = ("Knight of Old Benalia", "Creature — Human Knight", "Suspend 5—{W} (Rather than cast this card from your hand, you "
          "may pay {W} and exile it with five time counters on it. At the beginning of your upkeep, remove a time "
          "counter. When the last is removed, cast it without paying its mana cost. It has haste.)\nWhen Knight of Old "
          "Benalia enters the battlefield, other creatures you control get +1/+1 until end of turn.", "{3}{W}{W}", ("3", "3"))


def test_702_62a_suspend_exiles_the_card_with_time_counters_as_a_special_action() -> None:
    footfalls = read_full_definition(*FOOTFALLS)
    assert footfalls["abilities"][0] == {"kind": "suspend", "time_counters": 4, "cost": "{G}"}
    game = state(alice={"hand": [{"id": "f", "card": "Crashing Footfalls"}], "mana_pool": {"G": 1}})
    done = _run(game, [{"type": "suspend", "card": "f"}], footfalls)
    assert player_of(done, "alice")["exile"] == [{"id": "f", "card": "Crashing Footfalls", "time_counters": 4}]
    assert not done["state"]["stack"] and events_of(done, "suspended")[0]["time_counters"] == 4
    with pytest.raises(IllegalAction, match="main phase"):  # a sorcery's timing (CR 702.62a)
        _run(state(step="upkeep", alice={"hand": [{"id": "f", "card": "Crashing Footfalls"}], "mana_pool": {"G": 1}}),
             [{"type": "suspend", "card": "f"}], footfalls)


def test_702_62a_the_last_time_counter_removed_casts_it_without_paying_and_a_creature_has_haste() -> None:
    footfalls = read_full_definition(*FOOTFALLS)
    game = state(step="untap", alice={"exile": [{"id": "f", "card": "Crashing Footfalls", "time_counters": 2}]})
    done = _run(game, [{"type": "next_step"}, {"type": "resolve"}], footfalls)
    assert player_of(done, "alice")["exile"][0]["time_counters"] == 1 and not done["state"]["stack"]
    game = state(step="untap", alice={"exile": [{"id": "f", "card": "Crashing Footfalls", "time_counters": 1}]})
    done = _run(game, [{"type": "next_step"}, {"type": "resolve"}, {"type": "resolve", "choices": {"chosen": ["f"]}},
                       {"type": "resolve"}], footfalls)
    rhinos = [p for p in done["state"]["battlefield"] if p["is_token"]]
    assert len(rhinos) == 2 and [c["card"] for c in player_of(done, "alice")["graveyard"]] == ["Crashing Footfalls"]
    knight = read_full_definition(*KNIGHT)
    game = state(step="untap", alice={"exile": [{"id": "k", "card": "Knight of Old Benalia", "time_counters": 1}]})
    done = _run(game, [{"type": "next_step"}, {"type": "resolve"}, {"type": "resolve", "choices": {"chosen": ["k"]}},
                       {"type": "resolve"}], knight)
    assert "haste" in _permanent(done, "k")["characteristics"]["keywords"]  # type: ignore[index]


# --- cascade (CR 702.85a) ----------------------------------------------------------------------------------------------

CASCADER = ("Probe Cascader", "Sorcery", "Cascade (When you cast this spell, exile cards from the top of your library until "
            "you exile a nonland card that costs less. You may cast it without paying its mana cost. Put the exiled cards "
            "on the bottom of your library in a random order.)\nYou gain 1 life.", "{3}{R}")
ROOT = {"name": "Root Land", "types": ["Land"]}
OGRE = {"name": "Big Ogre", "types": ["Creature"], "mana_cost": "{4}{R}", "power": 5, "toughness": 5}
GROWTH = ("Growth Spell", "Sorcery", "You gain 5 life.", "{1}{G}")


def test_702_85a_cascade_exiles_until_a_cheaper_nonland_card_casts_it_free_and_bottoms_the_rest() -> None:
    cascader = read_full_definition(*CASCADER)
    assert cascader["keywords"] == ["cascade"]
    growth = read_full_definition(*GROWTH)
    library = [{"id": "l1", "card": "Root Land"}, {"id": "o", "card": "Big Ogre"}, {"id": "g", "card": "Growth Spell"},
               {"id": "l2", "card": "Root Land"}]
    game = state(alice={"hand": [{"id": "c", "card": "Probe Cascader"}], "mana_pool": {"R": 1, "C": 3},
                        "library": library})
    cards = (cascader, growth, ROOT, OGRE)
    done = _run(game, [{"type": "cast", "card": "c"}, {"type": "resolve", "choices": {"chosen": ["g"]}},
                       {"type": "resolve"}, {"type": "resolve"}], *cards)
    alice = player_of(done, "alice")
    assert alice["life"] == 26 and not alice["exile"]  # Growth Spell cast free (5), then the cascader (1)
    assert [c["id"] for c in alice["library"][:1]] == ["l2"] and {c["id"] for c in alice["library"][1:]} == {"l1", "o"}
    assert events_of(done, "put_on_bottom")[0]["order"] == "random"
    done = _run(game, [{"type": "cast", "card": "c"}, {"type": "resolve"}, {"type": "resolve"}], *cards)  # declined
    alice = player_of(done, "alice")
    assert alice["life"] == 21 and {c["id"] for c in alice["library"][1:]} == {"l1", "o", "g"}


# --- "If it's not your turn, you may exile a <color> card from your hand rather than pay ~'s mana cost." (CR 118.9) --

DESPAIR = ("Force of Despair", "Instant", "If it's not your turn, you may exile a black card from your hand rather than pay "
           "this spell's mana cost.\nDestroy all creatures that entered the battlefield this turn.", "{1}{B}{B}")
BLACK_CARD = {"name": "Black Card", "types": ["Sorcery"], "mana_cost": "{B}"}


def test_118_9_exile_a_card_of_the_color_from_your_hand_instead_of_the_mana_cost_on_another_turn() -> None:
    despair = read_full_definition(*DESPAIR)
    assert despair["abilities"][0] == {"kind": "alternative_cost", "name": "exile_card_from_hand", "cost": "{0}",
                                       "exile_color": "B", "if_not_your_turn": True}
    hand = [{"id": "f", "card": "Force of Despair"}, {"id": "b", "card": "Black Card"}, {"id": "g", "card": "Bear"}]
    cast = {"type": "cast", "player": "alice", "card": "f", "alternative_cost": "exile_card_from_hand",
            "choices": {"exile_from_hand": ["b"]}}
    game = state(active_player="bob", alice={"hand": hand})
    done = _run(game, [cast], despair, BLACK_CARD, BEAR)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["exile"]] == ["b"] and done["state"]["stack"][0]["id"] == "f"
    with pytest.raises(IllegalAction, match="one card of color B"):
        _run(game, [{**cast, "choices": {"exile_from_hand": ["g"]}}], despair, BLACK_CARD, BEAR)
    with pytest.raises(IllegalAction, match="not alice's turn"):
        _run(state(alice={"hand": hand}), [cast], despair, BLACK_CARD, BEAR)


FIRST_SLIVER = ("The First Sliver", "Legendary Creature — Sliver", "Cascade (When you cast this spell, exile cards from the "
                "top of your library until you exile a nonland card that costs less. You may cast it without paying its mana "
                "cost. Put the exiled cards on the bottom of your library in a random order.)\nSliver spells you cast have "
                "cascade.", "{W}{U}{B}{R}{G}", ("7", "7"))
PROBE_SLIVER = {"name": "Probe Sliver", "types": ["Creature"], "subtypes": ["Sliver"], "mana_cost": "{2}{G}", "power": 2,
                "toughness": 2}


def test_702_85a_sliver_spells_you_cast_have_cascade() -> None:
    first = read_full_definition(*FIRST_SLIVER)
    assert first["keywords"] == ["cascade"] and first["abilities"] == [
        {"kind": "spells_you_cast_have_cascade", "subtype": "Sliver"}]
    hand = [{"id": "s", "card": "Probe Sliver"}, {"id": "b", "card": "Bear"}]
    game = state(alice={"hand": hand, "mana_pool": {"G": 2, "C": 3}, "library": [{"id": "g", "card": "Growth Spell"}]},
                 battlefield=[_on("first", "The First Sliver")])
    cards = (first, PROBE_SLIVER, read_full_definition(*GROWTH), BEAR)
    done = _run(game, [{"type": "cast", "card": "s"}, {"type": "resolve", "choices": {"chosen": ["g"]}}], *cards)
    assert events_of(done, "cast_during_resolution")[0]["card"] == "g"
    done = _run(game, [{"type": "cast", "card": "b"}], *cards)  # not a Sliver: no cascade
    assert [item["id"] for item in done["state"]["stack"]] == ["b"]
