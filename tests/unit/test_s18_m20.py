"""Constructions of group s18-m20 (docs/oracle-s18-m20.md), each read from real Oracle text and played:
- "Whenever you discard a card, ..." (the trigger `you_discards`, CR 603.2c, 701.9a; rules/discard_triggers.py);
- "Activate only if ~ is attacking." (`activate_only_if_attacking`, CR 602.5b, 506.3; rules/activation_power.py)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import player_of, run, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.test_s11_m19a import MIND_ROT

GLINT_HORN = _read(
    "Glint-Horn Buccaneer",
    "Creature — Minotaur Pirate",
    "Haste\nWhenever you discard a card, Glint-Horn Buccaneer deals 1 damage to each opponent.\n"
    "{1}{R}, Discard a card: Draw a card. Activate only if Glint-Horn Buccaneer is attacking.",
    "{1}{R}{R}",
    ("2", "4"),
)


def _on(pid: str, card: dict[str, Any], controller: str = "alice") -> dict[str, Any]:
    return {"id": pid, "controller": controller, "controlled_since_turn": 1, "card": card}


def test_603_2c_whenever_you_discard_a_card_and_activate_only_if_attacking_read() -> None:
    assert GLINT_HORN["abilities"][0]["trigger"] == "you_discards"
    assert GLINT_HORN["abilities"][1]["activate_only_if_attacking"] is True


def test_602_5b_activate_only_if_attacking_is_refused_before_combat() -> None:
    game = state(battlefield=[_on("gh", GLINT_HORN)],
                 alice={"mana_pool": {"R": 1, "C": 1}, "hand": [{"id": "h1", "card": "Forest"}]})
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "activate", "permanent": "gh", "ability": 1}])
    assert "CR 602.5b" in refusal.value.cites and "CR 506.3" in refusal.value.cites


def test_701_9a_discarding_as_a_cost_while_attacking_triggers_once_per_card() -> None:
    game = state(step="declare_attackers", battlefield=[_on("gh", GLINT_HORN)],
                 alice={"mana_pool": {"R": 1, "C": 1}, "hand": [{"id": "h1", "card": "Forest"}]})
    result = run(game, [
        {"type": "declare_attackers", "attackers": [{"id": "gh", "defending": "bob"}]},
        {"type": "activate", "permanent": "gh", "ability": 1},
    ])
    stack = result["state"]["stack"]
    assert [item.get("trigger_event") for item in stack].count("you_discards") == 1
    result = run(result["state"], [{"type": "resolve"}, {"type": "resolve"}])
    assert player_of(result, "bob")["life"] == 19
    assert len(player_of(result, "alice")["hand"]) == 1  # drew a card


def test_603_2c_an_opponents_discard_doesnt_trigger_you_discards() -> None:
    hand = [{"id": "h1", "card": "Grizzly Bears"}, {"id": "h2", "card": "Forest"}]
    game = state(battlefield=[_on("gh", GLINT_HORN)],
                 alice={"mana_pool": {"B": 1, "C": 2}, "hand": [{"id": "rot", "card": MIND_ROT}]},
                 bob={"hand": hand})
    result = run(game, [{"type": "cast", "card": "rot", "choices": {"targets": ["bob"]}}, {"type": "resolve"}])
    assert result["state"]["stack"] == [] and len(player_of(result, "bob")["hand"]) == 0
    assert player_of(result, "bob")["life"] == 20


# --- "~ enters with a +1/+1 counter on it for each other creature you control." (CR 614.1c, 614.12) ---

SQUAD_CAPTAIN = _read(
    "Squad Captain",
    "Creature — Human Soldier",
    "Vigilance\nSquad Captain enters the battlefield with a +1/+1 counter on it for each other creature you control.",
    "{4}{W}",
    ("2", "2"),
)


def test_614_12_enters_with_a_counter_for_each_other_creature_you_control() -> None:
    assert SQUAD_CAPTAIN["abilities"][0] == {"kind": "etb_counters", "counter": "+1/+1", "amount": 1,
                                             "for_each": "count:creature:other:you_control"}
    bears = [_on("b1", "Grizzly Bears"), _on("b2", "Grizzly Bears"), _on("b3", "Grizzly Bears", controller="bob"),
             _on("f1", "Forest")]
    game = state(battlefield=bears, alice={"mana_pool": {"W": 1, "C": 4}, "hand": [{"id": "sc", "card": SQUAD_CAPTAIN}]})
    result = run(game, [{"type": "cast", "card": "sc"}, {"type": "resolve"}])
    entered = next(p for p in result["state"]["battlefield"] if p["id"] == "sc")
    assert entered["counters"] == {"+1/+1": 2}  # two of alice's creatures; bob's bear and the land not counted
    alone = run(state(alice={"mana_pool": {"W": 1, "C": 4}, "hand": [{"id": "sc", "card": SQUAD_CAPTAIN}]}),
                [{"type": "cast", "card": "sc"}, {"type": "resolve"}])
    assert next(p for p in alone["state"]["battlefield"] if p["id"] == "sc").get("counters", {}) == {}


# --- "When ~ enters, return another creature you control to its owner's hand." (CR 608.2d, 400.3, 609.3) ---

WAVECRASHER = _read(
    "Yarok's Wavecrasher",
    "Creature — Elemental",
    "When Yarok's Wavecrasher enters the battlefield, return another creature you control to its owner's hand.",
    "{3}{U}",
    ("4", "4"),
)


def _cast_wavecrasher(battlefield: list[dict[str, Any]], resolve: dict[str, Any]) -> dict[str, Any]:
    game = state(battlefield=battlefield,
                 alice={"mana_pool": {"U": 1, "C": 3}, "hand": [{"id": "wc", "card": WAVECRASHER}]})
    return run(game, [{"type": "cast", "card": "wc"}, {"type": "resolve"}, resolve])


def test_608_2d_returns_another_creature_you_control_chosen_as_it_resolves() -> None:
    assert WAVECRASHER["abilities"][0]["effect"] == {"kind": "return_chosen_to_hand", "spec": "creature:other"}
    bears = [_on("b1", "Grizzly Bears"), _on("b2", "Grizzly Bears"), _on("o1", "Grizzly Bears", controller="bob")]
    result = _cast_wavecrasher(bears, {"type": "resolve", "choices": {"chosen": ["b2"]}})
    ids = {p["id"] for p in result["state"]["battlefield"]}
    assert ids == {"b1", "o1", "wc"}
    assert [card["id"] for card in player_of(result, "alice")["hand"]] == ["b2"]
    default = _cast_wavecrasher(bears, {"type": "resolve"})  # the documented default: the first one
    assert {p["id"] for p in default["state"]["battlefield"]} == {"b2", "o1", "wc"}


def test_609_3_returns_nothing_when_you_control_no_other_creature_and_refuses_a_wrong_choice() -> None:
    alone = _cast_wavecrasher([_on("o1", "Grizzly Bears", controller="bob")], {"type": "resolve"})
    assert {p["id"] for p in alone["state"]["battlefield"]} == {"o1", "wc"}
    assert any(event["type"] == "nothing_to_return" for event in alone["events"])
    with pytest.raises(IllegalAction):  # bob's creature, or the Wavecrasher itself, can't be chosen
        _cast_wavecrasher([_on("b1", "Grizzly Bears"), _on("o1", "Grizzly Bears", controller="bob")],
                          {"type": "resolve", "choices": {"chosen": ["o1"]}})
    with pytest.raises(IllegalAction):
        _cast_wavecrasher([_on("b1", "Grizzly Bears")], {"type": "resolve", "choices": {"chosen": ["wc"]}})


# --- "Discard your hand" / "each player discards their hand, then draws seven cards" (CR 701.9a, 121.1) ---

OX = _read(
    "Ox of Agonas",
    "Creature — Ox",
    "When Ox of Agonas enters the battlefield, discard your hand, then draw three cards.\n"
    "Escape—{R}{R}, Exile eight other cards from your graveyard. (You may cast this card from your graveyard by "
    "paying its escape cost rather than its mana cost.)\nOx of Agonas escapes with a +1/+1 counter on it.",
    "{3}{R}{R}",
    ("4", "2"),
)
DRAGON_MAGE = _read(
    "Dragon Mage",
    "Creature — Dragon Wizard",
    "Flying\nWhenever Dragon Mage deals combat damage to a player, each player discards their hand, "
    "then draws seven cards.",
    "{5}{R}{R}",
    ("5", "5"),
)


def _library(prefix: str, count: int) -> list[dict[str, Any]]:
    return [{"id": f"{prefix}{n}", "card": "Forest"} for n in range(count)]


def test_701_9a_discard_your_hand_then_draw_three() -> None:
    assert OX["abilities"][0]["effect"] == {"kind": "discard", "player": "you", "whole_hand": True}
    hand = [{"id": "ox", "card": OX}, {"id": "h1", "card": "Forest"}, {"id": "h2", "card": "Grizzly Bears"}]
    game = state(alice={"mana_pool": {"R": 2, "C": 3}, "hand": hand, "library": _library("l", 5)})
    result = run(game, [{"type": "cast", "card": "ox"}, {"type": "resolve"}, {"type": "resolve"}])
    alice = player_of(result, "alice")
    assert sorted(card["id"] for card in alice["graveyard"]) == ["h1", "h2"]
    assert [card["id"] for card in alice["hand"]] == ["l0", "l1", "l2"]


def test_701_9a_each_player_discards_their_hand_then_draws_seven() -> None:
    assert DRAGON_MAGE["abilities"][0]["then_effects"] == [{"kind": "draw", "amount": 7, "player": "each_player"}]
    game = state(
        battlefield=[_on("dm", DRAGON_MAGE), _on("gh", GLINT_HORN)],
        stack=[{"id": "t1", "kind": "triggered_ability", "card": DRAGON_MAGE, "controller": "alice", "source": "dm",
                "ability_index": 0, "trigger_event": "deals_damage"}],
        alice={"hand": [{"id": "a1", "card": "Forest"}], "library": _library("la", 8)},
        bob={"hand": [{"id": "b1", "card": "Forest"}, {"id": "b2", "card": "Forest"}], "library": _library("lb", 8)},
    )
    result = run(game, [{"type": "resolve"}])
    alice, bob = player_of(result, "alice"), player_of(result, "bob")
    assert [card["id"] for card in alice["graveyard"]] == ["a1"]
    assert sorted(card["id"] for card in bob["graveyard"]) == ["b1", "b2"]
    assert len(alice["hand"]) == 7 and len(bob["hand"]) == 7
    # alice's Glint-Horn Buccaneer triggered once for her one discarded card (CR 603.2c)
    assert [item.get("trigger_event") for item in result["state"]["stack"]].count("you_discards") == 1


# --- "Whenever one or more <permanents> enter the battlefield under your control" (CR 603.2c, 603.6a) ---

WELCOMING_VAMPIRE = _read(
    "Welcoming Vampire",
    "Creature — Vampire",
    "Flying\nWhenever one or more other creatures with power 2 or less enter the battlefield under your control, "
    "draw a card. This ability triggers only once each turn.",
    "{2}{W}",
    ("2", "3"),
)


def test_603_6a_one_or_more_enter_the_battlefield_under_your_control_is_one_you_control() -> None:
    ability = WELCOMING_VAMPIRE["abilities"][0]
    assert ability["trigger"] == "permanent_enters" and ability["entering"] == "creature:other:power<=2:you_control"
    game = state(battlefield=[_on("wv", WELCOMING_VAMPIRE)],
                 alice={"mana_pool": {"G": 2}, "hand": [{"id": "gb", "card": "Grizzly Bears"}],
                        "library": _library("l", 3)})
    result = run(game, [{"type": "cast", "card": "gb"}, {"type": "resolve"}])
    assert [item.get("trigger_event") for item in result["state"]["stack"]] == ["permanent_enters"]
    result = run(result["state"], [{"type": "resolve"}])
    assert [card["id"] for card in player_of(result, "alice")["hand"]] == ["l0"]


# --- "Counter target spell that targets you." / "... that targets a permanent you control." (CR 115.1, 601.2c) ---

CERULEAN_DRAKE = _read(
    "Cerulean Drake",
    "Creature — Drake",
    "Flying\nProtection from red\nHexproof\nSacrifice Cerulean Drake: Counter target spell that targets you.",
    "{1}{U}{U}",
    ("1", "1"),
)
KEEP_SAFE = _read(
    "Keep Safe",
    "Instant",
    "Counter target spell that targets a permanent you control.\nDraw a card.",
    "{1}{U}",
)
BOLT = {"name": "Test Bolt", "mana_cost": "{R}", "types": ["Instant"],
        "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}


def _bolt_at(target: str) -> dict[str, Any]:
    return {"id": "s1", "kind": "spell", "card": BOLT, "controller": "bob", "targets": [target]}


def test_115_1_counter_target_spell_that_targets_you() -> None:
    ability = next(a for a in CERULEAN_DRAKE["abilities"] if a["kind"] == "activated")
    assert ability["effect"] == {"kind": "counter", "target": "spell:targets_you"}
    index = CERULEAN_DRAKE["abilities"].index(ability)
    game = state(battlefield=[_on("cd", CERULEAN_DRAKE), _on("gb", "Grizzly Bears")], stack=[_bolt_at("alice")])
    result = run(game, [{"type": "activate", "permanent": "cd", "ability": index, "choices": {"targets": ["s1"]}},
                        {"type": "resolve"}])
    assert result["state"]["stack"] == [] and player_of(result, "alice")["life"] == 20
    aimed_elsewhere = state(battlefield=[_on("cd", CERULEAN_DRAKE), _on("gb", "Grizzly Bears")],
                            stack=[_bolt_at("gb")])
    with pytest.raises(IllegalAction) as refusal:
        run(aimed_elsewhere, [{"type": "activate", "permanent": "cd", "ability": index,
                               "choices": {"targets": ["s1"]}}])
    assert "that targets you" in str(refusal.value)


def test_115_1_counter_target_spell_that_targets_a_permanent_you_control() -> None:
    assert KEEP_SAFE["abilities"][0]["effect"] == {"kind": "counter", "target": "spell:targets_permanent_you_control"}
    game = state(battlefield=[_on("gb", "Grizzly Bears")], stack=[_bolt_at("gb")],
                 alice={"mana_pool": {"U": 1, "C": 1}, "hand": [{"id": "ks", "card": KEEP_SAFE}],
                        "library": _library("l", 2)})
    result = run(game, [{"type": "cast", "card": "ks", "choices": {"targets": ["s1"]}}, {"type": "resolve"}])
    assert result["state"]["stack"] == [] and any(p["id"] == "gb" for p in result["state"]["battlefield"])
    at_player = state(stack=[_bolt_at("alice")], alice={"mana_pool": {"U": 1, "C": 1},
                                                        "hand": [{"id": "ks", "card": KEEP_SAFE}]})
    with pytest.raises(IllegalAction):
        run(at_player, [{"type": "cast", "card": "ks", "choices": {"targets": ["s1"]}}])


# --- "Create a <token>. Sacrifice it at the beginning of the next end step." (CR 603.7, 701.21a) ---

HUNGRY_FOR_MORE = _read(
    "Hungry for More",
    "Sorcery",
    "Create a 3/1 black and red Vampire creature token with trample, lifelink, and haste. Sacrifice it at the "
    "beginning of the next end step.\nFlashback {1}{B}{R} (You may cast this card from your graveyard for its "
    "flashback cost. Then exile it.)",
    "{B}{R}",
)


def test_603_7_the_token_created_is_sacrificed_at_the_beginning_of_the_next_end_step() -> None:
    effect = HUNGRY_FOR_MORE["abilities"][0]["effect"]
    assert effect["kind"] == "create_token" and effect["sacrifice_at"] == "next_end_step"
    game = state(step="postcombat_main", alice={"mana_pool": {"B": 1, "R": 1},
                                                "hand": [{"id": "hfm", "card": HUNGRY_FOR_MORE}]})
    result = run(game, [{"type": "cast", "card": "hfm"}, {"type": "resolve"}])
    tokens = [p["id"] for p in result["state"]["battlefield"]]
    assert len(tokens) == 1 and result["state"]["delayed_triggers"][0]["action"] == "sacrifice"
    result = run(result["state"], [{"type": "next_step"}])
    assert result["state"]["step"] == "end" and result["state"]["stack"]
    result = run(result["state"], [{"type": "resolve"}])
    assert result["state"]["battlefield"] == []
    assert not read_composed("Create two 1/1 red Elemental creature tokens. Sacrifice it at the beginning of the "
                             "next end step.", is_spell=True).abilities


# --- "<player> <predicate>, then / and <predicate>": the second verb's subject is the first's (CR 608.2c) ---


def test_608_2c_a_subject_less_second_verb_has_the_first_verbs_subject() -> None:
    rumors = read_composed("Each opponent discards a card, then mills a card.", is_spell=True).abilities
    assert [a["effect"]["player"] for a in rumors] == ["each_opponent", "each_opponent"]  # not "you" mill
    each = read_composed("Each player loses 1 life and draws a card.", is_spell=True).abilities
    assert [a["effect"]["player"] for a in each] == ["each_player", "each_player"]
    # the same target player twice is one target, not two (rather than "you"): s25-core reads the discard as that
    # target player's (`that_target_player`, CR 601.2c, 608.2c)
    shared = read_composed("Target player draws two cards, then discards two cards.", is_spell=True).abilities
    assert shared is not None and [a["effect"]["player"] for a in shared] == ["target_player", "that_target_player"]
    mixed = read_composed("Target player mills three cards, then you draw a card.", is_spell=True).abilities
    assert [a["effect"]["player"] for a in mixed] == ["target_player", "you"]


# --- "mill four cards. You gain 1 life for each creature card put into your graveyard this way." (CR 701.17a) ---

GORGING_VULTURE = _read(
    "Gorging Vulture",
    "Creature — Bird",
    "Flying\nWhen Gorging Vulture enters the battlefield, mill four cards. You gain 1 life for each creature card "
    "put into your graveyard this way.",
    "{2}{B}",
    ("2", "1"),
)


def test_701_17a_life_for_each_creature_card_milled_this_way() -> None:
    assert GORGING_VULTURE["abilities"][0]["then_effects"] == [
        {"kind": "gain_life", "amount": "milled:creature", "player": "you"}]
    library = [{"id": "c1", "card": "Grizzly Bears"}, {"id": "f1", "card": "Forest"},
               {"id": "c2", "card": "Grizzly Bears"}, {"id": "f2", "card": "Forest"}, {"id": "c3", "card": "Grizzly Bears"}]
    game = state(alice={"mana_pool": {"B": 1, "C": 2}, "hand": [{"id": "gv", "card": GORGING_VULTURE}],
                        "library": library, "graveyard": [{"id": "old", "card": "Grizzly Bears"}]})
    result = run(game, [{"type": "cast", "card": "gv"}, {"type": "resolve"}, {"type": "resolve"}])
    alice = player_of(result, "alice")
    assert alice["life"] == 22  # two of the four milled cards are creature cards; the one already there is not counted
    assert [card["id"] for card in alice["library"]] == ["c3"]
    assert not read_composed("Target player mills four cards. You gain 1 life for each creature card put into your "
                             "graveyard this way.", is_spell=True).abilities
