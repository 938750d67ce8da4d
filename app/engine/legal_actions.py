"""The `legal_actions` query (design.md §9): every action a player may take now."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import priority


def refusal_of(game: Game, action: Any) -> IllegalAction | None:
    """The engine's own verification of `action` now (priority, then the action's handler), or
    None when it is accepted. Verification never changes the state; the action's choices are
    put in place for it and the ones in force restored after."""
    handler = registry.handler_for(action.type)
    if handler is None:
        return IllegalAction("Not supported yet", f"the {action.type!r} action is not supported by the engine yet")
    saved = game.choices, game.used_choices
    game.choices = getattr(action, "choices", None) or Choices()
    game.used_choices = set()
    try:
        priority.verify_may_act(game, action)
        handler.verify(game, action)
    except IllegalAction as refusal:
        return refusal
    finally:
        game.choices, game.used_choices = saved
    return None
