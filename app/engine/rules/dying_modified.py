"""s17-neo3: "Whenever a nontoken modified creature you control dies, ..." (Akki Ember-Keeper): the state
`modified` (CR 700.9) of a `creature_dies` trigger's `dying` spec (also a sacrifice or leaves-the-battlefield
trigger's spec), decided as the creature last existed (CR 603.10a): its counters stay on the last-known
object (CR 122.1), and an Equipment or Aura that was attached to it is still attached when the trigger
event is seen (it becomes unattached, or goes to the graveyard, only as a state-based action afterwards,
CR 704.5m-n), so `modified.is_modified` reads the creature as it was."""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.modified import is_modified
from app.engine.state import Permanent
from app.engine.target_grammar import TargetFilter

CITES = (cr("700.9"), cr("603.10a"))
MODIFIED = "modified"


def was_modified(game: Game | None, spec: TargetFilter, left: Permanent) -> bool:
    """Whether `left` (as it last existed) is modified when `spec` asks for it; True when it doesn't ask."""
    if MODIFIED not in spec.states:
        return True
    return game is not None and is_modified(game, left)
