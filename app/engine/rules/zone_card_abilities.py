"""The activated ability an `activate` action names on a card in a player's hand or graveyard (CR
602.2, 113.6, 113.6k): only the card's owner activates it (108.4a), and only an ability that says it
works there does (113.6k: its cost moves the card out of that zone). Shared by rules/hand_abilities.py
(channel, "Discard ~") and rules/graveyard_abilities.py ("Exile ~ from your graveyard")."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeGuard

from app.engine.actions import Activate
from app.engine.cards import ActivatedAbility
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, ZoneLocation


def ability_of_zone_card(
    game: Game,
    action: Activate,
    zone: Zone,
    works_there: Callable[[object], TypeGuard[ActivatedAbility]],
    how: str = "",
) -> tuple[ZoneLocation, ActivatedAbility, str]:
    """(where the card is, the ability, "ability N of <card> (in <owner>'s <zone>)"); refused when the
    actor isn't the owner or the ability doesn't work in `zone` (`how`: what in it would say so)."""
    place = zone.value
    location = game.find_zone_card(action.permanent, (zone,))
    assert location is not None
    owner = location.player.id
    if action.player is not None and action.player != owner:
        raise IllegalAction(
            "Not your card",
            f"{action.player} can't activate an ability of {action.permanent}, a card in {owner}'s {place}: "
            "only its owner can",
            [cr("602.2"), cr("108.4a")],
        )
    definition = game.definition(location.card.card)
    abilities = definition.abilities
    ability = abilities[action.ability] if action.ability < len(abilities) else None
    what = f"ability {action.ability} of {action.permanent} (in {owner}'s {place})"
    if not works_there(ability):
        numbers = [str(i) for i, a in enumerate(abilities) if works_there(a)]
        working = (
            f"the abilities of it that work there are number {', '.join(numbers)}"
            if numbers
            else "none of its abilities the engine models works there"
        )
        raise IllegalAction(
            f"Not a {place} ability",
            f"{definition.name} is in {owner}'s {place}, where an ability functions only if it says so{how}; "
            f"ability {action.ability} doesn't ({working})",
            [cr("113.6"), cr("113.6k")],
        )
    return location, ability, what
