"""s28-fdnb: "{4}, {T}, Sacrifice ~: Each opponent loses life equal to the number of soul counters on ~." (CR 602.2b,
608.2h, 113.7a): an activated ability whose cost sacrifices its own source and whose effect counts the counters on ~ (the
`Count` "s25khc_counters_self:<kind>", rules/s25khc_source_counters.py) uses the source's last known information: the
counters it had as the cost was paid. As such an ability is activated, before its costs are paid, the source's counters
are recorded with the ability on the stack (in the event entry rules/s25khc_source_counters.py reads once the source
has left the battlefield).

Gating: only an activation with a "Sacrifice ~" cost whose source has counters looks at the definition (a memo by
definition says which abilities count counters on ~)."""

from __future__ import annotations

from typing import Any

from app.engine.cards import CardDefinition, SacrificeSelfCost
from app.engine.game import Game
from app.engine.rules.event_triggers import EVENT
from app.engine.rules.s25khc_source_counters import PREFIX, THAT_COUNTERS
from app.engine.state import Permanent, StackObject

_KEY = "s28fdnb_sacrificed_counters"


def _counting(definition: CardDefinition) -> frozenset[int]:
    if definition.faces is not None:
        return frozenset()
    return frozenset(index for index, ability in enumerate(definition.abilities)
                     if PREFIX + "self:" in ability.model_dump_json())


def record(game: Game, item: StackObject, permanent: Permanent, ability: Any, index: int) -> None:
    """Keep the source's counters with the activated ability when its cost will sacrifice the source (CR 608.2h)."""
    if not permanent.counters or not any(isinstance(cost, SacrificeSelfCost) for cost in ability.other_costs):
        return
    indices: frozenset[int] = game.definition_fact(game.definition(permanent.card), _KEY, _counting)
    if index not in indices:
        return
    event: dict[str, Any] = item.choices.setdefault(EVENT, {})
    event[THAT_COUNTERS] = {kind: number for kind, number in permanent.counters.items() if number > 0}
