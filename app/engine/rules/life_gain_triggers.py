"""Life-gain triggers (CR 603.2, 119.9): "Whenever you gain life, put a +1/+1 counter on ~." (Ajani's
Pridemate) — a `triggered` ability with the trigger "you_gain_life". It triggers once for each
life-gaining event of its controller (a spell or ability's "gain N life", each source with lifelink
dealing damage, a prevention's life gain: each `life_gained` event), and never for 0 life (119.9).
`that_player` (the player) and `that_much` (the life gained) are named for its effect."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import game_has_trigger, trigger_kind
from app.engine.rules.event_triggers import abilities_with, triggered

_GAINS = frozenset({"you_gain_life"})


def _gained(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not game_has_trigger(game, _GAINS) or not event.get("amount"):
        return []
    player = event.get("player")
    named = {"that_player": player, "that_much": event["amount"]}
    return [
        triggered(permanent, index, "you_gain_life", named, [cr("603.2"), cr("119.9")])
        for permanent in game.state.battlefield
        if permanent.controller == player
        for index, _ in abilities_with(game, permanent, _GAINS)
    ]


keyword_triggers.watch("life_gained", _gained, needs=tuple(map(trigger_kind, _GAINS)))
