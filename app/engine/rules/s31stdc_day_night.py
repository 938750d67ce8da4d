"""s31-stdc: the effect `becomes_day_night`, "It becomes night." / "It becomes day." (Into the Night, Unnatural
Moonrise; CR 728, 608.2): as the spell or ability resolves, the game's day/night designation becomes the one named,
from neither too. rules/day_night.py's `change_day_night` sets it and transforms at once the daybound or nightbound
permanents it makes mismatch (CR 702.145). If it already is that, nothing happens: it doesn't "become" night again, so
no ability "Whenever day becomes night or night becomes day" triggers (rules/day_night_enters.py).

Also "Whenever day becomes night or night becomes day, you may pay {1}{R}. If you do, return ~ from your graveyard to the
battlefield tapped." (Sunstreak Phoenix): an ability that returns its own card from the graveyard functions only there
(CR 113.6k; `TriggeredAbility.functions_from_graveyard`, left out on the battlefield by rules/event_triggers.py): it
triggers from its owner's graveyard as day becomes night or night becomes day (603.2), controlled by its owner (603.3a),
watched only in a game whose cards have such an ability (`GRAVEYARD_DAY_NIGHT_KIND`)."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CardDefinition, S31stdcBecomesDayNightEffect, TriggeredAbility
from app.engine.citations import cr
from app.engine.enums import DayNight
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import catalog_kind
from app.engine.rules.day_night import change_day_night
from app.engine.rules.graveyard_triggers import graveyard_triggers
from app.engine.state import StackObject


def _resolve(game: Game, item: StackObject, effect: S31stdcBecomesDayNightEffect, choices: Choices) -> None:
    new = DayNight.NIGHT if effect.becomes == "night" else DayNight.DAY
    if game.state.day_night is new:
        return  # already so: nothing changes (CR 728), nothing triggers
    change_day_night(game, new, [cr("608.2")], source=item.source or item.id)


registry.effect_resolvers["becomes_day_night"] = _resolve


GRAVEYARD_DAY_NIGHT_KIND = "s31stdc_graveyard_day_night"


def _returns_from_graveyard(definition: CardDefinition) -> bool:
    return any(isinstance(ability, TriggeredAbility) and ability.trigger == "day_night_changes"
               and ability.functions_from_graveyard() for ability in definition.abilities)


def _from_graveyards(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """The "day_night_changes" abilities of cards in graveyards that return their own card (CR 113.6k), for a change
    from day or from night only (not from neither), each controlled by its card's owner (603.3a), in turn order."""
    if event.get("from") is None:
        return []
    found: list[PendingTrigger] = []
    for player in game.players_in_turn_order():
        for card in player.graveyard:
            for index, _ in graveyard_triggers(game, game.definition(card.card), "day_night_changes"):
                found.append(PendingTrigger(card.id, index, player.id, "day_night_changes", [],
                                            [cr("603.2"), cr("728"), cr("113.6k")], card=card.card, face="front"))
    return found


catalog_kind(GRAVEYARD_DAY_NIGHT_KIND, _returns_from_graveyard)  # a card of the request has one
keyword_triggers.watch("day_night_changed", _from_graveyards, needs=(GRAVEYARD_DAY_NIGHT_KIND,))
