"""Kicker (CR 702.33): "Kicker [cost]" means "You may pay an additional [cost] as you cast this
spell." (702.33a). A spell is kicked if its kicker cost was paid (702.33b), and "If this spell was
kicked, <effect>" happens only then (702.33d).

The `cast` action's `kicked: true` pays it: the kicker cost is added to the total cost (601.2f)
and paid with it (601.2h); it doesn't change the mana value (118.8d, 202.3). A cast with
`kicked` of a card without kicker is refused. The spell on the stack records `choices.kicked`;
its `spell` abilities with `"condition": "kicked"` are part of it only then: their targets are
chosen only when kicked (601.2c), and they happen as it resolves (608.2). A kicked permanent
spell's "when it enters, if it was kicked" abilities are not modelled (a permanent does not
remember it was kicked)."""

from __future__ import annotations

from typing import Any

from app.engine.cards import CardDefinition, KickerAbility
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.state import StackObject

KICKED = "kicked"  # the key in a spell's `choices`


def kicker_costs(definition: CardDefinition) -> list[str]:
    return [ability.cost for ability in definition.abilities if isinstance(ability, KickerAbility)]


def verify_kicked(definition: CardDefinition, kicked: bool) -> None:
    if kicked and not kicker_costs(definition):
        raise IllegalAction(
            "No kicker", f"{definition.name} has no kicker cost to pay: cast it without `kicked`", [cr("702.33a")]
        )


def extra_mana(definition: CardDefinition, kicked: bool) -> tuple[str, ...]:
    """The mana added to the total cost (CR 601.2f): the first kicker cost when kicked."""
    costs = kicker_costs(definition)
    return (costs[0],) if kicked and costs else ()


def was_kicked(item: StackObject | None) -> bool:
    return item is not None and bool(item.choices.get(KICKED))


def record_kicked(spell: StackObject, kicked: bool, cites: list[Any]) -> None:
    """Remember on the spell that it was kicked (CR 702.33b)."""
    if kicked:
        spell.choices[KICKED] = True
        cites.append(cr("702.33a"))
