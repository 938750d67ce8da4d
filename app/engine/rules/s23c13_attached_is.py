"""s23-c13: the rider condition `s23c13_attached_is` (CR 608.2c): "At the beginning of your upkeep, put a +1/+1
counter on equipped creature if it's green." (the Rings of M13) — the effect happens only if, as the ability
resolves, the permanent the ability's source (an Equipment, CR 301.5) is attached to matches one of the specs
(its color now, CR 105.2). With the source gone from the battlefield, or attached to nothing, it doesn't hold (the
effect would have no creature to act on either)."""

from __future__ import annotations

from app.engine.game import Game
from app.engine.rules.target_filters import matches_filter
from app.engine.state import StackObject
from app.engine.target_grammar import parse_target_spec


def attached_is(game: Game, item: StackObject, specs: list[str]) -> bool:
    """Whether the permanent `item`'s source is attached to matches one of `specs` now."""
    source = game.permanent(item.source or "")
    host = game.permanent(source.attached_to) if source is not None and source.attached_to is not None else None
    if source is None or host is None:
        return False
    return any(matches_filter(game, parse_target_spec(spec), host, source.id, item.controller or "", item.x)
               for spec in specs)
