"""s30-stda: "[You may] search your library and/or graveyard for <a card> and put it onto the battlefield. If you search your
library this way, shuffle." (CR 701.23a, 701.24a, 400.7) — s15-library's search of two zones (rules/search_zones.py) whose
card found goes onto the battlefield (`search_library` with `graveyard` and `to` "battlefield").

A card found in the graveyard leaves it and enters the battlefield under the searching player's control (CR 400.7: a new
object; 110.2a); one found in the library goes as any searched card does (rules/library.py `_put`). The library is shuffled
only if it was searched (rules/library.py)."""

from __future__ import annotations

from app.engine.enums import Zone
from app.engine.game import Game
from app.engine.rules.zones import enter_battlefield
from app.engine.state import Player, StackObject, ZoneCard


def put_from_graveyard_onto_battlefield(game: Game, item: StackObject, player: Player, cards: list[ZoneCard],
                                        tapped: bool) -> None:
    """The cards found in the graveyard onto the battlefield (CR 701.23a, 400.7), each entering from the graveyard."""
    leaving = {id(card) for card in cards}
    player.graveyard = [card for card in player.graveyard if id(card) not in leaving]
    for card in cards:
        enter_battlefield(game, card.card, card.id, item.controller or player.id, player.id, was_cast=False,
                          from_zone=Zone.GRAVEYARD, tapped=tapped)
