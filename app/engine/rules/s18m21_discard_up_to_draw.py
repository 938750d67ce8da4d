"""s18-m21: the `discard_up_to_draw` effect, "Discard up to two cards, then draw that many cards." (Kinetic Augur,
Jaya Ballard, Cathartic Pyre). The ability's controller chooses from none to `amount` cards of their hand and
discards them (CR 701.9b: the discarding player chooses; "up to" allows none), given
with the `resolve` action's `choices.discard`; without it they discard none (the documented default: no card is
chosen). Then they draw as many cards as they discarded ("that many", the number the discard did, CR 608.2c,
121.1); a draw from an empty library is handled by `draw_cards` (CR 121.4). A choice naming a card not in their
hand, a card twice, or more than `amount` cards is refused."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import DiscardUpToDrawEffect
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.discard import discard_cards
from app.engine.rules.zones import draw_cards
from app.engine.state import Player, StackObject


def _resolve(game: Game, item: StackObject, effect: DiscardUpToDrawEffect, choices: Choices) -> None:
    player = game.player(item.controller or "")
    if effect.amount == "all":  # s34-cmd: "Discard your hand, then draw that many cards [plus one]." (CR 701.9a)
        s34cmd_discard_hand_draw(game, item, player, effect.plus or 0)
        return
    chosen = list(choices.discard or [])
    game.used_choices.add("discard")
    in_hand = {card.id: card for card in player.hand}
    if len(chosen) > effect.amount or len(set(chosen)) != len(chosen) or any(c not in in_hand for c in chosen):
        raise IllegalAction("Wrong cards to discard", f"the ability {item.id}: choices.discard must name up to "
                            f"{effect.amount} different card(s) among {', '.join(in_hand) or 'none'} in {player.id}'s "
                            f"hand, not {chosen}", [cr("701.9b")])
    discarded = [in_hand[card_id] for card_id in chosen]
    discard_cards(game, player, discarded)
    game.emit("cards_discarded", [cr("608.2"), cr("701.9a"), cr("701.9b")], stack_object=item.id, player=player.id,
              cards=[card.id for card in discarded], chosen=choices.discard is not None)
    if discarded or effect.plus:
        draw_cards(game, player, len(discarded) + (effect.plus or 0), (cr("608.2c"), cr("121.1")))


def s34cmd_discard_hand_draw(game: Game, item: StackObject, player: Player, plus: int) -> None:
    """s34-cmd: "Discard all the cards in your hand, then draw that many cards plus one." (Chandra, Flamecaller; CR
    701.9a, 121.1, 608.2c): the player discards their whole hand (no choice), then draws as many cards as they discarded,
    plus `plus` (drawn even when the hand was empty)."""
    discarded = list(player.hand)
    discard_cards(game, player, discarded)
    game.emit("cards_discarded", [cr("608.2"), cr("701.9a")], stack_object=item.id, player=player.id,
              cards=[card.id for card in discarded], chosen=False)
    if discarded or plus:
        draw_cards(game, player, len(discarded) + plus, (cr("608.2c"), cr("121.1")))


registry.effect_resolvers["discard_up_to_draw"] = _resolve
