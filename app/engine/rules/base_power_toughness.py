"""Base power and toughness (layer 7b, CR 613.4b) and permanents that become creatures until end
of turn (layer 4, CR 613.1d), from resolved effects recorded on the permanent (they end in the
cleanup step, CR 514.2):

- `set_base_power_toughness`: "Target creature other than this creature has base power and
  toughness 0/2 until end of turn." (Sorceress Queen). Counters and +N/+N effects still apply on
  top of it (layer 7c, CR 613.4c); a characteristic-defining ability is overridden (7a comes first).
- `becomes_creature`: "This land becomes a 2/2 Assembly-Worker artifact creature until end of
  turn. It's still a land." (Mishra's Factory): it gains the types and subtypes (layer 4) and has
  base power and toughness 2/2 (layer 7b). It keeps its other types and abilities (CR 205.1b), and
  like any creature it can attack or pay {T} only if its controller has controlled it continuously
  since their most recent turn began (CR 302.6).
Several such effects apply in timestamp order (CR 613.7): the latest wins.
One layer hook applies them (with layer 6 losses): it reads only the permanent's own effects, so
computed characteristics may be reused."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import BecomesCreatureEffect, SetBasePowerToughnessEffect
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.creature_types import CREATURE_TYPES
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.rules.lose_keywords import remove_lost_keywords
from app.engine.state import Characteristics, Permanent, PowerToughnessEffect, StackObject
from app.engine.subtypes import s33dsk_subtypes_of


def _resolve_set_base(game: Game, item: StackObject, effect: SetBasePowerToughnessEffect, choices: Choices) -> None:
    for target_id in affected(game, item, effect.target):
        target = game.permanent(target_id)
        if target is None:
            continue
        target.effects.append(PowerToughnessEffect(source=item.source, base_power=effect.power,
                                                   base_toughness=effect.toughness))
        game.changed(target)
        toughness = {} if effect.toughness is None else {"toughness": effect.toughness}  # s21-szn: power alone
        game.emit("base_power_toughness_set", [cr("608.2"), cr("613.4b")], stack_object=item.id, source=item.source,
                  permanent=target.id, power=effect.power, **toughness, duration="end_of_turn")


def _resolve_becomes_creature(game: Game, item: StackObject, effect: BecomesCreatureEffect, choices: Choices) -> None:
    for target_id in affected(game, item, effect.target):
        target = game.permanent(target_id)
        if target is None:
            continue
        types = [card_type.value for card_type in effect.types]
        characteristics = characteristics_of(game, target)
        mana_value = characteristics.mana_value if characteristics is not None else 0
        power = s31core_stat(effect.power, mana_value, item.x)
        toughness = s31core_stat(effect.toughness, mana_value, item.x)
        upkeep_of = item.controller if effect.duration == "until_next_upkeep" else None
        target.effects.append(PowerToughnessEffect(source=item.source, added_types=types,
                                                   added_subtypes=list(effect.subtypes), base_power=power,
                                                   base_toughness=toughness, duration=effect.duration,
                                                   until_upkeep_of=upkeep_of,
                                                   keywords=list(effect.keywords),  # s17-afr (layer 6)
                                                   colors=list(effect.colors),  # s17-afr (rules/animated_lands.py)
                                                   added_colors=list(effect.added_colors),  # s29-core
                                                   replaces_creature_types=effect.replaces_creature_types))  # s26-std
        game.changed(target)
        type_rule = cr("205.1a") if effect.replaces_creature_types else cr("205.1b")  # s26-std: the types replaced
        stats = {} if power is None or toughness is None else {"power": power, "toughness": toughness}  # s27-fdnb
        game.emit("became_creature", [cr("608.2"), cr("613.1d"), cr("613.4b"), type_rule], stack_object=item.id,
                  source=item.source, permanent=target.id, types=types, subtypes=list(effect.subtypes),
                  **stats, duration=effect.duration)


def s31core_stat(value: int | str | None, mana_value: int, x: int) -> int | None:
    """A `becomes_creature` power or toughness as it resolves: a number, its mana value ("mana_value"), or the X paid as
    the ability was activated ("x", s31-core: CR 107.3a, 602.2b; fixed now, 608.2h)."""
    if value == "mana_value":
        return mana_value
    if value == "x":
        return x
    assert not isinstance(value, str)
    return value


def effects_on_the_permanent(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """The permanent's own resolved effects beyond +N/+N, in layer order: layer 4 (CR 613.1d: types
    and subtypes added after the printed ones), layer 6 (613.1f: keywords lost, rules/lose_keywords.py)
    and layer 7b (613.4b: the latest base power and toughness wins, 613.7). One hook, registered
    after layers 6's keyword grants and 7a (nothing between reads the types it adds) and before the
    7c pumps, so the common case, a permanent without effects, costs one call."""
    if not isinstance(obj, Permanent) or not obj.effects:
        return
    effects = obj.effects
    for effect in effects:
        if effect.set_types:  # s33-dsk: "It's an enchantment." (CR 205.1a): its other types and their subtypes gone
            kept = s33dsk_subtypes_of(effect.set_types[0])
            characteristics.types = list(effect.set_types)
            characteristics.subtypes = [s for s in characteristics.subtypes if s in kept]
        if effect.impending and obj.counters.get("time"):  # s33-dsk: "it's not a creature" (CR 702.176a, 205.1a)
            characteristics.types = [t for t in characteristics.types if t != "Creature"]
            characteristics.subtypes = [s for s in characteristics.subtypes if s not in CREATURE_TYPES]
        if effect.replaces_creature_types:  # s26-std: "becomes a Serpent" (CR 205.1a): its creature types replaced
            characteristics.subtypes = [s for s in characteristics.subtypes if s not in CREATURE_TYPES]
        for card_type in effect.added_types:
            if card_type not in characteristics.types:
                characteristics.types.append(card_type)
        for subtype in effect.added_subtypes:
            if subtype not in characteristics.subtypes:
                characteristics.subtypes.append(subtype)
    remove_lost_keywords(effects, characteristics)
    for effect in effects:
        if effect.base_power is not None:
            characteristics.power = effect.base_power
        if effect.base_toughness is not None:
            characteristics.toughness = effect.base_toughness


registry.effect_resolvers["set_base_power_toughness"] = _resolve_set_base
registry.effect_resolvers["becomes_creature"] = _resolve_becomes_creature
registry.characteristic_layers.add(effects_on_the_permanent, order=72)
registry.layers_permanents_only.add(effects_on_the_permanent)
registry.layers_of_own_effects.add(effects_on_the_permanent)
registry.characteristics_cache_safe.add(effects_on_the_permanent)  # reads the permanent's effects: in its inputs
