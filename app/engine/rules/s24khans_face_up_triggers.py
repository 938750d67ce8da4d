"""s24-khans: "Whenever a permanent you control is turned face up, <effects>" (CR 702.37e, 708.8, 603.2): the trigger
"permanent_you_control_turned_face_up" of the permanents controlled by the controller of the permanent turned face up
(the `turned_face_up` event; that permanent too, now face up with its abilities, 708.8); "that creature" in its effects
is the permanent turned face up. A face-down permanent has no abilities, so it doesn't trigger (708.2)."""

from __future__ import annotations

from typing import Any

from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import trigger_needs
from app.engine.rules.event_triggers import players_permanents_triggered
from app.engine.rules.target_filters import matches_filter
from app.engine.state import Permanent
from app.engine.target_grammar import parse_target_spec

_TURNED_FACE_UP = frozenset({"permanent_you_control_turned_face_up"})


def _turned_face_up(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    permanent = game.permanent(event["permanent"])
    if permanent is None:
        return []
    found = players_permanents_triggered(game, permanent.controller, _TURNED_FACE_UP,
                                         "permanent_you_control_turned_face_up", {"that_permanent": permanent.id},
                                         [cr("708.8"), cr("603.2")])
    return [pending for pending in found if _s35mkm_matches(game, pending, permanent)]


def _s35mkm_matches(game: Game, pending: PendingTrigger, turned: Permanent) -> bool:
    """s35-mkm: "Whenever a creature [a Detective] you control is turned face up": the permanent turned face up matches the
    ability's `s35mkm_turned_face_up` spec as it is now (face up, CR 708.8); an ability without one takes any."""
    source = game.permanent(pending.source)
    if source is None or pending.ability_index is None:
        return True
    ability = current_face(game, source).abilities[pending.ability_index]
    spec = getattr(ability, "s35mkm_turned_face_up", None)
    return spec is None or matches_filter(game, parse_target_spec(spec), turned, source.id, source.controller or "")


keyword_triggers.watch("turned_face_up", _turned_face_up, needs=trigger_needs(_TURNED_FACE_UP))
