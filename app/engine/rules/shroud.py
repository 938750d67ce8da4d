"""Shroud (CR 702.18): "This permanent or player can't be the target of spells or abilities"
(702.18a), whoever controls them: a permanent's keyword, or a player's (`players[].keywords`,
"You have shroud.")."""

from __future__ import annotations

from app.engine import registry
from app.engine.characteristics import has_keyword
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.player_hexproof import s25core_has_shroud_from_permanents  # s25-core


def _shroud(game: Game, source_id: str, target_id: str, controller: str) -> Refusal | None:
    target = game.permanent(target_id)
    if target is not None and has_keyword(game, target, "shroud"):
        return Refusal(f"{target_id} has shroud", (cr("702.18a"),))
    if target is None and any(p.id == target_id and "shroud" in p.keywords for p in game.state.players):
        return Refusal(f"{target_id} has shroud", (cr("702.18a"),))
    if target is None and s25core_has_shroud_from_permanents(game, target_id):
        return Refusal(f"{target_id} has shroud (\"You have shroud.\")", (cr("702.18a"),))  # s25-core
    return None


registry.targeting_restrictions.add(_shroud)
