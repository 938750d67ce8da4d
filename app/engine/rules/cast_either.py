"""s14-library: "Whenever you cast a noncreature or Otter spell" (Harnesser of Storms; the
`cast_trigger`'s `spell_not_type` with `or_spell_subtype`, docs/oracle-library.md).

The spell qualifies as it becomes cast (CR 601.2i) when it lacks the card type, or when it has the
subtype (CR 205.3): a creature spell that is an Otter triggers it, a noncreature spell of any
subtype does too. rules/cast_triggers.py asks `either_subtype` when the type alone would exclude it.

s16-tailb: "Whenever you cast an instant, sorcery, or Wizard spell" (`spell_type_any_of` with
`or_spell_subtype`): a spell with one of the card types, or a spell of any types with the subtype (a
Wizard creature spell) triggers it (CR 601.2i, 205.3).
"""

from __future__ import annotations

from collections.abc import Collection

from app.engine.cards import CastTriggerAbility


def either_subtype(ability: CastTriggerAbility, subtypes: Collection[str]) -> bool:
    """Whether the spell's subtypes include the ability's `or_spell_subtype` (CR 205.3, 601.2i)."""
    return ability.or_spell_subtype is not None and ability.or_spell_subtype in subtypes
