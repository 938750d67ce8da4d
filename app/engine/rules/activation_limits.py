"""Restrictions on activating an ability (CR 602.5b) that the earlier ones don't cover:

- "Activate only if seven or more cards are in your graveyard" (threshold): the ability's
  `activate_only_if_graveyard_at_least`, checked against its controller's graveyard as it is
  activated (CR 602.5b, 404.1).
- "... and only once" (Thought Shucker): the ability's `only_once`. The permanent keeps the
  indexes of such abilities already activated (`Permanent.activated_once`), never reset by a
  new turn; a permanent that leaves and returns is a new object with none (CR 400.7), so its
  ability can be activated once again.

Called from rules/activate.py as an ability of a permanent is activated; abilities without these
fields return at once."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.graveyard_count import graveyard_holds
from app.engine.state import Permanent


def verify(game: Game, permanent: Permanent, ability: Any, index: int, what: str) -> None:
    """CR 602.5b: refuse an activation its restrictions forbid."""
    at_least = getattr(ability, "activate_only_if_graveyard_at_least", None)
    card_type = getattr(ability, "activate_only_if_graveyard_card_type", None)  # s23-ori (CR 205.2a)
    if at_least is not None and card_type is not None:
        held = sum(1 for card in game.player(permanent.controller).graveyard
                   if card_type in game.definition(card.card).types) if permanent.controller else 0
        if held < at_least:
            raise IllegalAction(
                "Condition not met",
                f"{what} can be activated only if {at_least} or more {card_type.value.lower()} cards are in its "
                f"controller's graveyard; there are {held}",
                [cr("602.5b"), cr("404.1"), cr("205.2a")],
            )
    elif at_least is not None and not graveyard_holds(game, permanent.controller, at_least):
        held = len(game.player(permanent.controller).graveyard) if permanent.controller else 0
        raise IllegalAction(
            "Condition not met",
            f"{what} can be activated only if {at_least} or more cards are in "
            f"its controller's graveyard; there are {held}",
            [cr("602.5b"), cr("404.1")],
        )
    if getattr(ability, "only_once", False) and str(index) in permanent.activated_once:
        raise IllegalAction(
            "Activated too often",
            f"{what} can be activated only once, and it already was (this object has been on the battlefield since)",
            [cr("602.5b"), cr("400.7")],
        )


def record(permanent: Permanent, index: int) -> None:
    """The ability was activated: an "only once" ability can't be again while this object exists."""
    key = str(index)
    if key not in permanent.activated_once:
        permanent.activated_once.append(key)
