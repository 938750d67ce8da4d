"""s23-ori: "Whenever a creature you control becomes blocked, ..." (docs/oracle-s23-ori.md).

The trigger "creature_you_control_becomes_blocked" triggers once for each creature its controller controls that
becomes blocked by a declaration of blockers, however many creatures block it (CR 509.3c, 603.2); "it" in its effect is
that creature (`that_permanent`). Watched only in games with such a trigger.

s34-mom: with `attacking` ("Whenever a Rat you control becomes blocked, ..."), only for a blocked creature matching that
permanent spec, read from the ability's source as blockers are declared (CR 509.3c, 603.2)."""

from __future__ import annotations

from typing import Any

from app.engine.characteristics import pending_trigger_ability
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import trigger_needs
from app.engine.rules.combat_block_triggers import blocked_by_declaration
from app.engine.rules.event_triggers import players_permanents_triggered
from app.engine.rules.target_filters import matches_filter
from app.engine.state import Permanent
from app.engine.target_grammar import parse_target_spec

_BLOCKED = frozenset({"creature_you_control_becomes_blocked"})


def _creature_blocked(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    found: list[PendingTrigger] = []
    for creature in blocked_by_declaration(game, event):
        found += [pending for pending in players_permanents_triggered(
            game, creature.controller, _BLOCKED, "creature_you_control_becomes_blocked",
            {"that_permanent": creature.id}, [cr("603.2"), cr("509.3c")]) if _watches(game, pending, creature)]
    return found


def _watches(game: Game, pending: PendingTrigger, creature: Permanent) -> bool:
    """s34-mom: whether the ability's `attacking` spec (none: any creature it controls) names the blocked creature."""
    spec = getattr(pending_trigger_ability(game, pending), "attacking", None)
    return spec is None or matches_filter(game, parse_target_spec(spec), creature, pending.source,
                                          creature.controller or "")


keyword_triggers.watch("blockers_declared", _creature_blocked, needs=trigger_needs(_BLOCKED))
