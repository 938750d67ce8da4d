"""s29-cmd: "Whenever equipped creature deals combat damage to a player, that player loses half their life, rounded
up." (Quietus Spike): the `Count` values "s29cmd_that_player_life_half_up" / "_down": half the life total of the player
the trigger event named (`that_player`, rules/damage_triggers.py), rounded as the text says (CR 107.1a), counted as
the ability resolves (CR 608.2h); a negative or zero life total gives 0 (CR 107.1b). rules/effects_targets.py `amount`
asks `that_player_half_life`."""

from __future__ import annotations

from app.engine.game import Game
from app.engine.state import StackObject

THAT_PLAYER_HALF_LIFE = frozenset({"s29cmd_that_player_life_half_up", "s29cmd_that_player_life_half_down"})


def that_player_half_life(game: Game, item: StackObject, value: str) -> int:
    """Half the life of the event's player now, rounded up or down (CR 107.1a, 107.1b, 608.2h); 0 if none is named."""
    named = (item.choices.get("event") or {}).get("that_player")
    player = next((p for p in game.state.players if p.id == named), None)
    if player is None or player.life <= 0:
        return 0
    return (player.life + 1) // 2 if value.endswith("_up") else player.life // 2
