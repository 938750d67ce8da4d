""" "You may play lands from your graveyard." (Crucible of Worlds; CR 305.1, 604.1).

A player may play a land card only from their hand (CR 305.1) unless an effect allows another
zone: while they control a permanent with `play_lands_from_graveyard`, the `play_land` action may
name a land card in their own graveyard. Everything else about playing a land holds as from the
hand: a special action (116.2a) in their main phase with the stack empty, using one of their land
plays for the turn (305.2, 305.3). The land enters from the graveyard (`from_zone`)."""

from __future__ import annotations

from app.engine.cards import PlayLandsFromGraveyardAbility
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game, ZoneLocation
from app.engine.rules.ability_presence import abilities_of_kind, game_has

CITES = (cr("305.1"), cr("604.1"))


def allowed(game: Game, player: str) -> bool:
    """Whether `player` controls a permanent that lets them play lands from their graveyard."""
    if not game_has(game, PlayLandsFromGraveyardAbility):
        return False
    return any(
        permanent.controller == player and abilities_of_kind(game, permanent, PlayLandsFromGraveyardAbility)
        for permanent in game.state.battlefield
    )


def permitted_location(game: Game, card: str, player: str | None) -> ZoneLocation | None:
    """The graveyard location of `card` if its owner may play it from there now (a land is checked
    by `play_land` itself), else None."""
    location = game.find_zone_card(card, (Zone.GRAVEYARD,))
    if location is None or (player is not None and player != location.player.id):
        return None
    return location if allowed(game, location.player.id) else None
