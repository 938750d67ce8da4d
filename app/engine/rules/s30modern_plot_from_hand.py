"""s30-modern: "When ~ enters, you may exile a nonland card with mana value 3 or less from your hand. If you do, it becomes
plotted." (Kellan Joins Up): the `plot_from_hand` effect.

- CR 608.2d: as it resolves, its controller chooses at most one card of their hand with one of the effect's qualities
  (the `resolve` action's `choices.chosen`, one card id, or none: "you may" exile nothing; without an answer nothing is
  exiled, the event says `chosen: false`). A card without the quality, or not in that hand, is refused.
- CR 702.170c: the card is exiled and becomes plotted (its `plotted_turn`, as the plot special action leaves it,
  rules/s27otja_plot.py); the `plotted` event says `how` "effect" (so "When ~ becomes plotted" triggers as for the
  special action).
- CR 702.170d: its owner may cast it from exile without paying its mana cost during their main phase while the stack is
  empty on any later turn, even though it has no plot ability (rules/s27otja_plot.py `cast_location`).
- "If you do" (CR 608.2c): nothing chosen, nothing happens.

Gating: the resolver runs only for this effect kind (`registry.effect_resolvers`); no hook runs in other games.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S30modernPlotFromHandEffect
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.library import has_quality
from app.engine.rules.s21neoa_put_from_hand import at_most_one_hand_card
from app.engine.rules.zones import place_in_zone
from app.engine.state import StackObject

CITES = (cr("608.2d"), cr("702.170c"))


def _resolve(game: Game, item: StackObject, effect: S30modernPlotFromHandEffect, choices: Choices) -> None:
    player = game.player(item.controller)
    answer, chosen, in_hand = at_most_one_hand_card(game, item, player, choices, "Wrong card to exile", list(CITES))
    for card_id in chosen:
        if not has_quality(game, in_hand[card_id], list(effect.quality), item):
            raise IllegalAction("Wrong card to exile", f"the stack object {item.id}: {card_id!r} is not "
                                f"{' or '.join(effect.quality)}", list(CITES))
    game.emit("plot_from_hand_chosen", [cr("608.2"), *CITES], stack_object=item.id, player=player.id, cards=chosen,
              chosen=answer is not None)
    for card_id in chosen:
        card = in_hand[card_id]
        player.hand = [other for other in player.hand if other is not card]
        place_in_zone(player, Zone.EXILE, [card])
        card.plotted_turn = game.state.turn
        game.emit("zone_change", [cr("608.2c"), cr("406.2")], cards=[card.id], **{"from": "hand", "to": "exile"},
                  reason=f"exiled by {item.id}")
        game.emit("plotted", [*CITES, cr("702.170d")], player=player.id, card=card.id, turn=game.state.turn,
                  how="effect")


registry.effect_resolvers["plot_from_hand"] = _resolve
