"""Drawing more cards than a library holds (CR 121.4, 704.5b): the cards there are drawn, the
draws left fail at once with one `draw_from_empty_library` event that counts them (`draws`, when
more than one), and the player loses at the next state-based check. An X of any size costs no
more than a small one."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import events_of, run_with_cards, state

MIND = {
    "name": "Test Mind",
    "mana_cost": "{X}{U}",
    "types": ["Sorcery"],
    "abilities": [{"kind": "spell", "effect": {"kind": "draw", "amount": "X"}}],
}


def _cast_with_x(x: int) -> dict[str, Any]:
    game = state(
        alice={
            "mana_pool": {"U": 1, "C": x},
            "hand": [{"id": "mind", "card": "Test Mind"}],
            "library": [{"id": "a", "card": "Forest"}, {"id": "b", "card": "Forest"}],
        }
    )
    return run_with_cards(game, [{"type": "cast", "card": "mind", "x": x}, {"type": "resolve"}], MIND)


def test_121_4_the_draws_past_the_library_fail_in_one_event() -> None:
    result = _cast_with_x(10**9)
    assert [e["card_id"] for e in events_of(result, "card_drawn")] == ["a", "b"]
    failed = events_of(result, "draw_from_empty_library")
    assert len(failed) == 1
    assert failed[0]["draws"] == 10**9 - 2
    assert failed[0]["cites"] == ["CR 121.4", "CR 704.5b"]
    assert events_of(result, "player_lost")


def test_121_4_one_draw_past_the_library_has_no_count() -> None:
    failed = events_of(_cast_with_x(3), "draw_from_empty_library")
    assert len(failed) == 1
    assert "draws" not in failed[0]
