"""The `sacrifice` effect (CR 701.21a): a player sacrifices a permanent they control by moving it
from the battlefield to its owner's graveyard. It is not destroying (regeneration and
indestructible don't apply, CR 701.21a), and only a permanent its player controls can be
sacrificed: "sacrifice ~" does nothing once ~ has left the battlefield or changed controller
(CR 400.7)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import SacrificeEffect
from app.engine.characteristics import is_creature
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.delayed_end_of_combat import delay_until_end_of_combat
from app.engine.rules.effects_targets import affected
from app.engine.rules.zones import leave_battlefield
from app.engine.state import DelayedTrigger, StackObject


def sacrifice(game: Game, player: str, permanent_id: str, cites: list[str]) -> bool:
    """`player` sacrifices `permanent_id` if it is on the battlefield under their control."""
    permanent = game.permanent(permanent_id)
    if permanent is None or permanent.controller != player:
        return False
    leave_battlefield(game, permanent, Zone.GRAVEYARD, cites=[*cites, cr("701.21a")], reason="sacrificed")
    return True


def _another_creature(game: Game, item: StackObject, choices: Choices) -> list[str]:
    """"Sacrifice a creature other than ~": chosen as it resolves (CR 608.2d, 701.21a), not targeted."""
    candidates = [p.id for p in game.state.battlefield if p.controller == item.controller and p.id != item.source
                  and is_creature(game, p)]
    if choices.sacrifice is None:
        return candidates[:1]
    game.used_choices.add("sacrifice")
    if len(choices.sacrifice) != 1 or choices.sacrifice[0] not in candidates:
        raise IllegalAction("Can't sacrifice that", f"choices.sacrifice must name one creature {item.controller} "
                            f"controls other than {item.source}: one of {candidates}", [cr("701.21a")])
    return list(choices.sacrifice)


def _resolve_sacrifice(game: Game, item: StackObject, effect: SacrificeEffect, choices: Choices) -> None:
    if effect.at == "end_of_combat":  # s23-c12: "sacrifice it at end of combat"
        s23c12_sacrifice_at_end_of_combat(game, item)
        return
    game.emit("ability_resolved", [cr("608.2")], stack_object=item.id, source=item.source, effect="sacrifice")
    chosen = _another_creature(game, item, choices) if effect.target == "another_creature_you_control" else None
    for permanent_id in chosen if chosen is not None else affected(game, item, effect.target):
        # "Sacrifice ~": the ability's controller sacrifices it, if they still control it (CR 701.21a);
        # "that creature's controller sacrifices it" (enchanted creature): its controller.
        permanent = game.permanent(permanent_id)
        if permanent is not None:
            player = permanent.controller if effect.target == "enchanted_creature" else item.controller
            sacrifice(game, player or "", permanent_id, [cr("608.2")])


def s23c12_sacrifice_at_end_of_combat(game: Game, item: StackObject) -> None:
    """s23-c12: "sacrifice it at end of combat" creates a delayed triggered ability (CR 603.7a) that triggers as the next
    end of combat step begins (511.2) and sacrifices ~ (kept in `delayed_triggers`, `at` "end_of_combat", `action`
    "sacrifice": rules/delayed_end_of_combat.py fires it, as decayed's own). Nothing if ~ has left the battlefield (CR 400.7)."""
    permanent = game.permanent(item.source or "")
    if permanent is None:
        return
    delayed = DelayedTrigger(controller=item.controller or "", at="end_of_combat", action="sacrifice",
                             objects=[permanent.id], source=permanent.id)
    delay_until_end_of_combat(game, delayed)
    game.emit("delayed_trigger_created", [cr("608.2"), cr("603.7a")], source=permanent.id, at=delayed.at,
              action=delayed.action, objects=[permanent.id])


registry.effect_resolvers["sacrifice"] = _resolve_sacrifice
