"""Hexproof (CR 702.11) and "hexproof from [quality]" (702.11d).

A permanent with hexproof can't be the target of spells or abilities its controller's opponents
control (702.11b); with `hexproof:<quality>`, of [quality] spells or of abilities from [quality]
sources those opponents control (702.11d). Its own controller may target it. A player with
hexproof (`players[].keywords`, "You have hexproof.") can't be the target of spells or abilities
their opponents control (702.11c).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.keywords import has_quality, parameters_of
from app.engine.registry import Refusal
from app.engine.rules.player_hexproof import CITES as PLAYER_HEXPROOF_CITES
from app.engine.rules.player_hexproof import has_hexproof_from_permanents
from app.engine.rules.targeting import source_characteristics


def _hexproof(game: Game, source_id: str, target_id: str, controller: str) -> Refusal | None:
    target = game.permanent(target_id)
    if target is None:
        player = next((p for p in game.state.players if p.id == target_id), None)
        if player is not None and player.id != controller and "hexproof" in player.keywords:
            return Refusal(f"{target_id} has hexproof and {controller} is their opponent", (cr("702.11c"),))
        if player is not None and player.id != controller and has_hexproof_from_permanents(game, player.id):
            return Refusal(f"{target_id} has hexproof (\"You have hexproof.\") and {controller} is their opponent",
                           PLAYER_HEXPROOF_CITES)  # s16-lands (rules/player_hexproof.py)
        return None
    if target.controller == controller:
        return None
    characteristics = characteristics_of(game, target)
    if characteristics is None:
        return None
    keywords = characteristics.keywords
    if "hexproof" in keywords:
        return Refusal(f"{target_id} has hexproof and {controller} is an opponent of its controller "
                       f"({target.controller})", (cr("702.11b"),))
    qualities = parameters_of(keywords, "hexproof")
    if qualities:
        source = source_characteristics(game, source_id)
        if source is not None:
            for quality in qualities:
                if has_quality(quality, source.colors, source.types, source.subtypes):
                    return Refusal(f"{target_id} has hexproof from {quality}, {source_id} is {quality} and "
                                   f"{controller} is an opponent of its controller ({target.controller})",
                                   (cr("702.11d"),))
    return None


registry.targeting_restrictions.add(_hexproof)
