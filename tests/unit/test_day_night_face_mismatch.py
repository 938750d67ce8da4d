"""CR 702.145c and 702.145f: a daybound permanent front face up at night, or a nightbound one back
face up during the day, transforms at once (not a state-based action), whenever the engine checks,
including the first check of a posted state."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import events_of, permanent, run, state


def _hound(**fields: Any) -> dict[str, Any]:
    return {"id": "h1", "card": "Hound Villager", "controller": "alice", "controlled_since_turn": 1, **fields}


def test_702_145c_a_posted_daybound_permanent_front_face_up_at_night_transforms_at_the_first_check() -> None:
    result = run(state(day_night="night", battlefield=[_hound()]), [{"type": "next_step"}])
    assert permanent(result, "h1")["transformed"] is True
    assert permanent(result, "h1")["characteristics"]["name"] == "Hound Howler"
    transformed = events_of(result, "transformed")
    assert len(transformed) == 1 and "CR 702.145c" in transformed[0]["cites"]
    assert transformed[0]["cause"] == "day_night" and result["state"]["day_night"] == "night"


def test_702_145f_a_posted_nightbound_permanent_back_face_up_during_the_day_transforms_at_the_first_check() -> None:
    result = run(state(day_night="day", battlefield=[_hound(transformed=True)]), [{"type": "next_step"}])
    assert permanent(result, "h1")["transformed"] is False
    assert "CR 702.145f" in events_of(result, "transformed")[0]["cites"]


def test_702_145c_it_happens_after_any_action_not_only_a_step_change() -> None:
    game = state(day_night="night", battlefield=[_hound()], alice={"hand": [{"id": "f1", "card": "Forest"}]})
    result = run(game, [{"type": "play_land", "card": "f1"}])
    assert permanent(result, "h1")["transformed"] is True


def test_702_145c_a_matching_face_does_not_transform() -> None:
    result = run(state(day_night="night", battlefield=[_hound(transformed=True)]), [{"type": "next_step"}])
    assert permanent(result, "h1")["transformed"] is True
    assert not events_of(result, "transformed")


def test_702_145c_a_daybound_permanent_with_no_back_face_stays_as_it_is() -> None:
    # Werewhat that exiled no card is not double-faced: there is nothing to transform into.
    werewhat = {"id": "w1", "card": "Werewhat", "controller": "alice", "controlled_since_turn": 1}
    result = run(state(day_night="night", battlefield=[werewhat]), [{"type": "next_step"}])
    assert permanent(result, "w1")["transformed"] is False
    assert not events_of(result, "transformed")


def test_702_145c_a_face_down_permanent_has_no_daybound() -> None:
    result = run(state(day_night="night", battlefield=[_hound(face_down=True)]), [{"type": "next_step"}])
    assert permanent(result, "h1")["transformed"] is False


def test_702_145c_without_daybound_a_double_faced_permanent_does_not_transform() -> None:
    twin = {"id": "t1", "card": "Moonmist Twin", "controlled_since_turn": 1}
    result = run(state(day_night="night", battlefield=[twin]), [{"type": "next_step"}])
    assert permanent(result, "t1")["transformed"] is False


def test_702_145e_at_night_a_nightbound_permanent_back_face_up_ignores_a_transform_effect() -> None:
    # (A posted state keeps its faces consistent with day/night now: 702.145c/f would otherwise act.)
    result = run(state(day_night="night", battlefield=[_hound(transformed=True)]),
                 [{"type": "transform", "permanent": "h1"}])
    assert permanent(result, "h1")["transformed"] is True
    assert events_of(result, "transform_ignored") and not events_of(result, "transformed")


def test_702_145c_werewhat_with_an_instant_back_face_stays_daybound_at_night() -> None:
    # Seed ruling daaddf7ce20857da: it can't transform away from its daybound side.
    werewhat = {"id": "w1", "card": "Werewhat", "controller": "alice", "controlled_since_turn": 1,
                "back_face_card": {"id": "b1", "card": "Lightning Bolt"}}
    result = run(state(day_night="night", battlefield=[werewhat]), [{"type": "next_step"}, {"type": "next_step"}])
    assert permanent(result, "w1")["transformed"] is False
    assert not events_of(result, "transformed")
