"""Counterspells and modal spells (docs/oracle-modal.md): each construction read from real cards'
Oracle text and played by the engine; a near variant with a word the grammar doesn't know stays
not modelled (honesty by construction)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run

# Dazzling Denial (BLB)
DAZZLING = (
    "Dazzling Denial",
    "Instant",
    "Counter target spell unless its controller pays {2}. If you control a Bird, counter that spell unless its "
    "controller pays {4} instead.",
    "{1}{U}",
)
BIRD = {"name": "Test Bird", "types": ["Creature"], "subtypes": ["Bird"], "power": 1, "toughness": 1}


def _not_read(line: str, *, is_spell: bool = True) -> None:
    assert read_composed(line, is_spell=is_spell).abilities is None


# --- counter unless its controller pays (CR 701.6a, 118.12) ---------------------------------------


def test_701_6a_dazzling_denial_reads_as_counter_unless_pays_with_an_instead_cost() -> None:
    definition = read_full_definition(*DAZZLING)
    assert definition["abilities"] == [
        {
            "kind": "spell",
            "effect": {
                "kind": "counter_unless_pays",
                "target": "spell",
                "cost": "{2}",
                "instead_if_you_control": "permanent:Bird",
                "instead_cost": "{4}",
            },
        }
    ]


def test_701_6a_counter_unless_near_variants_are_not_read() -> None:
    assert read_composed("Counter target noncreature spell unless its controller pays {2}.", is_spell=True).abilities
    _not_read("Counter target spell unless its controller pays {2} twice.")
    _not_read(
        "Counter target spell unless its controller pays {2}. If you control a Bird, counter that spell "
        "unless its controller pays {4} eventually."
    )
    _not_read("Counter target spell unless its owner pays {2}.")


def _denial_game(alice_pool: dict[str, int], bird: bool = False) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    bob: dict[str, Any] = {"hand": [{"id": "dd", "card": "Dazzling Denial"}], "mana_pool": {"U": 2}}
    game = state(alice={"hand": [{"id": "bears", "card": "Grizzly Bears"}], "mana_pool": alice_pool}, bob=bob)
    if bird:
        game["battlefield"] = [{"id": "bird", "card": "Test Bird", "controller": "bob", "owner": "bob"}]
    actions = [
        {"type": "cast", "player": "alice", "card": "bears"},
        {"type": "cast", "player": "bob", "card": "dd", "choices": {"targets": ["bears"]}},
    ]
    return game, actions


def test_118_12_pending_asks_the_countered_spells_controller_whether_to_pay() -> None:
    game, actions = _denial_game({"G": 4})
    result = _run(game, actions, read_full_definition(*DAZZLING), BIRD)
    assert result["pending"]["player"] == "alice"
    assert result["pending"]["options"]["choice"] == "pay_unless"
    assert result["pending"]["options"]["cost"] == "{2}"


def test_118_12_paid_the_spell_is_not_countered_and_the_mana_is_spent() -> None:
    game, actions = _denial_game({"G": 4})
    result = _run(
        game, [*actions, {"type": "resolve", "choices": {"pay_unless": True}}], read_full_definition(*DAZZLING), BIRD
    )
    paid = events_of(result, "unless_cost_paid")
    assert paid and paid[0]["player"] == "alice" and "CR 118.12" in paid[0]["cites"]
    assert [item["id"] for item in result["state"]["stack"]] == ["bears"]
    assert player_of(result, "alice")["mana_pool"]["G"] == 0


def test_701_6a_not_paid_the_spell_is_countered_to_its_owners_graveyard() -> None:
    game, actions = _denial_game({"G": 4})
    for resolve in ({"type": "resolve", "choices": {"pay_unless": False}}, {"type": "resolve"}):
        result = _run(game, [*actions, resolve], read_full_definition(*DAZZLING), BIRD)
        assert events_of(result, "spell_countered")[0]["countered"] == "bears"
        assert "bears" in [card["id"] for card in player_of(result, "alice")["graveyard"]]
        assert result["state"]["stack"] == []


def test_608_2c_with_a_bird_the_cost_is_four_instead() -> None:
    game, actions = _denial_game({"G": 5}, bird=True)
    result = _run(game, actions, read_full_definition(*DAZZLING), BIRD)
    assert result["pending"]["options"]["cost"] == "{4}"
    with pytest.raises(IllegalAction):  # three mana left: {4} can't be paid (CR 118.3)
        _run(
            game,
            [*actions, {"type": "resolve", "choices": {"pay_unless": True}}],
            read_full_definition(*DAZZLING),
            BIRD,
        )
