"""s26-cmda (docs/oracle-s26-cmda.md): "Search your library for up to two basic land cards that share a land type, put
them onto the battlefield tapped, then shuffle." (`search_library`'s `share_a_land_type`, CR 701.23a): two or more
cards found must have a land type in common (a land card's subtypes are its land types, CR 205.3i)."""

from __future__ import annotations

from collections.abc import Sequence

from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.state import ZoneCard


def check_share_a_land_type(game: Game, cards: Sequence[ZoneCard]) -> None:
    """ "... basic land cards that share a land type" (CR 701.23a, 205.3i): refuses cards found with no land type in
    common (one card or none shares with nothing to compare)."""
    if len(cards) < 2:
        return
    types = [set(game.definition(card.card).subtypes) for card in cards]
    if not set.intersection(*types):
        raise IllegalAction(
            "Wrong library choice",
            f"choices.search must name cards that share a land type, not {[card.id for card in cards]!r}",
            [cr("205.3i"), cr("701.23a")],
        )
