"""The `put_its_counters` effect: "When ~ dies, put its counters on target creature you control."
(Essence Channeler). CR 608.2h: "its counters" are the counters ~ had as it last existed on the
battlefield. As ~ dies and its trigger is found (rules/dies_triggers.py), this module records those
counters in the trigger event's `that_counters` (kept with the ability on the stack, so a state
posted back still has them); as the ability resolves, what it acts on gets that many counters of
each kind (CR 122.1: new counters are put on it, the `counters_put` event, CR 122.6). No counters
recorded (it had none): nothing happens.

s24-mh2: modular (CR 702.43a) is the trigger "self_put_into_graveyard" (rules/put_into_graveyard_triggers.py) with
this effect's `counter` "+1/+1" (only those counters, one for each it had as it last existed) and `modular`; its
counters are recorded the same way. Each instance of modular triggers separately (702.43b)."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import PutItsCountersEffect
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_counters
from app.engine.rules.effects_targets import affected
from app.engine.rules.event_triggers import EVENT
from app.engine.rules.zones import LEFT_BATTLEFIELD
from app.engine.state import Permanent, StackObject

THAT_COUNTERS = "that_counters"
# s24-mh2: modular's "When this permanent is put into a graveyard from the battlefield" (CR 702.43a) records them too
_TRIGGER_EVENTS = frozenset({"dies", "self_put_into_graveyard"})


def _puts_its_counters(game: Game, trigger: PendingTrigger) -> bool:
    if trigger.trigger_event not in _TRIGGER_EVENTS or trigger.ability_index is None or trigger.card is None:
        return False
    definition = game.definition(trigger.card)
    if definition.faces is not None or trigger.ability_index >= len(definition.abilities):
        return False
    effect = getattr(definition.abilities[trigger.ability_index], "effect", None)
    return isinstance(effect, PutItsCountersEffect)


def _if_it_had_counters(game: Game, trigger: PendingTrigger, left: Permanent) -> bool:
    """s18-neob: whether `trigger` is `left`'s "When ~ dies, if it had counters on it, ..." (CR 603.4): with no
    counters on it as it last existed (603.10a) such an ability doesn't trigger."""
    if trigger.source != left.id or not _puts_its_counters(game, trigger):
        return False
    assert trigger.card is not None and trigger.ability_index is not None
    effect = getattr(game.definition(trigger.card).abilities[trigger.ability_index], "effect", None)
    return isinstance(effect, PutItsCountersEffect) and effect.if_it_had_counters


def _record_counters(game: Game, found: list[PendingTrigger]) -> list[PendingTrigger]:
    left: Permanent | None = game.rule_memory.get(LEFT_BATTLEFIELD)
    if left is not None and not any(number > 0 for number in left.counters.values()):
        found = [trigger for trigger in found if not _if_it_had_counters(game, trigger, left)]  # s18-neob
    if left is None or not left.counters:
        return found
    for trigger in found:
        if trigger.source == left.id and _puts_its_counters(game, trigger):
            event: dict[str, Any] = trigger.data.setdefault(EVENT, {})
            event[THAT_COUNTERS] = {kind: number for kind, number in left.counters.items() if number > 0}
    return found


def _resolve_put_its_counters(game: Game, item: StackObject, effect: PutItsCountersEffect, choices: Choices) -> None:
    counters = (item.choices.get(EVENT) or {}).get(THAT_COUNTERS) or {}
    cites = [cr("608.2h"), cr("122.1")]
    if effect.counter is not None:  # s24-mh2: "its +1/+1 counters": that kind only
        counters = {kind: number for kind, number in counters.items() if kind == effect.counter}
    if effect.modular:  # s24-mh2: a +1/+1 counter for each +1/+1 counter on it as it last existed (CR 702.43a)
        cites = [cr("702.43a"), *cites]
    for object_id in affected(game, item, effect.target):
        permanent = game.permanent(object_id)
        if permanent is None:
            continue
        for kind, number in counters.items():
            if not isinstance(number, int) or number <= 0:
                continue
            keyword_counters.put_counters(game, permanent, kind, number, cites, item.id)


registry.effect_resolvers["put_its_counters"] = _resolve_put_its_counters
registry.pending_trigger_filters.append(_record_counters)
