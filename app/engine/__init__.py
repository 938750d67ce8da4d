"""The rules engine: pure (standard library and pydantic only), deterministic, never mutating
its input. `resolve(state, actions, catalog)` applies actions to a game state and returns the
new state, the events with their citations, and query answers (design.md §6-§8)."""

from app.engine.actions import Action, ActionType
from app.engine.cards import CardDefinition
from app.engine.errors import IllegalAction, InvalidState
from app.engine.resolve import Query, Resolution, resolve
from app.engine.state import GameState
from app.engine.validation import referenced_card_names

__all__ = [
    "Action",
    "ActionType",
    "CardDefinition",
    "GameState",
    "IllegalAction",
    "InvalidState",
    "Query",
    "Resolution",
    "referenced_card_names",
    "resolve",
]
