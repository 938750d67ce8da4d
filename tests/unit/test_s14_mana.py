"""s14-mana: constructions read from real Bloomburrow cards' Oracle text and played by the engine
(docs/oracle-mana.md). Each construction has its honesty case: a near variant with a word the
grammar doesn't know is not read."""

from __future__ import annotations

from typing import Any

from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run

BYWAY_BARTERER = (
    "Byway Barterer",
    "Creature — Raccoon Rogue",
    "Menace\nWhenever you expend 4, you may discard your hand. If you do, draw two cards. (You expend 4 as you "
    "spend your fourth total mana to cast spells during a turn.)",
    "{2}{R}",
    ("3", "3"),
)
BIG = {"name": "Test Big Spell", "types": ["Sorcery"], "mana_cost": "{3}{R}"}


# --- expend triggers with a choice and several effects (CR 700.14, 608.2c-d) -----------------------


def test_700_14_expend_reads_you_may_discard_your_hand_if_you_do_draw() -> None:
    barterer = read_full_definition(*BYWAY_BARTERER)
    assert barterer["abilities"] == [
        {
            "kind": "expend_trigger",
            "amount": 4,
            "effect": {"kind": "draw", "amount": 2, "player": "you"},
            "optional_action": {"action": "discard_hand"},
        }
    ]
    near = "Whenever you expend 4, you may discard your hand gladly. If you do, draw two cards."
    assert read_composed(near, is_spell=False).abilities is None


def _barterer_game() -> dict[str, Any]:
    return state(
        alice={
            "mana_pool": {"R": 4},
            "hand": [{"id": "s", "card": "Test Big Spell"}, {"id": "h1", "card": "Grizzly Bears"},
                     {"id": "h2", "card": "Grizzly Bears"}],
        },
        battlefield=[{"id": "b", "card": "Byway Barterer", "controller": "alice", "controlled_since_turn": 1}],
    )


def test_608_2d_expend_4_discarding_the_hand_draws_two() -> None:
    barterer = read_full_definition(*BYWAY_BARTERER)
    actions = [{"type": "cast", "card": "s"}, {"type": "resolve", "choices": {"pay_optional_cost": True}}]
    result = _run(_barterer_game(), actions, barterer, BIG)
    alice = player_of(result, "alice")
    assert {card["id"] for card in alice["graveyard"]} >= {"h1", "h2"}
    assert len(alice["hand"]) == 2 and not {"h1", "h2"} & {card["id"] for card in alice["hand"]}
    assert events_of(result, "optional_action_done")


def test_608_2d_expend_4_declined_keeps_the_hand_and_draws_nothing() -> None:
    barterer = read_full_definition(*BYWAY_BARTERER)
    actions = [{"type": "cast", "card": "s"}, {"type": "resolve", "choices": {"pay_optional_cost": False}}]
    result = _run(_barterer_game(), actions, barterer, BIG)
    assert {card["id"] for card in player_of(result, "alice")["hand"]} == {"h1", "h2"}


def test_608_2c_an_expend_trigger_does_its_effects_in_order() -> None:
    line = "Whenever you expend 4, you gain 1 life and draw a card."
    abilities = read_composed(line, is_spell=False).abilities
    assert abilities == [
        {
            "kind": "expend_trigger",
            "amount": 4,
            "effect": {"kind": "gain_life", "amount": 1, "player": "you"},
            "then_effects": [{"kind": "draw", "amount": 1, "player": "you"}],
        }
    ]
