"""s14-r2history: a reflexive trigger after an action that isn't optional ("Mill three cards. When
you do, ...", CR 603.12), "-X/-X, where X is ..." (CR 608.2h) and "the greatest mana value among
cards in your graveyard" (CR 202.3): read from Wick's Patrol's Oracle text and played by the engine;
near variants with a word or action the engine doesn't know stay not modelled
(docs/oracle-r2history.md)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run

ENTER = {"type": "put_onto_battlefield", "card": "c", "from": "hand"}

WICKS_PATROL = (
    "Wick's Patrol",
    "Creature — Rat Warlock",
    "When Wick's Patrol enters, mill three cards. When you do, target creature an opponent controls gets -X/-X "
    "until end of turn, where X is the greatest mana value among cards in your graveyard.",
    "{4}{B}{B}",
    ("5", "3"),
)


def _support(oracle: str, type_line: str = "Creature — Rat Warlock") -> str:
    reading = read_card(
        CardFacts(name="Test Card", mana_cost="{1}", type_line=type_line, oracle_text=oracle, power="1", toughness="1")
    )
    return reading.support


def _patrol(
    library: list[dict[str, str]],
    graveyard: list[dict[str, str]] | None = None,
    more: list[dict[str, Any]] | None = None,
    targets: list[str] | None = None,
) -> dict[str, Any]:
    patrol = read_full_definition(*WICKS_PATROL)
    game = state(
        alice={"hand": [{"id": "c", "card": "Wick's Patrol"}], "library": library, "graveyard": graveyard or []},
        battlefield=[{"id": "ogre", "card": "Grizzly Bears", "controller": "bob", "owner": "bob"}],
    )
    choose = {"type": "resolve", "choices": {"targets": targets if targets is not None else ["ogre"]}}
    return _run(game, [ENTER, choose, *(more or [])], patrol)


def test_603_12_wicks_patrol_reads_as_a_mandatory_mill_then_a_reflexive_negated_pump() -> None:
    ability = read_full_definition(*WICKS_PATROL)["abilities"][0]
    assert ability["optional_action"] == {"action": "mill", "amount": 3, "mandatory": True}
    assert ability["reflexive"] is True
    assert ability["effect"] == {
        "kind": "pump",
        "target": "creature:opponent_controls",
        "power": "graveyard_greatest_mana_value",
        "toughness": "graveyard_greatest_mana_value",
        "duration": "end_of_turn",
        "negated": True,
    }


def test_603_12_the_mill_is_done_without_a_choice_then_the_reflexive_trigger_targets() -> None:
    library = [
        {"id": "l0", "card": "Divination"},
        {"id": "l1", "card": "Forest"},
        {"id": "l2", "card": "Forest"},
        {"id": "l3", "card": "Lightning Bolt"},
    ]
    done = _patrol(library)
    alice = player_of(done, "alice")
    assert [card["id"] for card in alice["graveyard"]] == ["l0", "l1", "l2"]
    assert [card["id"] for card in alice["library"]] == ["l3"]
    stack = done["state"]["stack"]
    assert len(stack) == 1 and stack[0]["trigger_event"] == "reflexive" and stack[0]["targets"] == ["ogre"]
    milled = events_of(done, "mandatory_action_done")
    assert milled and milled[0]["milled"] == 3 and "CR 603.12" in milled[0]["cites"]
    assert not events_of(done, "optional_cost_declined")


def test_608_2h_x_is_the_greatest_mana_value_in_the_graveyard_as_the_reflexive_trigger_resolves() -> None:
    # Divination (3) milled; a Grizzly Bears (2) already there: X = 3, the 2/2 gets -3/-3 and dies.
    library = [{"id": "l0", "card": "Forest"}, {"id": "l1", "card": "Divination"}, {"id": "l2", "card": "Forest"}]
    resolved = _patrol(library, [{"id": "g0", "card": "Grizzly Bears"}], [{"type": "resolve"}])
    pumped = events_of(resolved, "pumped")
    assert pumped and pumped[0]["power"] == -3 and pumped[0]["toughness"] == -3
    assert "ogre" in [card["id"] for card in player_of(resolved, "bob")["graveyard"]]


def test_701_17b_with_an_empty_library_nothing_is_milled_and_nothing_triggers() -> None:
    empty = _patrol([], targets=[])
    assert empty["state"]["stack"] == []
    assert events_of(empty, "mandatory_action_done")[0]["milled"] == 0
    assert not [e for e in events_of(empty, "trigger_put_on_stack") if e["trigger"] == "reflexive"]


def test_603_3d_the_reflexive_target_must_be_a_creature_an_opponent_controls() -> None:
    library = [{"id": f"l{n}", "card": "Forest"} for n in range(3)]
    with pytest.raises(IllegalAction, match="can't target"):
        _patrol(library, targets=["c"])  # Wick's Patrol itself: alice controls it


def test_near_variants_stay_not_modelled() -> None:
    when_you_do = "When ~ enters, {}. When you do, target creature gets -X/-X until end of turn, where X is {}."
    # An action other than milling before "When you do" (discarding with an empty hand is another question)
    assert (
        _support(when_you_do.format("discard a card", "the greatest mana value among cards in your graveyard"))
        != "full"
    )
    # An unknown word in the amount
    assert (
        _support(when_you_do.format("mill three cards", "the greatest mana value among cards in your hand")) != "full"
    )
    assert (
        _support(when_you_do.format("mill three cards", "the greatest mana flurb among cards in your graveyard"))
        != "full"
    )
    # "-X/+X" is not read (s30-stdb reads "+X/-X, where X is ...": toughness_negated); "-X/-X" on its own (no "where X
    # is") is not either
    assert (
        _support(
            "When ~ enters, target creature gets -X/+X until end of turn, where X is the greatest mana "
            "value among cards in your graveyard."
        )
        != "full"
    )
    assert _support("When ~ enters, target creature gets -X/-X until end of turn.") != "full"


def test_608_2h_greatest_is_highest_and_other_where_x_counts_take_a_minus() -> None:
    definition = read_full_definition(
        "Test Card",
        "Sorcery",
        "Target creature gets -X/-X until end of turn, where X is the number of creatures you control.",
        "{1}{B}",
    )
    effect = definition["abilities"][0]["effect"]
    assert effect["negated"] is True and effect["power"] == "creatures_you_control"
    spell = read_full_definition(
        "Test Card",
        "Sorcery",
        "You gain X life, where X is the greatest mana value among cards in your graveyard.",
        "{1}{B}",
    )
    assert spell["abilities"][0]["effect"]["amount"] == "graveyard_greatest_mana_value"
