"""{T} and {Q} in activation costs (CR 107.5, 107.6, 302.6 and the seed rulings), `activate`."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.engine.citations import TAP_SYMBOL, UNTAP_SYMBOL
from tests.unit.conftest import events_of, permanent, player_of, run, state

TAPPER = {"name": "Tapper", "types": ["Creature"], "power": 1, "toughness": 1,
          "abilities": [{"kind": "activated", "cost": "{T}"}, {"kind": "activated", "cost": "{Q}"},
                        {"kind": "activated", "cost": "{1}{G}",
                         "effect": {"kind": "draw", "amount": 1}}]}
HASTY = {**TAPPER, "name": "Hasty Tapper", "keywords": ["haste"]}
TAP_ROCK = {"name": "Tap Rock", "types": ["Artifact"],
            "abilities": [{"kind": "activated", "cost": "{T}"}, {"kind": "activated", "cost": "{Q}"}]}


def on_battlefield(card: dict[str, Any], **fields: Any) -> list[dict[str, Any]]:
    return [{"id": "t1", "card": card, "controlled_since_turn": 1, **fields}]


def refusal_of(game: dict[str, Any], actions: list[dict[str, Any]]) -> IllegalAction:
    with pytest.raises(IllegalAction) as refusal:
        run(game, actions)
    return refusal.value


def test_602_2_activate_puts_the_ability_on_the_stack_and_pays_t() -> None:
    result = run(state(battlefield=on_battlefield(TAPPER)), [{"type": "activate", "permanent": "t1", "ability": 0}])
    ability = result["state"]["stack"][0]
    assert ability["kind"] == "activated_ability" and ability["source"] == "t1" and ability["ability_index"] == 0
    assert permanent(result, "t1")["tapped"] is True
    assert TAP_SYMBOL in events_of(result, "tapped")[0]["cites"]
    resolved = run(state(battlefield=on_battlefield(TAPPER)),
                   [{"type": "activate", "permanent": "t1", "ability": 0}, {"type": "resolve"}])
    assert resolved["state"]["stack"] == [] and events_of(resolved, "ability_resolved")[0]["effect"] is None


def test_ruling_107_5_a_tapped_permanent_cant_pay_t() -> None:
    refusal = refusal_of(state(battlefield=on_battlefield(TAPPER, tapped=True)),
                         [{"type": "activate", "permanent": "t1", "ability": 0}])
    assert refusal.cites == [TAP_SYMBOL, "CR 107.5"] and "already tapped" in refusal.detail


def test_ruling_107_6_an_untapped_permanent_cant_pay_q() -> None:
    refusal = refusal_of(state(battlefield=on_battlefield(TAPPER)), [{"type": "activate", "permanent": "t1", "ability": 1}])
    assert refusal.cites == [UNTAP_SYMBOL, "CR 107.6"] and "already untapped" in refusal.detail


def test_ruling_107_6_q_untaps_a_tapped_permanent() -> None:
    result = run(state(battlefield=on_battlefield(TAPPER, tapped=True)),
                 [{"type": "activate", "permanent": "t1", "ability": 1}])
    assert permanent(result, "t1")["tapped"] is False and UNTAP_SYMBOL in events_of(result, "untapped")[0]["cites"]


def test_ruling_302_6_a_creature_controlled_since_this_turn_cant_pay_t() -> None:
    refusal = refusal_of(state(battlefield=on_battlefield(TAPPER, controlled_since_turn=3)),
                         [{"type": "activate", "permanent": "t1", "ability": 0}])
    assert refusal.title == "Summoning sickness" and {TAP_SYMBOL, "CR 302.6"} <= set(refusal.cites)


def test_ruling_302_6_a_creature_controlled_since_this_turn_cant_pay_q() -> None:
    refusal = refusal_of(state(battlefield=on_battlefield(TAPPER, controlled_since_turn=3, tapped=True)),
                         [{"type": "activate", "permanent": "t1", "ability": 1}])
    assert {UNTAP_SYMBOL, "CR 302.6"} <= set(refusal.cites)


def test_302_6_control_since_before_the_controllers_most_recent_turn_is_enough() -> None:
    # It's alice's turn 3; bob's most recent turn was turn 2.
    game = state(battlefield=on_battlefield(TAPPER, controller="bob", controlled_since_turn=1))
    result = run(game, [{"type": "activate", "permanent": "t1", "ability": 0, "player": "bob"}])
    assert result["state"]["stack"][0]["controller"] == "bob"
    game = state(battlefield=on_battlefield(TAPPER, controller="bob", controlled_since_turn=2))  # came during it
    refusal = refusal_of(game, [{"type": "activate", "permanent": "t1", "ability": 0, "player": "bob"}])
    assert "CR 302.6" in refusal.cites


def test_302_6_haste_lifts_summoning_sickness() -> None:
    result = run(state(battlefield=on_battlefield(HASTY, controlled_since_turn=3)),
                 [{"type": "activate", "permanent": "t1", "ability": 0}])
    assert permanent(result, "t1")["tapped"] is True


def test_302_6_a_noncreature_permanent_can_pay_t_the_turn_it_arrives() -> None:
    result = run(state(battlefield=on_battlefield(TAP_ROCK, controlled_since_turn=3)),
                 [{"type": "activate", "permanent": "t1", "ability": 0}])
    assert permanent(result, "t1")["tapped"] is True


def test_302_6_an_ability_without_t_or_q_ignores_summoning_sickness_and_resolves_its_effect() -> None:
    game = state(battlefield=on_battlefield(TAPPER, controlled_since_turn=3), alice={"mana_pool": {"G": 2}})
    result = run(game, [{"type": "activate", "permanent": "t1", "ability": 2}, {"type": "resolve"}])
    assert len(player_of(result, "alice")["hand"]) == 1


def test_601_2h_an_unpayable_activation_cost_pays_nothing() -> None:
    game = state(battlefield=on_battlefield(TAPPER), alice={"mana_pool": {"U": 2}})
    refusal = refusal_of(game, [{"type": "activate", "permanent": "t1", "ability": 2}])
    assert "missing 1 {G}" in refusal.detail and "nothing was paid" in refusal.detail


def test_602_2_only_the_controller_activates() -> None:
    refusal = refusal_of(state(battlefield=on_battlefield(TAPPER)),
                         [{"type": "activate", "permanent": "t1", "ability": 0, "player": "bob"}])
    assert refusal.cites == ["CR 602.2"]


def test_602_1_an_ability_that_isnt_activated_is_refused() -> None:
    refusal = refusal_of(state(battlefield=on_battlefield(TAPPER)), [{"type": "activate", "permanent": "t1", "ability": 7}])
    assert refusal.title == "No such ability" and "0, 1, 2" in refusal.detail
