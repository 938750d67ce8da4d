"""A toughness change that stops at a floor (Blood Lust: "If target creature has toughness 5 or
greater, it gets +4/-4 until end of turn. Otherwise, it gets +4/-X until end of turn, where X is
its toughness minus 1."): the pump's `toughness_not_below`. The creature's toughness is read
once, as the effect resolves (CR 608.2h), and the change is the printed one or, if that would
leave less than the floor, as much as leaves exactly the floor: -4 for toughness 5 or more,
1 minus its toughness otherwise. The change itself is layer 7c (CR 613.4c)."""

from __future__ import annotations

from app.engine.characteristics import compute
from app.engine.game import Game
from app.engine.state import Permanent


def toughness_floor_change(game: Game, permanent: Permanent, change: int, floor: int) -> int:
    characteristics = compute(game, permanent)
    toughness = characteristics.toughness if characteristics is not None and characteristics.toughness else 0
    return max(change, floor - toughness)
