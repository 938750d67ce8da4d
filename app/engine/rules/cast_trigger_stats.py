"""Cast triggers on a spell with a stated characteristic value (s14-mana): "Whenever you cast a
creature spell with mana value 4 or greater, ..." (Helga, Skittish Seer) — the cast trigger's
`spell_with`, comparisons of the target grammar ("mana_value>=4", "power<=2").

The spell is looked at as it becomes cast (CR 601.2i: the ability triggers then), with its
characteristics on the stack (CR 202.3: a spell's mana value counts the value chosen for X; 208.3
for power and toughness).
"""

from __future__ import annotations

from app.engine.cards import CastTriggerAbility
from app.engine.rules.target_filters import characteristics_match
from app.engine.state import Characteristics
from app.engine.target_grammar import parse_target_spec


def spell_meets(ability: CastTriggerAbility, characteristics: Characteristics) -> bool:
    """Whether the cast spell meets every comparison of the ability's `spell_with` (s32-stda: "legendary", a spell with
    the supertype legendary, CR 205.4a)."""
    return all(
        "Legendary" in characteristics.supertypes if value == "legendary"
        else characteristics_match(parse_target_spec(f"spell:{value}"), characteristics, 0) for value in ability.spell_with
    )
