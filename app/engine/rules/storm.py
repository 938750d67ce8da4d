"""s14-copies: storm (CR 702.40), granted by an emblem: "Instant and sorcery spells you cast have
storm." (Ral, Crackling Wit's emblem, the `spells_you_cast_have` emblem ability; CR 114.4).

- CR 702.40a: storm is a triggered ability that functions on the stack: "When you cast this spell,
  copy it for each other spell that was cast before it this turn. If the spell has any targets, you
  may choose new targets for any of the copies." It triggers as the spell becomes cast (601.2i) for
  each instant or sorcery spell the emblem's owner casts (the emblem gives the spell storm; each
  emblem one instance, 702.40b: each triggers separately). It goes on the stack above the spell
  (603.3), with the spell as its source.
- The number of copies: the spells cast before it this turn, by every player (the players'
  `spells_cast_this_turn` as it is cast, less the spell itself), counted as it triggers; copies are
  not cast and never count (707.10).
- As it resolves, the copies are put on the stack one by one (rules/spell_copies.py, CR 707.10):
  controlled by the trigger's controller, with the spell's targets, or new ones from the `resolve`
  action's `choices.copies_targets` (one list a copy, in order; 707.10c). If the spell has left the
  stack (countered), it is copied as it last existed there (608.2h): the trigger keeps it.

s24-mh1: storm printed on the spell itself ("Storm", Flusterstorm, Wing Shards): the same trigger, for
any spell (not only an instant or sorcery) whose characteristics as it is cast have storm, one instance each
(702.40b). Its watcher is asked at every cast, but looks only at the cast card's printed keywords (one set
membership) before anything else: a spell without storm printed costs one lookup.

Gating: the emblem's detector is watched only in a game with an emblem (`needs=(EMBLEM,)`), and returns at once
unless some player has one (most games have none).
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import MAX_TOKENS_PER_EFFECT, CardDefinition, SpellsYouCastHaveAbility
from app.engine.characteristics import compute
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers, printed_cast_triggers
from app.engine.rules.ability_presence import EMBLEM
from app.engine.rules.spell_copies import put_copy_on_stack
from app.engine.state import StackObject

STORM = "storm"
_SPELL = "storm_spell"  # the trigger's `choices`: the spell as it was cast (its last known information)
_COUNT = "storm_count"
CITES = (cr("702.40a"), cr("114.4"))
_TYPES = {CardType.INSTANT.value, CardType.SORCERY.value}


def _instances(game: Game, player_id: str) -> int:
    player = game.player(player_id)
    return sum(
        1
        for emblem in player.emblems
        for ability in emblem.abilities
        if isinstance(ability, SpellsYouCastHaveAbility) and ability.keyword == STORM
    )


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    caster = event.get("player")
    if caster is None or not any(p.emblems for p in game.state.players):
        return []  # most games: no emblem
    instances = _instances(game, caster)
    if not instances:
        return []
    spell = game.stack_object(event["stack_object"])
    characteristics = compute(game, spell) if spell is not None else None
    if spell is None or characteristics is None or not _TYPES & set(characteristics.types):
        return []
    count = max(0, sum(p.spells_cast_this_turn for p in game.state.players) - 1)
    data = {"keyword_trigger": STORM, _SPELL: spell.model_dump(mode="json"), _COUNT: count}
    return [
        PendingTrigger(spell.id, None, caster, STORM, [], [*CITES, cr("601.2i")], data=dict(data), card=spell.card)
        for _ in range(instances)  # CR 702.40b
    ]


def _resolve(game: Game, item: StackObject, choices: Choices) -> None:
    count = int(item.choices.get(_COUNT, 0))
    if count > MAX_TOKENS_PER_EFFECT:  # a posted `spells_cast_this_turn` has no upper bound
        raise IllegalAction("Too many copies", f"{item.id}: storm would copy the spell {count} times; the engine "
                            f"puts at most {MAX_TOKENS_PER_EFFECT} objects on the stack or battlefield per effect",
                            [cr("702.40a")])
    spell = game.stack_object(str(item.source)) or StackObject.model_validate(item.choices[_SPELL])  # 608.2h
    given = list(choices.copies_targets or [])
    if choices.copies_targets is not None:
        game.used_choices.add("copies_targets")
    for number in range(count):
        targets = given[number] if number < len(given) else None
        put_copy_on_stack(game, item, spell, targets or None, True, CITES)


def has_printed_keyword(definition: CardDefinition, keyword: str) -> bool:
    """s24-mh1: whether some face of the card has `keyword` printed (storm here; cascade, rules/s24mh1_cascade.py)."""
    return keyword in definition.keywords or any(
        keyword in face.keywords
        for face in (*(definition.faces or ()), *((definition.back_face,) if definition.back_face else ())))


def _on_printed(game: Game, event: dict[str, Any], spell: StackObject, definition: CardDefinition) -> list[PendingTrigger]:
    """s24-mh1: a spell with storm of its own (CR 702.40a), counted like the emblem's (rules/printed_cast_triggers.py
    asks it only for a card with storm printed)."""
    characteristics = compute(game, spell)
    instances = characteristics.keywords.count(STORM) if characteristics is not None else 0
    caster = event.get("player") or spell.controller or ""
    count = max(0, sum(p.spells_cast_this_turn for p in game.state.players) - 1)
    data = {"keyword_trigger": STORM, _SPELL: spell.model_dump(mode="json"), _COUNT: count}
    return [
        PendingTrigger(spell.id, None, caster, STORM, [], [*CITES, cr("601.2i")], data=dict(data), card=spell.card)
        for _ in range(instances)  # CR 702.40b
    ]


printed_cast_triggers.register(lambda definition: has_printed_keyword(definition, STORM), _on_printed)
# Only in games where a player has an emblem (storm is given by one here; `ability_presence.EMBLEM`, added by
# `emblems.get_emblem` as a player gets one): not even asked at the casts of the other games.
keyword_triggers.watch("spell_cast", _detect, needs=(EMBLEM,))
registry.keyword_trigger_resolvers[STORM] = _resolve
