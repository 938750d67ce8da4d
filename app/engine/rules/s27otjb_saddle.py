"""Saddle (s27-otjb, docs/oracle-s27-otjb.md): "Saddle N" and "Whenever ~ attacks while saddled, ..." (Outlaws of
Thunder Junction's Mounts).

- CR 702.171a: Saddle N means "Tap any number of other untapped creatures you control with total power N or greater:
  This permanent becomes saddled until end of turn. Activate only as a sorcery." (`SaddleAbility`). Its cost is paid as
  crew's is (rules/crew.py: the `activate` action's `crew` names the creatures; their power only, without crew's
  bonuses; tapping them isn't a {T} cost, so creatures that came under their controller's control this turn may
  saddle), and "Activate only as a sorcery" is its `activate_only` (CR 602.5d: its controller's main phase, the stack
  empty). A creature saddles the permanent as it is tapped to pay that cost (702.171c).
- CR 702.171b: saddled is a designation (`Permanent.saddled`) the permanent gets as the ability resolves (if it is
  still on the battlefield, 608.2h) and keeps until the end of the turn (the cleanup step, 514.2) or until it leaves
  the battlefield (a new object, 400.7). It is not a copiable value (707.2): a copy isn't saddled.
- CR 702.171c: the creatures tapped to pay the cost saddled it: `Permanent.saddled_by` on the Mount and
  `saddled_mounts` on each such creature, both emptied in the cleanup step; "target creature that saddled it this turn"
  is the target grammar's state `saddled_source` (rules/target_filters.py).
- "Whenever ~ attacks while saddled, ..." (the trigger "attacks_while_saddled"): a triggered ability of the attacking
  permanent that triggers as it is declared as an attacker (CR 508.3a, 603.2) only if it is saddled then; being saddled
  is part of the trigger event, not an intervening "if" (603.4): it is not checked again as the ability resolves.
- "Whenever ~ becomes saddled for the first time each turn, ..." (the trigger "becomes_saddled_first_time_each_turn"):
  triggers as its saddle ability resolves and makes it saddled (603.2), only if it wasn't saddled already this turn.
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import BecomesSaddledEffect, SaddleAbility
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import trigger_needs
from app.engine.rules.event_triggers import abilities_with, triggered
from app.engine.state import StackObject, set_field

CITES = (cr("702.171a"), cr("702.171b"))
TRIGGER = "attacks_while_saddled"
_TRIGGERS = frozenset({TRIGGER})
FIRST_TIME = "becomes_saddled_first_time_each_turn"
_FIRST_TIME = frozenset({FIRST_TIME})


def _resolve(game: Game, item: StackObject, effect: BecomesSaddledEffect, choices: Choices) -> None:
    mount = game.permanent(item.source or "")
    if mount is None:  # it left the battlefield: a new object, never saddled (CR 400.7, 608.2h)
        game.emit("ability_resolved", [cr("608.2h"), *CITES], stack_object=item.id, source=item.source,
                  effect="becomes_saddled", note=f"{item.source} is no longer on the battlefield")
        return
    first = not mount.saddled  # saddled already this turn: not its first time (CR 702.171b)
    set_field(mount, "saddled", True)
    game.emit("became_saddled", [cr("608.2"), *CITES], stack_object=item.id, permanent=mount.id, first_time=first)


def _attacks_while_saddled(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    found: list[PendingTrigger] = []
    for declared in event.get("attackers") or []:
        attacker = game.permanent(declared["id"])
        if attacker is None or not attacker.saddled:
            continue
        named = {"that_player": attacker.controller}
        found += [triggered(attacker, index, TRIGGER, named, [cr("603.2"), cr("508.3a"), cr("702.171b")])
                  for index, _ in abilities_with(game, attacker, _TRIGGERS)]
    return found


def _became_saddled(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not event.get("first_time"):
        return []
    mount = game.permanent(event["permanent"])
    if mount is None:
        return []
    named = {"that_permanent": mount.id, "that_player": mount.controller}
    return [triggered(mount, index, FIRST_TIME, named, [cr("603.2"), cr("702.171b")])
            for index, _ in abilities_with(game, mount, _FIRST_TIME)]


def _end_of_turn(game: Game) -> None:
    """CR 514.2, 702.171b: saddled "until end of turn" ends in the cleanup step."""
    for permanent in game.state.battlefield:
        if permanent.saddled:
            set_field(permanent, "saddled", False)
        if permanent.saddled_by:
            set_field(permanent, "saddled_by", [])
        if permanent.saddled_mounts:
            set_field(permanent, "saddled_mounts", [])


registry.effect_resolvers["becomes_saddled"] = _resolve
keyword_triggers.watch("attackers_declared", _attacks_while_saddled, needs=trigger_needs(_TRIGGERS))
keyword_triggers.watch("became_saddled", _became_saddled, needs=trigger_needs(_FIRST_TIME))
registry.step_begin[Step.CLEANUP].add(_end_of_turn, order=20, needs=(
    SaddleAbility, registry.posted_kind("saddled"), registry.posted_kind("saddled_by"),
    registry.posted_kind("saddled_mounts")))
