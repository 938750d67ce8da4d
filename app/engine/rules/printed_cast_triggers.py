"""The triggered abilities a spell has of its own as it becomes cast (CR 601.2i, 603.2): storm (702.40a, rules/storm.py),
cascade (702.85a, rules/s24mh1_cascade.py) and "When you cast ~" (rules/s24emn_cast_self.py).

Asked once for each cast: the spell and its card's definition are looked up once here, and which of those rules the
card has (on any face) is a fact of its definition (`Game.definition_fact`), so the cast of a spell with none of them
costs one call and one memo lookup. Each rule registers what it looks for and what it does (`register`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine.cards import CardDefinition
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.state import StackObject

Handler = Callable[[Game, dict[str, Any], StackObject, CardDefinition], list[PendingTrigger]]
_RULES: list[tuple[Callable[[CardDefinition], bool], Handler]] = []
_FACT = "printed_cast_triggers"


def register(has: Callable[[CardDefinition], bool], handler: Handler) -> None:
    """`handler` runs at the cast of a spell whose card's definition `has` (a pure function of the definition)."""
    _RULES.append((has, handler))


def _handlers(definition: CardDefinition) -> tuple[Handler, ...]:
    return tuple(handler for has, handler in _RULES if has(definition))


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    spell = game.stack_object(event["stack_object"])
    if spell is None or spell.face_down or spell.card is None:
        return []  # a face-down spell has no abilities (CR 708.2)
    definition = spell.card if isinstance(spell.card, CardDefinition) else game.catalog.get(spell.card)
    if definition is None:
        return []
    handlers: tuple[Handler, ...] = game.definition_fact(definition, _FACT, _handlers)
    if not handlers:
        return []  # nearly every cast
    return [trigger for handler in handlers for trigger in handler(game, event, spell, definition)]


keyword_triggers.watch("spell_cast", _detect)
