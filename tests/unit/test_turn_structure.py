"""Turn structure: CR 500-514 and the untap step's day/night check (CR 502.2)."""

from __future__ import annotations

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, permanent, player_of, run, state, types_of


def test_500_1_next_step_walks_every_step_in_order_into_the_next_turn() -> None:
    # With no attackers, the declare blockers and combat damage steps are skipped (CR 508.8).
    result = run(state(step="untap"), [{"type": "next_step"}] * 10)
    steps = [e["step"] for e in events_of(result, "step_began")]
    assert steps == ["upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
                     "end_of_combat", "postcombat_main", "end", "cleanup", "untap"]
    assert [e["step"] for e in events_of(result, "step_skipped")] == ["declare_blockers", "combat_damage"]
    assert result["state"]["turn"] == 4
    assert result["state"]["active_player"] == "bob"


def test_next_turn_stops_at_the_next_turns_precombat_main() -> None:
    result = run(state(step="upkeep"), [{"type": "next_turn"}])
    assert (result["state"]["turn"], result["state"]["step"], result["state"]["active_player"]) == (4, "precombat_main", "bob")
    assert result["state"]["previous_turn"] == {"turn": 3, "active_player": "alice", "spells_cast": 0}


def test_502_2_day_becomes_night_when_previous_active_player_cast_no_spells() -> None:
    result = run(state(day_night="day"), [{"type": "next_turn"}])
    assert result["state"]["day_night"] == "night"
    change = events_of(result, "day_night_changed")[0]
    assert change["from"] == "day" and change["to"] == "night"
    assert {"7c1c85a80d330e8e", "747f4d91a7e618c7", "CR 502.2", "CR 728"} <= set(change["cites"])


def test_502_2_night_becomes_day_when_previous_active_player_cast_two_spells() -> None:
    game = state(day_night="night", alice={"mana_pool": {"R": 2}, "hand": [{"id": "b1", "card": "Lightning Bolt"},
                                                                            {"id": "b2", "card": "Lightning Bolt"}]})
    actions = [{"type": "cast", "card": "b1"}, {"type": "resolve"}, {"type": "cast", "card": "b2"}, {"type": "resolve"},
               {"type": "next_turn"}]
    result = run(game, actions)
    assert result["state"]["day_night"] == "day"
    assert "530b503eab89ab69" in events_of(result, "day_night_changed")[0]["cites"]


def test_502_2_night_stays_night_after_only_one_spell() -> None:
    game = state(day_night="night", alice={"mana_pool": {"R": 1}, "hand": [{"id": "b1", "card": "Lightning Bolt"}]})
    result = run(game, [{"type": "cast", "card": "b1"}, {"type": "resolve"}, {"type": "next_turn"}])
    assert result["state"]["day_night"] == "night"
    unchanged = events_of(result, "day_night_unchanged")[0]
    assert unchanged["spells_cast"] == 1 and "CR 502.2" in unchanged["cites"]


def test_502_2_only_the_previous_active_players_own_spells_count() -> None:
    # Bob casts two instants during Alice's turn; Alice casts none: it still becomes night... from day.
    game = state(day_night="day", bob={"mana_pool": {"R": 2}, "hand": [{"id": "b1", "card": "Lightning Bolt"},
                                                                       {"id": "b2", "card": "Lightning Bolt"}]})
    actions = [{"type": "cast", "card": "b1"}, {"type": "resolve"}, {"type": "cast", "card": "b2"}, {"type": "resolve"},
               {"type": "next_turn"}]
    result = run(game, actions)
    assert result["state"]["day_night"] == "night"
    assert events_of(result, "day_night_changed")[0]["spells_cast"] == 0


def test_502_2_the_check_comes_before_the_untap() -> None:
    game = state(day_night="day", step="cleanup", battlefield=[{"id": "p1", "card": "Grizzly Bears", "controller": "bob",
                                                                 "tapped": True}])
    result = run(game, [{"type": "next_step"}])
    kinds = types_of(result)
    assert kinds.index("day_night_changed") < kinds.index("untapped")


def test_502_2_no_check_while_neither_day_nor_night() -> None:
    result = run(state(), [{"type": "next_turn"}])
    assert result["state"]["day_night"] is None
    assert not events_of(result, "day_night_changed") and not events_of(result, "day_night_unchanged")


def test_502_3_only_the_active_players_permanents_untap() -> None:
    game = state(step="cleanup", battlefield=[
        {"id": "mine", "card": "Grizzly Bears", "controller": "bob", "tapped": True},
        {"id": "theirs", "card": "Grizzly Bears", "controller": "alice", "tapped": True}])
    result = run(game, [{"type": "next_step"}])
    assert permanent(result, "mine")["tapped"] is False
    assert permanent(result, "theirs")["tapped"] is True
    assert events_of(result, "untapped")[0]["cites"] == ["CR 502.3"]


def test_500_4_mana_empties_between_steps() -> None:
    result = run(state(alice={"mana_pool": {"G": 2, "C": 1}}), [{"type": "next_step"}])
    assert player_of(result, "alice")["mana_pool"] == {"W": 0, "U": 0, "B": 0, "R": 0, "G": 0, "C": 0}
    emptied = events_of(result, "mana_emptied")[0]
    assert emptied["lost"] == "{G}{G}{C}" and emptied["cites"] == ["CR 500.4"]


def test_per_turn_counters_reset_when_a_turn_begins() -> None:
    game = state(alice={"lands_played": 1, "land_drops_given_up": 1, "spells_cast_this_turn": 3},
                 bob={"spells_cast_this_turn": 1})
    result = run(game, [{"type": "next_turn"}])
    for player_id in ("alice", "bob"):
        record = player_of(result, player_id)
        assert (record["lands_played"], record["land_drops_given_up"], record["spells_cast_this_turn"]) == (0, 0, 0)
    assert result["state"]["previous_turn"]["spells_cast"] == 3


def test_500_2_a_step_cannot_end_while_the_stack_is_not_empty() -> None:
    game = state(stack=[{"id": "s1", "card": "Grizzly Bears", "controller": "alice"}])
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "next_step"}])
    assert refusal.value.action_index == 0 and "CR 500.2" in refusal.value.cites


def test_504_1_the_active_player_draws_in_the_draw_step() -> None:
    result = run(state(step="upkeep"), [{"type": "next_step"}])
    assert len(player_of(result, "alice")["hand"]) == 1
    assert "CR 504.1" in events_of(result, "card_drawn")[0]["cites"]


def test_103_8a_the_starting_player_skips_the_first_draw() -> None:
    result = run(state(turn=1, step="upkeep"), [{"type": "next_step"}])
    assert player_of(result, "alice")["hand"] == []
    assert events_of(result, "draw_skipped")[0]["cites"] == ["CR 103.8a"]


def test_302_6_summoning_sickness_follows_controlled_since_turn() -> None:
    game = state(battlefield=[{"id": "new", "card": "Grizzly Bears", "controlled_since_turn": 3},
                              {"id": "old", "card": "Grizzly Bears", "controlled_since_turn": 2},
                              {"id": "bobs", "card": "Grizzly Bears", "controller": "bob", "controlled_since_turn": 2}])
    result = run(game, [])
    assert permanent(result, "new")["summoning_sick"] is True
    assert permanent(result, "old")["summoning_sick"] is False
    # Bob's most recent turn was turn 2 and he gained control during it: still sick until his next turn.
    assert permanent(result, "bobs")["summoning_sick"] is True


def test_514_2_cleanup_removes_damage_and_until_end_of_turn_effects() -> None:
    game = state(step="end", battlefield=[{"id": "p1", "card": "Grizzly Bears", "damage": 1,
                                           "effects": [{"power": 2, "toughness": 2}]}])
    result = run(game, [{"type": "next_step"}])
    bear = permanent(result, "p1")
    assert bear["damage"] == 0 and bear["effects"] == []
    assert (bear["characteristics"]["power"], bear["characteristics"]["toughness"]) == (2, 2)
