"""s15-r2m20: a player's life total, and a count of the permanents they control, as a condition.

"As long as you have 25 or more life, ~ has double strike." / "~ gets +2/+2 as long as you have 25 or
more life.": a conditional static ability's effect applies at any moment its condition holds, and not
otherwise (CR 611.3a, 604.2); the life total is the one of the ability's controller (CR 119.1, 119.3),
read where the layers ask (`StaticPumpAbility.as_long_as_life_at_least`, rules/static_pump.py).

"Activate only if you control five or more lands.": an activation restriction checked as the ability
is activated (CR 602.5b); the count is of the permanents the spec names that the activating player
controls (`ActivatedAbility.activate_only_if_you_control_at_least`, with `activate_only_if_you_control`;
rules/activation_costs.py, counted by rules/you_control.py)."""

from __future__ import annotations

from app.engine.game import Game


def life_at_least(game: Game, player: str | None, at_least: int) -> bool:
    """Whether `player`'s life total is `at_least` or more (CR 119.1, 611.3a)."""
    if player is None:
        return False
    return game.player(player).life >= at_least
