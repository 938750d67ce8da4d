"""s14-forage: "As an additional cost to cast this spell, forage or pay {B}." (Feed the Cycle): the
`forage_or_mana_cost` ability (CR 118.8: an additional cost; 601.2b: the player announces how they
will pay it as they cast the spell; 601.2f: mana among additional costs adds to the total cost;
601.2h: all costs are paid together; 701.61a: to forage, exile three cards from your graveyard or
sacrifice a Food).

The choice is the `cast` action's `choices.forage`: given, the caster forages that way (one id: a
Food they control to sacrifice; three ids: cards of their graveyard to exile; checked by
rules/forage.py, a wrong or impossible choice refuses the cast and changes nothing); absent, the
documented default is to pay the mana, which the total cost then includes (and which must be
payable like the rest of it). The forage happens as the costs are paid (601.2h), after the mana."""

from __future__ import annotations

from typing import Any

from app.engine.cards import CardDefinition, ForageOrManaCostAbility
from app.engine.game import Game
from app.engine.rules.forage import forage, forage_plan
from app.engine.state import Player


def _ability(definition: CardDefinition) -> ForageOrManaCostAbility | None:
    for ability in definition.abilities:  # most cards: none (a plain loop: no generator at every cast)
        if isinstance(ability, ForageOrManaCostAbility):
            return ability
    return None


def _forages(action: Any) -> bool:
    choices = getattr(action, "choices", None)
    return getattr(choices, "forage", None) is not None


def extra_mana(definition: CardDefinition, action: Any) -> tuple[str, ...]:
    """The mana this additional cost adds to the total cost (CR 601.2f): its `mana`, unless the
    caster forages instead."""
    ability = _ability(definition)
    if ability is None or _forages(action):
        return ()
    return (ability.mana,)


def verify(game: Game, player: Player, definition: CardDefinition, action: Any) -> None:
    """Refuse a cast whose chosen forage can't be done (or is chosen wrongly), CR 601.2h, 118.3."""
    if _ability(definition) is not None and _forages(action):
        forage_plan(game, player, f"the additional cost of {definition.name}")


def pay(game: Game, player: Player, definition: CardDefinition, action: Any) -> None:
    """Forage, when the caster chose to, as the spell's costs are paid (CR 601.2h)."""
    if _ability(definition) is not None and _forages(action):
        forage(game, player, f"the additional cost of {definition.name}")
