""" "If you control a Raccoon, you may discard a card. If you do, draw a card." (Take Out the Trash;
s14-seasons, docs/oracle-seasons.md): the `if_you_do` effect of a spell.

As the spell resolves, its sentences happen in order (CR 608.2c). At this one: if the effect has a
condition ("If you control a Raccoon") and its controller controls no such permanent then, nothing
happens (`condition_not_met`). Otherwise they choose whether to do the optional action (CR 608.2d),
with the `resolve` action's `choices.pay_optional_cost` (`pending` asks it: the decision "choose",
choice "pay_optional_cost"); no answer is no. Done (rules/reflexive.py does the action: discarding
chooses the cards with `choices.discard`), the effects after "If you do" follow; declined, they don't.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import IfYouDoEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.reflexive import describe, optional_action_done
from app.engine.rules.you_control import you_control
from app.engine.state import StackObject


def _condition_holds(game: Game, item: StackObject, effect: IfYouDoEffect) -> bool:
    return effect.if_you_control is None or you_control(game, item.controller, effect.if_you_control)


def asked_choice(game: Game, item: StackObject, effects: Sequence[Any]) -> dict[str, Any] | None:
    """The `pending` decision of a resolving spell with an `if_you_do` effect whose condition holds."""
    effect = next((e for e in effects if isinstance(e, IfYouDoEffect)), None)
    if effect is None or "pay_optional_cost" in item.choices or not _condition_holds(game, item, effect):
        return None
    return {
        "stack_object": item.id,
        "choice": "pay_optional_cost",
        "values": [True, False],
        "cost": describe(effect.optional_action),
        "player": item.controller,
    }


def _resolve(game: Game, item: StackObject, effect: IfYouDoEffect, choices: Choices) -> None:
    if not _condition_holds(game, item, effect):
        game.emit(
            "condition_not_met",
            [cr("608.2c")],
            stack_object=item.id,
            condition=f"you control {effect.if_you_control}",
            effect=effect.kind,
        )
        return
    if not optional_action_done(game, item, effect, choices):
        return
    for inner in effect.effects:
        registry.effect_resolvers[inner.kind](game, item, inner, choices)


registry.effect_resolvers["if_you_do"] = _resolve
