"""s20-m21: "When ~ enters, you may sacrifice a creature or discard a creature card. If you do, draw a card." (Crypt
Lurker): the `optional_action` "sacrifice" with `or_discard`, a card type.

The choice to do it at all is rules/reflexive.py's (`choices.pay_optional_cost`, CR 603.5, 608.2d). Which of the two
actions is done is chosen as it resolves (CR 608.2d): a `resolve` action whose `choices.discard` names a card
discards that card (one of the `or_discard` type in its controller's hand, CR 701.9a-b); otherwise the sacrifice is
done (rules/optional_sacrifice.py: `choices.sacrifice`, else the first matching permanent it controls, CR 701.21a).
The documented default when `choices.discard` names nothing and no permanent can be sacrificed: the first card of
that type in its controller's hand is discarded. Neither possible: the action can't be done, so the choice to do it
is refused (608.2d: "If you do" could never hold).
"""

from __future__ import annotations

from app.engine.actions import Choices
from app.engine.cards import OptionalAction
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.discard import discard_cards
from app.engine.rules.optional_sacrifice import describe_sacrifice, do_optional_sacrifice, sacrifice_candidates
from app.engine.state import StackObject, ZoneCard


def describe_sacrifice_or_discard(action: OptionalAction) -> str:
    """The action as the `pending` decision's `cost` names it ("sacrifice 1 creature or discard a creature card")."""
    card = "a card" if action.or_discard == "card" else f"a {action.or_discard} card"  # s34-mkm: "or discard a card"
    return f"{describe_sacrifice(action)} or discard {card}"


def _discardable(game: Game, card: ZoneCard, card_type: str) -> bool:
    return card_type == "card" or game.definition(card.card).has_type(CardType(card_type))


def do_sacrifice_or_discard(game: Game, item: StackObject, action: OptionalAction, choices: Choices) -> list[str]:
    """Sacrifice the permanent or discard the card its controller chose (module docstring); the citations."""
    assert action.or_discard is not None
    player = game.player(item.controller)
    what = f"the optional action of {item.id} ({describe_sacrifice_or_discard(action)})"
    cards = [card for card in player.hand if _discardable(game, card, action.or_discard)]
    if choices.discard is None and (choices.sacrifice is not None or sacrifice_candidates(game, item, action)):
        return do_optional_sacrifice(game, item, action, choices)
    if not cards:
        raise IllegalAction("Can't do that", f"{what}: {player.id} controls no such permanent and has no "
                            f"{action.or_discard} card in hand", [cr("608.2d"), cr("701.9a")])
    chosen = cards[:1]
    if choices.discard is not None:
        game.used_choices.add("discard")
        chosen = [card for card in cards if card.id in choices.discard]
        if len(choices.discard) != 1 or len(chosen) != 1:
            raise IllegalAction("Wrong cards to discard", f"{what}: choices.discard must name one of "
                                f"{[card.id for card in cards]}, not {choices.discard}", [cr("608.2d"), cr("701.9b")])
    discard_cards(game, player, chosen)
    return [cr("608.2d"), cr("701.9a")]
