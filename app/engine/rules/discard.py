"""Discard (CR 701.9): the `discard` effect, "Target player discards a card." (Disrupting Scepter).

The discarding player chooses the card(s) (CR 701.9b), given with the `resolve` action's
`choices.discard` (ids of cards in their hand). With no choice given and more cards in hand than
it takes, the answer is a refusal asking for the choice, never a guess; with no more cards than it
takes, every card is discarded (no choice to make). A player with an empty hand discards nothing.
The cards go from the hand to the owner's graveyard (701.9a), in the order chosen.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import DiscardEffect
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.effects_targets import amount
from app.engine.rules.zones import place_in_zone
from app.engine.state import StackObject


def _resolve_discard(game: Game, item: StackObject, effect: DiscardEffect, choices: Choices) -> None:
    number = amount(game, item, effect.amount)
    players = list(item.targets) if effect.player == "target_player" else [item.controller or ""]
    for player_id in players:
        player = game.player(player_id)
        if number >= len(player.hand):
            discarded = list(player.hand)
        else:
            chosen = choices.discard
            game.used_choices.add("discard")
            if chosen is None:
                raise IllegalAction("Choose the discard", f"{player.id} discards {number} of the {len(player.hand)} "
                                    "cards in their hand and chooses which: name them with the resolve action's "
                                    "choices.discard", [cr("701.9b")])
            in_hand = {card.id: card for card in player.hand}
            if len(chosen) != number or len(set(chosen)) != number or any(c not in in_hand for c in chosen):
                raise IllegalAction("Wrong cards to discard", f"choices.discard must name exactly {number} different "
                                    f"card(s) in {player.id}'s hand ({', '.join(in_hand)}), not {chosen}",
                                    [cr("701.9b")])
            discarded = [in_hand[card_id] for card_id in chosen]
        leaving = {id(card) for card in discarded}
        player.hand = [card for card in player.hand if id(card) not in leaving]
        place_in_zone(player, Zone.GRAVEYARD, discarded)
        game.emit("cards_discarded", [cr("608.2"), cr("701.9a"), cr("701.9b")], stack_object=item.id,
                  player=player.id, cards=[card.id for card in discarded])


registry.effect_resolvers["discard"] = _resolve_discard
