""" "When ~ enters and when you sacrifice it, ..." (Carrot Cake, Heaped Harvest), "When you sacrifice
~, ...": the trigger "sacrificed" (with `also_on: ["enters"]` for the first; rules/triggers.py reads
`also_on`). A leaves-the-battlefield ability (CR 603.6c): it triggers when ~ is sacrificed — moved
from the battlefield to its owner's graveyard by its controller, as a cost or an effect says
(701.21a; every sacrifice of the engine is a zone change with the reason "sacrificed") — and looks
back in time: its abilities and controller are as it last existed on the battlefield (603.10a); the
ability is controlled by that controller, the player who sacrificed it (701.21a: only a permanent's
controller can sacrifice it). A permanent put into a graveyard any other way (destroyed, state-based
actions) is not sacrificed."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import game_has_trigger
from app.engine.rules.event_triggers import abilities_with, triggered
from app.engine.rules.zones import LEFT_BATTLEFIELD
from app.engine.state import Permanent

_SACRIFICED = frozenset({"sacrificed"})


def _detect_sacrificed(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not game_has_trigger(game, _SACRIFICED):
        return []
    if event.get("from") != Zone.BATTLEFIELD.value or event.get("reason") != "sacrificed":
        return []
    left = game.rule_memory.get(LEFT_BATTLEFIELD)
    if not isinstance(left, Permanent) or left.id != event.get("permanent"):
        return []
    named: dict[str, Any] = {"that_player": left.controller, "that_permanent": left.id}
    cards = event.get("cards") or []
    if cards:
        named["that_card"] = cards[0]
    cites = [cr("603.6c"), cr("603.10a"), cr("701.21a")]
    return [triggered(left, index, "sacrificed", named, cites) for index, _ in abilities_with(game, left, _SACRIFICED)]


keyword_triggers.watch("zone_change", _detect_sacrificed)
