"""s24-khans: "Whenever a permanent you control is turned face up, <effects>" (CR 702.37e, 708.8, 603.2): the trigger
"permanent_you_control_turned_face_up" of the permanents controlled by the controller of the permanent turned face up
(the `turned_face_up` event; that permanent too, now face up with its abilities, 708.8); "that creature" in its effects
is the permanent turned face up. A face-down permanent has no abilities, so it doesn't trigger (708.2)."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import trigger_needs
from app.engine.rules.event_triggers import players_permanents_triggered

_TURNED_FACE_UP = frozenset({"permanent_you_control_turned_face_up"})


def _turned_face_up(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    permanent = game.permanent(event["permanent"])
    if permanent is None:
        return []
    return players_permanents_triggered(game, permanent.controller, _TURNED_FACE_UP,
                                        "permanent_you_control_turned_face_up", {"that_permanent": permanent.id},
                                        [cr("708.8"), cr("603.2")])


keyword_triggers.watch("turned_face_up", _turned_face_up, needs=trigger_needs(_TURNED_FACE_UP))
