"""s29-cmd: "Commander creatures you control get +2/+2 and have indestructible." (CR 903.3, 613.4c, 613.1f): a static
pump's `status` "s29cmd_commander" (rules/static_pump.py) applies to a permanent that is a player's commander — a card
the `commanders` of a player name (rules/commander.py) — in a game of the commander format only (elsewhere no card is a
commander)."""

from __future__ import annotations

from app.engine.game import Game
from app.engine.state import Permanent


def is_a_commander(game: Game, permanent: Permanent) -> bool:
    """Whether the permanent is a commander of a player of this game (CR 903.3)."""
    return game.state.format == "commander" and any(permanent.id in player.commanders for player in game.state.players)
