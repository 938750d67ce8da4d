"""s23-ori: renown (CR 702.112; docs/oracle-s23-ori.md).

"Renown N" means "When this creature deals combat damage to a player, if it isn't renowned, put N +1/+1 counters on it
and it becomes renowned." (702.112a): the reader writes that triggered ability (`deals_damage` with `combat_damage`,
the `intervening_if` RiderCondition `s23ori_renowned` negated, `put_counters` then `become_renowned`). Renowned is a
designation of the permanent (`renowned`, 702.112b), not a characteristic: a permanent that leaves the battlefield and
returns is a new object without it (400.7).

- `become_renowned` (702.112b): the ability's source, if still on the battlefield, becomes renowned; the event
  `became_renowned`. A creature that left the battlefield doesn't (and its counters aren't put).
- The RiderCondition `s23ori_renowned` ("if ~ is renowned", `negated`: "isn't"): whether the ability's source is a
  renowned permanent on the battlefield (rules/riders.py asks `is_renowned`)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import BecomeRenownedEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.state import StackObject


def is_renowned(game: Game, permanent_id: str | None) -> bool:
    """Whether the permanent is on the battlefield and renowned (CR 702.112b)."""
    permanent = game.permanent(permanent_id) if permanent_id else None
    return permanent is not None and permanent.renowned


def _become_renowned(game: Game, item: StackObject, effect: BecomeRenownedEffect, choices: Choices) -> None:
    """CR 702.112a-b: the ability's source becomes renowned (nothing if it left the battlefield)."""
    permanent = game.permanent(item.source) if item.source else None
    if permanent is None or permanent.renowned:
        return
    permanent.renowned = True
    game.emit("became_renowned", [cr("702.112a"), cr("702.112b")], stack_object=item.id, permanent=permanent.id,
              controller=permanent.controller)


registry.effect_resolvers["become_renowned"] = _become_renowned
