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
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.rules.m2x_sacrifice_chosen import chosen_permanents
from app.engine.rules.zones import leave_battlefield
from app.engine.state import StackObject

CITES = (cr("608.2d"), cr("400.3"))


def _resolve(game: Game, item: StackObject, effect: ReturnChosenToHandEffect, choices: Choices) -> None:
    if effect.player == "that_player":  # s26-core: the player the trigger names chooses among theirs (CR 608.2d)
        that = affected(game, item, "that_player")
        if not that:
            return
        item = item.model_copy(update={"controller": that[0]})
    chosen, wanted = chosen_permanents(game, item, effect.spec, effect.amount, choices.chosen, "chosen",
                                       "Can't return that",
                                       f"{effect.amount} {effect.spec} to return to its owner's hand", CITES)
    if not chosen:
        game.emit("nothing_to_return", [*CITES, cr("609.3")], stack_object=item.id, player=item.controller)
        return
    cites = [cr("608.2"), *CITES, *([cr("609.3")] if wanted < effect.amount else [])]
    for permanent_id in chosen:
        permanent = game.permanent(permanent_id)
        if permanent is not None:
            leave_battlefield(game, permanent, Zone.HAND, cites=cites, reason="returned_to_hand")


registry.effect_resolvers["return_chosen_to_hand"] = _resolve
