"""s14-r2targets: targets with a relation between them, "Choose two target creatures controlled by
different players. Return those creatures to their owners' hands." (CR 115.1, 601.2c, 608.2b, 608.2h),
read from Oracle text and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, player_of, read_full_definition, run_with_cards, state

RUN_AWAY_TEXT = (
    "Choose two target creatures controlled by different players. Return those creatures to their owners' hands."
)


def _run_away() -> dict[str, Any]:
    return read_full_definition("Run Away Together", "Instant", RUN_AWAY_TEXT, "{1}{U}")


def _game(bears: dict[str, str]) -> dict[str, Any]:
    """alice holds Run Away Together with {1}{U}; the Grizzly Bears `bears` (id -> controller)."""
    return state(
        battlefield=[
            {"id": bear, "controller": controller, "owner": controller, "card": "Grizzly Bears"}
            for bear, controller in bears.items()
        ],
        alice={"mana_pool": {"U": 2}, "hand": [{"id": "raw", "card": "Run Away Together"}]},
    )


def _cast(*targets: str) -> dict[str, Any]:
    return {"type": "cast", "card": "raw", "choices": {"targets": list(targets)}}


def _hand_ids(result: dict[str, Any], player: str) -> list[str]:
    return [card["id"] for card in player_of(result, player)["hand"]]


def test_115_1_run_away_together_reads_as_two_related_targets_then_those() -> None:
    abilities = _run_away()["abilities"]
    assert [a["effect"] for a in abilities] == [
        {"kind": "choose_target", "target": "creature", "different_controllers": True, "target_count": 2},
        {"kind": "return_to_hand", "target": "it"},
    ]


def test_near_variants_with_an_unknown_word_or_another_relation_do_not_read() -> None:
    for text in (
        "Choose two target creatures controlled by different wizards. Return those creatures to their owners' hands.",
        "Choose two target creatures controlled by different players. Return those lands to their owners' hands.",
        "Choose target creature controlled by different players. Return those creatures to their owners' hands.",
        "Return those creatures to their owners' hands.",
    ):
        reading = read_card(CardFacts(name="Variant", mana_cost="{1}{U}", type_line="Instant", oracle_text=text))
        assert reading.support != "full", text


def test_608_2c_both_creatures_return_to_their_owners_hands() -> None:
    card = _run_away()
    result = run_with_cards(
        _game({"mine": "alice", "theirs": "bob"}), [_cast("mine", "theirs"), {"type": "resolve"}], card
    )
    assert result["state"]["battlefield"] == []
    assert "mine" in _hand_ids(result, "alice") and "theirs" in _hand_ids(result, "bob")


def test_601_2c_two_targets_controlled_by_one_player_are_refused() -> None:
    card = _run_away()
    with pytest.raises(IllegalAction) as refusal:
        run_with_cards(_game({"a": "bob", "b": "bob"}), [_cast("a", "b")], card)
    assert "different players" in refusal.value.detail
    assert "CR 601.2c" in refusal.value.cites


def test_608_2b_both_now_controlled_by_one_player_both_illegal_and_it_does_not_resolve() -> None:
    card = _run_away()
    cast = run_with_cards(_game({"mine": "alice", "theirs": "bob"}), [_cast("mine", "theirs")], card)
    game = cast["state"]
    next(p for p in game["battlefield"] if p["id"] == "theirs")["controller"] = "alice"  # control changed
    result = run_with_cards(game, [{"type": "resolve"}], card)
    assert {e["target"] for e in events_of(result, "target_illegal")} == {"mine", "theirs"}
    assert events_of(result, "spell_fizzled")
    assert {p["id"] for p in result["state"]["battlefield"]} == {"mine", "theirs"}


def test_608_2h_a_target_that_left_counts_with_its_last_controller() -> None:
    card = _run_away()
    shock = {
        "name": "Test Shock",
        "mana_cost": "{R}",
        "types": ["Instant"],
        "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "creature"}}],
    }
    game = _game({"mine": "alice", "theirs": "bob"})
    game["players"][1]["hand"] = [{"id": "shock", "card": "Test Shock"}]
    game["players"][1]["mana_pool"] = {"R": 1}
    actions = [
        _cast("mine", "theirs"),
        {"type": "pass_priority"},
        {"type": "cast", "player": "bob", "card": "shock", "choices": {"targets": ["theirs"]}},
        {"type": "resolve"},
        {"type": "resolve"},
    ]
    result = run_with_cards(game, actions, card, shock)
    # bob's Bears died; alice's is still legal: bob controlled the other as it last existed
    assert [e["target"] for e in events_of(result, "target_illegal")] == ["theirs"]
    assert result["state"]["battlefield"] == [] and "mine" in _hand_ids(result, "alice")
