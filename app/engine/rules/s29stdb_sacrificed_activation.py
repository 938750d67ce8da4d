"""s29-stdb: "{1}, Sacrifice another creature: ~ gets +X/+0 until end of turn, where X is the sacrificed creature's
power." (Dina, Soul Steeper) / "{1}, {T}, Sacrifice another creature: You gain life equal to the sacrificed creature's
toughness." (Bushmeat Poacher): an activated ability's amounts "sacrificed_power" / "sacrificed_toughness" /
"sacrificed_mana_value" (rules/sacrificed_amounts.py) name the one permanent its own cost sacrifices.

The costs are paid as the ability is activated (CR 602.2b); the ability refers to the sacrificed permanent as it last
existed on the battlefield (608.2h, 400.7), so its power, toughness and mana value are taken just before the cost is
paid and kept with the ability on the stack, in its `choices` (the same keys a spell's additional cost fills, 601.2h).
The reader gives these amounts only to an ability whose costs sacrifice exactly one permanent
(lowering.s29stdb_sacrifice_paid); an ability that uses none of them records nothing."""

from __future__ import annotations

from typing import Any

from app.engine.cards import SacrificePermanentCost, SacrificePermanentsCost
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules import sacrificed_amounts
from app.engine.rules.sacrifice_costs import sacrifice_plan
from app.engine.rules.sacrifice_exile_costs import s29stdb_planned_sacrifices
from app.engine.state import Permanent, Player, StackObject


def _uses(value: Any) -> bool:
    if isinstance(value, list):
        return any(_uses(part) for part in value)
    if isinstance(value, dict):
        return any(_uses(part) for key, part in value.items() if key != "other_costs")
    return bool(value in sacrificed_amounts.VALUES)


def record(game: Game, item: StackObject, player: Player, source: Permanent, ability: Any, what: str) -> None:
    """Keep the values of the one permanent the ability's costs sacrifice (CR 602.2b, 608.2h), before they are paid."""
    costs = [cost for cost in ability.other_costs if isinstance(cost, SacrificePermanentCost | SacrificePermanentsCost)]
    if len(costs) != 1 or (isinstance(costs[0], SacrificePermanentsCost) and costs[0].amount != 1):
        return
    if not _uses(ability.model_dump()):
        return
    if isinstance(costs[0], SacrificePermanentCost):
        sacrificed = sacrifice_plan(game, player, source, ability.other_costs, what)
    else:
        planned = s29stdb_planned_sacrifices(game, player, source.id, ability.other_costs, what)
        sacrificed = [permanent for permanent in game.state.battlefield if permanent.id in planned]
    sacrificed_amounts.record(game, item, sacrificed, [cr("602.2b"), cr("608.2h")])
