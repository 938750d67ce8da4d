"""s23-c13: the `lose_game` effect: "Target player loses the game." (Door to Nothingness; CR 104.3e: an effect may state
that a player loses the game). Each player the effect names (its legal target, or "you") who is still in the game
loses (event `player_lost`), and the game ends once one player or none remains (rules/sba.py `decide_game`, CR 104.2a,
104.4a)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S23c13LoseGameEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.rules.s24core_cant_lose import CITES as CANT_LOSE_CITES
from app.engine.rules.s24core_cant_lose import cant_lose
from app.engine.rules.sba import decide_game
from app.engine.state import DelayedTrigger, StackObject


def _resolve(game: Game, item: StackObject, effect: S23c13LoseGameEffect, choices: Choices) -> None:
    if effect.unless_paid_at_your_next_upkeep is not None:  # s27-older: the Pacts (CR 603.7a)
        delayed = DelayedTrigger(controller=item.controller or "", at="your_next_upkeep", action="s27older_pay_or_lose",
                                 objects=[], source=item.source or item.id, cost=effect.unless_paid_at_your_next_upkeep)
        game.state.delayed_triggers.append(delayed)
        game.emit("delayed_trigger_created", [cr("608.2"), cr("603.7a")], source=delayed.source, at=delayed.at,
                  action=delayed.action, objects=[])
        return
    for player_id in affected(game, item, effect.target):
        lose(game, item, player_id, effect.kind)
    decide_game(game)


def lose(game: Game, item: StackObject, player_id: str, effect: str) -> None:
    """CR 104.3e: `player_id` loses the game by an effect of `item`, unless they can't lose (s24-core); the game's end is
    decided by the caller (`decide_game`)."""
    player = game.player(player_id)
    if player.has_lost:
        return
    if cant_lose(game, player.id):  # s24-core: "You can't lose the game." (CR 104.3, 101.2)
        game.emit("effect_skipped", [cr("104.3e"), *CANT_LOSE_CITES], stack_object=item.id, effect=effect,
                  targets=[player.id], illegal_targets={})
        return
    player.has_lost = True
    player.loss_reason = f"an effect of {item.source or item.id} says they lose the game"
    game.emit("player_lost", [cr("608.2"), cr("104.3e")], player=player.id, reason=player.loss_reason)


registry.effect_resolvers["lose_game"] = _resolve
