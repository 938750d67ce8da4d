"""Targets (CR 115): whether a spell or ability may target an object, in one place.

`target_refusal(game, source_id, target_id, controller)` asks every registered
`registry.targeting_restrictions` hook (hexproof 702.11, shroud 702.18, protection 702.16b, ...)
and returns the first Refusal, or None when the target is legal. Every targeted spell, activated
and triggered ability checks its targets with it as it is put on the stack (CR 601.2c, 602.2b,
603.3d) and again as it resolves (CR 608.2b).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.game import Game
from app.engine.registry import Refusal


def target_refusal(game: Game, source_id: str, target_id: str, controller: str) -> Refusal | None:
    for restriction in registry.targeting_restrictions:
        refusal = restriction(game, source_id, target_id, controller)
        if refusal is not None:
            return refusal
    return None
