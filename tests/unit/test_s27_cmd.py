"""Session 27, group cmd (docs/oracle-s27-cmd.md): lines of the Commander sets (C20 C21 AFC MIC VOC ZNC NEC KHC NCC) and
Double Masters (2XM) read from the real Oracle text (tests/fixtures/sets/) and played by the engine."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, player_of, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import _on, _permanent

SETS = Path(__file__).resolve().parents[1] / "fixtures" / "sets"
CODES = ("C20", "C21", "AFC", "MIC", "VOC", "ZNC", "NEC", "KHC", "NCC", "2XM")
STEP = {"type": "next_step"}
RESOLVE = {"type": "resolve"}
BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2, "mana_cost": "{G}"}
SHOCK = {"name": "Probe Shock", "types": ["Instant"], "mana_cost": "{R}",
         "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}]}


@cache
def _records() -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = {}
    for code in CODES:
        for card in json.loads((SETS / f"{code.lower()}.json").read_text(encoding="utf-8"))["data"][code]["cards"]:
            found.setdefault(card["name"], card)
    return found


def _card(name: str) -> dict[str, Any]:
    """The definition the reader makes of the real card, which must read `full`."""
    record = _records()[name]
    reading = read_card(CardFacts(name=name, mana_cost=record.get("manaCost"), type_line=record["type"],
                                  oracle_text=record.get("text", ""), power=record.get("power"),
                                  toughness=record.get("toughness")))
    assert reading.support == "full" and reading.definition is not None, (name, reading.not_modelled)
    return reading.definition


def _hand(result: dict[str, Any], player: str = "alice") -> list[str]:
    return [card["id"] for card in player_of(result, player)["hand"]]


# --- "Activate only during your upkeep." (CR 602.5b) --------------------------------------------------------------------


def test_602_5b_graveyard_ability_only_during_your_upkeep() -> None:
    dragon = _card("Eternal Dragon")
    assert dragon["abilities"][-2] == {"kind": "activated", "cost": "{3}{W}{W}", "effect": {
        "kind": "return_self_from_graveyard", "to": "hand"}, "activate_only": "your_upkeep"}
    activate = {"type": "activate", "permanent": "e", "ability": len(dragon["abilities"]) - 2}
    grave = {"graveyard": [{"id": "e", "card": "Eternal Dragon"}], "mana_pool": {"W": 2, "C": 3}}
    done = _run(state(step="upkeep", alice=grave), [activate, RESOLVE], dragon)
    assert _hand(done) == ["e"] and player_of(done, "alice")["graveyard"] == []
    with pytest.raises(IllegalAction):
        _run(state(alice=grave), [activate], dragon)  # the main phase: not the upkeep


# --- "you may draw that many cards" / "draw that many cards": the damage dealt (CR 603.2, 608.2h) ----------------------


def test_608_2h_draw_that_many_cards_the_damage_dealt() -> None:
    selkie = _card("Cold-Eyed Selkie")
    assert selkie["abilities"][-1] == {"kind": "triggered", "trigger": "deals_damage", "effect": {
        "kind": "draw", "amount": "that_much", "player": "you"}, "optional": True, "damage_to": "player",
        "combat_damage": True}
    game = state(step="declare_blockers", battlefield=[_on("s", "Cold-Eyed Selkie", tapped=True,
                                                           counters={"+1/+1": 2})],
                 combat={"attackers": [{"id": "s", "defending": "bob"}], "blockers": {}})
    done = _run(game, [STEP, {"type": "resolve", "choices": {"pay_optional_cost": True}}], selkie)
    assert player_of(done, "bob")["life"] == 17 and len(_hand(done)) == 3
    ambusher = _card("Illusory Ambusher")
    game = state(alice={"hand": [{"id": "x", "card": "Probe Shock"}], "mana_pool": {"R": 1}},
                 battlefield=[_on("a", "Illusory Ambusher")])
    done = _run(game, [{"type": "cast", "card": "x", "choices": {"targets": ["a"]}}, RESOLVE, RESOLVE], ambusher, SHOCK)
    assert len(_hand(done)) == 2


# --- "Whenever you cycle or discard another card, scry 1." (CR 702.29a, 701.9a) -----------------------------------------


def test_702_29a_cycle_or_discard_another_card() -> None:
    curator = _card("Curator of Mysteries")
    assert curator["abilities"][0] == {"kind": "triggered", "trigger": "you_discards", "effect": {
        "kind": "scry", "amount": 1}}
    game = state(alice={"hand": [{"id": "c", "card": "Curator of Mysteries"}], "mana_pool": {"U": 1}},
                 battlefield=[_on("m", "Curator of Mysteries")])
    done = _run(game, [{"type": "cycle", "card": "c"}], curator)
    assert sorted(item["source"] for item in done["state"]["stack"]) == ["c", "m"]  # cycling and the Curator's scry


# --- "When ~ leaves the battlefield, draw a card for each +1/+1 counter on it." (CR 603.10a, 122.1) ---------------------


def test_603_10a_draw_for_each_counter_it_had() -> None:
    tracker = _card("Bloodtracker")
    assert tracker["abilities"][-1] == {"kind": "triggered", "trigger": "self_leaves", "effect": {
        "kind": "draw", "amount": "s25khc_counters_it:+1/+1", "player": "you"}}
    game = state(alice={"hand": [{"id": "x", "card": "Probe Shock"}], "mana_pool": {"R": 1}},
                 battlefield=[_on("t", "Bloodtracker", counters={"+1/+1": 3}, damage=3)])
    done = _run(game, [{"type": "cast", "card": "x", "choices": {"targets": ["t"]}}, RESOLVE, RESOLVE], tracker, SHOCK)
    assert _permanent(done, "t") is None and len(_hand(done)) == 3


# --- "Choose three. You may choose the same mode more than once." (CR 700.2d) -------------------------------------------


def test_700_2d_choose_three_modes_that_may_repeat() -> None:
    mystic = _card("Mystic Confluence")
    effect = mystic["abilities"][0]["effect"]
    assert effect["kind"] == "modal" and effect["s27cmd_choose_repeat"] == 3 and len(effect["modes"]) == 3
    assert _card("Maestros Confluence")["abilities"][0]["effect"]["s27cmd_choose_repeat"] == 3
    game = state(alice={"hand": [{"id": "m", "card": "Mystic Confluence"}], "mana_pool": {"U": 3, "C": 2}},
                 battlefield=[_on("a", "Probe Bear", "bob"), _on("b", "Probe Bear", "bob")])
    cast = {"type": "cast", "card": "m", "choices": {"modes": [1, 2, 1], "targets": ["a", "b"]}}
    done = _run(game, [cast, RESOLVE], mystic, BEAR)
    assert _permanent(done, "a") is None and _permanent(done, "b") is None
    assert _hand(done) == [done["state"]["players"][0]["hand"][0]["id"]] and len(_hand(done)) == 1
    assert sorted(_hand(done, "bob")) == ["a", "b"]
    with pytest.raises(IllegalAction):
        _run(game, [{**cast, "choices": {"modes": [1, 2], "targets": ["a"]}}], mystic, BEAR)  # two modes: not three


# --- "Draw three cards, then put two cards from your hand on top of your library in any order." (CR 401.4) -------------


def test_401_4_draw_then_put_cards_back_on_top_in_any_order() -> None:
    brainstorm = _card("Brainstorm")
    assert brainstorm["abilities"] == [{"kind": "spell", "effect": {"kind": "draw", "amount": 3, "player": "you",
                                                                    "s27cmd_put_back": 2}}]
    game = state(alice={"hand": [{"id": "b", "card": "Brainstorm"}, {"id": "k", "card": "Probe Bear"}],
                        "mana_pool": {"U": 1}})
    done = _run(game, [{"type": "cast", "card": "b"}, {"type": "resolve", "choices": {"chosen": ["k", "alice-lib-1"]}}],
                brainstorm, BEAR)
    alice = player_of(done, "alice")
    assert sorted(_hand(done)) == ["alice-lib-0", "alice-lib-2"]
    assert [card["id"] for card in alice["library"][:3]] == ["k", "alice-lib-1", "alice-lib-3"]
    done = _run(game, [{"type": "cast", "card": "b"}, RESOLVE], brainstorm, BEAR)  # no choice: the last two drawn
    assert [card["id"] for card in player_of(done, "alice")["library"][:2]] == ["alice-lib-2", "alice-lib-1"]
    # pending asks for the cards to put back (CR 608.2d), from the hand and the three cards the draw will take
    cast = _run(game, [{"type": "cast", "card": "b"}], brainstorm, BEAR)
    assert cast["pending"] == {"player": "alice", "decision": "choose", "options": {
        "stack_object": cast["state"]["stack"][0]["id"], "choice": "chosen", "kind": "put_back", "player": "alice",
        "cards": ["k", "alice-lib-0", "alice-lib-1", "alice-lib-2"], "min": 2, "max": 2, "to": "library_top",
        "default": ["alice-lib-2", "alice-lib-1"]}}
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "cast", "card": "b"}, {"type": "resolve", "choices": {"chosen": ["k"]}}], brainstorm, BEAR)


# --- "Whenever a creature you control with a +1/+1 counter on it attacks, tap target creature defending player
# controls." (CR 506.2, 508.3a): the defending player of the attacking creature, not of ~ ------------------------------


def test_506_2_defending_player_of_the_attacking_creature() -> None:
    scaleguard = _card("Elite Scaleguard")
    assert scaleguard["abilities"][-1] == {"kind": "triggered", "trigger": "creature_attacks", "effect": {
        "kind": "tap", "target": "creature:s27cmd_attacker_defending_controls"},
        "attacking": "creature:you_control:with_counter_+1/+1"}
    players = [{"id": name, "library": []} for name in ("alice", "bob", "carol")]
    game = state(step="declare_attackers", players=players,
                 battlefield=[_on("s", "Elite Scaleguard"), _on("a", "Probe Bear", counters={"+1/+1": 1}),
                              _on("b", "Probe Bear", "bob"), _on("c", "Probe Bear", "carol")])
    attack = {"type": "declare_attackers", "attackers": [{"id": "a", "defending": "carol"}]}
    done = _run(game, [attack, {"type": "resolve", "choices": {"targets": ["c"]}}], scaleguard, BEAR)
    assert _permanent(done, "c")["tapped"] is True and not _permanent(done, "b")["tapped"]
    # bob isn't attacked: his creature can't be chosen (CR 603.3d), not chosen and left to fizzle (608.2b)
    with pytest.raises(IllegalAction, match=r"'b'.*the player the attacking creature its trigger event named attacks"):
        _run(game, [attack, {"type": "resolve", "choices": {"targets": ["b"]}}], scaleguard, BEAR)


# --- "Search your library for a Forest card and a Plains card, put them onto the battlefield tapped, then shuffle."
# (CR 701.23a-b): at most one card of each quality ----------------------------------------------------------------------

FOREST = {"name": "Forest", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Forest"]}
PLAINS = {"name": "Plains", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Plains"]}


def test_701_23a_search_for_a_card_of_each_of_two_qualities() -> None:
    verge = _card("Krosan Verge")
    assert verge["abilities"][-1]["effect"] == {"kind": "search_library", "to": "battlefield_tapped", "quality": [
        "card:Forest", "card:Plains"], "count": 2, "one_each": True}
    library = [{"id": "f1", "card": "Forest"}, {"id": "f2", "card": "Forest"}, {"id": "p1", "card": "Plains"}]
    game = state(alice={"library": library, "mana_pool": {"C": 2}}, battlefield=[_on("v", "Krosan Verge")])
    activate = {"type": "activate", "permanent": "v", "ability": len(verge["abilities"]) - 1}
    done = _run(game, [activate, {"type": "resolve", "choices": {"search": ["f2", "p1"]}}], verge, FOREST, PLAINS)
    assert _permanent(done, "f2")["tapped"] is True and _permanent(done, "p1")["tapped"] is True
    assert _permanent(done, "v") is None
    with pytest.raises(IllegalAction):
        _run(game, [activate, {"type": "resolve", "choices": {"search": ["f1", "f2"]}}], verge, FOREST, PLAINS)


# --- "The owner of target permanent shuffles it into their library, then reveals the top card of their library. If it's
# a permanent card, they put it onto the battlefield." (CR 701.24a, 701.20a, 110.2a) -----------------------------------


def test_701_24a_owner_shuffles_it_in_then_reveals_a_permanent_card_onto_the_battlefield() -> None:
    warp = _card("Chaos Warp")
    assert warp["abilities"] == [{"kind": "spell", "effect": {"kind": "put_on_library", "target": "permanent",
                                                              "position": "s27cmd_shuffled",
                                                              "s27cmd_reveal_permanent": True}}]
    hand = {"hand": [{"id": "w", "card": "Chaos Warp"}], "mana_pool": {"R": 1, "C": 2}}
    game = state(alice=hand, bob={"library": []}, battlefield=[_on("b", "Probe Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "w", "choices": {"targets": ["b"]}}, RESOLVE], warp, BEAR)
    back = [p for p in done["state"]["battlefield"] if p["owner"] == "bob"]  # its only card, revealed: a permanent card
    assert len(back) == 1 and back[0]["controller"] == "bob" and player_of(done, "bob")["library"] == []
    game = state(alice=hand, bob={"library": [{"id": "x", "card": "Probe Shock"}]},
                 battlefield=[_on("t", "Probe Bear", "bob", is_token=True)])
    done = _run(game, [{"type": "cast", "card": "w", "choices": {"targets": ["t"]}}, RESOLVE], warp, BEAR, SHOCK)
    assert not [p for p in done["state"]["battlefield"] if p["owner"] == "bob"]
    assert [card["id"] for card in player_of(done, "bob")["library"]] == ["x"]  # an instant: it stays on top
    assert events_of(done, "card_revealed")[0]["card_id"] == "x"


# --- "Put X +1/+1 counters on ~, where X is its power." / "create a number of ... tokens equal to ~'s power" (CR 608.2h)


def test_608_2h_counters_and_tokens_as_many_as_its_power() -> None:
    bane = _card("Heroes' Bane")
    assert bane["abilities"][-1]["effect"] == {"kind": "put_counters", "counter": "+1/+1", "amount": "source_power",
                                               "target": "self"}
    game = state(alice={"mana_pool": {"G": 2, "C": 2}}, battlefield=[_on("h", "Heroes' Bane", counters={"+1/+1": 4})])
    done = _run(game, [{"type": "activate", "permanent": "h", "ability": len(bane["abilities"]) - 1}, RESOLVE], bane)
    assert _permanent(done, "h")["counters"] == {"+1/+1": 8}  # a 4/4: four more counters
    krenko = _card("Krenko, Tin Street Kingpin")
    assert krenko["abilities"][0]["then_effects"][0]["count"] == "source_power"
    game = state(step="declare_attackers", battlefield=[_on("k", "Krenko, Tin Street Kingpin")])
    attack = {"type": "declare_attackers", "attackers": [{"id": "k", "defending": "bob"}]}
    done = _run(game, [attack, RESOLVE], krenko)
    goblins = [p for p in done["state"]["battlefield"] if p["id"] != "k"]
    assert len(goblins) == 2 and _permanent(done, "k")["counters"] == {"+1/+1": 1}  # 1/2 with a counter: power 2


# --- "Whenever a creature token you control deals combat damage to a player, ..." / "a Kraken, Leviathan, Octopus, or
# Serpent you control" (CR 510.2, 603.2) -------------------------------------------------------------------------------


def test_510_2_combat_damage_triggers_on_a_token_or_one_of_several_subtypes() -> None:
    crafter = _card("Curiosity Crafter")
    assert crafter["abilities"][-1]["dealing"] == "creature:you_control:token"
    kraken = _card("Spawning Kraken")
    assert kraken["abilities"][-1]["dealing"] == "creature:Kraken_or_Leviathan_or_Octopus_or_Serpent:you_control"
    for token, drawn in ((True, 1), (False, 0)):
        game = state(step="declare_blockers", battlefield=[
            _on("c", "Curiosity Crafter"), _on("b", "Probe Bear", tapped=True, is_token=token)],
            combat={"attackers": [{"id": "b", "defending": "bob"}], "blockers": {}})
        done = _run(game, [STEP, *([RESOLVE] if drawn else [])], crafter, BEAR)
        assert player_of(done, "bob")["life"] == 18 and len(_hand(done)) == drawn and not done["state"]["stack"]
    cazur = _card("Cazur, Ruthless Stalker")  # "... put a +1/+1 counter on that creature.": the creature that dealt it
    assert cazur["abilities"][-1]["effect"]["target"] == "that_permanent"
    game = state(step="declare_blockers", battlefield=[_on("z", "Cazur, Ruthless Stalker"),
                                                       _on("b", "Probe Bear", tapped=True)],
                 combat={"attackers": [{"id": "b", "defending": "bob"}], "blockers": {}})
    done = _run(game, [STEP, RESOLVE], cazur, BEAR)
    assert _permanent(done, "b")["counters"] == {"+1/+1": 1} and not _permanent(done, "z").get("counters")
