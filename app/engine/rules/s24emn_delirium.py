"""s24-emn: delirium, an ability word (CR 207.2c): "if there are four or more card types among cards in your
graveyard". The condition counts the card types (CR 205.2a: artifact, battle, creature, enchantment, instant, kindred,
land, planeswalker, sorcery) that the cards in the player's graveyard have among them, each type once however many
cards have it; a card with two types (an artifact creature) gives both, a split card both halves' (709.4).

It is read wherever its ability needs it: a static pump's `as_long_as` "delirium" (applies only while it holds,
611.3a; rules/turn_conditions.py), the RiderCondition "s24emn_delirium" (a trigger's intervening "if", checked as the
event happens and again as the ability resolves, 603.4; rules/riders.py), a spell's `self_cost_reduction`
`if_delirium` (601.2f; rules/self_cost_reduction.py) and an activated ability's `activate_only_if_delirium` (602.5b;
rules/activation_costs.py)."""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game

DELIRIUM_TYPES = 4  # "four or more card types"
CITES = (cr("207.2c"), cr("205.2a"))


def card_types_in_graveyard(game: Game, player: str | None) -> int:
    """How many card types are among the cards in `player`'s graveyard (CR 205.2a)."""
    if player is None:
        return 0
    kinds: set[CardType] = set()
    for card in game.player(player).graveyard:
        kinds.update(game.definition(card.card).types)
    return len(kinds)


def holds(game: Game, player: str | None) -> bool:
    """Whether there are four or more card types among cards in `player`'s graveyard."""
    return card_types_in_graveyard(game, player) >= DELIRIUM_TYPES
