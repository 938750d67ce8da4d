"""Discard triggers (CR 603.2, 701.9a): "Whenever an opponent discards a card, that player loses 2
life." (Fell Specter) — a `triggered` ability with the trigger "opponent_discards". It triggers once
for each card an opponent of its controller discards (603.2c: one event per card), whatever made
them discard: a spell's or ability's effect, a cost (activation, additional cost, cycling, ward),
or discarding to hand size in the cleanup step (514.1). `that_player` (the player who discarded)
is named for its effect (rules/event_triggers.py).

s18-m20: "Whenever you discard a card, ~ deals 1 damage to each opponent." (Glint-Horn Buccaneer) — the
trigger "you_discards": the same events, once for each card its controller discards (603.2c).

s31-modern: the trigger also names `that_card`, the card discarded (its id in the graveyard, CR 400.7): "Whenever you
discard a card, exile that card from your graveyard." exiles it if it is still there (rules/effects_zones.py)."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import game_has_trigger
from app.engine.rules.ability_presence import trigger_needs as _needs
from app.engine.rules.event_triggers import abilities_with, triggered

_DISCARDS = frozenset({"opponent_discards", "you_discards"})
_OPPONENT = frozenset({"opponent_discards"})
_YOU = frozenset({"you_discards"})  # s18-m20


def _discarded(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not game_has_trigger(game, _DISCARDS):
        return []
    player = event.get("player")
    cards = event.get("cards") if event.get("type") != "ward_paid" else event.get("discarded")
    if not isinstance(player, str) or not isinstance(cards, list) or not cards:
        return []
    return [
        # s31-modern: `that_card`, the card discarded ("exile that card from your graveyard", CR 400.7)
        triggered(permanent, index, trigger, {"that_player": player, "that_card": card}, [cr("603.2"), cr("701.9a")])
        for card in cards  # CR 603.2c: once for each card discarded
        for permanent in game.state.battlefield
        if permanent.controller is not None
        for trigger, kinds in (("opponent_discards", _OPPONENT) if permanent.controller != player
                               else ("you_discards", _YOU),)
        for index, _ability in abilities_with(game, permanent, kinds)
    ]


for _event in ("cards_discarded", "discarded", "ward_paid"):
    keyword_triggers.watch(_event, _discarded, needs=_needs(_DISCARDS))
