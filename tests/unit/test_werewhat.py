"""Werewhat: the exiled card becomes its back face with nightbound (seeded Werewhat rulings)."""

from __future__ import annotations

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, permanent, player_of, run, state


def cast_werewhat(choices: dict[str, str], **alice: object) -> list[dict[str, object]]:
    return [{"type": "cast", "card": "w1"}, {"type": "resolve", "choices": choices}]


def werewhat_state(extra_hand: list[dict[str, str]] | None = None, **fields: object) -> dict[str, object]:
    alice = {"mana_pool": {"G": 4}, "hand": [{"id": "w1", "card": "Werewhat"}, *(extra_hand or [])],
             "graveyard": [{"id": "g1", "card": "Grizzly Bears"}, {"id": "g2", "card": "Lightning Bolt"}]}
    return state(alice=alice, **fields)


def test_werewhat_without_an_exiled_card_is_daybound_only_and_does_not_transform_at_night() -> None:
    result = run(werewhat_state(), [*cast_werewhat({}), {"type": "next_turn"}, {"type": "next_turn"}])
    assert result["state"]["day_night"] == "night"
    werewhat = permanent(result, "w1")
    assert werewhat["transformed"] is False and werewhat["back_face_card"] is None
    assert werewhat["characteristics"]["keywords"] == ["daybound"]


def test_werewhat_exiles_a_creature_card_from_the_graveyard_as_its_back_face_with_nightbound() -> None:
    result = run(werewhat_state(), [*cast_werewhat({"exile_for_back_face": "g1"}), {"type": "next_turn"}, {"type": "next_turn"}])
    werewhat = permanent(result, "w1")
    assert werewhat["back_face_card"] == {"id": "g1", "card": "Grizzly Bears", "face": None}
    assert werewhat["transformed"] is True
    assert werewhat["characteristics"]["name"] == "Grizzly Bears"
    assert "nightbound" in werewhat["characteristics"]["keywords"]
    assert [c["id"] for c in player_of(result, "alice")["graveyard"]] == ["g2"]
    assert "1f39f2f6ba747876" in events_of(result, "exiled_as_back_face")[0]["cites"]
    # Not from the hand: no card drawn while it entered.
    assert not [e for e in events_of(result, "card_drawn") if e["action_index"] == 1]


def test_werewhat_draws_a_card_when_the_exiled_card_came_from_the_hand() -> None:
    game = werewhat_state([{"id": "h1", "card": "Grizzly Bears"}])
    result = run(game, cast_werewhat({"exile_for_back_face": "h1"}))
    assert [c["id"] for c in player_of(result, "alice")["hand"]] == ["alice-lib-0"]
    assert events_of(result, "card_drawn")[0]["cites"] == ["CR 121.1"]


def test_werewhat_refuses_a_noncreature_card() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(werewhat_state(), cast_werewhat({"exile_for_back_face": "g2"}))
    assert "not a creature card" in refusal.value.detail and refusal.value.action_index == 1


def test_werewhat_refuses_a_card_from_another_players_graveyard() -> None:
    game = werewhat_state(bob={"graveyard": [{"id": "bg", "card": "Grizzly Bears"}]})
    with pytest.raises(IllegalAction):
        run(game, cast_werewhat({"exile_for_back_face": "bg"}))


def test_werewhat_double_faced_exiled_card_needs_a_face_choice() -> None:
    game = werewhat_state([{"id": "h1", "card": "Hound Villager"}])
    with pytest.raises(IllegalAction) as refusal:
        run(game, cast_werewhat({"exile_for_back_face": "h1"}))
    assert refusal.value.cites == ["daaddf7ce20857da"]


def test_werewhat_double_faced_exiled_card_uses_the_chosen_face_only() -> None:
    game = werewhat_state([{"id": "h1", "card": "Hound Villager"}], day_night="day")
    result = run(game, [*cast_werewhat({"exile_for_back_face": "h1", "back_face": "back"}), {"type": "next_turn"}, {"type": "next_turn"}])
    werewhat = permanent(result, "w1")
    assert werewhat["characteristics"]["name"] == "Hound Howler"
    assert werewhat["back_face_card"]["face"] == "back"
    assert "daaddf7ce20857da" in events_of(result, "exiled_as_back_face")[0]["cites"]


def test_werewhat_with_an_instant_back_face_stays_daybound_at_night() -> None:
    game = werewhat_state([{"id": "h1", "card": "Adventurer of Two Faces"}], day_night="day")
    result = run(game, [*cast_werewhat({"exile_for_back_face": "h1", "back_face": "back"}), {"type": "next_turn"}, {"type": "next_turn"}])
    assert result["state"]["day_night"] == "night"
    werewhat = permanent(result, "w1")
    assert werewhat["transformed"] is False and werewhat["characteristics"]["keywords"] == ["daybound"]
    prevented = events_of(result, "transform_prevented")[0]
    assert "daaddf7ce20857da" in prevented["cites"]


def test_werewhat_entering_at_night_with_a_creature_back_face_enters_transformed() -> None:
    game = werewhat_state(day_night="night")
    result = run(game, cast_werewhat({"exile_for_back_face": "g1"}))
    entered = events_of(result, "entered_battlefield")[0]
    assert entered["transformed"] is True and "37961c8d263b339a" in entered["cites"]


def test_werewhat_leaving_the_battlefield_splits_into_two_cards_in_the_new_zone() -> None:
    game = werewhat_state()
    result = run(game, [*cast_werewhat({"exile_for_back_face": "g1"}), {"type": "move", "permanent": "w1", "to": "hand"}])
    assert {"w1", "g1"} <= {c["id"] for c in player_of(result, "alice")["hand"]}
    moved = events_of(result, "zone_change")[-1]
    assert moved["cards"] == ["w1", "g1"] and "1f39f2f6ba747876" in moved["cites"]


def test_werewhat_dying_puts_both_cards_into_the_graveyard() -> None:
    game = state(battlefield=[{"id": "w1", "card": "Werewhat", "damage": 3,
                               "back_face_card": {"id": "g1", "card": "Grizzly Bears"}}], day_night="day")
    result = run(game, [{"type": "next_step"}])
    assert [c["id"] for c in player_of(result, "alice")["graveyard"]] == ["w1", "g1"]


def test_werewhat_choice_given_to_a_card_without_the_ability_is_refused() -> None:
    game = state(alice={"mana_pool": {"G": 2}, "hand": [{"id": "c1", "card": "Grizzly Bears"}],
                        "graveyard": [{"id": "g1", "card": "Grizzly Bears"}]})
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "cast", "card": "c1"}, {"type": "resolve", "choices": {"exile_for_back_face": "g1"}}])
    assert refusal.value.title == "Choice not used"


def test_werewhat_put_onto_the_battlefield_takes_its_choice_in_that_action() -> None:
    game = state(day_night="night", alice={"hand": [{"id": "w1", "card": "Werewhat"}],
                                           "graveyard": [{"id": "g1", "card": "Grizzly Bears"}]})
    result = run(game, [{"type": "put_onto_battlefield", "card": "w1", "choices": {"exile_for_back_face": "g1"}}])
    entered = events_of(result, "entered_battlefield")[0]
    assert entered["transformed"] is True and "e04f1b4a3e9c6f56" in entered["cites"]
