"""s17-afr: "As long as ~ is equipped, it gets +0/+2." / "... it has menace." — a `static_pump` of ~ with
`status` "equipped" (rules/static_pump.py asks `is_equipped`; CR 611.3a: it applies while the condition
holds). A permanent is equipped while an Equipment is attached to it (CR 301.5): a permanent with the
subtype Equipment, with every continuous effect applied to it, whose `attached_to` names it.

s23-c12: "As long as ~ is enchanted, it gets +2/+2 and has flying, first strike, and trample." — `status` "enchanted"
(`is_enchanted`): an Aura is attached to it (CR 303.4), found the same way."""

from __future__ import annotations

from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.state import Permanent, StackObject

CITES = (cr("301.5"), cr("611.3a"))
_EQUIPMENT = "Equipment"


def is_equipped(game: Game, obj: Permanent | StackObject) -> bool:
    """CR 301.5: whether an Equipment is attached to this permanent (a spell never is)."""
    return _has_attached(game, obj, _EQUIPMENT)


def is_enchanted(game: Game, obj: Permanent | StackObject) -> bool:
    """s23-c12: CR 303.4: whether an Aura is attached to this permanent ("As long as ~ is enchanted"; a spell never
    is)."""
    return _has_attached(game, obj, "Aura")


def _has_attached(game: Game, obj: Permanent | StackObject, subtype: str) -> bool:
    if not isinstance(obj, Permanent):
        return False
    for other in game.state.battlefield:
        if other.attached_to != obj.id or other.face_down or other.card is None:
            continue
        characteristics = characteristics_of(game, other)
        if characteristics is not None and subtype in characteristics.subtypes:
            return True
    return False
