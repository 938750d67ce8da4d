"""Land drops (CR 305.1-305.3) and the land-drop symbol {D} (Boulder Jockey's rulings)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.engine.citations import LAND_DROP_IS_NOT_MANA, LAND_DROP_NEVER_ON_OTHERS_TURN, LAND_DROPS_REMAINING
from tests.unit.conftest import events_of, permanent, player_of, run, state

JOCKEY_POOL = {"R": 1, "G": 2}
PAY_D = {"kind": "activated", "cost": "{D}"}
LANDMARK = {"name": "Landmark", "types": ["Artifact"], "abilities": [PAY_D]}


def hand(*cards: tuple[str, str]) -> list[dict[str, str]]:
    return [{"id": card_id, "card": name} for card_id, name in cards]


def refusal_of(game: dict[str, Any], actions: list[dict[str, Any]]) -> IllegalAction:
    with pytest.raises(IllegalAction) as refusal:
        run(game, actions)
    return refusal.value


def test_305_1_play_land_puts_the_land_onto_the_battlefield_without_the_stack() -> None:
    result = run(state(alice={"hand": hand(("l1", "Forest"))}), [{"type": "play_land", "card": "l1"}])
    assert permanent(result, "l1")["controller"] == "alice"
    assert result["state"]["stack"] == []
    assert player_of(result, "alice")["lands_played"] == 1
    played = events_of(result, "land_played")[0]
    assert {"CR 305.1", "CR 116.2a"} <= set(played["cites"]) and played["land_drops_remaining"] == 0


def test_305_2_a_second_land_needs_a_second_land_play() -> None:
    game = state(alice={"hand": hand(("l1", "Forest"), ("l2", "Forest"))})
    refusal = refusal_of(game, [{"type": "play_land", "card": "l1"}, {"type": "play_land", "card": "l2"}])
    assert refusal.action_index == 1 and refusal.title == "No land drop remaining"
    assert refusal.cites == [LAND_DROPS_REMAINING, "CR 305.2"]
    assert "can play 1 land(s) this turn, has played 1" in refusal.detail


def test_305_2_raising_land_plays_allowed_allows_more_lands() -> None:
    game = state(alice={"land_plays_allowed": 2, "hand": hand(("l1", "Forest"), ("l2", "Forest"))})
    result = run(game, [{"type": "play_land", "card": "l1"}, {"type": "play_land", "card": "l2"}])
    assert player_of(result, "alice")["lands_played"] == 2


def test_305_3_no_land_is_played_on_another_players_turn() -> None:
    refusal = refusal_of(state(bob={"hand": hand(("l1", "Forest"))}), [{"type": "play_land", "card": "l1"}])
    assert refusal.cites == ["CR 305.3"]


def test_305_1_a_land_is_played_only_in_a_main_phase_with_an_empty_stack() -> None:
    refusal = refusal_of(state(step="upkeep", alice={"hand": hand(("l1", "Forest"))}),
                         [{"type": "play_land", "card": "l1"}])
    assert "CR 305.1" in refusal.cites and "upkeep" in refusal.detail
    game = state(alice={"mana_pool": {"R": 1}, "hand": hand(("l1", "Forest"), ("b1", "Lightning Bolt"))})
    refusal = refusal_of(game, [{"type": "cast", "card": "b1"}, {"type": "play_land", "card": "l1"}])
    assert refusal.action_index == 1 and "stack is empty" in refusal.detail


def test_305_1_a_nonland_card_is_not_played_as_a_land() -> None:
    refusal = refusal_of(state(alice={"hand": hand(("c1", "Grizzly Bears"))}), [{"type": "play_land", "card": "c1"}])
    assert refusal.title == "Not a land"


def test_ruling_d_is_an_additional_cost_and_boulder_jockey_has_mana_value_3() -> None:
    game = state(alice={"mana_pool": JOCKEY_POOL, "hand": hand(("j1", "Boulder Jockey"))})
    result = run(game, [{"type": "cast", "card": "j1"}])
    assert result["state"]["stack"][0]["characteristics"]["mana_value"] == 3
    alice = player_of(result, "alice")
    assert alice["land_drops_given_up"] == 1 and alice["mana_pool"]["G"] == 0 and alice["mana_pool"]["R"] == 0
    given_up = events_of(result, "land_drop_given_up")[0]
    assert LAND_DROP_IS_NOT_MANA in given_up["cites"] and given_up["land_drops_remaining"] == 0


def test_ruling_paying_d_gives_up_the_land_drop_so_no_land_can_be_played() -> None:
    game = state(alice={"mana_pool": JOCKEY_POOL, "hand": hand(("j1", "Boulder Jockey"), ("l1", "Forest"))})
    refusal = refusal_of(game, [{"type": "cast", "card": "j1"}, {"type": "resolve"},
                                {"type": "play_land", "card": "l1"}])
    assert refusal.action_index == 2 and "given up 1 land drop" in refusal.detail


def test_ruling_you_cant_give_up_a_land_drop_you_dont_have() -> None:
    game = state(alice={"mana_pool": JOCKEY_POOL, "hand": hand(("j1", "Boulder Jockey"), ("l1", "Forest"))})
    refusal = refusal_of(game, [{"type": "play_land", "card": "l1"}, {"type": "cast", "card": "j1"}])
    assert refusal.action_index == 1 and refusal.title == "Cost can't be paid"
    assert LAND_DROPS_REMAINING in refusal.cites and "0 remain" in refusal.detail and "nothing was paid" in refusal.detail


def test_ruling_land_drops_remaining_counts_allowed_minus_played_minus_given_up() -> None:
    game = state(alice={"land_plays_allowed": 2, "mana_pool": JOCKEY_POOL,
                        "hand": hand(("j1", "Boulder Jockey"), ("l1", "Forest"))})
    result = run(game, [{"type": "play_land", "card": "l1"}, {"type": "cast", "card": "j1"}])
    alice = player_of(result, "alice")
    assert (alice["lands_played"], alice["land_drops_given_up"]) == (1, 1)


def test_ruling_d_can_never_be_paid_on_another_players_turn() -> None:
    game = state(battlefield=[{"id": "a1", "card": LANDMARK, "controller": "bob"}])
    refusal = refusal_of(game, [{"type": "activate", "permanent": "a1", "ability": 0}])
    assert LAND_DROP_NEVER_ON_OTHERS_TURN in refusal.cites and "CR 305.3" in refusal.cites
    assert "it is alice's turn" in refusal.detail


def test_ruling_an_unpayable_cost_names_both_the_mana_and_the_land_drop_missing() -> None:
    game = state(alice={"lands_played": 1, "mana_pool": {"G": 3}, "hand": hand(("j1", "Boulder Jockey"))})
    refusal = refusal_of(game, [{"type": "cast", "card": "j1"}])
    assert "missing 1 {R}" in refusal.detail and "{D}" in refusal.detail
    assert {"CR 601.2h", LAND_DROPS_REMAINING} <= set(refusal.cites)


def test_ruling_d_in_an_activation_cost_gives_up_a_land_drop() -> None:
    game = state(battlefield=[{"id": "a1", "card": LANDMARK}])
    result = run(game, [{"type": "activate", "permanent": "a1", "ability": 0}, {"type": "resolve"}])
    assert player_of(result, "alice")["land_drops_given_up"] == 1
    assert events_of(result, "ability_resolved")[0]["effect"] is None


def test_land_drops_reset_at_the_next_turn() -> None:
    game = state(alice={"mana_pool": JOCKEY_POOL, "hand": hand(("j1", "Boulder Jockey"))})
    result = run(game, [{"type": "cast", "card": "j1"}, {"type": "resolve"}, {"type": "next_turn"}])
    alice = player_of(result, "alice")
    assert (alice["lands_played"], alice["land_drops_given_up"]) == (0, 0)
