""" "Whenever a player casts their second spell each turn" / "Whenever you cast your second spell each
turn" (CR 603.2, 601.2i): a `cast_trigger` with `nth_spell_each_turn` N triggers only when the
spell cast is its caster's Nth spell this turn — the `spell_cast` event's `spells_cast_this_turn`,
the caster's count with this spell in it (rules/stack.py; a posted state says how many they cast
earlier in the turn). Spells cast in earlier turns, or by other players, don't count; a copy of a
spell is not cast (CR 707.10) and never reaches this count."""

from __future__ import annotations

from typing import Any


def is_nth_spell(nth: int | None, event: dict[str, Any]) -> bool:
    """Whether the cast `event` is the caster's `nth` spell this turn (always, when `nth` is None)."""
    return nth is None or event.get("spells_cast_this_turn") == nth
