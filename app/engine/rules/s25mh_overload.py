"""s25-mh: overload (CR 702.96). "Overload [cost]" means "You may choose to pay [cost] rather than pay this spell's mana
cost" (702.96a, an alternative cost, 118.9: the `alternative_cost` ability named "overload", paid as any other,
rules/alternative_costs.py) and "If you chose to pay this spell's overload cost, change its text by replacing all
instances of the word 'target' with the word 'each.'" (702.96b).

The reader reads each line of the spell that says "target" twice, as printed (its `spell` abilities with the condition
"not_overloaded") and with every "target" replaced by "each" ("overloaded"), each text by the reader's usual path, as
cleave's two texts are (app/oracle/cleave.py `read_pair`); a line read one way only is not read. rules/stack.py
`spell_effects(..., overloaded=)` follows one text, from the alternative cost recorded in the spell's choices (`overloaded`;
a copy copies that choice, 707.10). An overloaded
spell's text says no "target", so it has no targets (115.1: only "target" makes one; 702.96c)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.engine.citations import cr

OVERLOAD = "overload"
CITES = (cr("702.96a"), cr("702.96b"))


def overloaded(choices: Mapping[str, Any]) -> bool:
    """Whether the spell whose `choices` these are was cast for its overload cost (CR 702.96b)."""
    return choices.get("alternative_cost") == OVERLOAD
