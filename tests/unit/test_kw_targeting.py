"""Targets (CR 115, 601.2c, 603.3d, 608.2b) against hexproof, shroud, protection and ward."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, permanent, player_of, run, state

PUMP = {"kind": "pump", "power": 1, "toughness": 1}
PUMPER = {"name": "Pumper", "types": ["Creature"], "power": 1, "toughness": 1, "colors": ["G"],
          "abilities": [{"kind": "activated", "cost": "{T}", "effect": PUMP}]}
ENTERS_PUMPER = {"name": "Herald", "types": ["Creature"], "power": 1, "toughness": 1,
                 "abilities": [{"kind": "triggered", "trigger": "enters", "effect": PUMP}]}


def creature(object_id: str, controller: str, *keywords: str, **card: Any) -> dict[str, Any]:
    return {"id": object_id, "controller": controller, "controlled_since_turn": 1,
            "card": {"name": object_id, "types": ["Creature"], "power": 2, "toughness": 2, "keywords": list(keywords),
                     **card}}


def bolt(target: str) -> dict[str, Any]:
    return {"type": "cast", "card": "bolt", "choices": {"targets": [target]}}


def with_bolt(*battlefield: dict[str, Any]) -> dict[str, Any]:
    return state(alice={"hand": [{"id": "bolt", "card": "Lightning Bolt"}], "mana_pool": {"R": 1, "C": 2}},
                 battlefield=list(battlefield))


def activate(target: str) -> dict[str, Any]:
    return {"type": "activate", "permanent": "pumper", "ability": 0, "choices": {"targets": [target]}}


def pumper() -> dict[str, Any]:
    return {"id": "pumper", "controller": "alice", "controlled_since_turn": 1, "card": PUMPER}


def test_702_11b_hexproof_cant_be_targeted_by_an_opponents_spell() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(with_bolt(creature("h", "bob", "hexproof")), [bolt("h")])
    assert refusal.value.title == "Illegal target" and "CR 702.11b" in refusal.value.cites


def test_702_11b_hexproof_can_be_targeted_by_its_controller() -> None:
    result = run(with_bolt(creature("h", "alice", "hexproof")), [bolt("h")])
    assert result["state"]["stack"][0]["targets"] == ["h"]


def test_702_11d_hexproof_from_a_color_only_stops_that_color() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(with_bolt(creature("h", "bob", "hexproof:red")), [bolt("h")])
    assert "CR 702.11d" in refusal.value.cites
    result = run(with_bolt(creature("h", "bob", "hexproof:blue")), [bolt("h")])
    assert result["state"]["stack"][0]["targets"] == ["h"]


def test_702_18a_shroud_cant_be_targeted_even_by_its_controller() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(with_bolt(creature("s", "alice", "shroud")), [bolt("s")])
    assert "CR 702.18a" in refusal.value.cites


def test_702_16b_protection_from_red_cant_be_targeted_by_a_red_spell() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(with_bolt(creature("p", "alice", "protection:red")), [bolt("p")])
    assert "CR 702.16b" in refusal.value.cites


def test_702_16b_protection_from_creatures_stops_a_creatures_ability() -> None:
    game = state(battlefield=[pumper(), creature("p", "alice", "protection:creatures")])
    with pytest.raises(IllegalAction) as refusal:
        run(game, [activate("p")])
    assert "CR 702.16b" in refusal.value.cites and refusal.value.action_index == 0


def test_702_11b_hexproof_stops_an_activated_pump() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(state(battlefield=[pumper(), creature("h", "bob", "hexproof")]), [activate("h")])
    assert "CR 702.11b" in refusal.value.cites


def test_603_3d_a_targeted_pump_trigger_cant_target_hexproof_or_shroud() -> None:
    for keyword, rule in (("hexproof", "CR 702.11b"), ("shroud", "CR 702.18a")):
        game = state(alice={"hand": [{"id": "herald", "card": ENTERS_PUMPER}]},
                     battlefield=[creature("t", "bob", keyword)])
        with pytest.raises(IllegalAction) as refusal:
            run(game, [{"type": "put_onto_battlefield", "card": "herald", "choices": {"targets": ["t"]}}])
        assert rule in refusal.value.cites and "CR 603.3d" not in refusal.value.cites


def test_608_2b_a_target_that_became_illegal_makes_the_ability_fizzle() -> None:
    shifter = {"id": "x", "controller": "bob", "controlled_since_turn": 1,
               "card": {"name": "Shifter", "types": ["Creature"], "power": 2, "toughness": 2,
                        "back_face": {"name": "Shifted", "types": ["Creature"], "power": 2, "toughness": 2,
                                      "keywords": ["hexproof"]}}}
    game = state(battlefield=[pumper(), shifter])
    result = run(game, [activate("x"), {"type": "transform", "permanent": "x"}, {"type": "resolve"}])
    assert events_of(result, "ability_fizzled")[0]["cites"] == ["CR 608.2b"]
    assert "CR 702.11b" in events_of(result, "target_illegal")[0]["cites"]
    assert permanent(result, "x")["characteristics"]["power"] == 2


def test_702_21a_ward_counters_an_unpaid_spell() -> None:
    game = with_bolt(creature("w", "bob", "ward:{2}"))
    result = run(game, [bolt("w")])
    assert [o["choices"].get("keyword_trigger") for o in result["state"]["stack"]] == ["ward", None]
    result = run(game, [bolt("w"), {"type": "resolve", "choices": {"pay_ward": False}}])
    assert result["state"]["stack"] == []
    assert [c["id"] for c in player_of(result, "alice")["graveyard"]] == ["bolt"]
    assert {"CR 702.21a", "CR 701.6a"} <= set(events_of(result, "countered")[0]["cites"])


def test_702_21a_ward_paid_lets_the_spell_resolve() -> None:
    game = with_bolt(creature("w", "bob", "ward:{2}"))
    result = run(game, [bolt("w"), {"type": "resolve", "choices": {"pay_ward": True}}])
    assert player_of(result, "alice")["mana_pool"]["C"] == 0 and result["state"]["stack"][0]["id"] == "bolt"
    assert events_of(result, "ward_paid")[0]["cost"] == "{2}"


def test_702_21a_ward_cost_that_cant_be_paid_is_refused() -> None:
    game = state(alice={"hand": [{"id": "bolt", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}},
                 battlefield=[creature("w", "bob", "ward:{2}")])
    with pytest.raises(IllegalAction) as refusal:
        run(game, [bolt("w"), {"type": "resolve", "choices": {"pay_ward": True}}])
    assert refusal.value.action_index == 1


def test_702_21a_ward_doesnt_trigger_on_its_controllers_own_spells() -> None:
    game = state(bob={"hand": [{"id": "bolt", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}},
                 battlefield=[creature("w", "bob", "ward:{2}")])
    result = run(game, [{"type": "cast", "player": "bob", "card": "bolt", "choices": {"targets": ["w"]}}])
    assert [o["id"] for o in result["state"]["stack"]] == ["bolt"]


def test_702_21a_ward_counters_a_targeted_trigger() -> None:
    game = state(alice={"hand": [{"id": "herald", "card": ENTERS_PUMPER}]}, battlefield=[creature("w", "bob", "ward:{1}")])
    actions = [{"type": "put_onto_battlefield", "card": "herald", "choices": {"targets": ["w"]}}, {"type": "resolve"}]
    result = run(game, actions)
    assert result["state"]["stack"] == [] and not events_of(result, "pumped")
    assert events_of(result, "countered")[0]["stack_object"].startswith("herald-ability-")


def test_608_2b_a_spell_whose_target_became_illegal_goes_to_the_graveyard_unresolved() -> None:
    shifter = {"id": "x", "controller": "bob", "controlled_since_turn": 1,
               "card": {"name": "Shifter", "types": ["Creature"], "power": 2, "toughness": 2,
                        "back_face": {"name": "Shifted", "types": ["Creature"], "power": 2, "toughness": 2,
                                      "keywords": ["protection:red"]}}}
    result = run(with_bolt(shifter), [bolt("x"), {"type": "transform", "permanent": "x"}, {"type": "resolve"}])
    assert events_of(result, "spell_fizzled")[0]["stack_object"] == "bolt"
    assert "CR 702.16b" in events_of(result, "target_illegal")[0]["cites"]
    assert not events_of(result, "spell_resolved")
    assert [c["id"] for c in player_of(result, "alice")["graveyard"]] == ["bolt"]


def test_702_21a_ward_decision_announced_with_the_targeting_action() -> None:
    game = with_bolt(creature("w", "bob", "ward:{2}"))
    cast = {"type": "cast", "card": "bolt", "choices": {"targets": ["w"], "pay_ward": True}}
    result = run(game, [cast, {"type": "resolve"}])
    assert events_of(result, "ward_paid")[0]["player"] == "alice" and result["state"]["stack"][0]["id"] == "bolt"


def test_702_21a_pay_ward_where_no_ward_asks_for_it_is_refused() -> None:
    game = with_bolt(creature("c", "bob"))
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "cast", "card": "bolt", "choices": {"targets": ["c"], "pay_ward": True}}])
    assert refusal.value.title == "Choice not used" and "pay_ward" in refusal.value.detail
