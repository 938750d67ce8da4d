""" "When ~ enters, return another creature you control to its owner's hand." (Yarok's Wavecrasher): the
`return_chosen_to_hand` effect (s18-m20; s18-neob's "return a land you control to its owner's hand" too).

As it resolves, the ability's controller returns `amount` permanents they control that match `spec` to
their owners' hands (CR 400.3: a card goes to its owner's zone); they are chosen as it resolves, not
targeted (CR 608.2d), so hexproof or shroud doesn't stop it. With fewer such permanents than `amount`,
all of them are returned (CR 609.3: an effect does as much as possible), and none is no error. A token
returned to a hand ceases to exist when state-based actions are checked (CR 111.7, 704.5d).

The choice: the resolving action's `choices.chosen` names the permanents, exactly as many as are
returned, each one the controller may choose; without it, the first matching permanents in battlefield
order (the documented default). A wrong choice is refused with a 422 saying why."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ReturnChosenToHandEffect
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.target_filters import matches_filter
from app.engine.rules.zones import leave_battlefield
from app.engine.state import StackObject
from app.engine.target_grammar import parse_target_spec

CITES = (cr("608.2d"), cr("400.3"))


def candidates(game: Game, item: StackObject, effect: ReturnChosenToHandEffect) -> list[str]:
    """The permanents the ability's controller may return with it, in battlefield order."""
    controller, source = item.controller or "", item.source or item.id
    spec = parse_target_spec(effect.spec)
    return [
        permanent.id
        for permanent in game.state.battlefield
        if permanent.controller == controller and matches_filter(game, spec, permanent, source, controller)
    ]


def _resolve(game: Game, item: StackObject, effect: ReturnChosenToHandEffect, choices: Choices) -> None:
    allowed = candidates(game, item, effect)
    wanted = min(effect.amount, len(allowed))
    chosen = allowed[:wanted]
    if choices.chosen is not None and "chosen" not in game.used_choices:
        game.used_choices.add("chosen")
        chosen = list(dict.fromkeys(choices.chosen))
        if len(chosen) != wanted or any(permanent_id not in allowed for permanent_id in chosen):
            raise IllegalAction(
                "Can't return that",
                f"the stack object {item.id}: choices.chosen must name {wanted} of {allowed} "
                f"({effect.amount} {effect.spec} to return to its owner's hand), not {choices.chosen}",
                [*CITES],
            )
    if not chosen:
        game.emit("nothing_to_return", [*CITES, cr("609.3")], stack_object=item.id, player=item.controller)
        return
    cites = [cr("608.2"), *CITES, *([cr("609.3")] if wanted < effect.amount else [])]
    for permanent_id in chosen:
        permanent = game.permanent(permanent_id)
        if permanent is not None:
            leave_battlefield(game, permanent, Zone.HAND, cites=cites, reason="returned_to_hand")


registry.effect_resolvers["return_chosen_to_hand"] = _resolve
