"""s17-neo3: amounts counted from the defending player's graveyard (Animus of Night's Reach: "Whenever ~
attacks, it gets +X/+0 until end of turn, where X is the number of creature cards in defending player's
graveyard.").

The `Count` values `defending_graveyard_cards` (every card in that graveyard) and
`defending_graveyard_creature_cards` (the cards with the creature card type there, CR 205.2a, 404.1), counted
once as the effect resolves (CR 608.2h). The defending player is the player the ability's source is attacking,
or the controller of the planeswalker or battle it is attacking (CR 506.2, 508.5; rules/defending_player_controls.py);
when the source is not attacking there is no defending player, so no card is counted."""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.rules.defending_player_controls import defending_player_of
from app.engine.state import StackObject

CITES = (cr("506.2"), cr("404.1"), cr("608.2h"))
DEFENDING_GRAVEYARD_COUNTS = frozenset({"defending_graveyard_cards", "defending_graveyard_creature_cards"})


def defending_graveyard_amount(game: Game, item: StackObject, value: str) -> int:
    """How many cards (creature cards) are in the graveyard of the player the source is attacking now."""
    defending = defending_player_of(game, item.source) if item.source is not None else None
    player = next((p for p in game.state.players if p.id == defending), None)
    if player is None:
        return 0
    if value == "defending_graveyard_cards":
        return len(player.graveyard)
    return sum(1 for card in player.graveyard if game.definition(card.card).has_type(CardType.CREATURE))
