"""s23-c13: a card's colors as a spell would have them (CR 202.2, 105.2): its color indicator or characteristic-defining
colors where the definition states them, else the colors of its mana cost — for the permission "You may cast green
creature spells as though they had flash." (rules/flash_permission.py), decided before the spell is on the stack
(CR 601.3)."""

from __future__ import annotations

from app.engine.cards import CardDefinition
from app.engine.mana import parse_mana_cost


def definition_colors(definition: CardDefinition) -> list[str]:
    """The colors of `definition` (CR 202.2: from its mana cost unless it states its colors)."""
    if definition.colors is not None:
        return [color.value for color in definition.colors]
    return list(parse_mana_cost(definition.mana_cost).colors) if definition.mana_cost else []
