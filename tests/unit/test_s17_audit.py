"""s17-audit: defects found auditing this session's newly `full` cards against their Oracle text.

A transforming double-faced card's back face has no mana cost; its color comes from its color indicator
(CR 204, 202.2), which the feeds give as the face's `colors`. The faces were read without their colors, so
a disturb card's back face (Morning Apparition, Hook-Haunt Drifter: white / blue) was colorless as a spell
cast transformed and as a transformed permanent (CR 712.8d-e). Each face now keeps its feed's `colors` and
the reader gives a cost-less face those colors."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app.engine import CardDefinition
from app.ingest import mtgjson, scryfall
from app.ingest.definitions import card_facts
from app.ingest.reader import TrackedFile
from app.ingest.records import CardRecord
from app.oracle.explain import explain
from app.oracle.reader import CardFacts, read_card
from tests.unit.conftest import run_with_cards

SETS = Path(__file__).resolve().parents[1] / "fixtures" / "sets"


def _mtgjson_definition(set_code: str, name: str) -> dict[str, Any]:
    with TrackedFile(SETS / f"{set_code}.json") as f:
        record = next(card.card for card in mtgjson.iter_cards(f) if card.card.name == name)
    reading = read_card(card_facts(record))
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    return reading.definition


def test_a_disturb_back_face_keeps_its_color_indicator_from_mtgjson() -> None:
    patrol = _mtgjson_definition("mid", "Mourning Patrol // Morning Apparition")
    assert "colors" not in patrol  # the front face's colors are its mana cost's
    assert patrol["back_face"]["colors"] == ["W"]
    angler = _mtgjson_definition("mid", "Baithook Angler // Hook-Haunt Drifter")
    assert angler["back_face"]["colors"] == ["U"]


def test_a_back_face_keeps_its_color_indicator_from_scryfall() -> None:
    face = {"object": "card_face", "type_line": "Creature — Spirit", "power": "1", "toughness": "2"}
    obj = {
        "object": "card",
        "id": "00000000-0000-0000-0000-000000000001",
        "oracle_id": "00000000-0000-0000-0000-00000000000a",
        "name": "Baithook Angler // Hook-Haunt Drifter",
        "layout": "transform",
        "type_line": "Creature — Human Peasant // Creature — Spirit",
        "colors": ["U"],
        "color_identity": ["U"],
        "card_faces": [
            {
                **face,
                "name": "Baithook Angler",
                "mana_cost": "{1}{U}",
                "type_line": "Creature — Human Peasant",
                "power": "2",
                "toughness": "1",
                "colors": ["U"],
                "oracle_text": "Disturb {1}{U} (You may cast this card from your graveyard transformed for its disturb cost.)",
            },
            {
                **face,
                "name": "Hook-Haunt Drifter",
                "mana_cost": "",
                "colors": ["U"],
                "color_indicator": ["U"],
                "oracle_text": "Flying\nIf Hook-Haunt Drifter would be put into a graveyard from anywhere, exile it instead.",
            },
        ],
    }
    record = scryfall.parse_card("cards.json", 1, obj)
    assert isinstance(record, CardRecord)
    reading = read_card(card_facts(record))
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    assert reading.definition["back_face"]["colors"] == ["U"]


def test_702_146_a_card_cast_with_disturb_is_its_back_faces_color() -> None:
    patrol = _mtgjson_definition("mid", "Mourning Patrol // Morning Apparition")
    CardDefinition.model_validate(patrol)
    game = {
        "turn": 3,
        "active_player": "alice",
        "step": "precombat_main",
        "players": [
            {
                "id": "alice",
                "graveyard": [{"id": "mp", "card": patrol["name"]}],
                "mana_pool": {"W": 1, "C": 3},
                "library": [{"id": "a1", "card": "Grizzly Bears"}],
            },
            {"id": "bob", "library": [{"id": "b1", "card": "Grizzly Bears"}]},
        ],
        "battlefield": [],
    }
    result = run_with_cards(game, [{"type": "cast", "card": "mp", "face": "back"}, {"type": "resolve"}], patrol)
    permanent = result["state"]["battlefield"][0]
    assert permanent["transformed"] is True
    assert permanent["characteristics"]["name"] == "Morning Apparition"
    assert permanent["characteristics"]["colors"] == ["W"]  # CR 712.8e: its back face's color indicator


def test_explain_card_shows_a_modern_keyword_line_as_read() -> None:
    """explain-card showed "Cycling {1}{W}" as "not modelled" on a `full` card: it skipped the reader's
    keyword lines (app/oracle/keyword_lines.py), which the reader tries first."""
    facts = CardFacts(
        name="Splendor Mare",
        mana_cost="{2}{W}",
        type_line="Creature — Elk Unicorn",
        oracle_text="Lifelink\nCycling {1}{W} ({1}{W}, Discard this card: Draw a card.)\n"
        "When you cycle Splendor Mare, put a lifelink counter on target creature you control.",
        power="3",
        toughness="3",
    )
    (card,) = explain(facts)
    assert card.support == "full"
    cycling = card.lines[1]
    assert (cycling.read_by, cycling.abilities) == ("keyword line", [{"kind": "cycling", "cost": "{1}{W}"}])
    assert cycling.not_modelled_because is None
