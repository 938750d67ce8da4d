""" "Tap two untapped tokens you control" / "Tap an untapped creature you control" as the cost of an
activated ability (`tap_permanents` among its `other_costs`; CR 602.2b: costs are paid as the
ability is activated; 701.26a: to tap is to turn a permanent sideways; 118.3: a cost that can't be
paid can't be). Tapping them is not a {T} cost, so a creature that came under its controller's
control this turn may be tapped for it (302.6 limits only {T} and {Q} costs of its own abilities).

Which permanents: the `activate` action's `choices.tap` names them (all the costs' permanents, in
the order of the costs); without it, the engine's documented default stands for the player's
choice: the first such untapped permanents they control in battlefield order. A named permanent
that is tapped, not theirs, not what the cost names, or named twice, or too few of them, makes the
activation refused, and nothing is paid. "other" (`spec` "...:other") excludes the ability's own
source; otherwise the source may be tapped for it if it qualifies (and is untapped)."""

from __future__ import annotations

from typing import Any

from app.engine.cards import TapPermanentsCost
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.target_filters import matches_filter
from app.engine.state import Permanent, Player, ZoneCard
from app.engine.target_grammar import parse_target_spec


def _qualifies(game: Game, cost: TapPermanentsCost, player: Player, source: str, candidate: Permanent) -> bool:
    if candidate.controller != player.id or candidate.tapped or (cost.token and not candidate.is_token):
        return False
    return matches_filter(game, parse_target_spec(cost.spec), candidate, source, player.id)


def _what(cost: TapPermanentsCost) -> str:
    return f"untapped {'token' if cost.token else 'permanent'}(s) matching {cost.spec!r}"


def tap_plan(game: Game, player: Player, source: Permanent | ZoneCard, other_costs: list[Any],
             what: str) -> list[Permanent]:  # s27-std: a card in a graveyard too
    """The permanents the `tap_permanents` costs tap (never one twice); refuses when they can't be
    paid or a named one doesn't qualify (CR 118.3, 602.2b)."""
    return plan_taps(game, player, source.id, [cost for cost in other_costs if isinstance(cost, TapPermanentsCost)],
                     what)


def plan_taps(game: Game, player: Player, source: str, costs: list[TapPermanentsCost], what: str) -> list[Permanent]:
    """`tap_plan` of these costs, "other" read as not the object `source` (s34-mom: also the optional action "you may
    tap two untapped creatures you control", rules/s34mom_optional_tap.py, whose source may have left)."""
    if not costs:
        return []
    named = list(game.choices.tap or [])
    if named:
        game.used_choices.add("tap")
        if len(named) != sum(cost.count for cost in costs):
            raise IllegalAction(
                "Wrong number to tap",
                f"{what}: choices.tap names {len(named)} permanent(s); the "
                f"cost taps {sum(cost.count for cost in costs)}; nothing was paid",
                [cr("602.2b")],
            )
    chosen: list[Permanent] = []
    for cost in costs:
        for _ in range(cost.count):
            if named:
                wanted = named[len(chosen)]
                found = next((p for p in game.state.battlefield if p.id == wanted), None)
                if (
                    found is None
                    or any(found is c for c in chosen)
                    or not _qualifies(game, cost, player, source, found)
                ):
                    raise IllegalAction(
                        "Can't tap that",
                        f"{what}: choices.tap names {wanted!r}, which is not one "
                        f"of the {_what(cost)} {player.id} controls (or is named twice); nothing "
                        "was paid",
                        [cr("602.2b"), cr("701.26a")],
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
                        f"{what}: {player.id} controls fewer than {cost.count} {_what(cost)}; nothing was paid",
                        [cr("602.2b"), cr("118.3")],
                    )
            chosen.append(found)
    return chosen


def pay_taps(game: Game, permanents: list[Permanent], what: str) -> None:
    for permanent in permanents:
        permanent.tapped = True
        game.changed(permanent)
        game.emit("tapped", [cr("602.2b"), cr("701.26a")], permanent=permanent.id, purpose=what)
