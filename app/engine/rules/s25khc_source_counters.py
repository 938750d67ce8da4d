"""s25-khc: "for each age counter on it" / "... on ~" (CR 122.1, 608.2h): the `Count` "s25khc_counters_it:<kind>" /
"s25khc_counters_self:<kind>", the counters of that kind on the ability's source as the effect resolves, or, once the
source has left the battlefield, on it as it last existed there (603.10a: "When ~ dies, you gain 2 life for each age
counter on it.", Arctic Nishoba). As the source leaves and such an ability of it triggers, its counters are recorded in
the trigger event's `that_counters` (kept with the ability on the stack, as rules/put_its_counters.py records them).

Gating: the recording looks only at triggers found as a permanent with counters left the battlefield (a memo by
definition says which abilities count counters)."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.cards import CardDefinition
from app.engine.game import Game, PendingTrigger
from app.engine.rules.event_triggers import EVENT
from app.engine.rules.zones import LEFT_BATTLEFIELD
from app.engine.state import Permanent, StackObject

PREFIX = "s25khc_counters_"
THAT_COUNTERS = "that_counters"  # as rules/put_its_counters.py names it


def count(game: Game, item: StackObject, value: str) -> int:
    """The number of `value`'s counters on the source now, else as it last existed (recorded with the trigger)."""
    kind = value.split(":", 1)[1]
    source = game.permanent(item.source or "")
    if source is not None:
        return max(0, source.counters.get(kind, 0))
    recorded = (item.choices.get(EVENT) or {}).get(THAT_COUNTERS) or {}
    number = recorded.get(kind, 0)
    return number if isinstance(number, int) and number > 0 else 0


def _counting(definition: CardDefinition) -> frozenset[int]:
    if definition.faces is not None:
        return frozenset()
    return frozenset(index for index, ability in enumerate(definition.abilities)
                     if PREFIX in ability.model_dump_json())


def _record(game: Game, found: list[PendingTrigger]) -> list[PendingTrigger]:
    left: Permanent | None = game.rule_memory.get(LEFT_BATTLEFIELD)
    if left is None or not left.counters or not found:
        return found
    for trigger in found:
        if trigger.source != left.id or trigger.card is None or trigger.ability_index is None:
            continue
        indices: frozenset[int] = game.definition_fact(game.definition(trigger.card), PREFIX, _counting)
        if trigger.ability_index in indices:
            event: dict[str, Any] = trigger.data.setdefault(EVENT, {})
            event[THAT_COUNTERS] = {kind: number for kind, number in left.counters.items() if number > 0}
    return found


registry.pending_trigger_filters.append(_record)
