"""s25-ncc: connive (CR 701.50). "To connive, that permanent's controller draws a card, then discards a card. If a
nonland card is discarded this way, that player puts a +1/+1 counter on the conniving permanent." (701.50a); "connive
N": draw N cards, then discard N cards, and a +1/+1 counter for each nonland card discarded (701.50e).

- The `connive` effect: the conniving permanent is the ability's source ("self"), the permanent its trigger event
  named ("that_permanent") or one target. Its controller draws, then discards (701.9b: their choice, the `resolve`
  action's `choices.discard`, ids of cards in the hand after the draws, so a drawn card may be named; `pending` asks,
  `options.choice` "discard"; not given: the last cards of the hand, the ones just drawn, as rules/discard.py does),
  then the counters are put on it (122.1).
- A permanent that left the battlefield before it connives still connives (701.50c-d): its controller as it last
  existed (the ability's controller for ~ itself) draws and discards, and no counter is put on anything.
- It connived once the process is complete, even if some of it was impossible (701.50b): the `connived` event, which
  the trigger "s25ncc_self_connives" ("Whenever ~ connives") of that permanent sees (603.2). For a permanent that had
  left the battlefield its ability would still trigger (701.50d, 603.10a): a connive by a permanent gone whose card
  has such an ability is refused (not modelled).
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ConniveEffect, TriggeredAbility
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import trigger_needs
from app.engine.rules.discard import discard_cards, pick
from app.engine.rules.event_triggers import abilities_with, triggered
from app.engine.rules.explore import acting_permanents
from app.engine.rules.keyword_counters import put_counters
from app.engine.rules.zones import draw_cards
from app.engine.state import StackObject

CONNIVE = "connive"
SELF_CONNIVES = "s25ncc_self_connives"
_TRIGGERS = frozenset({SELF_CONNIVES})


def _connivers(game: Game, item: StackObject, effect: ConniveEffect) -> list[tuple[str | None, str]]:
    """(the conniving permanent if it is on the battlefield, the player who draws and discards) per connive."""
    found = acting_permanents(game, item, effect.target)  # CR 701.50c-d: a source gone connives all the same
    if effect.target == "self" and found[0][0] is None:
        _refuse_gone_trigger(game, item)
    return found


def _refuse_gone_trigger(game: Game, item: StackObject) -> None:
    """CR 701.50d: "Whenever ~ connives" of a permanent gone would still trigger: not modelled."""
    if item.card is None:
        return
    definition = game.definition(item.card)
    if any(isinstance(ability, TriggeredAbility) and ability.trigger == SELF_CONNIVES
           for ability in definition.abilities):
        raise IllegalAction("Not modelled", f"{item.source} connives after it left the battlefield: its 'Whenever ~ "
                            "connives' ability would trigger from its last known information (not modelled)",
                            [cr("701.50d")])


def _resolve(game: Game, item: StackObject, effect: ConniveEffect, choices: Choices) -> None:
    number = effect.amount
    for permanent_id, player_id in _connivers(game, item, effect):
        player = game.player(player_id)
        draw_cards(game, player, number, (cr("701.50a"), cr("121.1")))
        chosen = choices.discard if "discard" not in game.used_choices else None
        game.used_choices.add("discard")
        discarded = pick(game, player, list(player.hand), number, chosen, False, f"the connive of {item.id}")
        discard_cards(game, player, discarded)
        game.emit("cards_discarded", [cr("701.50a"), cr("701.9b")], stack_object=item.id, player=player.id,
                  cards=[card.id for card in discarded], chosen=chosen is not None or len(discarded) < number)
        nonland = sum(CardType.LAND.value not in game.definition(card.card).types for card in discarded)
        permanent = game.permanent(permanent_id or "")
        if permanent is not None and nonland:
            put_counters(game, permanent, "+1/+1", nonland, [cr("701.50a" if number == 1 else "701.50e"),
                                                            cr("122.1")], item.id)
        game.emit("connived", [cr("701.50a"), cr("701.50b")], stack_object=item.id, permanent=permanent_id,
                  player=player.id, discarded=[card.id for card in discarded], nonland=nonland)


def asked_choice(game: Game, item: StackObject, effects: list[Any]) -> dict[str, Any] | None:
    """The `choose` decision of the first connive among the resolving effects (701.9b): which cards its player
    discards, among the hand after the draws (the top cards of the library drawn first); None when there is no
    choice (no more cards than it takes)."""
    if "discard" in item.choices:
        return None
    for effect in effects:
        if not isinstance(effect, ConniveEffect):
            continue
        for _, player_id in _connivers_quietly(game, item, effect):
            player = game.player(player_id)
            pool = [card.id for card in player.hand] + [card.id for card in player.library[:effect.amount]]
            if len(pool) > effect.amount:
                return {"stack_object": item.id, "choice": "discard", "values": pool, "random": False,
                        "discarding_player": player.id, **({"count": effect.amount} if effect.amount > 1 else {}),
                        **({"player": player.id} if player.id != item.controller else {})}  # who chooses (701.9b)
        return None
    return None


def _connivers_quietly(game: Game, item: StackObject, effect: ConniveEffect) -> list[tuple[str | None, str]]:
    try:
        return _connivers(game, item, effect)
    except IllegalAction:
        return []


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    permanent = game.permanent(event.get("permanent") or "")
    if permanent is None:
        return []
    named = {"that_player": permanent.controller, "that_permanent": permanent.id}
    return [triggered(permanent, index, SELF_CONNIVES, named, [cr("701.50b"), cr("603.2")])
            for index, _ability in abilities_with(game, permanent, _TRIGGERS)]


registry.effect_resolvers[CONNIVE] = _resolve
keyword_triggers.watch("connived", _detect, needs=trigger_needs(_TRIGGERS))
