"""s20-neoa: "Spells you cast cost {1} less to cast for each target." / "Spells your opponents cast cost {1} more to cast
for each target." (Hinata, Dawn-Crowned): the `cost_per_target` ability.

A spell's targets are chosen before its total cost is determined (CR 601.2c comes before 601.2f), so they are the
`cast` action's `choices.targets` (the same ones `compute_cost` is given), each target counted (a spell targeting one
object with two different instances of the word "target" counts two). "Spells you cast": the spells of the ability's
controller; "your opponents": of each opponent of that player (CR 102.2). The change goes to the generic component:
increases first, then reductions (601.2f), which never go below zero nor touch colored mana (118.7a); the mana cost
and mana value stay (202.3). Several such abilities add up. None face down (CR 708.2).
"""

from __future__ import annotations

from dataclasses import replace

from app.engine import registry
from app.engine.cards import CardDefinition, CostPerTargetAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind, game_has
from app.engine.rules.costs import TotalCost
from app.engine.state import Player

_CITES = (cr("601.2f"), cr("601.2c"), cr("118.7a"))


def _changes(game: Game, player: Player, change: str) -> list[tuple[str, int]]:
    """Each such ability's source and its change of the player's spell's cost ("more" or "less"): `generic` for each
    target of the spell (the cast action's `choices.targets`, CR 601.2c)."""
    targets = len(game.choices.targets)
    if not targets or not game_has(game, CostPerTargetAbility):
        return []
    found: list[tuple[str, int]] = []
    for source in game.state.battlefield:
        for _, ability in abilities_of_kind(game, source, CostPerTargetAbility):
            yours = source.controller == player.id
            if ability.change == change and yours == (ability.cast_by == "you"):
                found.append((f"{current_face(game, source).name} ({source.id}) for {targets} target(s)",
                              ability.generic * targets))
    return found


def increase_per_target(game: Game, player: Player, definition: CardDefinition, cost: TotalCost) -> TotalCost:
    """CR 601.2f: "Spells your opponents cast cost {1} more to cast for each target."."""
    for why, more in _changes(game, player, "more"):
        cost = replace(cost, generic=cost.generic + more, cites=(*cost.cites, *_CITES[:2]),
                       reductions=(*cost.reductions, f"{why}: {{{more}}} more"))
    return cost


def reduction_per_target(game: Game, player: Player, definition: CardDefinition, cost: TotalCost) -> TotalCost:
    """CR 601.2f, 118.7a: "Spells you cast cost {1} less to cast for each target."."""
    for why, less in _changes(game, player, "less"):
        cost = cost.reduced_generic(less, why, _CITES)
    return cost


registry.cost_modifiers.add(increase_per_target, order=50, needs=(CostPerTargetAbility,))  # increases first (601.2f)
registry.cost_modifiers.add(reduction_per_target, order=100, needs=(CostPerTargetAbility,))  # then reductions
