"""Activation triggers (CR 602.2, 603.2): "Whenever you activate an ability of a Sarkhan
planeswalker, Sarkhan's Whelp deals 1 damage to any target." — a `triggered` ability with the
trigger "you_activate" and `activated_of`, a permanent spec of the target grammar
("planeswalker:Sarkhan") matched against the permanent whose ability is activated, with its
characteristics as it is activated.

It triggers when its controller activates such an ability (the `ability_activated` event: the
ability is on the stack and its costs are paid, CR 602.2i), once for each activation; its
controller's other players' activations don't trigger it. The triggered ability goes on the stack
the next time a player would receive priority (CR 603.3), above the activated ability, so it
resolves first. A mana ability (which doesn't use the stack, CR 605.3a) emits no such event and is
not counted here. `that_permanent` (the permanent whose ability it is) is named for its effect
(rules/event_triggers.py).
s35-fin: "Whenever you activate an exhaust ability, draw a card." (`activated_keywords` ["exhaust"], CR 702.177a): the
activation of an ability the reader marked `s35fin_exhaust` ("Exhaust — <cost>: <effect>") triggers it.
"""

from __future__ import annotations

from typing import Any

from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers, s32modern_copy_ability  # s32-modern
from app.engine.rules.ability_presence import game_has_trigger, trigger_kind
from app.engine.rules.event_triggers import abilities_with, triggered
from app.engine.rules.target_filters import matches_filter
from app.engine.target_grammar import parse_target_spec

_ACTIVATES = frozenset({"you_activate"})


def s35fin_is_exhaust(game: Game, event: dict[str, Any]) -> bool:
    """s35-fin: whether the `ability_activated` event is an exhaust ability's activation (CR 702.177a): the ability of the
    activated object's card (the stack object's card, its permanent perhaps gone as a cost) at that index is marked
    `s35fin_exhaust` by the reader."""
    item = game.stack_object(str(event.get("stack_object") or ""))
    index = event.get("ability")
    if item is None or item.card is None or not isinstance(index, int) or "loyalty" in event:
        return False
    source = game.permanent(str(event.get("source") or ""))
    abilities = current_face(game, source).abilities if source is not None else game.definition(item.card).abilities
    return 0 <= index < len(abilities) and bool(getattr(abilities[index], "s35fin_exhaust", False))


def _activated(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not game_has_trigger(game, _ACTIVATES):
        return []
    player, source = event.get("player"), game.permanent(str(event.get("source") or ""))
    keyword = event.get("keyword")  # s25-mh: an embalm or eternalize ability (its card in a graveyard)
    if keyword is None and s35fin_is_exhaust(game, event):
        keyword = "exhaust"  # s35-fin: an exhaust ability (CR 702.177a)
    if not isinstance(player, str) or (source is None and keyword is None):
        return []
    found: list[PendingTrigger] = []
    for permanent in game.state.battlefield:
        if permanent.controller != player:
            continue
        for index, ability in abilities_with(game, permanent, _ACTIVATES):
            keywords = getattr(ability, "activated_keywords", None)
            if keywords:  # s25-mh: "Whenever you activate an eternalize or embalm ability" (CR 702.128a, 702.129a)
                if keyword in keywords:
                    keyword_cites = [cr("702.177a")] if keyword == "exhaust" else [cr("702.128a"), cr("702.129a")]
                    found.append(triggered(permanent, index, "you_activate", {},
                                           [cr("603.2"), cr("602.2"), *keyword_cites]))
                continue
            if source is None:
                continue
            if getattr(ability, "activated_loyalty", False) and "loyalty" not in event:
                continue  # s17-core: "a loyalty ability of ..." (CR 606.3: the event names the loyalty then)
            spec = parse_target_spec(getattr(ability, "activated_of", None) or "permanent")
            if matches_filter(game, spec, source, permanent.id, player):
                recorded = s32modern_copy_ability.recorded(game, ability, event)  # s32-modern: "copy that ability"
                found.append(
                    triggered(
                        permanent, index, "you_activate", {"that_permanent": source.id, **recorded},
                        [cr("603.2"), cr("602.2")]
                    )
                )
    return found


keyword_triggers.watch("ability_activated", _activated, needs=tuple(map(trigger_kind, _ACTIVATES)))
