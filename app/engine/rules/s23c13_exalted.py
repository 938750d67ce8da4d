"""Exalted (CR 702.83; s23-c13): "Whenever a creature you control attacks alone, that creature gets +1/+1 until
end of turn" (702.83a), a triggered ability of the permanent with exalted (a creature, a land, an enchantment:
any permanent may have it); each instance triggers separately (702.83b).

A creature attacks alone when it is the only creature declared as an attacker in the declare attackers step
(506.5), so it triggers as attackers are declared (508.1, 508.3a) for each instance of exalted among the
permanents its controller controls, with their characteristics then (keywords granted by "Other creatures you
control have exalted" included, 613.1f). A creature put onto the battlefield attacking was never declared and
doesn't trigger it (508.4). The ability has no target; as it resolves the creature that attacked alone gets +1/+1
until end of turn (layer 7c, 613.4c; it ends in the cleanup step, 514.2) even if it has since been removed from
combat; if that creature has left the battlefield the ability does nothing (608.2h). It resolves even if the
permanent with exalted has left the battlefield (the ability exists on its own, 113.7a)."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.state import PowerToughnessEffect, StackObject

EXALTED = "exalted"


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    declared = event.get("attackers") or []
    if len(declared) != 1:
        return []  # CR 506.5: only a creature declared as the one attacker attacks alone
    attacker = game.permanent(declared[0]["id"])
    if attacker is None:
        return []
    pending: list[PendingTrigger] = []
    for permanent in game.state.battlefield:
        if permanent.controller != attacker.controller or permanent.face_down or permanent.card is None:
            continue
        characteristics = characteristics_of(game, permanent)
        if characteristics is None or EXALTED not in characteristics.keywords:
            continue
        for _ in range(characteristics.keywords.count(EXALTED)):  # CR 702.83b: each instance
            pending.append(keyword_triggers.self_trigger(permanent, EXALTED, [cr("702.83a"), cr("506.5"), cr("508.3a")],
                                                         attacker=attacker.id))
    return pending


def _resolve(game: Game, item: StackObject, choices: Choices) -> None:
    creature = game.permanent(item.choices.get("attacker") or "")
    if creature is None:
        game.emit("ability_resolved", [cr("608.2h"), cr("702.83a")], stack_object=item.id, source=item.source,
                  effect=EXALTED, note="the creature that attacked alone is no longer on the battlefield")
        return
    creature.effects.append(PowerToughnessEffect(source=item.source, power=1, toughness=1))
    game.changed(creature)
    game.emit("pumped", [cr("608.2"), cr("702.83a"), cr("613.4c")], stack_object=item.id, source=item.source,
              permanent=creature.id, power=1, toughness=1, duration="end_of_turn", effect=EXALTED)


keyword_triggers.watch("attackers_declared", _detect)
registry.keyword_trigger_resolvers[EXALTED] = _resolve
