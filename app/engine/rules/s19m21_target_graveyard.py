"""s19-m21: an amount counted in the graveyard of the player the effect targets: "Target opponent loses 2 life
for each creature card in their graveyard." (Liliana, Death Mage).

The `Count` values `target_graveyard_cards` (every card in that graveyard) and `target_graveyard_creature_cards`
(the cards with the creature card type there, CR 205.2a, 404.1), counted as the effect resolves (CR 608.2h) in
the graveyard of the ability's target player ("their": the player the sentence targets). An effect without a
target player still legal counts 0 (it does nothing then anyway: CR 608.2b). rules/effects_targets.py `amount`
asks `target_graveyard_amount`."""

from __future__ import annotations

from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.state import StackObject

TARGET_GRAVEYARD_COUNTS = frozenset({"target_graveyard_cards", "target_graveyard_creature_cards"})


def target_graveyard_amount(game: Game, item: StackObject, value: str) -> int:
    """How many cards (creature cards) are in the targeted player's graveyard now (CR 404.1, 608.2h)."""
    players = {p.id: p for p in game.state.players}
    targeted = [players[found] for found in item.targets if found in players]
    if len(targeted) != 1:
        return 0
    graveyard = targeted[0].graveyard
    if value == "target_graveyard_cards":
        return len(graveyard)
    return sum(1 for card in graveyard if game.definition(card.card).has_type(CardType.CREATURE))
