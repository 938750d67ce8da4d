"""Amounts counted from a creature subtype as an effect resolves: "equal to the number of Goblins
you control" (Volley Veteran), the `Count` value "subtype_you_control:<Subtype>": the permanents
with that subtype the ability's controller controls now, with their subtypes as continuous effects
make them (CR 608.2h: the amount is determined once, as the effect resolves; CR 613.1d: layer 4
type-changing effects)."""

from __future__ import annotations

from app.engine.characteristics import characteristics_of
from app.engine.game import Game

SUBTYPE_COUNT_PREFIX = "subtype_you_control:"


def is_subtype_count(value: object) -> bool:
    return isinstance(value, str) and value.startswith(SUBTYPE_COUNT_PREFIX)


def subtype_count(game: Game, controller: str | None, value: str) -> int:
    """How many permanents with the subtype named in `value` `controller` controls now."""
    return len(permanents_with_subtype(game, controller, value.removeprefix(SUBTYPE_COUNT_PREFIX)))


def permanents_with_subtype(game: Game, controller: str | None, subtype: str) -> list[str]:
    """The ids of the permanents with `subtype` `controller` controls now, in battlefield order (s34-tdm: also the
    permanents "behold a Dragon" may choose, rules/s25stda_reveal_or_mana.py)."""
    found: list[str] = []
    for permanent in game.state.battlefield:
        if permanent.controller != controller:
            continue
        characteristics = characteristics_of(game, permanent)
        if characteristics is not None and subtype in characteristics.subtypes:
            found.append(permanent.id)
    return found
