"""Session 24, group emn (docs/oracle-s24-emn.md): Eldritch Moon's mechanics, each read from the real card's Oracle
text (tests/fixtures/sets/emn.json) and played by the engine: delirium (ability word, CR 207.2c, 205.2a), escalate
(702.120), madness (702.35) and emerge (702.119)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, ROCK, _not_read, _on, _permanent, _pt

SET = Path(__file__).resolve().parents[1] / "fixtures" / "sets" / "emn.json"
WASTE = {"name": "Waste", "types": ["Land"]}
PONDER = {"name": "Ponder Card", "types": ["Sorcery"], "mana_cost": "{U}"}
DELIRIUM = [("g1", "Waste"), ("g2", "Bear"), ("g3", "Rock"), ("g4", "Ponder Card")]  # four card types


@cache
def _cards() -> dict[str, dict[str, Any]]:
    return {card["name"]: card for card in json.loads(SET.read_text())["data"]["EMN"]["cards"]}


def emn(name: str) -> dict[str, Any]:
    """The definition the reader makes of the real EMN card, which must read `full`."""
    card = _cards()[name]
    pt = (card["power"], card["toughness"]) if "power" in card else None
    return read_full_definition(card["name"], card["type"], card.get("text", ""), card.get("manaCost", ""), pt)


def _yard(count: int) -> list[dict[str, str]]:
    return [{"id": object_id, "card": card} for object_id, card in DELIRIUM[:count]]


def _legal(ok: bool, game: dict[str, Any], actions: list[dict[str, Any]], *cards: dict[str, Any]) -> None:
    if ok:
        _run(game, actions, *cards, BEAR, ROCK, WASTE, PONDER)
        return
    with pytest.raises(IllegalAction):
        _run(game, actions, *cards, BEAR, ROCK, WASTE, PONDER)


# --- delirium (CR 207.2c, 205.2a) ----------------------------------------------------------------------------------


def test_207_2c_delirium_static_pump_applies_with_four_card_types() -> None:
    sentry = emn("Desperate Sentry")
    assert sentry["abilities"][1] == {"kind": "static_pump", "affected": "self", "power": 3, "toughness": 0,
                                      "as_long_as": "delirium"}
    _not_read("~ gets +3/+0 as long as there are three or more card types among cards in your graveyard.")
    for count, power in ((4, 4), (3, 1)):
        game = state(alice={"graveyard": _yard(count)}, battlefield=[_on("s", "Desperate Sentry")])
        done = _run(game, [{"type": "pass_priority"}], sentry, BEAR, ROCK, WASTE, PONDER)
        assert _pt(done, "s")[0] == power
    augmentation = emn("Strange Augmentation")  # "Enchanted creature gets an additional +2/+2 as long as ..."
    assert augmentation["abilities"][2] == {"kind": "attached_pump", "power": 2, "toughness": 2, "as_long_as": "delirium"}
    for count, pt in ((4, (5, 5)), (3, (3, 3))):
        game = state(alice={"graveyard": _yard(count)},
                     battlefield=[_on("b", "Bear"), _on("a", "Strange Augmentation", attached_to="b")])
        assert _pt(_run(game, [{"type": "pass_priority"}], augmentation, BEAR, ROCK, WASTE, PONDER), "b") == pt
    # two cards of one type count once (CR 205.2a)
    game = state(alice={"graveyard": [*_yard(3), {"id": "g5", "card": "Waste"}]},
                 battlefield=[_on("s", "Desperate Sentry")])
    assert _pt(_run(game, [{"type": "pass_priority"}], sentry, BEAR, ROCK, WASTE, PONDER), "s")[0] == 1


def test_601_2f_delirium_cost_reduction_and_intervening_if() -> None:
    scour = emn("Scour the Laboratory")
    assert scour["abilities"][0] == {"kind": "self_cost_reduction", "generic": 2, "if_delirium": True}
    game = state(alice={"hand": [{"id": "h", "card": "Scour the Laboratory"}], "mana_pool": {"U": 2, "C": 2},
                        "graveyard": _yard(4)})
    done = _run(game, [{"type": "cast", "card": "h"}, {"type": "resolve"}], scour, BEAR, ROCK, WASTE, PONDER)
    assert len(player_of(done, "alice")["hand"]) == 3
    game["players"][0]["graveyard"] = _yard(3)
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "cast", "card": "h"}], scour, BEAR, ROCK, WASTE, PONDER)
    ishkanah = emn("Ishkanah, Grafwidow")
    assert ishkanah["abilities"][0]["intervening_if"] == {"kind": "s24emn_delirium"}
    for count, spiders in ((4, 3), (2, 0)):
        game = state(alice={"hand": [{"id": "i", "card": "Ishkanah, Grafwidow"}], "mana_pool": {"G": 5},
                            "graveyard": _yard(count)})
        done = _run(game, [{"type": "cast", "card": "i"}, {"type": "resolve"}, *([{"type": "resolve"}] * (count > 3))],
                    ishkanah, BEAR, ROCK, WASTE, PONDER)
        tokens = [p for p in done["state"]["battlefield"] if p["id"].startswith("spider-token")]
        assert len(tokens) == spiders


def test_602_5b_delirium_activation_restriction_and_defender() -> None:
    abilities = read_full_definition("Probe", "Artifact", "{1}, Sacrifice ~: Draw a card. Activate only if there are "
                                     "four or more card types among cards in your graveyard.", "{1}")
    assert abilities["abilities"][0]["activate_only_if_delirium"] is True
    for count, ok in ((4, True), (3, False)):
        game = state(alice={"graveyard": _yard(count), "mana_pool": {"C": 1}}, battlefield=[_on("p", "Probe")])
        _legal(ok, game, [{"type": "activate", "permanent": "p", "ability": 0}], abilities)
    geist = emn("Geist of the Lonely Vigil")
    assert geist["abilities"][-1] == {"kind": "attacks_as_though_no_defender", "condition": "delirium"}
    for count, ok in ((4, True), (3, False)):
        game = state(step="declare_attackers", alice={"graveyard": _yard(count)}, battlefield=[_on("g", "Geist of the Lonely Vigil")])
        _legal(ok, game, [{"type": "declare_attackers", "attackers": [{"id": "g", "defending": "bob"}]}], geist)


# --- escalate (CR 702.120) -----------------------------------------------------------------------------------------


def test_702_120a_escalate_costs_once_per_mode_beyond_the_first() -> None:
    grace = emn("Borrowed Grace")
    assert grace["abilities"][0] == {"kind": "escalate", "cost": "{1}{W}"}
    assert grace["abilities"][1]["effect"]["choose_max"] == 2
    _not_read("Escalate {X}", is_spell=True)
    _not_read("Escalate {2}")  # a permanent has no modes to escalate
    cast = {"type": "cast", "card": "h", "choices": {"modes": [0, 1]}}
    game = state(alice={"hand": [{"id": "h", "card": "Borrowed Grace"}], "mana_pool": {"W": 2, "C": 3}},
                 battlefield=[_on("b", "Bear")])
    done = _run(game, [cast, {"type": "resolve"}], grace, BEAR)
    assert _pt(done, "b") == (4, 4) and not any(player_of(done, "alice")["mana_pool"].values())
    assert "CR 702.120a" in events_of(done, "spell_cast")[0]["cites"]
    game["players"][0]["mana_pool"] = {"W": 1, "C": 2}  # the mana cost alone: one mode only
    done = _run(game, [{**cast, "choices": {"modes": [1]}}, {"type": "resolve"}], grace, BEAR)
    assert _pt(done, "b") == (2, 4)
    with pytest.raises(IllegalAction):
        _run(game, [cast], grace, BEAR)


# --- "When you cast ~" (CR 601.2i, 603.2) --------------------------------------------------------------------------


def test_601_2i_when_you_cast_triggers_from_the_stack_and_resolves_first() -> None:
    maw = emn("Abundant Maw")
    trigger = maw["abilities"][1]
    assert trigger == {"kind": "triggered", "trigger": "s24emn_cast_self",
                       "effect": {"kind": "lose_life", "amount": 3, "player": "target_opponent"},
                       "then_effects": [{"kind": "gain_life", "amount": 3, "player": "you"}]}
    _not_read("When you cast ~, ~ deals 2 damage to any target.")
    game = state(alice={"hand": [{"id": "m", "card": "Abundant Maw"}], "mana_pool": {"C": 8}})
    done = _run(game, [{"type": "cast", "card": "m"}, {"type": "resolve", "choices": {"targets": ["bob"]}}], maw)
    assert player_of(done, "bob")["life"] == 17 and player_of(done, "alice")["life"] == 23
    assert done["state"]["stack"][0]["id"] == "m"  # the spell is still there, below where its trigger was


# --- emerge (CR 702.119) -------------------------------------------------------------------------------------------

OGRE = {"name": "Probe Ogre", "types": ["Creature"], "mana_cost": "{2}{R}", "power": 3, "toughness": 3}


def test_702_119a_emerge_sacrifices_a_creature_and_reduces_by_its_mana_value() -> None:
    maw = emn("Abundant Maw")
    assert maw["abilities"][0] == {"kind": "alternative_cost", "name": "emerge", "cost": "{6}{B}"}
    emerge = {"type": "cast", "card": "m", "alternative_cost": "emerge", "choices": {"sacrifice": ["o"]}}
    game = state(alice={"hand": [{"id": "m", "card": "Abundant Maw"}], "mana_pool": {"B": 1, "C": 3}},
                 battlefield=[_on("o", "Probe Ogre")])
    done = _run(game, [emerge, {"type": "resolve", "choices": {"targets": ["bob"]}}, {"type": "resolve"}], maw, OGRE)
    assert _permanent(done, "o") is None and _permanent(done, "m") is not None  # {6}{B} less 3: {3}{B}
    assert [c["id"] for c in player_of(done, "alice")["graveyard"]] == ["o"]
    assert player_of(done, "bob")["life"] == 17  # its cast trigger resolved before it
    sacrificed = next(e for e in events_of(done, "zone_change") if e.get("permanent") == "o")
    assert sacrificed["reason"] == "sacrificed" and "CR 702.119a" in sacrificed["cites"]
    game["players"][0]["mana_pool"] = {"B": 1, "C": 2}  # one short
    with pytest.raises(IllegalAction):
        _run(game, [emerge], maw, OGRE)
    game["players"][0]["mana_pool"] = {"B": 1, "C": 3}
    with pytest.raises(IllegalAction):  # no creature named
        _run(game, [{**emerge, "choices": {}}], maw, OGRE)


# --- madness (CR 702.35) -------------------------------------------------------------------------------------------

RUMMAGER = ("Probe Rummager", "Artifact", "Discard a card: You gain 1 life.", "{1}")


def _discard_greeting(answer: dict[str, Any] | None, pool: dict[str, int]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    greeting, rummager = emn("Alchemist's Greeting"), read_full_definition(*RUMMAGER)
    game = state(alice={"hand": [{"id": "h", "card": "Alchemist's Greeting"}], "mana_pool": pool},
                 battlefield=[_on("r", "Probe Rummager"), _on("o", "Probe Ogre", "bob")])
    actions = [{"type": "activate", "permanent": "r", "ability": 0, "choices": {"discard": ["h"]}}]
    if answer is not None:
        actions.append({"type": "resolve", "choices": answer})
    return _run(game, actions, greeting, rummager, OGRE), [greeting, rummager, OGRE]


def test_702_35a_madness_exiles_the_discarded_card_and_its_owner_may_cast_it() -> None:
    assert emn("Alchemist's Greeting")["abilities"][-1] == {"kind": "alternative_cost", "name": "madness",
                                                              "cost": "{1}{R}"}
    _not_read("Madness {X}{R}", is_spell=True)
    done, _ = _discard_greeting(None, {"R": 1, "C": 1})
    exiled = next(e for e in events_of(done, "zone_change") if e.get("reason") == "madness")
    assert exiled["to"] == "exile" and "CR 702.35a" in exiled["cites"]
    assert [c["id"] for c in player_of(done, "alice")["exile"]] == ["h"]
    pending = done["pending"]
    assert pending["decision"] == "choose" and pending["options"]["choice"] == "pay_optional_cost"
    assert pending["options"]["cost"] == "{1}{R}" and pending["options"]["card"] == "h"
    # cast it for {1}{R} as the trigger resolves (a sorcery, on the stack above the rummager's ability, CR 608.2g)
    done, cards = _discard_greeting({"pay_optional_cost": True, "targets": ["o"]}, {"R": 1, "C": 1})
    assert done["state"]["stack"][0]["id"] == "h" and events_of(done, "cast_during_resolution")
    game = done["state"]
    done = _run(game, [{"type": "resolve"}], *cards)
    assert _permanent(done, "o") is None and [c["id"] for c in player_of(done, "alice")["graveyard"]] == ["h"]


def test_702_35a_madness_declined_goes_to_the_graveyard_and_is_no_hand_cost() -> None:
    done, cards = _discard_greeting({"pay_optional_cost": False}, {"R": 1, "C": 1})
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["graveyard"]] == ["h"] and not alice["exile"]
    game = state(alice={"hand": [{"id": "h", "card": "Alchemist's Greeting"}], "mana_pool": {"R": 1, "C": 1}},
                 battlefield=[_on("o", "Probe Ogre", "bob")])
    with pytest.raises(IllegalAction):  # the madness cost is no cost to cast it from the hand
        _run(game, [{"type": "cast", "card": "h", "alternative_cost": "madness", "choices": {"targets": ["o"]}}],
             *cards)


# --- "Put any number of them into your graveyard and the rest back on top" (CR 608.2c, 401.4) ----------------------


def test_608_2c_look_put_any_number_into_graveyard_rest_on_top() -> None:
    plan = emn("Contingency Plan")
    assert plan["abilities"][0]["effect"] == {"kind": "look_at_top", "amount": 5, "take": 5, "optional": True,
                                              "to": "graveyard", "rest": "top_any_order"}
    library = [{"id": f"l{n}", "card": "Bear"} for n in range(6)]
    game = state(alice={"hand": [{"id": "h", "card": "Contingency Plan"}], "mana_pool": {"U": 1, "C": 1},
                        "library": library})
    answer = {"chosen": ["l1", "l3"], "top_order": ["l4", "l0", "l2"]}
    done = _run(game, [{"type": "cast", "card": "h"}, {"type": "resolve", "choices": answer}], plan, BEAR)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["graveyard"]] == ["l1", "l3", "h"]
    assert [c["id"] for c in alice["library"]] == ["l4", "l0", "l2", "l5"]
    assert not events_of(done, "surveilled")


# --- "Discard two cards" from the graveyard (CR 602.2b, 701.9a, 113.6k) ---------------------------------------------


def test_602_2b_discard_two_cards_to_return_from_the_graveyard() -> None:
    stitchwing = emn("Advanced Stitchwing")
    assert stitchwing["abilities"][-1]["other_costs"] == [{"kind": "discard"}, {"kind": "discard"}]
    hand = [{"id": f"c{n}", "card": "Bear"} for n in range(3)]
    game = state(alice={"graveyard": [{"id": "s", "card": "Advanced Stitchwing"}], "hand": hand,
                        "mana_pool": {"U": 1, "C": 2}})
    activate = {"type": "activate", "permanent": "s", "ability": len(stitchwing["abilities"]) - 1,
                "choices": {"discard": ["c0", "c2"]}}
    done = _run(game, [activate, {"type": "resolve"}], stitchwing, BEAR)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["hand"]] == ["c1"] and {c["id"] for c in alice["graveyard"]} == {"c0", "c2"}
    assert _permanent(done, "s")["tapped"]  # type: ignore[index]
    game["players"][0]["hand"] = hand[:1]
    with pytest.raises(IllegalAction):  # one card in hand: the cost can't be paid (CR 118.3)
        _run(game, [{**activate, "choices": {}}], stitchwing, BEAR)


def test_702_119a_sacrificed_while_casting_with_emerge_triggers() -> None:
    maw, emissary = emn("Abundant Maw"), emn("Foul Emissary")  # Foul Emissary: {2}{G}, mana value 3
    assert emissary["abilities"][1]["trigger"] == "s24emn_emerge_sacrificed"
    game = state(alice={"hand": [{"id": "m", "card": "Abundant Maw"}], "mana_pool": {"B": 1, "C": 3}},
                 battlefield=[_on("f", "Foul Emissary")])
    emerge = {"type": "cast", "card": "m", "alternative_cost": "emerge", "choices": {"sacrifice": ["f"]}}
    done = _run(game, [emerge, {"type": "resolve", "choices": {"targets": ["bob"]}}, {"type": "resolve"}], maw, emissary)
    assert [p["id"] for p in done["state"]["battlefield"] if "Horror" in p["characteristics"]["subtypes"]]
    game["battlefield"] = [_on("f", "Foul Emissary")]
    sacrifice = read_full_definition("Probe Altar", "Artifact", "Sacrifice a creature: You gain 1 life.", "{1}")
    game["battlefield"].append(_on("a", "Probe Altar"))
    done = _run(game, [{"type": "activate", "permanent": "a", "ability": 0, "choices": {"sacrifice": ["f"]}}],
                maw, emissary, sacrifice)
    assert len(done["state"]["stack"]) == 1  # the altar's ability only: a sacrifice without emerge (CR 702.119a)


def test_611_3a_hexproof_as_long_as_it_entered_this_turn() -> None:
    behemoth = emn("Drownyard Behemoth")
    assert behemoth["abilities"][-1]["status"] == "entered_this_turn"
    game = state(alice={"hand": [{"id": "d", "card": "Drownyard Behemoth"}], "mana_pool": {"C": 9}})
    done = _run(game, [{"type": "cast", "card": "d"}, {"type": "resolve"}], behemoth)
    assert "hexproof" in _permanent(done, "d")["characteristics"]["keywords"]  # type: ignore[index]
    game = state(battlefield=[_on("d", "Drownyard Behemoth")])
    done = _run(game, [{"type": "pass_priority"}], behemoth)
    assert "hexproof" not in _permanent(done, "d")["characteristics"]["keywords"]  # type: ignore[index]


def test_603_4_enters_or_attacks_if_you_have_no_cards_in_hand() -> None:
    priest = emn("Bloodhall Priest")
    assert priest["abilities"][0]["intervening_if"] == {"kind": "cards_in_hand", "hand_at_most": 0}
    for extra, life in (([], 18), ([{"id": "x", "card": "Bear"}], 20)):
        game = state(alice={"hand": [{"id": "p", "card": "Bloodhall Priest"}, *extra], "mana_pool": {"B": 1, "R": 1, "C": 2}})
        done = _run(game, [{"type": "cast", "card": "p"}, {"type": "resolve"},
                           *([{"type": "resolve", "choices": {"targets": ["bob"]}}] if not extra else [])], priest, BEAR)
        assert player_of(done, "bob")["life"] == life
