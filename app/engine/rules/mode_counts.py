"""Modal spells of which more than one mode may be chosen (CR 700.2, 700.2d): "Choose one or both —"
and "Choose one or more —".

A `modal` effect with `choose_max` (app/engine/cards.py) takes every entry of the action's
`choices.modes` (so it must be the only modal effect of its spell or ability): one to `choose_max`
modes, each at most once (CR 700.2d: the same mode can't be chosen twice unless the card says so),
chosen as the spell is cast (700.2a, 601.2b). Only the chosen modes' targets are chosen (700.2c),
in the order the modes are written, and the chosen modes are done in that order as it resolves
(CR 608.2c: the instructions are followed in the order written), whatever order they were given in.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engine.cards import ModalEffect
from app.engine.citations import cr
from app.engine.errors import IllegalAction

CITES = (cr("700.2a"), cr("700.2d"), cr("601.2b"))


def counted(modal: Sequence[ModalEffect]) -> bool:
    """Whether a modal effect among these lets more than one mode be chosen."""
    return any(effect.choose_max is not None for effect in modal)


def chosen_modes(effects: Sequence[Any], modal: Sequence[ModalEffect], chosen: Sequence[int], what: str) -> list[Any]:
    """`effects` with the modal effect replaced by its chosen modes in printed order (not yet
    expanded: rules/modes.py does that); refused when the choice doesn't fit."""
    if len(modal) != 1:
        raise IllegalAction(
            "Not modelled",
            f"{what} has a 'choose one or more' modal effect beside another modal "
            "effect; the engine models it only as the one modal effect",
            list(CITES),
        )
    effect = modal[0]
    assert effect.choose_max is not None
    last = len(effect.modes) - 1
    least = effect.choose_min or 1  # s26-cmdc: "Choose two —" (exactly two)
    if not least <= len(chosen) <= effect.choose_max:
        raise IllegalAction(
            "Choose modes",
            f"{what} is modal (CR 700.2): give choices.modes, {least} to "
            f"{effect.choose_max} different modes among 0-{last}; {len(chosen)} given",
            list(CITES),
        )
    if any(not 0 <= pick <= last for pick in chosen):
        raise IllegalAction("No such mode", f"{what} has modes 0-{last}; modes {list(chosen)} were chosen", list(CITES))
    if len(set(chosen)) != len(chosen):
        raise IllegalAction(
            "Mode chosen twice",
            f"{what}: a mode may be chosen only once (CR 700.2d); modes {list(chosen)} were chosen",
            list(CITES),
        )
    return with_modes(effects, effect, chosen)


def with_modes(effects: Sequence[Any], effect: Any, chosen: Sequence[int]) -> list[Any]:
    """`effects` with the modal `effect` replaced by its chosen modes, in the printed order (CR 700.2)."""
    result: list[Any] = []
    for item in effects:
        if item is effect:
            result.extend(effect.modes[pick] for pick in sorted(chosen))
        else:
            result.append(item)
    return result
