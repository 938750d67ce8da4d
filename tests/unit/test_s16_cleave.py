"""s16-cleave: cleave (CR 702.148), the spell read as two texts (docs/oracle-cleave.md)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, read_full_definition, run_with_cards, state

REMINDER = "(You may cast this spell for its cleave cost. If you do, remove the words in square brackets.)"
FIERCE_TEXT = f"Cleave {{5}}{{W}} {REMINDER}\nDestroy target [attacking] creature."
DIG_UP_TEXT = (
    f"Cleave {{1}}{{B}}{{B}}{{G}} {REMINDER}\n"
    "Search your library for a [basic land] card, [reveal it,] put it into your hand, then shuffle."
)


def _fierce() -> dict[str, Any]:
    return read_full_definition("Fierce Retribution", "Instant", FIERCE_TEXT, "{1}{W}")


def _support(text: str, type_line: str = "Instant") -> str:
    return read_card(CardFacts("Test Cleave", "{1}", type_line, text)).support


def test_cleave_keyword_and_both_texts_read() -> None:
    assert _fierce()["abilities"] == [
        {"kind": "alternative_cost", "name": "cleave", "cost": "{5}{W}"},
        {"kind": "spell", "effect": {"kind": "destroy", "target": "attacking_creature"}, "condition": "not_cleaved"},
        {"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}, "condition": "cleaved"},
    ]
    dig = read_full_definition("Dig Up", "Sorcery", DIG_UP_TEXT, "{G}")["abilities"]
    assert [a["condition"] for a in dig[1:]] == ["not_cleaved", "cleaved"]
    assert dig[1]["effect"]["quality"] == ["land:basic"] and dig[1]["effect"]["reveal"] is True
    assert dig[2]["effect"] == {"kind": "search_library", "to": "hand"}


def test_cleave_near_variants_do_not_read() -> None:
    assert _support(FIERCE_TEXT.replace("Cleave", "Cleavex")) != "full"
    assert _support(FIERCE_TEXT.replace("[attacking]", "[glorping]")) != "full"  # an unknown word in brackets
    assert _support(FIERCE_TEXT.replace("[attacking]", "[attacking")) != "full"  # brackets that don't pair
    assert _support("Destroy target [attacking] creature.") != "full"  # brackets without cleave
    assert _support(f"Cleave {{X}}{{W}} {REMINDER}\nDestroy target [attacking] creature.") != "full"  # X: not named


def _game() -> dict[str, Any]:
    game = state(alice={"mana_pool": {"W": 6}, "hand": [{"id": "fierce", "card": "Fierce Retribution"}]})
    game["battlefield"] = [{"id": "bear", "card": "Grizzly Bears", "controller": "bob"}]
    return game


def test_702_148_cleaved_spell_drops_the_bracketed_words() -> None:
    cast = {"type": "cast", "card": "fierce", "alternative_cost": "cleave", "choices": {"targets": ["bear"]}}
    result = run_with_cards(_game(), [cast, {"type": "resolve"}], _fierce())
    assert not [p for p in result["state"]["battlefield"] if p["id"] == "bear"]
    (cast_event,) = events_of(result, "spell_cast")
    assert {"CR 702.148a", "CR 702.148b"} <= set(cast_event["cites"])
    # for its mana cost the words stay: a creature that isn't attacking can't be targeted
    with pytest.raises(IllegalAction, match="not an attacking creature"):
        run_with_cards(_game(), [{**cast, "alternative_cost": None}], _fierce())
