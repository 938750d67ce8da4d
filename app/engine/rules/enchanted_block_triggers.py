""" "When enchanted creature blocks, destroy it." (Dwindle): a `triggered` ability of an Aura with the
trigger "enchanted_blocks". It triggers once when the creature the Aura enchants is declared as a
blocker, however many creatures it blocks (CR 509.3a); `that_permanent` is that blocking creature
(what "it" names; rules/event_triggers.py), `that_player` its controller."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import game_has_trigger
from app.engine.rules.ability_presence import trigger_needs as _needs
from app.engine.rules.event_triggers import abilities_with, auras_attached_to, triggered

_ENCHANTED_BLOCKS = frozenset({"enchanted_blocks"})


def _blocked(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not game_has_trigger(game, _ENCHANTED_BLOCKS):
        return []
    blocker = game.permanent(str(event.get("blocker")))
    if blocker is None or event.get("again"):  # s20-combat: once however many attackers it blocks (CR 509.3a)
        return []
    named = {"that_permanent": blocker.id, "that_player": blocker.controller}
    return [
        triggered(aura, index, "enchanted_blocks", named, [cr("603.2"), cr("509.3a")])
        for aura in auras_attached_to(game, blocker.id)
        for index, _ in abilities_with(game, aura, _ENCHANTED_BLOCKS)
    ]


keyword_triggers.watch("blocker_declared", _blocked, needs=_needs(_ENCHANTED_BLOCKS))
