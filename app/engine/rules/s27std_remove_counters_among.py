"""s27-std: "Remove a +1/+1 counter from a creature you control" / "Remove two +1/+1 counters from among creatures you
control" as the cost of an activated ability (CR 602.2b: costs are paid as the ability is activated; 122.1: counters;
118.3: a cost that can't be paid can't be; 122.8 doesn't apply: nothing moves). `remove_counters` with `from_among`
"creatures_you_control": the counters come off creatures the player controls (the source too, if it is one), as many
from each as the player chooses, never more than a creature has. Which creatures: the `activate` action's
`choices.chosen`, one id per counter (a creature named twice gives two); without it, the engine's documented default
stands for the player's choice: the creatures they control in battlefield order, each giving all its counters of that
kind before the next. Nothing is paid unless all of it can be. rules/activation_costs.py asks this module."""

from __future__ import annotations

from collections import Counter
from typing import Any

from app.engine.cards import RemoveCountersCost
from app.engine.characteristics import is_creature
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.state import Permanent, Player

CITES = (cr("602.2b"), cr("122.1"))


def _costs(other_costs: list[Any]) -> list[RemoveCountersCost]:
    return [cost for cost in other_costs if isinstance(cost, RemoveCountersCost) and cost.from_among is not None]


def _creatures(game: Game, player: Player) -> list[Permanent]:
    return [p for p in game.state.battlefield if p.controller == player.id and is_creature(game, p)]


def _plan(game: Game, player: Player, costs: list[RemoveCountersCost], what: str) -> list[tuple[Permanent, str, int]]:
    """(creature, counter kind, how many) for every such cost; refuses a cost that can't be paid or a wrong choice."""
    creatures = _creatures(game, player)
    by_id = {p.id: p for p in creatures}
    named = list(game.choices.chosen or [])
    if named:
        game.used_choices.add("chosen")
        if len(named) != sum(int(cost.amount) for cost in costs):
            raise IllegalAction("Wrong number of counters", f"{what}: choices.chosen names {len(named)} creature(s), one "
                                f"per counter; the cost removes {sum(int(c.amount) for c in costs)}; nothing was paid",
                                list(CITES))
    plan: Counter[tuple[str, str]] = Counter()
    for cost in costs:
        amount = int(cost.amount)
        if named:
            for creature_id in named[:amount]:
                if creature_id not in by_id:
                    raise IllegalAction("Can't remove that", f"{what}: choices.chosen names {creature_id!r}, not a "
                                        f"creature {player.id} controls; nothing was paid", list(CITES))
                plan[(creature_id, cost.counter)] += 1
            named = named[amount:]
        else:
            for creature in creatures:
                if amount == 0:
                    break
                take = min(amount, creature.counters.get(cost.counter, 0) - plan[(creature.id, cost.counter)])
                if take > 0:
                    plan[(creature.id, cost.counter)] += take
                    amount -= take
            if amount:
                raise IllegalAction("Cost can't be paid", f"{what}: creatures {player.id} controls have too few "
                                    f"{cost.counter} counters to remove {cost.amount}; nothing was paid",
                                    [*CITES, cr("118.3")])
    for (creature_id, counter), amount in plan.items():
        if by_id[creature_id].counters.get(counter, 0) < amount:
            raise IllegalAction("Cost can't be paid", f"{what}: {creature_id} has {by_id[creature_id].counters.get(counter, 0)}"
                                f" {counter} counter(s), not the {amount} to remove; nothing was paid",
                                [*CITES, cr("118.3")])
    return [(by_id[creature_id], counter, amount) for (creature_id, counter), amount in plan.items()]


def verify(game: Game, player: Player, other_costs: list[Any], what: str) -> None:
    if costs := _costs(other_costs):
        _plan(game, player, costs, what)


def pay(game: Game, player: Player, other_costs: list[Any], what: str) -> None:
    if not (costs := _costs(other_costs)):
        return
    for creature, counter, amount in _plan(game, player, costs, what):
        left = creature.counters.get(counter, 0) - amount
        if left:
            creature.counters[counter] = left
        else:
            creature.counters.pop(counter, None)
        game.changed(creature)
        game.emit("counters_removed", list(CITES), permanent=creature.id, counter=counter, amount=amount,
                  counters=dict(creature.counters), purpose=what)
