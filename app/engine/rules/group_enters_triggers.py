"""Enters triggers on ~ or on any of several kinds of permanent (CR 603.2, 603.6a): "Whenever ~ or
another Bird you control enters, ..." (Salvation Swan), "Whenever another Frog, Rabbit, Raccoon, or
Squirrel you control enters, ..." (Valley Mightcaller) — a `triggered` ability with the trigger
"group_enters": `entering_any_of`, permanent specs of the target grammar read from the ability's
source (one of them must match the permanent that entered), and `or_self`: the ability's own
permanent entering triggers it too, whatever it is (CR 603.6a: an enters ability of a permanent
triggers on its own entering, as it is then on the battlefield; 603.10 looks at it as it is then).

It triggers once for each permanent that enters (603.2), with `that_permanent` (the permanent that
entered) and `that_player` (its controller) named for the ability's effect (rules/event_triggers.py),
as "permanent_enters" does (rules/enters_triggers.py)."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import game_has_trigger
from app.engine.rules.ability_presence import trigger_needs as _needs
from app.engine.rules.event_triggers import abilities_with, triggered
from app.engine.rules.target_filters import matches_filter
from app.engine.target_grammar import parse_target_spec

_GROUP = frozenset({"group_enters"})


def _entered(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not game_has_trigger(game, _GROUP):
        return []
    entered = game.permanent(event["permanent"])
    if entered is None:
        return []
    named = {"that_player": entered.controller, "that_permanent": entered.id}
    found: list[PendingTrigger] = []
    for permanent in game.state.battlefield:
        for index, ability in abilities_with(game, permanent, _GROUP):
            itself = ability.or_self and permanent.id == entered.id
            if itself or any(
                matches_filter(game, parse_target_spec(spec), entered, permanent.id, permanent.controller or "")
                for spec in ability.entering_any_of
            ):
                found.append(triggered(permanent, index, "group_enters", named, [cr("603.2"), cr("603.6a")]))
    return found


keyword_triggers.watch("entered_battlefield", _entered, needs=_needs(_GROUP))
