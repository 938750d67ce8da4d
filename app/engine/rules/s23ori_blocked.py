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
from app.engine.rules.event_triggers import players_permanents_triggered

_BLOCKED = frozenset({"creature_you_control_becomes_blocked"})


def _creature_blocked(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    combat = game.state.combat
    if combat is None:
        return []
    blockers = {block["blocker"] for block in event.get("blocks", [])}
    found: list[PendingTrigger] = []
    for attacker in combat.attackers:
        creature = game.permanent(attacker.id) if blockers.intersection(attacker.blocked_by) else None
        if creature is not None:  # blocked by this declaration (509.1: one player's)
            found += players_permanents_triggered(game, creature.controller, _BLOCKED,
                                                  "creature_you_control_becomes_blocked",
                                                  {"that_permanent": creature.id}, [cr("603.2"), cr("509.3c")])
    return found


keyword_triggers.watch("blockers_declared", _creature_blocked, needs=trigger_needs(_BLOCKED))
