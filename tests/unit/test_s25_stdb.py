"""Session 25, group stdb (docs/oracle-s25-stdb.md): lines of War of the Spark, Throne of Eldraine, Theros Beyond Death,
Ikoria and Zendikar Rising read by the s25-stdb grammar rules, each read from the real card's Oracle text in
tests/fixtures/sets (and a near variant the reader must refuse), then played by the engine."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, player_of, probe_support, state
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
        name=card.get("faceName", card["name"]), mana_cost=card.get("manaCost") or "", type_line=card["type"], oracle_text=card["text"],
        power=card.get("power"), toughness=card.get("toughness"), loyalty=card.get("loyalty"),
        keywords=tuple(card.get("keywords") or ()), layout=card.get("layout")))
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    definition: dict[str, Any] = reading.definition
    return definition


def _ability(definition: dict[str, Any], kind: str) -> dict[str, Any]:
    return next(a for a in definition["abilities"] if a["kind"] == kind)


def _on(object_id: str, card: str, controller: str = "alice") -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1}


WOLF = {"name": "Test Wolf", "mana_cost": "{1}{G}", "types": ["Creature"], "subtypes": ["Wolf"], "power": 2,
        "toughness": 2}
HUMAN = {"name": "Test Human", "mana_cost": "{1}{G}", "types": ["Creature"], "subtypes": ["Human"], "power": 2,
         "toughness": 2}


# --- "Each [other] <creature> you control enters with an additional +1/+1 counter on it." (CR 614.1c, 614.12) -------

def test_614_12_renata_grumgully_each_other_creature_enters_with_an_additional_counter() -> None:
    renata = _real("THB", "Renata, Called to the Hunt")
    assert _ability(renata, "others_enter_with_counters") == {
        "kind": "others_enter_with_counters", "entering": "creature:other:you_control", "counter": "+1/+1"}
    grumgully = _real("ELD", "Grumgully, the Generous")
    assert grumgully["abilities"] == [{"kind": "others_enter_with_counters",
                                       "entering": "creature:other:non-Human:you_control", "counter": "+1/+1"}]
    game = state(alice={"mana_pool": {"G": 4}, "hand": [{"id": "w", "card": "Test Wolf"}, {"id": "h", "card": "Test Human"}]},
                 battlefield=[_on("g", "Grumgully, the Generous")])
    done = _run(game, [{"type": "cast", "card": "w"}, {"type": "resolve"}, {"type": "cast", "card": "h"},
                       {"type": "resolve"}], grumgully, WOLF, HUMAN)
    assert permanent(done, "w")["counters"] == {"+1/+1": 1}  # a non-Human: one more counter
    assert not permanent(done, "h").get("counters")  # a Human: none
    assert "CR 614.12" in events_of(done, "entered_battlefield")[0]["cites"]
    # an opponent's creature entering is not one "you control"
    bob = state(active_player="bob", bob={"mana_pool": {"G": 2}, "hand": [{"id": "w", "card": "Test Wolf"}]},
                battlefield=[_on("g", "Grumgully, the Generous")])
    assert not permanent(_run(bob, [{"type": "cast", "card": "w", "player": "bob"}, {"type": "resolve"}],
                              grumgully, WOLF), "w").get("counters")


def test_614_12_arlinn_each_wolf_or_werewolf_you_control_includes_a_wolf_with_the_ability_itself() -> None:
    arlinn = _real("WAR", "Arlinn, Voice of the Pack")
    assert arlinn["abilities"][0] == {"kind": "others_enter_with_counters",
                                      "entering": "creature:you_control:Wolf_or_Werewolf", "counter": "+1/+1",
                                      "includes_self": True}
    # a Wolf creature with the same ability: its own static ability applies to it as it enters (CR 614.12)
    pack = {**WOLF, "name": "Test Pack Wolf", "abilities": [arlinn["abilities"][0]]}
    game = state(alice={"mana_pool": {"G": 4}, "hand": [{"id": "p", "card": "Test Pack Wolf"},
                                                        {"id": "h", "card": "Test Human"}]})
    done = _run(game, [{"type": "cast", "card": "p"}, {"type": "resolve"}, {"type": "cast", "card": "h"},
                       {"type": "resolve"}], pack, HUMAN)
    assert permanent(done, "p")["counters"] == {"+1/+1": 1}
    assert not permanent(done, "h").get("counters")
    # "each other Wolf" does not include itself; "each Wolf an opponent controls" is not read
    assert probe_support("Each other Wolf creature you control enters with an additional +1/+1 counter on it.") == "full"
    assert probe_support("Each creature an opponent controls enters with an additional +1/+1 counter on it.") != "full"


# --- "Each opponent loses 3 life. You gain life equal to the life lost this way." (CR 119.3, 608.2h) ------------------

def test_119_3_gray_merchant_drains_each_opponent_for_your_devotion_and_gains_the_life_lost() -> None:
    merchant = _real("THB", "Gray Merchant of Asphodel")
    assert merchant["abilities"] == [{"kind": "triggered", "trigger": "enters", "effect": {
        "kind": "lose_life", "amount": "devotion_B", "player": "each_opponent", "drain": True}}]
    game = state(alice={"mana_pool": {"B": 5}, "hand": [{"id": "m", "card": "Gray Merchant of Asphodel"}]},
                 battlefield=[_on("e", "Gray Merchant of Asphodel")])
    done = _run(game, [{"type": "cast", "card": "m"}, {"type": "resolve"}, {"type": "resolve"}], merchant)
    # devotion to black: {B}{B} twice = 4; Bob loses 4, Alice gains the 4 lost
    assert player_of(done, "bob")["life"] == 16 and player_of(done, "alice")["life"] == 24
    assert "CR 608.2h" in events_of(done, "life_gained")[-1]["cites"]
    # the life lost, not the life "to lose": a sorcery draining each opponent (Blood Tithe, M11)
    tithe = _real("M11", "Blood Tithe")
    assert tithe["abilities"][0]["effect"]["drain"] is True
    # "the life lost this way" after no life loss, or gained by another player: not read
    assert probe_support("When ~ enters, you gain life equal to the life lost this way.") != "full"
    assert probe_support("When ~ enters, each opponent loses 2 life. Target player gains life equal to the life lost "
                         "this way.") != "full"


# --- "Mill three cards, then you may return a creature card from your graveyard to your hand." (CR 608.2d) -----------

def test_608_2d_corpse_churn_mills_then_may_return_a_creature_card_even_one_just_milled() -> None:
    churn = _real("IKO", "Corpse Churn")
    assert [a["effect"] for a in churn["abilities"]] == [
        {"kind": "mill", "amount": 3, "player": "you"},
        {"kind": "return_chosen_card_to_hand", "spec": "card_in_your_graveyard:creature", "optional": True}]
    acolyte = _real("THB", "Acolyte of Affliction")  # "a permanent card": every permanent card type
    assert acolyte["abilities"][0]["then_effects"][0]["optional"] is True
    library = [{"id": f"l{n}", "card": "Grizzly Bears"} for n in range(4)]
    game = state(alice={"mana_pool": {"B": 1, "G": 1}, "hand": [{"id": "c", "card": "Corpse Churn"}], "library": library})
    cast = {"type": "cast", "card": "c"}
    # a card just milled is chosen: it goes to the hand
    done = _run(game, [cast, {"type": "resolve", "choices": {"chosen": ["l1"]}}], churn)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["hand"]] == ["l1"] and {c["id"] for c in alice["graveyard"]} == {"l0", "l2", "c"}
    # "you may": none chosen, none returned
    done = _run(game, [cast, {"type": "resolve", "choices": {"chosen": []}}], churn)
    assert player_of(done, "alice")["hand"] == []
    # a targeted return after "then you may" is another reading (not this one)
    assert probe_support("When ~ enters, mill two cards, then you may return target creature card from your graveyard "
                         "to your hand.") != "full"


# --- "Whenever ~ deals combat damage to a player, that player sacrifices a creature." (CR 603.2, 701.21a) ------------

def test_701_21a_demon_of_loathing_the_player_dealt_combat_damage_sacrifices_a_creature() -> None:
    demon = _real("THB", "Demon of Loathing")
    assert demon["abilities"][-1]["effect"] == {"kind": "edict", "player": "that_player", "what": "creature"}
    game = state(step="declare_attackers", battlefield=[_on("d", "Demon of Loathing"), _on("w", "Test Wolf", "bob"),
                                                        _on("h", "Test Human", "bob"), _on("x", "Test Human")])
    done = _run(game, [{"type": "declare_attackers", "attackers": [{"id": "d", "defending": "bob"}]},
                       {"type": "next_step"}, {"type": "declare_blockers", "blocks": []}, {"type": "next_step"},
                       {"type": "resolve", "choices": {"sacrifice": ["h"]}}], demon, WOLF, HUMAN)
    assert player_of(done, "bob")["life"] == 13  # 7 combat damage
    ids = {p["id"] for p in done["state"]["battlefield"]}
    assert ids == {"d", "w", "x"}  # Bob sacrificed the creature he chose; Alice's is untouched


# --- "Target creature fights another target creature." (CR 115.3, 701.14a) ------------------------------------------

def test_701_14a_clash_of_titans_two_targets_fight_and_the_second_is_another_creature() -> None:
    clash = _real("IKO", "Clash of Titans")
    assert [a["effect"] for a in clash["abilities"]] == [
        {"kind": "choose_target", "target": "creature"},
        {"kind": "fight", "by": "it", "target": "creature:other_target"}]
    big = {**WOLF, "name": "Test Big Wolf", "power": 5, "toughness": 5}
    game = state(alice={"mana_pool": {"R": 5}, "hand": [{"id": "c", "card": "Clash of Titans"}]},
                 battlefield=[_on("b", "Test Big Wolf", "bob"), _on("w", "Test Wolf", "bob")])
    # both targets may be the same player's creatures (neither is "you control")
    done = _run(game, [{"type": "cast", "card": "c", "choices": {"targets": ["b", "w"]}}, {"type": "resolve"}],
                clash, big, WOLF)
    assert {p["id"] for p in done["state"]["battlefield"]} == {"b"} and permanent(done, "b")["damage"] == 2
    # the same creature can't be both targets (CR 115.3)
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "cast", "card": "c", "choices": {"targets": ["b", "b"]}}], clash, big, WOLF)


# --- "Put a +1/+1 counter and a lifelink counter on target creature." (CR 122.1, 122.1b) ------------------------------

def test_122_1b_unexpected_fangs_puts_both_counters_on_the_one_target() -> None:
    fangs = _real("IKO", "Unexpected Fangs")
    assert [a["effect"] for a in fangs["abilities"]] == [
        {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "creature"},
        {"kind": "put_counters", "counter": "lifelink", "amount": 1, "target": "it"}]
    game = state(alice={"mana_pool": {"B": 2}, "hand": [{"id": "f", "card": "Unexpected Fangs"}]},
                 battlefield=[_on("w", "Test Wolf"), _on("h", "Test Human")])
    done = _run(game, [{"type": "cast", "card": "f", "choices": {"targets": ["w"]}}, {"type": "resolve"}], fangs, WOLF,
                HUMAN)
    wolf = permanent(done, "w")
    assert wolf["counters"] == {"+1/+1": 1, "lifelink": 1} and "lifelink" in wolf["characteristics"]["keywords"]
    assert not permanent(done, "h").get("counters")


# --- "Put a menace counter on a creature you control." (CR 608.2d, 122.1b) -------------------------------------------

def test_608_2d_blood_curdle_puts_a_menace_counter_on_a_creature_chosen_as_it_resolves() -> None:
    curdle = _real("IKO", "Blood Curdle")
    assert curdle["abilities"][1]["effect"] == {"kind": "put_counters_chosen", "counter": "menace",
                                                "spec": "creature:you_control"}
    game = state(alice={"mana_pool": {"B": 2, "G": 2}, "hand": [{"id": "c", "card": "Blood Curdle"}]},
                 battlefield=[_on("w", "Test Wolf"), _on("h", "Test Human"), _on("b", "Test Wolf", "bob"),
                              _on("b2", "Test Wolf", "bob")])
    cast = {"type": "cast", "card": "c", "choices": {"targets": ["b"]}}
    done = _run(game, [cast, {"type": "resolve", "choices": {"chosen": ["h"]}}], curdle, WOLF, HUMAN)
    assert "b" not in {p["id"] for p in done["state"]["battlefield"]}
    assert permanent(done, "h")["counters"] == {"menace": 1} and "menace" in permanent(done, "h")["characteristics"][
        "keywords"]
    assert not permanent(done, "w").get("counters")
    # not targeted: the default is the first creature Alice controls; an opponent's creature can't be chosen
    assert permanent(_run(game, [cast, {"type": "resolve"}], curdle, WOLF, HUMAN), "w")["counters"] == {"menace": 1}
    with pytest.raises(IllegalAction, match=r"choices\.chosen"):
        _run(game, [cast, {"type": "resolve", "choices": {"chosen": ["b2"]}}], curdle, WOLF, HUMAN)


# --- "When ~ dies, put it on the bottom of its owner's library." (CR 400.7e, 401.4) ------------------------------------

def test_400_7e_murderous_rider_the_card_it_became_goes_to_the_bottom_of_its_owners_library() -> None:
    rider = _real("ELD", "Murderous Rider")  # the creature face of the adventurer card
    assert rider["abilities"][-1] == {"kind": "triggered", "trigger": "dies", "effect": {
        "kind": "put_on_library", "target": "that_card", "position": "bottom"}}
    rider = {**rider, "name": "Test Rider"}
    zap = {"name": "Test Zap", "mana_cost": "{R}", "types": ["Instant"],
           "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}
    game = state(alice={"mana_pool": {"R": 1}, "hand": [{"id": "z", "card": "Test Zap"}]},
                 battlefield=[_on("r", "Test Rider", "bob")])
    done = _run(game, [{"type": "cast", "card": "z", "choices": {"targets": ["r"]}}, {"type": "resolve"},
                       {"type": "resolve"}], rider, zap)
    bob = player_of(done, "bob")
    assert bob["graveyard"] == [] and bob["library"][-1]["card"] == "Test Rider"
    assert "CR 400.7e" in events_of(done, "zone_change")[-1]["cites"]


# --- "When ~ enters, each opponent mills two cards. Then you scry 2." (CR 701.13a, 701.22a) --------------------------

def test_701_22a_overwhelmed_apprentice_opponents_mill_then_you_scry() -> None:
    apprentice = _real("ELD", "Overwhelmed Apprentice")
    trigger = apprentice["abilities"][-1]
    assert trigger["effect"] == {"kind": "mill", "amount": 2, "player": "each_opponent"}
    assert trigger["then_effects"] == [{"kind": "scry", "amount": 2}]
    game = state(alice={"mana_pool": {"U": 1}, "hand": [{"id": "o", "card": "Overwhelmed Apprentice"}]})
    done = _run(game, [{"type": "cast", "card": "o"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"scry": {"top": ["alice-lib-1"], "bottom": ["alice-lib-0"]}}}], apprentice)
    assert len(player_of(done, "bob")["graveyard"]) == 2
    assert player_of(done, "alice")["library"][-1]["id"] == "alice-lib-0"  # the scry was Alice's


# --- "Target player gains 5 life, ~ deals 5 damage to any target, then you draw five cards." (CR 608.2c) ---------------

def test_608_2c_inspired_ultimatum_three_clauses_in_order_each_with_its_own_target() -> None:
    ultimatum = _real("IKO", "Inspired Ultimatum")
    assert [a["effect"]["kind"] for a in ultimatum["abilities"]] == ["gain_life", "damage", "draw"]
    game = state(alice={"mana_pool": {"U": 2, "R": 3, "W": 2},
                        "hand": [{"id": "u", "card": "Inspired Ultimatum"}]})
    done = _run(game, [{"type": "cast", "card": "u", "choices": {"targets": ["alice", "bob"]}}, {"type": "resolve"}],
                ultimatum)
    assert player_of(done, "alice")["life"] == 25 and player_of(done, "bob")["life"] == 15
    assert len(player_of(done, "alice")["hand"]) == 5


# --- a spell's "Sacrifice a land." (CR 701.21a, 608.2d) -------------------------------------------------------------

def test_701_21a_roiling_regrowth_sacrifices_a_land_chosen_as_it_resolves_then_fetches_two_basics() -> None:
    regrowth = _real("ZNR", "Roiling Regrowth")
    assert regrowth["abilities"][0]["effect"] == {"kind": "m2x_sacrifice_chosen", "spec": "land", "amount": 1}
    library = [{"id": "f1", "card": "Forest"}, {"id": "b", "card": "Grizzly Bears"}, {"id": "f2", "card": "Forest"}]
    game = state(alice={"mana_pool": {"G": 3}, "hand": [{"id": "r", "card": "Roiling Regrowth"}], "library": library},
                 battlefield=[_on("l1", "Forest"), _on("l2", "Forest"), _on("w", "Test Wolf")])
    done = _run(game, [{"type": "cast", "card": "r"},
                       {"type": "resolve", "choices": {"sacrifice": ["l2"], "search": ["f1", "f2"]}}], regrowth, WOLF)
    on = {p["id"]: p for p in done["state"]["battlefield"]}
    assert set(on) == {"l1", "w", "f1", "f2"} and on["f1"]["tapped"] and on["f2"]["tapped"]
    with pytest.raises(IllegalAction, match="sacrifice"):  # a creature is no land
        _run(game, [{"type": "cast", "card": "r"}, {"type": "resolve", "choices": {"sacrifice": ["w"]}}], regrowth, WOLF)
