"""s25-khc: snow landwalk (CR 702.14): a creature with snow landwalk can't be blocked as long as the defending player
controls at least one land with the supertype snow (702.14c: "snow landwalk" names a supertype, 205.4g); landwalk
abilities don't cancel one another (702.14d). rules/landwalk.py plays the land-type landwalks."""

from __future__ import annotations

from app.engine import registry
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.state import Permanent

KEYWORD = "snow_landwalk"


def _snow_landwalk(game: Game, blocker: Permanent, attacker: Permanent) -> Refusal | None:
    characteristics = characteristics_of(game, attacker)
    if characteristics is None or KEYWORD not in characteristics.keywords:
        return None
    defender = blocker.controller
    for permanent in game.state.battlefield:
        if permanent.controller != defender:
            continue
        land = characteristics_of(game, permanent)
        if land is not None and CardType.LAND.value in land.types and "Snow" in land.supertypes:
            return Refusal(f"{attacker.id} has snow landwalk and {defender} controls a snow land ({permanent.id})",
                           (cr("702.14c"), cr("205.4g")))
    return None


registry.block_restrictions.add(_snow_landwalk)
