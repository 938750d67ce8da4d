"""Static abilities that make permanents creatures (`becomes_creature`): "All Forests are 1/1
creatures that are still lands." (Living Lands), "All Swamps are 1/1 black creatures that are still
lands." (Kormus Bell), "As long as enchanted artifact isn't a creature, it's an artifact creature
with power and toughness each equal to its mana value." (Animate Artifact).

- Layer 4 (CR 613.1d, 205.1b): the affected permanent is a creature in addition to its other types
  ("still lands"); "As long as ... isn't a creature" is checked as the effect would apply, so an
  artifact that already is a creature is left alone (its own power and toughness stay).
- Layer 5 (CR 613.1e): the color, when the ability names one. Applied before the color changes of
  resolved spells (rules/color_change.py), which in practice come later (CR 613.7: a static
  ability's timestamp is its source's, CR 613.7a).
- Layer 7b (CR 613.4b): its base power and toughness; counters and +N/+N effects (7c) apply on
  top. "Equal to its mana value" reads the mana value (CR 202.3) as characteristics have it.
- The affected permanents are the ones that are lands with that subtype in layer 4 (or the
  permanent the Aura is attached to, CR 303.4), whoever controls them. A newly animated permanent
  can attack only if its controller has controlled it continuously since their most recent turn
  began (CR 302.6).
- s24-kal: `if_subtype` ("As long as enchanted permanent is a Vehicle, it's a creature in addition to its other
  types.", CR 611.3a): only while the enchanted permanent has that subtype in layer 4; without power and toughness it
  keeps its own (a Vehicle's printed ones, CR 301.7a).

Such an ability reads other objects: a game with one reuses no computed characteristics
(rules/static_pump.py's veto, `CardDefinition.reads_other_objects`).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import BecomesCreatureAbility
from app.engine.enums import COLOR_ORDER, CardType
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.state import Characteristics, Permanent, StackObject

_CREATURE, _LAND = CardType.CREATURE.value, CardType.LAND.value
_APPLIED = "becomes_creature"  # game.rule_memory: {permanent id: the abilities that made it a creature}


def _affecting(game: Game, obj: Permanent, characteristics: Characteristics) -> list[BecomesCreatureAbility]:
    found: list[BecomesCreatureAbility] = []
    for source in game.state.battlefield:
        for _, ability in abilities_of_kind(game, source, BecomesCreatureAbility):  # none face down (CR 708.2)
            if ability.affected == "enchanted_permanent":
                if source.attached_to == obj.id and (ability.if_subtype is None  # s24-kal: "is a Vehicle" (611.3a)
                                                     or ability.if_subtype in characteristics.subtypes):
                    found.append(ability)
            elif _LAND in characteristics.types and (ability.subtype is None
                                                     or ability.subtype in characteristics.subtypes):
                found.append(ability)
    return found


def animate_types(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 4 (CR 613.1d): creature in addition to its other types."""
    if game.characteristics_cacheable or not isinstance(obj, Permanent):
        return
    applied: list[BecomesCreatureAbility] = []
    for ability in _affecting(game, obj, characteristics):
        if ability.unless_creature and _CREATURE in characteristics.types:
            continue
        applied.append(ability)
        if _CREATURE not in characteristics.types:
            characteristics.types.append(_CREATURE)
    memory: dict[str, list[BecomesCreatureAbility]] = game.rule_memory.setdefault(_APPLIED, {})
    if applied:
        memory[obj.id] = applied
    else:
        memory.pop(obj.id, None)


def _applied(game: Game, obj: Permanent) -> list[BecomesCreatureAbility]:
    found: list[BecomesCreatureAbility] = game.rule_memory.get(_APPLIED, {}).get(obj.id, [])
    return found


def animate_colors(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 5 (CR 613.1e): "1/1 black creatures"."""
    if game.characteristics_cacheable or not isinstance(obj, Permanent):
        return
    for ability in _applied(game, obj):
        if ability.colors is not None:
            colors = {color.value for color in ability.colors}
            characteristics.colors = [c for c in COLOR_ORDER if c in colors]


def animate_power_toughness(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 7b (CR 613.4b): base power and toughness set to a number or to its mana value."""
    if game.characteristics_cacheable or not isinstance(obj, Permanent):
        return
    for ability in _applied(game, obj):
        if ability.power is None or ability.toughness is None:
            continue  # s24-kal: its own power and toughness (a Vehicle's, CR 301.7a)
        characteristics.power = characteristics.mana_value if ability.power == "mana_value" else ability.power
        characteristics.toughness = (characteristics.mana_value if ability.toughness == "mana_value"
                                     else ability.toughness)


registry.characteristic_layers.add(animate_types, order=45, needs=(BecomesCreatureAbility,))
registry.characteristic_layers.add(animate_colors, order=49, needs=(BecomesCreatureAbility,))
registry.characteristic_layers.add(animate_power_toughness, order=72, needs=(BecomesCreatureAbility,))
# Safe with the veto of rules/static_pump.py: a game with such an ability reuses nothing.
registry.characteristics_cache_safe.update({animate_types, animate_colors, animate_power_toughness})
# They add a card type and set colors: never a name or a supertype (the legend rule's shortcut stays).
registry.layers_keeping_names.update({animate_types, animate_colors})
registry.layers_idle_while_cacheable.update({animate_types, animate_colors, animate_power_toughness})
registry.layers_permanents_only.update({animate_types, animate_colors, animate_power_toughness})
