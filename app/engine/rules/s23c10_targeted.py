"""s23-c10: "When ~ becomes the target of a spell or ability, sacrifice it." (Illusionary Servant) and "When ~ becomes
the target of a spell, ..." (whoever controls the spell or ability): the `triggered` triggers "targeted" and
"targeted_by_spell"; "When enchanted creature becomes the target of a spell or ability, destroy ~." (Ice Cage): the
Aura's trigger "enchanted_targeted".

A permanent becomes the target of a spell or ability as the spell is cast, the ability activated, or the triggered
ability put on the stack (CR 115.1, 601.2c, 602.2b, 603.3d); the ability triggers then (CR 603.2), whoever controls
that spell or ability (its own controller's too). Targeted twice by one spell, it becomes its target once and triggers
once. An Aura's trigger looks at the permanent it is attached to (CR 303.4) as the spell or ability targets it.
rules/targeted_triggers.py plays "... an opponent controls". s25-stdc: "Whenever ~ becomes the target of a spell you
control" (`targeted_by_your_spell`): only a spell whose controller is ~'s controller."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.enums import StackObjectKind
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import game_has_trigger
from app.engine.rules.ability_presence import trigger_needs as _needs
from app.engine.rules.event_triggers import abilities_with, triggered

SELF = "targeted"
BY_SPELL = "targeted_by_spell"
BY_YOUR_SPELL = "targeted_by_your_spell"  # s25-stdc: "... of a spell you control" (the spell's controller is its own)
ENCHANTED = "enchanted_targeted"
_SELF_TRIGGERS = frozenset({SELF, BY_SPELL, BY_YOUR_SPELL})
_ENCHANTED_TRIGGERS = frozenset({ENCHANTED})
_ALL = _SELF_TRIGGERS | _ENCHANTED_TRIGGERS
_CITES = (cr("603.2"), cr("115.1"))


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not game_has_trigger(game, _ALL):
        return []
    item = game.stack_object(event.get("stack_object") or "")
    if item is None or not item.targets:
        return []
    by_spell = item.kind is StackObjectKind.SPELL
    wanted = frozenset({SELF, BY_SPELL}) if by_spell else frozenset({SELF})
    pending: list[PendingTrigger] = []
    for target in dict.fromkeys(item.targets):
        permanent = game.permanent(target)
        if permanent is None:
            continue
        # s25-stdc: BY_YOUR_SPELL only for a spell its controller controls (CR 603.2)
        mine = wanted | {BY_YOUR_SPELL} if by_spell and item.controller == permanent.controller else wanted
        pending += [triggered(permanent, index, ability.trigger, {"that_permanent": permanent.id}, list(_CITES))
                    for index, ability in abilities_with(game, permanent, mine)]
        for aura in game.state.battlefield:  # CR 303.4: the Auras attached to it
            if aura.attached_to == permanent.id:
                pending += [triggered(aura, index, ENCHANTED, {"that_permanent": permanent.id},
                                      [*_CITES, cr("303.4")])
                            for index, _ in abilities_with(game, aura, _ENCHANTED_TRIGGERS)]
    return pending


for _event in ("spell_cast", "ability_activated", "trigger_put_on_stack"):
    keyword_triggers.watch(_event, _detect, needs=_needs(_ALL))
