"""Optional actions ("You may <action>. If you do, ...", CR 608.2d) and reflexive triggers ("When
you do, ...", CR 603.12): read from real cards' Oracle text and played by the engine; near
variants with an action the engine doesn't do stay not modelled (docs/oracle-reflexive.md)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, state
from tests.unit.conftest import run_with_cards as _run


def _read(name: str, type_line: str, oracle: str, cost: str, pt: tuple[str, str]) -> dict[str, Any]:
    reading = read_card(
        CardFacts(name=name, mana_cost=cost, type_line=type_line, oracle_text=oracle, power=pt[0], toughness=pt[1])
    )
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    return reading.definition


def _hand(count: int) -> list[dict[str, str]]:
    return [{"id": f"h{n}", "card": "Grizzly Bears"} for n in range(count)]


ENTER = {"type": "put_onto_battlefield", "card": "c", "from": "hand"}

# Sparktongue Dragon (M19)
SPARKTONGUE = (
    "Sparktongue Dragon",
    "Creature — Dragon",
    "Flying\nWhen Sparktongue Dragon enters the battlefield, you may pay {2}{R}. When you do, it deals 3 damage "
    "to any target.",
    "{3}{R}{R}",
    ("4", "4"),
)
# Curious Forager (BLB)
FORAGER = (
    "Curious Forager",
    "Creature — Squirrel Druid",
    "When Curious Forager enters, you may forage. When you do, return target permanent card from your graveyard "
    "to your hand. (To forage, exile three cards from your graveyard or sacrifice a Food.)",
    "{2}{G}",
    ("3", "2"),
)
# Whiskerquill Scribe (BLB)
SCRIBE = (
    "Whiskerquill Scribe",
    "Creature — Mouse Citizen",
    "Valiant — Whenever Whiskerquill Scribe becomes the target of a spell or ability you control for the first "
    "time each turn, you may discard a card. If you do, draw a card.",
    "{1}{R}",
    ("2", "2"),
)


def _dragon(choices: dict[str, Any], more: list[dict[str, Any]] | None = None, pool: int = 3) -> dict[str, Any]:
    dragon = _read(*SPARKTONGUE)
    game = state(alice={"hand": [{"id": "c", "card": "Sparktongue Dragon"}], "mana_pool": {"R": pool}})
    return _run(game, [ENTER, {"type": "resolve", "choices": choices}, *(more or [])], dragon)


def test_603_12_sparktongue_dragon_reads_as_a_reflexive_trigger_after_an_optional_cost() -> None:
    ability = _read(*SPARKTONGUE)["abilities"][0]
    assert ability["optional_cost"] == "{2}{R}" and ability["reflexive"] is True
    assert ability["effect"] == {"kind": "damage", "amount": 3, "target": "any"}


def test_603_12_paid_the_reflexive_trigger_goes_on_the_stack_with_its_target_then_resolves() -> None:
    paid = _dragon({"pay_optional_cost": True, "targets": ["bob"]})
    stack = paid["state"]["stack"]
    assert len(stack) == 1 and stack[0]["trigger_event"] == "reflexive" and stack[0]["targets"] == ["bob"]
    assert player_of(paid, "alice")["mana_pool"]["R"] == 0 and player_of(paid, "bob")["life"] == 20
    put = [e for e in events_of(paid, "trigger_put_on_stack") if e["trigger"] == "reflexive"]
    assert put and "CR 603.12" in put[0]["cites"]
    resolved = _dragon({"pay_optional_cost": True, "targets": ["bob"]}, [{"type": "resolve"}])
    assert resolved["state"]["stack"] == [] and player_of(resolved, "bob")["life"] == 17


def test_603_12_declined_nothing_triggers_and_nothing_is_paid() -> None:
    declined = _dragon({"pay_optional_cost": False})
    assert declined["state"]["stack"] == [] and player_of(declined, "alice")["mana_pool"]["R"] == 3
    assert events_of(declined, "optional_cost_declined")


def test_603_12_the_reflexive_triggers_target_is_checked_when_it_is_put_on_the_stack() -> None:
    with pytest.raises(IllegalAction, match="takes 1 target"):
        _dragon({"pay_optional_cost": True})
    with pytest.raises(IllegalAction, match="can't target"):
        _dragon({"pay_optional_cost": True, "targets": ["nobody"]})
    with pytest.raises(IllegalAction):
        _dragon({"pay_optional_cost": True, "targets": ["bob"]}, pool=2)  # can't pay {2}{R}


def _forager(choices: dict[str, Any], more: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    forager = _read(*FORAGER)
    graveyard = [{"id": f"g{n}", "card": "Grizzly Bears"} for n in range(4)]
    game = state(alice={"hand": [{"id": "c", "card": "Curious Forager"}], "graveyard": graveyard})
    return _run(game, [ENTER, {"type": "resolve", "choices": choices}, *(more or [])], forager)


def test_603_12_curious_forager_forages_then_returns_the_target_chosen_then() -> None:
    ability = _read(*FORAGER)["abilities"][0]
    assert ability["optional_forage"] is True and ability["reflexive"] is True
    # Foraging exiles g0-g2 (the first three, rules/forage.py); g3 is the target chosen after that.
    foraged = _forager({"pay_optional_cost": True, "targets": ["g3"]}, [{"type": "resolve"}])
    alice = player_of(foraged, "alice")
    assert [card["id"] for card in alice["hand"]] == ["g3"]
    assert [card["id"] for card in alice["exile"]] == ["g0", "g1", "g2"] and alice["graveyard"] == []
    with pytest.raises(IllegalAction, match="can't target"):  # g0 was exiled to forage before it was chosen
        _forager({"pay_optional_cost": True, "targets": ["g0"]})
    declined = _forager({"pay_optional_cost": False})
    assert len(player_of(declined, "alice")["graveyard"]) == 4 and declined["state"]["stack"] == []


def test_608_2d_you_may_discard_a_card_if_you_do_draw_a_card() -> None:
    ability = _read(*SCRIBE)["abilities"][0]
    assert ability["optional_action"] == {"action": "discard", "amount": 1}
    assert ability["effect"] == {"kind": "draw", "amount": 1, "player": "you"}
    # The same construction on an "enters" trigger, played through.
    line = read_composed("When ~ enters, you may discard a card. If you do, draw a card.", is_spell=False)
    assert line.abilities is not None
    card = {
        "name": "Test Looter",
        "mana_cost": "{1}{R}",
        "types": ["Creature"],
        "power": 2,
        "toughness": 2,
        "abilities": line.abilities,
    }
    game = state(alice={"hand": [{"id": "c", "card": "Test Looter"}, *_hand(2)]})
    done = _run(game, [ENTER, {"type": "resolve", "choices": {"pay_optional_cost": True, "discard": ["h0"]}}], card)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["graveyard"]] == ["h0"] and len(alice["hand"]) == 2
    assert events_of(done, "optional_action_done")[0]["action"] == "discard 1 card"
    declined = _run(game, [ENTER, {"type": "resolve", "choices": {"pay_optional_cost": False}}], card)
    assert player_of(declined, "alice")["graveyard"] == [] and len(player_of(declined, "alice")["hand"]) == 2
    empty = state(alice={"hand": [{"id": "c", "card": "Test Looter"}]})
    with pytest.raises(IllegalAction, match=r"Can't do that|in hand"):
        _run(empty, [ENTER, {"type": "resolve", "choices": {"pay_optional_cost": True}}], card)


def test_608_2d_you_may_discard_your_hand_if_you_do_draw_two_cards() -> None:
    line = read_composed("When ~ enters, you may discard your hand. If you do, draw two cards.", is_spell=False)
    assert line.abilities is not None and line.abilities[0]["optional_action"] == {"action": "discard_hand"}
    card = {
        "name": "Test Barterer",
        "mana_cost": "{2}{R}",
        "types": ["Creature"],
        "power": 3,
        "toughness": 3,
        "abilities": line.abilities,
    }
    game = state(alice={"hand": [{"id": "c", "card": "Test Barterer"}, *_hand(3)]})
    done = _run(game, [ENTER, {"type": "resolve", "choices": {"pay_optional_cost": True}}], card)
    alice = player_of(done, "alice")
    assert len(alice["graveyard"]) == 3 and len(alice["hand"]) == 2


def test_variants_with_actions_the_engine_does_not_do_stay_not_modelled() -> None:
    for text in (
        # (s13-granted: "you may sacrifice a creature" is an optional action now, rules/optional_sacrifice.py)
        "When ~ enters, you may sacrifice a creature an opponent controls. When you do, draw a card.",
        "When ~ enters, you may discard a card at random. If you do, draw a card.",
        "When ~ enters, you may have target player discard a card. When you do, draw a card.",
        "When ~ enters, you may pay {1}. When you do, it deals 3 damage to any target frobnicated.",
    ):
        assert read_composed(text, is_spell=False).abilities is None, text


def test_119_4_you_may_pay_life_when_you_do_the_reflexive_trigger_deals_damage() -> None:
    line = read_composed(
        "When ~ enters, you may pay 3 life. When you do, ~ deals 3 damage to any target.", is_spell=False
    )
    assert line.abilities is not None
    assert line.abilities[0]["optional_action"] == {"action": "pay_life", "amount": 3}
    card = {"name": "Test Zealot", "mana_cost": "{B}", "types": ["Creature"], "power": 1, "toughness": 1}
    card["abilities"] = line.abilities
    game = state(alice={"hand": [{"id": "c", "card": "Test Zealot"}]})
    choose = {"type": "resolve", "choices": {"pay_optional_cost": True, "targets": ["bob"]}}
    done = _run(game, [ENTER, choose, {"type": "resolve"}], card)
    assert player_of(done, "alice")["life"] == 17 and player_of(done, "bob")["life"] == 17
    poor = state(alice={"hand": [{"id": "c", "card": "Test Zealot"}], "life": 2})
    with pytest.raises(IllegalAction, match="has 2 life"):
        _run(poor, [ENTER, choose], card)
    # "Pay 3 life." on its own is an action no effect node does: not read
    assert read_composed("When ~ enters, you may pay 3 life.", is_spell=False).abilities is None
