"""The target qualifier `defending_player_controls`: "Whenever ~ attacks, tap target creature defending
player controls." (Star-Crowned Stag). The defending player is the player the source is attacking,
or the controller of the planeswalker or battle it is attacking (CR 506.2, 508.1b); a source that is
not an attacking creature has no defending player, so nothing matches then."""

from __future__ import annotations

from typing import Any

from app.engine.game import Game


def defending_player_of(game: Game, source_id: str) -> str | None:
    """The defending player facing the attacking creature `source_id` (None when it isn't attacking)."""
    combat = game.state.combat
    if combat is None:
        return None
    attacker = next((a for a in combat.attackers if a.id == source_id), None)
    if attacker is None:
        attacker = _attacker_equipped_by(game, source_id)  # s15-granted
    if attacker is None:
        return None
    if any(player.id == attacker.defending for player in game.state.players):
        return attacker.defending
    attacked = game.permanent(attacker.defending)
    if attacked is not None:
        return attacked.controller
    return attacker.defending_player


def _attacker_equipped_by(game: Game, source_id: str) -> Any:
    """s15-granted: "Whenever equipped creature attacks, ~ deals 1 damage to target creature defending player
    controls." (Heart-Piercer Bow; CR 506.2): the defending player of an Equipment's or Aura's ability is the one
    the creature it is attached to attacks. `source_id`: the Equipment or Aura, or its ability on the stack."""
    combat = game.state.combat
    item = game.stack_object(source_id)
    source = game.permanent(item.source if item is not None and item.source else source_id)
    if combat is None or source is None or source.attached_to is None:
        return None
    return next((a for a in combat.attackers if a.id == source.attached_to), None)
