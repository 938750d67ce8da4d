"""The cleanup step (CR 514): first the active player discards down to their maximum hand size
of seven (514.1, 402.2: `choices.discard` on the action that reaches the step, else the last
cards in hand); then damage is removed and "until end of turn" effects end (514.2)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, permanent, player_of, run, state


def _hand(count: int, prefix: str = "h") -> list[dict[str, Any]]:
    return [{"id": f"{prefix}{n}", "card": "Grizzly Bears"} for n in range(1, count + 1)]


def _ids(cards: list[dict[str, Any]]) -> list[str]:
    return [card["id"] for card in cards]


def test_514_1_the_active_player_discards_the_last_cards_down_to_seven_by_default() -> None:
    result = run(state(step="end", alice={"hand": _hand(9)}), [{"type": "next_step"}])
    alice = player_of(result, "alice")
    assert _ids(alice["hand"]) == [f"h{n}" for n in range(1, 8)]
    assert _ids(alice["graveyard"]) == ["h8", "h9"]
    discarded = events_of(result, "discarded")[0]
    assert discarded["cards"] == ["h8", "h9"] and discarded["chosen"] is False
    assert {"CR 514.1", "CR 402.2"} <= set(discarded["cites"])


def test_514_1_the_player_chooses_what_to_discard() -> None:
    result = run(state(step="end", alice={"hand": _hand(9)}),
                 [{"type": "next_step", "choices": {"discard": ["h3", "h1"]}}])
    alice = player_of(result, "alice")
    assert _ids(alice["graveyard"]) == ["h3", "h1"]
    assert _ids(alice["hand"]) == ["h2", *[f"h{n}" for n in range(4, 10)]]


def test_514_1_next_turn_discards_in_the_cleanup_it_passes_through() -> None:
    game = state(alice={"hand": _hand(8)}, bob={"hand": _hand(9, "b")})
    result = run(game, [{"type": "next_turn", "choices": {"discard": ["h2"]}}])
    assert _ids(player_of(result, "alice")["graveyard"]) == ["h2"]
    assert len(player_of(result, "bob")["hand"]) == 10  # not bob's turn: he keeps them (and drew one)


def test_514_1_only_the_active_player_discards() -> None:
    result = run(state(step="end", bob={"hand": _hand(9, "b")}), [{"type": "next_step"}])
    assert len(player_of(result, "bob")["hand"]) == 9 and not events_of(result, "discarded")


def test_514_1_seven_cards_or_fewer_discard_nothing() -> None:
    result = run(state(step="end", alice={"hand": _hand(7)}), [{"type": "next_step"}])
    assert len(player_of(result, "alice")["hand"]) == 7 and not events_of(result, "discarded")


@pytest.mark.parametrize(("discard", "title"), [
    (["h1"], "Wrong number of cards to discard"),
    (["h1", "h1"], "Wrong number of cards to discard"),
    (["h1", "bob-lib-0"], "Not in hand"),
])
def test_514_1_a_wrong_discard_choice_is_refused(discard: list[str], title: str) -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(state(step="end", alice={"hand": _hand(9)}), [{"type": "next_step", "choices": {"discard": discard}}])
    assert refusal.value.title == title and "CR 514.1" in refusal.value.cites


def test_514_1_a_discard_choice_with_nothing_to_discard_is_refused() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(state(step="end", alice={"hand": _hand(7)}), [{"type": "next_step", "choices": {"discard": ["h1"]}}])
    assert refusal.value.title == "Nothing to discard"


def test_514_1_a_discard_choice_on_an_action_that_doesnt_reach_cleanup_is_refused() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(state(alice={"hand": _hand(9)}), [{"type": "next_step", "choices": {"discard": ["h1", "h2"]}}])
    assert refusal.value.title == "Choice not used"


def test_514_2_after_the_discard_damage_is_removed_and_until_end_of_turn_effects_end() -> None:
    game = state(step="end", alice={"hand": _hand(8)},
                 battlefield=[{"id": "p1", "card": "Grizzly Bears", "damage": 1, "effects": [{"power": 2, "toughness": 2}]}])
    result = run(game, [{"type": "next_step"}])
    bear = permanent(result, "p1")
    assert bear["damage"] == 0 and bear["effects"] == []
    types = [event["type"] for event in result["events"]]
    assert types.index("discarded") < types.index("cleanup")
    cleanup = events_of(result, "cleanup")[0]
    assert cleanup["damage_removed"] == 1 and cleanup["effects_ended"] == 1 and "CR 514.2" in cleanup["cites"]


def test_514_3a_a_state_based_action_in_cleanup_brings_another_cleanup_step() -> None:
    # A 1/1 with a -1/-1 counter lives on its +1/+1 until end of turn; the effect ends in cleanup
    # and it dies (704.5f), so players get priority and another cleanup step follows.
    frail = {"name": "Frail Thing", "types": ["Creature"], "power": 1, "toughness": 1}
    game = state(step="end", battlefield=[{"id": "t1", "card": frail, "counters": {"-1/-1": 1},
                                           "effects": [{"power": 1, "toughness": 1}]}])
    result = run(game, [{"type": "next_step"}, {"type": "next_step"}])
    assert result["state"]["battlefield"] == []
    assert "CR 514.3a" in events_of(result, "cleanup_step_repeats")[0]["cites"]
    began = [e["step"] for e in events_of(result, "step_began")]
    assert began == ["cleanup", "cleanup"] and result["state"]["step"] == "cleanup"
    after = run(game, [{"type": "next_step"}, {"type": "next_step"}, {"type": "next_step"}])
    assert (after["state"]["turn"], after["state"]["step"]) == (4, "untap")  # the second one was quiet
    assert len(events_of(after, "cleanup_step_repeats")) == 1


def test_514_3a_a_quiet_cleanup_step_is_not_repeated() -> None:
    game = state(step="end", alice={"hand": _hand(8)})
    result = run(game, [{"type": "next_step"}, {"type": "next_step"}])
    assert not events_of(result, "cleanup_step_repeats") and result["state"]["turn"] == 4
    in_one_action = run(game, [{"type": "next_turn"}])
    assert not events_of(in_one_action, "cleanup_step_repeats") and in_one_action["state"]["turn"] == 4


def test_514_3a_mana_emptying_as_the_step_ends_is_not_something_happening_in_it() -> None:
    game = state(step="cleanup", alice={"mana_pool": {"G": 2}})
    result = run(game, [{"type": "next_step"}])
    assert events_of(result, "mana_emptied") and not events_of(result, "cleanup_step_repeats")


def test_514_3a_an_action_taken_during_cleanup_brings_another_cleanup_step() -> None:
    game = state(step="end", bob={"mana_pool": {"G": 1}},
                 battlefield=[{"id": "p1", "card": "Grizzly Bears", "controller": "alice", "controlled_since_turn": 1}])
    result = run(game, [{"type": "next_step"}, {"type": "move", "permanent": "p1", "to": "hand"},
                        {"type": "next_step"}])
    assert events_of(result, "cleanup_step_repeats") and result["state"]["step"] == "cleanup"


def test_514_3a_the_discard_choice_is_for_the_first_cleanup_step_only() -> None:
    frail = {"name": "Frail Thing", "types": ["Creature"], "power": 1, "toughness": 1}
    game = state(step="end", alice={"hand": _hand(8)},
                 battlefield=[{"id": "t1", "card": frail, "counters": {"-1/-1": 1}, "effects": [{"power": 1, "toughness": 1}]}])
    result = run(game, [{"type": "next_turn", "choices": {"discard": ["h1"]}}])
    assert _ids(player_of(result, "alice")["graveyard"]) == ["h1", "t1"]
    assert len(events_of(result, "discarded")) == 1 and events_of(result, "cleanup_step_repeats")
