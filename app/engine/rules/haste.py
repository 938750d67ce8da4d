"""Haste (CR 702.10): a creature with haste can attack (702.10b) and its controller can activate
its abilities with {T} or {Q} in their cost (702.10c) even if it hasn't been under that player's
control continuously since their most recent turn began: summoning sickness (302.6, in
rules/summoning_sickness.py) doesn't apply to it."""

from __future__ import annotations

from app.engine import registry
from app.engine.characteristics import has_keyword
from app.engine.game import Game
from app.engine.state import Permanent


def _haste(game: Game, creature: Permanent) -> bool:
    return has_keyword(game, creature, "haste")


registry.summoning_sickness_exemptions.add(_haste)
