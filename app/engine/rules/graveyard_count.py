"""Threshold and other counts of a player's graveyard as a condition: "As long as seven or more
cards are in your graveyard, ~ gets +3/+0." (Mind Drill Assailant). A conditional static ability's
effect applies at any moment its condition holds, and not otherwise (CR 611.3a, 604.2); the
ability word "Threshold" has no rules meaning (207.2c). The count is of the cards in the
graveyard of the ability's controller (CR 404.1), read where the layers ask
(`StaticPumpAbility.as_long_as_graveyard_at_least`, rules/static_pump.py)."""

from __future__ import annotations

from app.engine.game import Game


def graveyard_holds(game: Game, player: str | None, at_least: int) -> bool:
    """Whether `player`'s graveyard holds `at_least` cards or more (CR 404.1, 611.3a)."""
    if player is None:
        return False
    return len(game.player(player).graveyard) >= at_least
