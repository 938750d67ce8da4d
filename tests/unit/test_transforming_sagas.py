"""A transforming Saga (CR 714, 712.14): its final chapter "Exile this Saga, then return it to the
battlefield transformed under your control." read by app/oracle/sagas.py and played by
app/engine/rules/transform_return.py. The cards here are made up in the shape of Kamigawa: Neon
Dynasty's Sagas (that set was a held-out coverage set when this was written)."""

from __future__ import annotations

from typing import Any

from app.engine import CardDefinition, resolve
from app.engine.characteristics import characteristics_of
from app.engine.game import Game
from app.oracle import CardFacts, read_card
from tests.unit.conftest import CATALOG, player

REMINDER = "(As this Saga enters and after your draw step, add a lore counter.)"
FINAL = "III — Exile this Saga, then return it to the battlefield transformed under your control."


def _facts(chapters: str, back_text: str = "Flying") -> CardFacts:
    name = "Tale of the Paper Crane // Paper Crane Spirit"
    front = CardFacts(name="Tale of the Paper Crane", mana_cost="{1}{U}", type_line="Enchantment — Saga",
                      oracle_text=f"{REMINDER}\n{chapters}", layout="transform")
    back = CardFacts(name="Paper Crane Spirit", type_line="Enchantment Creature — Spirit", oracle_text=back_text,
                     power="2", toughness="3", layout="transform")
    return CardFacts(name=name, mana_cost="{1}{U}", type_line=f"{front.type_line} // {back.type_line}",
                     layout="transform", faces=(front, back))


def test_the_final_chapter_that_returns_the_saga_transformed_is_read_and_models_the_transform() -> None:
    reading = read_card(_facts(f"I, II — Draw a card.\n{FINAL}"))
    assert reading.support == "full", reading.not_modelled
    definition = reading.definition
    assert definition is not None
    chapters = [a for a in definition["abilities"] if a["kind"] == "chapter"]
    assert chapters[-1] == {"kind": "chapter", "chapters": [3], "effect": {"kind": "exile_return_transformed"}}
    assert definition["back_face"]["name"] == "Paper Crane Spirit"
    CardDefinition.model_validate(definition)


def test_a_transforming_card_whose_text_does_not_transform_it_stays_partial() -> None:
    # "III — Exile this Saga." exiles it but never transforms it: what transforms the card is unknown
    reading = read_card(_facts("I, II — Draw a card.\nIII — Draw two cards."))
    assert reading.support == "partial"
    assert any("transforming" in line for line in reading.not_modelled)


def test_a_near_variant_of_the_final_chapter_is_not_read() -> None:
    # one word changed ("opponent's control"): not the sentence the engine plays, so not modelled
    reading = read_card(_facts("I, II — Draw a card.\nIII — Exile this Saga, then return it to the battlefield "
                               "transformed under an opponent's control."))
    assert reading.support != "full"


def _catalog(definition: dict[str, Any]) -> dict[str, CardDefinition]:
    return {**CATALOG, definition["name"]: CardDefinition.model_validate(definition)}


def _state(card: str, lore: int) -> dict[str, Any]:
    return {"turn": 3, "active_player": "alice", "step": "draw",
            "players": [player("alice"), player("bob")],
            "battlefield": [{"id": "saga", "card": card, "controller": "alice", "counters": {"lore": lore}}]}


def _events(result: Any, kind: str) -> list[dict[str, Any]]:
    return [event for event in result.model_dump(mode="json")["events"] if event["type"] == kind]


def test_712_14_chapter_iii_exiles_the_saga_and_returns_it_back_face_up_as_a_new_object() -> None:
    reading = read_card(_facts(f"I, II — Draw a card.\n{FINAL}"))
    assert reading.definition is not None
    catalog = _catalog(reading.definition)
    name = reading.definition["name"]
    # the main phase begins: a third lore counter (CR 714.3b), chapter III triggers; it resolves
    result = resolve(_state(name, 2), [{"type": "next_step"}, {"type": "resolve"}], catalog)
    assert [e["trigger"] for e in _events(result, "trigger_put_on_stack")] == ["chapter_3"]
    exiled = [e for e in _events(result, "zone_change") if e["to"] == "exile"]
    assert exiled and exiled[0]["permanent"] == "saga"
    entered = [e for e in _events(result, "entered_battlefield") if e["permanent"] == "saga"]
    assert entered and entered[0]["transformed"] is True and entered[0]["from"] == "exile"
    assert "CR 712.14" in entered[0]["cites"]
    [permanent] = result.state.battlefield
    assert permanent.transformed and permanent.controller == "alice" and not permanent.counters
    characteristics = characteristics_of(Game(result.state, catalog), permanent)
    assert characteristics is not None
    assert characteristics.name == "Paper Crane Spirit" and characteristics.power == 2
    assert "Saga" not in characteristics.subtypes  # a creature now: the Saga rule (714.4) no longer applies
    # it stays: the next check does not sacrifice it
    later = resolve(result.state.model_dump(mode="json"), [{"type": "pass_priority"}], catalog)
    assert [p.id for p in later.state.battlefield] == ["saga"]


def test_712_14a_a_card_without_a_back_face_stays_in_exile() -> None:
    saga = {"name": "One-Sided Tale", "mana_cost": "{1}{U}", "types": ["Enchantment"], "subtypes": ["Saga"],
            "abilities": [{"kind": "chapter", "chapters": [1], "effect": {"kind": "draw", "amount": 1}},
                          {"kind": "chapter", "chapters": [2], "effect": {"kind": "exile_return_transformed"}}]}
    result = resolve(_state("One-Sided Tale", 1), [{"type": "next_step"}, {"type": "resolve"}], _catalog(saga))
    assert not result.state.battlefield
    assert [c.id for c in result.state.players[0].exile] == ["saga"]
    ignored = _events(result, "transform_ignored")
    assert ignored and "CR 712.14a" in ignored[0]["cites"]
