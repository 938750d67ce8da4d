"""s32-std21: the life a player lost this turn as an amount (docs/oracle-s32-std21.md): "You gain life equal to the
life you've lost this turn." and "Each opponent loses life equal to the life they lost this turn."

- The `Count` "life_lost_this_turn" is the life the spell's or ability's controller lost this turn, as the effect
  resolves (CR 119.3, 608.2h): the turn's record each player keeps (`life_lost_this_turn`, rules/life_this_turn.py:
  paying life and damage to a player are losing it too, 119.4, 120.3a; 0 again as a new turn begins).
- With `lose_life`'s `per_player` ("each opponent loses life equal to the life they lost this turn"), each losing
  player's own record, read just before that player loses it (rules/effects_life.py).
Nothing to gate: the record is kept for every player already; this is read only when an effect says so."""

from __future__ import annotations

from app.engine.game import Game

LIFE_LOST = "life_lost_this_turn"  # the `Count`


def life_lost(game: Game, player_id: str | None) -> int:
    """The life this player lost this turn (0 for no such player)."""
    player = next((p for p in game.state.players if p.id == player_id), None)
    return player.life_lost_this_turn if player is not None else 0
