"""s31-stdc: the effect `becomes_day_night`, "It becomes night." / "It becomes day." (Into the Night, Unnatural
Moonrise; CR 728, 608.2): as the spell or ability resolves, the game's day/night designation becomes the one named,
from neither too. rules/day_night.py's `change_day_night` sets it and transforms at once the daybound or nightbound
permanents it makes mismatch (CR 702.145). If it already is that, nothing happens: it doesn't "become" night again, so
no ability "Whenever day becomes night or night becomes day" triggers (rules/day_night_enters.py)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S31stdcBecomesDayNightEffect
from app.engine.citations import cr
from app.engine.enums import DayNight
from app.engine.game import Game
from app.engine.rules.day_night import change_day_night
from app.engine.state import StackObject


def _resolve(game: Game, item: StackObject, effect: S31stdcBecomesDayNightEffect, choices: Choices) -> None:
    new = DayNight.NIGHT if effect.becomes == "night" else DayNight.DAY
    if game.state.day_night is new:
        return  # already so: nothing changes (CR 728), nothing triggers
    change_day_night(game, new, [cr("608.2")], source=item.source or item.id)


registry.effect_resolvers["becomes_day_night"] = _resolve
