"""s24-hou: "there is a Desert card in your graveyard" (CR 404.1, 205.3): whether a card in a player's graveyard has
the card types and subtypes a permanent spec names ("permanent:Desert"), read from the card's own characteristics
(a card in a graveyard has its printed ones; a split or modal card its combined / front ones, 709.4, 712.8a). Used by
the RiderCondition `s24hou_control_or_graveyard` ("if you control a Desert or there is a Desert card in your
graveyard", rules/riders.py)."""

from __future__ import annotations

from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.target_grammar import parse_target_spec


def graveyard_has(game: Game, player: str, spec_text: str) -> bool:
    """Whether `player`'s graveyard holds a card with every card type and subtype of `spec_text`."""
    spec = parse_target_spec(spec_text)
    types = [CardType(t.capitalize()) for t in (*spec.types, *spec.with_types)]
    for card in game.player(player).graveyard:
        definition = game.definition(card.card)
        if all(sub in definition.subtypes for sub in spec.with_subtypes) and all(
                definition.has_type(t) for t in types):
            return True
    return False
