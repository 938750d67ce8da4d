"""Amounts counted from the battlefield as an effect resolves (CR 608.2h: determined once, as it
resolves): "put a +1/+1 counter on it for each other Squirrel and/or Food you control" (Honored
Dreyleader) — the `Count` "count:<spec>|<spec>...": how many permanents match at least one of the
permanent specs of the target grammar, read from the ability's source ("you_control": its
controller; "other": not its source), each permanent counted once, with its characteristics as
continuous effects make them now (CR 613)."""

from __future__ import annotations

from app.engine.game import Game
from app.engine.rules.target_filters import matches_filter
from app.engine.state import StackObject
from app.engine.target_grammar import parse_target_spec


def count_of(game: Game, item: StackObject, value: str) -> int:
    specs = [parse_target_spec(spec) for spec in value.removeprefix("count:").split("|")]
    source, controller = item.source or item.id, item.controller or ""
    return sum(
        1
        for permanent in game.state.battlefield
        if any(matches_filter(game, spec, permanent, source, controller) for spec in specs)
    )
