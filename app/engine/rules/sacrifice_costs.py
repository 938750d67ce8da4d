""" "Sacrifice a creature / an artifact / a Food / a token / another creature" as the cost of an
activated ability (`sacrifice_permanent` among its `other_costs`; CR 602.2b: the costs are paid
as the ability is activated, 118.3: a cost that can't be paid can't be, 701.21a: to sacrifice is
to move a permanent one controls to its owner's graveyard; it is not destroying).

Which permanent: the `activate` action's `choices.sacrifice` names it (one id per such cost, in
the order of the costs); without it, the engine's documented default stands for the player's
choice: the first such permanent they control in battlefield order. A named permanent the
player doesn't control or that the cost doesn't name is refused, and so is an activation with no
such permanent; nothing is paid then. "another" (`spec` "...:other") excludes the ability's own
source; otherwise the source itself may be sacrificed if it qualifies."""

from __future__ import annotations

from typing import Any

from app.engine.cards import SacrificePermanentCost
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.target_filters import matches_filter
from app.engine.rules.zones import leave_battlefield
from app.engine.state import Permanent, Player
from app.engine.target_grammar import parse_target_spec


def _qualifies(
    game: Game, cost: SacrificePermanentCost, player: Player, source: Permanent, candidate: Permanent
) -> bool:
    if candidate.controller != player.id or (cost.token and not candidate.is_token):
        return False
    if matches_filter(game, parse_target_spec(cost.spec), candidate, source.id, player.id):
        return True
    # s22-zne: "Sacrifice another creature or an enchantment": a permanent either spec names (CR 602.2b, 701.21a)
    return cost.or_spec is not None and matches_filter(game, parse_target_spec(cost.or_spec), candidate, source.id,
                                                       player.id)


def _what(cost: SacrificePermanentCost) -> str:
    either = f" or {cost.or_spec!r}" if cost.or_spec is not None else ""  # s22-zne
    return f"{'token' if cost.token else 'permanent'} matching {cost.spec!r}{either}"


def sacrifice_plan(game: Game, player: Player, source: Permanent, other_costs: list[Any], what: str) -> list[Permanent]:
    """The permanents the `sacrifice_permanent` costs sacrifice, one per cost (never one twice);
    refuses when one can't be paid or a named one doesn't qualify (CR 118.3, 602.2b)."""
    costs = [cost for cost in other_costs if isinstance(cost, SacrificePermanentCost)]
    if not costs:
        return []
    named = list(game.choices.sacrifice or [])
    if named:
        game.used_choices.add("sacrifice")
    chosen: list[Permanent] = []
    for index, cost in enumerate(costs):
        if index < len(named):
            found = next((p for p in game.state.battlefield if p.id == named[index]), None)
            if found is None or any(found is c for c in chosen) or not _qualifies(game, cost, player, source, found):
                raise IllegalAction(
                    "Can't sacrifice that",
                    f"{what}: choices.sacrifice[{index}] {named[index]!r} "
                    f"is not a {_what(cost)} that {player.id} controls; nothing was paid",
                    [cr("602.2b"), cr("701.21a")],
                )
        else:
            found = next(
                (
                    p
                    for p in game.state.battlefield
                    if not any(p is c for c in chosen) and _qualifies(game, cost, player, source, p)
                ),
                None,
            )
            if found is None:
                raise IllegalAction(
                    "Cost can't be paid",
                    f"{what}: {player.id} controls no {_what(cost)} to sacrifice; nothing was paid",
                    [cr("602.2b"), cr("118.3")],
                )
        chosen.append(found)
    return chosen


def pay_sacrifices(game: Game, permanents: list[Permanent], what: str) -> None:
    for permanent in permanents:
        if any(permanent is p for p in game.state.battlefield):
            leave_battlefield(game, permanent, Zone.GRAVEYARD, cites=[cr("602.2b"), cr("701.21a")], reason="sacrificed")
