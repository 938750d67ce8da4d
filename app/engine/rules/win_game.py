"""The `win_game` effect: "You win the game." (Liliana's Contract; CR 104.2b: an effect may state that a
player wins the game). The controller of the spell or ability wins: each of their opponents still
in the game loses (CR 104.3, event `player_lost` citing 104.2b), and the game ends as no opponent
remains (rules/sba.py `decide_game`, CR 104.2a), at once."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import WinGameEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.s24core_cant_lose import CITES as CANT_LOSE_CITES
from app.engine.rules.s24core_cant_lose import cant_win
from app.engine.rules.sba import decide_game
from app.engine.state import StackObject


def _resolve(game: Game, item: StackObject, effect: WinGameEffect, choices: Choices) -> None:
    winner = item.controller
    if winner is not None and cant_win(game, winner):  # s24-core: "your opponents can't win the game" (CR 104.3)
        game.emit("effect_skipped", [cr("104.2b"), *CANT_LOSE_CITES], stack_object=item.id, effect=effect.kind,
                  targets=[winner], illegal_targets={})
        return
    for player in game.state.players:
        if player.id == winner or player.has_lost:
            continue
        player.has_lost = True
        player.loss_reason = f"an effect says {winner} wins the game"
        game.emit("player_lost", [cr("104.2b")], player=player.id, reason=player.loss_reason)
    decide_game(game)  # no opponent remains: the game is over (CR 104.2a)


registry.effect_resolvers["win_game"] = _resolve
