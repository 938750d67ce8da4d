""" "Whenever a +1/+1 counter is put on ~, you may draw a card." (s29-cmd): the trigger
"s29cmd_counter_put_on_self" with `counters_put` (CR 122.6, 603.2): it triggers once for each counter of that kind put
on ~ (CR 603.2c: each counter put is its own occurrence of the event; Fathom Mage's ruling: three counters at once,
three triggers), whoever puts them, as ~ enters with them too (122.6: counters a permanent enters with are put on
it). The same `counters_put` and `entered_battlefield` events as rules/counters_put_triggers.py's "one or more ...
are put on ~" (s26-mh); asked only in a game with a card that has such an ability."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import trigger_kind
from app.engine.rules.event_triggers import abilities_with, triggered

EACH_COUNTER = "s29cmd_counter_put_on_self"
_EACH = frozenset({EACH_COUNTER})
_CITES = [cr("603.2"), cr("603.2c"), cr("122.6")]
_MOST = 100  # no more triggers than counters a definition may put at once (cards.py caps amounts at 100)


def _each_counter(game: Game, permanent_id: str, counter: str, amount: int) -> list[PendingTrigger]:
    permanent = game.permanent(permanent_id)
    if permanent is None or amount <= 0:
        return []
    return [triggered(permanent, index, EACH_COUNTER, {"that_permanent": permanent.id}, _CITES)
            for index, ability in abilities_with(game, permanent, _EACH)
            if getattr(ability, "counters_put", None) == counter
            for _ in range(min(amount, _MOST))]


def _put(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    return _each_counter(game, event["permanent"], event["counter"], event["amount"])


def _entered_with(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    return [pending for counter, amount in (event.get("counters") or {}).items()
            for pending in _each_counter(game, event["permanent"], counter, amount)]


keyword_triggers.watch("counters_put", _put, needs=(trigger_kind(EACH_COUNTER),))
keyword_triggers.watch("entered_battlefield", _entered_with, needs=(trigger_kind(EACH_COUNTER),))
