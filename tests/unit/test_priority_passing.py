"""Priority (CR 117): `pass_priority`, who may act, and the `pending` decision."""

from __future__ import annotations

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, run, state, types_of


def hand(*cards: tuple[str, str]) -> list[dict[str, str]]:
    return [{"id": card_id, "card": name} for card_id, name in cards]


def test_117_4_the_stack_resolves_when_all_players_pass_in_succession() -> None:
    game = state(alice={"mana_pool": {"G": 2}, "hand": hand(("c1", "Grizzly Bears"))})
    result = run(game, [{"type": "cast", "card": "c1"}, {"type": "pass_priority"}, {"type": "pass_priority"}])
    assert [e["player"] for e in events_of(result, "priority_passed")] == ["alice", "bob"]
    assert events_of(result, "all_players_passed")[0]["cites"] == ["CR 117.4", "CR 405.5"]
    assert result["state"]["battlefield"][0]["id"] == "c1"
    assert result["state"]["priority_player"] == "alice"  # CR 117.3b: the active player, after it resolves
    assert result["pending"] == {"player": "alice", "decision": "priority", "options": {"stack": [], "passed": []}}


def test_117_3d_one_pass_gives_priority_to_the_next_player() -> None:
    game = state(alice={"mana_pool": {"G": 2}, "hand": hand(("c1", "Grizzly Bears"))})
    result = run(game, [{"type": "cast", "card": "c1"}, {"type": "pass_priority"}])
    assert result["state"]["stack"][0]["id"] == "c1"
    assert result["state"]["priority_player"] == "bob"
    assert result["state"]["priority_passed"] == ["alice"]
    assert result["pending"]["player"] == "bob" and result["pending"]["decision"] == "priority"


def test_117_1a_only_the_player_with_priority_may_cast() -> None:
    game = state(priority_player="alice", bob={"mana_pool": {"R": 1}, "hand": hand(("b1", "Lightning Bolt"))})
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "cast", "card": "b1"}])
    assert refusal.value.title == "No priority" and "CR 117.1a" in refusal.value.cites
    result = run(game, [{"type": "pass_priority"}, {"type": "cast", "card": "b1"}])
    assert result["state"]["stack"][0]["id"] == "b1"


def test_117_3c_a_player_who_casts_receives_priority_again_and_passes_start_over() -> None:
    game = state(priority_player="alice", alice={"mana_pool": {"R": 2}},
                 bob={"mana_pool": {"R": 1}, "hand": hand(("b1", "Lightning Bolt"))})
    result = run(game, [{"type": "pass_priority"}, {"type": "cast", "card": "b1"}])
    assert result["state"]["priority_player"] == "bob" and result["state"]["priority_passed"] == []


def test_500_2_all_players_passing_with_an_empty_stack_ends_the_step() -> None:
    game = state(step="upkeep")
    result = run(game, [{"type": "pass_priority"}, {"type": "pass_priority"}])
    assert result["state"]["step"] == "draw" and "step_began" in types_of(result)
    assert result["state"]["priority_player"] == "alice"


def test_514_3_steps_without_priority_pass_by_themselves() -> None:
    game = state(step="end")
    result = run(game, [{"type": "pass_priority"}, {"type": "pass_priority"}])
    assert result["state"]["turn"] == 4 and result["state"]["step"] == "upkeep"
    assert result["state"]["active_player"] == "bob" and result["state"]["priority_player"] == "bob"


def test_117_3d_passing_without_priority_is_refused() -> None:
    game = state(priority_player="alice")
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "pass_priority", "player": "bob"}])
    assert refusal.value.title == "No priority" and "CR 117.3d" in refusal.value.cites


def test_117_untracked_requests_keep_any_player_acting() -> None:
    game = state(step="end", bob={"mana_pool": {"R": 1}, "hand": hand(("b1", "Lightning Bolt"))})
    result = run(game, [{"type": "cast", "card": "b1", "player": "bob"}, {"type": "resolve"}])
    assert result["state"]["priority_player"] is None
    assert result["pending"]["decision"] == "priority" and result["pending"]["player"] == "alice"


def test_508_1_pending_declare_attackers_lists_each_creature_and_what_it_may_attack() -> None:
    game = state(step="declare_attackers", battlefield=[
        {"id": "g1", "card": "Grizzly Bears", "controller": "alice"},
        {"id": "g2", "card": "Grizzly Bears", "controller": "alice", "controlled_since_turn": 3},
        {"id": "g3", "card": "Grizzly Bears", "controller": "bob"}])
    result = run(game, [])
    assert result["pending"] == {"player": "alice", "decision": "declare_attackers",
                                 "options": {"attackers": {"g1": ["bob"]}}}


def test_509_1_pending_declare_blockers_for_the_defending_player() -> None:
    game = state(step="declare_attackers", battlefield=[
        {"id": "g1", "card": "Grizzly Bears", "controller": "alice"},
        {"id": "g3", "card": "Grizzly Bears", "controller": "bob"}])
    result = run(game, [{"type": "declare_attackers", "attackers": [{"id": "g1", "defending": "bob"}]},
                        {"type": "next_step"}])
    assert result["pending"] == {"player": "bob", "decision": "declare_blockers",
                                 "options": {"blockers": {"g3": ["g1"]}}}


def test_514_1_pending_discard_at_the_end_step_with_too_many_cards() -> None:
    cards = hand(*[(f"h{n}", "Grizzly Bears") for n in range(9)])
    result = run(state(step="end", alice={"hand": cards}), [])
    assert result["pending"]["decision"] == "discard" and result["pending"]["options"]["count"] == 2


def test_509_1_the_defending_player_declares_blockers_without_priority() -> None:
    game = state(step="declare_blockers", priority_player="alice", battlefield=[
        {"id": "g1", "card": "Grizzly Bears", "controller": "alice"},
        {"id": "g2", "card": "Grizzly Bears", "controller": "bob"}],
        combat={"attackers": [{"id": "g1", "defending": "bob"}]})
    result = run(game, [{"type": "declare_blockers", "player": "bob", "blocks": [{"blocker": "g2", "attacker": "g1"}]}])
    assert result["state"]["combat"]["blockers"] == {"g2": ["g1"]}
    assert result["state"]["priority_player"] == "alice"  # CR 117.3a: the active player, after the turn-based action


def test_514_1_the_last_pass_of_the_end_step_carries_the_cleanup_discard() -> None:
    cards = hand(*[(f"h{n}", "Grizzly Bears") for n in range(9)])
    game = state(step="end", priority_player="alice", alice={"hand": cards})
    result = run(game, [{"type": "pass_priority"},
                        {"type": "pass_priority", "choices": {"discard": ["h0", "h1"]}}])
    discarded = events_of(result, "discarded")[0]
    assert discarded["cards"] == ["h0", "h1"] and discarded["chosen"] is True
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "pass_priority", "choices": {"discard": ["h0", "h1"]}}])
    assert refusal.value.title == "Choice not used"  # one pass doesn't end the step


def test_117_4_next_step_stays_the_all_players_pass_shortcut_when_priority_is_tracked() -> None:
    game = state(step="upkeep", priority_player="bob", priority_passed=["alice"])
    result = run(game, [{"type": "next_step"}])
    assert result["state"]["step"] == "draw"
    assert result["state"]["priority_player"] == "alice" and result["state"]["priority_passed"] == []
