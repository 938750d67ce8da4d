"""Keyword triggered abilities (ward 702.21, flanking 702.25, ...): one trigger detector for all of
them, which passes each event only to the keywords that watch its type (most events concern none),
and the resolution of such a trigger (`registry.keyword_trigger_resolvers`, via rules/triggers.py).

A keyword module calls `watch("blocker_declared", detect)` and registers its resolver under the
`keyword_trigger` name its pending triggers carry in their `data`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine import registry
from app.engine.game import Game, PendingTrigger

Detector = Callable[[Game, dict[str, Any]], list[PendingTrigger]]
_WATCHERS: dict[str, list[Detector]] = {}


def watch(event_type: str, detector: Detector) -> None:
    _WATCHERS.setdefault(event_type, []).append(detector)
    registry.trigger_detectors.event_types_changed()  # `_detect` looks at the types in `_WATCHERS`


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    watchers = _WATCHERS.get(event["type"])
    if watchers is None:
        return []
    return [trigger for detector in watchers for trigger in detector(game, event)]


registry.trigger_detectors.add(_detect, events=_WATCHERS)  # the types some keyword watches
