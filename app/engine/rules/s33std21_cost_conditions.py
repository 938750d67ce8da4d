"""s33-std21: "~ costs {2} less to cast if you control a Human creature and a non-Human creature." / "... if you have 5
or less life." / "... if you control four or more lands." (CR 601.2f, 601.2a, 118.7a): s15-records'
`self_cost_reduction_this_turn` (rules/turn_records.py) whose `condition` is a RiderCondition on the caster's game
state (cards.py `S33STD21_COST_CONDITION_KINDS`), decided as the total cost is determined, the spell already on the
stack (601.2a), by rules/riders.py's `condition_holds` for the caster with no source object."""

from __future__ import annotations

from app.engine.cards import RiderCondition
from app.engine.game import Game
from app.engine.rules.riders import condition_holds
from app.engine.rules.turn_records import s33std21_cost_condition_holds
from app.engine.state import StackObject


def cost_condition_holds(game: Game, caster: str, condition: RiderCondition) -> bool:
    """Whether the spell's own reduction's condition holds for its caster now (`negated` applied)."""
    return condition_holds(game, StackObject(id="cost-condition", controller=caster), condition)


s33std21_cost_condition_holds.append(cost_condition_holds)
