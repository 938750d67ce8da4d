"""s21-neoa: "Create two 4/5 green Spirit creature tokens. For each of them, put your choice of a vigilance counter, a
reach counter, or a trample counter on it." (Invoke the Ancients): the `put_counter_choice` effect.

As it resolves (CR 608.2c), "it" names the tokens the effect before it created (rules/effects_targets.py), in the order
they were created. For each of them still on the battlefield, the spell's or ability's controller chooses one of the
options (608.2d), given with the `resolve` action's `choices.keywords` (one per token, in order; "first strike" or
"first_strike"); without them, the first option stands for each choice (the `keyword_chosen` event says
`given: false`). A keyword that is not an option, or a number of answers other than the number of tokens, is refused.
One counter of the chosen kind is put on it; a keyword counter gives its permanent that keyword (122.1b,
rules/keyword_counters.py)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import PutCounterChoiceEffect
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import keyword_counters
from app.engine.rules.effects_targets import affected
from app.engine.state import StackObject

CITES = (cr("608.2d"), cr("122.1b"))


def _resolve(game: Game, item: StackObject, effect: PutCounterChoiceEffect, choices: Choices) -> None:
    permanents = [p for object_id in affected(game, item, effect.target) if (p := game.permanent(object_id)) is not None]
    options = [str(option) for option in effect.options]
    given = choices.keywords if "keywords" not in game.used_choices else None
    if given is not None:
        game.used_choices.add("keywords")
        wanted = [answer.strip().lower().replace("_", " ") for answer in given]
        if len(wanted) != len(permanents) or any(answer not in options for answer in wanted):
            raise IllegalAction("Choose counters", f"the stack object {item.id}: choices.keywords names one of "
                                f"{', '.join(options)} for each of {', '.join(p.id for p in permanents) or 'none'}, "
                                f"in order; not {given}", list(CITES))
    else:
        wanted = [options[0]] * len(permanents)
    for permanent, counter in zip(permanents, wanted, strict=True):
        game.emit("keyword_chosen", [cr("608.2d")], stack_object=item.id, player=item.controller, keyword=counter,
                  options=options, given=given is not None)
        keyword_counters.put_counters(game, permanent, counter, 1, [cr("608.2"), *CITES], item.id)


registry.effect_resolvers["put_counter_choice"] = _resolve
