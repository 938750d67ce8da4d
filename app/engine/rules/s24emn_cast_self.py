"""s24-emn: "When you cast ~, <effects>." (CR 601.2i: once a spell becomes cast, abilities that trigger on its casting
trigger; 603.2): the `triggered` ability with the trigger "s24emn_cast_self", printed on the spell itself (the Eldrazi
of Eldritch Moon, cast with or without emerge). It triggers from the stack, where its source is (the spell's card
says it: the ability works only while the card is a spell, not as a permanent), is controlled by the spell's
controller, and goes on the stack above the spell, so it resolves first (603.3, 405.2) even if the spell is countered
meanwhile (113.7a: the ability exists independently of its source).

Asked at the cast of a spell whose card has the trigger on some face (rules/printed_cast_triggers.py, which looks the
spell up once for storm, cascade and this); the indexes of the abilities with it are a fact of the face cast
(`Game.definition_fact`). A face-down spell has no abilities (708.2)."""

from __future__ import annotations

from typing import Any

from app.engine.cards import CardDefinition, TriggeredAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import printed_cast_triggers
from app.engine.state import StackObject

TRIGGER = "s24emn_cast_self"
_CITES = (cr("601.2i"), cr("603.2"))


def _indexes(definition: CardDefinition) -> tuple[int, ...]:
    return tuple(index for index, ability in enumerate(definition.abilities)
                 if isinstance(ability, TriggeredAbility) and ability.trigger == TRIGGER)


def _has(definition: CardDefinition) -> bool:
    """Some face of the card has the trigger (a spell cast transformed is its back face, `current_face`)."""
    faces = (definition, *(definition.faces or ()), *((definition.back_face,) if definition.back_face else ()))
    return any(_indexes(face) for face in faces)


def _on_cast(game: Game, event: dict[str, Any], spell: StackObject, definition: CardDefinition) -> list[PendingTrigger]:
    face = current_face(game, spell)
    indexes = game.definition_fact(face, TRIGGER, _indexes)
    return [PendingTrigger(spell.id, index, spell.controller or "", TRIGGER, [], list(_CITES), card=spell.card,
                           face="back" if spell.face == "back" else "front")
            for index in indexes]


printed_cast_triggers.register(_has, _on_cast)
