"""s31-cmd: land-type-setting statics (CR 305.7, 613.1d, 205.1b): "Nonbasic lands are Mountains." / "All lands are
Islands in addition to their other types." (`s31cmd_lands_are`). s35-mkm: "Lands you control are every basic land type in
addition to their other types." (`lands` "yours": the lands the source's controller controls; `land_type` "every_basic":
the five basic land types, 205.3i, each giving its intrinsic mana ability, 305.6).

While a permanent with such an ability is on the battlefield (face up, its abilities not lost, CR 613.1f), in layer 4
every land it names (`lands` "all", or "nonbasic": a land without the supertype basic, 205.4c) has the basic land type
`land_type`:
- `in_addition`: the type joins its other types (205.1b), its abilities kept;
- else the type is SET (305.7): the land loses its other land types (205.3i) and every ability of its rules text, and
  has the intrinsic mana ability of its new type ("{T}: Add {R}.", 305.6, rules/mana_abilities.py); abilities other
  effects grant it stay. The loss is asked through `registry.rules_text_losses` (`characteristics.current_face`).

Which permanents lose their rules-text abilities is decided by the types on their card (the face they show): a land by
its card; the subtypes set in layer 4 use the types the earlier layers gave it. The sources are found by their printed
abilities (an ability losing its source's own abilities is not asked of the source, no loop). Gated: every hook is
registered with `needs` (only a game with such an ability runs them; the loss is asked behind the gate of
`registry.ability_losses`, kept active there by a no-op hook), and such a game reuses no computed
characteristics (`CardDefinition.reads_other_objects`)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import S31cmdLandsAreAbility
from app.engine.characteristics import lost_all_abilities, printed_current_face
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.state import Characteristics, Permanent, StackObject

# CR 205.3i: the land types.
LAND_TYPES = frozenset({"Cave", "Cloud", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain",
                        "Plains", "Planet", "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's"})
_LAND = CardType.LAND.value


# s35-mkm: "every basic land type" (CR 205.3i: Plains, Island, Swamp, Mountain, Forest)
_BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def _sources(game: Game) -> list[tuple[str | None, S31cmdLandsAreAbility]]:
    """The `s31cmd_lands_are` abilities that apply now with their source's controller, in timestamp (battlefield) order
    (CR 613.7)."""
    found: list[tuple[str | None, S31cmdLandsAreAbility]] = []
    for source in game.state.battlefield:
        if source.face_down or source.card is None:
            continue  # a face-down permanent has no abilities (CR 708.2)
        abilities = printed_current_face(game, source).abilities_of(S31cmdLandsAreAbility)
        if abilities and not lost_all_abilities(game, source):
            found.extend((source.controller, ability) for ability in abilities)
    return found


def _named(ability: S31cmdLandsAreAbility, types: list[str], supertypes: list[str], controller: str | None,
           land_controller: str | None) -> bool:
    if ability.lands == "yours":  # s35-mkm: "Lands you control"
        return _LAND in types and controller is not None and controller == land_controller
    return _LAND in types and (ability.lands == "all" or "Basic" not in supertypes)


def land_types(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 4 (CR 613.1d, 305.7, 205.1b): the land type set or added."""
    if not isinstance(obj, Permanent) or _LAND not in characteristics.types:
        return
    for controller, ability in _sources(game):
        if not _named(ability, characteristics.types, characteristics.supertypes, controller, obj.controller):
            continue
        if not ability.in_addition:
            characteristics.subtypes = [subtype for subtype in characteristics.subtypes if subtype not in LAND_TYPES]
        added = _BASIC_LAND_TYPES if ability.land_type == "every_basic" else (ability.land_type,)  # s35-mkm
        characteristics.subtypes.extend(land for land in added if land not in characteristics.subtypes)


def rules_text_lost(game: Game, permanent: Permanent) -> bool:
    """CR 305.7: a land whose land type an `s31cmd_lands_are` ability sets loses the abilities of its rules text."""
    if permanent.face_down or permanent.card is None:
        return False
    face = printed_current_face(game, permanent)
    types = [card_type.value for card_type in face.types]
    if _LAND not in types:
        return False
    return any(not ability.in_addition and _named(ability, types, face.supertypes, controller, permanent.controller)
               for controller, ability in _sources(game))


# Layer 4, after the Auras' and the animations' type changes (45-48).
registry.characteristic_layers.add(land_types, order=48, needs=(S31cmdLandsAreAbility,))
registry.characteristics_cache_safe.add(land_types)  # a game with the ability reuses none (`reads_other_objects`)
registry.layers_idle_while_cacheable.add(land_types)
registry.layers_permanents_only.add(land_types)
registry.layers_keeping_names.add(land_types)  # it changes land types only: no name, no supertype
registry.rules_text_losses.add(rules_text_lost, needs=(S31cmdLandsAreAbility,))


def _keeps_losses_asked(game: Game, permanent: Permanent) -> bool:
    """No permanent loses all its abilities by this (False); registered so that a game with the ability keeps
    `registry.ability_losses` active, the gate behind which `characteristics.current_face` asks `rules_text_lost`."""
    return False


registry.ability_losses.add(_keeps_losses_asked, needs=(S31cmdLandsAreAbility,))
