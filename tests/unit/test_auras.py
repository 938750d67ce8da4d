"""Auras (CR 303.4) and enchant (702.5): cast targeting what they may enchant, enter attached,
give the enchanted creature +N/+N and keywords, and go to the graveyard as a state-based action
when attached illegally (704.5m), protection included (702.16c)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction, resolve
from tests.unit.conftest import events_of, permanent, player_of, state
from tests.unit.fx_cards import FX_CATALOG


def _aura(name: str, cost: str, *abilities: dict[str, Any], enchant: str = "creature") -> dict[str, Any]:
    return {"name": name, "mana_cost": cost, "types": ["Enchantment"], "subtypes": ["Aura"],
            "abilities": [{"kind": "enchant", "target": enchant}, *abilities]}


# Fourth Edition Auras, written as the Oracle reader reads them.
HOLY_STRENGTH = _aura("Holy Strength", "{W}", {"kind": "attached_pump", "power": 1, "toughness": 2})
FLIGHT = _aura("Flight", "{U}", {"kind": "attached_pump", "keywords": ["flying"]})
WEAKNESS = _aura("Weakness", "{B}", {"kind": "attached_pump", "power": -2, "toughness": -1})
WHITE_WARD = _aura("White Ward", "{W}", {"kind": "attached_pump", "keywords": ["protection:white"],
                                           "keeps_this_aura": True})
BLACK_WARD = _aura("Black Ward", "{W}", {"kind": "attached_pump", "keywords": ["protection:black"],
                                           "keeps_this_aura": True})
BEAR = {"name": "Black Bear", "mana_cost": "{1}{B}", "types": ["Creature"], "power": 2, "toughness": 2}


def run(game: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    """A posted state is checked (state-based actions) after an action: `next_step` when none."""
    return resolve(game, actions or [{"type": "next_step"}], FX_CATALOG).model_dump(mode="json")


def cast_aura(aura: dict[str, Any], target: str, **fields: Any) -> dict[str, Any]:
    game = state(alice={"mana_pool": {"W": 1, "U": 1, "B": 1}, "hand": [{"id": "au", "card": aura}]}, **fields)
    return run(game, [{"type": "cast", "card": "au", "choices": {"targets": [target]}}, {"type": "resolve"}])


def pt(result: dict[str, Any], object_id: str) -> tuple[int, int]:
    characteristics = permanent(result, object_id)["characteristics"]
    return characteristics["power"], characteristics["toughness"]


def test_608_3c_holy_strength_enters_attached_and_gives_plus_one_plus_two() -> None:
    result = cast_aura(HOLY_STRENGTH, "bear", battlefield=[{"id": "bear", "card": "Grizzly Bears"}])
    entered = events_of(result, "entered_battlefield")[0]
    assert entered["attached_to"] == "bear" and "CR 608.3c" in entered["cites"]
    assert permanent(result, "au")["attached_to"] == "bear"
    assert pt(result, "bear") == (3, 4)


def test_613_1f_flight_gives_the_enchanted_creature_flying() -> None:
    result = cast_aura(FLIGHT, "bear", battlefield=[{"id": "bear", "card": "Grizzly Bears", "controller": "bob"}])
    assert "flying" in permanent(result, "bear")["characteristics"]["keywords"]


def test_303_4a_an_aura_spell_needs_one_target_it_can_enchant() -> None:
    game = state(alice={"mana_pool": {"W": 1}, "hand": [{"id": "au", "card": HOLY_STRENGTH}]},
                 battlefield=[{"id": "land", "card": "Swamp"}])
    with pytest.raises(IllegalAction) as refused:
        run(game, [{"type": "cast", "card": "au"}])
    assert "CR 303.4a" in refused.value.cites
    with pytest.raises(IllegalAction) as refused:
        run(game, [{"type": "cast", "card": "au", "choices": {"targets": ["land"]}}])
    assert "not a creature" in refused.value.detail


def test_608_3b_an_aura_whose_target_left_goes_to_the_graveyard() -> None:
    game = state(alice={"mana_pool": {"W": 1}, "hand": [{"id": "au", "card": HOLY_STRENGTH}]},
                 battlefield=[{"id": "bear", "card": "Grizzly Bears"}])
    result = run(game, [{"type": "cast", "card": "au", "choices": {"targets": ["bear"]}},
                        {"type": "move", "permanent": "bear", "to": "graveyard"}, {"type": "resolve"}])
    assert [p["id"] for p in result["state"]["battlefield"]] == []
    assert "au" in [c["id"] for c in player_of(result, "alice")["graveyard"]]
    assert events_of(result, "spell_fizzled")


def test_704_5m_an_aura_goes_to_the_graveyard_when_its_creature_leaves() -> None:
    game = state(battlefield=[{"id": "bear", "card": "Grizzly Bears"},
                              {"id": "au", "card": HOLY_STRENGTH, "attached_to": "bear"}])
    result = run(game, [{"type": "move", "permanent": "bear", "to": "graveyard"}])
    moved = [e for e in events_of(result, "zone_change") if e.get("permanent") == "au"]
    assert moved and "CR 704.5m" in moved[0]["cites"]


def test_704_5m_an_aura_attached_to_nothing_goes_to_the_graveyard() -> None:
    result = run(state(battlefield=[{"id": "au", "card": HOLY_STRENGTH}]), [])
    assert result["state"]["battlefield"] == []


def test_704_5f_weakness_kills_a_two_one() -> None:
    elf = {"name": "Elf", "mana_cost": "{G}", "types": ["Creature"], "power": 1, "toughness": 1}
    result = cast_aura(WEAKNESS, "elf", battlefield=[{"id": "elf", "card": elf}])
    assert result["state"]["battlefield"] == []  # the Aura follows its creature (704.5m)


def test_702_16c_protection_from_a_quality_of_the_aura_makes_it_fall_off() -> None:
    knight = {"name": "Knight", "mana_cost": "{W}{W}", "types": ["Creature"], "power": 2, "toughness": 2,
              "keywords": ["protection:white"]}
    result = run(state(battlefield=[{"id": "k", "card": knight},
                                    {"id": "au", "card": HOLY_STRENGTH, "attached_to": "k"}]), [])
    moved = [e for e in events_of(result, "zone_change") if e.get("permanent") == "au"]
    assert moved and "protection from white" in moved[0]["reason"]
    assert {"CR 704.5m", "CR 702.16c"} <= set(moved[0]["cites"])


def test_702_16c_white_ward_doesnt_remove_itself() -> None:
    result = cast_aura(WHITE_WARD, "bear", battlefield=[{"id": "bear", "card": "Grizzly Bears"}])
    assert permanent(result, "au")["attached_to"] == "bear"
    assert "protection:white" in permanent(result, "bear")["characteristics"]["keywords"]


def test_702_16c_white_ward_makes_another_white_aura_fall_off() -> None:
    game = state(battlefield=[{"id": "bear", "card": "Grizzly Bears"},
                              {"id": "hs", "card": HOLY_STRENGTH, "attached_to": "bear"},
                              {"id": "ww", "card": WHITE_WARD, "attached_to": "bear"}])
    result = run(game, [])
    assert [p["id"] for p in result["state"]["battlefield"]] == ["bear", "ww"]


def test_702_16b_an_aura_cant_target_a_creature_with_protection_from_its_color() -> None:
    game = state(alice={"mana_pool": {"W": 2}, "hand": [{"id": "au", "card": HOLY_STRENGTH}]},
                 battlefield=[{"id": "bear", "card": "Grizzly Bears"},
                              {"id": "ww", "card": WHITE_WARD, "attached_to": "bear"}])
    with pytest.raises(IllegalAction) as refused:
        run(game, [{"type": "cast", "card": "au", "choices": {"targets": ["bear"]}}])
    assert "CR 702.16b" in refused.value.cites


def test_303_4_blessing_pumps_the_enchanted_creature_untargeted() -> None:
    blessing = _aura("Blessing", "{W}{W}", {"kind": "activated", "cost": "{W}", "effect": {
        "kind": "pump", "power": 1, "toughness": 1, "target": "enchanted_creature"}})
    game = state(alice={"mana_pool": {"W": 2}},
                 battlefield=[{"id": "bear", "card": "Grizzly Bears"},
                              {"id": "bl", "card": blessing, "attached_to": "bear"}])
    result = run(game, [{"type": "activate", "permanent": "bl", "ability": 1}, {"type": "resolve"},
                        {"type": "activate", "permanent": "bl", "ability": 1}, {"type": "resolve"}])
    assert pt(result, "bear") == (4, 4)


def test_704_5p_a_creature_attached_to_something_becomes_unattached() -> None:
    result = run(state(battlefield=[{"id": "a", "card": "Grizzly Bears"},
                                    {"id": "b", "card": BEAR, "attached_to": "a"}]), [])
    assert "attached_to" not in permanent(result, "b")
    assert events_of(result, "unattached")[0]["cites"] == ["CR 704.5p"]
