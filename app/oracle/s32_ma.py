"""s32-ma (docs/oracle-s32-ma.md): card-level readings of the mechanics of 2023-2024 that look past their own line.

Backup N (CR 702.165a): "When this creature enters, put N +1/+1 counters on target creature. If that's another creature,
it gains the following abilities until end of turn." The following abilities are those printed below the backup ability
on the card (702.165a); the reader reads a backup line only when every line below it is a line of keywords the engine
plays (they are granted as a pump's `keywords`); any other ability below it (a triggered, activated or static ability)
leaves the backup line not modelled."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Json = dict[str, Any]

_BACKUP = re.compile(r"Backup (\d{1,2})")


def read_backup(line: str, below: list[str], keywords_of: Callable[[str], list[str] | None]) -> list[Json] | None:
    """ "Backup 2" (its normalised line) with the normalised lines printed below it -> its triggered ability, or None
    (not a backup line, or an ability below it that isn't a line of played keywords). `keywords_of` reads one line into
    its played keywords (None when anything in it isn't one)."""
    m = _BACKUP.fullmatch(line)
    if m is None:
        return None
    granted: list[str] = []
    for text in below:
        if not text:
            continue  # reminder text only
        found = keywords_of(text)
        if not found:
            return None
        granted.extend(keyword for keyword in found if keyword not in granted)
    ability: Json = {"kind": "triggered", "trigger": "enters",
                     "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": int(m[1]), "target": "creature"}}
    if granted:
        ability["then_effects"] = [{"kind": "if_condition", "condition": {"kind": "it_is", "specs": ["creature:other"]},
                                    "effect": {"kind": "pump", "target": "it", "power": 0, "toughness": 0,
                                               "duration": "end_of_turn", "keywords": granted}}]
    return [ability]
