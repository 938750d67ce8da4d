"""Reading copy effects as a permanent enters (CR 707.9) into the `enters_as_copy` ability
(app/engine/rules/copies.py):

- "You may have ~ enter as a copy of any creature on the battlefield." (Clone) -> `of` "creature";
- "You may have ~ enter [the battlefield] as a copy of a creature you control." (Mirror Image) ->
  `of` "creature_you_control".

s33-std21: "..., except it's a Shapeshifter Rogue in addition to its other types." -> `except_add_subtypes` (creature
types only). Another copy "except ..." (Mockingbird: "except it's a Bird in addition to its other types"), or of a
creature with a stated quality ("with mana value less than or equal to ..."), is not read.
"""

from __future__ import annotations

import re
from typing import Any

from app.engine.creature_types import CREATURE_TYPES

Json = dict[str, Any]

_ENTERS_AS_COPY = re.compile(
    r"You may have ~ enter(?: the battlefield)? as a copy of (any creature on the battlefield|a creature you control)\."
)
_OF = {"any creature on the battlefield": "creature", "a creature you control": "creature_you_control"}


def read_copy_line(line: str) -> list[Json] | None:
    """One normalised line of a permanent -> its `enters_as_copy` ability, or None."""
    line, added = s33std21_except_subtypes(line)  # s33-std21: "..., except it's a <Sub> in addition to ..."
    match = _ENTERS_AS_COPY.fullmatch(line)
    if match is None or added == []:
        return None
    return [{"kind": "enters_as_copy", "of": _OF[match[1]], **({"except_add_subtypes": added} if added else {})}]


# s33-std21: "You may have ~ enter [the battlefield] as a copy of a creature you control, except it's a Shapeshifter Rogue
# in addition to its other types." (CR 707.9b: the subtypes join the copiable values, 205.3)
_S33STD21_EXCEPT = ", except it's a"
_S33STD21_ADDITION = " in addition to its other types."


def s33std21_except_subtypes(line: str) -> tuple[str, list[str] | None]:
    """The line without its exception ("..., except it's a[n] <Subtype> [<Subtype>] in addition to its other types.")
    and the creature types it adds; None when it has no such exception, [] when the words are not creature types only
    (the line is then refused)."""
    if not line.endswith(_S33STD21_ADDITION) or _S33STD21_EXCEPT not in line:
        return line, None
    head, _, named = line.removesuffix(_S33STD21_ADDITION).partition(_S33STD21_EXCEPT)
    words = named.removeprefix("n").split()
    if not named.startswith((" ", "n ")) or not 1 <= len(words) <= 2 or any(w not in CREATURE_TYPES for w in words):
        return line, []
    return head + ".", words
