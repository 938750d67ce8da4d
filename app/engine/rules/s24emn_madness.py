"""s24-emn: madness (CR 702.35). "Madness [cost]" means "If a player would discard this card, that player discards it,
but exiles it instead of putting it into their graveyard" and "When this card is exiled this way, its owner may cast
it by paying [cost] rather than paying its mana cost. If that player doesn't, they put this card into their graveyard."
(702.35a).

- The replacement (614.1a): every discard of the engine puts the cards it discards through `put_discarded` (the effects
  and costs of rules/discard.py, the random discard, the cleanup step's, "unless you discard a card", ward's): a card
  with madness goes to its owner's exile instead of the graveyard (the `zone_change` hand -> exile, `reason`
  "madness"); it was still discarded (701.9a), so what looks for a discard sees it.
- The trigger (603.2, 603.6e-like: from exile): as the card is exiled this way, its owner's triggered ability
  "s24emn_madness" waits to go on the stack (603.3). As it resolves, if the card is still that object in exile
  (400.7), its owner chooses (608.2d): the pending decision `choose` with `choice` "pay_optional_cost" (`cost`: the
  madness cost, `card`: the card). True: they cast it now, following 601.2a-i for the madness cost instead of its
  mana cost (an alternative cost, 118.9; 702.35b: 601.2b and 601.2f-h apply), ignoring timing permissions based on
  card type (608.2g: the instruction lets them cast it); the spell's own choices are the resolving action's
  `choices.targets`, `choices.modes`, `choices.division`. False or absent (the default: the player "may"): the card is
  put into their graveyard (702.35a). A cast the `cast` action would refuse is refused with its reason.
- The madness cost is a mana cost without X; the spell's mana value stays its mana cost's (118.9c, 202.3).

The `alternative_cost` ability named "madness" carries the cost; the `cast` action's `alternative_cost` "madness" is
allowed only for this cast (rules/alternative_costs.py asks `verify_cast`). The trigger resolves in
rules/s24emn_madness_trigger.py."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Cast
from app.engine.cards import AlternativeCostAbility, CardDefinition
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger, ZoneLocation
from app.engine.rules.s32core_graveyard_instead import to_graveyard  # s32-core (CR 614.1a)
from app.engine.rules.zones import place_in_zone
from app.engine.state import Player, StackObject, ZoneCard

MADNESS = "madness"
NAME = "s24emn_madness"  # the keyword trigger
CASTING = "s24emn_madness_cast"  # `Game.rule_memory`: the card being cast for its madness cost
EXILED_CITES = (cr("702.35a"), cr("614.1a"), cr("701.9a"))
TRIGGER_CITES = (cr("702.35a"), cr("603.2"))
CAST_CITES = (cr("702.35a"), cr("702.35b"), cr("118.9"), cr("608.2g"))


def madness_cost(definition: CardDefinition) -> str | None:
    for ability in definition.abilities:  # a plain loop: asked for each card discarded
        if isinstance(ability, AlternativeCostAbility) and ability.name == MADNESS:
            return ability.cost
    return None


def put_discarded(game: Game, player: Player, cards: list[ZoneCard]) -> None:
    """Put cards `player` discarded (already out of their hand) into their graveyard, in order (CR 701.9a), but a card
    with madness into exile instead (702.35a, 614.1a), its madness trigger waiting to go on the stack (603.3)."""
    mad = [card for card in cards if madness_cost(game.definition(card.card)) is not None]
    if not mad:
        to_graveyard(game, player, cards, Zone.HAND)  # most discards
        return
    to_graveyard(game, player, [card for card in cards if all(card is not m for m in mad)], Zone.HAND)
    for card in mad:
        place_in_zone(player, Zone.EXILE, [card])
        game.emit("zone_change", list(EXILED_CITES), object=card.id, card=game.definition(card.card).name,
                  cards=[card.id], reason=MADNESS, **{"from": Zone.HAND.value, "to": Zone.EXILE.value})
        index = next(i for i, a in enumerate(game.definition(card.card).abilities)
                     if isinstance(a, AlternativeCostAbility) and a.name == MADNESS)
        found = [PendingTrigger(card.id, index, player.id, NAME, [], list(TRIGGER_CITES),
                                data={"keyword_trigger": NAME, "madness_card": card.id}, card=card.card)]
        for keep in registry.pending_trigger_filters:
            found = keep(game, found)
        game.pending_triggers.extend(found)


def in_exile(game: Game, item: StackObject) -> ZoneLocation | None:
    """The card its madness trigger is about, if it is still that object in its owner's exile (CR 400.7)."""
    card = item.choices.get("madness_card")
    location = game.find_zone_card(str(card), (Zone.EXILE,)) if card is not None else None
    return location if location is not None and location.player.id == item.controller else None


def cast_location(game: Game, action: Cast) -> ZoneLocation | None:
    """The card in exile being cast for its madness cost now (the trigger's cast), else None."""
    if not game.rule_memory or game.rule_memory.get(CASTING) != action.card:
        return None
    return game.find_zone_card(action.card, (Zone.EXILE,))


def casting(game: Game, card: str) -> bool:
    return bool(game.rule_memory) and game.rule_memory.get(CASTING) == card


def verify_cast(game: Game, definition: CardDefinition, card: str, zone: Zone) -> None:
    """The madness cost may be paid only by the card's madness trigger, for the card in exile (CR 702.35a)."""
    if zone is not Zone.EXILE or not casting(game, card):
        raise IllegalAction("No madness cast", f"{definition.name} can be cast for its madness cost only as its "
                            "madness trigger resolves, after it was discarded and exiled", [cr("702.35a")])
