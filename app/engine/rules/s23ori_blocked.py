"""s23-ori: "Whenever a creature you control becomes blocked, ..." (docs/oracle-s23-ori.md).

The trigger "creature_you_control_becomes_blocked" triggers once for each creature its controller controls that
becomes blocked by a declaration of blockers, however many creatures block it (CR 509.3c, 603.2); "it" in its effect is
that creature (`that_permanent`). Watched only in games with such a trigger."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import trigger_needs
from app.engine.rules.combat_block_triggers import blocked_by_declaration
from app.engine.rules.event_triggers import players_permanents_triggered

_BLOCKED = frozenset({"creature_you_control_becomes_blocked"})


def _creature_blocked(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    found: list[PendingTrigger] = []
    for creature in blocked_by_declaration(game, event):
        found += players_permanents_triggered(game, creature.controller, _BLOCKED, "creature_you_control_becomes_blocked",
                                              {"that_permanent": creature.id}, [cr("603.2"), cr("509.3c")])
    return found


keyword_triggers.watch("blockers_declared", _creature_blocked, needs=trigger_needs(_BLOCKED))
