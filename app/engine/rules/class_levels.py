"""Class enchantments (CR 716): levels, level abilities and "When this Class becomes level N".

A Class card's text is divided by level bars, each "{cost}: Level N" (a `class_level` ability in
app/engine/cards.py holding the abilities printed below it). A Class permanent has a level: 1 as
it enters (its `class_level` field absent), N after its level-N ability resolves. It has the
abilities of the top section always and those of level N only while its level is N or greater
(CR 716.2d): `CardDefinition.at_class_level`, which `characteristics.current_face` uses for a
Class on the battlefield, so every rule sees the abilities of its level and no others.

"{cost}: Level N" is an activated ability (CR 716.2a) meaning "{cost}: This Class's level becomes
N. Activate only if this Class is level N-1 and only as a sorcery." It uses the stack (rulings:
it can be responded to). `verify_level_up` refuses it otherwise (602.5d: its controller's main
phase, own turn, empty stack); as it resolves the Class becomes level N (nothing happens if the
Class has left the battlefield), an event `class_level_changed` says so, and its "When this Class
becomes level N, <effect>" ability (`class_becomes_level`, an ability of level N, so gained at that
moment) triggers (CR 603.2).

A Class's level is not a counter (no rule makes it one): proliferate and "remove a counter" don't
touch it; it is the permanent's `class_level`.
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ClassBecomesLevelAbility, ClassLevelUpEffect
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.state import Permanent, StackObject

LEVEL_UP_CITES = (cr("716.2a"),)


def level_of(permanent: Permanent) -> int:
    """A Class permanent's level (1 until a level ability resolves, CR 716.2a)."""
    return permanent.class_level or 1


def verify_level_up(game: Game, permanent: Permanent, ability: Any, what: str) -> None:
    """Refuse activating a Class's "Level N" ability unless the Class is level N-1, and unless
    as a sorcery (CR 716.2a, 602.5d). Other abilities pass."""
    effect = getattr(ability, "effect", None)
    if not isinstance(effect, ClassLevelUpEffect):
        return
    level = level_of(permanent)
    if level != effect.level - 1:
        raise IllegalAction(
            "Wrong class level",
            f"{what} makes {permanent.id} level {effect.level}: it can be "
            f"activated only while the Class is level {effect.level - 1}, and it is level {level}",
            [cr("716.2a")],
        )
    state = game.state
    if state.active_player != permanent.controller:
        detail = f"during its controller's ({permanent.controller}'s) turn"
    elif not state.step.is_main_phase:
        detail = f"in a main phase, not in the {state.step.value} step"
    elif state.stack:
        detail = "while the stack is empty"
    else:
        return
    raise IllegalAction(
        "Only as a sorcery",
        f"{what} (a Class's level ability) can be activated only as a sorcery: {detail}",
        [cr("716.2a"), cr("602.5d")],
    )


def _resolve_level_up(game: Game, item: StackObject, effect: ClassLevelUpEffect, choices: Choices) -> None:
    permanent = game.permanent(item.source or "")
    if permanent is None or permanent.card is None:
        game.emit(
            "ability_resolved", [cr("608.2"), cr("716.2a")], stack_object=item.id, source=item.source, effect=None
        )
        return
    before = level_of(permanent)
    permanent.class_level = effect.level
    game.emit(
        "class_level_changed",
        [cr("608.2"), cr("716.2a"), cr("716.2d")],
        permanent=permanent.id,
        stack_object=item.id,
        level=effect.level,
        previous_level=before,
    )


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    permanent = game.permanent(event["permanent"])
    if permanent is None:
        return []
    return [
        PendingTrigger(
            permanent.id,
            index,
            permanent.controller or "",
            "class_level_changed",
            [],
            [cr("716.2a"), cr("603.2")],
            card=permanent.card,
            face="front",
        )
        for index, ability in abilities_of_kind(game, permanent, ClassBecomesLevelAbility)
        if ability.level == event["level"]
    ]


registry.effect_resolvers["class_level_up"] = _resolve_level_up
registry.trigger_detectors.add(_detect, events=("class_level_changed",))
