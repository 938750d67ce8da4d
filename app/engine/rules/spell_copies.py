"""s14-copies: copying a spell on the stack (CR 707.10), the `copy_spell` effect.

"Copy target instant or sorcery spell you control. You may choose new targets for the copy."
(Kitsa, Otterball Elite):

- CR 707.10: the copy is put on the stack (on top, above the ability that made it, which is
  resolving); it is not cast, so nothing that triggers on casting sees it ("whenever you cast",
  prowess) and no cost is paid. It copies the spell's characteristics (its card, and the face cast)
  and every decision made for it as it was cast: modes, targets, the value of X, a division of
  damage, whether it was kicked or an additional cost's amount (the `choices` the engine keeps).
  Not copied: what isn't a decision made for it (where it was cast from, flashback: the copy is not
  cast), nor anything a permanent spell would become (a copy of a permanent spell becomes a token
  as it resolves, CR 707.10f/111.12: refused here, not modelled; the effect names instants and
  sorceries only). A spell whose gift was promised is refused too: what its copy gives is not
  modelled.
- The copy's controller (and owner) is the controller of the effect that copied it (CR 707.10).
- CR 707.10c, "You may choose new targets for the copy": the `resolve` action's
  `choices.copy_targets` gives the copy's targets, checked as the original's are when it is cast
  (each legal, in order, the same number); without it the copy keeps the original's targets, even
  illegal ones (707.10c: the player may leave them unchanged).
- It resolves as any spell does (CR 608.2), and when it leaves the stack it ceases to exist
  (707.10a, 704.5e: rules/spell_copy_leaves.py).
- A spell that left the stack before the copy effect resolves can't be copied: the effect's target is
  illegal and the ability does nothing (CR 608.2b, in rules/effects_targets.py).

The copy's id is the original's followed by "-copy-<n>", the first number no object uses.
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CopySpellEffect
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.enums import CardType, StackObjectKind
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import (
    modes,
    s31modern_copy_that_spell,  # s31-modern
)
from app.engine.rules.effects_targets import verify_targets
from app.engine.rules.flashback import FLASHBACK
from app.engine.rules.gift import GIFT
from app.engine.rules.kicker import was_kicked
from app.engine.rules.s31modern_copy_that_spell import THAT_SPELL, that_spell  # s31-modern
from app.engine.rules.spell_copy_leaves import COPY
from app.engine.rules.stack import spell_effects
from app.engine.state import StackObject

CITES = (cr("707.10"),)
NEW_TARGETS_CITES = (cr("707.10c"),)
# Not decisions made for the spell as it was cast: a copy isn't cast (CR 707.10).
_NOT_COPIED = (FLASHBACK, "cast_from")


def copy_id(game: Game, original: StackObject) -> str:
    """The id of a new copy of `original`: its id followed by \"-copy-<n>\", the first number no object uses."""
    taken = game.all_object_ids()
    number = 1
    while f"{original.id}-copy-{number}" in taken:
        number += 1
    return f"{original.id}-copy-{number}"


def put_copy_on_stack(
    game: Game,
    item: StackObject,
    original: StackObject,
    given: list[str] | None,
    new_targets: bool,
    cites: tuple[str, ...] = CITES,
) -> StackObject:
    """CR 707.10: a copy of `original` on top of the stack, controlled by the controller of `item`
    (the spell or ability that copies it); with the new targets `given` when the effect allows them
    (707.10c). Returns the copy."""
    definition = current_face(game, original)
    if not (definition.has_type(CardType.INSTANT) or definition.has_type(CardType.SORCERY)):
        raise IllegalAction(
            "Not modelled",
            f"copying {definition.name}, a permanent spell (it would become a token "
            "as it resolves, CR 707.10f), is not modelled",
            list(CITES),
        )
    if original.choices.get(GIFT):
        raise IllegalAction(
            "Not modelled",
            f"copying {definition.name}, a spell whose gift was promised, is not modelled",
            [*CITES, cr("702.174a")],
        )
    controller = item.controller or original.controller
    kept = {key: value for key, value in original.choices.items() if key not in _NOT_COPIED}
    copy = original.model_copy(
        deep=True,
        update={
            "id": copy_id(game, original),
            "controller": controller,
            "owner": controller,
            "choices": {**kept, COPY: True},
            "characteristics": None,
            "color_effects": None,
        },
    )
    emitted = list(cites)
    if given:
        if not new_targets:
            raise IllegalAction(
                "No new targets",
                f"the copy of {original.id} keeps its targets: the effect doesn't "
                "let its controller choose new ones; choices.copy_targets must not be given",
                [*CITES, *NEW_TARGETS_CITES],
            )
        effects = modes.resolving_effects(
            copy, spell_effects(definition, kicked=was_kicked(copy), cleaved=copy.choices.get("alternative_cost") == "cleave",
                                overloaded=copy.choices.get("alternative_cost") == "overload",
                                awakened=copy.choices.get("alternative_cost") == "awaken"),  # s27-mech
            None, definition.name
        )
        verify_targets(
            game, copy.id, controller or "", effects, list(given), f"the copy of {definition.name}", "707.10c", x=copy.x
        )
        copy.targets = list(given)
        emitted += NEW_TARGETS_CITES
    game.state.stack.insert(0, copy)
    game.emit(
        "spell_copied",
        emitted,
        stack_object=item.id,
        spell_copy=copy.id,
        of=original.id,
        card=definition.name,
        controller=controller or "",
        targets=list(copy.targets),
    )
    return copy


def _resolve(game: Game, item: StackObject, effect: Any, choices: Choices) -> None:
    assert isinstance(effect, CopySpellEffect)
    if effect.target == THAT_SPELL:  # s31-modern: the spell whose casting triggered the ability (CR 603.2, 608.2h)
        spell = that_spell(game, item)
        if spell is not None:
            if choices.copy_targets is not None:
                game.used_choices.add("copy_targets")
            put_copy_on_stack(game, item, spell, choices.copy_targets, effect.new_targets,
                              (*CITES, *s31modern_copy_that_spell.CITES))
        return
    for target_id in item.targets:
        original = game.stack_object(target_id)
        if original is None or original.kind is not StackObjectKind.SPELL:
            continue
        if choices.copy_targets is not None:
            game.used_choices.add("copy_targets")
        put_copy_on_stack(game, item, original, choices.copy_targets, effect.new_targets)


registry.effect_resolvers["copy_spell"] = _resolve
