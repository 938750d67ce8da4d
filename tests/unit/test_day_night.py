"""Day and night (CR 728) and daybound/nightbound (CR 702.145), with the seeded rulings."""

from __future__ import annotations

from app.engine.citations import NIGHTBOUND_CONFLICT_NOTE
from tests.unit.conftest import events_of, permanent, run, state, types_of


def put(card_id: str) -> dict[str, str]:
    return {"type": "put_onto_battlefield", "card": card_id}


def test_728_the_game_starts_as_neither() -> None:
    assert run(state(), [])["state"]["day_night"] is None


def test_702_145_a_daybound_permanent_makes_it_day() -> None:
    result = run(state(alice={"hand": [{"id": "v1", "card": "Hound Villager"}]}), [put("v1")])
    assert result["state"]["day_night"] == "day"
    change = events_of(result, "day_night_changed")[0]
    assert {"381b25fd2f424821", "309ca4137373a5af", "CR 702.145"} <= set(change["cites"])
    assert "note" not in change


def test_702_145g_nightbound_alone_makes_it_night_despite_the_ruling_text() -> None:
    result = run(state(alice={"hand": [{"id": "n1", "card": "Night Prowler"}]}), [put("n1")])
    assert result["state"]["day_night"] == "night"
    change = events_of(result, "day_night_changed")[0]
    assert {"381b25fd2f424821", "CR 702.145g"} <= set(change["cites"])
    assert change["note"] == NIGHTBOUND_CONFLICT_NOTE
    assert "says it becomes day" in change["note"] and "follows the rules" in change["note"]


def test_702_145_daybound_and_nightbound_appearing_together_make_it_day_and_the_nightbound_one_transforms() -> None:
    # Bob's villager is already nightbound face up while it is still neither; Alice's enters.
    game = state(alice={"hand": [{"id": "v1", "card": "Hound Villager"}]},
                 battlefield=[{"id": "v2b", "card": "Hound Villager", "transformed": True, "controller": "bob"}])
    result = run(game, [put("v1")])
    assert result["state"]["day_night"] == "day"
    assert "b3fe3ebd2289e9f2" in events_of(result, "day_night_changed")[0]["cites"]
    transformed = events_of(result, "transformed")[0]
    assert transformed["permanent"] == "v2b" and transformed["face"] == "front"
    assert permanent(result, "v2b")["characteristics"]["keywords"] == ["daybound"]


def test_702_145_two_cards_put_onto_the_battlefield_at_once() -> None:
    game = state(alice={"hand": [{"id": "v1", "card": "Hound Villager"}, {"id": "n1", "card": "Night Prowler"}]})
    result = run(game, [{"type": "put_onto_battlefield", "cards": ["v1", "n1"]}])
    assert result["state"]["day_night"] == "day"
    assert "b3fe3ebd2289e9f2" in events_of(result, "day_night_changed")[0]["cites"]
    assert not events_of(result, "transformed")  # Night Prowler isn't double-faced


def test_702_145_permanents_transform_at_once_as_it_becomes_night_not_as_a_state_based_action() -> None:
    game = state(day_night="day", battlefield=[{"id": "v1", "card": "Hound Villager"}])
    result = run(game, [{"type": "next_turn"}])
    kinds = types_of(result)
    assert kinds.index("day_night_changed") + 1 == kinds.index("transformed")
    assert "33d97aa255a0484e" in events_of(result, "transformed")[0]["cites"]
    villager = permanent(result, "v1")
    assert villager["transformed"] is True
    assert villager["characteristics"]["name"] == "Hound Howler" and villager["characteristics"]["power"] == 4


def test_728_once_day_it_never_returns_to_neither() -> None:
    game = state(battlefield=[{"id": "v1", "card": "Hound Villager"}])
    result = run(game, [{"type": "next_step"}, {"type": "move", "permanent": "v1", "to": "graveyard"},
                        {"type": "next_turn"}, {"type": "next_turn"}])
    # With no daybound permanent left it keeps changing: Alice cast nothing (night), Bob cast
    # fewer than two spells (still night); it never goes back to neither.
    assert result["state"]["day_night"] == "night"
    assert [e["to"] for e in events_of(result, "day_night_changed")] == ["day", "night"]


def test_702_145_a_daybound_card_entering_at_night_without_being_cast_enters_transformed() -> None:
    game = state(day_night="night", alice={"hand": [{"id": "v1", "card": "Hound Villager"}]})
    result = run(game, [put("v1")])
    entered = events_of(result, "entered_battlefield")[0]
    assert entered["transformed"] is True and "e04f1b4a3e9c6f56" in entered["cites"]
    assert not events_of(result, "transformed")


def test_702_145_a_daybound_spell_cast_at_night_is_front_face_up_on_the_stack_and_enters_back_face_up() -> None:
    game = state(day_night="night", alice={"mana_pool": {"G": 2}, "hand": [{"id": "v1", "card": "Hound Villager"}]})
    on_stack = run(game, [{"type": "cast", "card": "v1"}])
    assert on_stack["state"]["stack"][0]["characteristics"]["name"] == "Hound Villager"
    result = run(game, [{"type": "cast", "card": "v1"}, {"type": "resolve"}])
    entered = events_of(result, "entered_battlefield")[0]
    assert entered["transformed"] is True and "37961c8d263b339a" in entered["cites"]
    assert not events_of(result, "transformed")
    assert permanent(result, "v1")["characteristics"]["name"] == "Hound Howler"


def test_702_145_a_transform_effect_does_nothing_to_daybound_permanents_and_says_why() -> None:
    game = state(day_night="day", battlefield=[{"id": "v1", "card": "Hound Villager"}])
    result = run(game, [{"type": "transform", "permanent": "v1"}])
    ignored = events_of(result, "transform_ignored")[0]
    assert "8e34a2293482104c" in ignored["cites"] and "Moonmist" in ignored["reason"]
    assert permanent(result, "v1")["transformed"] is False


def test_712_a_transform_effect_transforms_an_ordinary_double_faced_permanent() -> None:
    result = run(state(battlefield=[{"id": "t1", "card": "Moonmist Twin"}]), [{"type": "transform", "permanent": "t1"}])
    assert permanent(result, "t1")["characteristics"]["name"] == "Moonmist Twin, Risen"
    # CR 712.8: a transformed permanent has its front face's mana value.
    assert permanent(result, "t1")["characteristics"]["mana_value"] == 2


def test_712_a_transform_effect_does_nothing_to_a_single_faced_permanent() -> None:
    result = run(state(battlefield=[{"id": "p1", "card": "Grizzly Bears"}]), [{"type": "transform", "permanent": "p1"}])
    assert events_of(result, "transform_ignored")[0]["permanent"] == "p1"
