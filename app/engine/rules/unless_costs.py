""" "<Effect> unless you pay {1}" on a triggered ability (`unless_cost`): "When ~ enters, sacrifice
it unless you pay {1}." (Rupture Spire).

CR 118.12: an effect "unless [a player] pays [a cost]" asks that player, as the ability resolves,
whether to pay; if they pay, the effect doesn't happen (CR 608.2d: choices are made as it
resolves). The payer here is the ability's controller ("you"). The decision is the `resolve`
action's `choices.pay_optional_cost` (`pending` asks it with the choice "pay_optional_cost");
without it, nothing is paid and the effect happens. A cost that can't be paid is refused with the
reason (CR 118.3), as the other payments made while resolving are.
"""

from __future__ import annotations

from typing import Any

from app.engine.actions import Choices
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.mana import parse_mana_cost
from app.engine.rules import costs
from app.engine.rules.energy import energy_symbols, pay_energy, verify_energy_payable  # s24-kal
from app.engine.state import StackObject


def unless_cost_of(ability: Any) -> str | None:
    """The cost of "<effect> unless you pay <cost>", if the ability has one."""
    cost: str | None = getattr(ability, "unless_cost", None)
    return cost


def paid_instead(game: Game, item: StackObject, ability: Any, choices: Choices) -> bool:
    """Whether the controller pays the ability's `unless_cost` now, so its effect doesn't happen
    (CR 118.12). False (the effect happens) when it has none or the controller declines."""
    cost_text = unless_cost_of(ability)
    if cost_text is None:
        return False
    cites = [cr("118.12"), cr("608.2d")]
    decision = choices.pay_optional_cost
    if not decision:
        game.emit(
            "optional_cost_declined",
            cites,
            stack_object=item.id,
            source=item.source,
            cost=cost_text,
            chosen=decision is not None,
        )
        return False
    payer = game.player(item.controller)
    what = f"the cost {cost_text} of {item.id}"
    if (energy := energy_symbols(cost_text)) is not None:  # s24-kal: "unless you pay {E}{E}" (CR 107.14)
        verify_energy_payable(payer, energy, what)
        pay_energy(game, payer, energy, what)
    else:
        cost = costs.TotalCost.from_mana_cost(parse_mana_cost(cost_text))
        costs.verify_payable(game, payer, cost, what)
        costs.pay(game, payer, cost, what)
    game.emit("optional_cost_paid", cites, stack_object=item.id, source=item.source, cost=cost_text)
    game.emit("ability_resolved", [cr("608.2")], stack_object=item.id, source=item.source, effect=None)
    return True
