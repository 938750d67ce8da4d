"""s31-old: "for each kind of counter on target permanent or player, give that permanent or player another counter of that
kind" (Skyship Plunderer, Maulfist Revolutionary; CR 122.1, 122.1f, 107.14): the effect `s31old_another_counter_each_kind`
of the target "permanent_or_player".

As it resolves, the target, if still legal (CR 608.2b), gets one more counter of each kind already on it: a permanent
one of each of its kinds (rules/proliferate.py `another_of_each_kind`, the `counters_put` events); a player another
poison counter if they have one (`another_poison_counter`) and another energy counter if they have one
(rules/energy.py `get_energy`). A permanent or player without counters gets nothing. No hook of its own: the resolver
runs only when such an effect resolves."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S31oldAnotherCounterEachKindEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.rules.energy import get_energy
from app.engine.rules.proliferate import another_of_each_kind, another_poison_counter
from app.engine.state import StackObject

CITES = (cr("122.1"),)


def _resolve(game: Game, item: StackObject, effect: S31oldAnotherCounterEachKindEffect, choices: Choices) -> None:
    for target in affected(game, item, effect.target):
        permanent = game.permanent(target)
        if permanent is not None:
            another_of_each_kind(game, permanent, [*CITES, cr("608.2")], item.id)
            continue
        player = next((p for p in game.state.players if p.id == target), None)
        if player is None:
            continue
        another_poison_counter(game, player, [*CITES, cr("122.1f")], item.id)
        if player.energy_counters > 0:
            get_energy(game, player, 1, [*CITES, cr("107.14")], stack_object=item.id)


registry.effect_resolvers["s31old_another_counter_each_kind"] = _resolve
