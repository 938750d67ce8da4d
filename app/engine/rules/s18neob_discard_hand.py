"""s18-neob: "discard your hand" as an effect (Ogre-Head Helm: "If you do, discard your hand, then draw
three cards."): the `discard_hand` effect. The ability's controller discards every card in their hand
(CR 701.9a: each card goes from hand to graveyard; no choice is made); with an empty hand nothing happens.
The `cards_discarded` event names the cards (CR 608.2, 701.9a)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S18neobDiscardHandEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.discard import discard_cards
from app.engine.state import StackObject


def _resolve_discard_hand(game: Game, item: StackObject, effect: S18neobDiscardHandEffect, choices: Choices) -> None:
    player = game.player(item.controller)
    cards = list(player.hand)
    discard_cards(game, player, cards)
    game.emit("cards_discarded", [cr("608.2"), cr("701.9a")], stack_object=item.id, player=player.id,
              cards=[card.id for card in cards], chosen=True)


registry.effect_resolvers["discard_hand"] = _resolve_discard_hand
