"""Cost increases per extra target: "This spell costs {1} more to cast for each target beyond the
first." (Fireball; CR 601.2f: the total cost is the mana cost plus cost increases, then minus
reductions). The number of targets is the one chosen with the `cast` action (CR 601.2c comes
before 601.2f), so `compute_cost` and `cast` agree for the same `choices.targets`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from app.engine import registry
from app.engine.cards import CardDefinition, ExtraTargetCostAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.state import Player


def extra_target_increase(game: Game, player: Player, definition: CardDefinition, cost: Any) -> Any:
    if not definition.abilities:
        return cost
    extra = max(0, len(game.choices.targets) - 1)
    for ability in definition.abilities_of(ExtraTargetCostAbility):
        more = ability.generic * extra
        if more:
            cost = replace(cost, generic=cost.generic + more, cites=(*cost.cites, cr("601.2f")),
                           reductions=(*cost.reductions, f"{definition.name}: {{{more}}} more for "
                                                         f"{extra} target(s) beyond the first"))
    return cost


registry.cost_modifiers.add(extra_target_increase, order=50)  # increases before reductions (CR 601.2f)
registry.cost_modifiers_own_kinds[extra_target_increase] = frozenset({ExtraTargetCostAbility})
