"""s16-lands: "You have hexproof." (Leyline of Sanctity, Teyo; the `player_hexproof` static ability,
docs/oracle-lands.md).

A static ability of a permanent on the battlefield (CR 604.1, 611.3a): while it is there, its controller
has hexproof: that player can't be the target of spells or abilities their opponents control (CR
702.11c, 702.11d); the player's own spells and abilities may still target them. Read by
rules/hexproof.py with the hexproof of `players[].keywords`; gated on a card with the ability having
been in the game.

s22-war: `as_long_as` "your_turn" ("As long as it's your turn, you and ~ have hexproof.", Gruul Spellbreaker): only
while its controller is the active player (CR 611.3a).

s25-core: `shroud` ("You have shroud.", True Believer): its controller has shroud instead (CR 702.18a: no spell or
ability may target them, whoever controls it; read by rules/shroud.py).
"""

from __future__ import annotations

from app.engine.cards import PlayerHexproofAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind, game_has

CITES = (cr("702.11c"), cr("702.11d"), cr("611.3a"))


def has_hexproof_from_permanents(game: Game, player_id: str) -> bool:
    """Whether a permanent `player_id` controls gives them hexproof ("You have hexproof.")."""
    if not game_has(game, PlayerHexproofAbility):
        return False
    your_turn = game.state.active_player == player_id  # s22-war: `as_long_as` "your_turn" (CR 611.3a)
    return any(
        permanent.controller == player_id and any(
            (your_turn or ability.as_long_as is None) and not ability.shroud  # s25-core: shroud below
            for _, ability in abilities_of_kind(game, permanent, PlayerHexproofAbility))
        for permanent in game.state.battlefield
    )


def s25core_has_shroud_from_permanents(game: Game, player_id: str) -> bool:
    """s25-core: whether a permanent `player_id` controls gives them shroud ("You have shroud.", CR 702.18a)."""
    if not game_has(game, PlayerHexproofAbility):
        return False
    return any(permanent.controller == player_id and any(
        ability.shroud for _, ability in abilities_of_kind(game, permanent, PlayerHexproofAbility))
        for permanent in game.state.battlefield)
