""" "Whenever ~ becomes tapped, scry 1." (s15-r2neob): the trigger "self_becomes_tapped" of the
permanent itself (CR 603.2). A permanent becomes tapped when it turns sideways from untapped: to pay
a {T} cost (CR 107.5), by a tap effect (701.26a), or as it attacks without vigilance (508.1f);
entering the battlefield tapped is not becoming tapped (the same events rules/tapped_triggers.py
watches). `that_permanent`: ~; `that_player`: its controller. Asked only in a game with a card that
has such an ability."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import trigger_needs as _needs
from app.engine.rules.event_triggers import abilities_with, triggered

_SELF_TAPPED = frozenset({"self_becomes_tapped"})
_CITES = [cr("603.2")]


def own_triggers(game: Game, permanent_id: str, kinds: frozenset[str], trigger: str,
                 cites: list[str]) -> list[PendingTrigger]:
    """The triggers of the permanent's own abilities of `kinds` (a change to the permanent itself: `that_permanent` is
    it, `that_player` its controller); also rules/s29cmd_self_untapped.py's."""
    permanent = game.permanent(permanent_id)
    if permanent is None:
        return []
    named = {"that_permanent": permanent.id, "that_player": permanent.controller}
    return [triggered(permanent, index, trigger, named, cites) for index, _ability in abilities_with(game, permanent, kinds)]


def _triggers_of(game: Game, permanent_id: str) -> list[PendingTrigger]:
    return own_triggers(game, permanent_id, _SELF_TAPPED, "self_becomes_tapped", _CITES)


def _tapped(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    return _triggers_of(game, event["permanent"])


def _attackers_tapped(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    return [found for attacker_id in event.get("tapped", []) for found in _triggers_of(game, attacker_id)]


keyword_triggers.watch("tapped", _tapped, needs=_needs(_SELF_TAPPED))
keyword_triggers.watch("attackers_declared", _attackers_tapped, needs=_needs(_SELF_TAPPED))
