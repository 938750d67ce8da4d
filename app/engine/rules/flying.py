"""Flying (CR 702.9) and reach (CR 702.17): a creature with flying can't be blocked except by
creatures with flying and/or reach (702.9b, 702.17b). A creature with flying can block a creature
with or without flying."""

from __future__ import annotations

from app.engine import registry
from app.engine.characteristics import has_keyword
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.state import Permanent


def _flying(game: Game, blocker: Permanent, attacker: Permanent) -> Refusal | None:
    if has_keyword(game, attacker, "flying") and not (has_keyword(game, blocker, "flying")
                                                      or has_keyword(game, blocker, "reach")):
        return Refusal(f"{attacker.id} has flying; {blocker.id} has neither flying nor reach",
                       (cr("702.9b"), cr("702.17b")), title="Can't block a flyer")
    return None


registry.block_restrictions.add(_flying)
