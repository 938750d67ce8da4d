"""The two "whenever you gain life" forms of the vocabulary (the grammar's `triggered` ability with
the trigger "you_gain_life", Bloomburrow's `life_trigger`) trigger from one implementation
(rules/life_gain_triggers.py), once per life-gaining event of their controller (CR 603.2, 119.9)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.conftest import events_of, permanent, run, state

COUNTER = {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "self"}
PRIDEMATE = {
    "name": "Test Pridemate",
    "mana_cost": "{1}{W}",
    "types": ["Creature"],
    "power": 2,
    "toughness": 2,
    "abilities": [{"kind": "triggered", "trigger": "you_gain_life", "effect": COUNTER}],
}
LIFE_TRIGGER = {
    "name": "Test Witness",
    "mana_cost": "{1}{W}",
    "types": ["Creature"],
    "power": 1,
    "toughness": 1,
    "abilities": [{"kind": "life_trigger", "on": "gain", "effect": COUNTER}],
}
GAIN_OR_LOSE = {
    "name": "Test Wax",
    "mana_cost": "{1}{W}",
    "types": ["Creature"],
    "power": 1,
    "toughness": 1,
    "abilities": [{"kind": "life_trigger", "on": "gain_or_lose", "effect": COUNTER}],
}


def _spell(name: str, effect: dict[str, Any]) -> dict[str, Any]:
    return {"name": name, "mana_cost": "{W}", "types": ["Instant"], "abilities": [{"kind": "spell", "effect": effect}]}


HEAL = _spell("Test Heal", {"kind": "gain_life", "amount": 3, "player": "target_player"})
DRAIN = _spell("Test Drain", {"kind": "lose_life", "amount": 2, "player": "target_player"})


def _cast_and_resolve(spell: dict[str, Any], target: str, battlefield: list[dict[str, Any]]) -> dict[str, Any]:
    game = state(alice={"mana_pool": {"W": 1}, "hand": [{"id": "h1", "card": spell}]}, battlefield=battlefield)
    return run(
        game, [{"type": "cast", "player": "alice", "card": "h1", "choices": {"targets": [target]}}, {"type": "resolve"}]
    )


def _triggers(result: dict[str, Any]) -> list[dict[str, Any]]:
    return events_of(result, "trigger_put_on_stack")


def test_603_2_both_forms_trigger_once_for_one_gain_of_their_controller() -> None:
    result = _cast_and_resolve(
        HEAL,
        "alice",
        [
            {"id": "p", "controller": "alice", "card": PRIDEMATE},
            {"id": "w", "controller": "alice", "card": LIFE_TRIGGER},
        ],
    )
    assert sorted(event["source"] for event in _triggers(result)) == ["p", "w"]
    stack = result["state"]["stack"]
    assert len(stack) == 2
    # The grammar's form names the player and the amount for its effect, as the event did before.
    pridemate = next(item for item in stack if item["source"] == "p")
    assert pridemate["choices"]["event"] == {"that_player": "alice", "that_much": 3}


def test_603_2_neither_form_triggers_for_an_opponents_gain() -> None:
    result = _cast_and_resolve(
        HEAL,
        "bob",
        [
            {"id": "p", "controller": "alice", "card": PRIDEMATE},
            {"id": "w", "controller": "alice", "card": LIFE_TRIGGER},
        ],
    )
    assert _triggers(result) == [] and result["state"]["stack"] == []


@pytest.mark.parametrize(("card", "triggers"), [(PRIDEMATE, 0), (LIFE_TRIGGER, 0), (GAIN_OR_LOSE, 1)])
def test_119_3_a_loss_triggers_only_what_waits_for_a_loss(card: dict[str, Any], triggers: int) -> None:
    result = _cast_and_resolve(DRAIN, "alice", [{"id": "x", "controller": "alice", "card": card}])
    assert len(_triggers(result)) == triggers


def test_119_9_the_trigger_resolves_with_its_effect() -> None:
    game = state(
        alice={"mana_pool": {"W": 1}, "hand": [{"id": "h1", "card": HEAL}]},
        battlefield=[{"id": "p", "controller": "alice", "card": PRIDEMATE}],
    )
    result = run(
        game,
        [
            {"type": "cast", "player": "alice", "card": "h1", "choices": {"targets": ["alice"]}},
            {"type": "resolve"},
            {"type": "resolve"},
        ],
    )
    assert permanent(result, "p")["counters"] == {"+1/+1": 1}
    assert "CR 119.9" in _triggers(result)[0]["cites"]
