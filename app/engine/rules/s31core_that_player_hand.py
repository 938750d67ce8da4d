"""s31-core: a step trigger's intervening "if that player has two or fewer cards in hand" / "if that player has no cards
in hand" (Lavaborn Muse; CR 603.4: checked as it would trigger and again as it resolves; 102.1: "that player" is the
player whose step it is; 402.1: the cards in their hand), `StepTriggerAbility.if_that_player_hand_at_most`, asked by
rules/step_triggers.py."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game

CITES = (cr("603.4"), cr("402.1"))


def that_player_hand_holds(game: Game, that_player: str | None, ability: Any) -> bool:
    """Whether the ability's "if that player has N or fewer cards in hand" holds for `that_player` (True without one)."""
    most = getattr(ability, "if_that_player_hand_at_most", None)
    if most is None:
        return True
    player = next((p for p in game.state.players if p.id == that_player), None)
    return player is not None and len(player.hand) <= most
