"""The activated ability an `activate` action names on a card in a player's hand or graveyard (CR
602.2, 113.6, 113.6k): only the card's owner activates it (108.4a), and only an ability that says it
works there does (113.6k: its cost moves the card out of that zone). Shared by rules/hand_abilities.py
(channel, "Discard ~") and rules/graveyard_abilities.py ("Exile ~ from your graveyard"), with the checks
every such activation makes first and the ability put on the stack (CR 602.2a)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeGuard

from app.engine.actions import Activate
from app.engine.cards import ActivatedAbility, CardDefinition
from app.engine.citations import cr
from app.engine.enums import StackObjectKind, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, ZoneLocation, refuse_without_priority
from app.engine.mana import ActivationCost, parse_activation_cost
from app.engine.state import StackObject, constructed


def owners_card_at_max_speed(game: Game, definition: CardDefinition, owner_id: str) -> CardDefinition:
    """s34-fin: a card outside the battlefield with "Max speed — <ability>" (CR 702.178a: "As long as you have max speed,
    this object has <ability>", in any zone) has the ability while its owner has max speed, a speed of 4 (702.179e):
    the card's abilities at max speed then (`CardDefinition.s32mb_at_max_speed`), else as printed."""
    return definition.s32mb_at_max_speed() if game.s32mb_max_speed and game.player(owner_id).speed == 4 else definition


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
    definition = owners_card_at_max_speed(game, game.definition(location.card.card), owner)  # s34-fin (CR 702.178a)
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


def verify_timing_and_cost_symbols(
    game: Game, action: Activate, ability: ActivatedAbility, zone: Zone, what: str
) -> ActivationCost:
    """The ability's parsed cost, after the checks any activation from `zone` makes: a player has
    priority (CR 602.2; none in the untap and cleanup steps, 502.4, 514.3), a card there can't be
    tapped or untapped for {T}/{Q} (107.5), and an X is given only for an {X} in the cost (107.3)."""
    refuse_without_priority(game, cr("602.2"))
    cost = parse_activation_cost(ability.cost)
    if cost.tap or cost.untap:
        raise IllegalAction(
            "Can't pay {T}", f"{what}: a card in a {zone.value} can't be tapped or untapped", [cr("107.5"), cr("602.2b")]
        )
    if action.x and not cost.mana.x_count:
        raise IllegalAction("No X", f"{what} has no {{X}} in its cost", [cr("107.3")])
    return cost


def put_on_stack(game: Game, location: ZoneLocation, action: Activate) -> StackObject:
    """The activated ability of the card at `location` put on the stack (CR 602.2a), its costs still to pay
    (602.2b): controlled and owned by the card's owner, the card its source."""
    player, card = location.player, location.card
    item = constructed(
        StackObject,
        id=game.new_object_id(f"{card.id}-ability-"),
        kind=StackObjectKind.ACTIVATED_ABILITY,
        card=card.card,
        controller=player.id,
        owner=player.id,
        source=card.id,
        ability_index=action.ability,
        x=action.x or 0,
        targets=list(action.choices.targets),
        choices={"face": "front"},
    )
    game.state.stack.insert(0, item)
    return item
