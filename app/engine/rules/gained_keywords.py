"""Keywords gained until end of turn (layer 6, CR 613.1f): "Target creature gains flying until end
of turn." A `pump` effect with `keywords` records them on the permanent's "until end of turn"
effect (with its +N/+N, if any); they end with it in the cleanup step (514.2). This layer reads
only the permanent's own effects, so computed characteristics may still be reused."""

from __future__ import annotations

from app.engine import registry
from app.engine.game import Game
from app.engine.state import Characteristics, Permanent, StackObject


def gained_keywords(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    if not isinstance(obj, Permanent) or not obj.effects:
        return
    for effect in obj.effects:
        for keyword in effect.keywords:
            if keyword not in characteristics.keywords:
                characteristics.keywords.append(keyword)


registry.characteristic_layers.add(gained_keywords, order=61)
registry.layers_permanents_only.add(gained_keywords)
registry.layers_of_own_effects.add(gained_keywords)
registry.characteristics_cache_safe.add(gained_keywords)  # reads the permanent's effects: in its inputs
