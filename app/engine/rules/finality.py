"""s14-forage: finality counters (CR 122.1h; a replacement effect, 614.1a).

"If a permanent with a finality counter on it would be put into a graveyard from the battlefield,
exile it instead." The counter itself carries the rule: any permanent with one (however it got it:
an effect, a posted state) goes to exile instead of its owner's graveyard when it would die or be
put into a graveyard from the battlefield otherwise (sacrificed, destroyed, a state-based action);
it doesn't change a move to any other zone (a return to hand is untouched). Several finality
counters do no more than one. The check is one dictionary look-up as a permanent leaves, so it
is not gated on a kind of card: a posted state may put the counter on any permanent.

`with_finality_counter`: "return <card> ... to the battlefield with a finality counter on it"
(Zoraline, Cosmos Caller; `return_to_battlefield`'s `finality`, rules/return_to_battlefield.py):
the card enters with the counter (122.6); it is on the permanent before anything else happens."""

from __future__ import annotations

from app.engine import registry
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game
from app.engine.rules.keyword_counters import put_counters
from app.engine.state import Permanent, StackObject

FINALITY = "finality"
CITES = (cr("122.1h"), cr("614.1a"))


def _exiled_instead(game: Game, permanent: Permanent, destination: Zone) -> tuple[Zone, list[str]] | None:
    if destination is Zone.GRAVEYARD and permanent.counters.get(FINALITY, 0) > 0:
        return Zone.EXILE, [*CITES]
    return None


def with_finality_counter(game: Game, permanent: Permanent, item: StackObject | None) -> None:
    """The permanent that just entered gets its finality counter (CR 122.6: it enters with it)."""
    put_counters(game, permanent, FINALITY, 1, [cr("122.6"), cr("122.1h")], item.id if item is not None else None)


registry.leave_destinations.add(_exiled_instead)
