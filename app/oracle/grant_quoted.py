"""s17-grant: the "~" of a quoted ability an Aura or Equipment grants (docs/oracle-s17-grant.md).

The reader writes both the card's own name and "this creature" as "~" (reader.py `normalise_line`); in
'Equipped creature has "..."' they name different objects (the Equipment, the creature that has the
ability, CR 113.1a, 201.5). A `grant_triggered` ability's "~" is the creature: a line whose quoted text
says the card's own name is refused (not modelled), never guessed.
"""

from __future__ import annotations

from typing import Any

_GRANTS_WITH_SELF = frozenset({"grant_triggered"})


def names_itself_in_quotes(raw: str, name: str, abilities: list[dict[str, Any]]) -> bool:
    """Whether `abilities` (read from the Oracle line `raw`) grant a quoted ability that says `name`."""
    if not name or not any(ability.get("kind") in _GRANTS_WITH_SELF for ability in abilities):
        return False
    start, end = raw.find('"'), raw.rfind('"')
    if start < 0 or end <= start:
        return False
    quoted = raw[start + 1 : end]
    names = {name, name[2:] if name.startswith("A-") else name}
    names |= {own.split(",")[0] for own in names if "," in own}
    return any(own and own in quoted for own in names)
