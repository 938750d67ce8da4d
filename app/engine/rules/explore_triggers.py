""" "Whenever a creature you control explores, ..." (s16-kwc): the trigger "creature_you_control_explores" (CR
701.44b, 603.2). It triggers once the exploring is complete (the `explored` event, rules/explore.py), for each
permanent with such an ability whose controller controls the creature that explored; a creature that had left
the battlefield before exploring (701.44c) is controlled by no one: nothing triggers for it."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import trigger_needs
from app.engine.rules.event_triggers import players_permanents_triggered

_EXPLORES = frozenset({"creature_you_control_explores"})


def _explored(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    explorer = game.permanent(event.get("permanent") or "")
    if explorer is None:
        return []
    return players_permanents_triggered(game, explorer.controller, _EXPLORES, "creature_you_control_explores",
                                        {"that_permanent": explorer.id}, [cr("603.2"), cr("701.44b")])


keyword_triggers.watch("explored", _explored, needs=trigger_needs(_EXPLORES))
