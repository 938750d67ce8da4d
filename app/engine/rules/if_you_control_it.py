""" "When ~ enters, tap up to one target creature and put three stun counters on it. If you control
that creature, draw two cards." (Dreamdew Entrancer): the `if_you_control_it` effect — its
`effects` happen, in order (CR 608.2c), only if the ability's controller controls "that creature",
the object of the ability's previous targeted effect, as it resolves; if that effect had no target
(none chosen for "up to one"), or the object is no longer on the battlefield, no one controls it
and nothing happens."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import IfYouControlItEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.effects_targets import referents, resolve_effects
from app.engine.state import StackObject


def _resolve_if_you_control_it(game: Game, item: StackObject, effect: IfYouControlItEffect, choices: Choices) -> None:
    found = [game.permanent(ref.id) for ref in referents(game)]
    controlled = any(permanent is not None and permanent.controller == item.controller for permanent in found)
    game.emit(
        "condition_checked",
        [cr("608.2c")],
        stack_object=item.id,
        condition="you control that creature",
        holds=controlled,
    )
    if controlled:
        resolve_effects(game, item, effect.effects, choices)


registry.effect_resolvers["if_you_control_it"] = _resolve_if_you_control_it
