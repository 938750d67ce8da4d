"""s23-neo: "target <permanent> that player controls" in a triggered ability whose event names a player (CR 603.2,
115.1, 608.2b): "Whenever ~ deals combat damage to a player, destroy target artifact or enchantment that player
controls." / "... you may discard a creature card. When you do, destroy target creature or planeswalker that player
controls." (Dokuchi Silencer). "That player" is the player the trigger event named (the player dealt the damage,
`choices.event.that_player` of the ability, rules/event_triggers.py), also for the reflexive trigger of "When you do",
which keeps the first ability's event (CR 603.12, rules/reflexive.py).

The target check (rules/target_filters.py, the control qualifier `event_player_controls` of app/engine/target_grammar.py)
takes the object and its source only, so the event of the ability being checked is noted here as it is put on the stack
(rules/triggers.py) and as it resolves (its targets chosen then, checked again, CR 603.3d, 608.2b); a target chosen for
it must be controlled by that player then. With no such note (no ability with an event is being checked), no permanent
matches."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.engine.game import Game

_KEY = "s23neo_event_player"
_PERMANENT_KEY = "s27cmd_event_permanent"  # s27-cmd: the permanent the event named (its `that_permanent`)


def note_event(game: Game, data: Mapping[str, Any]) -> None:
    """Note the player the event of the ability about to be checked named (`data`: its `choices` or its pending
    trigger's `data`, holding `event`)."""
    event = data.get("event")
    if event is None and data.get("keyword_trigger") == "step_trigger":  # s31-old: the player whose step it is (603.2)
        event = {"that_player": data.get("that_player")}
    game.rule_memory[_KEY] = event.get("that_player") if isinstance(event, dict) else None
    game.rule_memory[_PERMANENT_KEY] = event.get("that_permanent") if isinstance(event, dict) else None  # s27-cmd


def event_player(game: Game) -> str | None:
    """The player the event of the ability being checked named (None: none noted)."""
    player = game.rule_memory.get(_KEY)
    return player if isinstance(player, str) else None


def event_permanent(game: Game) -> str | None:
    """s27-cmd: the permanent the event of the ability being checked named (None: none noted)."""
    permanent = game.rule_memory.get(_PERMANENT_KEY)
    return permanent if isinstance(permanent, str) else None
