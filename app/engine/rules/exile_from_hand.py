"""Exiling cards from a hand (CR 406.1, 608.2d): "Target opponent exiles a card from their hand."
(Ruthless Negotiation), the `exile_from_hand` effect.

The player the effect names chooses the card(s) as it resolves (608.2d), given with the `resolve`
action's `choices.chosen` (ids of cards in their hand); with no more cards than it takes, every
card goes (no choice to make), and a player with an empty hand exiles nothing. With more and no
choice given, the last cards of the hand (the most recently drawn) go, and the event says
`chosen: false`. The cards go from the hand to their owner's exile (406.1); this is not a discard
(701.9a), so nothing that watches discards sees it. A wrong choice (not in the hand, too many)
is refused (422)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ExileFromHandEffect
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.discard import each_choice, own_choice  # s19-m20
from app.engine.rules.effects_targets import affected, amount
from app.engine.rules.zones import place_in_zone
from app.engine.state import Player, StackObject, ZoneCard

CITES = (cr("608.2d"), cr("406.1"))


def _picked(player: Player, number: int, chosen: list[str] | None, what: str) -> list[ZoneCard]:
    pool = list(player.hand)
    if number >= len(pool):
        return pool
    if chosen is None:
        return pool[len(pool) - number :]
    in_hand = {card.id: card for card in pool}
    if len(chosen) != number or len(set(chosen)) != number or any(c not in in_hand for c in chosen):
        raise IllegalAction(
            "Wrong cards to exile",
            f"{what}: choices.chosen must name exactly {number} different "
            f"card(s) among {', '.join(in_hand)} in {player.id}'s hand, not {chosen}",
            [*CITES],
        )
    return [in_hand[card_id] for card_id in chosen]


def _resolve(game: Game, item: StackObject, effect: ExileFromHandEffect, choices: Choices) -> None:
    number = amount(game, item, effect.amount)
    each = effect.player == "each_opponent"  # s19-m20: each opponent, in turn order (CR 101.4)
    players = affected(game, item, "each_opponent") if each else affected(game, item, "player")
    answer = choices.chosen if "chosen" not in game.used_choices else None
    if each:
        each_choice(game, players, answer, f"the stack object {item.id}", verb="exile", choice="chosen",
                    rule="608.2d")
    for player_id in players:
        player = game.player(player_id)
        chosen = own_choice(player, answer) if each else answer  # s19-m20: each their own cards
        if not each and answer is not None:
            game.used_choices.add("chosen")  # the answer is used once per action
            answer = None
        cards = _picked(player, number, chosen, f"the stack object {item.id}")
        leaving = {id(card) for card in cards}
        player.hand = [card for card in player.hand if id(card) not in leaving]
        place_in_zone(player, Zone.EXILE, cards)
        game.emit(
            "cards_exiled_from_hand",
            [cr("608.2"), *CITES],
            stack_object=item.id,
            player=player.id,
            cards=[card.id for card in cards],
            chosen=chosen is not None or len(player.hand) + len(cards) <= number,
        )
    if each and answer is not None:
        game.used_choices.add("chosen")



registry.effect_resolvers["exile_from_hand"] = _resolve
