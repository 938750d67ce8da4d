"""s32-modern: copying an ability on the stack (docs/oracle-s32-modern.md), the `copy_ability` effect.

"Copy target triggered ability you control. You may choose new targets for the copy." (also "activated or triggered
ability", "activated ability"):

- CR 115.1, 113.1: the target is an activated or triggered ability on the stack (a mana ability never is, 605.3b) that
  the effect's controller controls (the spec's ":you_control", checked by rules/counter_abilities.py); an ability that
  has left the stack when the effect resolves is not copied (608.2b).
- CR 707.10: the copy is put on the stack on top (above nothing: the copying ability is resolving); it copies the
  ability's characteristics (its source and the ability of that source it is) and every decision made for it: modes,
  targets, X, the costs paid and what they referred to (its `choices`). It was neither activated nor did it trigger, so
  nothing that triggers on activating or triggering sees it, and no cost is paid for it. Its controller is the
  controller of the effect that copied it (707.10). It resolves as the original would (608.2).
- CR 707.10c, "You may choose new targets for the copy": the `resolve` action's `choices.copy_targets` gives the copy's
  targets, checked as the ability's targets are when it is put on the stack (each legal for its effect, in order, the
  same number: 115.1, 601.2c, 602.2b, 603.3d); without it the copy keeps the original's targets. New targets for a copy
  of an ability whose targets are not those of its source's printed ability (a keyword's trigger, a delayed trigger, a
  granted ability, divided damage) or of a modal ability are refused: not modelled.

"Whenever you activate an ability of an artifact, [if it isn't a mana ability,] you may pay {R}. If you do, copy that
ability." (`target` "that_ability"): the activation trigger (rules/activation_triggers.py, CR 603.2, 602.2) records the
ability activated as it was put on the stack (only for a trigger with such an effect, `recorded`); "that ability" is
that ability, not a target (115.1). As the trigger resolves, it is copied as above: from the stack if it is still there,
else as it last existed there (608.2h).

The copy's id is the original's followed by "-copy-<n>" (rules/spell_copies.py `copy_id`).
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S32modernCopyAbilityEffect, effects_of
from app.engine.citations import cr
from app.engine.enums import StackObjectKind
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import modes
from app.engine.rules.effects_targets import verify_targets
from app.engine.rules.granted_activated import GRANTED
from app.engine.rules.spell_copies import copy_id
from app.engine.rules.triggers import ability_definition
from app.engine.state import StackObject

CITES = (cr("707.10"),)
THAT_ABILITY = "that_ability"
_RECORDED = "s32modern_that_ability"  # an activation trigger's event: the ability activated (608.2h)
NEW_TARGETS_CITES = (cr("707.10c"),)
_ABILITIES = (StackObjectKind.ACTIVATED_ABILITY, StackObjectKind.TRIGGERED_ABILITY)
# Choices of abilities whose targets are not checked against their source's printed ability (rules/triggers.py)
_OWN_TARGET_RULES = ("keyword_trigger", "delayed", GRANTED, "division")


def _new_targets(game: Game, copy: StackObject, given: list[str]) -> None:
    """CR 707.10c: the copy's new targets, each legal for the ability's effects as it is put on the stack."""
    if copy.card is None or any(key in copy.choices for key in _OWN_TARGET_RULES):
        raise IllegalAction("Not modelled", f"choosing new targets for the copy of {copy.id} (an ability whose targets "
                            "are not its source's printed ability's) is not modelled", [*CITES, *NEW_TARGETS_CITES])
    ability = ability_definition(game, copy)
    if modes.is_modal(effects_of(ability)):
        raise IllegalAction("Not modelled", f"choosing new targets for the copy of {copy.id} (a modal ability) is not "
                            "modelled", [*CITES, *NEW_TARGETS_CITES])
    verify_targets(game, copy.source or copy.id, copy.controller or "", effects_of(ability), list(given),
                   f"the copy of {copy.id}", "707.10c", x=copy.x)
    copy.targets = list(given)


def recorded(game: Game, ability: Any, event: dict[str, Any]) -> dict[str, Any]:
    """An activation trigger's record of the ability activated (its `ability_activated` event's stack object), for an
    ability that copies "that ability" (else nothing)."""
    if not any(isinstance(effect, S32modernCopyAbilityEffect) and effect.target == THAT_ABILITY
               for effect in effects_of(ability)):
        return {}
    activated = game.stack_object(str(event.get("stack_object") or ""))
    return {} if activated is None else {_RECORDED: activated.model_dump(mode="json")}


def _that_ability(game: Game, item: StackObject) -> StackObject | None:
    """The ability whose activation triggered `item`: on the stack if still there, else as it last existed (608.2h)."""
    event = item.choices.get("event")
    kept = event.get(_RECORDED) if isinstance(event, dict) else None
    if not isinstance(kept, dict):
        return None
    ability = StackObject.model_validate(kept)
    return game.stack_object(ability.id) or ability


def _originals(game: Game, item: StackObject, effect: S32modernCopyAbilityEffect) -> list[StackObject]:
    if effect.target == THAT_ABILITY:
        that = _that_ability(game, item)
        return [] if that is None else [that]
    return [original for original in map(game.stack_object, item.targets)  # CR 608.2b: gone, or no longer yours
            if original is not None and original.kind in _ABILITIES and original.controller == item.controller]


def _resolve(game: Game, item: StackObject, effect: S32modernCopyAbilityEffect, choices: Choices) -> None:
    for original in _originals(game, item, effect):
        copy = original.model_copy(deep=True, update={"id": copy_id(game, original), "controller": item.controller})
        emitted = list(CITES)
        given = choices.copy_targets
        if given is not None:
            game.used_choices.add("copy_targets")
            if not effect.new_targets:
                raise IllegalAction("No new targets", f"the copy of {original.id} keeps its targets: the effect doesn't "
                                    "let its controller choose new ones; choices.copy_targets must not be given",
                                    [*CITES, *NEW_TARGETS_CITES])
            _new_targets(game, copy, list(given))
            emitted += NEW_TARGETS_CITES
        game.state.stack.insert(0, copy)
        cites = (*emitted, cr("603.2"), cr("608.2h")) if effect.target == THAT_ABILITY else emitted
        game.emit("ability_copied", list(cites), stack_object=item.id, ability_copy=copy.id, of=original.id,
                  source=copy.source, controller=item.controller or "", targets=list(copy.targets))


registry.effect_resolvers["copy_ability"] = _resolve
