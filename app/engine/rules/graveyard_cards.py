"""Effects on target cards in graveyards (s13-graveyard): "Exile target card from a graveyard."
(CR 406.2), "Put target card from your graveyard on the bottom of your library." (CR 401.4).

A card in a graveyard is a legal target only while it is still there (CR 115.2, 608.2b: checked
as the spell or ability resolves; one that left is a new object, 400.7, and is not moved). The
card goes to its owner's exile, or its owner's library (CR 400.3), on top or at the bottom."""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.enums import LibraryPosition, Zone
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.rules.zones import card_name, place_in_zone
from app.engine.state import StackObject
from app.engine.target_grammar import is_grammatical, parse_target_spec

_GRAVEYARD_BASES = ("card_in_your_graveyard", "card_in_a_graveyard")


def targets_graveyard_cards(spec: str) -> bool:
    """Whether a target spec names cards in graveyards."""
    return is_grammatical(spec) and parse_target_spec(spec).base in _GRAVEYARD_BASES


def move_target_graveyard_cards(
    game: Game, item: StackObject, spec: str, to: Zone, position: LibraryPosition = LibraryPosition.TOP
) -> None:
    """Move the effect's target cards still in a graveyard to `to` (their owner's zone)."""
    if not targets_graveyard_cards(spec):
        return
    rule = cr("406.2") if to is Zone.EXILE else cr("401.4")
    for card_id in affected(game, item, spec):
        location = game.find_zone_card(card_id, (Zone.GRAVEYARD,))
        if location is None:
            continue
        card = location.cards.pop(location.index)
        place_in_zone(location.player, to, [card], position)  # its owner's graveyard, its owner's zone (CR 400.3)
        where = {"position": position.value} if to is Zone.LIBRARY else {}
        game.emit(
            "zone_change",
            [cr("608.2"), cr("115.2"), rule, cr("400.3")],
            object=card.id,
            card=card_name(game, card.card),
            cards=[card.id],
            reason="exiled" if to is Zone.EXILE else f"put_on_{position.value}_of_library",
            **where,
            **{"from": Zone.GRAVEYARD.value, "to": to.value},
        )
