"""s30-mh: monstrosity (CR 701.37; docs/oracle-s30-mh.md).

"Monstrosity N" means "If this permanent isn't monstrous, put N +1/+1 counters on it and it becomes monstrous."
(701.37a): the effect `monstrosity` of an activated ability of the permanent. Monstrous is a designation (701.37b), not
a characteristic: the permanent's `monstrous`, kept until it leaves the battlefield (a returned permanent is a new object
without it, 400.7).

- `monstrosity` (701.37a, c): the ability's source, if still on the battlefield and not monstrous, gets `amount` +1/+1
  counters ("X": the X paid for the ability, 107.3) and becomes monstrous (the event `became_monstrous`); a monstrous one,
  or one that left the battlefield, gets nothing (the ability does nothing).
- The trigger "self_becomes_monstrous" ("When ~ becomes monstrous, ...", 603.2) triggers on `became_monstrous`, watched
  only in games with such a trigger.
- `static_pump`'s `status` "monstrous" ("As long as ~ is monstrous, it has flying.", 611.3a): rules/static_pump.py reads
  the designation.
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import MonstrosityEffect
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_counters, keyword_triggers
from app.engine.rules.ability_presence import trigger_needs
from app.engine.rules.effects_targets import amount
from app.engine.rules.event_triggers import abilities_with, triggered
from app.engine.state import StackObject

_SELF = frozenset({"self_becomes_monstrous"})
_CITES = (cr("701.37b"), cr("603.2"))


def _monstrosity(game: Game, item: StackObject, effect: MonstrosityEffect, choices: Choices) -> None:
    """CR 701.37a-c: if the source isn't monstrous, N +1/+1 counters on it and it becomes monstrous."""
    permanent = game.permanent(item.source) if item.source else None
    if permanent is None or permanent.monstrous:
        return  # CR 701.37c: the ability does nothing
    number = amount(game, item, effect.amount)
    if number > 0:
        keyword_counters.put_counters(game, permanent, "+1/+1", number, [cr("701.37a"), cr("122.1")], item.id)
    permanent.monstrous = True
    game.changed(permanent)
    game.emit("became_monstrous", [cr("701.37a"), cr("701.37b")], stack_object=item.id, permanent=permanent.id,
              controller=permanent.controller)


registry.effect_resolvers["monstrosity"] = _monstrosity


def _self_monstrous(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """ "When ~ becomes monstrous" (CR 701.37b, 603.2)."""
    permanent = game.permanent(event["permanent"])
    if permanent is None:
        return []
    named = {"that_permanent": permanent.id, "that_player": permanent.controller}
    return [triggered(permanent, index, "self_becomes_monstrous", named, list(_CITES))
            for index, _ability in abilities_with(game, permanent, _SELF)]


keyword_triggers.watch("became_monstrous", _self_monstrous, needs=trigger_needs(_SELF))
