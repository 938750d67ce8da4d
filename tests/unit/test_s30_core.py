"""Session 30, group core (docs/oracle-s30-core.md): general constructions of the core sets, each read from the real
Oracle text (tests/fixtures/sets/*.json, today's wording) and played by the engine; a near variant stays refused."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import (
    events_of,
    mtgjson_full_definition,
    on_battlefield,
    player,
    player_of,
    probe_support,
    read_full_definition,
    state,
)
from tests.unit.conftest import run_with_cards as _run

NEXT = {"type": "next_step"}


def _names(done: dict[str, Any]) -> list[str]:
    return [p["card"]["name"] if isinstance(p["card"], dict) else p["card"] for p in done["state"]["battlefield"]]


# --- "Flip a coin. If you lose the flip, <effect>." (CR 705.1, 705.2) -------------------------------------------------

def test_705_1_a_coin_flip_with_only_a_lost_outcome() -> None:
    wurm, crypt = mtgjson_full_definition("10E", "Scoria Wurm"), mtgjson_full_definition("2XM", "Mana Crypt")
    assert wurm["abilities"][0]["effect"] == {"kind": "flip_coin", "lost": {"kind": "return_to_hand", "target": "self"}}
    assert crypt["abilities"][0]["effect"] == {"kind": "flip_coin", "lost": {"kind": "damage", "amount": 3,
                                                                             "target": "you"}}
    # an outcome that targets is no plain effect of a flip (rules/coin_flip.py): refused
    assert probe_support("At the beginning of your upkeep, flip a coin. If you lose the flip, ~ deals 3 damage to any "
                         "target.") != "full"
    assert probe_support("At the beginning of your upkeep, flip a coin. If you lose the flip, return target creature "
                         "to its owner's hand.") != "full"
    game = state(step="untap", battlefield=[on_battlefield("w", "Scoria Wurm"), on_battlefield("c", "Mana Crypt")])
    for outcome, in_play, life in (("won", {"Scoria Wurm", "Mana Crypt"}, 20), ("lost", {"Mana Crypt"}, 17)):
        done = _run(game, [NEXT, {"type": "resolve", "choices": {"coin_flip": outcome}},
                           {"type": "resolve", "choices": {"coin_flip": outcome}}], wurm, crypt)
        assert [e["outcome"] for e in events_of(done, "coin_flipped")] == [outcome, outcome]
        assert set(_names(done)) == in_play
        assert player_of(done, "alice")["life"] == life
        if outcome == "lost":
            assert [c["card"] for c in player_of(done, "alice")["hand"]][-1:] == ["Scoria Wurm"]


# --- "At the beginning of each opponent's upkeep, ~ deals N damage to that player." (CR 603.2, 120.3) -----------------

def test_603_2_step_trigger_damage_to_that_player_is_the_active_opponent() -> None:
    imp = read_full_definition("Probe Imp", "Creature — Imp", "At the beginning of each opponent's upkeep, Probe Imp "
                               "deals 3 damage to that player.", "{2}{R}", ("2", "2"))
    assert imp["abilities"][0] == {"kind": "step_trigger", "step": "upkeep", "whose": "opponents",
                                   "effect": {"kind": "damage", "amount": 3, "target": "that_player"}}
    # "that player" of a step that belongs to no named player (your upkeep) names nobody: refused
    assert probe_support("At the beginning of your upkeep, ~ deals 3 damage to that player.") != "full"
    game = state(step="untap", active_player="bob", battlefield=[on_battlefield("i", "Probe Imp")])
    done = _run(game, [NEXT, {"type": "resolve"}], imp)
    assert player_of(done, "bob")["life"] == 17 and player_of(done, "alice")["life"] == 20
    mine = _run(state(step="untap", battlefield=[on_battlefield("i", "Probe Imp")]), [NEXT], imp)
    assert not mine["state"].get("stack")  # not on its controller's own upkeep


# --- "Target opponent reveals their hand. You choose a <card of any quality> from it [and exile that card]." (CR
# 701.20a, 608.2d, 701.9a, 406.2) ---------------------------------------------------------------------------------------

def test_608_2d_revealed_hand_choice_of_a_card_quality_and_joined_exile() -> None:
    zombie = mtgjson_full_definition("M14", "Lifebane Zombie")
    assert zombie["abilities"][0]["effect"] == {"kind": "reveal_choose_discard", "player": "target_opponent",
                                                "excluded_types": [], "quality": ["card:green_or_white:creature"],
                                                "exile": True}
    pick = read_full_definition("Probe Pick", "Sorcery", "Target opponent reveals their hand. You choose a "
                                "nonlegendary, nonland card from it. That player discards that card.", "{B}")
    assert pick["abilities"][0]["effect"]["quality"] == ["card:nonlegendary:nonland"]
    # "exile it" / "discard that card" after the choice name no engine instruction of this effect: refused
    assert probe_support("When ~ enters, target opponent reveals their hand. You choose a nonland card from it and "
                         "exile it.") != "full"
    assert probe_support("When ~ enters, target opponent reveals their hand. You choose a creature card from it and "
                         "discard that card.") != "full"
    game = state(alice={"hand": [{"id": "z", "card": "Lifebane Zombie"}], "mana_pool": {"B": 2, "C": 1}},
                 bob={"hand": [{"id": "g", "card": "Grizzly Bears"}, {"id": "n", "card": "Night Prowler"},
                               {"id": "c", "card": "Chatzuk, Mighty Guitarist"}]})
    cast = [{"type": "cast", "card": "z"}, {"type": "resolve", "choices": {"targets": ["bob"]}}]
    with pytest.raises(IllegalAction):  # a black creature card is neither green nor white
        _run(game, [*cast, {"type": "resolve", "choices": {"discard": ["n"]}}], zombie)
    done = _run(game, [*cast, {"type": "resolve", "choices": {"discard": ["c"]}}], zombie)
    assert [c["id"] for c in player_of(done, "bob")["hand"]] == ["g", "n"]
    assert [c["id"] for c in player_of(done, "bob")["exile"]] == ["c"] and not player_of(done, "bob")["graveyard"]
    bob = {"hand": [{"id": "g", "card": "Grizzly Bears"}, {"id": "b", "card": "Lightning Bolt"}]}
    discarded = _run(state(alice={"hand": [{"id": "p", "card": "Probe Pick"}], "mana_pool": {"B": 1}}, bob=bob),
                     [{"type": "cast", "card": "p", "choices": {"targets": ["bob"]}},
                      {"type": "resolve", "choices": {"discard": ["b"]}}], pick)
    assert [c["id"] for c in player_of(discarded, "bob")["graveyard"]] == ["b"]


# --- "Whenever ~ attacks, it deals N damage to the player or planeswalker it's attacking." (CR 506.3, 508.1b) --------

def test_508_1b_damage_to_the_player_or_planeswalker_it_is_attacking() -> None:
    spitter = mtgjson_full_definition("M20", "Scorch Spitter")
    assert spitter["abilities"][0] == {"kind": "triggered", "trigger": "attacks",
                                       "effect": {"kind": "damage", "amount": 1, "target": "s30core_attacked"}}
    # not an attacking creature's own ability: "it's attacking" names nothing
    assert probe_support("When ~ enters, it deals 1 damage to the player or planeswalker it's attacking.") != "full"
    walker = {"id": "pw", "controller": "bob", "owner": "bob", "counters": {"loyalty": 3},
              "card": {"name": "Walker", "types": ["Planeswalker"]}}
    for defending in ("bob", "pw"):
        game = state(step="declare_attackers", battlefield=[on_battlefield("s", "Scorch Spitter"), walker])
        done = _run(game, [{"type": "declare_attackers", "attackers": [{"id": "s", "defending": defending}]},
                           {"type": "resolve"}], spitter)
        pw = next(p for p in done["state"]["battlefield"] if p["id"] == "pw")
        assert (player_of(done, "bob")["life"], pw["counters"]["loyalty"]) == ((19, 3) if defending == "bob" else (20, 2))
    hellion = read_full_definition("Probe Hellion", "Creature — Devil", "Whenever a creature you control attacks, Probe "
                                   "Hellion deals 1 damage to the player or planeswalker it's attacking.", "{2}{R}",
                                   ("2", "2"))
    field = [on_battlefield("h", "Probe Hellion"), on_battlefield("b", "Grizzly Bears")]
    three = state(step="declare_attackers", battlefield=field, players=[player("alice"), player("bob"), player("carol")])
    done = _run(three, [{"type": "declare_attackers", "attackers": [{"id": "b", "defending": "carol"}]},
                        {"type": "resolve"}], hellion)
    assert [player_of(done, p)["life"] for p in ("alice", "bob", "carol")] == [20, 20, 19]  # the Bears' defender


# --- "... If that spell would be put into your graveyard this turn, exile it instead." (CR 608.2g, 614.1a, 500.2) ----

SHOCK = {"name": "Probe Shock", "types": ["Instant"], "mana_cost": "{R}", "colors": ["R"],
         "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}]}


def test_614_1a_free_graveyard_cast_exiled_if_put_into_graveyard_this_turn() -> None:
    dwellers = mtgjson_full_definition("C20", "Goblin Dark-Dwellers")
    assert dwellers["abilities"][-1]["effect"] == {"kind": "cast_from_graveyard_free",
                                                   "target": "card_in_your_graveyard:instant_or_sorcery:mana_value<=3"}
    # "this turn" after any other replacement than exile is still refused
    assert probe_support("When ~ enters, you may cast target instant card from your graveyard without paying its mana "
                         "cost. If that spell would be put into your graveyard this turn, put it on the bottom of your "
                         "library instead.") != "full"
    game = state(alice={"hand": [{"id": "d", "card": "Goblin Dark-Dwellers"}], "mana_pool": {"R": 2, "C": 3},
                        "graveyard": [{"id": "s", "card": "Probe Shock"}]})
    done = _run(game, [{"type": "cast", "card": "d"}, {"type": "resolve", "choices": {"targets": ["s"]}},
                       {"type": "resolve", "choices": {"chosen": ["s"], "targets": ["bob"]}}, {"type": "resolve"}],
                dwellers, SHOCK)
    alice = player_of(done, "alice")
    assert player_of(done, "bob")["life"] == 18 and [c["id"] for c in alice["exile"]] == ["s"] and not alice["graveyard"]


# --- "Untap all permanents you control during each other player's untap step." (CR 502.3) ----------------------------

def test_502_3_untap_your_permanents_during_each_other_players_untap_step() -> None:
    muse = mtgjson_full_definition("10E", "Seedborn Muse")
    assert muse["abilities"] == [{"kind": "s30core_untap_during_others", "what": "permanent"}]
    # another quality of what untaps is not read
    assert probe_support("Untap all creatures you control with flying during each other player's untap step.") != "full"
    field = [on_battlefield("m", "Seedborn Muse", tapped=True), on_battlefield("b", "Grizzly Bears", tapped=True),
             on_battlefield("o", "Grizzly Bears", "bob", tapped=True)]
    done = _run(state(step="end", battlefield=field), [{"type": "next_turn"}], muse)
    assert done["state"]["active_player"] == "bob"
    assert {p["id"]: p["tapped"] for p in done["state"]["battlefield"]} == {"m": False, "b": False, "o": False}
    bears = _run(state(step="end", battlefield=field[1:]), [{"type": "next_turn"}], muse)
    assert {p["id"]: p["tapped"] for p in bears["state"]["battlefield"]} == {"b": True, "o": False}


# --- "Reveal the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, put that card
# into your hand." (CR 701.20a, 608.2c) ----------------------------------------------------------------------------------

def test_701_20a_revealed_top_card_otherwise_into_your_hand() -> None:
    oracle = mtgjson_full_definition("C21", "Coiling Oracle")
    assert oracle["abilities"][0]["effect"] == {"kind": "reveal_top", "amount": 1, "quality": ["land"],
                                                "to": "battlefield", "otherwise": "hand"}
    # "you may put" is a choice reveal_top doesn't make: refused
    assert probe_support("When ~ enters, reveal the top card of your library. If it's a land card, put it onto the "
                         "battlefield. Otherwise, you may put that card into your hand.") != "full"
    forest = {"name": "Probe Forest", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Forest"]}
    for top, zone in (("Probe Forest", "battlefield"), ("Grizzly Bears", "hand")):
        game = state(alice={"hand": [{"id": "o", "card": "Coiling Oracle"}], "mana_pool": {"G": 1, "U": 1},
                            "library": [{"id": "t", "card": top}, {"id": "u", "card": "Grizzly Bears"}]})
        done = _run(game, [{"type": "cast", "card": "o"}, {"type": "resolve"}, {"type": "resolve"}], oracle, forest)
        ids = ([p["id"] for p in done["state"]["battlefield"]] if zone == "battlefield"
               else [c["id"] for c in player_of(done, "alice")["hand"]])
        assert "t" in ids and [c["id"] for c in player_of(done, "alice")["library"]] == ["u"]


# --- "If it's a land card, you may put it onto the battlefield tapped. If you don't put the card onto the battlefield,
# put it into your hand." (CR 608.2c) -------------------------------------------------------------------------------------

def test_608_2c_looked_at_card_not_put_onto_the_battlefield_goes_to_hand() -> None:
    reef = mtgjson_full_definition("M20", "Risen Reef")
    assert reef["abilities"][0]["effect"] == {"kind": "look_at_top", "amount": 1, "take": 1, "to": "battlefield_tapped",
                                              "rest": "hand", "optional": True, "quality": ["card:land"]}
    # the sentence without the look before it names no card: refused
    assert probe_support("When ~ enters, draw a card. If you don't put the card onto the battlefield, put it into your "
                         "hand.") != "full"
    forest = {"name": "Probe Forest", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Forest"]}
    for top, chosen, on_field in (("Probe Forest", ["t"], True), ("Probe Forest", [], False),
                                  ("Grizzly Bears", [], False)):
        game = state(alice={"hand": [{"id": "r", "card": "Risen Reef"}], "mana_pool": {"G": 1, "U": 1, "C": 1},
                            "library": [{"id": "t", "card": top}, {"id": "u", "card": "Grizzly Bears"}]})
        done = _run(game, [{"type": "cast", "card": "r"}, {"type": "resolve"},
                           {"type": "resolve", "choices": {"chosen": chosen}}], reef, forest)
        field = {p["id"]: p["tapped"] for p in done["state"]["battlefield"]}
        assert (field.get("t") is True) == on_field
        assert ("t" in [c["id"] for c in player_of(done, "alice")["hand"]]) != on_field
        assert [c["id"] for c in player_of(done, "alice")["library"]] == ["u"]


# --- "When ~ dies, shuffle it into its owner's library[, then scry 2]." (CR 400.7e, 701.24a) --------------------------

KILL = {"name": "Probe Kill", "types": ["Instant"], "mana_cost": "{B}", "colors": ["B"],
        "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}}]}


def test_701_24a_dying_card_shuffled_into_its_owners_library() -> None:
    cavalier = mtgjson_full_definition("M20", "Cavalier of Gales")
    trigger = next(a for a in cavalier["abilities"] if a.get("trigger") == "dies")
    assert trigger["effect"] == {"kind": "put_on_library", "target": "that_card", "position": "s27cmd_shuffled"}
    assert trigger["then_effects"] == [{"kind": "scry", "amount": 2}]
    # "it" that names no card a trigger event put somewhere: refused
    assert probe_support("When ~ enters, shuffle it into its owner's library.") != "full"
    game = state(battlefield=[on_battlefield("c", "Cavalier of Gales", "bob")],
                 alice={"hand": [{"id": "k", "card": "Probe Kill"}], "mana_pool": {"B": 1}})
    done = _run(game, [{"type": "cast", "card": "k", "choices": {"targets": ["c"]}}, {"type": "resolve"},
                       {"type": "resolve"}], cavalier, KILL)
    bob = player_of(done, "bob")
    assert not bob["graveyard"] and "c" in [card["id"] for card in bob["library"]] and len(bob["library"]) == 6
    assert any(e["player"] == "bob" for e in events_of(done, "library_shuffled"))
