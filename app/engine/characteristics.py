"""What a permanent or spell is right now (design.md §6 `characteristics`).

Order: the face (face-down CR 708.2, transformed CR 712.8, or front), then the registered
continuous-effect layers (CR 613), then +1/+1 and -1/-1 counters and +N/+N effects (layer 7c).
"""

from __future__ import annotations

from functools import lru_cache
from operator import attrgetter, itemgetter
from typing import Any

from app.engine import registry
from app.engine.cards import CardDefinition
from app.engine.creature_types import CREATURE_TYPES
from app.engine.enums import COLOR_ORDER, CardType, StackObjectKind
from app.engine.game import Game, PendingTrigger
from app.engine.mana import parse_mana_cost
from app.engine.state import Characteristics, Permanent, StackObject


def back_face(game: Game, permanent: Permanent) -> CardDefinition | None:
    """The permanent's back face: a provider's (Werewhat's exiled card) or the card's printed one."""
    if permanent.card is None:
        return None
    for provider in registry.back_face_providers:
        face = provider(game, permanent)
        if face is not None:
            return face  # type: ignore[no-any-return]
    return game.definition(permanent.card).back_face


def is_transforming_double_faced(game: Game, permanent: Permanent) -> bool:
    return back_face(game, permanent) is not None


def face_up(permanent: Permanent) -> str:
    """Which face of its card a permanent has up, as abilities on the stack record it: "back" when
    transformed (CR 712.8) or a modal double-faced card's back face (712.12), else "front". s34-dsk: a Room's unlocked
    doors, "left", "right" or "left+right" (CR 709.5c: its abilities are theirs)."""
    if permanent.unlocked_doors:
        return "+".join(permanent.unlocked_doors)
    return "back" if permanent.transformed or permanent.face == "back" else "front"


def chosen_face(front: CardDefinition, obj: Permanent | StackObject) -> CardDefinition:
    """A multi-faced card's chosen face (CR 712.12, 715.3b, 709.3b, 702.102c); without one, its front face (the
    creature of an adventurer card). s34-dsk: a Room permanent's unlocked doors (CR 709.5)."""
    if isinstance(obj, Permanent) and front.s34dsk_is_room():
        return front.s34dsk_doors_face(obj.unlocked_doors)
    return front.face_definition(obj.face)


def current_face(game: Game, obj: Permanent | StackObject) -> CardDefinition:
    front = game.definition(obj.card)
    if front.faces is not None:
        front = chosen_face(front, obj)
    if not isinstance(obj, Permanent):
        if obj.face == "back" and front.back_face is not None:  # s17-dfc: a spell cast transformed (CR 702.146a)
            return front.back_face
        return front
    face = front
    if obj.transformed and (back := back_face(game, obj)) is not None:
        face = back
    elif front.back_face is not None and not obj.transformed and obj.face == "back":  # s17-dfc (CR 702.146b)
        face = front.back_face
    elif front.abilities:  # (a chosen mode and max speed abilities are abilities of the card: none without)
        if "Class" in front.subtypes:  # its level's (CR 716.2d)
            face = front.at_class_level(obj.class_level or 1)
        elif obj.s31old_chosen_mode is not None:  # s31-old: the chosen mode's abilities (CR 614.12, 607.2a)
            face = front.s31old_at_mode(obj.s31old_chosen_mode)
        elif game.s32mb_max_speed and obj.controller is not None and game.player(obj.controller).speed == 4:
            face = front.s32mb_at_max_speed()  # s32-mb: "Max speed — <ability>" (CR 702.178a)
        elif obj.s35mkm_solved:
            face = front.s35mkm_at_solved()  # s35-mkm: a solved Case's "Solved — <ability>" (CR 719.3c, 702.169)
    # s17-linked: "loses all abilities" (CR 613.1f): asked only for a permanent with effects of its own or in a
    # game with a static ability that removes them (one dict lookup otherwise: this runs very often)
    if (obj.effects or game.active_hooks.get(_LOSSES_KEY, True)) and (
            lost_all_abilities(game, obj) or rules_text_lost(game, obj)):  # s31-cmd: its rules text's (CR 305.7)
        return without_abilities(game, face)
    return face


def pending_trigger_ability(game: Game, trigger: PendingTrigger) -> Any:
    """The ability a pending trigger is of, read from its source's face now; None for a delayed
    trigger (CR 603.7) or a source that left, is face down or no longer has it."""
    index = trigger.ability_index
    if index is None:
        return None
    permanent = game.permanent(trigger.source)
    if permanent is None or permanent.card is None or permanent.face_down:
        return None
    abilities = current_face(game, permanent).abilities
    return abilities[index] if index < len(abilities) else None


def lost_all_abilities(game: Game, permanent: Permanent) -> bool:
    """s17-linked: whether an effect makes the permanent lose all its abilities now (layer 6, CR 613.1f):
    those granted to it too (rules/lose_all_abilities.py). A resolved effect's `lost_all_abilities` on the
    permanent, or a static ability of another object (`registry.ability_losses`, asked only in a game with
    one: most games ask one dict lookup)."""
    effects = permanent.effects
    if effects and any(effect.lost_all_abilities for effect in effects):
        return True
    hooks = registry.ability_losses.active(game)
    return bool(hooks) and any(loses(game, permanent) for loses in hooks)


_LOSSES_KEY = registry.ability_losses.key  # its hooks' entry in `Game.active_hooks` (an empty tuple: none)


def rules_text_lost(game: Game, permanent: Permanent) -> bool:
    """s31-cmd: whether a static ability of another object makes the permanent lose the abilities of its rules text
    ("Nonbasic lands are Mountains.", CR 305.7, 613.1d; `registry.rules_text_losses`). Asked behind the gate of
    `lost_all_abilities` (a game with such an ability keeps `registry.ability_losses` active: one dict lookup in the
    others), by `current_face` and `compute` only: the permanent keeps its intrinsic and granted abilities."""
    hooks = registry.rules_text_losses.active(game)
    return bool(hooks) and any(loses(game, permanent) for loses in hooks)


def without_abilities(game: Game, face: CardDefinition) -> CardDefinition:
    """s17-linked: the face of a permanent that lost all its abilities (layer 6, CR 613.1f): the same
    characteristics without abilities or keywords; kept for this game only, by the face's identity
    (a module cache would keep the faces a request posted inline alive after it)."""
    memo: dict[int, tuple[CardDefinition, CardDefinition]] = game.rule_memory.setdefault(_STRIPPED_FACES, {})
    found = memo.get(id(face))
    if found is not None:
        return found[1]
    # changeling is a characteristic-defining ability of layer 4 (CR 702.73a, 604.3, 613.1d), applied before
    # the loss of layer 6: the permanent keeps every creature type (its keywords are emptied in layer 6)
    kept = [keyword for keyword in ("changeling", "devoid") if keyword in face.keywords]  # s20-kw: devoid, 702.114a
    stripped = face.model_copy(update={"abilities": [], "keywords": kept})
    memo[id(face)] = (face, stripped)  # holding the face keeps its id from being reused
    return stripped


_STRIPPED_FACES = "characteristics.without_abilities"


def printed_current_face(game: Game, obj: Permanent | StackObject) -> CardDefinition:
    """s17-linked: `current_face` before any "loses all abilities" effect (the face its card shows)."""
    return _printed_current_face(game, obj)


def _printed_current_face(game: Game, obj: Permanent | StackObject) -> CardDefinition:
    front = game.definition(obj.card)
    if front.faces is not None:
        front = chosen_face(front, obj)
    if isinstance(obj, Permanent) and obj.transformed:
        face = back_face(game, obj)
        if face is not None:
            return face
    elif obj.face == "back" and front.back_face is not None:  # s17-dfc: a spell cast transformed (CR 702.146a)
        return front.back_face
    if front.abilities and "Class" in front.subtypes and isinstance(obj, Permanent):  # its level's (CR 716.2d)
        return front.at_class_level(obj.class_level or 1)
    if isinstance(obj, Permanent) and obj.s31old_chosen_mode is not None:  # s31-old: its mode's (CR 614.12, 607.2a)
        return front.s31old_at_mode(obj.s31old_chosen_mode)
    if game.s32mb_max_speed and isinstance(obj, Permanent) and _s32mb_at_max_speed(game, obj):
        return front.s32mb_at_max_speed()  # s32-mb: "Max speed — <ability>" (CR 702.178a)
    if isinstance(obj, Permanent) and obj.s35mkm_solved:
        return front.s35mkm_at_solved()  # s35-mkm: a solved Case's "Solved — <ability>" (CR 719.3c, 702.169)
    return front


def _current_face(game: Game, obj: Permanent, front: CardDefinition) -> CardDefinition:
    """`current_face` of a permanent given its front face (its chosen face of a multi-faced card,
    found by `compute` already): the same steps as there, without looking the card up again."""
    if obj.transformed:
        face = back_face(game, obj)
        if face is not None:
            return face
    if front.abilities and "Class" in front.subtypes:  # its level's (CR 716.2d)
        return front.at_class_level(obj.class_level or 1)
    if obj.s31old_chosen_mode is not None:  # s31-old: its mode's abilities (CR 614.12, 607.2a)
        return front.s31old_at_mode(obj.s31old_chosen_mode)
    if game.s32mb_max_speed and _s32mb_at_max_speed(game, obj):
        return front.s32mb_at_max_speed()  # s32-mb: "Max speed — <ability>" (CR 702.178a)
    if obj.s35mkm_solved:
        return front.s35mkm_at_solved()  # s35-mkm: a solved Case's "Solved — <ability>" (CR 719.3c, 702.169)
    return front


def _s32mb_at_max_speed(game: Game, permanent: Permanent) -> bool:
    """s32-mb: whether the permanent's controller has max speed (a speed of 4, CR 702.179e): its "Max speed —
    <ability>" abilities are then its own (702.178a). Asked only once `Game.s32mb_max_speed` says someone has it."""
    return permanent.controller is not None and game.player(permanent.controller).speed == 4


@lru_cache(maxsize=4096)
def _cost_colors(mana_cost: str) -> tuple[str, ...]:
    """The colors of a mana cost (CR 202.2): a pure function of the string."""
    return tuple(parse_mana_cost(mana_cost).colors)


@lru_cache(maxsize=4096)
def _cost_value(mana_cost: str) -> int:
    """The mana value of a mana cost off the stack (X is 0): a pure function of the string."""
    return parse_mana_cost(mana_cost).mana_value(0)


_FIELDS = frozenset(Characteristics.model_fields)
_new_object = object.__new__  # as state.instance_of binds them
_set_slot = object.__setattr__


def _built(values: dict[str, Any]) -> Characteristics:
    """`Characteristics.model_construct(**values)` for a complete set of already-valid values,
    without its per-field loop (this runs for every object at every check). Same object: the
    instance dict, the set fields, no extras, no private attributes."""
    # `instance_of(Characteristics, values, set(_FIELDS))`, inlined
    characteristics: Characteristics = _new_object(Characteristics)
    _set_slot(characteristics, "__dict__", values)
    _set_slot(characteristics, "__pydantic_fields_set__", set(_FIELDS))
    _set_slot(characteristics, "__pydantic_extra__", None)
    _set_slot(characteristics, "__pydantic_private__", None)
    return characteristics


@lru_cache(maxsize=256)
def _in_color_order(colors: tuple[str, ...]) -> tuple[str, ...]:
    """Colors in W, U, B, R, G order, each once: a pure function of the tuple."""
    return tuple(c for c in COLOR_ORDER if c in colors)


# An enum member's value without the `value` descriptor (a Python-level call per member in 3.11).
_VALUE = attrgetter("_value_")


# s17-perf: the face's fields `_from_face` reads, from its instance dict in one C call (each read of
# a model's attribute goes through pydantic's `__getattr__` hook; this runs per computed object).
_FACE_FIELDS = itemgetter("name", "mana_cost", "colors", "types", "supertypes", "subtypes", "keywords", "power",
                          "toughness")


def _from_face(face: CardDefinition, mana_value: int) -> Characteristics:
    name, mana_cost, face_colors, types, supertypes, subtypes, keywords, power, toughness = _FACE_FIELDS(face.__dict__)
    if face_colors is not None:
        colors = _in_color_order(tuple(map(_VALUE, face_colors)))
    else:
        colors = _in_color_order(_cost_colors(mana_cost)) if mana_cost else ()
    if "devoid" in keywords:  # s20-kw: devoid, "This object is colorless" (CR 702.114a, 604.3: in every zone)
        colors = ()
    # Built from already-validated definitions: skip re-validation.
    return _built({
        "name": name,
        "mana_cost": mana_cost,
        "mana_value": mana_value,
        "colors": list(colors),
        "types": list(map(_VALUE, types)),
        "supertypes": list(supertypes),
        # s12-chosen: changeling (CR 702.73a); the call only for a face with it (this runs per object)
        "subtypes": with_changeling(face) if "changeling" in keywords else list(subtypes),
        # "*": set by a characteristic-defining ability (layer 7a, rules/pt_cda.py) or by nothing,
        # and then no value (CR 208.3: a noncreature; a creature without one is refused, CR 208.2).
        "power": None if power == "*" else power,
        "toughness": None if toughness == "*" else toughness,
        "keywords": list(keywords),
    })


def face_down_characteristics() -> Characteristics:
    # CR 708.2 / seed ruling 456cb7116903271b: a nameless colorless 2/2 creature, no cost, MV 0.
    return _built({
        "name": None, "mana_cost": None, "mana_value": 0, "colors": [], "types": [_CREATURE],
        "supertypes": [], "subtypes": [], "power": 2, "toughness": 2, "keywords": [],
    })


_CREATURE = CardType.CREATURE.value


# Read from the permanent's instance dict (s17-perf): an `attrgetter` reads each field through
# pydantic's `__getattr__` hook, an `itemgetter` on the dict reads them as dict look-ups.
_VARYING = itemgetter("back_face_card", "counters", "effects", "color_effects")
# s35-dsk: a Room's `unlocked_doors` too (CR 709.5: its characteristics are its unlocked doors'; an effect locking or
# unlocking a door replaces the list, rules/s34dsk_rooms.py, s35dsk_doors.py)
_PLAIN_INPUTS = itemgetter("card", "face_down", "transformed", "face", "unlocked_doors")


def _inputs(permanent: Permanent) -> tuple[Any, ...]:
    """Everything a permanent's characteristics are computed from (besides the catalog, fixed for
    a game, and hooks listed in `registry.characteristics_cache_safe`). Conservative: more than
    compute reads (all counters, the whole back-face card). A permanent with no merged back face,
    counters or effects (most) gives a shorter tuple, never equal to a longer one."""
    fields = permanent.__dict__
    merged, counters, effects, color_effects = _VARYING(fields)  # read in C (every computed permanent)
    if merged is None and not counters and not effects and not color_effects:
        return _PLAIN_INPUTS(fields)  # type: ignore[no-any-return]  # (card, face_down, transformed, face, doors), in C
    return (
        permanent.face,
        tuple(permanent.unlocked_doors),  # s35-dsk
        permanent.card,
        permanent.face_down,
        permanent.transformed,
        None if merged is None else (merged.card, merged.face),
        tuple(counters.items()) if counters else (),
        tuple([(effect.power, effect.toughness, *effect.keywords, effect.other_values()) for effect in effects])
        if effects else (),
        tuple([tuple(effect.colors) for effect in permanent.color_effects]) if permanent.color_effects else (),
    )


def characteristics_of(game: Game, obj: Permanent | StackObject) -> Characteristics | None:
    """Like `compute`, but possibly an object shared with other callers: read it, never change
    it or keep it in the state. A permanent's characteristics are reused while its `_inputs` are
    unchanged (state-based actions and keyword checks ask for them at every check)."""
    if not game.characteristics_cacheable or not isinstance(obj, Permanent):
        return compute(game, obj)
    inputs = _inputs(obj)
    cached = game.characteristics_cache.get(id(obj))
    if cached is not None and cached[0] is obj and cached[1] == inputs:
        return cached[2]  # type: ignore[no-any-return]
    characteristics = compute(game, obj)
    game.characteristics_cache[id(obj)] = (obj, inputs, characteristics)
    return characteristics


def creatures_of(game: Game, player: str | None) -> list[tuple[Permanent, Characteristics]]:
    """The creatures `player` controls with their characteristics (`characteristics_of`: read them, never change
    them), in battlefield order: amass's Zombie Army (CR 701.47a), the party (700.8), bolster's least toughness
    (701.39a)."""
    found: list[tuple[Permanent, Characteristics]] = []
    for permanent in game.state.battlefield:
        if permanent.controller != player:
            continue
        characteristics = characteristics_of(game, permanent)
        if characteristics is not None and "Creature" in characteristics.types:
            found.append((permanent, characteristics))
    return found


def take_characteristics(game: Game, obj: Permanent | StackObject) -> Characteristics | None:
    """Like `compute` (a new object for the caller to keep), reusing what `characteristics_of`
    has computed, which is then no longer shared: its cache entry is dropped."""
    if not game.characteristics_cacheable or not isinstance(obj, Permanent):
        return compute(game, obj)
    characteristics = characteristics_of(game, obj)  # now in the cache: drop it from there
    del game.characteristics_cache[id(obj)]
    return characteristics


# `_layers`' keys in `Game.active_hooks`, by kind of object and whether it has effects of its own.
_CACHEABLE_PLAIN, _CACHEABLE_OWN = ("layers", "cacheable permanent", False), ("layers", "cacheable permanent", True)
_PERMANENT_PLAIN, _PERMANENT_OWN = ("layers", "permanent", False), ("layers", "permanent", True)
_SPELL_PLAIN, _SPELL_OWN = ("layers", "spell", False), ("layers", "spell", True)


def _layers(game: Game, obj: Permanent | StackObject) -> tuple[Any, ...]:
    """The active characteristic layers that may change `obj`: those idle for it
    (`registry.layers_idle_while_cacheable`, `layers_permanents_only`, `layers_of_own_effects`)
    are left out. Decided once per kind of object and kept in `Game.active_hooks` (emptied with
    the hook lists' own answers when the game's ability kinds grow)."""
    if isinstance(obj, Permanent):
        if obj.effects or obj.color_effects:
            key = _CACHEABLE_OWN if game.characteristics_cacheable else _PERMANENT_OWN
        else:
            key = _CACHEABLE_PLAIN if game.characteristics_cacheable else _PERMANENT_PLAIN
    else:
        key = _SPELL_OWN if obj.color_effects else _SPELL_PLAIN
    found = game.active_hooks.get(key)
    if found is None:
        found = registry.shared_decision(game, key)  # another game with the same kinds may have decided it
        if found is None:
            found = _decide_layers(game, key)
    return found


def _decide_layers(game: Game, key: tuple[str, str, bool]) -> tuple[Any, ...]:
    _, kind, own_effects = key
    idle: set[Any] = set()
    if kind == "cacheable permanent":
        idle |= registry.layers_idle_while_cacheable
    elif kind == "spell":
        idle |= registry.layers_permanents_only
    if not own_effects:
        idle |= registry.layers_of_own_effects
    found = tuple(layer for layer in registry.characteristic_layers.active(game) if layer not in idle)
    game.active_hooks[key] = found
    return found


def compute(game: Game, obj: Permanent | StackObject) -> Characteristics | None:
    """Characteristics of a battlefield or stack object; None for abilities on the stack.
    Always a new object, which the caller may keep or change."""
    if isinstance(obj, StackObject) and obj.kind is not StackObjectKind.SPELL:
        return None
    if obj.face_down:
        characteristics = face_down_characteristics()  # disguise's ward {2}: rules/face_down.py's layer
    else:
        front = game.definition(obj.card)
        if front.faces is not None:
            # A multi-faced card on the stack or the battlefield is only its chosen face, with that
            # face's own mana cost (CR 712.12, 715.3b, 709.3b; fused: both halves, 702.102c; s34-dsk: a Room's doors).
            front = chosen_face(front, obj)
        front_value = _cost_value(front.mana_cost) if front.mana_cost else 0
        if isinstance(obj, StackObject):
            # X counts with its chosen value on the stack (CR 202.3e), as 0 elsewhere.
            spell_value = parse_mana_cost(front.mana_cost).mana_value(obj.x) if front.mana_cost else 0
            if obj.face == "back" and front.back_face is not None:
                # s17-dfc: a transforming double-faced spell cast transformed (disturb, CR 702.146a) has only its
                # back face's characteristics, its mana value its front face's (712.8c).
                characteristics = _from_face(front.back_face, spell_value)
                characteristics.mana_cost = None
            else:
                characteristics = _from_face(front, spell_value)
        else:
            face = _current_face(game, obj, front)  # the front face found above, not looked up again
            if (obj.effects or game.active_hooks.get(_LOSSES_KEY, True)) and (
                    lost_all_abilities(game, obj) or rules_text_lost(game, obj)):  # s31-cmd: CR 305.7
                face = without_abilities(game, face)  # s17-linked: its printed keywords lost (CR 613.1f)
            if face is front or not obj.transformed:  # front, or a Class at its level (CR 716.2d)
                characteristics = _from_face(face, front_value)
            else:
                # CR 712.8: a transformed permanent's mana value is its front face's; a back face
                # has no mana cost of its own.
                characteristics = _from_face(face, front_value)
                characteristics.mana_cost = None
    for layer in _layers(game, obj):
        layer(game, obj, characteristics)
    if isinstance(obj, Permanent) and characteristics.power is not None and characteristics.toughness is not None:
        # Layer 7c (CR 613.4c): counters and +N/+N effects.
        counters, effects = obj.counters, obj.effects
        net = (counters.get("+1/+1", 0) - counters.get("-1/-1", 0)) if counters else 0
        # -0/-2 counters; s35-cmd: -0/-1 counters (Wall of Roots; CR 122.1, 613.4c)
        shrink = 2 * counters.get("-0/-2", 0) + counters.get("-0/-1", 0) if counters else 0
        if effects:  # most permanents have none: no generator to build then
            characteristics.power += net + sum(e.power for e in effects)
            characteristics.toughness += net + sum(e.toughness for e in effects) - shrink
        elif net or shrink:  # (adding 0 would still go through the model's __setattr__)
            characteristics.power += net
            characteristics.toughness += net - shrink
    return characteristics


def is_creature_spell(game: Game, spell: StackObject) -> bool:
    """Whether a spell on the stack is a creature spell: Creature among `compute(game, spell)`'s
    types, asked without computing its other characteristics when every layer active for it keeps
    types (`registry.layers_keeping_types`): then its types are its face's printed ones (a
    face-down spell's: a 2/2 creature, CR 708.2a). False for an ability on the stack."""
    if spell.kind is not StackObjectKind.SPELL:
        return False
    if not registry.layers_keeping_types.issuperset(_layers(game, spell)):
        characteristics = compute(game, spell)
        return characteristics is not None and _CREATURE in characteristics.types
    if spell.face_down:
        return _CREATURE in face_down_characteristics().types
    front = game.definition(spell.card)
    if front.faces is not None:  # its chosen face, as `compute` takes it (CR 712.12, 715.3b, 709.3b)
        front = front.face_definition(spell.face)
    elif spell.face == "back" and front.back_face is not None:  # s17-dfc: cast transformed (CR 702.146a)
        front = front.back_face
    return CardType.CREATURE in front.types


def has_keyword(game: Game, obj: Permanent | StackObject, keyword: str) -> bool:
    characteristics = characteristics_of(game, obj)
    return characteristics is not None and keyword in characteristics.keywords


def is_creature(game: Game, obj: Permanent | StackObject) -> bool:
    characteristics = characteristics_of(game, obj)
    return characteristics is not None and _CREATURE in characteristics.types


def with_changeling(face: CardDefinition) -> list[str]:
    """The face's subtypes; with changeling, also every creature type (CR 702.73a: a characteristic-
    defining ability, 604.3, so in every zone; CR 205.3m lists them), in alphabetical order after
    the printed ones."""
    subtypes = list(face.subtypes)
    if "changeling" not in face.keywords:
        return subtypes
    return subtypes + sorted(CREATURE_TYPES.difference(subtypes))
