"""Draw triggers (CR 603.2, 121.1, 121.2): "Whenever you draw a card, each opponent mills two
cards." (Psychic Corrosion) — a `triggered` ability with the trigger "you_draw". Cards are drawn
one at a time (121.2), each draw its own event (each `card_drawn` event), so drawing two cards
triggers it twice (603.2c); a draw from an empty library draws nothing and does not trigger it
(121.4). Only its controller's draws: "you" is the ability's controller. `that_player` (the player
who drew) is named for its effect (rules/event_triggers.py)."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import game_has_trigger, trigger_kind
from app.engine.rules.event_triggers import players_permanents_triggered

_DRAWS = frozenset({"you_draw"})


def _drew(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not game_has_trigger(game, _DRAWS):  # every draw: asked here, before a call
        return []
    player = event.get("player")
    return players_permanents_triggered(game, player, _DRAWS, "you_draw", {"that_player": player},
                                        [cr("603.2"), cr("121.2")])

keyword_triggers.watch("card_drawn", _drew, needs=tuple(map(trigger_kind, _DRAWS)))
