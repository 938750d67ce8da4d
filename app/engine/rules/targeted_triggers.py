""" "Whenever ~ becomes the target of a spell or ability an opponent controls, <effect>" (Thorn
Lieutenant): the `triggered` trigger "targeted_by_opponent"; "Whenever you become the target of a
spell or ability an opponent controls, <effect>" (Amulet of Safekeeping): "you_targeted_by_opponent".

A permanent or a player becomes the target of a spell or ability as the spell is cast, the ability
activated, or the triggered ability put on the stack (CR 115.1, 601.2c, 602.2b, 603.3d); the ability
triggers then (CR 603.2) when that spell or ability is controlled by an opponent of the permanent's
controller (of the player, for "you"). Targeted twice by one spell (two target words), it becomes its
target once, and triggers once. "it" in the effect is the permanent itself; the event names
the targeting spell or ability (s32-core: for ~ too, "counter that spell or ability unless its controller pays {2}") (`that_spell_or_ability`: "counter that spell or ability unless its
controller pays {1}", rules/counter_unless.py).

s32-stda: with `s32stda_targeted` ("Whenever a creature you control becomes the target of a spell or ability an opponent
controls, you may draw a card."), the ability watches the permanents of its controller that spec names, ~ among them,
rather than ~ alone; "that player" in its effect is the targeting spell's or ability's controller.
"""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import game_has_trigger
from app.engine.rules.ability_presence import trigger_needs as _needs
from app.engine.rules.event_triggers import abilities_with, triggered
from app.engine.rules.target_filters import matches_filter
from app.engine.state import Permanent
from app.engine.target_grammar import parse_target_spec

TRIGGER = "targeted_by_opponent"
YOU_TRIGGER = "you_targeted_by_opponent"
_TRIGGERS = frozenset({TRIGGER})
_YOU_TRIGGERS = frozenset({YOU_TRIGGER})
_CITES = (cr("603.2"), cr("115.1"))


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    permanents, players = game_has_trigger(game, _TRIGGERS), game_has_trigger(game, _YOU_TRIGGERS)
    if not (permanents or players):
        return []
    item = game.stack_object(event.get("stack_object") or "")
    if item is None or not item.targets:
        return []
    pending: list[PendingTrigger] = []
    player_ids = {p.id for p in game.state.players}
    for target in dict.fromkeys(item.targets):
        if target in player_ids:
            if players and target != item.controller:  # "you": each permanent of that player with the trigger
                for own in game.state.battlefield:
                    if own.controller == target:
                        pending += [triggered(own, index, YOU_TRIGGER, {"that_spell_or_ability": item.id},
                                              list(_CITES)) for index, _ in abilities_with(game, own, _YOU_TRIGGERS)]
            continue
        permanent = game.permanent(target) if permanents else None
        if permanent is None or permanent.controller is None or permanent.controller == item.controller:
            continue  # the spell or ability of the permanent's controller (not an opponent)
        # s32-core: the targeting spell or ability is named too ("counter that spell or ability unless ...", 603.2)
        pending += [triggered(permanent, index, TRIGGER, {"that_permanent": permanent.id,
                                                          "that_spell_or_ability": item.id}, list(_CITES))
                    for index, ability in abilities_with(game, permanent, _TRIGGERS)
                    if ability.s32stda_targeted is None]
        pending += _s32stda_watchers(game, permanent, item.controller)
    return pending


def _s32stda_watchers(game: Game, targeted: Permanent, targeting_player: str | None) -> list[PendingTrigger]:
    """s32-stda: "Whenever a creature you control becomes the target of a spell or ability an opponent controls, ..."
    (CR 603.2, 115.1): the abilities with `s32stda_targeted` of the permanents of `targeted`'s controller whose spec
    names it (~ itself too); `that_player` is the targeting spell's or ability's controller."""
    found: list[PendingTrigger] = []
    for watcher in game.state.battlefield:
        if watcher.controller != targeted.controller:
            continue
        for index, ability in abilities_with(game, watcher, _TRIGGERS):
            if ability.s32stda_targeted is not None and matches_filter(
                    game, parse_target_spec(ability.s32stda_targeted), targeted, watcher.id, watcher.controller or ""):
                found.append(triggered(watcher, index, TRIGGER, {"that_permanent": targeted.id,
                                                                  "that_player": targeting_player}, list(_CITES)))
    return found


for _event in ("spell_cast", "ability_activated", "trigger_put_on_stack"):
    keyword_triggers.watch(_event, _detect, needs=_needs(_TRIGGERS | _YOU_TRIGGERS))
