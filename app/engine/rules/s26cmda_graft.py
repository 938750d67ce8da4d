"""s26-cmda (docs/oracle-s26-cmda.md): graft (CR 702.58a). "Graft N" means "This permanent enters with N +1/+1 counters
on it" (an `etb_counters` replacement, 614.1c) and "Whenever another creature enters, if this permanent has a +1/+1
counter on it, you may move a +1/+1 counter from this permanent onto that creature." (a `permanent_enters` trigger
with the intervening "if" `s26cmda_self_has_plus_one_counter`, checked as it would trigger and as it resolves, 603.4;
its effect `put_counters` on "that_permanent" with `moved_from_self`). Each instance triggers on its own (702.58b).

Moving a counter (CR 122.5) removes it from the ability's source and puts it on the other permanent; if either can't be
done (the source has left the battlefield or has too few such counters, the other permanent is gone), neither is."""

from __future__ import annotations

from app.engine.cards import PutCountersEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules import keyword_counters
from app.engine.rules.effects_targets import affected
from app.engine.state import StackObject

PLUS_ONE = "+1/+1"
CITES = (cr("702.58a"), cr("122.5"))


def source_has_counter(game: Game, source_id: str | None) -> bool:
    """Graft's intervening "if this permanent has a +1/+1 counter on it" (CR 702.58a, 603.4)."""
    source = game.permanent(source_id) if source_id is not None else None
    return source is not None and source.counters.get(PLUS_ONE, 0) > 0


def move_from_source(game: Game, item: StackObject, effect: PutCountersEffect, number: int) -> None:
    """Move `number` counters of the effect's kind from the ability's source onto each permanent it names (CR 122.5)."""
    source = game.permanent(item.source) if item.source is not None else None
    for object_id in affected(game, item, effect.target):
        onto = game.permanent(object_id)
        if source is None or onto is None or onto is source or source.counters.get(effect.counter, 0) < number:
            continue  # CR 122.5: it can't be moved, so no counter is removed or put
        for _ in range(number):
            keyword_counters.remove_one(game, source, effect.counter)
        game.emit("counters_removed", list(CITES), permanent=source.id, counter=effect.counter, amount=number,
                  counters=dict(source.counters), purpose="moved")
        keyword_counters.put_counters(game, onto, effect.counter, number, [cr("608.2"), *CITES], item.id)
