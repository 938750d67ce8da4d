""""Flip a coin. If you win the flip, ... If you lose the flip, ..." (Bottle of Suleiman): the
`flip_coin` effect (CR 705.1: the player flips and calls; if the call matches the result they win
the flip, else they lose it). The engine is deterministic, so the request gives the outcome, the
`resolve` action's `choices.coin_flip` ("won" or "lost"; the `pending` decision `choose` asks for
it). Without it, "lost" stands for the outcome and the `coin_flipped` event says `given: false`.
Then the effect for that outcome happens (neither targets)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import FlipCoinEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.state import StackObject


def _resolve_flip_coin(game: Game, item: StackObject, effect: FlipCoinEffect, choices: Choices) -> None:
    outcome = choices.coin_flip or "lost"
    game.used_choices.add("coin_flip")
    game.emit("coin_flipped", [cr("608.2"), cr("705.1")], stack_object=item.id, player=item.controller,
              outcome=outcome, given=choices.coin_flip is not None)
    then = effect.won if outcome == "won" else effect.lost
    if then is not None:
        registry.effect_resolvers[then.kind](game, item, then, choices)
    for also in effect.won_effects if outcome == "won" else ():  # s23-c11: "sacrifice ~ and draw three cards"
        registry.effect_resolvers[also.kind](game, item, also, choices)


registry.effect_resolvers["flip_coin"] = _resolve_flip_coin
