"""Fourth Edition cards as the Oracle reader reads them from the set file the ingest tests import
(tests/fixtures/sets/4ed.json): the engine tests play the real card text, read by the real reader."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from app.engine import CardDefinition
from app.oracle import CardFacts, read_card

FOURTH_EDITION = Path(__file__).resolve().parents[1] / "fixtures" / "sets" / "4ed.json"


@cache
def _records() -> dict[str, dict[str, Any]]:
    data = json.loads(FOURTH_EDITION.read_text(encoding="utf-8"))
    return {card["name"]: card for card in data["data"]["4ED"]["cards"]}


def fourth_edition_card(name: str) -> CardDefinition:
    """The definition the reader builds for a Fourth Edition card; the card must read as `full`."""
    record = _records()[name]
    reading = read_card(CardFacts(name=name, mana_cost=record.get("manaCost"), type_line=record["type"],
                                  oracle_text=record.get("text", ""), power=record.get("power"),
                                  toughness=record.get("toughness")))
    assert reading.support == "full" and reading.definition is not None, (name, reading.not_modelled)
    return CardDefinition.model_validate(reading.definition)


def fourth_edition_catalog(*names: str) -> dict[str, CardDefinition]:
    return {name: fourth_edition_card(name) for name in names}
