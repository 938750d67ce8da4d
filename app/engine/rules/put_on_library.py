""" "Put target nonland permanent on top of its owner's library." (Totally Lost) and "... on the bottom
of its owner's library": the `put_on_library` effect. The permanent goes to its owner's library
(CR 400.3), on top or at the bottom (`position`, CR 401.4 for the order); a token goes there and
ceases to exist (CR 111.7, 704.5d, in rules/zones.py `leave_battlefield`)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import PutOnLibraryEffect
from app.engine.citations import cr
from app.engine.enums import LibraryPosition, Zone
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.rules.graveyard_cards import move_target_graveyard_cards
from app.engine.rules.s21ete_dies_or_exiled import put_third_from_top  # s21-ete
from app.engine.rules.zones import leave_battlefield
from app.engine.state import StackObject


def _resolve_put_on_library(game: Game, item: StackObject, effect: PutOnLibraryEffect, choices: Choices) -> None:
    if effect.position == "third_from_top":  # s21-ete: the card a trigger event names (CR 401.7)
        put_third_from_top(game, item)
        return
    position = LibraryPosition.TOP if effect.position == "top" else LibraryPosition.BOTTOM
    for permanent_id in affected(game, item, effect.target):
        permanent = game.permanent(permanent_id)
        if permanent is None:
            continue
        leave_battlefield(
            game,
            permanent,
            Zone.LIBRARY,
            cites=[cr("608.2"), cr("400.3"), cr("401.4")],
            position=position,
            reason=f"put_on_{effect.position}_of_library",
        )
    move_target_graveyard_cards(game, item, effect.target, Zone.LIBRARY, position)  # "target card from your graveyard"


registry.effect_resolvers["put_on_library"] = _resolve_put_on_library
