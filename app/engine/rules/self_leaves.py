""" "When ~ leaves the battlefield, draw a card." (s15-r2neob): the trigger "self_leaves", a
leaves-the-battlefield ability of the permanent itself (CR 603.6c). Such an ability "looks back in
time" (CR 603.10a): it triggers from the permanent as it last existed on the battlefield, whatever
zone it went to (graveyard, hand, exile, library) and whether or not it was a creature; its controller
is the permanent's controller as it last existed (CR 603.3a). Gated: asked only in a game with a card
that has such an ability."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import game_has_trigger
from app.engine.rules.ability_presence import trigger_needs as _needs
from app.engine.rules.event_triggers import abilities_with, triggered
from app.engine.rules.zones import LEFT_BATTLEFIELD
from app.engine.state import Permanent

_SELF_LEAVES = frozenset({"self_leaves"})


def _detect_self_leaves(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not game_has_trigger(game, _SELF_LEAVES) or event.get("from") != Zone.BATTLEFIELD.value:
        return []
    left = game.rule_memory.get(LEFT_BATTLEFIELD)
    if not isinstance(left, Permanent) or left.id != event.get("permanent"):
        return []
    named = {"that_player": left.controller, "that_permanent": left.id}
    return [
        triggered(left, index, "self_leaves", named, [cr("603.6c"), cr("603.10a")])
        for index, _ability in abilities_with(game, left, _SELF_LEAVES)
    ]


keyword_triggers.watch("zone_change", _detect_self_leaves, needs=_needs(_SELF_LEAVES))
