""""Spend only black mana on X." (Drain Life): the X part of a spell's total cost can be paid only
with mana of that color (CR 601.2h: the player pays the total cost; this restriction says with
what). The cost's generic X part becomes that many mana of the color; the mana cost and the
mana value stay as printed (CR 202.3, 107.3: X is its chosen value on the stack)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from app.engine import registry
from app.engine.cards import CardDefinition, XManaRestrictionAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.mana import parse_mana_cost
from app.engine.state import Player

_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def x_paid_with_one_color(game: Game, player: Player, definition: CardDefinition, cost: Any) -> Any:
    if not definition.abilities:
        return cost
    for ability in definition.abilities_of(XManaRestrictionAbility):
        printed = parse_mana_cost(definition.mana_cost or "")
        x_part = cost.generic - printed.generic  # X times the number of {X}: it comes first (order 10)
        if printed.x_count == 0 or x_part <= 0:
            continue
        colored = dict(cost.colored)
        colored[ability.color] = colored.get(ability.color, 0) + x_part
        cost = replace(cost, generic=cost.generic - x_part, colored=colored, cites=(*cost.cites, cr("601.2h")),
                       reductions=(*cost.reductions, f"{definition.name}: X is paid with "
                                                     f"{_COLOR_NAMES[ability.color]} mana only"))
    return cost


registry.cost_modifiers.add(x_paid_with_one_color, order=10)  # before increases and reductions
registry.cost_modifiers_own_kinds[x_paid_with_one_color] = frozenset({XManaRestrictionAbility})
