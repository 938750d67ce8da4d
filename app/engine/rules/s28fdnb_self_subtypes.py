"""s28-fdnb: creature types a permanent's own static ability adds to it (CR 613.1d, 205.1b): "As long as ~ has three or
more +1/+1 counters on it, it has flying and is a Knight in addition to its other types." (Skyknight Squire) — a
`static_pump` of ~ itself (`affected` "self") with `add_subtypes`. In layer 4 the permanent gains those subtypes, its
other types kept ("in addition to its other types", 205.1b), while the ability applies: while it has the counters its
`affected_with` names (CR 611.3a, 122.1; rules/static_qualities.py, the same test as its keywords' in layer 6 and its
pump's in layer 7c, rules/static_pump.py). A face-down permanent has no abilities (CR 708.2).

Gating: registered with `needs` (a game with a `static_pump` somewhere); it looks only at the permanent's own abilities,
and only while characteristics are not reused (a static pump's game vetoes the reuse).

s29-core: `add_chosen_type` ("~ is the chosen type in addition to its other types.", CR 607.2a): the creature type the
permanent chose as it entered (`chosen_creature_type`, rules/chosen.py) is added the same way; none chosen, nothing."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import StaticPumpAbility
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.rules.static_qualities import has_static_quality
from app.engine.state import Characteristics, Permanent, StackObject


def self_subtypes(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 4 (CR 613.1d): the subtypes the permanent's own `static_pump` abilities add to it."""
    if game.characteristics_cacheable or not isinstance(obj, Permanent):
        return
    for _, ability in abilities_of_kind(game, obj, StaticPumpAbility):
        if not (ability.add_subtypes or ability.add_chosen_type) or ability.affected != "self":
            continue
        if not has_static_quality(ability, obj, characteristics):
            continue  # "as long as ~ has three or more +1/+1 counters on it" (CR 611.3a)
        chosen = [obj.chosen_creature_type] if ability.add_chosen_type and obj.chosen_creature_type else []  # s29-core
        for subtype in [*ability.add_subtypes, *chosen]:
            if subtype not in characteristics.subtypes:
                characteristics.subtypes.append(subtype)


# As rules/attached_types.py's layer 4 (after it: order 46 < 47).
registry.characteristic_layers.add(self_subtypes, order=47, needs=(StaticPumpAbility,))
registry.characteristics_cache_safe.add(self_subtypes)
registry.layers_idle_while_cacheable.add(self_subtypes)
registry.layers_permanents_only.add(self_subtypes)
registry.layers_keeping_names.add(self_subtypes)  # it adds creature types only: no name, no supertype
