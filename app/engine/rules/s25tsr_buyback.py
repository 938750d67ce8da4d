"""s25-tsr: buyback (CR 702.27), "Buyback [cost]" on an instant or sorcery (docs/oracle-s25-tsr.md).

- CR 702.27a: "Buyback [cost]" means "You may pay an additional [cost] as you cast this spell" and "If the buyback cost
  was paid, put this spell into its owner's hand instead of into that player's graveyard as it resolves." The `cast`
  action's `buyback` pays it (an optional additional cost: its mana is added to the total cost, CR 601.2b, 601.2f,
  as kicker's; refused for a card without buyback); the spell remembers it (`choices.buyback`).
- As the spell resolves, if its buyback cost was paid and it would go to its owner's graveyard, it goes to its owner's
  hand instead (rules/stack.py asks `resolution_destination`; a replacement, CR 614.1a). A spell that doesn't resolve
  (countered, or all its targets illegal: CR 608.2b, 701.6a) goes to the graveyard; flashback's exile wins (702.34a).
- Only a mana buyback cost is read ("Buyback—Sacrifice three Islands." stays not modelled).
"""

from __future__ import annotations

from typing import Any

from app.engine.cards import BuybackAbility, CardDefinition
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.state import StackObject

CITES = (cr("702.27a"),)
PAID = "buyback"  # the spell's `choices` key: its buyback cost was paid


def _ability(definition: CardDefinition) -> BuybackAbility | None:
    return next((ability for ability in definition.abilities_of(BuybackAbility)), None)


def verify_buyback(definition: CardDefinition, buyback: bool) -> None:
    if buyback and _ability(definition) is None:
        raise IllegalAction("No buyback", f"{definition.name} has no buyback cost to pay: cast it without `buyback`",
                            list(CITES))


def extra_mana(definition: CardDefinition, buyback: bool) -> tuple[str, ...]:
    """The mana added to the total cost when the buyback cost is paid (CR 702.27a, 601.2f)."""
    ability = _ability(definition) if buyback else None
    return (ability.cost,) if ability is not None else ()


def record_buyback(spell: StackObject, buyback: bool, cites: list[Any]) -> None:
    if buyback:
        spell.choices[PAID] = True
        cites.append(cr("702.27a"))


def returns_to_hand(item: StackObject) -> bool:
    """Whether the resolving spell goes to its owner's hand instead of their graveyard (CR 702.27a)."""
    return bool(item.choices.get(PAID))
