"""s16-curses: Auras that enchant a player ("Enchant player", CR 303.4, 702.5a; docs/oracle-curses.md).

An Aura's enchant ability may name a player rather than a permanent (`enchant` with the target
"player"): cast, the Aura spell targets a player (303.4a, 601.2c: hexproof and the like as for any
player target, rules/effects_targets.py); resolving, it enters attached to that player, its
`attached_to` the player's id (303.4c, 608.3c). Put onto the battlefield without being cast, the
player it enters under chooses a player for it to enchant, not targeted (303.4f; `choices.enchant`
a player id). An Aura attached to a player who has left the game (lost) or to something that isn't
a player is put into its owner's graveyard as a state-based action (704.5m). rules/auras.py asks
this module whenever an Aura's enchant target is "player"."""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.game import Game

CITES = (cr("303.4"), cr("702.5a"))


def enchant_player_problem(game: Game, attached_to: str | None) -> str | None:
    """Why an Aura with "Enchant player" can't be attached to `attached_to`, or None (CR 303.4, 704.5m)."""
    if attached_to is None:
        return "attached to nothing"
    for player in game.state.players:
        if player.id == attached_to:
            return f"{attached_to!r} has left the game (CR 800.4a)" if player.has_lost else None
    return f"{attached_to!r} is not a player (enchant player, CR 702.5a)"


def enchantable_players(game: Game) -> list[str]:
    """The players an Aura with "Enchant player" could enchant (CR 303.4f, 303.4g)."""
    return [player.id for player in game.state.players if not player.has_lost]
