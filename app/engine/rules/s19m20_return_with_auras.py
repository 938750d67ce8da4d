"""s19-m20: "Return target creature you control and each Aura attached to it to their owners' hands." (Portal of
Sanctuary): the `return_with_auras` effect.

As it resolves, the target (checked legal, CR 608.2b) and each Aura attached to it then (CR 303.4: an Aura is attached
to the object it enchants) leave the battlefield for their owners' hands (400.3): the Auras are found before anything
moves, so an Aura that would only have been put into a graveyard later (704.5m) goes to its owner's hand with it."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ReturnWithAurasEffect
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.rules.event_triggers import auras_attached_to
from app.engine.rules.zones import leave_battlefield
from app.engine.state import StackObject


def _resolve(game: Game, item: StackObject, effect: ReturnWithAurasEffect, choices: Choices) -> None:
    for target_id in affected(game, item, effect.target):
        permanent = game.permanent(target_id)
        if permanent is None:
            continue
        auras = [aura for aura in auras_attached_to(game, permanent.id)
                 if (found := characteristics_of(game, aura)) is not None and "Aura" in found.subtypes]
        for leaving in (permanent, *auras):
            leave_battlefield(game, leaving, Zone.HAND, cites=[cr("608.2"), cr("400.3"), cr("303.4")],
                              reason="returned_to_hand")


registry.effect_resolvers["return_with_auras"] = _resolve
