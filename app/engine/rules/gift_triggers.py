"""Gift triggers (CR 702.174, 603.2): "Whenever you give a gift, draw a card." (Jolly Gerbils) — a
`triggered` ability with the trigger "you_give_gift".

A player gives a gift when a gift they promised is given (702.174b): as their instant or sorcery
resolves, before its other effects, or as the "When this permanent enters, if the gift was
promised, ..." trigger of their permanent resolves (rules/gift.py, each a `gift_given` event whose
`giver` is that spell's or trigger's controller). A gift promised to a player who has left the
game is not given (no event), so it triggers nothing. Only the giver's permanents trigger: "you" is
the ability's controller."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import trigger_needs as _needs
from app.engine.rules.event_triggers import players_permanents_triggered

_GIVE = frozenset({"you_give_gift"})


def _gave(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    return players_permanents_triggered(game, event.get("giver"), _GIVE, "you_give_gift", {},
                                        [cr("603.2"), cr("702.174b")])

keyword_triggers.watch("gift_given", _gave, needs=_needs(_GIVE))
