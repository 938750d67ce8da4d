"""s24-khans: delve (CR 702.66): "Each generic mana in this spell's total cost may be paid by exiling a card from your
graveyard rather than paying that mana." (702.66a). Delve isn't an additional or alternative cost; it applies once the
total cost is determined (702.66b): increases and reductions first (601.2f), then each card exiled pays one generic
mana; the spell's mana value is unchanged (202.3).

The `cast` action's `choices.delve` names the cards of the caster's graveyard exiled (none: nothing is exiled, the
whole cost is paid with mana). A card that isn't in the caster's graveyard, a card named twice, more cards than the
total cost has generic mana, or `choices.delve` on a spell without delve refuses the cast, saying which, before
anything is paid. The cards are exiled as the costs are paid (601.2h, 406.2), in the order named. Asked only for a cast
whose choices name cards to delve (rules/stack.py)."""

from __future__ import annotations

from dataclasses import replace

from app.engine.cards import CardDefinition
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.costs import TotalCost
from app.engine.rules.zones import place_in_zone
from app.engine.state import Player, ZoneCard

DELVE = "delve"
CITES = (cr("702.66a"), cr("702.66b"))


def paid_by_graveyard(game: Game, player: Player, definition: CardDefinition, cost: TotalCost,
                      card_ids: list[str]) -> tuple[TotalCost, list[ZoneCard]]:
    """The total cost left once the named graveyard cards pay one generic mana each (CR 702.66a), and those cards;
    refuses a delve that can't be done as named."""
    if not definition.has_keyword(DELVE):
        raise IllegalAction("No delve", f"{definition.name} has no delve: `choices.delve` has nothing to pay for",
                            [cr("702.66a")])
    if len(set(card_ids)) != len(card_ids):
        raise IllegalAction("Delve", f"choices.delve names a card twice: {card_ids}", [cr("702.66a")])
    graveyard = {card.id: card for card in player.graveyard}
    wrong = [card_id for card_id in card_ids if card_id not in graveyard]
    if wrong:
        raise IllegalAction("Delve", f"delve exiles cards from {player.id}'s graveyard "
                            f"({', '.join(graveyard) or 'none'}), not {', '.join(wrong)}", [cr("702.66a")])
    if len(card_ids) > cost.generic:
        raise IllegalAction("Delve", f"the total cost of {definition.name} has {cost.generic} generic mana: delve "
                            f"can't exile {len(card_ids)} cards for it (only generic mana is paid this way)",
                            [cr("702.66a"), cr("702.66b")])
    paid = replace(cost, generic=cost.generic - len(card_ids), cites=(*cost.cites, *CITES))
    return paid, [graveyard[card_id] for card_id in card_ids]


def exile_for_delve(game: Game, player: Player, cards: list[ZoneCard], what: str) -> None:
    """Exile the delved cards as the costs are paid (CR 601.2h, 406.2)."""
    leaving = {card.id for card in cards}
    player.graveyard = [card for card in player.graveyard if card.id not in leaving]
    place_in_zone(player, Zone.EXILE, cards)
    game.emit("zone_change", [cr("702.66a"), cr("601.2h"), cr("406.2")], cards=[card.id for card in cards],
              **{"from": "graveyard", "to": "exile"}, reason=f"delve: {what}")
