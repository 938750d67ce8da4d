"""Prowess (CR 702.108): "Whenever you cast a noncreature spell, this creature gets +1/+1 until
end of turn" (702.108a), a triggered ability; each instance triggers separately (702.108b).

It triggers when the spell becomes cast (CR 601.2i), looking at the spell's types then (a
noncreature spell: no Creature among them), for each face-up permanent with prowess whose
controller is the spell's caster. It goes on the stack the next time a player would receive
priority (603.3), above the spell, so it resolves first. As it resolves, the creature gets +1/+1
until end of turn (layer 7c, CR 613.4c; it ends in the cleanup step, 514.2); if the creature has
left the battlefield meanwhile, the ability resolves and does nothing (608.2h)."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CardDefinition
from app.engine.characteristics import characteristics_of, is_creature_spell
from app.engine.citations import cr
from app.engine.enums import StackObjectKind
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.state import Permanent, PowerToughnessEffect, StackObject

PROWESS = "prowess"


def _mentions_prowess(definition: CardDefinition) -> bool:
    """Whether a definition mentions prowess anywhere (printed, or granted by one of its abilities to
    itself or others, "Other creatures you control have prowess"); kept by `Game.definition_fact`."""
    return PROWESS in definition.model_dump_json()


_POSSIBLE = "prowess.possible"  # game.rule_memory: whether any permanent could have prowess (below)


def _could_have_prowess(game: Game, permanent: Permanent) -> bool:
    if permanent.card is not None and game.definition_fact(game.definition(permanent.card), PROWESS, _mentions_prowess):
        return True
    if any(PROWESS in effect.keywords for effect in permanent.effects):
        return True
    merged = permanent.back_face_card  # a back face from another card (Werewhat)
    return merged is not None and game.definition_fact(game.definition(merged.card), PROWESS, _mentions_prowess)


def _may_have_prowess(game: Game) -> bool:
    """Whether any permanent could have prowess: a card that mentions it, or an effect granting it
    (a conservative test before computing characteristics). Decided once per request from the
    battlefield, then kept up to date as permanents enter and effects grant keywords (`_note`)."""
    possible: bool | None = game.rule_memory.get(_POSSIBLE)
    if possible is None:
        possible = game.rule_memory[_POSSIBLE] = any(_could_have_prowess(game, p) for p in game.state.battlefield)
    return possible


def _note(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """A permanent entering, or an effect granting keywords, may make prowess possible."""
    if game.rule_memory.get(_POSSIBLE) is not False:
        return []  # not decided yet (the first cast decides), or already possible
    if event["type"] == "pumped":
        if PROWESS in event.get("keywords", ()):
            game.rule_memory[_POSSIBLE] = True
        return []
    permanent = game.permanent(event["permanent"])
    if permanent is not None and _could_have_prowess(game, permanent):
        game.rule_memory[_POSSIBLE] = True
    return []


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if game.rule_memory.get(_POSSIBLE) is False:
        return []  # decided already: no permanent could have prowess (then the spell needn't be computed)
    spell = game.stack_object(event["stack_object"])
    if spell is None or spell.kind is not StackObjectKind.SPELL or is_creature_spell(game, spell):
        return []  # a creature spell (or none): prowess doesn't trigger (702.108a)
    if not _may_have_prowess(game):
        return []  # most games
    caster = event.get("player")
    pending: list[PendingTrigger] = []
    for permanent in game.state.battlefield:
        if permanent.controller != caster or permanent.face_down or permanent.card is None:
            continue
        characteristics = characteristics_of(game, permanent)
        if characteristics is None or PROWESS not in characteristics.keywords:
            continue
        for _ in range(characteristics.keywords.count(PROWESS)):  # 702.108b: each instance
            pending.append(keyword_triggers.self_trigger(permanent, PROWESS, [cr("702.108a"), cr("601.2i")],
                                                         spell=event["stack_object"]))
    return pending


def _resolve(game: Game, item: StackObject, choices: Choices) -> None:
    creature = keyword_triggers.source_still_there(game, item, PROWESS, "702.108a")
    if creature is None:
        return
    creature.effects.append(PowerToughnessEffect(source=creature.id, power=1, toughness=1))
    game.changed(creature)
    game.emit(
        "pumped",
        [cr("608.2"), cr("702.108a"), cr("613.4c")],
        stack_object=item.id,
        source=item.source,
        permanent=creature.id,
        power=1,
        toughness=1,
        duration="end_of_turn",
        effect=PROWESS,
    )


keyword_triggers.watch("spell_cast", _detect)
keyword_triggers.watch("entered_battlefield", _note)
keyword_triggers.watch("pumped", _note)
registry.keyword_trigger_resolvers[PROWESS] = _resolve
