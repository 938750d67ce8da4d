"""Reading copy effects as a permanent enters (CR 707.9) into the `enters_as_copy` ability
(app/engine/rules/copies.py):

- "You may have ~ enter as a copy of any creature on the battlefield." (Clone) -> `of` "creature";
- "You may have ~ enter [the battlefield] as a copy of a creature you control." (Mirror Image) ->
  `of` "creature_you_control".

A copy "except ..." (Mockingbird: "except it's a Bird in addition to its other types"), or of a
creature with a stated quality ("with mana value less than or equal to ..."), is not read.
"""

from __future__ import annotations

import re
from typing import Any

Json = dict[str, Any]

_ENTERS_AS_COPY = re.compile(
    r"You may have ~ enter(?: the battlefield)? as a copy of (any creature on the battlefield|a creature you control)\."
)
_OF = {"any creature on the battlefield": "creature", "a creature you control": "creature_you_control"}


def read_copy_line(line: str) -> list[Json] | None:
    """One normalised line of a permanent -> its `enters_as_copy` ability, or None."""
    match = _ENTERS_AS_COPY.fullmatch(line)
    if match is None:
        return None
    return [{"kind": "enters_as_copy", "of": _OF[match[1]]}]
