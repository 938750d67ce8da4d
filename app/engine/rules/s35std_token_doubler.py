"""s35-std: token doublers (CR 614.1a, 111.1): "If one or more tokens would be created under your control, twice that
many of those tokens are created instead." / "If an effect would create one or more tokens under your control, it
creates twice that many of those tokens instead." (the `token_doubler` static ability).

A replacement effect of a static ability (CR 614.1a, 604.1) of a permanent on the battlefield: every effect that would
create tokens under its controller's control creates twice that many, each token as the effect says it (tapped,
attacking, with counters, attached, sacrificed or exiled later: the same instructions for every one). Two such
abilities apply one after the other (CR 616.1: four times as many). Every rule that creates tokens asks `doubled`
for its count (rules/tokens.py, copies.py, offspring.py, gift.py, amass.py, s32ma_incubate.py, s32ma_roles.py); tokens
created under another player's control (a gift) count that player's doublers.

Gating: `doubled` returns the count at once unless a card of the game has the ability (`game_has`)."""

from __future__ import annotations

from app.engine.cards import S35stdTokenDoublerAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind, game_has

CITES = (cr("614.1a"), cr("111.1"))


def doubled(game: Game, controller: str, number: int, stack_object: str | None = None) -> int:
    """How many tokens an effect creates under `controller`'s control when it would create `number` of them (CR
    614.1a): twice as many for each `token_doubler` ability of a permanent `controller` controls, each said with a
    `tokens_doubled` event."""
    if number <= 0 or not game_has(game, S35stdTokenDoublerAbility):
        return number
    for permanent in list(game.state.battlefield):
        if permanent.controller != controller:
            continue
        for _ in abilities_of_kind(game, permanent, S35stdTokenDoublerAbility):
            number *= 2
            game.emit("tokens_doubled", list(CITES), stack_object=stack_object, by=permanent.id, player=controller,
                      amount=number)
    return number
