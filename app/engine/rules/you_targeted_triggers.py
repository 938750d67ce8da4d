""" "Whenever you become the target of a spell or ability an opponent controls, <effect>" (Amulet of
Safekeeping): the `triggered` trigger "you_targeted_by_opponent".

A player becomes the target of a spell or ability as the spell is cast, the ability activated, or
the triggered ability put on the stack (CR 115.1, 601.2c, 602.2b, 603.3d); each permanent of that
player with the trigger triggers then (CR 603.2) when the spell or ability is controlled by an
opponent of theirs. Targeted twice by one spell, the player becomes its target once, and it
triggers once. The event names the targeting spell or ability (`that_spell_or_ability`: "counter
that spell or ability unless its controller pays {1}", rules/counter_unless.py).
"""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import game_has_trigger
from app.engine.rules.event_triggers import abilities_with, triggered

TRIGGER = "you_targeted_by_opponent"
_TRIGGERS = frozenset({TRIGGER})


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not game_has_trigger(game, _TRIGGERS):
        return []
    item = game.stack_object(event.get("stack_object") or "")
    if item is None or not item.targets:
        return []
    players = {p.id for p in game.state.players}
    targeted = [target for target in dict.fromkeys(item.targets) if target in players and target != item.controller]
    pending: list[PendingTrigger] = []
    for player in targeted:
        for permanent in game.state.battlefield:
            if permanent.controller != player:
                continue
            pending += [
                triggered(permanent, index, TRIGGER, {"that_spell_or_ability": item.id}, [cr("603.2"), cr("115.1")])
                for index, _ in abilities_with(game, permanent, _TRIGGERS)
            ]
    return pending


for _event in ("spell_cast", "ability_activated", "trigger_put_on_stack"):
    keyword_triggers.watch(_event, _detect)
