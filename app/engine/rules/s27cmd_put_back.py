"""s27-cmd: "Draw three cards, then put two cards from your hand on top of your library in any order." (CR 121.1,
401.4, 608.2c-d).

A `draw` effect with `s27cmd_put_back` N: once its controller has drawn, N cards of their hand (their choice, made as
the effect resolves: the resolve action's `choices.chosen`, exactly N different cards of that hand, the first named
ending on top) are put on top of their library in that order. With no choice given, the last N cards of the hand are
put back, the last of them on top. A hand of fewer than N cards puts back all of it. The event `library_choice_made`
(`to` "library_top") says which cards went back and whether `choices.chosen` named them.

s31-stdb: the optional action "put_on_bottom_from_hand" ("You may put a card from your hand on the bottom of your
library. If you do, ...", CR 401.4, 608.2d) puts one card so, on the bottom (`to` "library_bottom"); with an empty hand
it can't be done (rules/reflexive.py)."""

from __future__ import annotations

from app.engine.actions import Choices
from app.engine.citations import cr
from app.engine.enums import LibraryPosition, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.zones import place_in_zone
from app.engine.state import StackObject

CITES = (cr("401.4"), cr("608.2d"))


def put_back(game: Game, item: StackObject, number: int, choices: Choices,
             position: LibraryPosition = LibraryPosition.TOP) -> None:
    """Put `number` cards of the controller's hand on top of their library, in the chosen order (CR 401.4); s31-stdb:
    or, with `position` BOTTOM, on the bottom ("you may put a card from your hand on the bottom of your library")."""
    player = game.player(item.controller or "")
    hand = {card.id: card for card in player.hand}
    chosen = choices.chosen
    if chosen is not None:
        game.used_choices.add("chosen")
    if chosen is None or len(hand) <= number:
        picked = list(reversed(player.hand[max(0, len(player.hand) - number):]))
    else:
        if len(chosen) != number or len(set(chosen)) != number or any(card_id not in hand for card_id in chosen):
            raise IllegalAction("Wrong cards to put back", f"{item.id}: choices.chosen must name exactly {number} "
                                f"different card(s) among {', '.join(hand)} in {player.id}'s hand, not {chosen}",
                                list(CITES))
        picked = [hand[card_id] for card_id in chosen]
    taken = {card.id for card in picked}
    player.hand[:] = [card for card in player.hand if card.id not in taken]
    place_in_zone(player, Zone.LIBRARY, picked, position)
    game.emit("library_choice_made", list(CITES), stack_object=item.id, player=player.id,
              taken=[card.id for card in picked], to=f"library_{position.value}", chosen=chosen is not None and len(hand) > number)
