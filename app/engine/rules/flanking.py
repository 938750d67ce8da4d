"""Flanking (CR 702.25): "Whenever this creature becomes blocked by a creature without flanking,
the blocking creature gets -1/-1 until end of turn" (702.25a), a triggered ability; each instance
triggers separately (702.25b). It triggers as blockers are declared (CR 509.1, 603.2) and goes on
the stack the next time a player would receive priority (603.3); it has no target."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.state import PowerToughnessEffect, StackObject


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    blocker = game.permanent(event["blocker"])
    blocker_characteristics = characteristics_of(game, blocker) if blocker is not None else None
    if blocker is None or blocker_characteristics is None or "flanking" in blocker_characteristics.keywords:
        return []
    pending: list[PendingTrigger] = []
    for attacker_id in event.get("blocks", [event["attacker"]]):
        attacker = game.permanent(attacker_id)
        characteristics = characteristics_of(game, attacker) if attacker is not None else None
        if attacker is None or characteristics is None or attacker.face_down:
            continue
        for _ in range(characteristics.keywords.count("flanking")):
            pending.append(PendingTrigger(attacker.id, None, attacker.controller or "", "flanking", [],
                                          [cr("702.25a")], data={"keyword_trigger": "flanking",
                                                                 "blocker": blocker.id}))
    return pending


def _resolve(game: Game, item: StackObject, choices: Choices) -> None:
    blocker = game.permanent(item.choices["blocker"])
    if blocker is None:
        game.emit("ability_resolved", [cr("608.2"), cr("702.25a")], stack_object=item.id, source=item.source,
                  effect="flanking", note="the blocking creature is no longer on the battlefield")
        return
    blocker.effects.append(PowerToughnessEffect(source=item.source, power=-1, toughness=-1))
    game.changed(blocker)
    game.emit("pumped", [cr("608.2"), cr("702.25a"), cr("613.4c")], stack_object=item.id, source=item.source,
              permanent=blocker.id, power=-1, toughness=-1, duration="end_of_turn", effect="flanking")


keyword_triggers.watch("blocker_declared", _detect)
registry.keyword_trigger_resolvers["flanking"] = _resolve
