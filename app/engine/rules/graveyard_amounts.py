"""Amounts counted from a graveyard (s17-taile; undergrowth and the like): "for each creature card in your
graveyard", "where X is the number of creature cards in your graveyard", "for each card in your graveyard".

The `Count` values `graveyard_cards` (every card in its controller's graveyard) and
`graveyard_creature_cards` (the creature cards there, CR 205.2a: a card with the creature card type in
that zone, 404.1), counted as the effect resolves (CR 608.2h) for the controller of the spell or ability.
rules/effects_targets.py `amount` asks `graveyard_amount`.
"""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.state import StackObject

CITES = (cr("404.1"), cr("608.2h"))
GRAVEYARD_COUNTS = frozenset({"graveyard_cards", "graveyard_creature_cards"})


def graveyard_amount(game: Game, item: StackObject, value: str) -> int:
    """How many cards (creature cards) are in the graveyard of the spell's or ability's controller now."""
    player = next((p for p in game.state.players if p.id == item.controller), None)
    if player is None:
        return 0
    if value == "graveyard_cards":
        return len(player.graveyard)
    return sum(1 for card in player.graveyard if game.definition(card.card).has_type(CardType.CREATURE))
