"""Cycle triggers (s17-tailf; CR 702.29a, 702.29c, 603.2).

- "Whenever you cycle a card / another card, <effects>.": the trigger "you_cycle" of a permanent. It
  triggers once each time its controller cycles a card: activates a cycling ability (702.29a: "[Cost],
  Discard this card: Draw a card", the `cycle` action, rules/cycling.py), as the ability is activated and
  its costs are paid (602.2), so the trigger resolves before the cycled card's draw. A permanent is never
  the card cycled (cycling works only from a hand), so "another card" asks nothing more.
- "When you cycle ~, <effects>.": the trigger "self_cycled" of the cycled card itself. "When you cycle
  [this card]" means "When you discard [this card] to pay an activation cost of a cycling ability"; it
  triggers from whatever zone the card winds up in after it is cycled (702.29c), controlled by the player
  who cycled it, its owner (603.3a).

Shown every `ability_activated` event: it returns at once unless the ability just put on the stack is a
cycling ability (the top of the stack, its card's `cycling` ability)."""

from __future__ import annotations

from typing import Any

from app.engine.cards import CyclingAbility, TriggeredAbility
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.event_triggers import EVENT, abilities_with, players_permanents_triggered, triggered

_YOU_CYCLE = frozenset({"you_cycle"})
_ZONES = (Zone.GRAVEYARD, Zone.EXILE, Zone.HAND, Zone.LIBRARY)


def _cycled(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    stack = game.state.stack
    if not stack or stack[0].id != event.get("stack_object") or stack[0].card is None:
        return []
    item = stack[0]
    definition = game.definition(item.card)
    index = item.ability_index
    if index is None or not 0 <= index < len(definition.abilities):
        return []
    if not isinstance(definition.abilities[index], CyclingAbility):
        return []
    player = event.get("player")
    pending = players_permanents_triggered(game, player, _YOU_CYCLE, "you_cycle", {}, [cr("603.2"), cr("702.29a")])
    return pending + _self_cycled(game, event.get("source"), player, item.x) + _s34std_others_cycle(game, player)


# s34-std: "Whenever a player cycles a card" (any player, its controller too) / "Whenever an opponent cycles a card" (a
# player other than its controller, CR 102.2): once each time that player cycles a card (CR 702.29a, 603.2)
_S34STD_CYCLES = frozenset({"s34std_player_cycles", "s34std_opponent_cycles"})


def _s34std_others_cycle(game: Game, player: object) -> list[PendingTrigger]:
    if not isinstance(player, str):
        return []
    return [triggered(permanent, index, ability.trigger, {"that_player": player}, [cr("603.2"), cr("702.29a")])
            for permanent in game.state.battlefield
            for index, ability in abilities_with(game, permanent, _S34STD_CYCLES)
            if ability.trigger == "s34std_player_cycles" or permanent.controller != player]


def _self_cycled(game: Game, card_id: object, player: object, x: int = 0) -> list[PendingTrigger]:
    """CR 702.29c: the cycled card's own "When you cycle ~" abilities, from the zone it is in now. s34-fin: `x`,
    the X announced for the cycling cost, is the X of these abilities (CR 107.3; rules/triggers.py)."""
    if not isinstance(card_id, str) or not isinstance(player, str):
        return []
    location = game.find_zone_card(card_id, _ZONES)
    if location is None:
        return []
    card = location.card
    abilities = game.definition(card.card).abilities
    return [
        PendingTrigger(
            card.id,
            index,
            player,
            "self_cycled",
            [],
            [cr("702.29c"), cr("603.2")],
            data={EVENT: {}, **({"x": x} if x else {})},
            card=card.card,
            face="front",
        )
        for index, ability in enumerate(abilities)
        if isinstance(ability, TriggeredAbility) and ability.trigger == "self_cycled"
    ]


keyword_triggers.watch("ability_activated", _cycled)
