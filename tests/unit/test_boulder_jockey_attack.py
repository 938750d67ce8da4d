"""Boulder Jockey's attack trigger: "you may pay {D}; if you do, create Boulder tapped and
attacking; sacrifice it at the beginning of the next end step"."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.engine.citations import LAND_DROP_NEVER_ON_OTHERS_TURN, LAND_DROPS_REMAINING
from tests.unit.conftest import events_of, permanent, player_of, run, state, types_of

JOCKEY = {"id": "bj", "card": "Boulder Jockey", "controller": "alice", "controlled_since_turn": 1}
NEXT = {"type": "next_step"}


def jockey_state(**alice: Any) -> dict[str, Any]:
    return state(step="declare_attackers", alice=alice, battlefield=[JOCKEY])


def attack(**choices: Any) -> dict[str, Any]:
    return {"type": "declare_attackers", "attackers": [{"id": "bj", "defending": "bob"}], "choices": choices}


def test_508_3a_the_attack_trigger_goes_on_the_stack_with_the_announced_choice() -> None:
    result = run(jockey_state(), [attack(pay_optional_cost=True)])
    trigger = result["state"]["stack"][0]
    assert trigger["trigger_event"] == "attacks" and trigger["choices"]["pay_optional_cost"] is True


def test_paying_d_gives_up_a_land_drop_and_creates_boulder_tapped_and_attacking() -> None:
    result = run(jockey_state(), [attack(pay_optional_cost=True), {"type": "resolve"}])
    assert player_of(result, "alice")["land_drops_given_up"] == 1
    boulder = permanent(result, "boulder-1")
    assert boulder["is_token"] and boulder["tapped"]
    assert boulder["characteristics"]["types"] == ["Artifact", "Creature"]
    assert boulder["characteristics"]["subtypes"] == ["Construct"] and boulder["characteristics"]["colors"] == []
    assert (boulder["characteristics"]["power"], boulder["characteristics"]["toughness"]) == (3, 3)
    assert [a["id"] for a in result["state"]["combat"]["attackers"]] == ["bj", "boulder-1"]
    assert "CR 508.4" in events_of(result, "put_onto_battlefield_attacking")[0]["cites"]
    assert result["state"]["delayed_triggers"] == [
        {"controller": "alice", "at": "next_end_step", "action": "sacrifice", "objects": ["boulder-1"], "source": "bj"}]


def test_the_choice_can_be_made_as_the_trigger_resolves() -> None:
    result = run(jockey_state(), [attack(), {"type": "resolve", "choices": {"pay_optional_cost": True}}])
    assert permanent(result, "boulder-1")["tapped"] is True


def test_choosing_not_to_pay_creates_nothing() -> None:
    for actions in ([attack(pay_optional_cost=False), {"type": "resolve"}],
                    [attack(), {"type": "resolve", "choices": {"pay_optional_cost": False}}],
                    [attack(), {"type": "resolve"}]):
        result = run(jockey_state(), actions)
        assert [p["id"] for p in result["state"]["battlefield"]] == ["bj"]
        assert "optional_cost_declined" in types_of(result)
        assert player_of(result, "alice")["land_drops_given_up"] == 0


def test_choosing_to_pay_with_no_land_drop_left_is_refused_with_the_reason() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(jockey_state(lands_played=1), [attack(pay_optional_cost=True)])
    assert refusal.value.action_index == 0 and LAND_DROPS_REMAINING in refusal.value.cites
    assert "land drop" in refusal.value.detail
    with pytest.raises(IllegalAction) as at_resolution:
        run(jockey_state(lands_played=1), [attack(), {"type": "resolve", "choices": {"pay_optional_cost": True}}])
    assert at_resolution.value.action_index == 1 and LAND_DROPS_REMAINING in at_resolution.value.cites


def test_boulder_deals_combat_damage_and_is_sacrificed_at_the_next_end_step() -> None:
    actions = [attack(pay_optional_cost=True), {"type": "resolve"}, NEXT, NEXT, NEXT, NEXT, NEXT]
    result = run(jockey_state(), actions)
    assert player_of(result, "bob")["life"] == 13  # 4 + 3
    assert result["state"]["step"] == "end"
    delayed = result["state"]["stack"][0]
    assert delayed["trigger_event"] == "delayed:sacrifice" and result["state"]["delayed_triggers"] == []
    assert "CR 603.7" in events_of(result, "trigger_put_on_stack")[-1]["cites"]
    done = run(jockey_state(), [*actions, {"type": "resolve"}])
    assert [p["id"] for p in done["state"]["battlefield"]] == ["bj"]
    assert events_of(done, "zone_change")[-1]["reason"] == "sacrificed"
    assert "token_ceased_to_exist" in types_of(done)


def test_next_turn_stops_at_the_end_step_for_the_sacrifice_trigger() -> None:
    result = run(jockey_state(), [attack(pay_optional_cost=True), {"type": "resolve"}, {"type": "next_turn"}])
    assert result["state"]["step"] == "end" and "turn_advance_stopped" in types_of(result)


def test_d_can_never_be_paid_on_another_players_turn() -> None:
    # Jockey controlled by bob resolving its trigger during alice's turn (e.g. put there by a test state).
    game = state(step="declare_attackers", battlefield=[{**JOCKEY, "controller": "bob"}],
                 stack=[{"id": "t1", "kind": "triggered_ability", "card": "Boulder Jockey", "controller": "bob",
                         "source": "bj", "ability_index": 0, "trigger_event": "attacks"}])
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "resolve", "choices": {"pay_optional_cost": True}}])
    assert LAND_DROP_NEVER_ON_OTHERS_TURN in refusal.value.cites
