"""Indestructible (CR 702.12): a permanent with indestructible can't be destroyed (702.12b): not by
lethal damage (it ignores SBA 704.5g, see rules/sba.py), not by deathtouch damage (704.5h), not by
"destroy" effects (701.8). Answers `registry.destruction_restrictions`. It can still die from
toughness 0 or less (704.5f), be sacrificed or exiled."""

from __future__ import annotations

from app.engine import registry
from app.engine.characteristics import has_keyword
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.state import Permanent


def destruction_refusal(game: Game, permanent: Permanent) -> Refusal | None:
    """Why `permanent` isn't destroyed (any `destruction_restrictions` hook), or None."""
    for hook in registry.destruction_restrictions:
        refusal = hook(game, permanent)
        if refusal is not None:
            return refusal
    return None


def _indestructible(game: Game, permanent: Permanent) -> Refusal | None:
    if has_keyword(game, permanent, "indestructible"):
        return Refusal(f"{permanent.id} has indestructible", (cr("702.12b"),))
    return None


registry.destruction_restrictions.add(_indestructible)
