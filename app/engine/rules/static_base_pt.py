"""Static abilities that set base power and/or toughness: "Creatures your opponents control have
base toughness 1." (Maha, Its Feathers Night), "... have base power and toughness 1/1." — the
`base_power` / `base_toughness` fields of a `static_pump` ability (CR 604.1, 611.3a).

Such an effect applies in layer 7b (CR 613.4b): after characteristic-defining abilities (7a) and
before every +N/+N change and counter (7c, 613.4c), so a 3/3 with a +1/+1 counter under "base
toughness 1" is 4/2. Power it doesn't name keeps its value from the layers before. Several such
effects apply in timestamp order (CR 613.7); this hook runs just before the permanent's own resolved
base power/toughness effects ("has base power and toughness 0/2 until end of turn",
rules/base_power_toughness.py), i.e. those are treated as newer than the static ability (the state
records no timestamps: a static ability whose source entered after such an effect resolved is the
one order not modelled). Between two static abilities, the order of the battlefield list stands for
their timestamps.

Which creatures are affected and under which "as long as" condition is decided exactly as for the
+N/+N of the same ability (rules/static_pump.py `static_pumps_on`); a game with such a card reuses
no computed characteristics (its veto there).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import StaticPumpAbility
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.rules.static_pump import static_pumps_on
from app.engine.state import Characteristics, Permanent, StackObject

_CREATURE = CardType.CREATURE.value


def static_base_power_toughness(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 7b (CR 613.4b): the base power / toughness set by static abilities."""
    if game.characteristics_cacheable or not isinstance(obj, Permanent):
        return
    if characteristics.power is None or characteristics.toughness is None or _CREATURE not in characteristics.types:
        return
    for ability in static_pumps_on(game, obj, characteristics):
        if ability.base_power is not None:
            characteristics.power = ability.base_power
        if ability.base_toughness is not None:
            characteristics.toughness = ability.base_toughness


# Layer 7b, after the characteristic-defining abilities of layer 7a (order 70) and before the
# permanent's own resolved effects (72) and the 7c pumps (73).
registry.characteristic_layers.add(static_base_power_toughness, order=71, needs=(StaticPumpAbility,))
registry.layers_idle_while_cacheable.add(static_base_power_toughness)
registry.layers_permanents_only.add(static_base_power_toughness)
registry.characteristics_cache_safe.add(static_base_power_toughness)  # with the veto of rules/static_pump.py
