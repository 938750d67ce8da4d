"""Equipment (CR 301.5): "Equipped creature gets +N/+N", unattached by state-based action when
attached illegally (704.5n), protection from its quality included (702.16d)."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import events_of, permanent, run, state

HAMMER = {"name": "Test Warhammer", "mana_cost": "{3}", "types": ["Artifact"], "subtypes": ["Equipment"],
          "abilities": [{"kind": "attached_pump", "power": 3, "toughness": 0, "keywords": ["trample"]}]}
RED_BLADE = {**HAMMER, "name": "Red Blade", "colors": ["R"]}


def bear(object_id: str, *keywords: str, types: tuple[str, ...] = ("Creature",)) -> dict[str, Any]:
    return {"id": object_id, "controller": "alice",
            "card": {"name": f"Bear {object_id}", "types": list(types), "power": 2, "toughness": 2,
                     "keywords": list(keywords)}}


def equipped(card: dict[str, Any], host: str, *battlefield: dict[str, Any]) -> dict[str, Any]:
    return state(battlefield=[*battlefield, {"id": "eq", "controller": "alice", "card": card, "attached_to": host}])


NEXT = [{"type": "next_step"}]


def test_301_5_equipped_creature_gets_the_equipments_bonus_and_keywords() -> None:
    result = run(equipped(HAMMER, "b1", bear("b1")), NEXT)
    characteristics = permanent(result, "b1")["characteristics"]
    assert (characteristics["power"], characteristics["toughness"]) == (5, 2)
    assert "trample" in characteristics["keywords"] and permanent(result, "eq")["attached_to"] == "b1"
    assert events_of(result, "unattached") == []


def test_702_16d_protection_unattaches_equipment_with_the_quality() -> None:
    result = run(equipped(RED_BLADE, "b1", bear("b1", "protection:red")), NEXT)
    unattached = events_of(result, "unattached")[0]
    assert unattached["permanent"] == "eq" and {"CR 704.5n", "CR 702.16d"} <= set(unattached["cites"])
    assert "attached_to" not in permanent(result, "eq") and permanent(result, "b1")["characteristics"]["power"] == 2
    result = run(equipped(RED_BLADE, "b1", bear("b1", "protection:blue")), NEXT)
    assert permanent(result, "eq")["attached_to"] == "b1"


def test_704_5n_equipment_on_a_noncreature_becomes_unattached_and_stays() -> None:
    land = {"id": "f1", "controller": "alice", "card": "Forest"}
    result = run(equipped(HAMMER, "f1", land), NEXT)
    assert events_of(result, "unattached")[0]["cites"] == ["CR 704.5n"]
    assert [p["id"] for p in result["state"]["battlefield"]] == ["f1", "eq"]


def test_704_5n_equipment_stays_when_its_creature_leaves() -> None:
    result = run(equipped(HAMMER, "b1", bear("b1")), [{"type": "move", "permanent": "b1", "to": "graveyard"}])
    assert [p["id"] for p in result["state"]["battlefield"]] == ["eq"]
    assert "CR 704.5n" in events_of(result, "unattached")[0]["cites"]
