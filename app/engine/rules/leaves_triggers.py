""" "Whenever ~ or another creature you control leaves the battlefield without dying, ..." (Three Tree
Scribe): the trigger "group_leaves" — `leaving`, a creature spec matched against the permanent that
left as it last existed (CR 603.10a; `dies_triggers.dying_matches`: its controller, token-ness and
last known characteristics; "other": not the ability's source), `or_self`: ~ leaving triggers it too,
and `without_dying`: not when the creature died, that is was put into a graveyard from the
battlefield (700.4); s22-neob: `during_your_turn`, only while the ability's controller is the active player (102.1),
and `max_per_turn` read for the permanent that left (603.2). Leaves-the-battlefield abilities (603.6c) look back in time: the permanents on
the battlefield and the one that left (its own ability) are checked (603.10a). It triggers once for
each permanent that leaves, with `that_player` (its controller) and `that_permanent` named."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import game_has_trigger
from app.engine.rules.ability_presence import trigger_needs as _needs
from app.engine.rules.dies_triggers import dying_matches
from app.engine.rules.event_triggers import abilities_with, triggered
from app.engine.rules.zones import LEFT_BATTLEFIELD
from app.engine.state import Permanent

_LEAVES = frozenset({"group_leaves"})


def _detect_leaves(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not game_has_trigger(game, _LEAVES) or event.get("from") != Zone.BATTLEFIELD.value:
        return []
    left = game.rule_memory.get(LEFT_BATTLEFIELD)
    if not isinstance(left, Permanent) or left.id != event.get("permanent"):
        return []
    last_known = game.state.last_known.get(left.id)
    if last_known is None:
        return []
    died = event.get("to") == Zone.GRAVEYARD.value and CardType.CREATURE.value in last_known.types  # CR 700.4
    named = {"that_player": left.controller, "that_permanent": left.id}
    cites = [cr("603.6c"), cr("603.10a"), *([cr("700.4")] if died else [])]
    found: list[PendingTrigger] = []
    for permanent in [left, *game.state.battlefield]:
        for index, ability in abilities_with(game, permanent, _LEAVES):
            if ability.without_dying and died:
                continue
            if ability.during_your_turn and game.state.active_player != permanent.controller:
                continue  # s22-neob: "during your turn" (CR 102.1)
            if permanent is left and _s22neob_limit_reached(left, index, ability.max_per_turn):
                continue
            itself = ability.or_self and permanent.id == left.id
            if itself or dying_matches(ability.leaving, left, last_known, permanent, game):
                extra = [cr("102.1")] if ability.during_your_turn else []
                found.append(triggered(permanent, index, "group_leaves", named, [*cites, *extra]))
    return found


def _s22neob_limit_reached(left: Permanent, index: int, most: int | None) -> bool:
    """s22-neob: "This ability triggers only once each turn." on the ability of the permanent that left itself (its
    leaves-the-battlefield ability looks back in time, CR 603.10a): rules/trigger_limits.py counts only the triggers
    of a source still on the battlefield, so the count the permanent had as it left is read here (CR 603.2)."""
    return most is not None and left.triggered_this_turn.get(str(index), 0) >= most


keyword_triggers.watch("zone_change", _detect_leaves, needs=_needs(_LEAVES))
