"""Looking at a player's hand: the `look_at_hand` effect, "Look at target player's hand." (Glasses
of Urza). The cards are shown to the ability's controller (a hand is a hidden zone, CR 402.3, 400.2;
looking at it moves nothing): the `hand_looked_at` event names them."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import LookAtHandEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.state import StackObject


def _resolve_look_at_hand(game: Game, item: StackObject, effect: LookAtHandEffect, choices: Choices) -> None:
    for player_id in item.targets:
        player = game.player(player_id)
        game.emit("hand_looked_at", [cr("608.2"), cr("402.3")], stack_object=item.id, player=item.controller,
                  hand_of=player.id, cards=[card.id for card in player.hand])


registry.effect_resolvers["look_at_hand"] = _resolve_look_at_hand
