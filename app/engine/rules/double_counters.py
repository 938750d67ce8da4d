"""The `double_counters` effect: "Double the number of +1/+1 counters on it." (CR 701.10e: to
double the number of a kind of counters on a permanent, it gets as many more counters of that
kind as it already has; s28-fdnb: "Double the number of each kind of counter on ...", every kind it has, each
doubled). The counters are put on it (CR 122.6): the `counters_put` event, which
"whenever you put counters" triggers see (rules/counters_put_triggers.py); a permanent without
counters of that kind gets none (doubling zero is zero)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import DoubleCountersEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules import keyword_counters
from app.engine.rules.effects_targets import affected
from app.engine.state import StackObject


def _resolve_double_counters(game: Game, item: StackObject, effect: DoubleCountersEffect, choices: Choices) -> None:
    for object_id in affected(game, item, effect.target):
        permanent = game.permanent(object_id)
        if permanent is None:
            continue  # it left the battlefield: nothing to double (CR 608.2b, 400.7)
        kinds = [effect.counter] if effect.counter != "each_kind" else list(permanent.counters)  # s28-fdnb: each kind
        for kind in kinds:
            more = permanent.counters.get(kind, 0)
            if more <= 0:
                continue
            # as many more as it has (CR 701.10e)
            keyword_counters.put_counters(game, permanent, kind, more, [cr("608.2"), cr("701.10e"), cr("122.6")], item.id)


registry.effect_resolvers["double_counters"] = _resolve_double_counters
