"""s14-forage: foraging as an effect, "Whenever you forage" and a "you may" on a beginning-of-step
trigger (CR 701.61a, 603.2, 603.5, 608.2d), read from Oracle text and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, player_of, read_full_definition, run_with_cards, state

CULTIVATOR_TEXT = (
    "At the beginning of combat on your turn, you may forage. (Exile three cards from your graveyard or "
    "sacrifice a Food.)\nWhenever you forage, put a +1/+1 counter on Corpseberry Cultivator."
)
FOOD = {"name": "Food", "types": ["Artifact"], "subtypes": ["Food"]}


def _cultivator() -> dict[str, Any]:
    return read_full_definition(
        "Corpseberry Cultivator", "Creature — Squirrel Warlock", CULTIVATOR_TEXT, "{B}{G}", ("2", "3")
    )


def _cultivator_state(food: bool, graveyard: int) -> dict[str, Any]:
    cultivator = _cultivator()
    battlefield: list[dict[str, Any]] = [{"id": "cc", "controller": "alice", "card": cultivator["name"]}]
    if food:
        battlefield.append({"id": "food", "controller": "alice", "card": FOOD, "is_token": True})
    cards = [{"id": f"grave-{n}", "card": "Grizzly Bears"} for n in range(graveyard)]
    return state(battlefield=battlefield, alice={"graveyard": cards})


def test_701_61a_corpseberry_cultivator_reads_as_optional_step_forage_and_forage_trigger() -> None:
    abilities = _cultivator()["abilities"]
    assert abilities[0] == {
        "kind": "step_trigger",
        "step": "beginning_of_combat",
        "whose": "yours",
        "effect": {"kind": "forage"},
        "optional": True,
    }
    assert abilities[1]["trigger"] == "you_forage"
    assert abilities[1]["effect"]["kind"] == "put_counters"


def test_603_5_step_trigger_you_may_forage_then_whenever_you_forage_triggers() -> None:
    cultivator = _cultivator()
    to_combat = [
        {"type": "next_step"},
        {"type": "resolve", "choices": {"pay_optional_cost": True}},
        {"type": "resolve"},
    ]
    result = run_with_cards(_cultivator_state(True, 0), to_combat, cultivator)
    assert events_of(result, "foraged")[0]["sacrificed"] == "food"
    assert [p["id"] for p in result["state"]["battlefield"]] == ["cc"]
    assert permanent(result, "cc")["counters"] == {"+1/+1": 1}
    assert any("CR 701.61a" in e["cites"] for e in events_of(result, "trigger_put_on_stack"))
    # foraging by exiling three chosen cards of the graveyard
    chosen = [
        {"type": "next_step"},
        {"type": "resolve", "choices": {"pay_optional_cost": True, "forage": ["grave-0", "grave-2", "grave-3"]}},
        {"type": "resolve"},
    ]
    exiled = run_with_cards(_cultivator_state(False, 4), chosen, cultivator)
    alice = player_of(exiled, "alice")
    assert [c["id"] for c in alice["graveyard"]] == ["grave-1"] and len(alice["exile"]) == 3
    assert permanent(exiled, "cc")["counters"] == {"+1/+1": 1}


def test_608_2d_declining_the_step_forage_does_nothing() -> None:
    cultivator = _cultivator()
    result = run_with_cards(_cultivator_state(True, 3), [{"type": "next_step"}, {"type": "resolve"}], cultivator)
    assert not events_of(result, "foraged") and events_of(result, "optional_cost_declined")
    assert {p["id"] for p in result["state"]["battlefield"]} == {"cc", "food"}
    assert not permanent(result, "cc").get("counters")


def test_118_3_choosing_to_forage_without_food_or_three_cards_is_refused() -> None:
    cultivator = _cultivator()
    with pytest.raises(IllegalAction) as refusal:
        run_with_cards(
            _cultivator_state(False, 2),
            [{"type": "next_step"}, {"type": "resolve", "choices": {"pay_optional_cost": True}}],
            cultivator,
        )
    assert "can't forage" in refusal.value.detail


def test_grammar_whenever_you_forage_reads_and_a_near_variant_does_not() -> None:
    read = read_card(
        CardFacts("Test Forager", "{G}", "Creature — Squirrel", "Whenever you forage, draw a card.", "1", "1")
    )
    assert read.support == "full" and read.definition is not None
    assert read.definition["abilities"][0]["trigger"] == "you_forage"
    unknown = read_card(
        CardFacts("Test Forager", "{G}", "Creature — Squirrel", "Whenever you forage twice, draw a card.", "1", "1")
    )
    assert unknown.support != "full"
