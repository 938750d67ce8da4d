"""s16-transform: the day/night lines of Innistrad: Midnight Hunt's non-werewolf cards (docs/oracle-transform.md),
with the day/night rules of rules/day_night.py (CR 728 in the edition the engine cites):

- "If it's neither day nor night, it becomes day as ~ enters." (`day_as_enters`): a replacement effect on
  the permanent's entering (CR 614.1c, 614.12): as it enters, if the game is neither day nor night, it
  becomes day (`change_day_night`, which also transforms any nightbound permanent). Once day or night, the
  game never returns to neither (ruling 309ca4137373a5af), so the line then does nothing.
- "Whenever day becomes night or night becomes day, ..." (the trigger `day_night_changes`, CR 603.2): the
  abilities of the permanents on the battlefield as day becomes night or night becomes day trigger. It
  becoming day (or night) from neither is neither of those changes: nothing triggers then.

Both are asked only in a game with a card that has such an ability (`needs`)."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.cards import DayAsEntersAbility
from app.engine.citations import GAME_STARTS_NEITHER_NEVER_RETURNS, cr
from app.engine.enums import DayNight
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.rules.ability_presence import trigger_needs as _needs
from app.engine.rules.day_night import change_day_night
from app.engine.rules.event_triggers import abilities_with, triggered
from app.engine.rules.zones import Entering

_DAY_NIGHT_CHANGES = frozenset({"day_night_changes"})
_TRIGGER_CITES = [cr("603.2"), cr("728")]


def _becomes_day_as_it_enters(game: Game, entering: Entering) -> None:
    """CR 614.1c: "it becomes day as ~ enters", if it's neither day nor night."""
    if game.state.day_night is not None or not abilities_of_kind(game, entering.permanent, DayAsEntersAbility):
        return
    change_day_night(
        game, DayNight.DAY, [cr("614.1c"), GAME_STARTS_NEITHER_NEVER_RETURNS], entering=entering.permanent.id
    )
    entering.cites.append(cr("614.1c"))
    entering.details["became_day"] = "it was neither day nor night, so it became day as this permanent entered"


def _day_night_changed(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """ "Whenever day becomes night or night becomes day": only a change from day or from night."""
    if event.get("from") is None:
        return []
    found: list[PendingTrigger] = []
    for permanent in game.state.battlefield:
        named = {"that_player": permanent.controller}
        found.extend(
            triggered(permanent, index, "day_night_changes", named, _TRIGGER_CITES)
            for index, _ability in abilities_with(game, permanent, _DAY_NIGHT_CHANGES)
        )
    return found


# Before a daybound permanent's "enters transformed at night" check (order 50), which it doesn't change.
registry.enters_replacements.add(_becomes_day_as_it_enters, order=40, needs=(DayAsEntersAbility,))
keyword_triggers.watch("day_night_changed", _day_night_changed, needs=_needs(_DAY_NIGHT_CHANGES))
