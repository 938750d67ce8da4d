"""s27-mech: "for each creature it devoured" (CR 702.82b: "it devoured" means "sacrificed as a result of its devour
ability as it entered"; docs/oracle-s27-mech.md), the `Count` "s27mech_devoured".

rules/s27mech_devour.py records, as a permanent with devour enters, how many permanents it devoured (`record`); the
count of an ability whose source is that permanent is that number (`devoured_by`, asked by rules/effects_targets.py),
also once it has left the battlefield (its last known information, 608.2h). The record is kept for the request: an
ability whose source entered before it (a posted state with its trigger on the stack), or whose source has since
become a new object (400.7), has no number the engine knows, and is refused as not modelled rather than guessed.
"""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.state import Permanent, StackObject

_MEMO = "s27mech_devoured"  # rule_memory: permanent id -> (the permanent object, the number it devoured)


def record(game: Game, permanent: Permanent, number: int) -> None:
    game.rule_memory.setdefault(_MEMO, {})[permanent.id] = (permanent, number)


def devoured_by(game: Game, item: StackObject) -> int:
    """How many permanents the source of `item` devoured as it entered (CR 702.82b)."""
    found = game.rule_memory.get(_MEMO, {}).get(item.source or "")
    now = game.permanent(item.source or "")
    if found is None or (now is not None and now is not found[0]):
        raise IllegalAction("Not modelled", f"{item.id}: how many creatures {item.source} devoured as it entered is not "
                            "known to the engine (it entered before this request)", [cr("702.82b")])
    number: int = found[1]
    return number
