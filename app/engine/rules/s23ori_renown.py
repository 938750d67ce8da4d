"""s23-ori: renown (CR 702.112; docs/oracle-s23-ori.md).

"Renown N" means "When this creature deals combat damage to a player, if it isn't renowned, put N +1/+1 counters on it
and it becomes renowned." (702.112a): the reader writes that triggered ability (`deals_damage` with `combat_damage`,
the `intervening_if` RiderCondition `s23ori_renowned` negated, `put_counters` then `become_renowned`). Renowned is a
designation of the permanent (`renowned`, 702.112b), not a characteristic: a permanent that leaves the battlefield and
returns is a new object without it (400.7).

- `become_renowned` (702.112b): the ability's source, if still on the battlefield, becomes renowned; the event
  `became_renowned`. A creature that left the battlefield doesn't (and its counters aren't put).
- The RiderCondition `s23ori_renowned` ("if ~ is renowned", `negated`: "isn't"): whether the ability's source is a
  renowned permanent on the battlefield (rules/riders.py asks `is_renowned`).
- The triggers "self_becomes_renowned" ("When ~ becomes renowned", "it" is ~) and
  "creature_you_control_becomes_renowned" ("Whenever a creature you control becomes renowned", "that creature" is it)
  trigger on `became_renowned` (603.2), watched only in games with such a trigger."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import BecomeRenownedEffect
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import trigger_needs
from app.engine.rules.event_triggers import abilities_with, players_permanents_triggered, triggered
from app.engine.state import StackObject

_SELF = frozenset({"self_becomes_renowned"})
_CREATURE = frozenset({"creature_you_control_becomes_renowned"})
_CITES = (cr("702.112b"), cr("603.2"))


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


def _self_renowned(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """ "When ~ becomes renowned" (CR 702.112b, 603.2)."""
    permanent = game.permanent(event["permanent"])
    if permanent is None:
        return []
    named = {"that_permanent": permanent.id, "that_player": permanent.controller}
    return [triggered(permanent, index, "self_becomes_renowned", named, list(_CITES))
            for index, _ability in abilities_with(game, permanent, _SELF)]


def _creature_renowned(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """ "Whenever a creature you control becomes renowned" (CR 702.112b, 603.2): each permanent with it whose controller
    controls the renowned creature; "that creature" is it."""
    permanent = game.permanent(event["permanent"])
    characteristics = characteristics_of(game, permanent) if permanent is not None else None
    if permanent is None or characteristics is None or CardType.CREATURE.value not in characteristics.types:
        return []
    return players_permanents_triggered(game, permanent.controller, _CREATURE, "creature_you_control_becomes_renowned",
                                        {"that_permanent": permanent.id}, list(_CITES))


keyword_triggers.watch("became_renowned", _self_renowned, needs=trigger_needs(_SELF))
keyword_triggers.watch("became_renowned", _creature_renowned, needs=trigger_needs(_CREATURE))
