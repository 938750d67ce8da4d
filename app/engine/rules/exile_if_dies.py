""" "If that creature would die this turn, exile it instead." (CR 614.1a, 700.4): the
`exiled_if_it_would_die` effect (Agate Assault, after "~ deals 4 damage to target creature.").

The effect marks the permanent the effect before it targeted ("that creature": `target` "it", CR
608.2c) with `exiled_if_it_would_die`; it does nothing to a permanent no longer on the battlefield.
The replacement itself (a permanent so marked that would be put into a graveyard from the
battlefield goes to exile instead) and the end of the mark as the cleanup step begins (CR 514.2)
are rules/cant_be_regenerated.py's, the one place that mark is read. The spell's damage is dealt
first (608.2c: in order), and the creature dies only when state-based actions are checked after
the spell has resolved (704.3, 704.5g), so the mark is in place by then.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ExiledIfItWouldDieEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.rules.s29mh_dealt_damage_exiled import mark as s29mh_mark_dealt_damage  # s29-mh
from app.engine.state import StackObject


def _resolve(game: Game, item: StackObject, effect: ExiledIfItWouldDieEffect, choices: Choices) -> None:
    if effect.dealt_damage_this_way is not None:  # s29-mh: "a creature dealt damage this way" (CR 608.2c)
        s29mh_mark_dealt_damage(game, item, effect.dealt_damage_this_way)
        return
    for object_id in affected(game, item, effect.target):
        permanent = game.permanent(object_id)
        if permanent is None:
            continue
        permanent.exiled_if_it_would_die = True
        game.changed(permanent)
        game.emit("exiled_if_it_would_die", [cr("608.2c"), cr("614.1a")], stack_object=item.id, permanent=permanent.id)


registry.effect_resolvers["exiled_if_it_would_die"] = _resolve
