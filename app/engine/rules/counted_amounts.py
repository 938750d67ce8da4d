"""Amounts counted as an effect resolves (CR 608.2h: an amount the effect needs is determined
once, as it resolves): "You gain 1 life for each creature you control.", "Draw cards equal to the
number of lands you control." — the `Count` values "creatures_you_control", "lands_you_control",
"artifacts_you_control": the permanents of that card type the ability's controller controls now,
with their types as continuous effects make them (CR 613.1d)."""

from __future__ import annotations

from app.engine.characteristics import characteristics_of
from app.engine.game import Game

COUNTED = {"creatures_you_control": "Creature", "lands_you_control": "Land", "artifacts_you_control": "Artifact"}


def counted(game: Game, controller: str | None, value: str) -> int:
    """How many permanents of `COUNTED[value]`'s type `controller` controls now."""
    card_type = COUNTED[value]
    found = 0
    for permanent in game.state.battlefield:
        if permanent.controller != controller:
            continue
        characteristics = characteristics_of(game, permanent)
        if characteristics is not None and card_type in characteristics.types:
            found += 1
    return found
