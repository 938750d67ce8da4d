"""Poison counters (CR 122.1f): the `poison` effect gives a player poison counters ("that player
gets a poison counter": Pit Scorpion, Marsh Viper); a player with ten or more poison counters loses
the game as a state-based action (CR 704.5c, 104.3d)."""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import PoisonEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.effects_targets import affected, amount
from app.engine.rules.s24core_cant_lose import cant_lose
from app.engine.state import Player, StackObject

LOSING_POISON_COUNTERS = 10  # CR 704.5c


def _resolve_poison(game: Game, item: StackObject, effect: PoisonEffect, choices: Choices) -> None:
    given = amount(game, item, effect.amount)
    if given <= 0:
        return
    for player_id in affected(game, item, effect.player):
        player = game.player(player_id)
        player.poison_counters += given
        game.emit("poison_counters_given", [cr("608.2"), cr("122.1f")], stack_object=item.id, player=player.id,
                  amount=given, poison_counters=player.poison_counters)


def _loses(game: Game, player: Player) -> Callable[[], None]:
    def perform() -> None:
        if player.has_lost:
            return
        player.has_lost = True
        player.loss_reason = f"{player.poison_counters} poison counters"
        player.drew_from_empty_library = False
        game.emit("player_lost", [cr("704.5c")], player=player.id, reason=player.loss_reason)
    return perform


_POISON_COUNTERS = attrgetter("poison_counters")


def ten_poison_counters(game: Game) -> list[Callable[[], None]]:
    """CR 704.5c: a player with ten or more poison counters loses the game."""
    players = game.state.players
    if max(map(_POISON_COUNTERS, players)) < LOSING_POISON_COUNTERS:
        return []  # most checks: no player has that many (decided in C)
    return [_loses(game, player) for player in game.state.players
            if not player.has_lost and player.poison_counters >= LOSING_POISON_COUNTERS
            and not cant_lose(game, player.id)]  # s24-core (CR 104.3)


registry.effect_resolvers["poison"] = _resolve_poison
registry.state_based_actions.add(ten_poison_counters, order=11)
