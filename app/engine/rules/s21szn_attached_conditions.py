"""s21-szn: an Aura's or Equipment's `attached_pump` that applies only as long as a condition holds, or doesn't
("Enchanted creature gets -2/-2. It gets -5/-5 instead as long as you've completed a dungeon.", Precipitous Drop;
"Equipped creature gets +1/+0. It gets +3/+1 instead as long as an opponent has eight or more cards in their
graveyard."): CR 611.3a, a static ability's condition is checked continuously; the condition is its controller's
("completed_dungeon", CR 309.7; "your_turn" / "not_your_turn"; rules/s18m21_opponent_graveyard.py), read from the
state here (rules/auras.py asks `applies` of each attached ability, which answers at once for an unconditional one;
rules/turn_conditions.py would make an import cycle through the stack)."""

from __future__ import annotations

from app.engine.cards import AttachedPumpAbility
from app.engine.game import Game
from app.engine.rules import s24emn_delirium  # s24-emn
from app.engine.rules.s18m21_opponent_graveyard import opponent_graveyard_holds
from app.engine.rules.you_control import static_condition_holds  # s26-mh
from app.engine.state import Permanent


def applies(game: Game, attachment: Permanent, ability: AttachedPumpAbility) -> bool:
    """Whether the attached ability applies now (CR 611.3a)."""
    controller = attachment.controller
    if ability.as_long_as == "completed_dungeon":
        holds = any(player.id == controller and player.completed_dungeons for player in game.state.players)
    elif ability.as_long_as == "delirium":  # s24-emn: the attachment's controller's graveyard (CR 207.2c, 205.2a)
        holds = s24emn_delirium.holds(game, controller)
    elif ability.as_long_as is not None:
        holds = (game.state.active_player == controller) == (ability.as_long_as == "your_turn")
    elif ability.as_long_as_opponent_graveyard_at_least is not None:
        holds = opponent_graveyard_holds(game, controller, ability.as_long_as_opponent_graveyard_at_least)
    elif ability.as_long_as_you_control is not None:  # s26-mh: "as long as you control a black or green permanent"
        holds = static_condition_holds(game, controller, ability.as_long_as_you_control, attachment.id)
    else:
        return True
    return holds != ability.unless_condition
