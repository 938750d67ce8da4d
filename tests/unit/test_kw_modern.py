"""Modern keyword abilities and ability words (docs/keywords-modern.md): each played by its rule
module, and read from Oracle text by the reader."""

from __future__ import annotations

from typing import Any

from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, run, state

SHOCK = {"name": "Shock", "mana_cost": "{R}", "types": ["Instant"],
         "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}]}


def creature(object_id: str, controller: str = "alice", *keywords: str, power: int = 1, toughness: int = 2,
             **card: Any) -> dict[str, Any]:
    return {"id": object_id, "controller": controller, "controlled_since_turn": 1,
            "card": {"name": object_id.title(), "types": ["Creature"], "power": power, "toughness": toughness,
                     "keywords": list(keywords), **card}}


# --- prowess (702.108) ------------------------------------------------------------------------


def _prowess_state(*battlefield: dict[str, Any]) -> dict[str, Any]:
    return state(battlefield=list(battlefield),
                 alice={"mana_pool": {"R": 2, "G": 2}, "hand": [{"id": "shock", "card": SHOCK},
                                                               {"id": "bears", "card": "Grizzly Bears"}]},
                 bob={"mana_pool": {"R": 1}, "hand": [{"id": "bob-shock", "card": SHOCK}]})


def test_702_108a_prowess_triggers_on_a_noncreature_spell_and_resolves_first() -> None:
    game = _prowess_state(creature("monk", "alice", "prowess"))
    cast = {"type": "cast", "card": "shock", "choices": {"targets": ["bob"]}}
    result = run(game, [cast])
    assert [item["id"] for item in result["state"]["stack"]][-1] == "shock"
    assert result["state"]["stack"][0]["choices"]["keyword_trigger"] == "prowess"
    result = run(game, [cast, {"type": "resolve"}])
    assert permanent(result, "monk")["characteristics"]["power"] == 2
    assert "CR 702.108a" in events_of(result, "pumped")[0]["cites"]
    # +1/+1 until end of turn: gone after the cleanup step (514.2)
    result = run(game, [cast, {"type": "resolve"}, {"type": "resolve"}, {"type": "next_turn"}])
    assert permanent(result, "monk")["characteristics"]["power"] == 1


def test_702_108a_prowess_ignores_creature_spells_and_opponents_spells() -> None:
    game = _prowess_state(creature("monk", "alice", "prowess"))
    assert run(game, [{"type": "cast", "card": "bears"}])["state"]["stack"][0]["id"] == "bears"
    opponents = [{"type": "pass_priority"},
                 {"type": "cast", "player": "bob", "card": "bob-shock", "choices": {"targets": ["alice"]}}]
    result = run(game, opponents)
    assert [item["id"] for item in result["state"]["stack"]] == ["bob-shock"]


def test_702_108b_each_instance_of_prowess_triggers_separately() -> None:
    game = _prowess_state(creature("monk", "alice", "prowess", "prowess"), creature("other", "alice", "prowess"))
    cast = {"type": "cast", "card": "shock", "choices": {"targets": ["bob"]}}
    result = run(game, [cast])
    assert len([i for i in result["state"]["stack"] if i["choices"].get("keyword_trigger") == "prowess"]) == 3
    result = run(game, [cast, {"type": "resolve"}, {"type": "resolve"}, {"type": "resolve"}])
    assert permanent(result, "monk")["characteristics"]["power"] == 3
    assert permanent(result, "other")["characteristics"]["power"] == 2


def test_702_108a_prowess_is_read_from_oracle_text() -> None:
    reading = read_card(CardFacts(
        "Monastery Swiftspear", "{R}", "Creature — Human Monk",
        "Haste\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)",
        "1", "2"))
    assert reading.support == "full" and reading.definition is not None
    assert reading.definition["keywords"] == ["haste", "prowess"]
