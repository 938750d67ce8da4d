"""s21-m21: "Whenever ~ attacks, you may tap any number of untapped creatures you control. ~ gets +1/+1 until end of
turn for each creature tapped this way." (Siege Striker): the effect `tap_any_number` and the Count
"tapped_this_way".

As `tap_any_number` resolves, its controller chooses (CR 608.2d) any number of untapped permanents of its `what` spec
they control, named in the `resolve` action's `choices.tap` (none named: none), and taps them (701.26a; event
`tapped` with the stack object). A wrong choice (a permanent that isn't such an untapped permanent of theirs, or
one named twice) is refused. The Count "tapped_this_way" of a later effect of the same ability (608.2c) is the number
of permanents this stack object tapped that way."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import TapAnyNumberEffect
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.target_filters import matches_filter
from app.engine.state import StackObject
from app.engine.target_grammar import parse_target_spec

TAPPED_THIS_WAY = "tapped_this_way"
_PURPOSE = "tap_any_number"


def _resolve_tap_any_number(game: Game, item: StackObject, effect: TapAnyNumberEffect, choices: Choices) -> None:
    chosen = list(choices.tap or ())
    game.used_choices.add("tap")
    controller = item.controller or ""
    spec = parse_target_spec(effect.what)
    permanents = [game.permanent(object_id) for object_id in chosen]
    wrong = [object_id for object_id, permanent in zip(chosen, permanents, strict=True)
             if permanent is None or permanent.tapped or permanent.controller != controller
             or not matches_filter(game, spec, permanent, item.source or "", controller)]
    if wrong or len(set(chosen)) != len(chosen):
        raise IllegalAction("Wrong permanents to tap", f"the ability {item.id}: choices.tap must name different "
                            f"untapped {effect.what} permanents of {controller}'s, not {', '.join(wrong) or chosen}",
                            [cr("608.2d"), cr("701.26a")])
    for permanent in permanents:
        assert permanent is not None
        permanent.tapped = True
        game.changed(permanent)
        game.emit("tapped", [cr("608.2d"), cr("701.26a")], permanent=permanent.id, stack_object=item.id,
                  purpose=_PURPOSE)


def tapped_this_way(game: Game, item: StackObject) -> int:
    """How many permanents `item`'s `tap_any_number` tapped (CR 608.2c)."""
    return sum(1 for event in game.events if event["type"] == "tapped" and event.get("stack_object") == item.id
               and event.get("purpose") == _PURPOSE)


registry.effect_resolvers["tap_any_number"] = _resolve_tap_any_number
