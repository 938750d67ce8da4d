"""s16-cleave: cleave (CR 702.148). "Cleave {1}{U}" is the `alternative_cost` ability named "cleave":
"You may cast this spell by paying [cost] rather than paying its mana cost" (702.148a, an alternative
cost, 118.9; rules/alternative_costs.py pays it). Its second ability changes the spell's text when that
cost was paid: the words in square brackets are removed (702.148b). The reader reads such a spell's
text twice, with the bracketed words (its `spell` abilities with the condition "not_cleaved") and
without them ("cleaved"); `holds` says which of the two the spell follows, from the alternative cost
recorded in its choices (a copy of a cleaved spell copies that choice, CR 707.10, and is cleaved too)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.engine.citations import cr

CITES = (cr("702.148a"), cr("702.148b"))


def cleaved(choices: Mapping[str, Any]) -> bool:
    """Whether the spell whose `choices` these are was cast for its cleave cost (CR 702.148b)."""
    return choices.get("alternative_cost") == "cleave"


def holds(was_cleaved: bool) -> dict[str | None, bool]:
    """The `spell` conditions of a card with cleave: its text with or without the bracketed words."""
    return {"cleaved": was_cleaved, "not_cleaved": not was_cleaved}
