"""s24-mh2: entwine (CR 702.42): "Entwine [cost]" means "You may choose all modes of this spell instead of just one. If
you do, you pay an additional [cost]." (702.42a).

The spell's one `modal` effect is read with `choose_max` its number of modes (rules/mode_counts.py takes the modes
then); this module lets the cast choose either one mode or every mode, nothing in between (a cast naming some but not
all of them is refused and changes nothing), and adds the entwine cost to the total cost when every mode is chosen
(601.2f; an additional cost, the mana value is unchanged, 118.8d). The modes are chosen as the spell is cast (700.2a,
601.2b) and a copy keeps them (707.10) without paying anything. A spell whose entwine cost was paid is "entwined"
(702.42b: an entwined spell's modes are all done in the order written, 608.2c). Asked from the cast's verification and
cost only for a spell with an `entwine` ability (rules/optional_costs.py `has_or_mana_cost`, one look in C).
"""

from __future__ import annotations

from typing import Any

from app.engine.cards import CardDefinition, EntwineAbility, ModalEffect, SpellAbility
from app.engine.citations import cr
from app.engine.errors import IllegalAction

CITES = (cr("702.42a"), cr("700.2a"), cr("601.2b"))


def _entwine(definition: CardDefinition) -> tuple[EntwineAbility, int] | None:
    """The spell's entwine ability and the number of modes of its one modal effect."""
    found = next((a for a in definition.abilities if isinstance(a, EntwineAbility)), None)
    if found is None:
        return None
    modal = [a.effect for a in definition.abilities if isinstance(a, SpellAbility) and isinstance(a.effect, ModalEffect)]
    return (found, len(modal[0].modes)) if len(modal) == 1 else None


def _chosen(action: Any) -> int:
    choices = getattr(action, "choices", None)
    return len(set(getattr(choices, "modes", None) or ()))


def verify(definition: CardDefinition, action: Any) -> None:
    """Refuse a cast choosing more than one mode but not all of them (CR 702.42a: one mode, or all)."""
    found = _entwine(definition)
    chosen = _chosen(action)
    if found is not None and 1 < chosen < found[1]:
        raise IllegalAction("Choose one mode, or all", f"{definition.name}: choose one mode, or all {found[1]} modes and "
                            f"pay its entwine cost {found[0].cost}; {chosen} were chosen", list(CITES))


def extra_mana(definition: CardDefinition, action: Any) -> tuple[str, ...]:
    """The entwine cost when every mode is chosen (CR 702.42a, 601.2f)."""
    found = _entwine(definition)
    if found is None or found[1] < 2 or _chosen(action) != found[1]:
        return ()
    return (found[0].cost,)


def record(definition: CardDefinition, action: Any, cites: list[str]) -> None:
    """s25-mh: cite entwine when a cast paid its entwine cost (every mode chosen; CR 702.42a-b, 601.2f)."""
    if extra_mana(definition, action):
        cites.extend((cr("702.42a"), cr("702.42b"), cr("601.2f")))
