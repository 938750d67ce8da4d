"""s34-tdm: endure (CR 701.63; docs/oracle-s34-tdm.md): the effect `endure`, "~ endures 2." / "When ~ enters, it endures
3.".

- CR 701.63a: to have a permanent endure N, its controller creates an N/N white Spirit creature token unless they put N
  +1/+1 counters on that permanent. The choice is made as the ability resolves (CR 608.2d): the `resolve` action's
  `choices.chosen` naming the permanent (its id) puts the counters; not named, the token.
- The counters can be put only on the permanent itself on the battlefield: once it has left (a new object if it comes
  back, CR 400.7), the token is created whatever was chosen.
- CR 701.63b: to endure 0 does nothing (the reader reads N from 1 only).
"""

from __future__ import annotations

from functools import cache

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CardDefinition, CreateTokenEffect, S34tdmEndureEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.keyword_counters import put_counters
from app.engine.state import StackObject

CITES = (cr("701.63a"),)


@cache
def spirit_token(size: int) -> CardDefinition:
    """The N/N white Spirit creature token of CR 701.63a, built once per size on first use."""
    return CardDefinition.model_validate({"name": "Spirit Token", "colors": ["W"], "types": ["Creature"],
                                          "subtypes": ["Spirit"], "power": size, "toughness": size})


def _resolve(game: Game, item: StackObject, effect: S34tdmEndureEffect, choices: Choices) -> None:
    permanent = game.permanent(item.source) if item.source is not None else None
    chosen = choices.chosen if "chosen" not in game.used_choices else None
    if chosen is not None:
        game.used_choices.add("chosen")
    counters = permanent is not None and chosen is not None and permanent.id in chosen
    game.emit("endured", [*CITES, cr("608.2d")], stack_object=item.id, source=item.source,
              choice="counters" if counters else "token", amount=effect.amount)
    if counters and permanent is not None:
        put_counters(game, permanent, "+1/+1", effect.amount, list(CITES), item.id)
        return
    token = CreateTokenEffect(token=spirit_token(effect.amount))
    registry.effect_resolvers["create_token"](game, item, token, choices)


registry.effect_resolvers["endure"] = _resolve
