""" "Threshold — When ~ enters, if seven or more cards are in your graveyard, ..." (Tidecaller
Mentor): an intervening "if" (CR 603.4) on the number of cards in the ability's controller's
graveyard (`if_cards_in_your_graveyard` on a `triggered` ability): checked as the event happens (the
ability doesn't trigger when it is false) and again as the ability resolves (it does nothing when
it is false then). The ability word "Threshold" has no rules meaning (207.2c)."""

from __future__ import annotations

from typing import Any

from app.engine.game import Game


def graveyard_condition_holds(game: Game, controller: str | None, ability: Any) -> bool:
    """Whether `ability`'s "if N or more cards are in your graveyard" holds for `controller` now
    (True when it has no such condition)."""
    wanted = getattr(ability, "if_cards_in_your_graveyard", None)
    if wanted is None:
        return True
    player = next((p for p in game.state.players if p.id == controller), None)
    return player is not None and len(player.graveyard) >= wanted
