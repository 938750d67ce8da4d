"""s18-m21: "As long as an opponent has eight or more cards in their graveyard, ~ gets +2/+1 and has
deathtouch." (Thieves' Guild Enforcer; the Rogues of Zendikar Rising). A conditional static ability's effect
applies at any moment its condition holds, and not otherwise (CR 611.3a, 604.2); the count is of the cards in
the graveyard of each opponent of the ability's controller (CR 404.1, 102.2), one of them having that many
is enough (`StaticPumpAbility.as_long_as_opponent_graveyard_at_least`, read by rules/static_pump.py where the
layers ask; a static pump already turns the reuse of computed characteristics off)."""

from __future__ import annotations

from app.engine.game import Game


def opponent_graveyard_holds(game: Game, player: str | None, at_least: int) -> bool:
    """Whether an opponent of `player` has `at_least` cards or more in their graveyard (CR 404.1, 611.3a)."""
    if player is None:
        return False
    return any(other.id != player and len(other.graveyard) >= at_least for other in game.state.players)
