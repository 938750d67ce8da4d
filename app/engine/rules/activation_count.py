""""If this ability has been activated four or more times this turn, sacrifice this creature at the
beginning of the next end step." (Dragon Whelp): the `sacrifice_if_activated` effect, an activated
ability's `then`.

As the ability resolves, it counts every activation of that ability of this permanent this turn,
resolved or still on the stack (the permanent's `activations_this_turn`, reset as each turn
begins). At N or more, a delayed triggered ability is created that sacrifices the permanent at the
beginning of the next end step (CR 603.7, 701.21a). Each such resolution creates one; once the
permanent is sacrificed, the others find nothing to sacrifice (CR 400.7)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import SacrificeIfActivatedEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.state import DelayedTrigger, StackObject


def _resolve_sacrifice_if_activated(game: Game, item: StackObject, effect: SacrificeIfActivatedEffect,
                                    choices: Choices) -> None:
    source = game.permanent(item.source or "")
    if source is None or item.ability_index is None:
        return
    count = source.activations_this_turn.get(str(item.ability_index), 0)
    if count < effect.times:
        return
    controller = item.controller or source.controller or ""
    game.state.delayed_triggers.append(DelayedTrigger(controller=controller, at="next_end_step", action="sacrifice",
                                                      objects=[source.id], source=source.id))
    game.emit("delayed_trigger_created", [cr("608.2"), cr("603.7"), cr("701.21a")], source=source.id,
              at="next_end_step", action="sacrifice", objects=[source.id])


registry.effect_resolvers["sacrifice_if_activated"] = _resolve_sacrifice_if_activated
