""" "Prevent all [combat] damage that would be dealt this turn by creatures your opponents control." (Thwart the
Enemy; s30-stdbb, docs/oracle-s30-stdbb.md): a `prevent_damage` "all" of no recipient (as Fog) whose
`source_quality` is "creatures_your_opponents_control".

The prevention effect watches each damage event of the turn (CR 615.1, 615.3): it applies when, as the damage would be
dealt, its source is a creature (its characteristics then, or as it last existed, CR 113.7a) controlled by an opponent
of the effect's controller (CR 102.2). The set of creatures is not locked in as the spell resolves: a creature that
comes under an opponent's control later this turn is covered, and one that leaves an opponent's control isn't (the
effect changes no object's characteristics, so CR 611.2c doesn't fix the group). rules/prevention.py asks this module.
"""

from __future__ import annotations

from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.rules.damage_increase import source_controller
from app.engine.rules.targeting import source_characteristics

S30STDBB_OPPONENTS_CREATURES = "creatures_your_opponents_control"


def s30stdbb_opponents_creature(game: Game, source_id: str, controller: str) -> bool:
    """Whether the damage's source is now a creature an opponent of `controller` controls (CR 615.1, 102.2)."""
    characteristics = source_characteristics(game, source_id)
    if characteristics is None or CardType.CREATURE not in characteristics.types:
        return False
    source_owner = source_controller(game, source_id)
    return source_owner is not None and any(player.id == source_owner for player in game.opponents(controller))
