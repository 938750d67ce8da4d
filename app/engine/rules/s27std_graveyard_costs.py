"""s27-std: more costs of an ability of a card in a graveyard (CR 113.6k, 602.2b, 118.3): "Discard a creature card"
(701.9a: a card of that quality from the hand) and "Tap three untapped Vampires you control" (701.26a: untapped
permanents the player controls; tapping them is not a {T} cost, which a card in a graveyard can't pay, 302.6) beside
the mana, exiling cards from the graveyard and sacrificing permanents ("Sacrifice a Food", "Sacrifice two Blood
tokens", rules/sacrifice_exile_costs.py) that rules/graveyard_abilities.py pays. Which cards or permanents: the
`activate` action's `choices.discard` / `choices.tap`, else the engine's documented defaults (the last cards of that
quality in hand; the first such untapped permanents in battlefield order), as for an ability of a permanent
(rules/activation_costs.py, rules/tap_costs.py). Nothing is paid unless all can be (118.3); the discard and the taps
are paid after the mana, with the other costs (601.2h via 602.2b). rules/graveyard_abilities.py asks this module."""

from __future__ import annotations

from typing import Any

from app.engine.cards import DiscardCost, TapPermanentsCost
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.discard import discard_cards, pick
from app.engine.rules.library import has_quality
from app.engine.rules.tap_costs import pay_taps, tap_plan
from app.engine.state import Player, ZoneCard

CITES = (cr("113.6k"), cr("602.2b"))


def handles(cost: Any) -> bool:
    """Whether this module pays `cost` for an ability of a card in a graveyard."""
    return isinstance(cost, TapPermanentsCost) or (isinstance(cost, DiscardCost) and cost.quality is not None)


def _discards(other_costs: list[Any]) -> list[DiscardCost]:
    return [cost for cost in other_costs if isinstance(cost, DiscardCost) and cost.quality is not None]


def _pool(game: Game, player: Player, cost: DiscardCost) -> list[ZoneCard]:
    return [card for card in player.hand if has_quality(game, card, cost.quality)]


def verify(game: Game, player: Player, source: ZoneCard, other_costs: list[Any], what: str) -> None:
    taken: set[str] = set()
    for cost in _discards(other_costs):
        pool = [card for card in _pool(game, player, cost) if card.id not in taken]
        if not pool:
            raise IllegalAction("Cost can't be paid", f"{what}: {player.id} has no {' or '.join(cost.quality or [])} "
                                "card in hand to discard; nothing was paid", [*CITES, cr("118.3")])
        given = game.choices.discard
        chosen = [card_id for card_id in given if card_id not in taken][:1] if given is not None else None
        taken.update(card.id for card in pick(game, player, pool, 1, chosen, False, what))  # refuses a wrong choice
    tap_plan(game, player, source, other_costs, what)  # refuses too few untapped permanents (118.3, 701.26a)


def pay(game: Game, player: Player, source: ZoneCard, other_costs: list[Any], what: str) -> None:
    for cost in _discards(other_costs):
        given = game.choices.discard
        if given is not None:
            game.used_choices.add("discard")
            given = [card_id for card_id in given if any(card.id == card_id for card in player.hand)][:1]
        cards = pick(game, player, _pool(game, player, cost), 1, given, False, what)
        discard_cards(game, player, cards)
        game.emit("cards_discarded", [*CITES, cr("701.9a")], stack_object=None, player=player.id,
                  cards=[card.id for card in cards], chosen=given is not None)
    pay_taps(game, tap_plan(game, player, source, other_costs, what), what)  # CR 701.26a
