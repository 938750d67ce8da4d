"""s20-trig2: triggered and activated abilities with several targeted effects (docs/oracle-s20-trig2.md).

"When ~ enters, it deals 3 damage to target opponent or planeswalker and 3 damage to up to one target creature.":
a triggered ability whose `effect` and `then_effects` each target (CR 115.1). As it is put on the stack its targets
are chosen for each instance of the word "target" (CR 603.3d, which applies 601.2c): `choices.targets` are dealt out
to its targeted effects in order, each checked against its own effect's spec (rules/effects_targets.py:
`verify_targets`), the same object allowed for two instances (115.3). If a target it requires (not "up to") has no
legal choice, the ability is removed from the stack (603.3d). Targets not given with the action that made it trigger
may be given with the `resolve` action, checked the same way. As it resolves, each target is checked again (608.2b:
`resolve_effects`): an effect whose targets are all illegal is skipped, and with every target illegal the ability
doesn't resolve.

Only abilities with two or more targeted effects come here (`several_targets`: a look at `then_effects`, which other
triggered abilities leave empty or untargeted), so nothing changes for the others.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engine.actions import Choices
from app.engine.cards import effect_target, effects_of, target_count
from app.engine.enums import StackObjectKind
from app.engine.game import Game
from app.engine.rules.effects_targets import (
    candidates,
    record_target_counts,
    target_problem,
    verify_targets,
)
from app.engine.state import StackObject


def several_targets(ability: Any) -> list[Any] | None:
    """The effects of a triggered or activated ability with two or more targeted effects (CR 115.1), in order; None
    for any other (one target or none: rules/triggers.py checks it as before)."""
    if not getattr(ability, "then_effects", None) or getattr(ability, "reflexive", False):
        return None
    effects = effects_of(ability)
    return effects if sum(effect_target(effect) is not None for effect in effects) > 1 else None


def no_legal_choice(game: Game, source_id: str, controller: str, effects: Sequence[Any]) -> bool:
    """CR 603.3d: is there a required target (not "up to") with fewer legal choices than the effect takes? Then the
    ability is removed from the stack (the same object may be chosen again for another instance of "target", 115.3,
    so each instance is looked at on its own)."""
    for effect in effects:
        spec = effect_target(effect)
        if spec is None or getattr(effect, "up_to", False):
            continue
        count = target_count(effect)
        needed = count if type(count) is int else 1
        legal = 0
        for candidate in candidates(game, spec):
            if target_problem(game, source_id, controller, spec, candidate, 0) is None:
                legal += 1
                if legal >= needed:
                    break
        if legal < needed:
            return True
    return False


def verify_trigger_targets(game: Game, source_id: str, controller: str, effects: Sequence[Any], targets: list[str],
                           counts: Sequence[int] | None, what: str) -> None:
    """The targets chosen as the ability is put on the stack: all of them, each legal for its own effect (CR 603.3d,
    601.2c, 115.3)."""
    verify_targets(game, source_id, controller, effects, targets, what, "603.3d", counts=counts)


def targets_as_it_resolves(game: Game, item: StackObject, ability: Any, choices: Choices) -> bool:
    """Targets given with the `resolve` action for an ability with several targeted effects (put on the stack
    without them): each checked against its own effect's spec, as when it was put on the stack (CR 603.3d, 602.2b,
    601.2c), and kept. False for any other ability (rules/triggers.py checks it as before)."""
    effects = several_targets(ability)
    if effects is None:
        return False
    rule = "602.2b" if item.kind is StackObjectKind.ACTIVATED_ABILITY else "603.3d"
    verify_targets(game, item.source or item.id, item.controller or "", effects, list(choices.targets),
                   f"the ability {item.id}", rule, counts=choices.target_counts, x=item.x)
    item.targets = list(choices.targets)
    record_target_counts(item, choices)
    return True
