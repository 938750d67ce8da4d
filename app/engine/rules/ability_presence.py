"""Which kinds of ability the cards of a game have: asked by rules whose hooks run often but matter
only when a permanent with their ability is around (Control Magic's control change, Kismet, Gloom,
the beginning-of-step, cast and state triggers, the event triggers by trigger name).

Decided once per game from the battlefield (either face of each card; a card's answer is kept by
the definition's identity, as the catalog's definitions are shared and never changed), and widened
as a permanent enters (`registry.widen_kinds`, before its `enters_replacements` are chosen). A kind listed may be
on a face-down permanent or one whose ability doesn't apply: the rules then look closer; a kind not
listed is certainly absent, and the rule does nothing at once.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import Any

from app.engine import registry
from app.engine.cards import CardDefinition, TriggeredAbility
from app.engine.characteristics import current_face
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.state import INLINE_DEFINITION_MEMO, CardRef, Permanent

_TRIGGER_PREFIX = "trigger:"  # a trigger name among the kinds ("trigger:dies"), beside ability classes
# A card with a triggered ability under an intervening "if you cast it" (s25-stda, rules/s25stda_if_cast.py)
IF_CAST = "trigger:if_cast"
_IF_CAST_ONLY: frozenset[object] = frozenset((IF_CAST,))
_KINDS: dict[int, tuple[CardDefinition, frozenset[object]]] = {}
_NONE: frozenset[object] = frozenset()
# A kind of a card some face of which (its own, a printed back face's, a multi-faced card's) is a
# planeswalker, abilities or not: the 0-loyalty state-based action and entering with loyalty need it
# (rules/loyalty.py; no effect of the engine's vocabulary gives the Planeswalker type).
PLANESWALKER_FACE = "face:planeswalker"
# A player has an emblem (CR 114): posted with the state, or given by a resolved effect
# (rules/emblems.py adds it); the emblems' step hooks need it.
EMBLEM = "object:emblem"
_PLANESWALKER_ONLY: frozenset[object] = frozenset((PLANESWALKER_FACE,))
# s29-modern: a card whose `exiled_instead_of_dying` names other creatures (`affected`, rules/exiled_instead_of_dying.py)
S29MODERN_OTHERS_EXILED = "ability:s29modern_others_exiled_instead_of_dying"
_S29MODERN_OTHERS_EXILED_ONLY: frozenset[object] = frozenset((S29MODERN_OTHERS_EXILED,))
# s30-stdc: a card whose `static_pump` gives keywords to permanents of any type (rules/static_pump.py)
S30STDC_PERMANENTS_AFFECTED = ("permanents_you_control", "other_permanents_you_control")
S30STDC_PERMANENTS_PUMPED = "ability:s30stdc_permanents_pumped"
_S30STDC_PERMANENTS_PUMPED_ONLY: frozenset[object] = frozenset((S30STDC_PERMANENTS_PUMPED,))
# Kinds a posted state holds other than in its cards' abilities (a keyword counter on a permanent,
# rules/keyword_counters.py): each function here returns the kinds it finds in `game.state`, asked
# once as the game's kinds are first decided; the rule that puts such a thing mid-request adds its
# kind then (`add_kind`).
posted_state_kinds: list[Callable[[Game], frozenset[object]]] = []
# Kinds decided from every card of the request, wherever it is (its catalog: a card in a hand, library or graveyard that
# reads a record of the turn may come into play later in the request): `catalog_kind(kind, has)` registers one. One
# pass over the catalog per game, each definition's answer (the registered kinds whose `has` holds for it) kept with it
# (`Game.definition_fact`): one look-up per card however many rules ask.
_catalog_tests: dict[object, Callable[[CardDefinition], object]] = {}
_CATALOG_FACT = "ability_presence:catalog_kinds"


def catalog_kind(kind: object, has: Callable[[CardDefinition], object]) -> None:
    """Count `kind` among a game's kinds when some card of its catalog has `has(definition)` (truthy). Register at
    import (every rule module is imported before any game is played)."""
    _catalog_tests[kind] = has


def catalog_mark(kind: object, mark: str) -> None:
    """`catalog_kind` for the cards whose definition, written as JSON, contains `mark` (a vocabulary name or field as
    written, e.g. '"for_each_attacked_this_turn":true'): a card that reads a record of the turn, wherever the ability."""
    catalog_kind(kind, lambda definition: mark in definition.model_dump_json())


def _definition_catalog_kinds(definition: CardDefinition) -> frozenset[object]:
    if not definition.abilities and definition.back_face is None and definition.faces is None:
        return _NONE
    return frozenset(kind for kind, has in _catalog_tests.items() if has(definition))


def _catalog_kinds(game: Game) -> frozenset[object]:
    found = _NONE
    fact = game.definition_fact
    for definition in game.catalog.values():
        kinds = fact(definition, _CATALOG_FACT, _definition_catalog_kinds)
        if kinds:
            found = found | kinds
    return found


posted_state_kinds.append(_catalog_kinds)
# The simplest of them: a field of the game state itself (a list of permissions or delayed abilities a
# resolved effect left), its kind counted while the posted field is not empty. `posted_state_field`
# registers one; all are read at once in C (`_STATE_FIELDS`), a single call for the states that have
# none of them (nearly all).
_state_fields: dict[str, object] = {}
_STATE_FIELDS: list[Callable[[Any], tuple[Any, ...]]] = []


def posted_state_field(name: str, kind: object) -> None:
    """Count `kind` among a game's kinds when its posted state's field `name` is not empty."""
    _state_fields[name] = kind
    names = tuple(_state_fields)
    _STATE_FIELDS[:] = [lambda state: tuple(getattr(state, n) for n in names)] if len(names) == 1 else [attrgetter(*names)]
_PLANESWALKER = CardType.PLANESWALKER


def trigger_kind(trigger: str) -> str:
    """The kind of a card with a triggered ability of that trigger name ("dies"): what a hook or a
    keyword watcher (`keyword_triggers.watch`) `needs` to be asked only in games with one."""
    return _TRIGGER_PREFIX + trigger


def trigger_needs(triggers: frozenset[str]) -> tuple[str, ...]:
    """The kinds of cards with a triggered ability of one of those trigger names: a watcher's
    `needs` (`keyword_triggers.watch`), so that it isn't even asked in a game without one."""
    return tuple(sorted(trigger_kind(trigger) for trigger in triggers))


def format_kind(game_format: str) -> str:
    """The kind of a game of that `format` ("commander"), among every kind of such a game's: what
    a hook `needs` to be asked only in games of that format (the format never changes in a request)."""
    return "format:" + game_format


def _definition_kinds(definition: CardDefinition, shared: bool = True) -> frozenset[object]:
    """`shared`: a catalog definition, whose answer is kept for later requests; an inline one's
    answer is kept with it by the inline definitions' memo (`state.INLINE_DEFINITION_MEMO.facts_of`)
    when the memo keeps it, else decided without being kept, so no request's cards stay alive."""
    if not definition.abilities and definition.back_face is None and definition.faces is None:
        # most cards: one face, no ability (a planeswalker without abilities: only a posted definition)
        return _PLANESWALKER_ONLY if _PLANESWALKER in definition.types else _NONE
    # Any other card, a multi-faced one without abilities too: its kinds decided once and kept (for
    # such a card, `_decided_kinds` finds only whether some face is a planeswalker).
    if not shared:
        kinds: frozenset[object] = INLINE_DEFINITION_MEMO.fact(definition, "ability_kinds", _inline_kinds)
        return kinds
    found = _KINDS.get(id(definition))
    if found is not None and found[0] is definition:
        return found[1]
    return _decided_kinds(definition, True)


def _inline_kinds(definition: CardDefinition) -> frozenset[object]:
    # a card posted inline is in no catalog, so the kinds `catalog_kind` registers are decided here too (a permanent's
    # "start your engines!" posted inline, s32-mb)
    return _decided_kinds(definition, False) | _definition_catalog_kinds(definition)


def _decided_kinds(definition: CardDefinition, shared: bool) -> frozenset[object]:
    abilities = [*definition.abilities, *(a for level in definition.class_levels() for a in level.abilities),
                 *definition.s31old_mode_abilities(),  # s31-old: a mode's abilities (CR 614.12, 607.2a)
                 *definition.s32mb_max_speed_abilities(),  # s32-mb: "Max speed — <ability>" (CR 702.178a)
                 *definition.s35mkm_solved_abilities()]  # s35-mkm: "Solved — <ability>" (CR 702.169)
    kinds: frozenset[object] = frozenset(type(ability) for ability in abilities)
    # the trigger names of its triggered abilities ("dies", "land_enters", ...), for `game_has_trigger`
    kinds |= frozenset(_TRIGGER_PREFIX + ability.trigger for ability in abilities
                       if isinstance(ability, TriggeredAbility))
    if any(isinstance(ability, TriggeredAbility) and ability.if_cast is not None for ability in abilities):
        kinds |= _IF_CAST_ONLY  # s25-stda: "When ~ enters, if you cast it ..." (rules/s25stda_if_cast.py)
    if _PLANESWALKER in definition.types:
        kinds |= _PLANESWALKER_ONLY  # (its back face and faces: below)
    if any(getattr(ability, "affected", None) is not None and ability.kind == "exiled_instead_of_dying"
           for ability in abilities):
        kinds |= _S29MODERN_OTHERS_EXILED_ONLY  # s29-modern: "If a creature ... would die" (exiled_instead_of_dying.py)
    if any(getattr(ability, "affected", None) in S30STDC_PERMANENTS_AFFECTED and ability.kind == "static_pump"
           for ability in abilities):
        kinds |= _S30STDC_PERMANENTS_PUMPED_ONLY  # s30-stdc: "Other permanents you control have hexproof."
    if definition.back_face is not None:
        kinds |= _definition_kinds(definition.back_face, shared)
    for face in definition.faces or ():  # a multi-faced card's faces (docs/layouts.md)
        kinds |= _definition_kinds(face, shared)
    if not shared:
        return kinds
    if len(_KINDS) >= 4096:
        _KINDS.clear()
    _KINDS[id(definition)] = (definition, kinds)
    return kinds


def spell_kinds(game: Game, definition: CardDefinition) -> frozenset[object]:
    """The ability kinds of a card (or face) being cast or costed, either face: kept by identity
    for a catalog's definition, with it for one the inline definitions' memo keeps, else decided
    without being kept (a face of an inline card, say: no request's cards stay alive)."""
    return _definition_kinds(definition, shared=game.catalog.get(definition.name) is definition)


def _card_kinds(game: Game, card: CardRef | None) -> frozenset[object]:
    definition = game.catalog.get(card) if isinstance(card, str) else card
    return _NONE if definition is None else _definition_kinds(definition, isinstance(card, str))


def _kinds(game: Game) -> set[object]:
    kinds = game.ability_kinds
    if kinds is None:
        kinds = set()
        catalog = game.catalog
        for permanent in game.state.battlefield:  # `_card_kinds` inlined: most cards have no ability
            card = permanent.card
            definition = catalog.get(card) if isinstance(card, str) else card
            if definition is not None and (definition.abilities or definition.back_face is not None
                                           or definition.faces is not None or _PLANESWALKER in definition.types):
                kinds |= _definition_kinds(definition, isinstance(card, str))
            if permanent.back_face_card is not None:  # a merged back face (Werewhat's exiled card)
                kinds |= _card_kinds(game, permanent.back_face_card.card)
        battlefield = game.state.battlefield
        getters = _posted_getters()
        # registry.posted_kind: a field set on some permanent; first whether any is set at all, in C
        if battlefield and any(map(any, map(getters[0], battlefield))):
            for name, getter in getters[1]:
                if any(map(getter, battlefield)):
                    kinds.add(registry.posted_kind(name))
        if game.state.format is not None:
            kinds.add(format_kind(game.state.format))
        if any(player.emblems for player in game.state.players):  # s15-perf: emblems' hooks need it
            kinds.add(EMBLEM)
        for finder in posted_state_kinds:
            kinds |= finder(game)
        for read in _STATE_FIELDS:
            values = read(game.state)
            if any(values):
                kinds.update(kind for kind, value in zip(_state_fields.values(), values, strict=True) if value)
        game.ability_kinds = kinds
    return kinds


def widen(game: Game, card: CardRef | None) -> None:
    """Count the kinds of `card` among the game's from now on: a card that becomes part of a
    permanent other than by entering (a merged back face, rules/werewhat.py)."""
    kinds = _card_kinds(game, card)
    if kinds:
        _add_kinds(game, kinds)


def add_kind(game: Game, kind: str) -> None:
    """Count `kind` among the game's from now on: a thing some hook `needs` that appeared during
    the request other than with a card (an effect of a duration only one rule ends, say)."""
    _add_kinds(game, frozenset((kind,)))


def _add_kinds(game: Game, kinds: frozenset[object]) -> None:
    known = _kinds(game)
    if not kinds <= known:
        new = kinds - known
        known.update(new)
        game.ability_kinds_frozen = None
        if not new.isdisjoint(registry.needed_kinds):
            # Some hook lists may have more hooks that matter now: decided anew (or shared with
            # the games with these kinds, `registry.share_decisions`).
            game.active_hooks = {}
            game.active_hooks_shared = False


def game_has_kind(game: Game, kind: str) -> bool:
    """s19-granted: whether `kind` (a string kind: `add_kind`'s, `registry.posted_kind`'s) is among the game's."""
    return kind in _kinds(game)


_POSTED_GETTERS: list[Any] = []


def _posted_getters() -> tuple[Callable[[Any], tuple[Any, ...]], list[tuple[str, Callable[[Any], Any]]]]:
    """For `registry.posted_fields`: one getter of all of them as a tuple, and each one's own getter; made
    again when a field was added since (the rules register theirs as they are imported)."""
    names = registry.posted_fields
    if not _POSTED_GETTERS or _POSTED_GETTERS[0] != len(names):
        ordered = sorted(names)
        every = attrgetter(*ordered) if len(ordered) > 1 else (lambda obj: (getattr(obj, ordered[0]),))
        _POSTED_GETTERS[:] = [len(names), (every, [(name, attrgetter(name)) for name in ordered])]
    found: tuple[Callable[[Any], tuple[Any, ...]], list[tuple[str, Callable[[Any], Any]]]] = _POSTED_GETTERS[1]
    return found


def game_has(game: Game, kind: type) -> bool:
    """Whether a card on the battlefield now or since the game began has an ability of `kind`."""
    return kind in _kinds(game)


_PREFIXED: dict[frozenset[str], frozenset[str]] = {}


def game_has_trigger(game: Game, triggers: frozenset[str]) -> bool:
    """Whether a card on the battlefield now or since the game began has a triggered ability whose
    trigger is one of `triggers` (the event triggers' detectors return at once otherwise)."""
    prefixed = _PREFIXED.get(triggers)
    if prefixed is None:
        prefixed = _PREFIXED[triggers] = frozenset(_TRIGGER_PREFIX + trigger for trigger in triggers)
    return not _kinds(game).isdisjoint(prefixed)


def abilities_of_kind(game: Game, permanent: Permanent, kind: type[Any]) -> list[tuple[int, Any]]:
    """The (index, ability) pairs of `kind` of a permanent's current face; none face down (CR 708.2).
    Memoised per definition for the request (the same definition object gives the same answer)."""
    if permanent.face_down or permanent.card is None:
        return []
    definition: CardDefinition = current_face(game, permanent)
    if not definition.abilities:
        return []
    memo: dict[tuple[int, type[Any]], list[tuple[int, Any]]] = game.rule_memory.setdefault("abilities_of_kind", {})
    key = (id(definition), kind)
    found = memo.get(key)
    if found is None:
        found = [(index, a) for index, a in enumerate(definition.abilities) if isinstance(a, kind)]
        memo[key] = found
        game.rule_memory.setdefault("abilities_of_kind_keep", []).append(definition)  # keeps the id valid
    return found


def _frozen_kinds(game: Game) -> frozenset[object]:
    """`_kinds(game)` as a frozenset, made once per growth of the kinds (`widen` drops it): the
    hook lists' key for their answers (`HookList.active`), asked once per list and game."""
    frozen = game.ability_kinds_frozen
    if frozen is None:
        frozen = game.ability_kinds_frozen = frozenset(_kinds(game))
    return frozen


registry.game_kinds = _frozen_kinds
registry.widen_kinds = widen  # as a permanent enters (rules/zones.py `enter_battlefield`)
