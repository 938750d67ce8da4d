"""s17-pw: the amounts "the greatest power among creatures you control" and "the greatest toughness
among creatures you control" (Huatli, Warrior Poet; Huatli, the Sun's Heart): the `Count`
"greatest_power:<spec>" / "greatest_toughness:<spec>", determined once as the effect resolves (CR
608.2h): the greatest power or toughness (CR 208.1, with the characteristics continuous effects give
them now, CR 613) among the permanents matching the permanent spec of the target grammar, read from
the ability's source ("you_control": its controller). With none, or when the greatest is negative, the
amount is 0 (CR 107.1b: a negative result of a calculation is zero)."""

from __future__ import annotations

from app.engine.characteristics import characteristics_of
from app.engine.game import Game
from app.engine.rules.target_filters import matches_filter
from app.engine.state import StackObject
from app.engine.target_grammar import parse_target_spec

POWER = "greatest_power:"
TOUGHNESS = "greatest_toughness:"


def is_greatest_stat(value: object) -> bool:
    """Whether an amount is one of this module's counts."""
    return isinstance(value, str) and value.startswith((POWER, TOUGHNESS))


def greatest_stat(game: Game, item: StackObject, value: str) -> int:
    """The greatest power (or toughness) among the matching permanents, as the effect resolves."""
    power = value.startswith(POWER)
    spec = parse_target_spec(value.removeprefix(POWER if power else TOUGHNESS))
    source, controller = item.source or item.id, item.controller or ""
    values = [
        (characteristics.power if power else characteristics.toughness) or 0
        for permanent in game.state.battlefield
        if matches_filter(game, spec, permanent, source, controller)
        and (characteristics := characteristics_of(game, permanent)) is not None
    ]
    return max(0, max(values, default=0))
