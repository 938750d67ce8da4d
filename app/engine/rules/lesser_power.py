""" "Target attacking creature with lesser power" (s16-kwc): the target-spec state `power_less_than_source`,
a creature whose power is less than the power of the spell's or ability's source. Mentor (CR 702.134a,
"Whenever this creature attacks, put a +1/+1 counter on target attacking creature with lesser power.") reads
it; the reader reads any "with lesser power".

The comparison is made whenever the target is checked: as the ability is put on the stack (603.3d) and as it
resolves (608.2b), with the source's power then; if the source has left the battlefield, its power as it
last existed (608.2h; `state.last_known`). A source with no power (not a creature) makes no target legal."""

from __future__ import annotations

from app.engine.characteristics import characteristics_of
from app.engine.game import Game
from app.engine.state import Permanent

LESSER_POWER = "power_less_than_source"


def source_power(game: Game, source_id: str) -> int | None:
    """The power of the source now, or as it last existed on the battlefield (CR 608.2h); None without one."""
    source = game.permanent(source_id)
    characteristics = characteristics_of(game, source) if source is not None else game.state.last_known.get(source_id)
    power = characteristics.power if characteristics is not None else None
    return power if isinstance(power, int) else None


def has_lesser_power(game: Game, permanent: Permanent, source_id: str) -> bool:
    """Whether `permanent`'s power is less than the source's (CR 702.134a)."""
    mine = source_power(game, source_id)
    characteristics = characteristics_of(game, permanent)
    theirs = characteristics.power if characteristics is not None else None
    return mine is not None and isinstance(theirs, int) and theirs < mine
