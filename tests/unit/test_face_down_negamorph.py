"""Face-down spells and permanents (CR 702.37, 708) and Flavor Disaster's negamorph rulings."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.engine.citations import (
    FACE_DOWN_CHARACTERISTICS,
    FACE_DOWN_SPELL_COSTS_THREE,
    FLAVOR_DISASTER_LAST_KNOWN_POWER,
    FLAVOR_DISASTER_X_ONCE,
    NEGAMORPH_COUNTER_WHEN_COST_PAID,
    NEGAMORPH_IS_MORPH_VARIANT,
    TURN_FACE_UP_SPECIAL_ACTION,
)
from tests.unit.conftest import events_of, permanent, player_of, run, state, types_of

FACE_DOWN_2_2 = {"name": None, "mana_cost": None, "mana_value": 0, "colors": [], "types": ["Creature"],
                 "supertypes": [], "subtypes": [], "power": 2, "toughness": 2, "keywords": []}


def face_down_state(**fields: Any) -> dict[str, Any]:
    alice = {"mana_pool": {"G": 3, "C": 1}, "hand": [{"id": "f1", "card": "Flavor Disaster"}]}
    alice.update(fields.pop("alice", {}))
    return state(alice=alice, battlefield=[{"id": "bear", "card": "Grizzly Bears", "controller": "bob"}], **fields)


def on_battlefield_face_down(**fields: Any) -> dict[str, Any]:
    flavor = {"id": "f1", "card": "Flavor Disaster", "face_down": True, "controlled_since_turn": 1}
    return state(alice={"mana_pool": fields.pop("pool", {"G": 1, "C": 1})},
                 battlefield=[flavor, {"id": "bear", "card": "Grizzly Bears", "controller": "bob"}], **fields)


CAST_FACE_DOWN = {"type": "cast", "card": "f1", "face_down": True}


def test_702_37c_a_card_with_negamorph_is_cast_face_down_for_three() -> None:
    result = run(face_down_state(), [CAST_FACE_DOWN])
    spell = result["state"]["stack"][0]
    assert spell["face_down"] is True
    assert spell["characteristics"] == FACE_DOWN_2_2
    paid = events_of(result, "mana_paid")[0]
    assert paid["cost"] == "{3}" and paid["purpose"] == "a face-down spell"
    cast = events_of(result, "spell_cast")[0]
    assert {FACE_DOWN_SPELL_COSTS_THREE, NEGAMORPH_IS_MORPH_VARIANT, "CR 702.37c"} <= set(cast["cites"])
    assert player_of(result, "alice")["mana_pool"] == {"W": 0, "U": 0, "B": 0, "R": 0, "G": 1, "C": 0}


def test_708_2_the_face_down_creature_is_a_nameless_colorless_2_2_with_mana_value_0() -> None:
    result = run(face_down_state(), [CAST_FACE_DOWN, {"type": "resolve"}])
    flavor = permanent(result, "f1")
    assert flavor["face_down"] is True and flavor["characteristics"] == FACE_DOWN_2_2
    assert FACE_DOWN_CHARACTERISTICS in result["cites"]


def test_708_2_a_face_down_permanent_has_no_enters_ability() -> None:
    result = run(face_down_state(), [CAST_FACE_DOWN, {"type": "resolve"}])
    assert result["state"]["stack"] == [] and not events_of(result, "trigger_put_on_stack")


def test_face_down_ruling_other_effects_still_change_it() -> None:
    game = on_battlefield_face_down()
    game["battlefield"][0]["effects"] = [{"source": "x", "power": 2, "toughness": 2}]
    game["battlefield"][0]["counters"] = {"+1/+1": 1}
    flavor = permanent(run(game, []), "f1")
    assert (flavor["characteristics"]["power"], flavor["characteristics"]["toughness"]) == (5, 5)
    assert flavor["characteristics"]["name"] is None


def test_702_37c_a_card_without_negamorph_or_morph_cant_be_cast_face_down() -> None:
    game = state(alice={"mana_pool": {"G": 3}, "hand": [{"id": "b1", "card": "Grizzly Bears"}]})
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "cast", "card": "b1", "face_down": True}])
    assert refusal.value.title == "Can't be cast face down" and "CR 702.37c" in refusal.value.cites


def test_face_down_spell_is_a_creature_spell_cast_at_sorcery_speed() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(face_down_state(step="upkeep"), [CAST_FACE_DOWN])
    assert refusal.value.title == "Wrong time"


def test_face_down_cast_needs_three_mana_and_pays_nothing_otherwise() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(face_down_state(alice={"mana_pool": {"G": 2}}), [CAST_FACE_DOWN])
    assert refusal.value.title == "Cost can't be paid"


def test_708_5_other_players_dont_see_the_face_down_spell_or_permanent() -> None:
    on_stack = run(face_down_state(), [CAST_FACE_DOWN], viewer="bob")
    assert on_stack["state"]["stack"][0]["card"] is None
    assert events_of(on_stack, "spell_cast")[0]["card"] is None
    assert "Flavor Disaster" not in str(on_stack)
    on_field = run(face_down_state(), [CAST_FACE_DOWN, {"type": "resolve"}], viewer="bob")
    assert permanent(on_field, "f1")["card"] is None and "Flavor Disaster" not in str(on_field)
    own = run(face_down_state(), [CAST_FACE_DOWN, {"type": "resolve"}], viewer="alice")
    assert permanent(own, "f1")["card"] == "Flavor Disaster"


def test_116_2b_turning_face_up_by_paying_negamorph_adds_a_minus_counter_without_the_stack() -> None:
    result = run(on_battlefield_face_down(), [{"type": "turn_face_up", "permanent": "f1", "pay": "negamorph",
                                               "choices": {"targets": ["bear"]}}])
    flavor = permanent(result, "f1")
    assert flavor["face_down"] is False and flavor["counters"] == {"-1/-1": 1}
    assert (flavor["characteristics"]["power"], flavor["characteristics"]["toughness"]) == (3, 2)
    up = events_of(result, "turned_face_up")[0]
    assert {TURN_FACE_UP_SPECIAL_ACTION, NEGAMORPH_COUNTER_WHEN_COST_PAID, "CR 116.2b", "CR 708.8"} <= set(up["cites"])
    assert events_of(result, "mana_paid")[0]["cost"] == "{1}{G}"
    # the special action itself doesn't use the stack; only the "turned face up" trigger goes there
    assert [item["trigger_event"] for item in result["state"]["stack"]] == ["turned_face_up"]
    assert result["state"]["stack"][0]["targets"] == ["bear"]


def test_negamorph_ruling_turned_up_any_other_way_gets_no_counter() -> None:
    result = run(on_battlefield_face_down(pool={}), [{"type": "turn_face_up", "permanent": "f1", "pay": "other"}])
    flavor = permanent(result, "f1")
    assert flavor["counters"] == {} and flavor["characteristics"]["power"] == 4
    assert not events_of(result, "mana_paid")


def test_708_8_turning_face_up_doesnt_trigger_enters_abilities() -> None:
    result = run(on_battlefield_face_down(), [{"type": "turn_face_up", "permanent": "f1"}])
    assert not events_of(result, "entered_battlefield")
    assert [item["trigger_event"] for item in result["state"]["stack"]] == ["turned_face_up"]


def test_flavor_disaster_turned_face_up_pumps_by_its_power_with_the_counter() -> None:
    actions = [{"type": "turn_face_up", "permanent": "f1", "pay": "negamorph", "choices": {"targets": ["bear"]}},
               {"type": "resolve"}]
    result = run(on_battlefield_face_down(), actions)
    bear = permanent(result, "bear")
    assert (bear["characteristics"]["power"], bear["characteristics"]["toughness"]) == (5, 5)
    assert FLAVOR_DISASTER_X_ONCE in events_of(result, "pumped")[0]["cites"]


def test_608_2h_x_is_its_last_known_power_when_it_has_left_the_battlefield() -> None:
    actions = [{"type": "turn_face_up", "permanent": "f1", "pay": "negamorph", "choices": {"targets": ["bear"]}},
               {"type": "move", "permanent": "f1", "to": "graveyard"}, {"type": "resolve"}]
    pumped = events_of(run(on_battlefield_face_down(), actions), "pumped")[0]
    assert pumped["power"] == 3
    assert {FLAVOR_DISASTER_LAST_KNOWN_POWER, "CR 608.2h"} <= set(pumped["cites"])


def test_flavor_disaster_x_is_determined_once_as_it_resolves() -> None:
    # X is fixed at 3 as the ability resolves; the source leaving later doesn't change the bonus.
    actions = [{"type": "turn_face_up", "permanent": "f1", "pay": "negamorph", "choices": {"targets": ["bear"]}},
               {"type": "resolve"}, {"type": "move", "permanent": "f1", "to": "exile"}]
    result = run(on_battlefield_face_down(), actions)
    assert [e["power"] for e in events_of(result, "pumped")] == [3]
    assert permanent(result, "bear")["characteristics"]["power"] == 5


def test_negamorph_ruling_a_face_down_spell_cant_be_turned_face_up() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(face_down_state(), [CAST_FACE_DOWN, {"type": "turn_face_up", "permanent": "f1", "pay": "other"}])
    assert refusal.value.action_index == 1
    assert TURN_FACE_UP_SPECIAL_ACTION in refusal.value.cites


def test_702_37e_turning_up_something_that_isnt_face_down_is_refused() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(on_battlefield_face_down(), [{"type": "turn_face_up", "permanent": "bear", "pay": "other"}])
    assert refusal.value.title == "Not face down" and TURN_FACE_UP_SPECIAL_ACTION in refusal.value.cites


def test_116_2b_only_its_controller_turns_it_face_up() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(on_battlefield_face_down(), [{"type": "turn_face_up", "player": "bob", "permanent": "f1", "pay": "other"}])
    assert refusal.value.title == "Not your permanent"


def test_702_37e_the_negamorph_cost_must_be_paid_in_full() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(on_battlefield_face_down(pool={"C": 2}), [{"type": "turn_face_up", "permanent": "f1"}])
    assert refusal.value.title == "Cost can't be paid"


def test_116_2b_turning_face_up_any_time_with_priority_even_in_combat_or_on_the_opponents_turn() -> None:
    game = on_battlefield_face_down(step="declare_blockers", active_player="bob")
    game["battlefield"][0]["controller"] = "alice"
    result = run(game, [{"type": "turn_face_up", "permanent": "f1"}])
    assert permanent(result, "f1")["face_down"] is False
    assert "turned_face_up" in types_of(result)


def test_514_2_the_pump_ends_in_cleanup() -> None:
    actions = [{"type": "turn_face_up", "permanent": "f1", "pay": "other", "choices": {"targets": ["bear"]}},
               {"type": "resolve"}, {"type": "next_turn"}]
    assert permanent(run(on_battlefield_face_down(), actions), "bear")["characteristics"]["power"] == 2
