"""s17-afr: lands that become creatures until end of turn with colors and keywords: "~ becomes a 3/4 white
Dragon creature with flying until end of turn. It's still a land." (`becomes_creature` with `colors` and
`keywords`; docs/oracle-s17-afr.md).

rules/base_power_toughness.py resolves the effect: the permanent gains the creature type and the subtypes
(layer 4, CR 613.1d; it keeps its other types, "It's still a land.", 205.1b) and has the base power and
toughness (layer 7b, 613.4b) until end of turn (514.2); the keywords are granted in layer 6 (613.1f) as
other "gains ... until end of turn" effects are. Here, layer 5 (CR 613.1e): its colors are the ones the
effect names, in place of its others (105.3). This hook runs just before the "becomes <color>" effects of
rules/color_change.py, so such an effect still sets the colors over it (a simplification of timestamp
order, CR 613.7, when the color change came first).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.enums import COLOR_ORDER
from app.engine.game import Game
from app.engine.state import Characteristics, Permanent, StackObject


def animated_colors(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 5 (CR 613.1e): the latest of its own effects that sets colors sets them."""
    if not isinstance(obj, Permanent) or not obj.effects:
        return
    colors: set[str] | None = None
    for effect in obj.effects:
        if effect.colors:
            colors = {color.value for color in effect.colors}
        if effect.added_colors:  # s29-core: "... in addition to its other colors" (CR 105.3), in timestamp order
            colors = (colors if colors is not None else set(characteristics.colors)) | {
                color.value for color in effect.added_colors}
    if colors is not None:
        characteristics.colors = [c for c in COLOR_ORDER if c in colors]


registry.characteristic_layers.add(animated_colors, order=49)
registry.layers_of_own_effects.add(animated_colors)
registry.characteristics_cache_safe.add(animated_colors)  # its input, `effects`, is in `_inputs`
registry.layers_keeping_types.add(animated_colors)  # colors only (CR 613.1e)
registry.layers_permanents_only.add(animated_colors)
registry.layers_keeping_names.add(animated_colors)  # colors only: no name, no supertype (the legend rule's shortcut)
