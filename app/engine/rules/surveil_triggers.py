""" "Whenever you surveil, ..." (s16-kwc): the trigger "you_surveil" (CR 701.25, 603.2). A triggered ability of a
permanent whose controller surveilled (each `surveilled` event: surveil N with N of 1 or more; surveil 0 is no
surveil event, 701.25c) triggers once per surveil, after the surveil is complete. s33-lead: "Whenever you scry, ..."
(the trigger "you_scry", CR 701.22a) the same way on each `scried` event (scry 0 is no scry, 701.22b: no event)."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import trigger_needs
from app.engine.rules.event_triggers import players_permanents_triggered

_SURVEIL = frozenset({"you_surveil"})
_SCRY = frozenset({"you_scry"})


def _surveilled(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    return players_permanents_triggered(game, event.get("player"), _SURVEIL, "you_surveil", {},
                                        [cr("603.2"), cr("701.25a")])

keyword_triggers.watch("surveilled", _surveilled, needs=trigger_needs(_SURVEIL))


def _scried(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    # s34-ltr: `that_much`, the cards looked at while scrying ("for each card you looked at while scrying this way")
    return players_permanents_triggered(game, event.get("player"), _SCRY, "you_scry",
                                        {"that_much": len(event.get("cards") or ())},
                                        [cr("603.2"), cr("701.22a")])


keyword_triggers.watch("scried", _scried, needs=trigger_needs(_SCRY))

