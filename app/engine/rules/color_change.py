"""Color-changing effects (layer 5, CR 613.1e; colors, CR 105): "Target spell or permanent becomes
<color>." (Purelace, Thoughtlace, Deathlace, Chaoslace, Lifelace).

- `become_color` resolves by adding a `ColorEffect` to its target, a spell on the stack or a
  permanent (CR 608.2): the object's color is that color, in place of all its other colors (CR
  105.3), from then on. The effect has no duration, so it lasts as long as the object stays in its
  zone (CR 611.2a, 400.7); a permanent spell keeps it as the permanent it becomes (CR 400.7a).
- Layer 5: the latest such effect applies (timestamp order, CR 613.7): `color_effects` is kept in
  the order the effects began. Color-changing effects apply after type changes (layer 4) and before
  anything that looks at color in a later layer ("White creatures get +1/+1", layer 7c).
- The effect changes colors only: mana symbols in the mana cost stay as printed (the cards' reminder
  text), so the mana value doesn't change.

The effects are part of the permanent's own inputs (`characteristics._inputs`), so computed
characteristics stay reusable.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import BecomeColorEffect
from app.engine.citations import cr
from app.engine.enums import COLOR_ORDER
from app.engine.game import Game
from app.engine.rules.zones import Entering
from app.engine.state import Characteristics, ColorEffect, Permanent, StackObject


def _resolve_become_color(game: Game, item: StackObject, effect: BecomeColorEffect, choices: Choices) -> None:
    colors = [color.value for color in effect.colors]
    for object_id in item.targets:
        target: Permanent | StackObject | None = game.permanent(object_id) or game.stack_object(object_id)
        if target is None:
            continue
        target.color_effects = [*(target.color_effects or []), ColorEffect(source=item.id, colors=list(effect.colors))]
        if isinstance(target, Permanent):
            game.changed(target)  # its color may matter to a state-based action (protection, 704.5m)
        game.emit("color_changed", [cr("608.2"), cr("105.3"), cr("613.1e"), cr("611.2a")], object=object_id,
                  colors=[c for c in COLOR_ORDER if c in colors], stack_object=item.id)


def color_layer(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 5 (CR 613.1e): the latest "becomes <color>" effect on the object sets its colors."""
    effects = obj.color_effects
    if effects:
        colors = {color.value for color in effects[-1].colors}
        characteristics.colors = [c for c in COLOR_ORDER if c in colors]


def _kept_from_the_spell(game: Game, entering: Entering) -> None:
    """CR 400.7a: effects that changed the characteristics of a permanent spell on the stack continue
    to apply to the permanent that spell becomes."""
    spell = entering.spell
    if spell is not None and spell.color_effects:
        entering.permanent.color_effects = [effect.model_copy() for effect in spell.color_effects]
        entering.cites.append(cr("400.7a"))


registry.effect_resolvers["become_color"] = _resolve_become_color
registry.characteristic_layers.add(color_layer, order=50)
registry.layers_of_own_effects.add(color_layer)
registry.characteristics_cache_safe.add(color_layer)  # its input, `color_effects`, is in `_inputs`
registry.layers_keeping_types.add(color_layer)  # colors only (CR 613.1e)
registry.enters_replacements.add(_kept_from_the_spell, order=40)
