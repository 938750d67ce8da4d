"""An intervening "if you gained N or more life this turn" (Resplendent Angel: "At the beginning of
each end step, if you gained 5 or more life this turn, create a 4/4 white Angel creature token with
flying and vigilance."): the `if_gained_life_at_least` of a `step_trigger`. CR 603.4: the condition
is checked as the ability would trigger (it doesn't trigger unless it holds) and again as it
resolves (it does nothing unless it still holds). The life its controller gained this turn is the
player's `life_gained_this_turn` (CR 119.3; rules/life_this_turn.py keeps it)."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game

CITES = (cr("603.4"), cr("119.3"))


def gained_enough(game: Game, controller: str | None, ability: Any) -> bool:
    """Whether the ability's "if you gained N or more life this turn" holds (True without one)."""
    wanted = getattr(ability, "if_gained_life_at_least", None)
    if wanted is None:
        return True
    player = next((p for p in game.state.players if p.id == controller), None)
    return player is not None and player.life_gained_this_turn >= wanted
