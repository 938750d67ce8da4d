"""s24-emn: "Discard two cards" in the cost of an ability of a card in a graveyard ("{2}{U}, Discard two cards: Return ~
from your graveyard to the battlefield tapped.", CR 602.2b, 701.9a, 113.6k): one plain `discard` cost per card, each of
the activating player's choice (`choices.discard` of the `activate` action, exactly that many cards of their hand; else
the last cards of the hand, as an ability of a permanent does, rules/activation_costs.py). With fewer cards in hand the
cost can't be paid (118.3). The cards go to the graveyard (or exile, for madness: rules/s24emn_madness.py) as the costs
are paid, after the mana (601.2h via 602.2b). rules/graveyard_abilities.py asks this module."""

from __future__ import annotations

from typing import Any

from app.engine.cards import DiscardCost
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.discard import discard_cards, pick
from app.engine.state import Player

CITES = (cr("602.2b"), cr("701.9a"))


def discards(other_costs: list[Any]) -> int:
    """How many cards the plain "Discard a card" costs discard (0: none; a cost with a quality is not one)."""
    return sum(1 for cost in other_costs if isinstance(cost, DiscardCost) and cost.quality is None)


def verify(game: Game, player: Player, other_costs: list[Any], what: str) -> None:
    number = discards(other_costs)
    if not number:
        return
    if len(player.hand) < number:
        raise IllegalAction("Cost can't be paid", f"{what}: {player.id} has {len(player.hand)} card(s) in hand, not the "
                            f"{number} to discard", [*CITES, cr("118.3")])
    pick(game, player, list(player.hand), number, game.choices.discard, False, what)  # refuses a wrong choice


def pay(game: Game, player: Player, other_costs: list[Any], what: str) -> None:
    number = discards(other_costs)
    if not number:
        return
    given = game.choices.discard
    if given is not None:
        game.used_choices.add("discard")
    cards = pick(game, player, list(player.hand), number, given, False, what)
    discard_cards(game, player, cards)
    game.emit("cards_discarded", list(CITES), stack_object=None, player=player.id, cards=[card.id for card in cards],
              chosen=given is not None)
