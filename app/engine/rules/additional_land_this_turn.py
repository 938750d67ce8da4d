"""s16-curses: "You may play an additional land this turn." as an effect (CR 305.2; the
`additional_land_this_turn` effect, docs/oracle-curses.md).

A player can normally play one land during their turn; an effect may let them play more (CR 305.2).
Resolving, the effect raises its controller's `players[].additional_land_plays_this_turn` by one;
rules/lands.py adds it to the lands they may play, and the count goes back to 0 as the next turn
begins ("this turn"). Whether a land may be played still compares the number allowed with the lands
already played this turn (305.2a), and lands are played only in their controller's own turn (305.3),
so on another player's turn the effect gives nothing to use."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import AdditionalLandThisTurnEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.additional_lands import additional_land_plays
from app.engine.state import StackObject

CITES = (cr("305.2"), cr("305.2a"))


def _resolve(game: Game, item: StackObject, effect: AdditionalLandThisTurnEffect, choices: Choices) -> None:
    player = game.player(item.controller or "")
    player.additional_land_plays_this_turn += 1
    allowed = (
        player.land_plays_allowed + additional_land_plays(game, player.id) + player.additional_land_plays_this_turn
    )
    game.emit("additional_land_play_granted", [*CITES], player=player.id, source=item.id, land_plays_this_turn=allowed)


registry.effect_resolvers["additional_land_this_turn"] = _resolve
