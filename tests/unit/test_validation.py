"""Invalid states and actions (design.md §8), the public helpers, determinism and purity."""

from __future__ import annotations

import json

import pytest

from app.engine import GameState, InvalidState, referenced_card_names, resolve
from tests.unit.conftest import CATALOG, run, state


def problems(game: object, actions: object = ()) -> list[dict[str, str]]:
    with pytest.raises(InvalidState) as invalid:
        resolve(game, list(actions), CATALOG)  # type: ignore[arg-type]
    return invalid.value.errors


def test_every_problem_is_listed_not_just_the_first() -> None:
    game = state(battlefield=[{"id": "p1", "card": "Foo"}, {"id": "p1", "card": "Grizzly Bears", "controller": "carol"},
                              {"id": "p3", "card": "Grizzly Bears", "damage": -1}])
    game["players"].append({"id": "bob"})
    errors = problems(game)
    assert {"path": "battlefield[0].card", "message": "unknown card name 'Foo'"} in errors
    assert any(e["path"] == "battlefield[1].id" and "duplicate object id 'p1'" in e["message"] for e in errors)
    assert {"path": "battlefield[1].controller", "message": "unknown player id 'carol'"} in errors
    assert any(e["path"] == "battlefield[2].damage" and "negative" in e["message"] for e in errors)
    assert any(e["path"] == "players[2].id" and "duplicate player id 'bob'" in e["message"] for e in errors)


def test_a_malformed_mana_cost_in_an_inline_definition_names_the_card_and_the_string() -> None:
    errors = problems(state(battlefield=[{"id": "p1", "card": {"name": "Odd Card", "mana_cost": "{2}{G"}}]))
    assert errors[0]["path"] == "battlefield[0].card.mana_cost"
    assert "Odd Card" in errors[0]["message"] and "{2}{G" in errors[0]["message"]


def test_ids_duplicated_across_zones_and_the_stack_are_found() -> None:
    errors = problems(state(alice={"hand": [{"id": "x", "card": "Grizzly Bears"}]}, stack=[{"id": "x", "card": "Grizzly Bears"}]))
    assert errors == [{"path": "stack[0].id", "message": "duplicate object id 'x' (also at players[0].hand[0].id)"}]


def test_a_malformed_action_is_reported_with_its_path() -> None:
    errors = problems(state(), [{"type": "next_step"}, {"type": "bogus"}, {"type": "cast"}])
    paths = [e["path"] for e in errors]
    assert "actions[1].type" in paths and "actions[2].card" in paths


def test_an_unknown_active_player_is_reported() -> None:
    assert problems(state(active_player="zed")) == [{"path": "active_player", "message": "unknown player id 'zed'"}]


def test_a_minimal_state_is_short() -> None:
    result = resolve({"players": [{"id": "alice"}], "battlefield": [{"id": "p1", "card": "Werewhat"}]}, [], CATALOG)
    werewhat = result.state.battlefield[0]
    assert result.state.active_player == "alice" and werewhat.controller == "alice" and werewhat.owner == "alice"
    assert werewhat.characteristics is not None and werewhat.characteristics.mana_value == 4


def test_input_characteristics_are_recomputed_not_trusted() -> None:
    fake = {"name": "Fake", "power": 99, "toughness": 99}
    result = run(state(battlefield=[{"id": "p1", "card": "Grizzly Bears", "characteristics": fake}]), [])
    assert result["state"]["battlefield"][0]["characteristics"]["power"] == 2


def test_referenced_card_names_collects_every_name_and_never_raises() -> None:
    game = state(alice={"hand": [{"id": "h1", "card": "Werewhat"}]}, battlefield=[{"id": "p1", "card": "Forest"},
                 {"id": "p2", "card": {"name": "Inline"}, "back_face_card": {"id": "b", "card": "Grizzly Bears"}}],
                 stack=[{"id": "s1", "card": "Lightning Bolt"}])
    actions = [{"type": "compute_cost", "card": "Chatzuk, Mighty Guitarist"}, {"type": "cast", "card": "h1"}]
    assert referenced_card_names(game, actions) == {"Werewhat", "Forest", "Grizzly Bears", "Lightning Bolt",
                                                    "Chatzuk, Mighty Guitarist"}
    assert referenced_card_names({"players": "nonsense", "battlefield": [1, None]}, "junk") == set()  # type: ignore[arg-type]


def test_resolve_is_deterministic_to_the_byte_and_accepts_models() -> None:
    game = state(day_night="day", battlefield=[{"id": "v1", "card": "Hound Villager"}],
                 alice={"mana_pool": {"G": 4}, "hand": [{"id": "w1", "card": "Werewhat"}]})
    actions = [{"type": "cast", "card": "w1"}, {"type": "resolve"}, {"type": "next_turn"}, {"type": "next_turn"}]
    first = json.dumps(resolve(game, actions, CATALOG).model_dump(mode="json"))
    second = json.dumps(resolve(GameState.model_validate(game), actions, CATALOG).model_dump(mode="json"))
    assert first == second


def test_viewer_sees_only_face_down_characteristics_of_other_players_face_down_objects() -> None:
    game = state(battlefield=[{"id": "fd", "card": "Flavor Disaster", "face_down": True, "controller": "bob"}])
    judge = run(game, [])["state"]["battlefield"][0]
    assert judge["card"] == "Flavor Disaster"
    hidden = run(game, [], viewer="alice")["state"]["battlefield"][0]
    assert hidden["card"] is None
    assert hidden["characteristics"] == {"name": None, "mana_cost": None, "mana_value": 0, "colors": [],
                                         "types": ["Creature"], "supertypes": [], "subtypes": [], "power": 2,
                                         "toughness": 2, "keywords": []}
    assert run(game, [], viewer="bob")["state"]["battlefield"][0]["card"] == "Flavor Disaster"


def test_booleans_and_counts_are_strict_and_every_problem_is_listed() -> None:
    import pytest

    from app.engine import InvalidState, resolve

    state = {
        "game_over": 0,
        "players": [{"id": "a", "life": 20, "lands_played": "1"}],
        "battlefield": [{"id": "p", "card": {"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2},
                         "tapped": "yes", "damage": 1.5}],
    }
    with pytest.raises(InvalidState) as caught:
        resolve(state, [], {})
    paths = {error["path"] for error in caught.value.errors}
    assert {"game_over", "players[0].lands_played", "battlefield[0].tapped", "battlefield[0].damage"} <= paths


def test_problems_in_a_merged_back_face_card_name_its_path() -> None:
    errors = problems(state(battlefield=[
        {"id": "p1", "card": "Grizzly Bears", "back_face_card": {"id": "p1", "card": "Nope"}},
    ]))
    assert {"path": "battlefield[0].back_face_card.card", "message": "unknown card name 'Nope'"} in errors
    assert {"path": "battlefield[0].back_face_card.id",
            "message": "duplicate object id 'p1' (also at battlefield[0].id)"} in errors
