"""s18-quoted: the "~" of a quoted ability in a line that creates a token or grants an ability (docs/oracle-s18-quoted.md).

The reader writes both the card's own name and "this creature" as "~" (reader.py `normalise_line`). In a quoted
ability the token or the permanent that has the ability is "this creature" (CR 113.7, 201.5); the card that makes
or grants it is another object. A line whose quoted text says the card's own name ('... token with "At the
beginning of your upkeep, sacrifice ~ and return target card named Rekindling Phoenix ..."', 'Equipped creature has
"{1}, {T}, Sacrifice Ninja's Kunai: ..."') is refused (not modelled), never guessed, as s17-grant's rule does
for granted triggered abilities (app/oracle/grant_quoted.py).
"""

from __future__ import annotations

from typing import Any

# The kinds whose nested "ability"/"abilities" come from a quoted text of the line (the s18-quoted kinds)
S18_GRANT_KINDS = frozenset({"grant_until_end_of_turn", "grant_activated",
                             "grant_activated_until_end_of_turn"})  # s19-granted


def _has_quoted(node: Any) -> bool:
    if isinstance(node, list):
        return any(_has_quoted(item) for item in node)
    if not isinstance(node, dict):
        return False
    if node.get("kind") in S18_GRANT_KINDS:
        return True
    token = node.get("token")
    if node.get("kind") == "create_token" and isinstance(token, dict) and token.get("abilities"):
        return True
    return any(_has_quoted(value) for value in node.values())


def quote_names_card(raw: str, name: str, abilities: list[dict[str, Any]]) -> bool:
    """Whether `abilities` (read from the Oracle line `raw`) hold a token's or granted quoted ability whose quoted
    text says the card's own `name` (then the line is not modelled)."""
    if not name or '"' not in raw or not _has_quoted(abilities):
        return False
    start, end = raw.find('"'), raw.rfind('"')
    quoted = raw[start + 1 : end]
    names = {name, name[2:] if name.startswith("A-") else name}
    names |= {own.split(",")[0] for own in names if "," in own}
    names |= {face.strip() for own in names for face in own.split("//")} if any("//" in n for n in names) else set()
    return any(own and own in quoted for own in names)
