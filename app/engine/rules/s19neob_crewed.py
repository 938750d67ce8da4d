""" "Whenever ~ becomes crewed, ..." (s19-neob; Mobilizer Mech): the trigger "self_becomes_crewed" of the Vehicle
itself. A Vehicle becomes crewed as its crew ability resolves and makes it an artifact creature (CR 702.122a;
rules/crew.py emits "became_crewed"), not when the cost is paid, and not when another effect makes it a creature
(603.2). `that_permanent`: ~; `that_player`: its controller. Asked only in a game with a card that has such an
ability."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import trigger_needs as _needs
from app.engine.rules.event_triggers import abilities_with, triggered

_SELF_CREWED = frozenset({"self_becomes_crewed"})
_CITES = [cr("702.122a"), cr("603.2")]


def _crewed(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    vehicle = game.permanent(event["permanent"])
    if vehicle is None:
        return []
    named = {"that_permanent": vehicle.id, "that_player": vehicle.controller}
    return [
        triggered(vehicle, index, "self_becomes_crewed", named, _CITES)
        for index, _ability in abilities_with(game, vehicle, _SELF_CREWED)
    ]


keyword_triggers.watch("became_crewed", _crewed, needs=_needs(_SELF_CREWED))
