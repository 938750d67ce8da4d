"""s27-mech: awaken (CR 702.113; docs/oracle-s27-mech.md).

CR 702.113a: "Awaken N—[cost]" means "You may cast this spell by paying [cost] rather than paying its mana cost" (an
alternative cost, 118.9: the `alternative_cost` ability named "awaken", rules/alternative_costs.py) and "If you chose
to pay this spell's awaken cost, put N +1/+1 counters on target land you control. That land becomes a 0/0 Elemental
creature with haste. It's still a land." The reader writes the second as the spell's `spell` abilities with the
condition "s27mech_awakened" (`put_counters` on the target land, then `becomes_creature` of "it" with no end, 611.2a),
after the spell's other text as the keyword is printed after it: rules/stack.py `spell_effects(..., awakened=)` keeps
them only when the awaken cost was paid (the spell's `choices.alternative_cost`; a copy copies it, 707.10), so the land
is targeted only then (601.2c).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.engine.citations import cr

AWAKEN = "awaken"
CITES = (cr("702.113a"), cr("118.9"))


def awakened(choices: Mapping[str, Any]) -> bool:
    """Whether the spell whose `choices` these are was cast for its awaken cost (CR 702.113a)."""
    return choices.get("alternative_cost") == AWAKEN
