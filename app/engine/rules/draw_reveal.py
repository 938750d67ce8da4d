""""Draw a card and reveal it. If it isn't a land card, discard it." (Sindbad): the `draw_reveal`
effect. The ability's controller draws a card (CR 121.1) and reveals it (CR 701.20a: all players
see it, the `card_revealed` event names it); a card that isn't a land card is then discarded
(CR 701.9a). With an empty library nothing is drawn and the player loses the next time
state-based actions are checked (CR 121.4, 704.5b)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import DrawRevealEffect
from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.game import Game
from app.engine.rules.s32core_graveyard_instead import to_graveyard  # s32-core (CR 614.1a)
from app.engine.rules.zones import draw_cards
from app.engine.state import StackObject


def _resolve_draw_reveal(game: Game, item: StackObject, effect: DrawRevealEffect, choices: Choices) -> None:
    player = game.player(item.controller)
    before = len(player.hand)
    draw_cards(game, player, 1, (cr("608.2"), cr("121.1")))
    if len(player.hand) == before:
        return  # drew from an empty library (CR 121.4)
    card = player.hand[-1]
    definition = game.definition(card.card)
    is_land = definition.has_type(CardType.LAND)
    game.emit("card_revealed", [cr("701.20a")], stack_object=item.id, player=player.id, card_id=card.id,
              card=definition.name, land=is_land)
    if not is_land:
        player.hand.pop()
        to_graveyard(game, player, [card], Zone.HAND)
        game.emit("cards_discarded", [cr("608.2"), cr("701.9a")], stack_object=item.id, player=player.id,
                  cards=[card.id])


registry.effect_resolvers["draw_reveal"] = _resolve_draw_reveal
