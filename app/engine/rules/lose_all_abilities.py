"""s17-linked: "Target creature loses all abilities until end of turn." (Merfolk Trickster's "It loses
all abilities until end of turn.", Warkite Marauder's "... loses all abilities and has base power and
toughness 0/1 until end of turn."): the `lose_all_abilities` effect, layer 6 (CR 613.1f).

As it resolves, each legal target gets an "until end of turn" effect with `lost_all_abilities`, which
ends in the cleanup step (CR 514.2). While it lasts the permanent has no abilities: every rule asks
for a permanent's abilities through `characteristics.current_face`, which then answers its face
without abilities or keywords (`characteristics.lost_all_abilities`), so its triggered abilities don't
trigger (CR 603.2), its activated and mana abilities can't be activated (CR 602.1, 605.1) and its
static abilities don't apply (CR 604.1). Its printed keywords are gone, and so are keywords granted by
other effects: the loss is applied in layer 6 after them (rules/lose_keywords.py, the same order as
"loses flying"), except a keyword granted by one of the permanent's own effects that began after the loss
(a "gains flying until end of turn" resolved later), which it has again (timestamp order, CR 613.7). Its other characteristics (name, colors, types, power and toughness) stay; a
changeling keeps every creature type (a characteristic-defining ability of layer 4, applied before the loss,
CR 613.1d), while a power/toughness-defining one (layer 7a, after it) is gone.

An Aura's or Equipment's static ability, `attached_loses_all_abilities`: "Enchanted creature loses all
abilities [and has base power and toughness 1/1]." / "Enchanted creature gets -2/-0 and loses all
abilities.": the same loss for the permanent it is attached to, as long as it is attached (CR 611.3a),
with its keywords removed in layer 6 after the other layer-6 grants (CR 613.1f; no timestamps, as
above), its base power and toughness set in layer 7b (613.4b: after characteristic-defining abilities,
before counters and +N/+N, which still apply; an "until end of turn" base power and toughness resolved
later wins, 613.7) and its +N/+N in layer 7c (613.4c). An attached permanent's own ability is read from
its printed face (an Aura that itself lost all abilities through a resolved effect gives nothing). A game
with such a card reuses no computed characteristics (`CardDefinition.reads_other_objects`).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import LinkedAttachedLosesAllAbilitiesAbility, LinkedLoseAllAbilitiesEffect
from app.engine.characteristics import printed_current_face
from app.engine.citations import cr
from app.engine.creature_types import CREATURE_TYPES
from app.engine.enums import COLOR_ORDER
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.state import Characteristics, Permanent, PowerToughnessEffect, StackObject


def _resolve_lose_all_abilities(
    game: Game, item: StackObject, effect: LinkedLoseAllAbilitiesEffect, choices: Choices
) -> None:
    for target_id in affected(game, item, effect.target):
        target = game.permanent(target_id)
        if target is None:
            continue
        target.effects.append(PowerToughnessEffect(source=item.source, lost_all_abilities=True))
        game.changed(target)
        game.emit(
            "abilities_lost",
            [cr("608.2"), cr("613.1f")],
            stack_object=item.id,
            source=item.source,
            permanent=target.id,
            duration="end_of_turn",
        )


def loses_all_abilities(game: Game, permanent: Permanent) -> bool:
    """CR 613.1f: whether a resolved "loses all abilities" effect applies to the permanent now (read by
    `characteristics.lost_all_abilities` too)."""
    effects = permanent.effects
    return bool(effects) and any(effect.lost_all_abilities for effect in effects)


def _attached_losses(game: Game, permanent: Permanent) -> list[LinkedAttachedLosesAllAbilitiesAbility]:
    """The `attached_loses_all_abilities` abilities of what is attached to the permanent (CR 301.5, 303.4)."""
    found: list[LinkedAttachedLosesAllAbilitiesAbility] = []
    for other in game.state.battlefield:
        if other.attached_to != permanent.id or other.face_down or other.card is None:
            continue
        if loses_all_abilities(game, other):
            continue  # the Aura itself has no abilities now (CR 613.1f)
        found.extend(printed_current_face(game, other).abilities_of(LinkedAttachedLosesAllAbilitiesAbility))
    return found


def _loses_by_attachment(game: Game, permanent: Permanent) -> bool:
    return bool(_attached_losses(game, permanent))


def _attached_keywords_lost(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 6 (CR 613.1f): after the other keyword grants (orders 60-62), all keywords gone."""
    if isinstance(obj, Permanent) and characteristics.keywords and _attached_losses(game, obj):
        characteristics.keywords.clear()


def _attached_types(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 4 (CR 613.1d, 205.1a-b): "is a Frog creature": its card types and subtypes are those; "is a Fish":
    its creature types are that one, its card types and other subtypes kept (supertypes always kept)."""
    if not isinstance(obj, Permanent):
        return
    for ability in _attached_losses(game, obj):
        if ability.card_types:
            characteristics.types = [card_type.value for card_type in ability.card_types]
            characteristics.subtypes = list(ability.subtypes)
        elif ability.subtypes:
            kept = [subtype for subtype in characteristics.subtypes if subtype not in CREATURE_TYPES]
            characteristics.subtypes = [*kept, *ability.subtypes]


def _attached_colors(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 5 (CR 613.1e, 105.3): "is a blue Frog": its colors are those (the last attachment's, 613.7)."""
    if not isinstance(obj, Permanent):
        return
    for ability in _attached_losses(game, obj):
        if ability.colors:
            colors = {color.value for color in ability.colors}
            characteristics.colors = [color for color in COLOR_ORDER if color in colors]


def _attached_base_power_toughness(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 7b (CR 613.4b): "and has base power and toughness 1/1"; the last attachment's wins (613.7)."""
    if not isinstance(obj, Permanent) or characteristics.power is None or characteristics.toughness is None:
        return
    for ability in _attached_losses(game, obj):
        if ability.base_power is not None:
            characteristics.power = ability.base_power
        if ability.base_toughness is not None:
            characteristics.toughness = ability.base_toughness


def _attached_pump(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 7c (CR 613.4c): "gets -2/-0 and loses all abilities"."""
    if not isinstance(obj, Permanent) or characteristics.power is None or characteristics.toughness is None:
        return
    for ability in _attached_losses(game, obj):
        characteristics.power += ability.power
        characteristics.toughness += ability.toughness


registry.effect_resolvers["lose_all_abilities"] = _resolve_lose_all_abilities
_NEEDS = (LinkedAttachedLosesAllAbilitiesAbility,)
registry.ability_losses.add(_loses_by_attachment, needs=_NEEDS)
registry.characteristic_layers.add(_attached_types, order=48, needs=_NEEDS)  # layer 4, after the Auras' (46-47)
registry.characteristic_layers.add(_attached_colors, order=49, needs=_NEEDS)  # layer 5, before resolved colors (50)
registry.characteristic_layers.add(_attached_keywords_lost, order=63, needs=_NEEDS)  # after the emblems' (62)
registry.characteristic_layers.add(_attached_base_power_toughness, order=71, needs=_NEEDS)  # 7b, before 72's
registry.characteristic_layers.add(_attached_pump, order=74, needs=_NEEDS)  # 7c, beside the Auras' pumps
_LAYERS = {_attached_keywords_lost, _attached_base_power_toughness, _attached_pump}
# The game reuses no characteristics with such a card (`reads_other_objects`): then they are safe.
registry.characteristics_cache_safe.update(_LAYERS)
registry.layers_permanents_only.update(_LAYERS)
registry.layers_keeping_types.update(_LAYERS)
registry.characteristics_cache_safe.update({_attached_types, _attached_colors})  # (the same veto)
registry.layers_permanents_only.update({_attached_types, _attached_colors})
registry.layers_keeping_names.update({_attached_types, _attached_colors})  # names and supertypes kept
