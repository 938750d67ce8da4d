"""s21-ete: "Whenever an opponent draws a card, ~ deals 1 damage to that player." (Underworld Dreams, Ob Nixilis, the
Hate-Twisted): the trigger "opponent_draws" (docs/oracle-s21-ete.md).

Cards are drawn one at a time (CR 121.2), each draw its own event (`card_drawn`), so an opponent drawing two cards
triggers it twice (603.2c); a draw from an empty library draws nothing and doesn't trigger it (121.4). Only the draws
of its controller's opponents (every other player, CR 102.3) trigger it; `that_player` (the player who drew) is named
for its effect (rules/event_triggers.py). Gated: asked only in a game with a card that has such an ability."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import game_has_trigger, trigger_kind
from app.engine.rules.event_triggers import players_permanents_triggered

_OPPONENT_DRAWS = frozenset({"opponent_draws"})


def _drew(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not game_has_trigger(game, _OPPONENT_DRAWS):
        return []
    drawer = event.get("player")
    found: list[PendingTrigger] = []
    for player in game.state.players:
        if player.id != drawer:
            found += players_permanents_triggered(game, player.id, _OPPONENT_DRAWS, "opponent_draws",
                                                  {"that_player": drawer}, [cr("603.2"), cr("121.2")])
    return found


keyword_triggers.watch("card_drawn", _drew, needs=tuple(map(trigger_kind, _OPPONENT_DRAWS)))
