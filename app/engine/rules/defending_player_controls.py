"""The target qualifier `defending_player_controls`: "Whenever ~ attacks, tap target creature defending
player controls." (Star-Crowned Stag). The defending player is the player the source is attacking,
or the controller of the planeswalker or battle it is attacking (CR 506.2, 508.1b); a source that is
not an attacking creature has no defending player, so nothing matches then."""

from __future__ import annotations

from app.engine.game import Game


def defending_player_of(game: Game, source_id: str) -> str | None:
    """The defending player facing the attacking creature `source_id` (None when it isn't attacking)."""
    combat = game.state.combat
    if combat is None:
        return None
    attacker = next((a for a in combat.attackers if a.id == source_id), None)
    if attacker is None:
        return None
    if any(player.id == attacker.defending for player in game.state.players):
        return attacker.defending
    attacked = game.permanent(attacker.defending)
    if attacked is not None:
        return attacked.controller
    return attacker.defending_player
