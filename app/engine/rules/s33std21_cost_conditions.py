"""s33-std21: "~ costs {2} less to cast if you control a Human creature and a non-Human creature." / "... if you have 5
or less life." / "... if you control four or more lands." (CR 601.2f, 601.2a, 118.7a): s15-records'
`self_cost_reduction_this_turn` (rules/turn_records.py) whose `condition` is a RiderCondition on the caster's game
state (cards.py `S33STD21_COST_CONDITION_KINDS`), decided as the total cost is determined, the spell already on the
stack (601.2a), by rules/riders.py's `condition_holds` for the caster with no source object.

The RiderCondition `s33std21_opponent_controls` ("if an opponent controls a creature with flying", CR 608.2c, 603.4):
an opponent of the spell's or ability's controller controls a permanent of `spec` (rules/you_control.py), decided here
for rules/riders.py (in a rider, an intervening "if" or a cost reduction's condition)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import RiderCondition
from app.engine.game import Game
from app.engine.rules.riders import condition_holds, s32r2dsk_condition_hooks
from app.engine.rules.you_control import you_control
from app.engine.state import StackObject


def cost_condition_holds(game: Game, caster: str, condition: RiderCondition) -> bool:
    """Whether the spell's own reduction's condition holds for its caster now (`negated` applied)."""
    return condition_holds(game, StackObject(id="cost-condition", controller=caster), condition)


registry.player_condition_holds = cost_condition_holds


def opponent_controls(game: Game, item: StackObject, condition: RiderCondition) -> bool:
    """Whether an opponent of `item`'s controller controls a permanent of the condition's spec (module doc)."""
    assert condition.spec is not None
    return item.controller is not None and any(you_control(game, opponent.id, condition.spec)
                                               for opponent in game.opponents(item.controller))


s32r2dsk_condition_hooks["s33std21_opponent_controls"] = opponent_controls
