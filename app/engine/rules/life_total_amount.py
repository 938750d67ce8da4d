"""An amount equal to a life total: "Put X +1/+1 counters on target creature, where X is your life
total." (s13-pw): the `Count` value "your_life_total" is the life total of the controller of the
spell or ability, determined once, as the effect resolves (CR 608.2h, 119.1); a negative life total
gives 0 (CR 107.1b: a calculation that would give a negative number gives 0 instead)."""

from __future__ import annotations

from app.engine.game import Game
from app.engine.state import StackObject

CITES = ("CR 608.2h", "CR 119.1", "CR 107.1b")


def life_total_amount(game: Game, item: StackObject) -> int:
    """The ability's controller's life total now, never below 0."""
    return max(0, game.player(item.controller).life)
