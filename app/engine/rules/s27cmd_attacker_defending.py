"""s27-cmd: "target creature defending player controls" in a trigger on another creature attacking: "Whenever a creature
you control with a +1/+1 counter on it attacks, tap target creature defending player controls." (CR 506.2, 508.3a,
603.2). The defending player is the one the attacking creature the trigger event named (`choices.event.that_permanent`,
rules/attack_triggers.py) attacks, or the controller of the planeswalker or battle it attacks (rules/
defending_player_controls.py `defending_player_of`); the event is noted as the ability is put on the stack and as it
resolves (rules/s23neo_event_player.py). With no such attacker (it left combat), no permanent matches."""

from __future__ import annotations

from app.engine.game import Game
from app.engine.rules.defending_player_controls import defending_player_of
from app.engine.rules.s23neo_event_player import event_permanent


def defending_player(game: Game) -> str | None:
    """The defending player facing the attacking creature the event of the ability being checked named."""
    attacker = event_permanent(game)
    return defending_player_of(game, attacker) if attacker is not None else None
