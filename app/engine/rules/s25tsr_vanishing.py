"""s25-tsr: vanishing (CR 702.63), "Vanishing N" (docs/oracle-s25-tsr.md).

CR 702.63a: "Vanishing N" means "This permanent enters with N time counters on it," "At the beginning of your upkeep, if
there is a time counter on this permanent, remove a time counter from it," and "When the last time counter is removed
from this permanent, sacrifice it." The reader writes the first as the `etb_counters` ability (counter "time",
rules/enters_with_counters.py, CR 614.1c) and the two triggered abilities as the `vanishing` ability played here:

- At the beginning of its controller's upkeep (CR 503.1a, 603.2), a permanent with vanishing and a time counter on it
  triggers (an intervening "if", CR 603.4: asked again as it resolves); it removes one time counter (event
  `counters_removed`, `purpose` "vanishing", CR 122.1).
- Whenever the last time counter is removed from a permanent with vanishing (its `counters_removed` event leaves it with
  none: by this trigger or anything else), its sacrifice trigger goes on the stack (CR 603.2); as it resolves, its
  controller sacrifices it if it is still on the battlefield under their control (CR 701.21a, 400.7).

Gating: the upkeep hook and the event watcher are registered with `needs` (only in games with a card with vanishing).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import VanishingAbility
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.rules.sacrifice import sacrifice
from app.engine.state import Permanent, StackObject

CITES = (cr("702.63a"),)
TIME = "time"
_REMOVE = "s25tsr_vanishing_remove"
_SACRIFICE = "s25tsr_vanishing_sacrifice"


def _upkeep(game: Game) -> None:
    time_counter_triggers(game, VanishingAbility, "beginning_of_upkeep", [cr("603.2"), cr("503.1a"), *CITES], _REMOVE)


def time_counter_triggers(game: Game, kind: type[Any], event: str, cites: list[str], trigger: str,
                          holds: Callable[[Permanent], bool] = lambda permanent: True) -> None:
    """The "remove a time counter" triggers of the active player's permanents with a time counter and an ability of
    `kind` (one per such ability) for which `holds` (vanishing; s33-dsk: impending, CR 702.176a), as `event` begins."""
    active = game.state.active_player
    for permanent in game.state.battlefield:
        if permanent.controller != active or not permanent.counters.get(TIME) or not holds(permanent):
            continue
        for _ in abilities_of_kind(game, permanent, kind):
            game.pending_triggers.append(PendingTrigger(permanent.id, None, active or "", event, [], list(cites),
                                                        data={"keyword_trigger": trigger}, card=permanent.card))


def _remove(game: Game, item: StackObject, choices: Choices) -> None:
    permanent = game.permanent(item.source or "")
    if permanent is None or not permanent.counters.get(TIME):
        game.emit("intervening_if_false", [cr("603.4"), *CITES], stack_object=item.id, source=item.source,
                  condition="there is a time counter on it")
        return
    remove_time_counter(game, permanent, CITES, "vanishing")


def remove_time_counter(game: Game, permanent: Permanent, cites: tuple[str, ...], purpose: str) -> None:
    """Remove one time counter from `permanent`, which has one (vanishing; s33-dsk: impending, CR 702.176a), and say so
    (the `counters_removed` event, with `purpose`, CR 122.1)."""
    left = permanent.counters[TIME] - 1
    if left:
        permanent.counters[TIME] = left
    else:
        permanent.counters.pop(TIME)
    game.changed(permanent)
    game.emit("counters_removed", [*cites, cr("122.1")], permanent=permanent.id, counter=TIME, amount=1,
              counters=dict(permanent.counters), purpose=purpose)


def _last_removed(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if event.get("counter") != TIME or (event.get("counters") or {}).get(TIME):
        return []
    permanent = game.permanent(event.get("permanent") or "")
    if permanent is None:
        return []
    return [PendingTrigger(permanent.id, None, permanent.controller or "", "last_time_counter_removed", [],
                           [cr("603.2"), *CITES], data={"keyword_trigger": _SACRIFICE}, card=permanent.card)
            for _ in abilities_of_kind(game, permanent, VanishingAbility)]


def _sacrifice(game: Game, item: StackObject, choices: Choices) -> None:
    if not sacrifice(game, item.controller or "", item.source or "", [*CITES]):
        game.emit("ability_resolved", [cr("608.2"), cr("400.7"), *CITES], stack_object=item.id, source=item.source,
                  effect=_SACRIFICE, note="the permanent is no longer on the battlefield under its controller's control")


registry.step_begin[Step.UPKEEP].add(_upkeep, order=152, needs=(VanishingAbility,))
registry.keyword_trigger_resolvers[_REMOVE] = _remove
registry.keyword_trigger_resolvers[_SACRIFICE] = _sacrifice
keyword_triggers.watch("counters_removed", _last_removed, needs=(VanishingAbility,))
