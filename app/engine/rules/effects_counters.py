"""The `put_counters` effect: put N +1/+1 or -1/-1 counters on permanents (CR 122.1). Their
effect on power and toughness is layer 7c (CR 613.4c, in characteristics.py); a +1/+1 and a
-1/-1 counter on one permanent are removed in pairs as a state-based action (CR 704.5q)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import PutCountersEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules import keyword_counters
from app.engine.rules.divided_damage import allotted  # s31-stdb
from app.engine.rules.effects_targets import affected, amount
from app.engine.rules.s26cmda_graft import move_from_source  # s26-cmda
from app.engine.state import StackObject


def _resolve_put_counters(game: Game, item: StackObject, effect: PutCountersEffect, choices: Choices) -> None:
    number = amount(game, item, effect.amount)
    if number <= 0:
        return
    if effect.moved_from_self:  # s26-cmda: graft's move (CR 122.5; rules/s26cmda_graft.py)
        move_from_source(game, item, effect, number)
        return
    shares = allotted(game, item, effect, number)  # s31-stdb: distributed among the targets (CR 601.2d)
    for object_id in affected(game, item, effect.target):
        permanent = game.permanent(object_id)
        put = number if shares is None else shares.get(object_id, 0)
        if permanent is None or put <= 0:
            continue
        keyword_counters.put_counters(game, permanent, effect.counter, put, [cr("608.2"), cr("122.1")], item.id)


registry.effect_resolvers["put_counters"] = _resolve_put_counters
