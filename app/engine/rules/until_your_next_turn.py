""" "Until your next turn" (Mu Yanling, Celestial Wind: "Until your next turn, up to one target creature
gets -5/-0."): a `pump` with `"duration": "until_your_next_turn"` makes a power/toughness change that
lasts through cleanup steps (CR 514.2 ends only "until end of turn" effects) and ends as the next turn
of the player who controlled the spell or ability that made it begins (CR 611.2a: a continuous effect
from a resolved spell or ability lasts as long as it says; 500.1: the turn begins with its untap
step), before that untap step's untapping."""

from __future__ import annotations

from app.engine import registry
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game
from app.engine.rules.until_next_upkeep import end_active_players_effects


def _turn_begins(game: Game) -> None:
    end_active_players_effects(game, "until_your_next_turn", "until_turn_of", [cr("611.2a"), cr("500.1")], "turn")


registry.step_begin[Step.UNTAP].add(_turn_begins, order=5)
