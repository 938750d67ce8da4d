"""Amounts counted from a graveyard (s17-taile; undergrowth and the like): "for each creature card in your
graveyard", "where X is the number of creature cards in your graveyard", "for each card in your graveyard".

The `Count` values `graveyard_cards` (every card in its controller's graveyard) and
`graveyard_creature_cards` (the creature cards there, CR 205.2a: a card with the creature card type in
that zone, 404.1), counted as the effect resolves (CR 608.2h) for the controller of the spell or ability.
rules/effects_targets.py `amount` asks `graveyard_amount`.

s22-war: `graveyard_instant_sorcery_cards`, "the number of instant and sorcery cards in your graveyard" (each card
that is an instant card or a sorcery card, CR 205.2a); `players_graveyard_amount` also counts for
rules/etb_counters_for_each.py as a permanent enters (CR 614.12).
"""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.rules.s24emn_delirium import card_types_in_graveyard  # s33-dsk
from app.engine.state import StackObject, ZoneCard

CITES = (cr("404.1"), cr("608.2h"))
GRAVEYARD_COUNTS = frozenset({"graveyard_cards", "graveyard_creature_cards",
                              "graveyard_instant_sorcery_cards",  # s22-war
                              "graveyard_card_types"})  # s33-dsk
_INSTANT_OR_SORCERY = (CardType.INSTANT, CardType.SORCERY)


def graveyard_amount(game: Game, item: StackObject, value: str) -> int:
    """How many cards (creature cards) are in the graveyard of the spell's or ability's controller now."""
    return players_graveyard_amount(game, item.controller, value)


def players_graveyard_amount(game: Game, player_id: str | None, value: str) -> int:
    """How many cards (creature cards) are in this player's graveyard now (s22-war: also asked by
    rules/etb_counters_for_each.py as a permanent enters, CR 614.12)."""
    player = next((p for p in game.state.players if p.id == player_id), None)
    if player is None:
        return 0
    if value == "graveyard_cards":
        return len(player.graveyard)
    if value == "graveyard_card_types":  # s33-dsk: "the number of card types among cards in your graveyard" (205.2a)
        return card_types_in_graveyard(game, player.id)
    if value == "graveyard_instant_sorcery_cards":  # s22-war: each card with either card type (CR 205.2a)
        return sum(1 for card in player.graveyard
                   if any(game.definition(card.card).has_type(t) for t in _INSTANT_OR_SORCERY))
    return sum(1 for card in player.graveyard if game.definition(card.card).has_type(CardType.CREATURE))


# --- s33-fin ---

S33FIN_GRAVEYARD = "s33fin_graveyard:"


def cards_of_types(game: Game, cards: list[ZoneCard], types: list[CardType]) -> int:
    """How many of these cards have any of `types` (all of them without any; CR 205.2a)."""
    if not types:
        return len(cards)
    return sum(1 for card in cards if any(t in game.definition(card.card).types for t in types))


def s33fin_graveyard_types_amount(game: Game, item: StackObject, value: str) -> int:
    """`s33fin_graveyard:<type>[_or_<type>...]`: "for each artifact and/or creature card in your graveyard", "the number
    of permanent cards in your graveyard": the cards in the graveyard of the spell's or ability's controller with any of
    the card types, as the effect resolves (CR 205.2a, 404.1, 608.2h)."""
    player = next((p for p in game.state.players if p.id == item.controller), None)
    if player is None:
        return 0
    types = [CardType(name.capitalize()) for name in value.removeprefix(S33FIN_GRAVEYARD).split("_or_")]
    return cards_of_types(game, list(player.graveyard), types)
