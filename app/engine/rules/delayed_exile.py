""" "Create a token that's a copy of ~. Exile that token at the beginning of the next end step."
(Stormsplitter): `create_token_copy` with `exile_at: "next_end_step"` creates, for each token it
makes, a delayed triggered ability (CR 603.7) kept in the state's `delayed_triggers` (`at:
"next_end_step"`, `action: "exile"`, `objects`: the token). It triggers as the next end step begins
(CR 603.7b: once) and, as it resolves, exiles the token; a token that has left the battlefield is
a new object the ability can't find (CR 400.7, 603.7c), so it does nothing to it.

"Create a token that's a copy of ~" when ~ has left the battlefield before the ability resolves:
the token copies ~ as it last existed (CR 608.2h, 707.2): the copiable values its card had as the
ability triggered (the trigger keeps the source's card, copy effects included). A source on its
back face then is not modelled (refused, not guessed)."""

from __future__ import annotations

from typing import Literal

from app.engine.cards import CardDefinition
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.zones import leave_battlefield
from app.engine.state import DelayedTrigger, StackObject


def exile_at_next_end_step(game: Game, controller: str, token_id: str, source: str | None,
                           at: Literal["next_end_step", "your_next_end_step"] = "next_end_step",
                           event_source: str | None = None) -> None:
    """Remember to exile `token_id` as the next end step begins (CR 603.7a); s34-cmd: `at` "your_next_end_step", as the
    next end step of `controller`'s turn begins (rules/triggers.py); `event_source` names the event's source when the
    ability has none (a spell's effect: the spell itself)."""
    game.state.delayed_triggers.append(
        DelayedTrigger(controller=controller, at=at, action="exile", objects=[token_id], source=source)
    )
    game.emit(
        "delayed_trigger_created", [cr("603.7")], source=event_source or source, at=at, action="exile",
        objects=[token_id]
    )


def resolve_delayed_exile(game: Game, item: StackObject, objects: list[str]) -> None:
    """The delayed trigger resolves: each object still on the battlefield is exiled (CR 603.7c)."""
    game.emit("ability_resolved", [cr("608.2"), cr("603.7")], stack_object=item.id, source=item.source, effect="exile")
    for object_id in objects:
        permanent = game.permanent(object_id)
        if permanent is not None:
            leave_battlefield(game, permanent, Zone.EXILE, cites=[cr("603.7"), cr("603.7c")], reason="exiled")


def last_known_copiable_values(game: Game, item: StackObject) -> CardDefinition:
    """The copiable values of the ability's source as it last existed (module docstring)."""
    if item.card is None or item.face is not None:
        raise IllegalAction(
            "Not modelled",
            f"{item.id} would copy its source {item.source}, which has left the battlefield"
            + (" on its back face" if item.face is not None else " and whose card is not known"),
            [cr("608.2h"), cr("707.2")],
        )
    game.emit(
        "ability_resolved",
        [cr("608.2h"), cr("707.2"), cr("111.1")],
        stack_object=item.id,
        source=item.source,
        effect="create_token_copy",
    )
    return game.definition(item.card)
