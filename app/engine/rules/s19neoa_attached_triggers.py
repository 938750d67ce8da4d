"""s19-neoa: "Whenever ~ becomes attached to a creature, tap that creature." (Enormous Energy Blade): the trigger
"self_becomes_attached" (CR 603.2).

The Equipment or Aura with the ability becomes attached to a creature (CR 701.3a) when an effect attaches it to one
(equip, "attach ~ to ...": the `attached` event; moving it from one creature to another is becoming attached to the
new one) or when it enters the battlefield attached to one (an Aura spell resolving, CR 608.3c, or put onto the
battlefield attached, 303.4f: the `entered_battlefield` event's `attached_to`). Attached to a noncreature permanent,
it doesn't trigger. `that_permanent` is the creature, `that_player` its controller; the ability's controller is the
attached permanent's (CR 603.3a).
"""

from __future__ import annotations

from typing import Any

from app.engine.characteristics import is_creature
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import trigger_needs
from app.engine.rules.event_triggers import abilities_with, triggered

_ATTACHED = frozenset({"self_becomes_attached"})


def _became_attached(game: Game, attached_id: str, host_id: str, cites: list[str]) -> list[PendingTrigger]:
    attached, host = game.permanent(attached_id), game.permanent(host_id)
    if attached is None or host is None or not is_creature(game, host):
        return []
    named = {"that_permanent": host.id, "that_player": host.controller}
    return [triggered(attached, index, "self_becomes_attached", named, cites)
            for index, _ in abilities_with(game, attached, _ATTACHED)]


def _attached(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    return _became_attached(game, event["permanent"], event["attached_to"], [cr("603.2"), cr("701.3a")])


def _entered(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    host = event.get("attached_to")
    if not isinstance(host, str):
        return []  # most permanents enter attached to nothing
    return _became_attached(game, event["permanent"], host, [cr("603.2"), cr("701.3a")])


keyword_triggers.watch("attached", _attached, needs=trigger_needs(_ATTACHED))
keyword_triggers.watch("entered_battlefield", _entered, needs=trigger_needs(_ATTACHED))
