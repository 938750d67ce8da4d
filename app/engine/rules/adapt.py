"""Adapt (CR 701.43; s16-kwc): the `adapt` effect, "{2}{G}: Adapt 2." — "If this permanent has no
+1/+1 counters on it, put N +1/+1 counters on it." (701.46a).

The permanent is the source of the ability, looked at as the effect resolves (CR 608.2h): if it has
left the battlefield the effect does nothing; if it has any +1/+1 counter then, nothing is put
(the ability can still be activated with counters on it: the check is made on resolution). The
`counters_put` event cites 701.46a; `adapt_did_nothing` says why nothing was put."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import AdaptEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.keyword_counters import put_counters
from app.engine.state import StackObject


def _resolve(game: Game, item: StackObject, effect: AdaptEffect, choices: Choices) -> None:
    permanent = game.permanent(item.source or "")
    if permanent is None:
        game.emit(
            "adapt_did_nothing",
            [cr("701.46a"), cr("608.2h")],
            stack_object=item.id,
            source=item.source,
            reason="the permanent is no longer on the battlefield",
        )
        return
    if permanent.counters.get("+1/+1", 0) > 0:
        game.emit(
            "adapt_did_nothing",
            [cr("701.46a")],
            stack_object=item.id,
            source=item.source,
            reason="it already has a +1/+1 counter on it",
        )
        return
    if effect.amount <= 0:
        return
    put_counters(game, permanent, "+1/+1", effect.amount, [cr("701.46a"), cr("122.1")], item.id)  # it had none


registry.effect_resolvers["adapt"] = _resolve
