"""s31-mh: "Return a Forest you control to its owner's hand" as the cost of an activated ability (`return_permanent`
among its `other_costs`; CR 602.2b: costs are paid as the ability is activated; 118.3: a cost that can't be paid can't
be).

Which permanent: the `activate` action's `choices.chosen` names it (one id); without it, the engine's documented default
stands for the player's choice: the first such permanent they control in battlefield order (the ability's source itself
qualifies if the spec names it). A named permanent the player doesn't control or that the cost doesn't name is refused,
and so is an activation with no such permanent; nothing is paid then. An ability has at most one such cost, never with
s27-std's "remove counters from a creature you control" (which also reads `choices.chosen`).
"""

from __future__ import annotations

from typing import Any

from app.engine.cards import ReturnPermanentCost
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.target_filters import matches_filter
from app.engine.rules.zones import leave_battlefield
from app.engine.state import Permanent, Player
from app.engine.target_grammar import parse_target_spec


def _cost(other_costs: list[Any]) -> ReturnPermanentCost | None:
    return next((cost for cost in other_costs if isinstance(cost, ReturnPermanentCost)), None)


def _qualifies(game: Game, cost: ReturnPermanentCost, player: Player, source_id: str, candidate: Permanent) -> bool:
    return candidate.controller == player.id and matches_filter(game, parse_target_spec(cost.spec), candidate,
                                                                 source_id, player.id)


def plan(game: Game, player: Player, source_id: str, other_costs: list[Any], what: str) -> Permanent | None:
    """The permanent the cost returns; refuses when it can't be paid or the named one doesn't qualify (CR 118.3)."""
    cost = _cost(other_costs)
    if cost is None:
        return None
    named = list(game.choices.chosen or [])
    if named:
        game.used_choices.add("chosen")
        found = next((p for p in game.state.battlefield if p.id == named[0]), None)
        if len(named) != 1 or found is None or not _qualifies(game, cost, player, source_id, found):
            raise IllegalAction("Can't return that", f"{what}: choices.chosen {named!r} is not one permanent matching "
                                f"{cost.spec!r} that {player.id} controls; nothing was paid", [cr("602.2b")])
        return found
    found = next((p for p in game.state.battlefield if _qualifies(game, cost, player, source_id, p)), None)
    if found is None:
        raise IllegalAction("Cost can't be paid", f"{what}: {player.id} controls no permanent matching {cost.spec!r} "
                            "to return to its owner's hand; nothing was paid", [cr("602.2b"), cr("118.3")])
    return found


def pay(game: Game, player: Player, source_id: str, other_costs: list[Any], what: str) -> None:
    """Return the planned permanent to its owner's hand (CR 602.2b)."""
    returned = plan(game, player, source_id, other_costs, what)
    if returned is not None:
        leave_battlefield(game, returned, Zone.HAND, cites=[cr("602.2b")], reason="returned to its owner's hand as a cost")
