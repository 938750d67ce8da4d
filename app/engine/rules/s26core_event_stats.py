"""s26-core: "Whenever a creature enters under your control, you gain life equal to its toughness." (10E's Angelic
Chorus): the `Count` "that_permanent_power" / "that_permanent_toughness" is the power or toughness of the permanent the
trigger event named (`that_permanent`, rules/event_triggers.py) as the ability resolves, or as it last existed on the
battlefield if it has left (CR 608.2h); a negative value counts as 0 (CR 107.1b)."""

from __future__ import annotations

from app.engine.characteristics import compute
from app.engine.game import Game
from app.engine.state import StackObject

THAT_PERMANENT_STATS = frozenset({"that_permanent_power", "that_permanent_toughness"})


def that_permanent_stat(game: Game, item: StackObject, value: str) -> int:
    """The named permanent's power or toughness now, else as it last existed (CR 608.2h); 0 if none is named."""
    named = str((item.choices.get("event") or {}).get("that_permanent", ""))
    permanent = game.permanent(named) if named else None
    characteristics = compute(game, permanent) if permanent is not None else game.state.last_known.get(named)
    if characteristics is None:
        return 0
    found = characteristics.power if value == "that_permanent_power" else characteristics.toughness
    return max(0, found or 0)
