"""Targets (CR 115): whether a spell or ability may target an object, in one place.

`target_refusal(game, source_id, target_id, controller)` asks every registered
`registry.targeting_restrictions` hook (hexproof 702.11, shroud 702.18, protection 702.16b, ...)
and returns the first Refusal, or None when the target is legal. `source_id` is the spell (in a
hand while being cast, or on the stack) or the source of the ability (a permanent, or what it was
as it last existed on the battlefield, CR 113.7a). Every targeted spell, activated and triggered
ability checks its targets with it as it is put on the stack (CR 601.2c, 602.2b, 603.3d:
`verify_targets`, refused with the rule) and again as it resolves (CR 608.2b:
`drop_illegal_targets`, which makes it fizzle when every target has become illegal).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from app.engine import registry
from app.engine.characteristics import characteristics_of, compute
from app.engine.citations import cr
from app.engine.enums import StackObjectKind, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.state import Characteristics, StackObject


def target_refusal(game: Game, source_id: str, target_id: str, controller: str) -> Refusal | None:
    for restriction in registry.targeting_restrictions:
        refusal = restriction(game, source_id, target_id, controller)
        if refusal is not None:
            return refusal
    return None


# `game.rule_memory` key of the spell being resolved: off the stack and in no zone while its
# effects happen, it is still the source of the damage it deals.
RESOLVING_SPELL = "resolving_spell"


def resolving_spell(game: Game, source_id: str) -> StackObject | None:
    spell = game.rule_memory.get(RESOLVING_SPELL)
    return spell if isinstance(spell, StackObject) and spell.id == source_id else None


def source_characteristics(game: Game, source_id: str) -> Characteristics | None:
    """What the source of a spell or ability is now (read it, don't change it): a permanent, a spell on the stack (an
    ability's own source when it is an ability), a card being cast from a zone, or what it was as
    it last existed on the battlefield (CR 113.7a); None when unknown."""
    permanent = game.permanent(source_id)
    if permanent is not None:
        return characteristics_of(game, permanent)
    item = game.stack_object(source_id)
    if item is not None:
        if item.source is not None and item.source != source_id and item.card is None:
            return source_characteristics(game, item.source)
        return compute(game, item) if item.card is not None else None
    known = game.rule_memory.get(LAST_KNOWN_SOURCE)  # s24-core: a source that left, seen as it last existed
    if known is not None and source_id in known:
        return known[source_id]  # type: ignore[no-any-return]
    location = game.find_zone_card(source_id, (Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.LIBRARY))
    if location is not None:
        return compute(game, StackObject(id=source_id, card=location.card.card))
    spell = resolving_spell(game, source_id)
    if spell is not None:
        return compute(game, spell)
    return game.state.last_known.get(source_id)


def verify_targets(game: Game, source_id: str, targets: list[str], controller: str, what: str) -> None:
    """Refuse the action when a target chosen as it is put on the stack is illegal (CR 115.4,
    601.2c, 602.2b, 603.3d)."""
    for target in targets:
        refusal = target_refusal(game, source_id, target, controller)
        if refusal is not None:
            raise IllegalAction(refusal.title or "Illegal target", f"{what} can't target {target}: {refusal.reason}",
                                [*refusal.cites, cr("601.2c")])


def drop_illegal_targets(game: Game, item: StackObject, source_id: str) -> bool:
    """As a spell or ability resolves, its targets that became illegal are left alone; when every
    target is illegal it doesn't resolve (CR 608.2b). Returns whether it still resolves; emits
    `target_illegal` for each illegal target and `ability_fizzled` / `spell_fizzled` when none is left."""
    if not item.targets or not registry.targeting_restrictions:
        return True
    controller = item.controller or ""
    legal: list[str] = []
    for target in item.targets:
        refusal = target_refusal(game, source_id, target, controller)
        if refusal is None:
            legal.append(target)
        else:
            game.emit("target_illegal", [cr("608.2b"), *refusal.cites], stack_object=item.id, target=target,
                      reason=refusal.reason)
    if legal:
        item.targets = legal
        return True
    kind = "spell" if item.kind is StackObjectKind.SPELL else "ability"
    game.emit(f"{kind}_fizzled", [cr("608.2b")], stack_object=item.id, source=item.source, targets=list(item.targets))
    return False


# --- s24-core ---

# `game.rule_memory` key: source id -> its characteristics as it last existed on the battlefield, while an effect has a
# source that has left the battlefield deal damage (`dealing_as_last_known`).
LAST_KNOWN_SOURCE = "s24core_last_known_source"


@contextmanager
def dealing_as_last_known(game: Game, source_id: str, last_known: Characteristics) -> Iterator[None]:
    """s24-core: while it lasts, `source_characteristics` sees `source_id` as `last_known` (CR 113.7a, 608.2h: a source
    that has left the battlefield is seen as it last existed there), not as the card it became in a hidden or public
    zone; so its deathtouch and lifelink (702.2b, 702.15b-c) are the ones it had, gained ones included."""
    saved = game.rule_memory.get(LAST_KNOWN_SOURCE)
    game.rule_memory[LAST_KNOWN_SOURCE] = {**(saved or {}), source_id: last_known}
    try:
        yield
    finally:
        if saved is None:
            game.rule_memory.pop(LAST_KNOWN_SOURCE, None)
        else:
            game.rule_memory[LAST_KNOWN_SOURCE] = saved
