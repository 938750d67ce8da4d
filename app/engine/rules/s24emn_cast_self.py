"""s24-emn: "When you cast ~, <effects>." (CR 601.2i: once a spell becomes cast, abilities that trigger on its casting
trigger; 603.2): the `triggered` ability with the trigger "s24emn_cast_self", printed on the spell itself (the Eldrazi
of Eldritch Moon, cast with or without emerge). It triggers from the stack, where its source is (the spell's card
says it: the ability works only while the card is a spell, not as a permanent), is controlled by the spell's
controller, and goes on the stack above the spell, so it resolves first (603.3, 405.2) even if the spell is countered
meanwhile (113.7a: the ability exists independently of its source).

Asked once for each cast (`spell_cast`): the spell just cast is the top of the stack (601.2a); a spell without
abilities answers at once, else the indexes of its abilities with this trigger are a fact of its definition
(`Game.definition_fact`). A face-down spell has no abilities (708.2)."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.cards import CardDefinition, TriggeredAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger

TRIGGER = "s24emn_cast_self"
_CITES = (cr("601.2i"), cr("603.2"))


def _indexes(definition: CardDefinition) -> tuple[int, ...]:
    return tuple(index for index, ability in enumerate(definition.abilities)
                 if isinstance(ability, TriggeredAbility) and ability.trigger == TRIGGER)


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    stack = game.state.stack
    spell = stack[0] if stack else None
    if spell is None or spell.id != event.get("stack_object") or spell.face_down or spell.card is None:
        return []
    definition = current_face(game, spell)
    if not definition.abilities:
        return []  # most spells
    indexes = game.definition_fact(definition, TRIGGER, _indexes)
    return [PendingTrigger(spell.id, index, spell.controller or "", TRIGGER, [], list(_CITES), card=spell.card,
                           face="back" if spell.face == "back" else "front")
            for index in indexes]


registry.trigger_detectors.add(_detect, events=("spell_cast",))
