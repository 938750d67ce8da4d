""""Can't be regenerated this turn" (CR 701.19c): the `cant_be_regenerated` effect, "Target creature
can't be regenerated this turn." (Hurr Jackal). It is recorded on the permanent as an effect that
ends in the cleanup step (CR 514.2); until then its regeneration shields, earlier or later, do
nothing: it is destroyed (rules/regenerate.py asks `cant_be_regenerated`)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CantBeRegeneratedEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.state import Permanent, PowerToughnessEffect, StackObject


def cant_be_regenerated(permanent: Permanent) -> bool:
    return bool(permanent.effects) and any(effect.cant_be_regenerated for effect in permanent.effects)


def _resolve_cant_be_regenerated(game: Game, item: StackObject, effect: CantBeRegeneratedEffect,
                                 choices: Choices) -> None:
    for target_id in affected(game, item, effect.target):
        target = game.permanent(target_id)
        if target is None:
            continue
        target.effects.append(PowerToughnessEffect(source=item.source, cant_be_regenerated=True))
        game.changed(target)
        game.emit("cant_be_regenerated", [cr("608.2"), cr("701.19c")], stack_object=item.id, source=item.source,
                  permanent=target.id, duration="end_of_turn")


registry.effect_resolvers["cant_be_regenerated"] = _resolve_cant_be_regenerated
