"""CR 708.5: only the controller of a face-down spell or permanent may look at it. With a
`viewer`, nothing in a resolution tells them what another player's face-down object is: not the
object, not an event about it, not a refusal, and the engine says which cards are hidden so that
the cited rulings' `cards` lists can leave them out (`visible_ruling`)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from app.engine import IllegalAction, resolve
from app.engine.citations import visible_ruling
from tests.unit.conftest import CATALOG, state

CAST_AND_RESOLVE_FACE_DOWN: list[dict[str, Any]] = [
    {"type": "cast", "card": "fd", "face_down": True}, {"type": "resolve"}, {"type": "next_step"}]


def _game() -> dict[str, Any]:
    return state(alice={"hand": [{"id": "fd", "card": "Flavor Disaster"}], "mana_pool": {"C": 3}})


def test_708_5_nothing_in_the_resolution_names_another_players_face_down_card() -> None:
    resolution = resolve(_game(), CAST_AND_RESOLVE_FACE_DOWN, CATALOG, viewer="bob")
    text = json.dumps(resolution.model_dump(mode="json"))
    assert "Flavor Disaster" not in text
    assert resolution.hidden_cards == ["Flavor Disaster"]
    assert "hidden_cards" not in resolution.model_dump(mode="json")  # for the caller, not the answer


def test_708_5_the_controller_and_the_judge_see_it_and_nothing_is_hidden() -> None:
    for viewer in ("alice", None):
        resolution = resolve(_game(), CAST_AND_RESOLVE_FACE_DOWN, CATALOG, viewer=viewer)
        assert resolution.hidden_cards == []
        assert resolution.state.battlefield[0].card == "Flavor Disaster"


def test_708_5_an_event_about_a_hidden_object_names_no_card() -> None:
    resolution = resolve(_game(), CAST_AND_RESOLVE_FACE_DOWN, CATALOG, viewer="bob")
    about_fd = [e for e in resolution.events if "fd" in (e.get("permanent"), e.get("stack_object"), e.get("object"))]
    assert about_fd and all(e.get("card") is None and e.get("name") is None for e in about_fd)


def test_708_5_a_refusal_shown_to_the_viewer_names_no_hidden_card() -> None:
    game = state(battlefield=[{"id": "fd", "card": "Flavor Disaster", "controller": "alice", "face_down": True,
                               "controlled_since_turn": 1}])
    with pytest.raises(IllegalAction) as refusal:
        resolve(game, [{"type": "activate", "permanent": "fd", "ability": 0}], CATALOG, viewer="bob")
    assert refusal.value.hidden_cards == ["Flavor Disaster"]
    assert "Flavor Disaster" not in refusal.value.detail + refusal.value.title


def test_708_9_a_face_down_permanent_that_leaves_the_battlefield_is_revealed() -> None:
    game = state(battlefield=[{"id": "fd", "card": "Flavor Disaster", "controller": "alice", "face_down": True,
                               "controlled_since_turn": 1}])
    resolution = resolve(game, [{"type": "move", "permanent": "fd", "to": "graveyard"}], CATALOG, viewer="bob")
    assert resolution.hidden_cards == []


def test_708_5_visible_ruling_leaves_hidden_cards_out_of_a_rulings_cards() -> None:
    ruling = {"object": "ruling", "id": "x", "cards": [{"id": "flavor-disaster", "name": "Flavor Disaster"},
                                                       {"id": "werewhat", "name": "Werewhat"}]}
    assert visible_ruling(ruling, ["Flavor Disaster"])["cards"] == [{"id": "werewhat", "name": "Werewhat"}]
    assert visible_ruling(ruling, []) is ruling
    assert ruling["cards"][0]["name"] == "Flavor Disaster"  # the cached original is left as it was
