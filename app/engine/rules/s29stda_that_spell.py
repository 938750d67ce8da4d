"""s29-stda: "Whenever you cast an instant or sorcery spell, ~ gets +X/+0 until end of turn, where X is that spell's mana
value." (Erratic Cyclops): the `Count` "that_spell_mana_value".

A cast trigger (rules/cast_triggers.py) records, as the spell becomes cast (CR 601.2i), the spell's mana value on the
stack (CR 202.3: it counts the value chosen for X; 202.3e) in the triggered ability's `choices` (`SPELL_MANA_VALUE`).
As the ability resolves that is "that spell's mana value" (CR 608.2h: the spell may have left the stack by then; its
mana value on the stack does not change). An ability no cast trigger made counts 0 (the reader writes the Count in a
cast trigger's effect only)."""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.state import StackObject

COUNT = "that_spell_mana_value"
SPELL_MANA_VALUE = "that_spell_mana_value"  # the key of the triggered ability's `choices`
CITES = (cr("202.3"), cr("601.2i"), cr("608.2h"))


def that_spell_mana_value(item: StackObject) -> int:
    """The mana value the cast trigger recorded of the spell that triggered it, 0 if none."""
    value = item.choices.get(SPELL_MANA_VALUE, 0)
    return value if isinstance(value, int) and value > 0 else 0
