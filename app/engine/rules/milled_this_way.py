"""s18-m20: "When ~ enters, mill four cards. You gain 1 life for each creature card put into your graveyard this
way." (Gorging Vulture): the Count "milled:<card type>".

As the effect after the mill resolves (CR 608.2c: the instructions in order), it counts the cards of that card
type among those the same spell or ability put from its controller's library into their graveyard by milling
(701.17a; the `milled` events of this stack object), as they are in the graveyard now (608.2h); a card that has
left the graveyard since is not counted. The reader gives it only after the one `mill` of its controller's own
library in the same ability."""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.game import Game
from app.engine.state import StackObject

CITES = (cr("701.17a"), cr("608.2c"))


def milled_cards(game: Game, item: StackObject) -> list[str]:
    """The cards `item` milled from its controller's library (the `milled` events of this stack object; CR 701.17a).
    s33-lib: also "You may put a permanent card from among the milled cards into your hand." (rules/s18neob_return_chosen.py)."""
    return [
        card_id
        for event in game.events
        if event["type"] == "milled" and event.get("stack_object") == item.id and event.get("player") == item.controller
        for card_id in event.get("cards", [])
    ]


def milled_count(game: Game, item: StackObject, value: str) -> int:
    """How many cards of `value`'s card type `item` milled from its controller's library into their graveyard."""
    card_type = CardType(value.removeprefix("milled:").capitalize())
    milled = milled_cards(game, item)
    found = 0
    for card_id in milled:
        location = game.find_zone_card(card_id, (Zone.GRAVEYARD,))
        if location is not None and location.player.id == item.controller and game.definition(
                location.card.card).has_type(card_type):
            found += 1
    return found
