"""Land triggers (CR 603.2): "Whenever a land enters, this artifact deals 2 damage to that land's
controller." (Ankh of Mishra: "land_enters", an enters-the-battlefield ability, 603.6a) and
"Whenever a land is put into a graveyard from the battlefield, ..." (Dingus Egg:
"land_put_into_graveyard", a leaves-the-battlefield ability looking back in time, 603.6c, 603.10a).
`that_player`: the land's controller (as it entered / as it last existed); `that_permanent`: the land.
"Whenever a land you control enters, ..." (`land_controller` "you"; the ability word landfall, CR
207.2c, has no rules meaning: the trigger is what it says) triggers only for its controller's lands.
"""

from __future__ import annotations

from typing import Any

from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import game_has_trigger, trigger_kind
from app.engine.rules.dies_triggers import left_for_the_graveyard
from app.engine.rules.event_triggers import abilities_with, triggered

_ENTERS = frozenset({"land_enters"})
_TO_GRAVEYARD = frozenset({"land_put_into_graveyard"})


def _land_entered(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not game_has_trigger(game, _ENTERS):
        return []
    land = game.permanent(event["permanent"])
    characteristics = characteristics_of(game, land) if land is not None else None
    if land is None or characteristics is None or CardType.LAND.value not in characteristics.types:
        return []
    named = {"that_player": land.controller, "that_permanent": land.id}
    return [triggered(permanent, index, "land_enters", named,
                      [cr("603.2"), cr("603.6a"), *([cr("207.2c")] if ability.land_controller == "you" else [])])
            for permanent in game.state.battlefield for index, ability in abilities_with(game, permanent, _ENTERS)
            if _controller_matches(ability.land_controller, land.controller, permanent.controller)]


def _controller_matches(wanted: str | None, land_controller: str | None, controller: str | None) -> bool:
    """"a land you control" (landfall) / "a land an opponent controls" / any land."""
    if wanted == "you":
        return land_controller == controller
    if wanted == "opponent":
        return land_controller != controller
    return True


def _land_to_graveyard(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not game_has_trigger(game, _TO_GRAVEYARD):
        return []
    land = left_for_the_graveyard(game, event, CardType.LAND)
    if land is None:
        return []
    named = {"that_player": land.controller, "that_permanent": land.id}
    return [triggered(permanent, index, "land_put_into_graveyard", named, [cr("603.2"), cr("603.6c"), cr("603.10a")])
            for permanent in [land, *game.state.battlefield]
            for index, _ in abilities_with(game, permanent, _TO_GRAVEYARD)]


keyword_triggers.watch("entered_battlefield", _land_entered, needs=tuple(map(trigger_kind, _ENTERS)))
keyword_triggers.watch("zone_change", _land_to_graveyard, needs=tuple(map(trigger_kind, _TO_GRAVEYARD)))
