"""s35-mkm: a Case's "Solved — <ability>" (CR 702.169a-d, 719.3c; docs/oracle-s35-mkm.md).

"Solved — <ability>" means "<ability>, which functions only while this Case is solved" (a static ability "As long as this
Case is solved, ...", a triggered ability that triggers only if it is, an activated ability activated only if it is): the
ability after the dash read as any line is, held by the ability `s35mkm_solved`, which the engine gives the permanent only
while it has the solved designation (rules/s35mkm_cases.py). Only the kinds of ability the engine reads from the
permanent's face now are read (the same kinds as "Max speed — <ability>": app/oracle/s32_mb.py `on_battlefield_only`);
any other stays refused. "To solve — <condition>" (719.3a) is the grammar's (oracle.lark `s35mkm_to_solve`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.oracle.s32_mb import on_battlefield_only

SOLVED = "Solved — "


def read_solved(line: str, read_text: Callable[[str], list[dict[str, Any]] | None]) -> list[dict[str, Any]] | None:
    """ "Solved — <ability>" -> [{"kind": "s35mkm_solved", "abilities": [<ability>]}], or None (CR 702.169)."""
    found = read_text(line[len(SOLVED):])
    if found is None or len(found) != 1 or not on_battlefield_only(found[0]) or found[0] == {
            "kind": "cast_self_from_graveyard"}:
        return None
    return [{"kind": "s35mkm_solved", "abilities": found}]
