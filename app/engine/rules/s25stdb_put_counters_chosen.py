"""s25-stdb: "Put a menace counter on a creature you control." (Blood Curdle): the `put_counters_chosen` effect.

As the spell or ability resolves its controller chooses (CR 608.2d: a choice made while it resolves, not a target,
CR 115.1) one permanent they control that matches the effect's spec, and puts the counters on it (CR 122.1; a keyword
counter gives its keyword, 122.1b: rules/keyword_counters.py). The `resolve` action's `choices.chosen` names it (one
id of the candidates, else a 422 saying which); without it, the first matching permanent in battlefield order. With
no such permanent nothing happens (CR 609.3)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S25stdbPutCountersChosenEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules import keyword_counters
from app.engine.rules.m2x_sacrifice_chosen import chosen_permanents
from app.engine.state import StackObject
from app.engine.target_grammar import parse_target_spec

CITES = (cr("608.2d"), cr("122.1"))


def _resolve(game: Game, item: StackObject, effect: S25stdbPutCountersChosenEffect, choices: Choices) -> None:
    chosen, _ = chosen_permanents(game, item, effect.spec, 1, choices.chosen, "chosen", "Can't put counters on that",
                                  f"{parse_target_spec(effect.spec).words()} to put counters on", CITES)
    for permanent_id in chosen:
        permanent = game.permanent(permanent_id)
        if permanent is not None:
            keyword_counters.put_counters(game, permanent, effect.counter, effect.amount, [cr("608.2"), *CITES],
                                          item.id)


registry.effect_resolvers["put_counters_chosen"] = _resolve
