"""s19-neoa: `attached_counter_pump`: "Equipped creature gets +1/+1 for each +1/+1 counter on ~." (Lion Sash), "...
for each charge counter on ~" (CR 122.1: counters of that kind on the Equipment or Aura itself).

Layer 7c (CR 613.4c): the creature it is attached to gets the bonus times the number of those counters, counted
continuously as the characteristics are computed (a counter put on or removed from ~ changes it at once). Like every
Aura and Equipment pump, it makes characteristics depend on another object (the cache veto of rules/static_pump.py,
through `CardDefinition.reads_other_objects`). Attached to a noncreature permanent, it gives nothing (no power).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import AttachedCounterPumpAbility
from app.engine.characteristics import current_face
from app.engine.game import Game
from app.engine.state import Characteristics, Permanent, StackObject


def attached_counter_pump(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    if game.characteristics_cacheable or not isinstance(obj, Permanent):
        return
    if characteristics.power is None or characteristics.toughness is None:
        return
    for attached in game.state.battlefield:
        if attached.attached_to != obj.id or attached.face_down or attached.card is None:
            continue
        for ability in current_face(game, attached).abilities_of(AttachedCounterPumpAbility):
            number = attached.counters.get(ability.counter, 0)
            characteristics.power += ability.power * number
            characteristics.toughness += ability.toughness * number


registry.characteristic_layers.add(attached_counter_pump, order=75, needs=(AttachedCounterPumpAbility,))  # layer 7c
registry.layers_idle_while_cacheable.add(attached_counter_pump)
registry.layers_permanents_only.add(attached_counter_pump)
registry.characteristics_cache_safe.add(attached_counter_pump)  # with the veto of rules/static_pump.py
