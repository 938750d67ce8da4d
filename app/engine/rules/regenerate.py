"""Regenerate (CR 701.19).

- The `regenerate` effect (`{"kind": "regenerate", "target": "self" | "creature" |
  "enchanted_creature"}`: "{B}: Regenerate this creature.", "Regenerate target creature.") gives
  each permanent it affects a regeneration shield (`regeneration_shields` on the permanent): a
  replacement effect for the next time it would be destroyed this turn (701.19a).
- When a permanent with a shield would be destroyed (a `destroy` effect, 701.8; lethal damage,
  704.5g; deathtouch damage, 704.5h), one shield is used instead: all damage marked on it is
  removed, it is tapped, and it is removed from combat (701.19a). A `destroy` effect with
  `cant_be_regenerated` ("They can't be regenerated.") ignores the shields (701.19c).
- Shields end as the turn's cleanup step begins, with the other "this turn" effects (514.2).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import RegenerateEffect
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.rules.s31stdbb_remove_from_combat import remove_from_combat
from app.engine.state import Permanent, StackObject


def regenerated_instead(game: Game, permanent: Permanent, cites: list[str]) -> bool:
    """As `permanent` would be destroyed: if it has a regeneration shield, use it (701.19a) and
    return True (it isn't destroyed); else False."""
    if not permanent.regeneration_shields:
        return False
    if permanent.cant_be_regenerated:
        # CR 701.19c: "can't be regenerated this turn" (rules/cant_be_regenerated.py): the shield does nothing
        game.emit("regeneration_ignored", [*cites, cr("701.19c")], permanent=permanent.id,
                  shields=permanent.regeneration_shields)
        return False
    permanent.regeneration_shields -= 1
    removed = permanent.damage
    permanent.damage = 0
    permanent.tapped = True
    in_combat = remove_from_combat(game, permanent)  # CR 701.19a, 506.4
    game.changed(permanent)
    game.emit("regenerated", [*cites, cr("701.19a")], permanent=permanent.id, damage_removed=removed,
              removed_from_combat=in_combat)
    return True


def _resolve_regenerate(game: Game, item: StackObject, effect: RegenerateEffect, choices: Choices) -> None:
    for object_id in affected(game, item, effect.target):
        permanent = game.permanent(object_id)
        if permanent is None:
            continue
        permanent.regeneration_shields += 1
        game.changed(permanent)
        game.emit("regeneration_shield", [cr("608.2"), cr("701.19a")], stack_object=item.id, permanent=permanent.id,
                  shields=permanent.regeneration_shields)


def _shields_end(game: Game) -> None:
    """CR 514.2: "this turn" effects end in the cleanup step; so do unused regeneration shields."""
    ended = [p for p in game.state.battlefield if p.regeneration_shields]
    for permanent in ended:
        permanent.regeneration_shields = 0
        game.changed(permanent)
    if ended:
        game.emit("regeneration_shields_ended", [cr("514.2"), cr("701.19a")], permanents=[p.id for p in ended])


registry.effect_resolvers["regenerate"] = _resolve_regenerate
registry.step_begin[Step.CLEANUP].add(_shields_end, order=20)
