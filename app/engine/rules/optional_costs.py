"""The optional additional costs a `cast` may pay, together (CR 601.2b, 601.2f): kicker (702.33,
`kicked`) and offspring (702.175, `offspring`). One place for the casting rules (rules/stack.py),
compute_cost and legal_actions to ask what they add to the total cost and which ways to cast a
card exist."""

from __future__ import annotations

from itertools import product
from typing import Any

from app.engine.actions import Cast  # s27-otja
from app.engine.cards import (
    CardDefinition,
    EntwineAbility,
    EscalateAbility,
    ForageOrManaCostAbility,
    MoreModesIfAbility,
    RevealOrManaCostAbility,
    SacrificeOrManaCostAbility,
    TapOrManaCostAbility,
)
from app.engine.rules import (
    forage_or_mana,
    kicker,
    offspring,
    s20neoa_tap_or_mana,  # s20-neoa
    s24emn_escalate,  # s24-emn
    s24mh2_entwine,  # s24-mh2
    s25stda_reveal_or_mana,  # s25-stda
    s27mech_multikicker,  # s27-mech
    s27otja_spree,  # s27-otja
    sacrifice_or_mana,  # s16-kws
)
from app.engine.state import StackObject


def verify(definition: CardDefinition, action: Any) -> None:
    """Refuse an optional cost the card doesn't have."""
    s27mech_multikicker.verify(definition, action)  # s27-mech: multikicker (CR 702.33c)
    if not (getattr(action, "kicked", False) or getattr(action, "offspring", False)):
        return  # most casts
    kicker.verify_kicked(definition, bool(getattr(action, "kicked", False)))
    offspring.verify_offspring(definition, bool(getattr(action, "offspring", False)))


# The additional costs "<do something> or pay <mana>" (CR 118.8, 601.2b): forage (s14-forage), sacrifice (s16-kws), tap
# an untapped artifact (s20-neoa). Each module decides its own; `has_or_mana_cost` finds whether a spell has any.
# s21-neob: and "If you control ... as you cast ~, you may choose both." (`more_modes_if`, rules/s21neob_modes_if.py),
# asked in the same branch of the cast's verification so that no other cast pays for it
_OR_MANA_COSTS = frozenset((ForageOrManaCostAbility, SacrificeOrManaCostAbility, TapOrManaCostAbility,
                            MoreModesIfAbility,
                            EscalateAbility,  # s24-emn: escalate (CR 702.120a), paid per mode beyond the first
                            EntwineAbility,  # s24-mh2: entwine's cost, when every mode is chosen (rules/s24mh2_entwine.py)
                            RevealOrManaCostAbility))  # s25-stda: "reveal a Pirate card from your hand or pay {2}"


def has_or_mana_cost(definition: CardDefinition) -> bool:
    """Whether the spell has one of the "<do something> or pay <mana>" additional costs: one look at its abilities'
    classes for the three, in C (most casts: none), before any of their modules is asked."""
    return not _OR_MANA_COSTS.isdisjoint(map(type, definition.abilities))


def extra_mana(definition: CardDefinition, action: Any) -> tuple[str, ...]:
    """The mana costs chosen to be paid on top of the mana cost (CR 601.2f)."""
    or_mana = (
        *forage_or_mana.extra_mana(definition, action),  # s14-forage: "forage or pay {B}"
        *sacrifice_or_mana.extra_mana(definition, action),  # s16-kws: "sacrifice a creature or pay {3}{B}"
        *s20neoa_tap_or_mana.extra_mana(definition, action),  # s20-neoa: "tap an untapped artifact ... or pay {1}"
        *s24emn_escalate.extra_mana(definition, action),  # s24-emn: escalate (CR 702.120a)
        *s24mh2_entwine.extra_mana(definition, action),  # s24-mh2: "Entwine {2}{G}" with every mode chosen
        *s25stda_reveal_or_mana.extra_mana(definition, action),  # s25-stda: "reveal a Pirate card ... or pay {2}"
    ) if has_or_mana_cost(definition) else ()
    if type(action) is Cast and action.choices.modes:  # s27-otja: spree's modes' costs (CR 702.172a); most: no modes
        or_mana = (*or_mana, *s27otja_spree.extra_mana(definition, action))
    if not (getattr(action, "kicked", False) or getattr(action, "offspring", False)):
        return or_mana  # most casts
    return (
        *kicker.extra_mana(definition, bool(getattr(action, "kicked", False))),
        *s27mech_multikicker.extra_times(definition, action),  # s27-mech: multikicker paid more times (CR 702.33c)
        *offspring.extra_mana(definition, bool(getattr(action, "offspring", False))),
        *or_mana,
    )


def record(spell: StackObject, action: Any, cites: list[str]) -> None:
    """Remember on the spell which optional costs were paid (702.33b; 702.175a)."""
    if not (getattr(action, "kicked", False) or getattr(action, "offspring", False)):
        return  # most casts
    kicker.record_kicked(spell, bool(getattr(action, "kicked", False)), cites)
    s27mech_multikicker.record(spell, action, cites)  # s27-mech (CR 702.33d)
    offspring.record_offspring(spell, bool(getattr(action, "offspring", False)), cites)


def variants(definition: CardDefinition) -> list[dict[str, bool]]:
    """Each combination of the optional costs the card has, the plain cast first: `cast` fields."""
    names = [
        name
        for name, has in (
            ("kicked", kicker.kicker_costs(definition)),
            ("offspring", offspring.offspring_costs(definition)),
        )
        if has
    ]
    return [dict(zip(names, values, strict=True)) for values in product((False, True), repeat=len(names))]
