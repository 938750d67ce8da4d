"""Cost increases of static abilities (CR 601.2f: the total cost is the mana cost plus cost increases,
minus reductions; 602.2b: the same for activating abilities): `cost_increase`.

- "White spells cost {3} more to cast." (Gloom): every spell of that color (and card type, when the
  ability names one) costs that much more generic mana, whoever casts it; the spell's color is the
  card's (its color indicator, else its mana cost, CR 202.2); a face-down spell is colorless.
- "Activated abilities of white enchantments cost {3} more to activate." (Gloom): the abilities of
  permanents that are of that color and type as they are now (every continuous effect applied), mana
  abilities included (they are activated abilities, CR 605.1a).
Several such abilities add up. The increase goes to the generic component (CR 601.2f) and changes
neither the mana cost nor the mana value (CR 202.3).
"""

from __future__ import annotations

from dataclasses import replace

from app.engine import registry
from app.engine.cards import CardDefinition, CostIncreaseAbility
from app.engine.characteristics import characteristics_of, current_face
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind, game_has
from app.engine.rules.cost_increase_targets import increase_applies
from app.engine.rules.costs import TotalCost
from app.engine.rules.s23c13_spell_colors import definition_colors
from app.engine.state import Permanent, Player


def _increases(game: Game, applies_to: str) -> list[tuple[Permanent, CostIncreaseAbility]]:
    found: list[tuple[Permanent, CostIncreaseAbility]] = []
    if not game_has(game, CostIncreaseAbility):  # most games: costs are left alone at once
        return found
    for source in game.state.battlefield:  # none face down (CR 708.2)
        found += [(source, a) for _, a in abilities_of_kind(game, source, CostIncreaseAbility)
                  if a.applies_to == applies_to]
    return found


def _increased(cost: TotalCost, source: Permanent, ability: CostIncreaseAbility, name: str,
               rule: str) -> TotalCost:
    return replace(cost, generic=cost.generic + ability.generic, cites=(*cost.cites, cr(rule)),
                   reductions=(*cost.reductions, f"{name} ({source.id}): {{{ability.generic}}} more"))


def spell_cost_increases(game: Game, player: Player, definition: CardDefinition, cost: TotalCost) -> TotalCost:
    """CR 601.2f: "<color> spells cost {N} more to cast"."""
    found = _increases(game, "spells")
    if not found:
        return cost
    colors = definition_colors(definition)  # s23-c13: the shared reading (CR 202.2)
    for source, ability in found:
        if ability.color is not None and ability.color.value not in colors:
            continue
        if ability.card_type is not None and ability.card_type not in definition.types and (
                ability.also_card_type is None or ability.also_card_type not in definition.types):  # s26-core: or
            continue
        if not increase_applies(game, player, source, ability, definition):  # s16-taila
            continue
        cost = _increased(cost, source, ability, current_face(game, source).name, "601.2f")
    return cost


def activation_cost_increases(game: Game, player: Player, permanent: Permanent, cost: TotalCost) -> TotalCost:
    """CR 602.2b, 601.2f: "Activated abilities of <color> <type>s cost {N} more to activate"."""
    found = _increases(game, "activated_abilities")
    if not found:
        return cost
    characteristics = characteristics_of(game, permanent)
    if characteristics is None:
        return cost
    for source, ability in found:
        if ability.color is not None and ability.color.value not in characteristics.colors:
            continue
        if ability.card_type is not None and ability.card_type.value not in characteristics.types:
            continue
        cost = _increased(cost, source, ability, current_face(game, source).name, "602.2b")
    return cost


registry.cost_modifiers.add(spell_cost_increases, order=50, needs=(CostIncreaseAbility,))  # increases before reductions (100)
registry.activation_cost_modifiers.add(activation_cost_increases, order=50)
