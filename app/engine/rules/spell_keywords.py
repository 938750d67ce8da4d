"""A keyword a spell must have for a cost reduction to apply to it (CR 601.2f, 702.1): "Creature
spells with flying you cast cost {1} less to cast." (`cost_reduction` with `keyword`).

The total cost is determined once the spell is on the stack (601.2f), so the keyword is the one the
card has there: its printed keywords (the definition's `keywords`, CR 702.1 - a keyword on a card in
a hidden zone or on the stack is part of its text). No effect of this engine grants a keyword to a
spell on the stack, so the printed keywords are its keywords then.
"""

from __future__ import annotations

from app.engine.cards import CardDefinition


def spell_has_keyword(definition: CardDefinition, keyword: str) -> bool:
    """Whether the spell cast from `definition` has `keyword` (CR 702.1, 601.2f)."""
    return keyword in definition.keywords
