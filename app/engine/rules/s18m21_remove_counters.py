"""s18-m21: the `remove_counters_from` effect, "Remove two loyalty counters from each planeswalker." (Pestilent Haze) /
"Remove a +1/+1 counter from target creature." (CR 122.1, 608.2). From each permanent it acts on, `amount` counters of
the kind are removed, or all it has of that kind when it has fewer (one can't remove counters that aren't there; none
when it has none). The event `counters_removed` (purpose "effect") tells what is left. A planeswalker left with no
loyalty counters is put into its owner's graveyard the next time state-based actions are checked (CR 704.5i).
s31-mhb: `amount` "all" removes every counter of the kind; `counter` "any" every counter of every kind (CR 122.1)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import RemoveCountersFromEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.state import StackObject


def _resolve(game: Game, item: StackObject, effect: RemoveCountersFromEffect, choices: Choices) -> None:
    for permanent_id in affected(game, item, effect.target):
        permanent = game.permanent(permanent_id)
        if permanent is None:
            continue
        # s31-mhb: "Remove all counters from ..." (`counter` "any"): each kind it has, one event per kind (CR 122.1)
        kinds = list(permanent.counters) if effect.counter == "any" else [effect.counter]
        for counter in kinds:
            had = permanent.counters.get(counter, 0)
            removed = had if effect.amount == "all" else min(had, effect.amount)
            if not removed:
                continue
            if had - removed:
                permanent.counters[counter] = had - removed
            else:
                permanent.counters.pop(counter, None)
            game.changed(permanent)
            game.emit("counters_removed", [cr("608.2"), cr("122.1")], permanent=permanent.id, counter=counter,
                      amount=removed, counters=dict(permanent.counters), purpose="effect")


registry.effect_resolvers["remove_counters_from"] = _resolve
