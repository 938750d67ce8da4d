"""Zone changes and state-based actions (CR 400.7, 704.5)."""

from __future__ import annotations

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, player_of, run, state


def test_move_a_permanent_to_its_owners_graveyard() -> None:
    game = state(battlefield=[{"id": "p1", "card": "Grizzly Bears", "controller": "alice", "owner": "bob"}])
    result = run(game, [{"type": "move", "permanent": "p1", "to": "graveyard"}])
    assert result["state"]["battlefield"] == []
    assert [c["id"] for c in player_of(result, "bob")["graveyard"]] == ["p1"]


def test_move_to_the_library_puts_it_on_top_unless_told_bottom() -> None:
    game = state(battlefield=[{"id": "p1", "card": "Grizzly Bears"}, {"id": "p2", "card": "Grizzly Bears"}])
    result = run(game, [{"type": "move", "permanent": "p1", "to": "library"},
                        {"type": "move", "permanent": "p2", "to": "library", "position": "bottom"}])
    library = [c["id"] for c in player_of(result, "alice")["library"]]
    assert library[0] == "p1" and library[-1] == "p2"


def test_move_a_spell_from_the_stack_and_a_card_between_zones() -> None:
    game = state(stack=[{"id": "s1", "card": "Lightning Bolt"}], alice={"hand": [{"id": "h1", "card": "Forest"}]})
    result = run(game, [{"type": "move", "permanent": "s1", "to": "exile"}, {"type": "move", "permanent": "h1", "to": "graveyard"}])
    alice = player_of(result, "alice")
    assert [c["id"] for c in alice["exile"]] == ["s1"] and [c["id"] for c in alice["graveyard"]] == ["h1"]


def test_move_of_an_unknown_object_is_refused() -> None:
    with pytest.raises(IllegalAction):
        run(state(), [{"type": "move", "permanent": "nope", "to": "exile"}])


def test_704_5d_a_token_leaving_the_battlefield_ceases_to_exist() -> None:
    game = state(battlefield=[{"id": "t1", "card": "Grizzly Bears", "is_token": True}])
    result = run(game, [{"type": "move", "permanent": "t1", "to": "graveyard"}])
    assert player_of(result, "alice")["graveyard"] == []
    assert events_of(result, "token_ceased_to_exist")[0]["cites"] == ["CR 704.5d"]


def test_put_onto_battlefield_is_not_casting() -> None:
    game = state(alice={"graveyard": [{"id": "g1", "card": "Grizzly Bears"}]})
    result = run(game, [{"type": "put_onto_battlefield", "card": "g1", "from": "graveyard"}])
    assert result["state"]["battlefield"][0]["id"] == "g1"
    assert player_of(result, "alice")["spells_cast_this_turn"] == 0
    assert events_of(result, "entered_battlefield")[0]["was_cast"] is False


def test_304_4_an_instant_cannot_be_put_onto_the_battlefield() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(state(alice={"hand": [{"id": "b1", "card": "Lightning Bolt"}]}), [{"type": "put_onto_battlefield", "card": "b1"}])
    assert "CR 304.4" in refusal.value.cites


def test_704_5g_lethal_damage_destroys_a_creature() -> None:
    game = state(battlefield=[{"id": "p1", "card": "Grizzly Bears", "damage": 2}])
    result = run(game, [{"type": "next_step"}])
    assert result["state"]["battlefield"] == []
    assert "CR 704.5g" in events_of(result, "zone_change")[0]["cites"]


def test_704_5f_zero_toughness_puts_a_creature_into_the_graveyard() -> None:
    game = state(battlefield=[{"id": "p1", "card": "Grizzly Bears", "counters": {"-1/-1": 2}}])
    result = run(game, [{"type": "next_step"}])
    assert result["state"]["battlefield"] == []
    assert "CR 704.5f" in events_of(result, "zone_change")[0]["cites"]


def test_704_5q_plus_and_minus_counters_annihilate() -> None:
    game = state(battlefield=[{"id": "p1", "card": "Grizzly Bears", "counters": {"+1/+1": 3, "-1/-1": 1}}])
    result = run(game, [{"type": "next_step"}])
    bear = result["state"]["battlefield"][0]
    assert bear["counters"] == {"+1/+1": 2}
    assert bear["characteristics"]["power"] == 4
    assert events_of(result, "counters_annihilated")[0]["cites"] == ["CR 704.5q"]


def test_704_5b_drawing_from_an_empty_library_loses_and_the_game_records_it() -> None:
    game = state(step="upkeep", alice={"library": []})
    result = run(game, [{"type": "next_step"}])
    alice = player_of(result, "alice")
    assert alice["has_lost"] is True and "empty library" in alice["loss_reason"]
    assert result["state"]["game_over"] is True and result["state"]["winner"] == "bob"
    assert "CR 704.5b" in events_of(result, "player_lost")[0]["cites"]


def test_704_5a_zero_life_loses_and_later_actions_are_refused() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(state(bob={"life": 0}), [{"type": "next_step"}, {"type": "next_step"}])
    assert refusal.value.action_index == 1 and refusal.value.title == "The game is over"
