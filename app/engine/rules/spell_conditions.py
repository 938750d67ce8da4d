"""A spell's sentence under a condition on what its controller controls (CR 608.2c):
"If you control a Rabbit, scry 2." (Rabbit Response), "You gain 3 life if you control a Bat.",
"Then if you control a Rat, surveil 2." (Psychic Whorl): the `if_you_control` effect; with
`at_least` and `otherwise` (s13-pw): "Draw a card. If you control three or more artifacts, draw two
cards instead." (the later sentence modifies the earlier, CR 608.2c): `effect` when its controller
controls that many such permanents as it resolves, `otherwise` when not.

The spell's instructions are followed in order as it resolves (CR 608.2c), so the condition is
checked then, at the moment that sentence is reached (after the effects before it: a creature
the spell destroyed no longer counts), with rules/you_control.py's test of the spec against the
permanents the spell's controller controls. When it holds, the sentence's one effect happens as
it would on its own; when it doesn't, nothing happens and an event says why. The effect targets
nothing (the model refuses a targeted one): targets are chosen as the spell is cast (601.2c),
before the condition is known. A library decision under the condition (scry, surveil) is asked
only when the condition holds as the spell resolves (`unwrapped`, used by rules/library.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import IfYouControlEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.you_control import you_control
from app.engine.state import StackObject

CITES = (cr("608.2c"),)


def holds(game: Game, item: StackObject, effect: IfYouControlEffect) -> bool:
    """Whether the spell's controller controls a permanent the condition names (`at_least` of
    them), now."""
    return you_control(game, item.controller, effect.condition, effect.at_least)


def unwrapped(game: Game, item: StackObject, effects: Sequence[Any]) -> list[Any]:
    """The effects as they will happen now: an `if_you_control` effect is its inner effect when the
    condition holds, and nothing when it doesn't (for the library decisions asked as it resolves)."""
    found: list[Any] = []
    for effect in effects:
        if isinstance(effect, IfYouControlEffect):
            if holds(game, item, effect):
                found.append(effect.effect)
            elif effect.otherwise is not None:
                found.append(effect.otherwise)
            continue
        found.append(effect)
    return found


def _resolve(game: Game, item: StackObject, effect: IfYouControlEffect, choices: Choices) -> None:
    if not holds(game, item, effect):
        game.emit(
            "condition_not_met",
            list(CITES),
            stack_object=item.id,
            condition=f"you control {effect.condition}"
            + (f" ({effect.at_least} or more)" if effect.at_least > 1 else ""),
            effect=effect.effect.kind,
        )
        if effect.otherwise is not None:  # "<otherwise>. If ..., <effect> instead." (s13-pw)
            registry.effect_resolvers[effect.otherwise.kind](game, item, effect.otherwise, choices)
        return
    resolver = registry.effect_resolvers[effect.effect.kind]
    resolver(game, item, effect.effect, choices)


registry.effect_resolvers["if_you_control"] = _resolve
