"""Auras put onto the battlefield without being cast (CR 303.4f, 303.4g): the player chooses what
it enchants (`choices.enchant`), not targeting, so hexproof and shroud don't stop it; protection
does (702.16c)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, permanent, player_of, state
from tests.unit.test_auras import HOLY_STRENGTH, WEAKNESS, pt, run


def put(enchant: str | None = None) -> dict[str, Any]:
    action: dict[str, Any] = {"type": "put_onto_battlefield", "card": "au"}
    if enchant is not None:
        action["choices"] = {"enchant": enchant}
    return action


def game(aura: dict[str, Any], *battlefield: dict[str, Any]) -> dict[str, Any]:
    return state(alice={"graveyard": [{"id": "au", "card": aura}]}, battlefield=list(battlefield))


def bear(object_id: str = "bear", controller: str = "alice", *keywords: str) -> dict[str, Any]:
    return {"id": object_id, "controller": controller,
            "card": {"name": f"Bear {object_id}", "types": ["Creature"], "power": 2, "toughness": 2,
                     "keywords": list(keywords)}}


def test_303_4f_the_player_chooses_what_an_uncast_aura_enchants() -> None:
    result = run(game(HOLY_STRENGTH, bear("b1"), bear("b2")), [put("b2")])
    entered = events_of(result, "entered_battlefield")[0]
    assert entered["attached_to"] == "b2" and "CR 303.4f" in entered["cites"]
    assert permanent(result, "au")["attached_to"] == "b2" and pt(result, "b2") == (3, 4)


def test_303_4f_not_targeted_so_hexproof_and_shroud_dont_stop_it() -> None:
    result = run(game(WEAKNESS, bear("hx", "bob", "hexproof"), bear("sh", "bob", "shroud")), [put("hx")])
    assert pt(result, "hx") == (0, 1)
    result = run(game(WEAKNESS, bear("sh", "bob", "shroud")), [put("sh")])
    assert permanent(result, "au")["attached_to"] == "sh"


def test_702_16c_protection_stops_an_uncast_aura_too() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(game(HOLY_STRENGTH, bear("pw", "bob", "protection:white"), bear("b2")), [put("pw")])
    assert refusal.value.title == "Can't enchant that" and {"CR 303.4f", "CR 702.16c"} <= set(refusal.value.cites)


def test_303_4f_the_choice_is_required_and_must_be_enchantable() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(game(HOLY_STRENGTH, bear("b1")), [put()])
    assert refusal.value.title == "Choose what it enchants" and "b1" in refusal.value.detail
    land = {"id": "f1", "controller": "alice", "card": "Forest"}
    with pytest.raises(IllegalAction) as refusal:
        run(game(HOLY_STRENGTH, bear("b1"), land), [put("f1")])
    assert "not a creature" in refusal.value.detail


def test_303_4g_an_aura_with_nothing_to_enchant_stays_where_it_is() -> None:
    result = run(game(HOLY_STRENGTH, bear("pw", "bob", "protection:white")), [put()])
    assert result["state"]["battlefield"][0]["id"] == "pw" and len(result["state"]["battlefield"]) == 1
    assert [c["id"] for c in player_of(result, "alice")["graveyard"]] == ["au"]
    stayed = events_of(result, "stayed_out_of_battlefield")[0]
    assert stayed["card_id"] == "au" and stayed["zone"] == "graveyard" and "CR 303.4g" in stayed["cites"]


def test_303_4f_enchant_choice_for_a_non_aura_is_refused_as_unused() -> None:
    plain = state(alice={"graveyard": [{"id": "au", "card": "Grizzly Bears"}]}, battlefield=[bear("b1")])
    with pytest.raises(IllegalAction) as refusal:
        run(plain, [put("b1")])
    assert refusal.value.title == "Choice not used"
