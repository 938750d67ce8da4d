"""Countering abilities (s15-targets): "Counter target activated or triggered ability." (CR 701.6a).

The `counter_ability` effect targets an ability on the stack (CR 115.1, 113.1): `target`
"activated_or_triggered_ability", "activated_ability" or "triggered_ability" (a mana ability is never
on the stack, CR 605.3b, so it can't be targeted), or "activated_or_triggered_ability_or_legendary_spell"
(also a legendary spell, CR 205.4d). Another spell is not such a target, nor is the ability itself
(CR 115.5). As it resolves, the target, if still legal (CR 608.2b), is removed from the stack without
resolving (CR 701.6a): the `countered` event; a legendary spell is countered by the one counter rule
(rules/effects_zones.py, CR 701.6a: to its owner's graveyard; "can't be countered" holds, CR 101.2).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CounterAbilityEffect, CounterEffect
from app.engine.characteristics import compute
from app.engine.citations import cr
from app.engine.enums import StackObjectKind
from app.engine.game import Game, remove_from
from app.engine.state import StackObject

# The ability specs and the stack object kinds each accepts, with their words.
ABILITY_SPECS: dict[str, tuple[frozenset[StackObjectKind], str]] = {
    "activated_or_triggered_ability": (
        frozenset({StackObjectKind.ACTIVATED_ABILITY, StackObjectKind.TRIGGERED_ABILITY}),
        "an activated or triggered ability",
    ),
    "activated_ability": (frozenset({StackObjectKind.ACTIVATED_ABILITY}), "an activated ability"),
    "triggered_ability": (frozenset({StackObjectKind.TRIGGERED_ABILITY}), "a triggered ability"),
    "activated_or_triggered_ability_or_legendary_spell": (
        frozenset({StackObjectKind.ACTIVATED_ABILITY, StackObjectKind.TRIGGERED_ABILITY}),
        "an activated ability, a triggered ability or a legendary spell",
    ),
}
# s18-neoa: "Counter target spell or ability unless its controller pays {3}." (Mirrorshell Crab; CR 115.1, 701.6):
# any spell, activated or triggered ability on the stack (the `counter_unless_pays` target, rules/counter_unless.py)
ABILITY_SPECS["spell_or_ability"] = (
    frozenset({StackObjectKind.SPELL, StackObjectKind.ACTIVATED_ABILITY, StackObjectKind.TRIGGERED_ABILITY}),
    "a spell or an activated or triggered ability",
)
_OR_LEGENDARY_SPELL = "activated_or_triggered_ability_or_legendary_spell"


def _legendary_spell(game: Game, target: StackObject) -> bool:
    """Whether a stack object is a legendary spell (CR 205.4d)."""
    if target.kind is not StackObjectKind.SPELL:
        return False
    characteristics = compute(game, target)
    return characteristics is not None and "Legendary" in characteristics.supertypes


# s32-modern: "Copy target triggered ability you control." (CR 115.1): the abilities of those kinds its copier controls
_YOU_CONTROL = ":you_control"
for _spec in ("activated_or_triggered_ability", "triggered_ability", "activated_ability"):
    ABILITY_SPECS[_spec + _YOU_CONTROL] = (ABILITY_SPECS[_spec][0], ABILITY_SPECS[_spec][1] + " you control")


def ability_mismatch(game: Game, item_id: str, spec: str, target_id: str, controller: str | None = None) -> str | None:
    """Why `target_id` is not the ability on the stack `spec` names (None when it is; CR 115.1); a spec ending
    ":you_control" names only the abilities `controller` controls (s32-modern)."""
    kinds, words = ABILITY_SPECS[spec]
    target = game.stack_object(target_id)
    legendary = spec == _OR_LEGENDARY_SPELL and target is not None and _legendary_spell(game, target)
    if target is None or (target.kind not in kinds and not legendary):
        return f"{target_id!r} is not {words} on the stack; the target must be {words}"
    if target.id == item_id:
        return f"{target_id!r} can't target itself (CR 115.5)"
    if spec.endswith(_YOU_CONTROL) and target.controller != controller:  # s32-modern
        return f"{target_id!r} is not controlled by {controller}; the target must be {words}"
    return None


def ability_candidates(game: Game, spec: str) -> list[str]:
    """The abilities on the stack a spec could name."""
    kinds, _ = ABILITY_SPECS[spec]
    return [
        item.id
        for item in game.state.stack
        if item.kind in kinds or (spec == _OR_LEGENDARY_SPELL and item.kind is StackObjectKind.SPELL)
    ]


def _resolve(game: Game, item: StackObject, effect: CounterAbilityEffect, choices: Choices) -> None:
    for target_id in item.targets:
        target = game.stack_object(target_id)
        if target is None:
            continue
        if target.kind is StackObjectKind.SPELL:  # a legendary spell: countered as spells are (CR 701.6a)
            counter = registry.effect_resolvers["counter"]  # the one counter rule (rules/effects_zones.py)
            counter(game, item.model_copy(update={"targets": [target.id]}), CounterEffect(target="spell"), choices)
            continue
        remove_from(game.state.stack, target)  # CR 701.6a: removed from the stack, it doesn't resolve
        game.emit("countered", [cr("608.2"), cr("701.6a")], stack_object=target.id, by=item.id, source=item.source)


registry.effect_resolvers["counter_ability"] = _resolve
