"""Fear (CR 702.36): a creature with fear can't be blocked except by artifact creatures and/or
black creatures (702.36b); several instances are redundant (702.36c)."""

from __future__ import annotations

from app.engine import registry
from app.engine.characteristics import characteristics_of, has_keyword
from app.engine.citations import cr
from app.engine.enums import CardType, Color
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.state import Permanent


def _fear(game: Game, blocker: Permanent, attacker: Permanent) -> Refusal | None:
    if not has_keyword(game, attacker, "fear"):
        return None
    characteristics = characteristics_of(game, blocker)
    if characteristics is not None and (CardType.ARTIFACT.value in characteristics.types
                                        or Color.BLACK.value in characteristics.colors):
        return None
    return Refusal(f"{attacker.id} has fear; {blocker.id} is neither an artifact creature nor black",
                   (cr("702.36b"),), title="Can't block a creature with fear")


registry.block_restrictions.add(_fear)
