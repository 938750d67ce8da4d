"""Session 33, group std21 (docs/oracle-s33-std21.md): general constructions of the Standard sets of 2020-2021, each
read from the real Oracle text (tests/fixtures/sets) and played by the engine, with a near variant still refused."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import (
    events_of,
    mtgjson_full_definition,
    mtgjson_set,
    on_battlefield,
    permanent,
    player_of,
    probe_support,
    read_full_definition,
    state,
)
from tests.unit.conftest import run_with_cards as _run

RESOLVE: dict[str, Any] = {"type": "resolve"}


def _library(count: int) -> list[dict[str, Any]]:
    return [{"id": f"l{n}", "card": "Grizzly Bears"} for n in range(count)]


# --- "~ costs {N} less to cast if <a condition on the caster's game state>." (CR 601.2f, 601.2a, 118.7a) -------------

def test_601_2f_costs_less_if_a_condition_on_the_casters_game_state() -> None:
    mind = mtgjson_full_definition("IKO", "Of One Mind")  # {2}{U}: "... if you control a Human creature and a non-Human"
    assert mind["abilities"][0] == {"kind": "self_cost_reduction_this_turn", "generic": 2, "condition": {
        "kind": "you_control_each", "specs": ["creature:Human", "creature:non-Human"]}}
    hand = {"hand": [{"id": "m", "card": "Of One Mind"}], "mana_pool": {"U": 1}, "library": _library(3)}
    both = [on_battlefield("h", "Hound Villager"), on_battlefield("b", "Grizzly Bears")]
    done = _run(state(alice=hand, battlefield=both), [{"type": "cast", "card": "m"}, RESOLVE], mind)
    assert len(player_of(done, "alice")["hand"]) == 2  # {U} paid for it: two cards drawn
    with pytest.raises(IllegalAction):  # a Human alone: {2}{U} with {U}
        _run(state(alice=hand, battlefield=both[:1]), [{"type": "cast", "card": "m"}], mind)
    # other conditions of the same words read the same way (each a rider condition on the caster alone)
    fewer = read_full_definition("Probe Hour", "Sorcery", "This spell costs {3} less to cast if you have 5 or less life."
                                 "\nDraw a card.", "{3}{U}")
    assert fewer["abilities"][0]["condition"] == {"kind": "s24isd_life_at_most", "number": 5}
    low = {"hand": [{"id": "p", "card": "Probe Hour"}], "mana_pool": {"U": 1}, "library": _library(2), "life": 5}
    assert len(player_of(_run(state(alice=low), [{"type": "cast", "card": "p"}, RESOLVE], fewer),
                         "alice")["hand"]) == 1
    with pytest.raises(IllegalAction):
        _run(state(alice={**low, "life": 6}), [{"type": "cast", "card": "p"}], fewer)
    # "if your life total is 5 or less" (WOE The End's first line) reads as "if you have 5 or less life" (CR 119.1)
    end_line = mtgjson_set("WOE")["The End"]["text"].splitlines()[0]
    assert read_full_definition("Probe End", "Sorcery", end_line + "\nDraw a card.", "{2}{B}{B}")["abilities"][0] == {
        "kind": "self_cost_reduction_this_turn", "generic": 2, "condition": {"kind": "s24isd_life_at_most", "number": 5}}
    assert probe_support("Draw a card. If your life total is 5 or greater, draw a card.", "Sorcery", None) != "full"
    # near variants: a condition on the spell itself, on "another" permanent, or "another spell" an opponent cast: refused
    for text in ("~ costs {1} less to cast if ~ was kicked.", "~ costs {1} less to cast if you control another creature.",
                 "~ costs {1} less to cast if an opponent has cast another spell this turn.",  # s35-tdm: "you've" reads
                 "~ costs {1} less to cast if an opponent controls another creature."):
        assert probe_support(text + "\nDraw a card.", "Sorcery", None) != "full", text


# --- "~ costs {1} less to cast for each <T> and/or <T> card / permanent card in your graveyard." (CR 601.2f, 110.4a,
# 205.2a) -------------------------------------------------------------------------------------------------------------

def test_601_2f_costs_less_for_each_typed_or_permanent_card_in_your_graveyard() -> None:
    stalker = mtgjson_full_definition("DFT", "Chitin Gravestalker")  # {5}{B}: "artifact and/or creature card"
    assert stalker["abilities"][0] == {"kind": "self_cost_reduction", "generic": 1,
                                       "for_each_graveyard_card_of_types": ["Artifact", "Creature"]}
    weapon = mtgjson_full_definition("FIN", "Diamond Weapon")  # "for each permanent card in your graveyard"
    assert weapon["abilities"][0]["for_each_graveyard_card_of_types"] == [
        "Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"]
    # three creature cards, a land and a sorcery: {5}{B} less {3} for the creatures ({2}{B} with three mana)
    yard = [{"id": f"g{n}", "card": "Grizzly Bears"} for n in range(3)]
    yard += [{"id": "f", "card": "Forest"}, {"id": "s", "card": "Lightning Bolt"}]
    hand = {"hand": [{"id": "c", "card": "Chitin Gravestalker"}], "mana_pool": {"B": 3}, "graveyard": yard}
    done = _run(state(alice=hand), [{"type": "cast", "card": "c"}, RESOLVE], stalker)
    assert [p["card"] for p in done["state"]["battlefield"]] == ["Chitin Gravestalker"]
    with pytest.raises(IllegalAction):  # the Forest counts for "permanent card", not for "artifact and/or creature"
        _run(state(alice={**hand, "mana_pool": {"B": 2}}), [{"type": "cast", "card": "c"}], stalker)
    # near variants: a card of both types, a nonland permanent card, a permanent card in hand: refused
    for text in ("~ costs {1} less to cast for each artifact creature card in your graveyard.",
                 "~ costs {1} less to cast for each nonland permanent card in your graveyard.",
                 "~ costs {1} less to cast for each permanent card in your hand."):
        assert probe_support(text) != "full", text


# --- "You may have ~ enter [the battlefield] as a copy of a creature you control, except it's a <Sub> [<Sub>] in addition
# to its other types." (CR 707.9b, 707.2, 614.1c, 205.3) ----------------------------------------------------------------

def test_707_9b_enters_as_a_copy_except_its_a_subtype_in_addition() -> None:
    mimic = mtgjson_full_definition("ZNR", "Glasspool Mimic")
    assert mimic["abilities"] == [{"kind": "enters_as_copy", "of": "creature_you_control",
                                   "except_add_subtypes": ["Shapeshifter", "Rogue"]}]
    game = state(alice={"hand": [{"id": "m", "card": "Glasspool Mimic"}], "mana_pool": {"U": 3}},
                 battlefield=[on_battlefield("h", "Hound Villager")])
    done = _run(game, [{"type": "cast", "card": "m"}, {"type": "resolve", "choices": {"chosen": ["h"]}}], mimic)
    copied = next(p for p in done["state"]["battlefield"] if p["id"] == "m")["characteristics"]
    assert copied["name"] == "Hound Villager" and copied["subtypes"] == ["Human", "Werewolf", "Shapeshifter", "Rogue"]
    # near variants: another exception joined to it, a card type or a land type: refused
    for text in ("You may have ~ enter as a copy of any creature on the battlefield, except it's a Bird in addition to "
                 "its other types and it has flying.",
                 "You may have ~ enter as a copy of any creature on the battlefield, except it's an artifact in addition "
                 "to its other types.",
                 "You may have ~ enter as a copy of a creature you control, except it's a Forest in addition to its "
                 "other types."):
        assert probe_support(text) != "full", text


# --- "create <Name>, a legendary P/T <colors> <Sub> creature token with <keywords>." (CR 111.4, 205.4a, 704.5j) -------

def test_111_4_create_a_named_legendary_token_with_keywords() -> None:
    line = mtgjson_set("AFR")["Drizzt Do'Urden"]["text"].splitlines()[1]  # the card's own enters line
    assert line.startswith("When Drizzt Do'Urden enters the battlefield, create Guenhwyvar")
    drizzt = read_full_definition("Probe Drizzt", "Legendary Creature — Elf Ranger", line.replace("Drizzt Do'Urden",
                                  "Probe Drizzt"), "{3}{G}{W}", ("3", "3"))
    made = drizzt["abilities"][0]["effect"]["token"]
    assert made == {"name": "Guenhwyvar", "colors": ["G"], "types": ["Creature"], "subtypes": ["Cat"], "power": 4,
                    "toughness": 1, "keywords": ["trample"], "supertypes": ["Legendary"]}
    game = state(alice={"hand": [{"id": "d", "card": "Probe Drizzt"}], "mana_pool": {"G": 3, "W": 2}})
    done = _run(game, [{"type": "cast", "card": "d"}, RESOLVE, RESOLVE], drizzt)
    cat = next(p for p in done["state"]["battlefield"] if p["is_token"])["characteristics"]
    assert cat["name"] == "Guenhwyvar" and cat["supertypes"] == ["Legendary"] and cat["keywords"] == ["trample"]
    # near variants: a quoted ability on the named token, a legendary token with no name: refused
    for text in ('When ~ enters, create Voja, a legendary 5/5 green and white Wolf creature token with "Whenever this '
                 'token attacks, draw a card."',
                 "When ~ enters, create a legendary 4/1 green Cat creature token with trample."):
        assert probe_support(text) != "full", text


# --- "If you don't control a <noun>, <effects>." / "<effect> if you don't control a <noun>." (CR 608.2c, 603.4) -------

def test_608_2c_if_you_dont_control_a_permanent() -> None:
    tactics = mtgjson_full_definition("IKO", "Dire Tactics")  # {W}{B}: "Exile target creature. If you don't control ..."
    assert tactics["abilities"][1]["effect"] == {
        "kind": "if_condition", "condition": {"kind": "you_control", "spec": "permanent:Human", "negated": True},
        "effect": {"kind": "lose_life", "amount": "its_toughness", "player": "you"}}
    hand = {"hand": [{"id": "t", "card": "Dire Tactics"}], "mana_pool": {"W": 1, "B": 1}}
    cast = [{"type": "cast", "card": "t", "choices": {"targets": ["b"]}}, RESOLVE]
    alone = _run(state(alice=hand, battlefield=[on_battlefield("b", "Grizzly Bears", "bob")]), cast, tactics)
    assert player_of(alone, "alice")["life"] == 18 and not alone["state"]["battlefield"]  # no Human: lose 2 (toughness)
    human = [on_battlefield("b", "Grizzly Bears", "bob"), on_battlefield("h", "Hound Villager")]
    assert player_of(_run(state(alice=hand, battlefield=human), cast, tactics), "alice")["life"] == 20
    # an intervening "if" of the same words (CR 603.4)
    assert read_full_definition("Probe Loner", "Creature — Probe", "When Probe Loner enters, if you don't control a "
                                "Human, you lose 2 life.", "{2}", ("2", "2"))["abilities"][0]["intervening_if"] == {
        "kind": "you_control", "spec": "permanent:Human", "negated": True}
    # near variants: "another creature", a named creature (no spec for either here): refused
    for text in ("Whenever ~ attacks, if you don't control another creature, you lose 2 life.",
                 "Whenever ~ attacks, if you don't control a creature named Darkstar, you lose 2 life."):
        assert probe_support(text) != "full", text


# --- "<target> can't [attack or] block until your next turn." (CR 508.1c, 509.1a, 611.2a, 500.1) ---------------------

def test_611_2a_cant_attack_or_block_until_your_next_turn() -> None:
    sleep = read_full_definition("Probe Sleep", "Sorcery", "Target creature can't attack or block until your next turn.",
                                 "{W}")
    assert sleep["abilities"][0]["effect"] == {"kind": "cant_block_this_turn", "target": "creature",
                                               "also_cant_attack": True, "until_your_next_turn": True}
    bears = on_battlefield("gb", "Grizzly Bears", "bob")
    game = state(alice={"hand": [{"id": "s", "card": "Probe Sleep"}], "mana_pool": {"W": 1}}, battlefield=[bears])
    done = _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["gb"]}}, RESOLVE], sleep)
    [mark] = permanent(done, "gb")["effects"]
    assert mark["cant_attack"] and mark["cant_block"] and mark["duration"] == "until_your_next_turn"
    assert mark["until_turn_of"] == "alice" and "CR 611.2a" in events_of(done, "cant_block")[0]["cites"]
    # Bob's turn: it can't attack; it outlasts Bob's cleanup and ends as Alice's next turn begins (CR 611.2a, 500.1)
    marked = {**bears, "effects": [mark]}
    with pytest.raises(IllegalAction, match="can't attack"):
        _run(state(turn=4, active_player="bob", step="declare_attackers", battlefield=[marked]),
             [{"type": "declare_attackers", "attackers": [{"id": "gb", "defending": "alice"}]}], sleep)
    end = state(turn=4, active_player="bob", step="end", battlefield=[marked])
    passed = _run(end, [{"type": "pass_priority", "player": "bob"}, {"type": "pass_priority", "player": "alice"}], sleep)
    assert passed["state"]["active_player"] == "alice" and not permanent(passed, "gb").get("effects")
    # "can't block" alone reads the same way; near variants (another duration, "can't attack" alone) stay refused
    assert read_full_definition("Probe Daze", "Sorcery", "Target creature can't block until your next turn.", "{R}")[
        "abilities"][0]["effect"] == {"kind": "cant_block_this_turn", "target": "creature", "until_your_next_turn": True}
    for text in ("Target creature can't attack or block until end of turn.",
                 "Target creature can't attack until your next turn."):
        assert probe_support(text, "Sorcery", None) != "full", text


# --- "if an opponent controls a <noun>" as a rider, an intervening "if" or a cost reduction's condition (CR 608.2c,
# 603.4, 601.2f) -------------------------------------------------------------------------------------------------------

def test_608_2c_if_an_opponent_controls_a_permanent() -> None:
    spite = read_full_definition("Probe Spite", "Sorcery", "This spell costs {1} less to cast if an opponent controls a "
                                 "Human.\nDraw a card. If an opponent controls a creature, draw a card.", "{1}{U}")
    assert spite["abilities"][0]["condition"] == {"kind": "s33std21_opponent_controls", "spec": "permanent:Human"}
    assert spite["abilities"][2]["effect"]["condition"] == {"kind": "s33std21_opponent_controls", "spec": "creature"}
    hand = {"hand": [{"id": "p", "card": "Probe Spite"}], "mana_pool": {"U": 1}, "library": _library(3)}
    theirs = [on_battlefield("h", "Hound Villager", "bob")]
    done = _run(state(alice=hand, battlefield=theirs), [{"type": "cast", "card": "p"}, RESOLVE], spite)
    assert len(player_of(done, "alice")["hand"]) == 2  # {U} paid; the rider drew the second card
    with pytest.raises(IllegalAction):  # alice's own Human is no opponent's
        _run(state(alice=hand, battlefield=[on_battlefield("h", "Hound Villager")]), [{"type": "cast", "card": "p"}],
             spite)
    # near variants: "another" creature and "controls no <noun>" (an opponent with none): refused
    for text in ("When ~ enters, if an opponent controls another creature, you gain 3 life.",
                 "This spell costs {1} less to cast if an opponent controls no basic lands.\nDraw a card."):
        assert probe_support(text) != "full", text
