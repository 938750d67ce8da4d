"""s21-ete: "You may put a land card from your hand onto the battlefield [tapped]." (Broken Bond, Growth Spiral,
Arboreal Grazer): the `put_land_from_hand` effect (docs/oracle-s21-ete.md).

As the effect resolves its controller chooses whether to put a land card from their hand and which (CR 608.2d),
given with the `resolve` action's `choices.chosen`: one land card of their hand, or none (absent or empty: the
"may" declined; the event says `chosen: false` when absent). The card enters the battlefield under their control
[tapped] (CR 110.2, 614.1c); putting a land onto the battlefield is not playing it (CR 305.4), so it uses no land
play. A card that isn't a land card of their hand, or more than one, is refused (422)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import PutLandFromHandEffect
from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.zones import enter_battlefield
from app.engine.state import StackObject

CITES = (cr("608.2d"), cr("305.4"))


def _resolve(game: Game, item: StackObject, effect: PutLandFromHandEffect, choices: Choices) -> None:
    player = game.player(item.controller or "")
    answer = choices.chosen if "chosen" not in game.used_choices else None
    if answer is not None:
        game.used_choices.add("chosen")  # the answer is used once per action
    if not answer:
        game.emit("land_put_from_hand", [cr("608.2"), *CITES], stack_object=item.id, player=player.id, card=None,
                  chosen=answer is not None)
        return
    index = next((i for i, card in enumerate(player.hand) if card.id == answer[0]), None)
    if len(answer) != 1 or index is None or not game.definition(player.hand[index].card).has_type(CardType.LAND):
        lands = [card.id for card in player.hand if game.definition(card.card).has_type(CardType.LAND)]
        raise IllegalAction("Wrong card to put onto the battlefield",
                            f"the stack object {item.id}: choices.chosen must name one land card of {player.id}'s "
                            f"hand ({', '.join(lands) or 'none'}) or none, not {answer}", [*CITES])
    card = player.hand.pop(index)
    game.emit("land_put_from_hand", [cr("608.2"), *CITES], stack_object=item.id, player=player.id, card=card.id,
              chosen=True)
    enter_battlefield(game, card.card, card.id, player.id, player.id, was_cast=False, from_zone=Zone.HAND,
                      tapped=effect.tapped)


registry.effect_resolvers["put_land_from_hand"] = _resolve
