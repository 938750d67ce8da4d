"""The `sacrifice` effect (CR 701.21a): a player sacrifices a permanent they control by moving it
from the battlefield to its owner's graveyard. It is not destroying (regeneration and
indestructible don't apply, CR 701.21a), and only a permanent its player controls can be
sacrificed: "sacrifice ~" does nothing once ~ has left the battlefield or changed controller
(CR 400.7)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import SacrificeEffect
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.rules.zones import leave_battlefield
from app.engine.state import StackObject


def sacrifice(game: Game, player: str, permanent_id: str, cites: list[str]) -> bool:
    """`player` sacrifices `permanent_id` if it is on the battlefield under their control."""
    permanent = game.permanent(permanent_id)
    if permanent is None or permanent.controller != player:
        return False
    leave_battlefield(game, permanent, Zone.GRAVEYARD, cites=[*cites, cr("701.21a")], reason="sacrificed")
    return True


def _resolve_sacrifice(game: Game, item: StackObject, effect: SacrificeEffect, choices: Choices) -> None:
    game.emit("ability_resolved", [cr("608.2")], stack_object=item.id, source=item.source, effect="sacrifice")
    for permanent_id in affected(game, item, effect.target):
        # "Sacrifice ~": the ability's controller sacrifices it, if they still control it (CR 701.21a);
        # "that creature's controller sacrifices it" (enchanted creature): its controller.
        permanent = game.permanent(permanent_id)
        if permanent is not None:
            player = item.controller if effect.target == "self" else permanent.controller
            sacrifice(game, player or "", permanent_id, [cr("608.2")])


registry.effect_resolvers["sacrifice"] = _resolve_sacrifice
