"""s25-khc: "~ gets +1/+1 for each age counter on it." (Earthen Goo): the static `s25khc_self_counter_pump`. In layer 7c
(CR 613.4c) the permanent gets the bonus times the number of those counters on it (CR 122.1), counted continuously
(611.3a) as its characteristics are computed; its counters are among what the characteristics cache compares, so the
cached answer changes with them.

Gating: the layer runs only in games with a card with the ability (`needs`)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import S25khcSelfCounterPumpAbility
from app.engine.characteristics import current_face
from app.engine.game import Game
from app.engine.state import Characteristics, Permanent, StackObject


def self_counter_pump(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    if not isinstance(obj, Permanent) or obj.face_down or obj.card is None or not obj.counters:
        return
    if characteristics.power is None or characteristics.toughness is None:
        return
    face = current_face(game, obj)
    for ability in face.abilities_of(S25khcSelfCounterPumpAbility):
        number = obj.counters.get(ability.counter, 0)
        characteristics.power += ability.power * number
        characteristics.toughness += ability.toughness * number


# layer 7c, with the counter pumps (75)
registry.characteristic_layers.add(self_counter_pump, order=76, needs=(S25khcSelfCounterPumpAbility,))
registry.layers_permanents_only.add(self_counter_pump)
registry.characteristics_cache_safe.add(self_counter_pump)  # it reads only the permanent's own counters (its inputs)
