""" "Exile target player's graveyard." (Remorseful Cleric): the `exile_graveyard` effect. The target
is the player (CR 115.1); as the effect resolves every card in their graveyard is exiled (CR
406.2), said with one `zone_change` event."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ExileGraveyardEffect
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.rules.zones import place_in_zone
from app.engine.state import StackObject


def _resolve_exile_graveyard(game: Game, item: StackObject, effect: ExileGraveyardEffect, choices: Choices) -> None:
    for player_id in affected(game, item, effect.target):
        player = next((p for p in game.state.players if p.id == player_id), None)
        if player is None or not player.graveyard:
            continue
        cards = list(player.graveyard)
        player.graveyard = []
        place_in_zone(player, Zone.EXILE, cards)
        game.emit(
            "zone_change",
            [cr("608.2"), cr("406.2")],
            cards=[card.id for card in cards],
            **{"from": Zone.GRAVEYARD.value, "to": Zone.EXILE.value},
            reason="exiled",
        )


registry.effect_resolvers["exile_graveyard"] = _resolve_exile_graveyard
