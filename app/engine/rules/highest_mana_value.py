"""The amount "the highest mana value among artifacts you control" (One with the Machine; s13-m19final):
the `Count` "highest_mana_value:<spec>", determined once as the effect resolves (CR 608.2h): the
greatest mana value (CR 202.3, with its characteristics as continuous effects make them now, CR
613; a face-down permanent's is 0, CR 708.2) among the permanents matching the permanent spec of the
target grammar, read from the ability's source ("you_control": its controller); 0 when none matches."""

from __future__ import annotations

from app.engine.characteristics import characteristics_of
from app.engine.game import Game
from app.engine.rules.target_filters import matches_filter
from app.engine.state import StackObject
from app.engine.target_grammar import parse_target_spec

PREFIX = "highest_mana_value:"


def highest_mana_value(game: Game, item: StackObject, value: str) -> int:
    spec = parse_target_spec(value.removeprefix(PREFIX))
    source, controller = item.source or item.id, item.controller or ""
    values = [
        characteristics.mana_value
        for permanent in game.state.battlefield
        if matches_filter(game, spec, permanent, source, controller)
        and (characteristics := characteristics_of(game, permanent)) is not None
    ]
    return max(values, default=0)
