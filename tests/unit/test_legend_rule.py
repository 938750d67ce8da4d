"""CR 704.5j, the legend rule: a player who controls two or more legendary permanents with the
same name keeps one of them (their choice, `choices.legend_rule_keep`, else the newest); the rest
are put into their owners' graveyards as a state-based action."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, player_of, run, state

CHATZUK = "Chatzuk, Mighty Guitarist"


def _chatzuks(*ids_and_controllers: tuple[str, str]) -> list[dict[str, Any]]:
    return [{"id": object_id, "card": CHATZUK, "controller": controller, "controlled_since_turn": 1}
            for object_id, controller in ids_and_controllers]


def _graveyard_ids(result: dict[str, Any], player_id: str) -> list[str]:
    return [card["id"] for card in player_of(result, player_id)["graveyard"]]


def test_704_5j_controller_keeps_the_chosen_legend_and_the_other_goes_to_the_graveyard() -> None:
    game = state(alice={"hand": [{"id": "cz2", "card": CHATZUK}], "mana_pool": {"G": 1, "W": 1}},
                 battlefield=_chatzuks(("cz1", "alice")))
    result = run(game, [{"type": "cast", "card": "cz2"}, {"type": "resolve", "choices": {"legend_rule_keep": "cz1"}}])
    assert [p["id"] for p in result["state"]["battlefield"]] == ["cz1"]
    assert _graveyard_ids(result, "alice") == ["cz2"]
    moved = [e for e in events_of(result, "zone_change") if e["permanent"] == "cz2"]
    assert moved and "CR 704.5j" in moved[0]["cites"] and moved[0]["to"] == "graveyard"


def test_704_5j_without_a_choice_the_newest_is_kept() -> None:
    game = state(alice={"hand": [{"id": "cz2", "card": CHATZUK}], "mana_pool": {"G": 1, "W": 1}},
                 battlefield=_chatzuks(("cz1", "alice")))
    result = run(game, [{"type": "cast", "card": "cz2"}, {"type": "resolve"}])
    assert [p["id"] for p in result["state"]["battlefield"]] == ["cz2"]
    assert _graveyard_ids(result, "alice") == ["cz1"]


def test_704_5j_a_posted_state_with_three_copies_keeps_one_at_the_first_check() -> None:
    game = state(battlefield=_chatzuks(("cz1", "alice"), ("cz2", "alice"), ("cz3", "alice")))
    result = run(game, [{"type": "next_step", "choices": {"legend_rule_keep": ["cz2"]}}])
    assert [p["id"] for p in result["state"]["battlefield"]] == ["cz2"]
    assert sorted(_graveyard_ids(result, "alice")) == ["cz1", "cz3"]


def test_704_5j_each_player_may_control_one_legend_of_the_same_name() -> None:
    game = state(battlefield=_chatzuks(("cz1", "alice"), ("cz2", "bob")))
    result = run(game, [{"type": "next_step"}])
    assert [p["id"] for p in result["state"]["battlefield"]] == ["cz1", "cz2"]
    assert not events_of(result, "zone_change")


def test_704_5j_goes_to_the_owners_graveyard() -> None:
    game = state(battlefield=[*_chatzuks(("cz1", "alice")),
                              {"id": "cz2", "card": CHATZUK, "controller": "alice", "owner": "bob"}])
    result = run(game, [{"type": "next_step", "choices": {"legend_rule_keep": "cz1"}}])
    assert _graveyard_ids(result, "bob") == ["cz2"]


def test_704_5j_nonlegendary_permanents_with_the_same_name_stay() -> None:
    game = state(battlefield=[{"id": "g1", "card": "Grizzly Bears"}, {"id": "g2", "card": "Grizzly Bears"}])
    result = run(game, [{"type": "next_step"}])
    assert len(result["state"]["battlefield"]) == 2


def test_704_5j_a_face_down_legend_has_no_name_and_stays() -> None:
    game = state(battlefield=[*_chatzuks(("cz1", "alice")),
                              {"id": "cz2", "card": CHATZUK, "controller": "alice", "face_down": True}])
    result = run(game, [{"type": "next_step"}])
    assert len(result["state"]["battlefield"]) == 2


def test_704_5j_keeping_a_permanent_the_rule_does_not_apply_to_is_refused() -> None:
    game = state(battlefield=[*_chatzuks(("cz1", "alice"), ("cz2", "alice")), {"id": "g1", "card": "Grizzly Bears"}])
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "next_step", "choices": {"legend_rule_keep": "g1"}}])
    assert "CR 704.5j" in refusal.value.cites and refusal.value.action_index == 0


def test_704_5j_keeping_two_of_the_same_name_is_refused() -> None:
    game = state(battlefield=_chatzuks(("cz1", "alice"), ("cz2", "alice"), ("cz3", "alice")))
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "next_step", "choices": {"legend_rule_keep": ["cz1", "cz3"]}}])
    assert refusal.value.title == "One legend to keep"


def test_704_5j_a_choice_when_the_rule_does_not_apply_is_refused_as_unused() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(state(battlefield=_chatzuks(("cz1", "alice"))),
            [{"type": "next_step", "choices": {"legend_rule_keep": "cz1"}}])
    assert refusal.value.title == "Choice not used"


def test_704_5j_a_mistaken_id_beside_a_right_one_is_refused() -> None:
    game = state(battlefield=_chatzuks(("cz1", "alice"), ("cz2", "alice")))
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "next_step", "choices": {"legend_rule_keep": ["cz1", "nope"]}}])
    assert refusal.value.title == "Not a legend to choose"


def test_704_5j_one_choice_per_name_when_two_names_are_affected() -> None:
    other = {"name": "Other Legend", "supertypes": ["Legendary"], "types": ["Creature"], "power": 1, "toughness": 1}
    game = state(battlefield=[*_chatzuks(("cz1", "alice"), ("cz2", "alice")),
                              {"id": "o1", "card": other, "controller": "alice"},
                              {"id": "o2", "card": other, "controller": "alice"}])
    result = run(game, [{"type": "next_step", "choices": {"legend_rule_keep": ["o1", "cz1"]}}])
    assert [p["id"] for p in result["state"]["battlefield"]] == ["cz1", "o1"]
