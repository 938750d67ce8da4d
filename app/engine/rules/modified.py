"""Modified permanents (CR 700.9, s15-neo): "A permanent is modified if it has one or more counters
on it (see rule 122), if it's equipped (see rule 301.5), or if it's enchanted by an Aura that's
controlled by the same player who controls that permanent (see rule 303.4)."

The filter grammar's state `modified` ("a modified creature you control", "for each modified creature
you control", "Whenever a nontoken modified creature you control dies") is matched here, with every
continuous effect applied to the attached permanents (an Equipment or Aura is one by its subtype,
CR 301.5, 303.4). An Aura another player controls doesn't make it modified; counters of any kind do
(a +1/+1, a -1/-1, a stun counter alike, CR 122.1).
"""

from __future__ import annotations

from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.state import Permanent

CITES = (cr("700.9"),)
_EQUIPMENT = "Equipment"
_AURA = "Aura"


def is_modified(game: Game, permanent: Permanent) -> bool:
    """CR 700.9: a counter on it, an Equipment attached to it, or an Aura its controller controls."""
    if any(number > 0 for number in permanent.counters.values()):  # CR 122.1
        return True
    for other in game.state.battlefield:
        if other.attached_to != permanent.id or other.face_down or other.card is None:
            continue
        characteristics = characteristics_of(game, other)
        if characteristics is None:
            continue
        if _EQUIPMENT in characteristics.subtypes:  # equipped (CR 301.5)
            return True
        if _AURA in characteristics.subtypes and other.controller == permanent.controller:  # CR 303.4
            return True
    return False
