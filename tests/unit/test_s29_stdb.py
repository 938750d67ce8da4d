"""Session 29, group stdb (docs/oracle-s29-stdb.md): general constructions read from the Standard sets of 2020-2021 (THB
to VOW), each read from the real card's Oracle text in tests/fixtures/sets (MTGJSON), played by the engine, and a near
variant the reader must refuse."""

from __future__ import annotations

import pytest

from app.engine.errors import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import (
    events_of,
    mtgjson_set,
    permanent,
    player_of,
    probe_support,
    state,
)
from tests.unit.conftest import mtgjson_full_definition as _real
from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import attack, block

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}

SHOCK = {"name": "Probe Shock", "types": ["Instant"], "mana_cost": "{R}", "colors": ["R"],
         "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "creature"}}]}


# --- "Target player reveals their hand. You choose a nonland card from it. That player discards that card [Exile that
# card]. <more sentences>" (CR 701.20a, 608.2d, 701.9a, 406.2, 608.2c) ------------------------------------------------

def test_701_20a_revealed_hand_choice_then_more_sentences() -> None:
    seize, humiliate, terrors = _real("2XM", "Thoughtseize"), _real("STX", "Humiliate"), _real("ISD", "Night Terrors")
    assert [a["effect"] for a in seize["abilities"]] == [
        {"kind": "reveal_choose_discard", "player": "target_player", "excluded_types": ["Land"]},
        {"kind": "lose_life", "amount": 2, "player": "you"}]
    assert humiliate["abilities"][1]["effect"] == {"kind": "put_counters_chosen", "counter": "+1/+1",
                                                   "spec": "creature:you_control"}
    assert terrors["abilities"][0]["effect"]["exile"] is True
    bob_hand = [{"id": "h1", "card": "Lightning Bolt"}, {"id": "h2", "card": "Forest"},
                {"id": "h3", "card": "Grizzly Bears"}]
    cards = (seize, humiliate, terrors, BEAR)
    game = state(alice={"hand": [{"id": "t", "card": "Thoughtseize"}, {"id": "u", "card": "Humiliate"},
                                 {"id": "n", "card": "Night Terrors"}],
                        "mana_pool": {"B": 3, "W": 1, "C": 2}},
                 bob={"hand": bob_hand}, battlefield=[_on("b", "Probe Bear")])
    done = _run(game, [{"type": "cast", "card": "t", "choices": {"targets": ["bob"]}},
                       {"type": "resolve", "choices": {"discard": ["h3"]}}], *cards)
    assert [c["id"] for c in player_of(done, "bob")["graveyard"]] == ["h3"]
    assert player_of(done, "alice")["life"] == 18  # then "You lose 2 life." (608.2c: in order)
    with pytest.raises(IllegalAction):  # "nonland": the Forest can't be chosen (608.2d)
        _run(game, [{"type": "cast", "card": "t", "choices": {"targets": ["bob"]}},
                    {"type": "resolve", "choices": {"discard": ["h2"]}}], *cards)
    countered = _run(game, [{"type": "cast", "card": "u", "choices": {"targets": ["bob"]}},
                            {"type": "resolve", "choices": {"discard": ["h1"]}}], *cards)
    assert [c["id"] for c in player_of(countered, "bob")["graveyard"]] == ["h1"]
    assert permanent(countered, "b")["counters"] == {"+1/+1": 1}
    exiled = _run(game, [{"type": "cast", "card": "n", "choices": {"targets": ["bob"]}},
                         {"type": "resolve", "choices": {"discard": ["h1"]}}], *cards)
    bob = player_of(exiled, "bob")
    assert [c["id"] for c in bob["exile"]] == ["h1"] and bob["graveyard"] == []  # exiled, not discarded (406.2)
    # the same body as a mode (Doomfall: "Exile that card."; 700.2)
    doomfall = _real("HOU", "Doomfall")
    assert doomfall["abilities"][0]["effect"]["modes"][1] == {"kind": "mode_sequence", "effects": [
        {"kind": "reveal_choose_discard", "player": "target_opponent", "excluded_types": ["Land"], "exile": True}]}
    moded = _run(state(alice={"hand": [{"id": "d", "card": "Doomfall"}], "mana_pool": {"B": 1, "C": 2}},
                       bob={"hand": bob_hand}),
                 [{"type": "cast", "card": "d", "choices": {"modes": [1], "targets": ["bob"]}},
                  {"type": "resolve", "choices": {"discard": ["h3"]}}], doomfall)
    assert [c["id"] for c in player_of(moded, "bob")["exile"]] == ["h3"]
    # a sentence after it that targets, or names "that player", is not read (the revealing player is its only target)
    assert probe_support("Target player reveals their hand. You choose a nonland card from it. That player discards "
                         "that card. That player loses 2 life.", "Sorcery", None) != "full"
    assert probe_support("Target player reveals their hand. You choose a nonland card from it. That player discards "
                         "that card. Target creature gets -1/-1 until end of turn.", "Sorcery", None) != "full"
    assert probe_support("Target player reveals their hand. You choose a nonland card from it. Exile that creature.",
                         "Sorcery", None) != "full"


def test_603_3d_enters_trigger_revealed_hand_choice() -> None:
    card = mtgjson_set("MH2")["Grief"]
    reading = read_card(CardFacts(name="Grief", mana_cost=card["manaCost"], type_line=card["type"],
                                  oracle_text=card["text"], power=card["power"], toughness=card["toughness"],
                                  keywords=tuple(card.get("keywords") or ())))
    assert reading.not_modelled == []  # its ETB line reads (s29-stdb); its evoke cost too since s30-mh (CR 702.74a)
    grief = dict(reading.definition or {})
    trigger = next(a for a in grief["abilities"] if a.get("trigger") == "enters")
    assert trigger["effect"] == {"kind": "reveal_choose_discard", "player": "target_opponent",
                                 "excluded_types": ["Land"]}
    game = state(alice={"hand": [{"id": "g", "card": "Grief"}], "mana_pool": {"B": 2, "C": 2}},
                 bob={"hand": [{"id": "h1", "card": "Lightning Bolt"}, {"id": "h3", "card": "Grizzly Bears"}]})
    done = _run(game, [{"type": "cast", "card": "g"}, {"type": "resolve", "choices": {"targets": ["bob"]}},
                       {"type": "resolve", "choices": {"discard": ["h1"]}}], grief)
    assert [c["id"] for c in player_of(done, "bob")["graveyard"]] == ["h1"]
    assert events_of(done, "hand_revealed")[-1]["player"] == "bob"
    with pytest.raises(IllegalAction):  # "target opponent": not its controller (115.1)
        _run(game, [{"type": "cast", "card": "g"}, {"type": "resolve", "choices": {"targets": ["alice"]}}], grief)
    assert probe_support("When ~ enters, each opponent reveals their hand. You choose a nonland card from it. That "
                         "player discards that card.") != "full"


# --- "Whenever another creature you control enters or dies, ..." (CR 603.2, 603.6a, 603.10a) --------------------------

def test_603_2_another_creature_enters_or_dies() -> None:
    daxos = _real("THB", "Daxos, Blessed by the Sun")
    assert [(a["trigger"], a.get("entering") or a.get("dying")) for a in daxos["abilities"] if a["kind"] == "triggered"] \
        == [("permanent_enters", "creature:other:you_control"), ("creature_dies", "creature:other:you_control")]
    game = state(battlefield=[_on("d", "Daxos, Blessed by the Sun"), _on("b", "Probe Bear")],
                 alice={"hand": [{"id": "g", "card": "Grizzly Bears"}, {"id": "l", "card": "Probe Shock"}],
                        "mana_pool": {"G": 2, "R": 1}})
    entered = _run(game, [{"type": "cast", "card": "g"}, {"type": "resolve"}, {"type": "resolve"}], daxos, BEAR, SHOCK)
    assert player_of(entered, "alice")["life"] == 21  # a creature entered under alice's control (603.6a)
    died = _run(game, [{"type": "cast", "card": "l", "choices": {"targets": ["b"]}},
                       {"type": "resolve"}, {"type": "resolve"}], daxos, BEAR, SHOCK)
    assert "b" in [c["id"] for c in player_of(died, "alice")["graveyard"]]
    assert player_of(died, "alice")["life"] == 21  # it died (603.10a: looks back)
    assert probe_support("Whenever another creature you control enters or dies, you gain 1 life. This ability "
                         "triggers only once each turn.") != "full"
    assert probe_support("Whenever another creature you control enters or leaves the battlefield, you gain 1 life.") \
        != "full"


# --- "Whenever ~ deals damage, <effect with 'that many'>" (CR 603.2, 120.1, 510.2, 608.2h, 701.17a) -------------------

def test_603_2_whenever_self_deals_damage_that_many() -> None:
    mystic, attendants = _real("THB", "Towering-Wave Mystic"), _real("VOW", "Olivia's Attendants")
    assert mystic["abilities"] == [{"kind": "triggered", "trigger": "deals_damage",
                                    "effect": {"kind": "mill", "amount": "that_much", "player": "target_player"}}]
    assert attendants["abilities"][0] == {"kind": "triggered", "trigger": "deals_damage",
                                          "effect": {"kind": "create_token", "token": "Blood", "count": "that_much"}}
    game = state(battlefield=[_on("m", "Towering-Wave Mystic")], step="declare_attackers")
    combat = [attack("m"), {"type": "pass_priority"}, {"type": "pass_priority"}, block(), {"type": "pass_priority"},
              {"type": "pass_priority"}, {"type": "resolve", "choices": {"targets": ["bob"]}}]
    milled = _run(game, combat, mystic)
    assert [(e["player"], e["amount"]) for e in events_of(milled, "milled")] == [("bob", 2)]  # its combat damage, 2
    # any damage: 1 to a creature, by its activated ability (not combat, not to a player)
    shot = _run(state(battlefield=[_on("a", "Olivia's Attendants"), _on("b", "Probe Bear", "bob")],
                      alice={"mana_pool": {"R": 1, "C": 2}}),
                [{"type": "activate", "permanent": "a", "ability": 1, "choices": {"targets": ["b"]}},
                 {"type": "resolve"}, {"type": "resolve"}], attendants, BEAR)
    assert [e["amount"] for e in events_of(shot, "damage_dealt")] == [1]
    blood = [e for e in events_of(shot, "entered_battlefield") if e["card"] == "Blood Token"]
    assert len(blood) == 1 and blood[0]["controller"] == "alice"  # that many: 1
    # no player is named by "deals damage": "that player" is not read; nor "that many" after an event of no amount
    assert probe_support("Whenever ~ deals damage, that player discards a card.") != "full"
    assert probe_support("Whenever ~ attacks, target player mills that many cards.") != "full"


# --- "<cost>, Sacrifice another creature: ... equal to the sacrificed creature's toughness / +X/+0, where X is the
# sacrificed creature's power" (CR 602.2b, 608.2h, 701.21a) -----------------------------------------------------------

OGRE = {"name": "Probe Ogre", "types": ["Creature"], "subtypes": ["Ogre"], "power": 3, "toughness": 4,
        "mana_cost": "{2}{R}", "colors": ["R"]}


def test_608_2h_activation_cost_sacrificed_creature_amounts() -> None:
    dina, poacher = _real("STX", "Dina, Soul Steeper"), _real("IKO", "Bushmeat Poacher")
    assert dina["abilities"][1]["effect"]["power"] == "sacrificed_power"
    assert poacher["abilities"][0]["effect"] == {"kind": "gain_life", "amount": "sacrificed_toughness",
                                                 "player": "you"}
    cards = (dina, poacher, BEAR, OGRE)
    game = state(battlefield=[_on("d", "Dina, Soul Steeper"), _on("p", "Bushmeat Poacher"), _on("b", "Probe Bear"),
                              _on("o", "Probe Ogre")], alice={"mana_pool": {"C": 2}})
    pumped = _run(game, [{"type": "activate", "permanent": "d", "ability": 1, "choices": {"sacrifice": ["o"]}},
                         {"type": "resolve"}], *cards)
    assert "o" in [c["id"] for c in player_of(pumped, "alice")["graveyard"]]
    assert permanent(pumped, "d")["characteristics"]["power"] == 1 + 3  # the Ogre's power as it last existed
    gained = _run(game, [{"type": "activate", "permanent": "p", "ability": 0, "choices": {"sacrifice": ["o"]}},
                         {"type": "resolve"}], *cards)
    alice = player_of(gained, "alice")
    assert alice["life"] == 24 and len(alice["hand"]) == 1  # its toughness 4, then a card
    small = _run(game, [{"type": "activate", "permanent": "p", "ability": 0, "choices": {"sacrifice": ["b"]}},
                        {"type": "resolve"}], *cards)
    assert player_of(small, "alice")["life"] == 22  # the Bear's 2
    with pytest.raises(IllegalAction):  # "another": not ~ itself (701.21a)
        _run(game, [{"type": "activate", "permanent": "p", "ability": 0, "choices": {"sacrifice": ["p"]}}], *cards)
    geralf = _real("VOW", "Geralf, Visionary Stitcher")  # "Create an X/X ... token, where X is ... toughness" (111.3)
    assert geralf["abilities"][1]["effect"]["stats_x"] == "sacrificed_toughness"
    zombie = _run(state(battlefield=[_on("g", "Geralf, Visionary Stitcher"), _on("o", "Probe Ogre")],
                        alice={"mana_pool": {"U": 1}}),
                  [{"type": "activate", "permanent": "g", "ability": 1, "choices": {"sacrifice": ["o"]}},
                   {"type": "resolve"}], geralf, OGRE)
    token = next(p for p in zombie["state"]["battlefield"] if p["id"] not in ("g", "o"))
    assert (token["characteristics"]["power"], token["characteristics"]["toughness"]) == (4, 4)
    # two sacrificed, ~ sacrificed, or no sacrifice at all: which one is meant is not one permanent of its cost
    assert probe_support("Sacrifice two creatures: You gain life equal to the sacrificed creature's power.") != "full"
    assert probe_support("{T}, Sacrifice ~: You gain life equal to the sacrificed creature's power.") != "full"
    assert probe_support("When ~ enters, you gain life equal to the sacrificed creature's power.") != "full"
    assert probe_support("Sacrifice an artifact: You gain life equal to the sacrificed creature's power.") != "full"


# --- "put that card" (today's Oracle wording of "put it") in a search by its controller and in a look at the top
# cards (CR 701.23a, 608.2c, 401.4) ---------------------------------------------------------------------------------

FOREST = {"name": "Probe Forest", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Forest"]}


def test_701_23a_put_that_card_searched_or_revealed() -> None:
    path = _real("TSR", "Path to Exile")
    old = probe_support("Exile target creature. Its controller may search their library for a basic land card, put it "
                        "onto the battlefield tapped, then shuffle.", "Instant", None)
    assert old == "full" and path["abilities"][1]["effect"] == {
        "kind": "search_library", "to": "battlefield_tapped", "quality": ["land:basic"], "player": "its_controller",
        "optional": True}
    wanderer = _real("THB", "Nessian Wanderer")
    assert wanderer["abilities"][-1]["effect"] == {
        "kind": "look_at_top", "amount": 3, "take": 1, "quality": ["card:land"], "optional": True, "reveal": True,
        "to": "hand", "rest": "bottom_random"}
    game = state(battlefield=[_on("b", "Probe Bear", "bob")],
                 alice={"hand": [{"id": "x", "card": "Path to Exile"}], "mana_pool": {"W": 1}},
                 bob={"library": [{"id": "bf", "card": "Probe Forest"}, {"id": "bb", "card": "Probe Bear"}]})
    cast = {"type": "cast", "card": "x", "choices": {"targets": ["b"]}}
    done = _run(game, [cast, {"type": "resolve", "choices": {"search": ["bf"]}}], path, BEAR, FOREST)
    assert [c["id"] for c in player_of(done, "bob")["exile"]] == ["b"]
    land = permanent(done, "bf")
    assert land["controller"] == "bob" and land["tapped"] is True  # its controller's, tapped (701.23a)
    with pytest.raises(IllegalAction):  # a basic land card only
        _run(game, [cast, {"type": "resolve", "choices": {"search": ["bb"]}}], path, BEAR, FOREST)
    # "that card" names one card: after "up to two", not read
    assert probe_support("When ~ enters, look at the top five cards of your library. You may reveal up to two creature "
                         "cards from among them and put that card into your hand. Put the rest on the bottom of your "
                         "library in a random order.") != "full"


# --- "At the beginning of each combat, ..." (CR 507.1, 603.2: the beginning of combat step of every turn) ------------

GIANT = {"name": "Probe Giant", "types": ["Creature"], "subtypes": ["Giant"], "power": 4, "toughness": 4,
         "mana_cost": "{3}{G}", "colors": ["G"]}


def test_507_1_at_the_beginning_of_each_combat() -> None:
    rider = _real("THB", "Stampede Rider")
    assert rider["abilities"][0] == {"kind": "step_trigger", "step": "beginning_of_combat", "whose": "each",
                                     "effect": {"kind": "pump", "target": "self", "power": 1, "toughness": 1,
                                                "duration": "end_of_turn"}, "if_you_control": "creature:power>=4"}
    base = int(mtgjson_set("THB")["Stampede Rider"]["power"])
    to_combat = [{"type": "pass_priority"}, {"type": "pass_priority"}, {"type": "resolve"}]
    for active in ("alice", "bob"):  # its controller's turn and an opponent's (each combat)
        game = state(battlefield=[_on("r", "Stampede Rider"), _on("g", "Probe Giant")], active_player=active)
        done = _run(game, to_combat, rider, GIANT)
        assert done["state"]["step"] == "beginning_of_combat"
        assert permanent(done, "r")["characteristics"]["power"] == base + 1
    without = _run(state(battlefield=[_on("r", "Stampede Rider"), _on("b", "Probe Bear")], active_player="bob"),
                   to_combat[:2], rider, BEAR)  # no creature with power 4 or greater: it doesn't trigger (603.4)
    assert without["state"]["stack"] == [] and permanent(without, "r")["characteristics"]["power"] == base
    assert probe_support("At the beginning of each combat on your turn, ~ gets +1/+1 until end of turn.") != "full"


# --- "At the beginning of the next end step, return that card to the battlefield under its owner's control [with a
# +1/+1 counter on it]." (today's wording of the trailing "... at the beginning of the next end step"; CR 603.7a, 610.3,
# 122.6) -------------------------------------------------------------------------------------------------------------

def test_603_7a_fronted_return_at_the_beginning_of_the_next_end_step() -> None:
    road = _real("EMN", "Long Road Home")
    trailing = ("Exile target creature. Return that card to the battlefield under its owner's control with a +1/+1 "
                "counter on it at the beginning of the next end step.")
    assert road["abilities"] == [{"kind": "spell", "effect": {"kind": "exile_then_return", "target": "creature",
                                                              "counter": "+1/+1"}}]
    assert probe_support(trailing, "Instant", None) == "full"  # the same reading as the older wording
    game = state(alice={"hand": [{"id": "r", "card": "Long Road Home"}], "mana_pool": {"W": 1, "C": 1}},
                 battlefield=[_on("b", "Probe Bear", "bob", tapped=True)])
    exiled = _run(game, [{"type": "cast", "card": "r", "choices": {"targets": ["b"]}}, {"type": "resolve"}],
                  road, BEAR)
    assert [c["id"] for c in player_of(exiled, "bob")["exile"]] == ["b"]
    back = _run(exiled["state"], [{"type": "next_turn"}, {"type": "resolve"}], road, BEAR)
    returned = permanent(back, "b")
    assert (returned["controller"], returned.get("tapped", False), returned["counters"]) == ("bob", False,
                                                                                            {"+1/+1": 1})
    # another delayed moment, or a return without an exile before it, is not read
    assert probe_support("Exile target creature. At the beginning of your next upkeep, return that card to the "
                         "battlefield under its owner's control.", "Instant", None) != "full"
    assert probe_support("At the beginning of the next end step, return target creature card to the battlefield under "
                         "its owner's control.", "Instant", None) != "full"


# --- "Draw a card if that creature has a +1/+1 counter on it." (CR 122.1, 608.2c, 608.2h) -----------------------------

def test_608_2c_rider_if_that_creature_has_a_counter() -> None:
    hunger = _real("ZNR", "Oblivion's Hunger")
    assert hunger["abilities"][1]["effect"] == {"kind": "if_condition", "condition": {
        "kind": "it_is", "specs": ["permanent:with_counter_+1/+1"]}, "effect": {"kind": "draw", "amount": 1,
                                                                                "player": "you"}}
    for counters, drawn in (({"+1/+1": 1}, 1), ({}, 0), ({"-1/-1": 1}, 0)):
        game = state(alice={"hand": [{"id": "h", "card": "Oblivion's Hunger"}], "mana_pool": {"B": 1, "C": 1}},
                     battlefield=[_on("b", "Probe Bear", counters=counters)])
        done = _run(game, [{"type": "cast", "card": "h", "choices": {"targets": ["b"]}}, {"type": "resolve"}],
                    hunger, BEAR)
        assert "indestructible" in permanent(done, "b")["characteristics"]["keywords"]
        assert len(player_of(done, "alice")["hand"]) == drawn  # only with a +1/+1 counter on it (122.1)
    assert probe_support("Draw a card if that creature has a +1/+1 counter on it.", "Instant", None) != "full"
    assert probe_support("Destroy all creatures. Draw a card if that creature has a +1/+1 counter on it.", "Sorcery",
                         None) != "full"
