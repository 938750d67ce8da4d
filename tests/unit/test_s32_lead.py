"""Session 32, the lead's own changes: an activated ability that takes targets is refused when the activation
names none (it used to go on the stack and then do nothing to anything), and `legal_actions` offers such an
ability with its targets even when the targeted effect is not the ability's first."""

from __future__ import annotations

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import on_battlefield, permanent, player_of, run_with_cards, state

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
TAPPER = {"name": "Probe Tapper", "mana_cost": "{1}", "types": ["Artifact"], "abilities": [
    {"kind": "activated", "cost": "{T}", "effect": {"kind": "tap", "target": "creature"}}]}
# "{T}: You gain 1 life. Target player draws a card.": the targeted effect comes second
SECOND = {"name": "Probe Second", "mana_cost": "{1}", "types": ["Artifact"], "abilities": [
    {"kind": "activated", "cost": "{T}", "effect": {"kind": "gain_life", "amount": 1, "player": "you"},
     "then_effects": [{"kind": "draw", "amount": 1, "player": "target_player"}]}]}


def test_602_2b_an_ability_that_targets_is_not_activated_without_its_target() -> None:
    game = state(battlefield=[on_battlefield("t", "Probe Tapper"), on_battlefield("a", "Probe Bear", "bob")])
    with pytest.raises(IllegalAction, match="1 target") as refused:
        run_with_cards(game, [{"type": "activate", "permanent": "t", "ability": 0}], TAPPER, BEAR)
    assert {"CR 602.2b", "CR 115.1"} <= set(refused.value.cites)
    done = run_with_cards(game, [{"type": "activate", "permanent": "t", "ability": 0, "choices": {"targets": ["a"]}},
                                 {"type": "resolve"}], TAPPER, BEAR)
    assert permanent(done, "a")["tapped"]
    up_to = {**TAPPER, "name": "Probe Up To", "abilities": [{"kind": "activated", "cost": "{T}", "effect": {
        "kind": "tap", "target": "creature", "target_count": 1, "up_to": True}}]}
    # "up to one target": none is a legal choice (CR 601.2c), so the activation stands without one
    run_with_cards(state(battlefield=[on_battlefield("t", "Probe Up To")]),
                   [{"type": "activate", "permanent": "t", "ability": 0}, {"type": "resolve"}], up_to)


def test_115_1_legal_actions_offer_the_targets_of_a_later_targeted_effect() -> None:
    game = state(alice={"library": [{"id": "l1", "card": "Probe Bear"}]},
                 bob={"library": [{"id": "l2", "card": "Probe Bear"}]},
                 battlefield=[on_battlefield("t", "Probe Second")])
    listed = run_with_cards(game, [{"type": "legal_actions", "player": "alice"}], SECOND, BEAR)["queries"][0]["result"]
    offered = [a for a in listed["legal"] if a["action"].get("type") == "activate" and a["action"]["permanent"] == "t"]
    assert len(offered) == 1 and set(offered[0]["options"]["targets"]) == {"alice", "bob"}
    with pytest.raises(IllegalAction, match="target"):
        run_with_cards(game, [{"type": "activate", "permanent": "t", "ability": 0}], SECOND, BEAR)
    done = run_with_cards(game, [offered[0]["action"] | {"choices": {"targets": ["bob"]}}, {"type": "resolve"}],
                          SECOND, BEAR)
    assert len(player_of(done, "bob")["hand"]) == 1 and player_of(done, "alice")["life"] == 21
