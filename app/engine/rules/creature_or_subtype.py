"""s15-r2neoa: "target creature or Vehicle [you control]" (CR 205.3, 301.7): the target-spec state
`creature_or_<Subtype>` (app/engine/target_grammar.py) holds for a permanent that is a creature now or
has that subtype now (its characteristics after continuous effects, CR 613), so an uncrewed Vehicle
(an artifact, not a creature, CR 301.7b) and a crewed one are both named."""

from __future__ import annotations

from app.engine.characteristics import characteristics_of
from app.engine.game import Game
from app.engine.state import Permanent

PREFIX = "creature_or_"


def is_creature_or_subtype(game: Game, state: str, permanent: Permanent) -> bool:
    """Whether the permanent is a creature or has the subtype `creature_or_<Subtype>` names (CR 205.3)."""
    characteristics = characteristics_of(game, permanent)
    if characteristics is None:
        return False
    return "Creature" in characteristics.types or state.removeprefix(PREFIX) in characteristics.subtypes
