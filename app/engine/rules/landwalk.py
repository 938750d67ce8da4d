"""Landwalk (CR 702.14): `swampwalk`, `islandwalk`, `forestwalk`, `mountainwalk`, `plainswalk`.

A creature with landwalk can't be blocked as long as the defending player controls at least one
land with that land type (702.14c); landwalk abilities don't cancel one another (702.14d).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.keywords import LANDWALKS
from app.engine.registry import Refusal
from app.engine.state import Permanent


def _landwalk(game: Game, blocker: Permanent, attacker: Permanent) -> Refusal | None:
    characteristics = characteristics_of(game, attacker)
    walks = [k for k in characteristics.keywords if k in LANDWALKS] if characteristics is not None else []
    if not walks:
        return None
    defender = blocker.controller
    for walk in walks:
        land_type = LANDWALKS[walk].capitalize()
        for permanent in game.state.battlefield:
            if permanent.controller != defender:
                continue
            land = characteristics_of(game, permanent)
            if land is not None and CardType.LAND.value in land.types and land_type in land.subtypes:
                return Refusal(f"{attacker.id} has {walk} and {defender} controls a {land_type} ({permanent.id})",
                               (cr("702.14c"),))
    return None


registry.block_restrictions.add(_landwalk)
