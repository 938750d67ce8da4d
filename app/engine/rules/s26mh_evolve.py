"""s26-mh: evolve (CR 702.100). "Evolve" means "Whenever a creature enters the battlefield under your control, if that
creature's power is greater than this creature's power and/or that creature's toughness is greater than this creature's
toughness, put a +1/+1 counter on this creature." (702.100a; each instance triggers separately, 702.100b): the
`triggered` ability "permanent_enters" of "creature:you_control" with `evolve` (app/oracle/keyword_lines.py).

The comparison is an intervening "if" (CR 603.4): checked as the creature enters (rules/enters_triggers.py) and again as
the ability resolves (rules/triggers.py), power with power and toughness with toughness; the entering creature as it is
then, or as it last existed on the battlefield if it has left (608.2h, `state.last_known`). A source that has left has
no counter put on it (the effect does nothing, 608.2b), and compares nothing.
"""

from __future__ import annotations

from app.engine.characteristics import characteristics_of
from app.engine.game import Game
from app.engine.rules.event_triggers import EVENT
from app.engine.state import Characteristics, StackObject


def greater(entering: Characteristics | None, source: Characteristics | None) -> bool:
    """Whether the entering creature's power or toughness is greater than the source's (CR 702.100a)."""
    if entering is None or source is None:
        return False
    return (entering.power or 0) > (source.power or 0) or (entering.toughness or 0) > (source.toughness or 0)


def triggers(game: Game, entered_id: str, source_id: str) -> bool:
    """As the creature enters (CR 603.4): both on the battlefield."""
    entered, source = game.permanent(entered_id), game.permanent(source_id)
    return (entered is not None and source is not None
            and greater(characteristics_of(game, entered), characteristics_of(game, source)))


def holds_as_it_resolves(game: Game, item: StackObject) -> bool:
    """As the ability resolves (CR 603.4, 608.2h): the entering creature now or as it last existed."""
    entered_id = (item.choices.get(EVENT) or {}).get("that_permanent")
    source = game.permanent(item.source) if item.source is not None else None
    if entered_id is None or source is None:
        return False
    entered = game.permanent(entered_id)
    now = characteristics_of(game, entered) if entered is not None else game.state.last_known.get(entered_id)
    return greater(now, characteristics_of(game, source))
