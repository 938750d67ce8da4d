"""s21-szn: an Aura's or Equipment's `attached_pump` that applies only as long as a condition holds, or doesn't
("Enchanted creature gets -2/-2. It gets -5/-5 instead as long as you've completed a dungeon.", Precipitous Drop;
"Equipped creature gets +1/+0. It gets +3/+1 instead as long as an opponent has eight or more cards in their
graveyard."): CR 611.3a, a static ability's condition is checked continuously; the condition is its controller's
(rules/turn_conditions.py, rules/s18m21_opponent_graveyard.py). rules/auras.py asks `applies` of each attached
ability, which answers at once for an unconditional one."""

from __future__ import annotations

from app.engine.cards import AttachedPumpAbility
from app.engine.game import Game
from app.engine.rules.s18m21_opponent_graveyard import opponent_graveyard_holds
from app.engine.rules.turn_conditions import turn_condition_holds
from app.engine.state import Permanent


def applies(game: Game, attachment: Permanent, ability: AttachedPumpAbility) -> bool:
    """Whether the attached ability applies now (CR 611.3a)."""
    if ability.as_long_as is not None:
        holds = turn_condition_holds(game, attachment.controller, ability.as_long_as)
    elif ability.as_long_as_opponent_graveyard_at_least is not None:
        holds = opponent_graveyard_holds(game, attachment.controller, ability.as_long_as_opponent_graveyard_at_least)
    else:
        return True
    return holds != ability.unless_condition
