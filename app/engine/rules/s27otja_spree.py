"""s27-otja: spree (CR 702.172). "Spree" on a modal spell means "Choose one or more modes. As an additional cost to
cast this spell, pay the costs associated with those modes." (702.172a). The spell's `modal` effect has `spree_costs`,
one mana cost per mode, and `choose_max` its number of modes (app/engine/cards.py `ModalEffect`).

- The modes are chosen as the spell is cast (the `cast` action's `choices.modes`, CR 601.2b, 700.2a): one or more
  different modes, done in the order printed (rules/mode_counts.py; 700.2d), only their targets chosen (700.2c).
- Each chosen mode's cost is an additional cost added to the total cost (601.2f) and paid with it (601.2h): a cast
  without modes never reaches here, and a spell cast without paying its mana cost still pays them (118.9, 601.2f).
- The spell's mana value is that of its mana cost (202.3): the modes' costs don't change it.
Asked only for a cast that names modes (most casts name none), then one look at the spell's abilities."""

from __future__ import annotations

from typing import Any

from app.engine.cards import CardDefinition, ModalEffect, SpellAbility
from app.engine.citations import cr

CITES = (cr("702.172a"), cr("601.2f"))


def spree_modal(definition: CardDefinition) -> ModalEffect | None:
    """The spell's spree modal effect (the one with `spree_costs`), or None."""
    for ability in definition.abilities:
        if isinstance(ability, SpellAbility) and isinstance(ability.effect, ModalEffect) \
                and ability.effect.spree_costs is not None:
            return ability.effect
    return None


def _chosen(action: Any) -> list[int] | None:
    modes = getattr(getattr(action, "choices", None), "modes", None)
    return list(modes) if modes else None


def extra_mana(definition: CardDefinition, action: Any) -> tuple[str, ...]:
    """The costs of the chosen modes (CR 702.172a), each once, in printed order; none when the cast names no modes or
    the spell has no spree. A mode that doesn't exist or is chosen twice is refused by rules/mode_counts.py."""
    chosen = _chosen(action)
    if chosen is None:
        return ()
    modal = spree_modal(definition)
    if modal is None or modal.spree_costs is None:
        return ()
    costs = modal.spree_costs
    return tuple(costs[pick] for pick in sorted(set(chosen)) if 0 <= pick < len(costs))


def record(definition: CardDefinition, action: Any, cites: list[str]) -> None:
    """Cite the spree costs a cast paid."""
    if extra_mana(definition, action):
        cites.extend(CITES)
