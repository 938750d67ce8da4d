"""Conditions of static abilities on the turn: "As long as it's your turn, ~ has flying.", "As long
as you've lost life this turn, ~ has flying and vigilance." (Essence Channeler), "as long as you
gained life this turn", "as long as an opponent lost life this turn" — `as_long_as` on a
`static_pump` ability (app/engine/cards.py).

A static ability with "as long as" applies only while its condition holds (CR 611.3a, 604.2),
checked for the ability's controller each time characteristics are computed: "your turn" is the
turn of the active player (CR 102.1, 500.1); the life conditions read what happened to life totals
this turn (rules/life_this_turn.py, CR 119.3; 0 again as a new turn begins). These conditions read
no characteristics, so deciding them inside the layer system is exact.
"""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules import s24emn_delirium  # s24-emn
from app.engine.rules.ascend import has_city_blessing
from app.engine.rules.life_this_turn import condition_holds
from app.engine.rules.s19m21_starting_life import starting_life  # s23-c14 (CR 103.4)
from app.engine.rules.venture import has_completed_dungeon

CITES = (cr("611.3a"),)


def turn_condition_holds(game: Game, controller: str | None, condition: str) -> bool:
    """Whether `condition` ("your_turn" or a life condition of rules/life_this_turn.py) holds now
    for `controller`."""
    if controller is None:
        return False
    if condition == "your_turn":
        return game.state.active_player == controller
    if condition == "not_your_turn":  # s21-szn: "as long as it's not your turn" (CR 611.3a)
        return game.state.active_player != controller
    if condition == "city_blessing":  # s16-kwc: "as long as you have the city's blessing" (CR 702.131c)
        return has_city_blessing(game, controller)
    if condition == "completed_dungeon":  # s19-venture: "as long as you've completed a dungeon" (CR 309.7)
        return has_completed_dungeon(game, controller)
    if condition == "life_at_least_starting":  # s23-c14: "... greater than or equal to your starting life total"
        return game.player(controller).life >= starting_life(game)  # CR 103.4, 611.3a
    if condition == "delirium":  # s24-emn: four or more card types in its controller's graveyard (CR 207.2c, 205.2a)
        return s24emn_delirium.holds(game, controller)
    return condition_holds(game, controller, condition)
