"""Keyword triggered abilities (ward 702.21, flanking 702.25, ...): one trigger detector for all of
them, which passes each event only to the keywords that watch its type (most events concern none),
and the resolution of such a trigger (`registry.keyword_trigger_resolvers`, via rules/triggers.py).

A keyword module calls `watch("blocker_declared", detect)` and registers its resolver under the
`keyword_trigger` name its pending triggers carry in their `data`. A watcher given `needs` (ability
kinds, as `registry.HookList.add`'s) is shown an event only in a game some card of which has one of
them (rules/ability_presence.py): decided once per game, event type and growth of the kinds, as the
hook lists decide theirs, so most events are shown to no watcher at all."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine import registry
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.state import Permanent, StackObject

Detector = Callable[[Game, dict[str, Any]], list[PendingTrigger]]
_WATCHERS: dict[str, list[Detector]] = {}
_NEEDS: dict[int, frozenset[object]] = {}  # id(watcher) -> the kinds one of which it needs (`watch`)
# The watchers that matter by (the game's kinds, event type), shared by the games with those kinds;
# a game keeps its own answers by event type in `Game.active_hooks` under `_KEY` (emptied, as the
# lists' answers are, when its kinds grow by a needed one).
_DECIDED: dict[tuple[frozenset[object], str], tuple[Detector, ...]] = {}
_KEY = ("keyword watchers", id(_WATCHERS))
_NO_WATCHERS: tuple[Detector, ...] = ()


def watch(event_type: str, detector: Detector, needs: tuple[object, ...] | None = None) -> None:
    """Show `detector` every event of `event_type`, or with `needs` only in a game with one of those kinds."""
    _WATCHERS.setdefault(event_type, []).append(detector)
    if needs is not None:
        _NEEDS[id(detector)] = frozenset(needs)
        registry.needed_kinds.update(needs)
    _DECIDED.clear()
    registry.trigger_detectors.event_types_changed()  # `_detect` looks at the types in `_WATCHERS`


def _watchers(game: Game, event_type: str) -> tuple[Detector, ...]:
    decided: dict[str, tuple[Detector, ...]] | None = game.active_hooks.get(_KEY)
    if decided is None:
        decided = game.active_hooks[_KEY] = {}
    else:
        found = decided.get(event_type)
        if found is not None:
            return found
    watchers = _WATCHERS.get(event_type)
    if watchers is None:
        found = _NO_WATCHERS
    else:
        kinds = registry.game_kinds(game) if registry.game_kinds is not None else frozenset()
        found = _DECIDED.get((kinds, event_type))
        if found is None:
            needs = _NEEDS
            found = tuple(watcher for watcher in watchers
                          if id(watcher) not in needs or not needs[id(watcher)].isdisjoint(kinds))
            if len(_DECIDED) > 4096:
                _DECIDED.clear()
            _DECIDED[(kinds, event_type)] = found
    decided[event_type] = found
    return found


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    decided: dict[str, tuple[Detector, ...]] | None = game.active_hooks.get(_KEY)  # `_watchers`' first lines, inlined
    watchers = decided.get(event["type"]) if decided is not None else None
    if watchers is None:
        watchers = _watchers(game, event["type"])
    if not watchers:
        return []
    if len(watchers) == 1:
        return watchers[0](game, event)
    found: list[PendingTrigger] = []  # a loop, not a comprehension (a call of its own: most events)
    for detector in watchers:
        triggered = detector(game, event)
        if triggered:
            found.extend(triggered)
    return found


registry.trigger_detectors.add(_detect, events=_WATCHERS)  # the types some keyword watches


def self_trigger(permanent: Permanent, keyword: str, cites: list[str], **data: Any) -> PendingTrigger:
    """A keyword's triggered ability of `permanent` itself, waiting to be put on the stack (CR 603.3),
    from the face now up (CR 113.7a): prowess, training."""
    return PendingTrigger(
        permanent.id,
        None,
        permanent.controller or "",
        keyword,
        [],
        cites,
        data={"keyword_trigger": keyword, **data},
        card=permanent.card,
        face="back" if permanent.transformed else "front",
    )


def source_still_there(game: Game, item: StackObject, keyword: str, rule: str) -> Permanent | None:
    """The permanent whose `keyword` ability `item` is, or None, said in an event, when it has left the
    battlefield: the ability then does nothing to it (CR 608.2h, and the keyword's `rule`)."""
    creature = game.permanent(item.source or "")
    if creature is None:
        game.emit(
            "ability_resolved",
            [cr("608.2h"), cr(rule)],
            stack_object=item.id,
            source=item.source,
            effect=keyword,
            note=f"the creature with {keyword} is no longer on the battlefield",
        )
    return creature
