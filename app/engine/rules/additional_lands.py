"""s14-library: "You may play an additional land on each of your turns." (Hugs, Grisly Guardian; the
`additional_land_play` static ability, docs/oracle-library.md).

A player can normally play one land during their turn; continuous effects may raise that number
(CR 305.2). Each such ability of a permanent a player controls lets them play one more land during
their own turns, cumulatively; on another player's turn it does nothing (a land is played only in
your own turn anyway, 305.3). Whether a land may be played compares the number allowed now with the
lands already played this turn (305.2a): with the permanent gone after its extra land was played, no
land play remains. rules/lands.py adds the number to the player's `land_plays_allowed`.

s23-c12: with `each_player` ("Each player may play an additional land on each of their turns.", Rites of Flourishing)
the ability raises the number for every player during their own turn, whoever controls the permanent.
"""

from __future__ import annotations

from app.engine.cards import AdditionalLandPlayAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind, game_has

CITES = (cr("305.2"), cr("305.2a"))


def additional_land_plays(game: Game, player_id: str) -> int:
    """How many more lands `player_id` may play this turn by the abilities of permanents they control
    (0 unless it is their turn; gated on a card with the ability having been in the game)."""
    if not game_has(game, AdditionalLandPlayAbility) or game.state.active_player != player_id:
        return 0
    return sum(
        sum(ability.count for _, ability in abilities_of_kind(game, permanent, AdditionalLandPlayAbility)
            # s23-c12: "Each player may play an additional land on each of their turns." (`each_player`)
            if permanent.controller == player_id or ability.each_player)
        for permanent in game.state.battlefield
    )
