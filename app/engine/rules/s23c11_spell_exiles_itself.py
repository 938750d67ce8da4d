"""s23-c11: an instant or sorcery that says "Exile ~." ("Each player shuffles their hand and graveyard into their
library, then draws seven cards. Exile Time Reversal."): following that instruction, the spell card leaves the stack
for its owner's exile instead of going to the graveyard as the final part of its resolution (CR 608.2c: the spell's
instructions are followed in order; 608.2n; 406.2). The `exile` effect with the target "self" names no permanent while
a spell resolves (rules/effects_zones.py exiles nothing for it); rules/stack.py asks `exiles_itself` for the spell's
destination once it has resolved.

s32-cmd: "Exile ~ with three time counters on it." (Arc Blade, Inspiring Refrain; CR 608.2n, 122.1): that `exile` effect's
`time_counters` are put on the card as it goes to exile (`exiled_time_counters`); a card with suspend so exiled is
suspended (702.62b) and rules/s24mh1_suspend.py removes its counters at its owner's upkeeps."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engine.cards import ExileEffect


def exiles_itself(effects: Sequence[Any]) -> bool:
    """Whether the resolved spell's effects (its chosen modes' too) include "Exile ~."."""
    for effect in effects:
        if isinstance(effect, ExileEffect) and effect.target == "self":
            return True
        inner = getattr(effect, "effects", None)
        if getattr(effect, "kind", None) == "mode_sequence" and isinstance(inner, list) and exiles_itself(inner):
            return True
    return False


def exiled_time_counters(effects: Sequence[Any]) -> int | None:
    """s32-cmd: the time counters of the resolved spell's "Exile ~ with N time counters on it." (None: none said)."""
    for effect in effects:
        if isinstance(effect, ExileEffect) and effect.target == "self" and effect.time_counters:
            return effect.time_counters
        inner = getattr(effect, "effects", None)
        if getattr(effect, "kind", None) == "mode_sequence" and isinstance(inner, list):
            found = exiled_time_counters(inner)
            if found:
                return found
    return None
