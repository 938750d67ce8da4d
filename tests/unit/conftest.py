"""Shared fixtures for the engine's unit tests: the seeded definitions plus a few test cards."""

from __future__ import annotations

import copy
import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from app.engine import CardDefinition, resolve
from app.oracle import CardFacts, read_card
from tests.event_guard import events_match_their_declarations  # noqa: F401  (autouse: every emitted event is declared)

ROOT = Path(__file__).resolve().parents[2]

TEST_CARDS: dict[str, dict[str, Any]] = {
    "Grizzly Bears": {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "types": ["Creature"], "subtypes": ["Bear"],
                      "power": 2, "toughness": 2},
    "Lightning Bolt": {"name": "Lightning Bolt", "mana_cost": "{R}", "types": ["Instant"]},
    "Divination": {"name": "Divination", "mana_cost": "{2}{U}", "types": ["Sorcery"]},
    "Forest": {"name": "Forest", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Forest"]},
    "Hound Villager": {
        "name": "Hound Villager", "mana_cost": "{1}{G}", "types": ["Creature"], "subtypes": ["Human", "Werewolf"],
        "power": 2, "toughness": 2, "keywords": ["daybound"],
        "back_face": {"name": "Hound Howler", "colors": ["G"], "types": ["Creature"], "subtypes": ["Werewolf"],
                      "power": 4, "toughness": 4, "keywords": ["nightbound"]},
    },
    "Moonmist Twin": {  # a plain transforming double-faced card without daybound
        "name": "Moonmist Twin", "mana_cost": "{2}", "types": ["Creature"], "power": 1, "toughness": 1,
        "back_face": {"name": "Moonmist Twin, Risen", "types": ["Creature"], "power": 3, "toughness": 3},
    },
    "Adventurer of Two Faces": {  # a double-faced card with a creature front and an instant back
        "name": "Adventurer of Two Faces", "mana_cost": "{1}{U}", "types": ["Creature"], "power": 1, "toughness": 3,
        "back_face": {"name": "Sudden Insight", "mana_cost": "{U}", "types": ["Instant"]},
    },
    "Night Prowler": {"name": "Night Prowler", "mana_cost": "{2}{B}", "types": ["Creature"], "power": 3,
                      "toughness": 3, "keywords": ["nightbound"]},
}


def load_catalog() -> dict[str, CardDefinition]:
    seeded = json.loads((ROOT / "seeds" / "cards.json").read_text(encoding="utf-8"))
    catalog = {card["name"]: CardDefinition.model_validate(card["definition"]) for card in seeded if card["definition"]}
    catalog.update({name: CardDefinition.model_validate(card) for name, card in TEST_CARDS.items()})
    return catalog


CATALOG = load_catalog()


@pytest.fixture
def catalog() -> dict[str, CardDefinition]:
    return CATALOG


def player(player_id: str, **fields: Any) -> dict[str, Any]:
    library = fields.pop("library", [{"id": f"{player_id}-lib-{n}", "card": "Grizzly Bears"} for n in range(5)])
    return {"id": player_id, "library": library, **fields}


def state(**fields: Any) -> dict[str, Any]:
    """A two-player state (alice active, turn 3, precombat main), with libraries to draw from."""
    base: dict[str, Any] = {"turn": 3, "active_player": "alice", "step": "precombat_main",
                            "players": [player("alice"), player("bob")]}
    alice = fields.pop("alice", None)
    bob = fields.pop("bob", None)
    if alice is not None:
        base["players"][0] = player("alice", **alice)
    if bob is not None:
        base["players"][1] = player("bob", **bob)
    base.update(fields)
    return base


def run(game_state: dict[str, Any], actions: list[dict[str, Any]], viewer: str | None = None) -> dict[str, Any]:
    original = copy.deepcopy(game_state)
    result = resolve(game_state, actions, CATALOG, viewer=viewer).model_dump(mode="json")
    assert game_state == original, "resolve must not mutate its input"
    return result


def events_of(result: dict[str, Any], event_type: str) -> list[dict[str, Any]]:
    return [event for event in result["events"] if event["type"] == event_type]


def types_of(result: dict[str, Any]) -> list[str]:
    return [event["type"] for event in result["events"]]


def permanent(result: dict[str, Any], object_id: str) -> dict[str, Any]:
    return next(p for p in result["state"]["battlefield"] if p["id"] == object_id)


def player_of(result: dict[str, Any], player_id: str) -> dict[str, Any]:
    return next(p for p in result["state"]["players"] if p["id"] == player_id)


@cache
def scryfall_list(fixture: str) -> dict[str, dict[str, Any]]:
    """A Scryfall card list of tests/fixtures/sets (e.g. "fdn.json") by card name, read once."""
    path = Path(__file__).resolve().parents[1] / "fixtures" / "sets" / fixture
    return {card["name"]: card for card in json.loads(path.read_text(encoding="utf-8"))}


def scryfall_full_definition(fixture: str, name: str) -> dict[str, Any]:
    """The definition the reader makes of a real card of a Scryfall card list, which must read `full`."""
    card = scryfall_list(fixture)[name]
    reading = read_card(CardFacts(name=name, mana_cost=card.get("mana_cost"), type_line=card["type_line"],
                                  oracle_text=card.get("oracle_text", ""), power=card.get("power"),
                                  toughness=card.get("toughness"), colors=tuple(card.get("colors", ()))))
    assert reading.support == "full" and reading.definition is not None, (name, reading.not_modelled)
    return dict(reading.definition)


def on_battlefield(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    """A permanent of a posted state, owned by its controller and controlled since turn 1 (no summoning sickness)."""
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


@cache
def mtgjson_set(code: str) -> dict[str, dict[str, Any]]:
    """An MTGJSON set file of tests/fixtures/sets (e.g. "XLN") by card name and by face name, read once."""
    path = Path(__file__).resolve().parents[1] / "fixtures" / "sets" / f"{code.lower()}.json"
    cards = json.loads(path.read_text(encoding="utf-8"))["data"][code.upper()]["cards"]
    return {**{card["name"]: card for card in cards}, **{card["faceName"]: card for card in cards if "faceName" in card}}


def mtgjson_full_definition(code: str, name: str) -> dict[str, Any]:
    """The definition the reader makes of a real card (or face) of an MTGJSON set file, which must read `full`."""
    card = mtgjson_set(code)[name]
    reading = read_card(CardFacts(
        name=card.get("faceName", card["name"]), mana_cost=card.get("manaCost") or "", type_line=card["type"],
        oracle_text=card["text"], power=card.get("power"), toughness=card.get("toughness"),
        loyalty=card.get("loyalty"), keywords=tuple(card.get("keywords") or ()), layout=card.get("layout")))
    assert reading.support == "full" and reading.definition is not None, (name, reading.not_modelled)
    return dict(reading.definition)


def read_full_definition(name: str, type_line: str, oracle: str, cost: str,
                         pt: tuple[str, str] | None = None) -> dict[str, Any]:
    """The engine definition the Oracle reader makes of a card, which must read `full`."""
    reading = read_card(
        CardFacts(
            name=name,
            mana_cost=cost,
            type_line=type_line,
            oracle_text=oracle,
            power=pt[0] if pt else None,
            toughness=pt[1] if pt else None,
        )
    )
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    return reading.definition


def run_with_cards(game: dict[str, Any], actions: list[dict[str, Any]], *cards: dict[str, Any]) -> dict[str, Any]:
    """`resolve` over the test catalog plus the given definitions, as JSON."""
    catalog = {**CATALOG, **{card["name"]: CardDefinition.model_validate(card) for card in cards}}
    return resolve(game, actions, catalog).model_dump(mode="json")


def probe_support(oracle: str, type_line: str = "Creature — Probe", pt: tuple[str, str] | None = ("2", "2")) -> str:
    """The reader's support for a card named "Probe" with this Oracle text (a {2} 2/2 creature unless said)."""
    return read_card(
        CardFacts(
            name="Probe",
            mana_cost="{2}",
            type_line=type_line,
            oracle_text=oracle,
            power=pt[0] if pt else None,
            toughness=pt[1] if pt else None,
        )
    ).support


def read_transforming(front: tuple[Any, ...], back: tuple[Any, ...]) -> Any:
    """The reading of a transforming double-faced card as card data gives it: (name, type line, text,
    cost, P/T) for the front, (name, type line, text, P/T[, color indicator]) for the back."""
    name, type_line, text, cost, pt = front
    back_name, back_type, back_text, back_pt, *indicator = back
    return read_card(
        CardFacts(
            name=f"{name} // {back_name}",
            layout="transform",
            faces=(
                CardFacts(name=name, mana_cost=cost, type_line=type_line, oracle_text=text,
                          power=pt[0] if pt else None, toughness=pt[1] if pt else None),
                CardFacts(name=back_name, type_line=back_type, oracle_text=back_text,
                          colors=indicator[0] if indicator else None,
                          power=back_pt[0] if back_pt else None, toughness=back_pt[1] if back_pt else None),
            ),
        )
    )


def full_definition(reading: Any) -> dict[str, Any]:
    """A reading's definition, which must be `full`."""
    assert reading.support == "full", reading.not_modelled
    definition: dict[str, Any] = reading.definition
    return definition
