"""Threshold and other counts of a player's graveyard as a condition: "As long as seven or more
cards are in your graveyard, ~ gets +3/+0." (Mind Drill Assailant). A conditional static ability's
effect applies at any moment its condition holds, and not otherwise (CR 611.3a, 604.2); the
ability word "Threshold" has no rules meaning (207.2c). The count is of the cards in the
graveyard of the ability's controller (CR 404.1), read where the layers ask
(`StaticPumpAbility.as_long_as_graveyard_at_least`, rules/static_pump.py; the same field of
`UnblockableAbility`, rules/cant_be_blocked.py).

"As long as you control a token, ~ gets +2/+0 and has trample." (Druid of the Spade) is read here
too (`controls_token`): a token is a permanent that isn't a card (CR 111.1); being one is no
characteristic, so no layer changes it and the condition can be read inside the layers."""

from __future__ import annotations

from app.engine.game import Game


def graveyard_holds(game: Game, player: str | None, at_least: int) -> bool:
    """Whether `player`'s graveyard holds `at_least` cards or more (CR 404.1, 611.3a)."""
    if player is None:
        return False
    return len(game.player(player).graveyard) >= at_least


def controls_token(game: Game, player: str | None) -> bool:
    """Whether `player` controls a token (CR 111.1, 611.3a)."""
    return player is not None and any(p.is_token and p.controller == player for p in game.state.battlefield)
