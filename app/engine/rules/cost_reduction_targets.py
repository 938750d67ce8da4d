""" "This spell costs {1} less to cast if it targets an attacking or tapped creature." (Dire
Downdraft): the `self_cost_reduction_if_targets` ability.

A spell's total cost is determined after its targets are chosen (CR 601.2c comes before 601.2f), so
the targets are the `cast` action's `choices.targets` (the same ones `compute_cost` is given): when
one of them is a permanent the ability's spec names at that moment ("attacking or tapped": an
attacking creature, CR 506.3, or a tapped one), the generic component of the total cost is reduced
(118.7a: never below zero; the mana cost and mana value are unchanged, 202.3). Asked only for a
spell with the ability (`registry.cost_modifiers_own_kinds`).
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.cards import CardDefinition, SelfCostReductionIfTargetsAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.target_filters import matches_filter
from app.engine.state import Player
from app.engine.target_grammar import parse_target_spec

_CITES = (cr("601.2f"), cr("601.2c"), cr("118.7a"))


def reduction_if_targets(game: Game, player: Player, definition: CardDefinition, cost: Any) -> Any:
    for ability in definition.abilities_of(SelfCostReductionIfTargetsAbility):
        spec = parse_target_spec(ability.targets)
        targeted = [found for target in game.choices.targets if (found := game.permanent(target)) is not None]
        if any(matches_filter(game, spec, permanent, "", player.id) for permanent in targeted):
            cost = cost.reduced_generic(ability.generic, f"{definition.name} (it targets {spec.words()})", _CITES)
    return cost


registry.cost_modifiers.add(reduction_if_targets, order=100)  # reductions after increases (CR 601.2f)
registry.cost_modifiers_own_kinds[reduction_if_targets] = frozenset({SelfCostReductionIfTargetsAbility})
