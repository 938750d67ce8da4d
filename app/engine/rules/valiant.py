"""Valiant (an ability word, CR 207.2c: no rules meaning of its own): "Valiant — Whenever this
creature becomes the target of a spell or ability you control for the first time each turn,
<effect>" (`triggered` with trigger "targeted_by_you_first_time_each_turn").

A permanent becomes the target of a spell or ability as the spell is cast, the ability activated,
or the triggered ability put on the stack (CR 115.1, 601.2c, 602.2b, 603.3d). When that spell or
ability is controlled by the permanent's controller, the permanent remembers the turn
(`targeted_by_controller_on_turn`); the ability triggers (603.2) only if it hadn't become such a
target earlier that turn. A posted state says it with that field (left out: not yet this turn).
Targeted twice by one spell (two target words), it becomes its target once. "it" in the effect is
the permanent itself."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import game_has_trigger, trigger_kind
from app.engine.rules.event_triggers import abilities_with, triggered

TRIGGER = "targeted_by_you_first_time_each_turn"
_TRIGGERS = frozenset({TRIGGER})


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not game_has_trigger(game, _TRIGGERS):
        return []
    item = game.stack_object(event.get("stack_object") or "")
    if item is None or not item.targets:
        return []
    pending: list[PendingTrigger] = []
    turn = game.state.turn
    for target in dict.fromkeys(item.targets):
        permanent = game.permanent(target)
        if permanent is None or permanent.controller != item.controller:
            continue
        abilities = abilities_with(game, permanent, _TRIGGERS)
        if not abilities:
            continue
        first = permanent.targeted_by_controller_on_turn != turn
        permanent.targeted_by_controller_on_turn = turn
        if first:
            pending += [
                triggered(
                    permanent,
                    index,
                    TRIGGER,
                    {"that_permanent": permanent.id},
                    [cr("603.2"), cr("207.2c"), cr("115.1")],
                )
                for index, _ in abilities
            ]
    return pending


for _event in ("spell_cast", "ability_activated", "trigger_put_on_stack"):
    keyword_triggers.watch(_event, _detect, needs=tuple(map(trigger_kind, _TRIGGERS)))
