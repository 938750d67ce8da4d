"""The `cant_attack_next_turn` effect: "that creature can't attack during its controller's next
turn" (Wall of Dust). As it resolves, the number of the creature's controller's next turn (the
next turn in turn order that player takes, CR 500.1, 101.4) is kept in the permanent's
`cant_attack_on_turn`; during that turn it can't be declared as an attacker, a restriction checked
as attackers are declared (CR 508.1c). It is forgotten in the cleanup step of that turn.
"""

from __future__ import annotations

from operator import attrgetter

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CantAttackNextTurnEffect
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.effects_targets import affected
from app.engine.rules.extra_turns import next_turn_number_with_extra_turns
from app.engine.state import Permanent, StackObject


def next_turn_of(game: Game, player_id: str) -> int:
    """The number of `player_id`'s next turn: the turns go around the players in order (CR 500.1),
    and a player's next turn is never the current one."""
    counted = next_turn_number_with_extra_turns(game, player_id)  # CR 500.7
    if counted is not None:
        return counted
    players = [player.id for player in game.players_in_turn_order()]
    offset = players.index(player_id) if player_id in players else len(players)
    return game.state.turn + (offset or len(players))


def _resolve(game: Game, item: StackObject, effect: CantAttackNextTurnEffect, choices: Choices) -> None:
    for object_id in affected(game, item, effect.target):
        creature = game.permanent(object_id)
        if creature is None:
            continue
        creature.cant_attack_on_turn = next_turn_of(game, creature.controller or "")
        game.emit("cant_attack_next_turn", [cr("608.2"), cr("508.1c")], stack_object=item.id, permanent=creature.id,
                  turn=creature.cant_attack_on_turn)


def _restricted(game: Game, attacker: Permanent) -> Refusal | None:
    if attacker.cant_attack_on_turn is not None and attacker.cant_attack_on_turn == game.state.turn:
        return Refusal(f"an effect says {attacker.id} can't attack during this turn (its controller's next turn "
                       f"after it was blocked)", (cr("508.1c"),))
    return None


_CANT_ATTACK_ON_TURN = attrgetter("cant_attack_on_turn")


def _forget(game: Game) -> None:
    battlefield = game.state.battlefield
    if list(map(_CANT_ATTACK_ON_TURN, battlefield)).count(None) == len(battlefield):
        return  # most turns: no permanent has such a restriction (tested in C)
    for permanent in battlefield:
        if permanent.cant_attack_on_turn is not None and permanent.cant_attack_on_turn <= game.state.turn:
            permanent.cant_attack_on_turn = None


registry.effect_resolvers["cant_attack_next_turn"] = _resolve
registry.attack_restrictions.add(_restricted)
registry.step_begin[Step.CLEANUP].add(_forget)
