"""s35-std: token doublers (CR 614.1a, 111.1): "If one or more tokens would be created under your control, twice that
many of those tokens are created instead." / "If an effect would create one or more tokens under your control, it
creates twice that many of those tokens instead." (the `token_doubler` static ability).

A replacement effect of a static ability (CR 614.1a, 604.1) of a permanent on the battlefield: every effect that would
create tokens under its controller's control creates twice that many, each token as the effect says it (tapped,
attacking, with counters, attached, sacrificed or exiled later: the same instructions for every one). Two such
abilities apply one after the other (CR 616.1: four times as many). Every rule that creates tokens asks `doubled`
for its count (rules/tokens.py, copies.py, offspring.py, gift.py, amass.py, s32ma_incubate.py, s32ma_roles.py); tokens
created under another player's control (a gift) count that player's doublers.

"If you would create one or more Treasure tokens, instead create those tokens plus an additional Treasure token." / "If
one or more tokens would be created under your control, those tokens plus an additional Food token are created instead."
(the `additional_token` static ability, CR 614.1a, 111.10): after an effect created tokens (of the subtype `if_created`)
under the ability's controller's control, each such ability adds one predefined `token` (`added`, asked by the same
rules after they create). Several replacement effects on one event (CR 616.1: the affected player chooses the order):
the added token is made before the doubling (it is doubled too: "(N + 1) x 2", the order that creates the most); the
added token is not one "those tokens" were told to be (not tapped, not attacking, no delayed sacrifice).

Gating: `doubled` and `added` return at once unless a card of the game has the ability (`game_has`)."""

from __future__ import annotations

from app.engine.cards import (
    MAX_TOKENS_PER_EFFECT,
    CardDefinition,
    S35stdAdditionalTokenAbility,
    S35stdTokenDoublerAbility,
    predefined_token,
)
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind, game_has
from app.engine.rules.zones import enter_battlefield

CITES = (cr("614.1a"), cr("111.1"))


def doubled(game: Game, controller: str, number: int, stack_object: str | None = None) -> int:
    """How many tokens an effect creates under `controller`'s control when it would create `number` of them (CR
    614.1a): twice as many for each `token_doubler` ability of a permanent `controller` controls, each said with a
    `tokens_doubled` event. Every rule that creates tokens counts them here, so the engine's limit of tokens per
    effect (CR 111.1) is checked here too, as each doubling is applied: more is refused."""
    if number <= 0 or not game_has(game, S35stdTokenDoublerAbility):
        return number
    for permanent in list(game.state.battlefield):
        if permanent.controller != controller:
            continue
        for _ in abilities_of_kind(game, permanent, S35stdTokenDoublerAbility):
            number *= 2
            if number > MAX_TOKENS_PER_EFFECT:
                raise IllegalAction("Too many tokens", f"{stack_object or 'an effect'} would create {number} tokens at "
                                    f"once; the engine creates at most {MAX_TOKENS_PER_EFFECT} per effect",
                                    [cr("111.1"), cr("614.1a")])
            game.emit("tokens_doubled", list(CITES), stack_object=stack_object, by=permanent.id, player=controller,
                      amount=number)
    return number


def added(game: Game, controller: str, created: CardDefinition, stack_object: str | None = None) -> None:
    """After an effect created tokens of `created` under `controller`'s control: one more predefined token for each
    `additional_token` ability of a permanent `controller` controls whose `if_created` (if any) is one of the created
    tokens' subtypes (CR 614.1a, 111.10), doubled by the token doublers as the created tokens were (616.1)."""
    if not game_has(game, S35stdAdditionalTokenAbility):
        return
    extra = [(permanent.id, ability.token) for permanent in list(game.state.battlefield)
             if permanent.controller == controller
             for _, ability in abilities_of_kind(game, permanent, S35stdAdditionalTokenAbility)
             if ability.if_created is None or ability.if_created in created.subtypes]
    for by, name in extra:
        for _ in range(doubled(game, controller, 1, stack_object)):
            token_id = game.new_object_id(f"{name.lower()}-")
            enter_battlefield(game, predefined_token(name), token_id, controller, controller, was_cast=False,
                              is_token=True)
            game.emit("token_added", [*CITES, cr("111.10")], stack_object=stack_object, by=by, player=controller,
                      permanent=token_id, token=name)
