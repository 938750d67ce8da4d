"""Amounts read from an ability's source as the effect resolves (CR 608.2h): `source_power`,
"it deals damage equal to its power" in "When ~ dies, ..." (Heartfire Hero) — the source's power
now if it is on the battlefield, else as it last existed there (608.2h, 603.10a); a negative power
counts as 0 (107.1b)."""

from __future__ import annotations

from app.engine.characteristics import compute
from app.engine.game import Game
from app.engine.state import StackObject


def _source_stat(game: Game, item: StackObject, stat: str) -> int:
    """The source's power or toughness (`stat`) now if it is on the battlefield, else as it last existed there; a
    negative value counts as 0 (CR 608.2h, 107.1b)."""
    source = game.permanent(item.source or "")
    if source is not None:
        characteristics = compute(game, source)
        value = getattr(characteristics, stat) if characteristics is not None else 0
    else:
        last_known = game.state.last_known.get(item.source or "")
        value = getattr(last_known, stat) if last_known is not None else 0
    return max(0, value or 0)


def source_power(game: Game, item: StackObject) -> int:
    return _source_stat(game, item, "power")


def source_toughness(game: Game, item: StackObject) -> int:
    """s29-modern: "~ gets +X/+0 until end of turn, where X is its toughness." (CR 107.3, 608.2h)."""
    return _source_stat(game, item, "toughness")
