""" "Target creature's owner puts it on the top or bottom of their library." (Dire Downdraft): the
`owner_puts_on_top_or_bottom` effect.

As it resolves, the permanent's owner chooses the top or the bottom of their library (CR 608.2d: a
choice the effect gives a player is made as it resolves); the permanent goes there (400.3: to its
owner's library; 401.4). The choice is the `resolve` action's `choices.top_or_bottom` ("top" or
"bottom"); `pending` asks the owner (`choose`, choice "top_or_bottom"); without it, the top. A
token goes there and ceases to exist (rules/zones.py `leave_battlefield`, 704.5d).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import OwnerPutsOnTopOrBottomEffect
from app.engine.citations import cr
from app.engine.enums import LibraryPosition, Zone
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.rules.zones import leave_battlefield
from app.engine.state import StackObject


def asked_choice(game: Game, item: StackObject, effects: Sequence[Any]) -> dict[str, Any] | None:
    """The owner's choice of top or bottom, asked of the owner of the (first) target still there."""
    if not any(isinstance(effect, OwnerPutsOnTopOrBottomEffect) for effect in effects):
        return None
    permanent = next((found for target in item.targets if (found := game.permanent(target)) is not None), None)
    if permanent is None or permanent.owner is None:
        return None
    return {
        "stack_object": item.id,
        "choice": "top_or_bottom",
        "values": ["top", "bottom"],
        "player": permanent.owner,
        "permanent": permanent.id,
    }


def _resolve(game: Game, item: StackObject, effect: OwnerPutsOnTopOrBottomEffect, choices: Choices) -> None:
    chosen = choices.top_or_bottom
    if chosen is not None:
        game.used_choices.add("top_or_bottom")
    place = chosen or "top"
    position = LibraryPosition.TOP if place == "top" else LibraryPosition.BOTTOM
    for permanent_id in affected(game, item, effect.target):
        permanent = game.permanent(permanent_id)
        if permanent is None:
            continue
        game.emit(
            "top_or_bottom_chosen",
            [cr("608.2d")],
            stack_object=item.id,
            player=permanent.owner,
            permanent=permanent.id,
            place=place,
            chosen=chosen is not None,
        )
        leave_battlefield(
            game,
            permanent,
            Zone.LIBRARY,
            cites=[cr("608.2c"), cr("400.3"), cr("401.4")],
            position=position,
            reason=f"put_on_{place}_of_library",
        )


registry.effect_resolvers["owner_puts_on_top_or_bottom"] = _resolve
