"""Keywords on players (`players[].keywords`): hexproof (CR 702.11c), shroud (702.18a) and
protection (702.16b, 702.16e)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction, InvalidState
from tests.unit.conftest import events_of, player_of, run, state
from tests.unit.test_kw_combat import NEXT, attack, combat, creature

SHOCK = {"name": "Shock Test", "mana_cost": "{R}", "types": ["Instant"], "colors": ["R"],
         "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}]}


def shock_game(caster: str = "alice", **bob: Any) -> dict[str, Any]:
    hand = {"hand": [{"id": "shock", "card": SHOCK}], "mana_pool": {"R": 1}}
    if caster == "bob":
        return state(bob={**hand, **bob})
    return state(alice=hand, bob=bob)


def shock(target: str, player: str = "alice") -> dict[str, Any]:
    return {"type": "cast", "player": player, "card": "shock", "choices": {"targets": [target]}}


def test_702_11c_a_player_with_hexproof_cant_be_targeted_by_an_opponent() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(shock_game(keywords=["hexproof"]), [shock("bob")])
    assert "CR 702.11c" in refusal.value.cites and "CR 601.2c" in refusal.value.cites


def test_702_11c_a_player_with_hexproof_can_target_themselves() -> None:
    result = run(shock_game("bob", keywords=["hexproof"]), [shock("bob", "bob"), {"type": "resolve"}])
    assert player_of(result, "bob")["life"] == 18
    assert player_of(result, "bob")["keywords"] == ["hexproof"]


def test_702_18a_a_player_with_shroud_cant_be_targeted_even_by_themselves() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(shock_game("bob", keywords=["shroud"]), [shock("bob", "bob")])
    assert "CR 702.18a" in refusal.value.cites


def test_702_16b_a_player_with_protection_from_red_cant_be_targeted_by_a_red_spell() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(shock_game(keywords=["protection:red"]), [shock("bob")])
    assert "CR 702.16b" in refusal.value.cites
    result = run(shock_game(keywords=["protection:blue"]), [shock("bob"), {"type": "resolve"}])
    assert player_of(result, "bob")["life"] == 18


def test_702_16e_protection_prevents_combat_damage_to_the_player() -> None:
    red = creature("r", "alice", power=3, toughness=3, card={"colors": ["R"]})
    game = combat(red)
    game["players"][1]["keywords"] = ["Protection from red"]
    result = run(game, [attack("r"), NEXT, NEXT, NEXT])
    assert player_of(result, "bob")["life"] == 20 and player_of(result, "bob")["keywords"] == ["protection:red"]
    assert "CR 702.16e" in events_of(result, "damage_prevented")[0]["cites"]
    green = creature("g", "alice", power=3, toughness=3, card={"colors": ["G"]})
    game = combat(green)
    game["players"][1]["keywords"] = ["protection:red"]
    assert player_of(run(game, [attack("g"), NEXT, NEXT, NEXT]), "bob")["life"] == 17


def test_702_16j_protection_from_everything_on_a_player() -> None:
    game = combat(creature("c", "alice", power=3, toughness=3))
    game["players"][1]["keywords"] = ["protection:everything"]
    result = run(game, [attack("c"), NEXT, NEXT, NEXT])
    assert player_of(result, "bob")["life"] == 20 and "CR 702.16j" in events_of(result, "damage_prevented")[0]["cites"]


def test_player_keywords_outside_hexproof_shroud_protection_are_invalid() -> None:
    game = shock_game(keywords=["flying"])
    with pytest.raises(InvalidState) as invalid:
        run(game, [])
    assert any(e["path"].startswith("players[1].keywords") and "not a keyword a player can have" in e["message"]
               for e in invalid.value.errors)
    with pytest.raises(InvalidState):
        run(shock_game(keywords=["flyng"]), [])
