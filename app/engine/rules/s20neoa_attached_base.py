"""s20-neoa: `attached_base_power_toughness`, an Equipment's or Aura's static ability: "Equipped creature has base
power and toughness 5/5, has menace, and is a black Demon in addition to its other colors and types." (Blade of the
Oni), "As long as enchanted permanent is a creature, it has base power and toughness 1/1." (Awakened Awareness).

- Layer 5 (CR 613.1e, 105.3): the permanent it is attached to (CR 301.5, 303.4) gains `add_colors`, keeping its other
  colors ("in addition to its other colors"). Applied before the permanent's own resolved "becomes <color>" effects
  (order 50), as the other attachments' colors are (rules/lose_all_abilities.py: the engine records no timestamps,
  CR 613.7; a resolved effect is taken as the later one).
- Layer 7b (CR 613.4b): its base power and toughness are `base_power` / `base_toughness`, after characteristic-
  defining abilities (7a) and before counters and +N/+N (7c), which still apply; with several such attachments the
  last on the battlefield wins (613.7, as rules/lose_all_abilities.py); a resolved "has base power and toughness ...
  until end of turn" (order 72) applies after it.
- `if_creature` (CR 611.3a): only while the permanent is a creature (its types after layer 4).
- The keywords and creature types of the same sentence are an `attached_pump` (rules/auras.py, layer 6;
  rules/attached_types.py, layer 4). A face-down attachment has no abilities (CR 708.2). A game with such a card
  reuses no computed characteristics (`CardDefinition.reads_other_objects`).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import AttachedBasePowerToughnessAbility
from app.engine.characteristics import current_face
from app.engine.enums import COLOR_ORDER, CardType
from app.engine.game import Game
from app.engine.state import Characteristics, Permanent, StackObject

_CREATURE = CardType.CREATURE.value
_NEEDS = (AttachedBasePowerToughnessAbility,)


def _abilities_on(game: Game, permanent: Permanent, characteristics: Characteristics) -> list[AttachedBasePowerToughnessAbility]:
    found: list[AttachedBasePowerToughnessAbility] = []
    for other in game.state.battlefield:
        if other.attached_to != permanent.id or other.face_down or other.card is None:
            continue
        for ability in current_face(game, other).abilities_of(AttachedBasePowerToughnessAbility):
            if not ability.if_creature or _CREATURE in characteristics.types:  # CR 611.3a
                found.append(ability)
    return found


def attached_colors(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 5 (CR 613.1e, 105.3): "is a black Demon in addition to its other colors": black added."""
    if not isinstance(obj, Permanent):
        return
    for ability in _abilities_on(game, obj, characteristics):
        if ability.add_colors:
            colors = {*characteristics.colors, *(color.value for color in ability.add_colors)}
            characteristics.colors = [color for color in COLOR_ORDER if color in colors]


def attached_base_power_toughness(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 7b (CR 613.4b): "has base power and toughness 5/5"; the last attachment's wins (613.7)."""
    if not isinstance(obj, Permanent) or characteristics.power is None or characteristics.toughness is None:
        return
    for ability in _abilities_on(game, obj, characteristics):
        characteristics.power = ability.base_power
        characteristics.toughness = ability.base_toughness


registry.characteristic_layers.add(attached_colors, order=49, needs=_NEEDS)  # layer 5, before resolved colors (50)
registry.characteristic_layers.add(attached_base_power_toughness, order=71, needs=_NEEDS)  # 7b, before 72's
_LAYERS = {attached_colors, attached_base_power_toughness}
# The game reuses no characteristics with such a card (`reads_other_objects`): then they are safe.
registry.characteristics_cache_safe.update(_LAYERS)
registry.layers_permanents_only.update(_LAYERS)
registry.layers_keeping_types.update({attached_colors})  # colors only (CR 613.1e)
registry.layers_keeping_names.add(attached_colors)  # nor a name or a supertype: the legend rule may skip
