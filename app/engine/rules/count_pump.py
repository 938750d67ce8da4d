"""`attached_count_pump`: "Enchanted creature gets +X/+Y, where X is half the number of Forests you
control, rounded down, and Y is half the number of Forests you control, rounded up." (Aspect of Wolf).

s19-neoa: `attached_counter_pump`, "Equipped creature gets +1/+1 for each +1/+1 counter on ~." (Lion Sash): the
bonus times the number of those counters on the Equipment or Aura itself (CR 122.1), counted the same way.

Layer 7c (CR 613.4c): X and Y are counted continuously, as the characteristics are computed, the
way `pt_equal_to_count` counts (rules/pt_cda.py: the objects' printed types), "you" being the
Aura's controller; halves are rounded as the ability says (CR 107.1a). Like every Aura pump, it
makes characteristics depend on other objects (the veto of rules/static_pump.py).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import (
    S29STDA_ATTACHED_COUNTS,
    AttachedCounterPumpAbility,
    AttachedCountPumpAbility,
    PtEqualToCountAbility,
)
from app.engine.characteristics import current_face
from app.engine.game import Game
from app.engine.rules.pt_cda import count
from app.engine.rules.s29stda_attached_count import attached_count  # s29-stda
from app.engine.state import Characteristics, Permanent, StackObject


def _share(total: int, share: str) -> int:
    if share == "half_rounded_down":
        return total // 2
    if share == "half_rounded_up":
        return (total + 1) // 2
    return total


def attached_count_pump(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    if game.characteristics_cacheable or not isinstance(obj, Permanent):
        return
    if characteristics.power is None or characteristics.toughness is None:
        return
    for aura in game.state.battlefield:
        if aura.attached_to != obj.id or aura.face_down or aura.card is None:
            continue
        face = current_face(game, aura)
        for ability in face.abilities_of(AttachedCountPumpAbility):
            if ability.count in S29STDA_ATTACHED_COUNTS:  # s29-stda: "for each Equipment attached to it" (the creature)
                total = attached_count(game, obj, ability.count)
            else:
                total = count(game, PtEqualToCountAbility(count=ability.count, subtype=ability.subtype),
                              aura.controller, "")
            # s23-c11: power_each / toughness_each ("gets -1/-1 for each Swamp you control")
            characteristics.power += _share(total, ability.power) * ability.power_each
            characteristics.toughness += _share(total, ability.toughness) * ability.toughness_each
        for by_counter in face.abilities_of(AttachedCounterPumpAbility):  # s19-neoa: counters on ~ (CR 122.1)
            number = aura.counters.get(by_counter.counter, 0)
            characteristics.power += by_counter.power * number
            characteristics.toughness += by_counter.toughness * number


# layer 7c, after the Aura pumps (74)
registry.characteristic_layers.add(attached_count_pump, order=75,
                                   needs=(AttachedCountPumpAbility, AttachedCounterPumpAbility))
registry.layers_idle_while_cacheable.add(attached_count_pump)
registry.layers_permanents_only.add(attached_count_pump)
registry.characteristics_cache_safe.add(attached_count_pump)  # with the veto of rules/static_pump.py
