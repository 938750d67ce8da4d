"""Modal spells and abilities (CR 700.2): "Choose one —" followed by modes.

A `modal` effect (app/engine/cards.py) holds the modes, one effect each. Its controller chooses
the mode as the spell is cast or the ability activated (CR 700.2a, 601.2b, 602.2b: the `cast` /
`activate` action's `choices.modes`, one index per modal effect, counted from 0), or as a
triggered ability is put on the stack (700.2b: the `choices.modes` of the action that made it
trigger; when that action gave none, the resolving action's; with neither, no mode was chosen and
the ability is removed from the stack, 700.2b). The choice is kept in the stack object's
`choices.modes`. From then on the spell or ability is what its chosen mode says: only that
mode's target is chosen and checked (700.2c, 601.2c), and only that mode happens as it resolves.
A mode that can't be chosen (no legal target, 700.2a) is refused by the target checks.

Pawprint modes (CR 700.2h; the Seasons of Bloomburrow): "Choose up to five {P} worth of modes.
You may choose the same mode more than once." A modal effect with `pawprints` (each mode's {P})
and `pawprint_limit` takes every entry of `choices.modes` (so it must be the only modal effect of
its spell or ability): one or more modes, a mode as many times as it is chosen, their {P} adding
up to no more than the limit. They happen in the order they are printed, a mode chosen twice
twice in a row (rulings on the Seasons), and their targets are chosen in that order, each time a
mode is chosen for its own target (CR 115.3 allows the same object for two instances of "target").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engine.cards import ModalEffect, ModeSequenceEffect
from app.engine.citations import cr
from app.engine.enums import StackObjectKind
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import mode_counts, s27cmd_repeat_modes
from app.engine.state import StackObject

MODE_CITES = (cr("700.2a"), cr("601.2b"))
# When a mode is chosen: as a spell is cast, an ability activated, a trigger put on the stack.
_CHOSEN_CITES = {StackObjectKind.SPELL: [cr("700.2a"), cr("601.2b")],
                 StackObjectKind.ACTIVATED_ABILITY: [cr("700.2a"), cr("602.2b")],
                 StackObjectKind.TRIGGERED_ABILITY: [cr("700.2b")]}


def is_modal(effects: Sequence[Any]) -> bool:
    return any(isinstance(effect, ModalEffect) for effect in effects)


def chosen_effects(effects: Sequence[Any], modes: Sequence[int] | None, what: str) -> list[Any]:
    """`effects` with each modal effect replaced by its chosen mode (`modes`: one index per modal
    effect, in order). Refused when the modes don't fit: one per modal effect, each a mode it has
    (CR 700.2a). Effects without modes are returned unchanged."""
    if not is_modal(effects):
        if modes:
            raise IllegalAction("No modes", f"{what} is not modal; choices.modes must not be given", list(MODE_CITES))
        return list(effects)
    modal = [effect for effect in effects if isinstance(effect, ModalEffect)]
    chosen = list(modes or [])
    if any(effect.pawprints is not None for effect in modal):
        return _pawprint_effects(effects, modal, chosen, what)
    if any(effect.s27cmd_choose_repeat is not None for effect in modal):  # s27-cmd (CR 700.2d)
        return expanded(s27cmd_repeat_modes.chosen_modes(effects, modal, chosen, what))
    if mode_counts.counted(modal):  # s15-spells: "Choose one or both / one or more" (CR 700.2d)
        return expanded(mode_counts.chosen_modes(effects, modal, chosen, what))
    if len(chosen) != len(modal):
        counts = ", ".join(f"modes 0-{len(effect.modes) - 1}" for effect in modal)
        raise IllegalAction("Choose a mode", f"{what} is modal (CR 700.2): give choices.modes with one mode for each "
                            f"'Choose one' ({counts}); {len(chosen)} given", list(MODE_CITES))
    result: list[Any] = []
    picks = iter(chosen)
    for effect in effects:
        if not isinstance(effect, ModalEffect):
            result.append(effect)
            continue
        pick = next(picks)
        if not 0 <= pick < len(effect.modes):
            raise IllegalAction("No such mode", f"{what} has modes 0-{len(effect.modes) - 1}; mode {pick} was chosen",
                                list(MODE_CITES))
        result.append(effect.modes[pick])
    return expanded(result)


PAWPRINT_CITES = (cr("700.2h"), cr("601.2b"))


def _pawprint_effects(effects: Sequence[Any], modal: list[ModalEffect], chosen: list[int], what: str) -> list[Any]:
    """`effects` with the pawprint modal effect replaced by its chosen modes, in printed order
    (CR 700.2h); refused when the choice doesn't fit."""
    if len(modal) != 1:
        raise IllegalAction("Not modelled", f"{what} has a pawprint modal effect beside another modal effect; the "
                            "engine models a pawprint choice only as the one modal effect", list(PAWPRINT_CITES))
    effect = modal[0]
    assert effect.pawprints is not None and effect.pawprint_limit is not None
    costs = ", ".join(f"mode {index}: {'{P}' * paws}" for index, paws in enumerate(effect.pawprints))
    if not chosen:
        raise IllegalAction("Choose modes", f"{what} is modal (CR 700.2h): give choices.modes, the modes chosen "
                            f"(a mode may be chosen more than once), up to {effect.pawprint_limit} {{P}} worth "
                            f"({costs})", list(PAWPRINT_CITES))
    for pick in chosen:
        if not 0 <= pick < len(effect.modes):
            raise IllegalAction("No such mode", f"{what} has modes 0-{len(effect.modes) - 1}; mode {pick} was "
                                "chosen", list(PAWPRINT_CITES))
    total = sum(effect.pawprints[pick] for pick in chosen)
    if total > effect.pawprint_limit:
        raise IllegalAction("Too many pawprints", f"{what} allows up to {effect.pawprint_limit} {{P}} worth of "
                            f"modes; modes {sorted(chosen)} are {total} {{P}} ({costs})", list(PAWPRINT_CITES))
    result: list[Any] = []
    for item in effects:
        if item is effect:
            result.extend(effect.modes[pick] for pick in sorted(chosen))
        else:
            result.append(item)
    return expanded(result)


def stack_object_modes(item: StackObject) -> list[int] | None:
    """The modes chosen for a spell or ability on the stack, or None when none were."""
    modes = item.choices.get("modes")
    return [int(mode) for mode in modes] if isinstance(modes, list) else None


def record_modes(game: Game, item: StackObject, effects: Sequence[Any], modes: Sequence[int]) -> None:
    """Keep the modes chosen for a modal spell or ability on its stack object, and say so."""
    if not is_modal(effects):
        return
    item.choices["modes"] = list(modes)
    pawprints = any(isinstance(effect, ModalEffect) and effect.pawprints is not None for effect in effects)
    game.emit("modes_chosen", [*_CHOSEN_CITES[item.kind], *((cr("700.2h"),) if pawprints else ())],
              stack_object=item.id, modes=list(modes))


def no_mode_chosen(item: StackObject, effects: Sequence[Any], fallback: Sequence[int] | None) -> bool:
    """A modal triggered ability put on the stack without a mode, and none given as it resolves:
    no mode was chosen, so it is removed from the stack (CR 700.2b)."""
    return (item.kind is StackObjectKind.TRIGGERED_ABILITY and is_modal(effects)
            and stack_object_modes(item) is None and not fallback)


def resolving_effects(item: StackObject, effects: Sequence[Any], fallback: Sequence[int] | None, what: str
                      ) -> list[Any]:
    """The effects a spell or ability does as it resolves: its chosen modes' (a triggered ability
    with none chosen yet takes `fallback`, the resolving action's `choices.modes`)."""
    if not is_modal(effects):
        return list(effects)
    modes = stack_object_modes(item)
    if modes is None:
        modes = list(fallback or [])
    return chosen_effects(effects, modes, what)


def expanded(effects: Sequence[Any]) -> list[Any]:
    """The chosen modes' effects with each mode of several effects (`mode_sequence`, s13-modal) put
    in its place as its effects, in order (CR 700.2, 608.2c)."""
    if not any(isinstance(effect, ModeSequenceEffect) for effect in effects):
        return list(effects)
    result: list[Any] = []
    for effect in effects:
        result.extend(effect.effects if isinstance(effect, ModeSequenceEffect) else [effect])
    return result
