"""s16-kws: "As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}." (the
`sacrifice_or_mana_cost` ability; CR 118.8: an additional cost; 601.2b: the player announces how
they will pay it as they cast the spell; 601.2f: mana among additional costs adds to the total
cost; 601.2h: all costs are paid together; 701.21a: to sacrifice, move a permanent you control to
its owner's graveyard).

The choice is the `cast` action's `choices.sacrifice`: given, the caster sacrifices that permanent
(exactly one, of the ability's `card_type`, controlled by them; a wrong choice refuses the cast and
changes nothing); absent, the documented default is to pay the mana, which the total cost then
includes (and which must be payable like the rest of it). The sacrifice happens as the costs are
paid (601.2h), after the mana."""

from __future__ import annotations

from typing import Any

from app.engine.cards import AdditionalCostAbility, CardDefinition, SacrificeOrManaCostAbility
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.zones import leave_battlefield
from app.engine.state import Permanent, Player

CITES = (cr("601.2b"), cr("601.2h"), cr("118.8"))


def _ability(definition: CardDefinition) -> SacrificeOrManaCostAbility | None:
    for ability in definition.abilities:  # most cards: none (a plain loop: no generator at every cast)
        if isinstance(ability, SacrificeOrManaCostAbility):
            return ability
    return None


def _sacrifices(action: Any) -> bool:
    choices = getattr(action, "choices", None)
    return getattr(choices, "sacrifice", None) is not None


def extra_mana(definition: CardDefinition, action: Any) -> tuple[str, ...]:
    """The mana this additional cost adds to the total cost (CR 601.2f): its `mana`, unless the
    caster sacrifices instead."""
    ability = _ability(definition)
    if ability is None or _sacrifices(action):
        return ()
    return (ability.mana,)


def _chosen(game: Game, player: Player, definition: CardDefinition, action: Any) -> Permanent | None:
    if not _sacrifices(action):  # most casts choose no sacrifice: asked before the card's abilities are
        return None
    ability = _ability(definition)
    if ability is None:
        return None
    if any(isinstance(a, AdditionalCostAbility) and a.cost == "sacrifice" for a in definition.abilities):
        raise IllegalAction(
            "Not modelled",
            f"{definition.name} has two sacrifice costs: both chosen with one `choices.sacrifice` are not modelled",
            list(CITES),
        )
    return one_named(game, player, definition, ability, list(action.choices.sacrifice), "sacrifice",
                     [*CITES, cr("701.21a")])


def one_named(game: Game, player: Player, definition: CardDefinition, ability: Any, given: list[str], choice: str,
              cites: list[str]) -> Permanent:
    """The one permanent of the ability's `card_type` its caster controls that `choices.<choice>` names for "<sacrifice /
    tap an untapped> <card type> ... or pay <mana>" (untapped ones only for "tap"); refused otherwise (CR 601.2h)."""
    wanted = ability.card_type.capitalize()
    untapped = choice == "tap"  # s20-neoa: "tap an untapped artifact you control or pay {1}" (rules/s20neoa_tap_or_mana.py)
    pool = [
        p
        for p in game.state.battlefield
        if p.controller == player.id and not (untapped and p.tapped)
        and (found := characteristics_of(game, p)) is not None and wanted in found.types
    ]
    chosen = [p for p in pool if p.id in given]
    if len(given) != 1 or len(chosen) != 1:
        raise IllegalAction(
            "Additional cost can't be paid that way",
            f"{definition.name}: choices.{choice} must name exactly one {'untapped ' if untapped else ''}"
            f"{ability.card_type} you control among {[p.id for p in pool]}, not {given} (or leave it out to pay "
            f"{ability.mana})",
            cites,
        )
    return chosen[0]


def verify(game: Game, player: Player, definition: CardDefinition, action: Any) -> None:
    """Refuse a cast whose chosen sacrifice can't be done (CR 601.2h, 118.3)."""
    _chosen(game, player, definition, action)


def pay(game: Game, player: Player, definition: CardDefinition, action: Any) -> None:
    """Sacrifice the permanent, when the caster chose to, as the spell's costs are paid (CR 601.2h)."""
    permanent = _chosen(game, player, definition, action)
    if permanent is not None:
        game.used_choices.add("sacrifice")
        leave_battlefield(game, permanent, Zone.GRAVEYARD, cites=[*CITES, cr("701.21a")], reason="sacrificed")
