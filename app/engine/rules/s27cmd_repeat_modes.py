"""s27-cmd: "Choose three. You may choose the same mode more than once." (the New Capenna Commander "command" spells;
CR 700.2d: "If a particular mode is chosen multiple times, the spell is treated as if that mode appeared that many
times in sequence").

A `modal` effect with `s27cmd_choose_repeat` N takes every entry of `choices.modes` (so it must be the only modal effect
of its spell): exactly N modes, a mode as many times as it is listed. They happen in the order the modes are printed, a
mode chosen twice twice in a row, and their targets are chosen in that order, each instance for its own target (CR
700.2d, 601.2c; 115.3 lets two instances of "target" name the same object)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engine.cards import ModalEffect
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.rules.mode_counts import with_modes

CITES = (cr("700.2d"), cr("601.2b"))


def chosen_modes(effects: Sequence[Any], modal: Sequence[ModalEffect], chosen: Sequence[int], what: str) -> list[Any]:
    """`effects` with the repeatable modal effect replaced by its chosen modes in printed order (not yet expanded);
    refused when the choice doesn't fit (CR 700.2d)."""
    if len(modal) != 1:
        raise IllegalAction("Not modelled", f"{what} has a modal effect whose modes may repeat beside another modal "
                            "effect; the engine models that choice only as the one modal effect", list(CITES))
    effect = modal[0]
    number = effect.s27cmd_choose_repeat
    assert number is not None
    if len(chosen) != number:
        raise IllegalAction("Choose modes", f"{what} is modal (CR 700.2d): give choices.modes with exactly {number} "
                            f"modes (0-{len(effect.modes) - 1}; the same mode may be chosen more than once); "
                            f"{len(chosen)} given", list(CITES))
    for pick in chosen:
        if not 0 <= pick < len(effect.modes):
            raise IllegalAction("No such mode", f"{what} has modes 0-{len(effect.modes) - 1}; mode {pick} was chosen",
                                list(CITES))
    return with_modes(effects, effect, chosen)
