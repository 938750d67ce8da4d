"""s23-c13: a step trigger's intervening "if you have 200 or more cards in your library" (Battle of Wits; CR 603.4:
checked as it would trigger and again as it resolves; 401.1: the cards in its controller's library),
`StepTriggerAbility.if_library_at_least`, asked by rules/step_triggers.py."""

from __future__ import annotations

from typing import Any

from app.engine.game import Game


def library_enough(game: Game, controller: str | None, ability: Any) -> bool:
    """Whether the ability's "if you have N or more cards in your library" holds (True without one)."""
    wanted = getattr(ability, "if_library_at_least", None)
    if wanted is None:
        return True
    player = next((p for p in game.state.players if p.id == controller), None)
    return player is not None and len(player.library) >= wanted
