""" "with lesser mana value" in a triggered ability whose event names one permanent (s28-blbneo): the target spec state
`mana_value_less_than_event_permanent`. "Whenever ~ or another creature you control enters, return up to one target
creature you control with lesser mana value to its owner's hand." (the creature that entered) / "Whenever ~ or another
creature you control with flying dies, return another target creature card with lesser mana value from your graveyard
to the battlefield." (the creature that died).

The comparison is made whenever the target is checked: as the ability is put on the stack (CR 603.3d) and as it
resolves (608.2b), with the mana value of the permanent the trigger event named (its `that_permanent`, noted by
rules/s23neo_event_player.py) then, or as it last existed on the battlefield if it has left (608.2h;
`state.last_known`). With no such permanent noted, nothing matches."""

from __future__ import annotations

from app.engine.characteristics import characteristics_of
from app.engine.game import Game
from app.engine.rules.s23neo_event_player import event_permanent
from app.engine.state import Characteristics

LESSER_MANA_VALUE = "mana_value_less_than_event_permanent"


def event_mana_value(game: Game) -> int | None:
    """The mana value of the permanent the trigger event named, now or as it last existed (CR 608.2h)."""
    named = event_permanent(game)
    if named is None:
        return None
    permanent = game.permanent(named)
    characteristics = characteristics_of(game, permanent) if permanent is not None else game.state.last_known.get(named)
    return characteristics.mana_value if characteristics is not None else None


def has_lesser_mana_value(game: Game, characteristics: Characteristics | None) -> bool:
    """Whether an object with these characteristics has a mana value less than the event permanent's (CR 202.3)."""
    theirs = event_mana_value(game)
    return theirs is not None and characteristics is not None and characteristics.mana_value < theirs
