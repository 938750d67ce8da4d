"""s24-emn: escalate (CR 702.120). "Escalate [cost]" on a modal spell ("Choose one or more —") means "For each mode
you choose beyond the first as you cast this spell, you pay an additional [cost]." (702.120a). The modes are chosen as
the spell is cast (the `cast` action's `choices.modes`, 601.2b); the escalate costs are additional costs added to the
total cost (601.2f) and paid with it (601.2h). Choosing one mode pays nothing more. The spell's mana value is that of
its mana cost (202.3). Asked only for a spell with the `escalate` ability (rules/optional_costs.py `has_or_mana_cost`,
one look at its abilities' classes)."""

from __future__ import annotations

from typing import Any

from app.engine.cards import CardDefinition, EscalateAbility
from app.engine.citations import cr

CITES = (cr("702.120a"), cr("601.2f"))


def extra_mana(definition: CardDefinition, action: Any) -> tuple[str, ...]:
    """The escalate cost once for each mode chosen beyond the first (CR 702.120a)."""
    beyond_first = len(getattr(getattr(action, "choices", None), "modes", None) or ()) - 1
    if beyond_first <= 0:
        return ()
    return tuple(ability.cost for ability in definition.abilities if isinstance(ability, EscalateAbility)
                 for _ in range(beyond_first))


def record(definition: CardDefinition, action: Any, cites: list[str]) -> None:
    """Cite the escalate costs a cast paid (none when one mode was chosen)."""
    if extra_mana(definition, action):
        cites.extend(CITES)
