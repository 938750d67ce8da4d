"""Vigilance (CR 702.20): attacking doesn't cause a creature with vigilance to tap (702.20b,
an exception to 508.1f)."""

from __future__ import annotations

from app.engine import registry
from app.engine.characteristics import has_keyword
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.state import Permanent


def _vigilance(game: Game, attacker: Permanent) -> list[str] | None:
    return [cr("702.20b")] if has_keyword(game, attacker, "vigilance") else None


registry.attacks_without_tapping.add(_vigilance)
