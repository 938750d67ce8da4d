"""s23-neo: two optional actions of "You may <action>. If you do / When you do, ..." (CR 608.2d, 603.12;
rules/reflexive.py asks whether the controller does it, `choices.pay_optional_cost`):

- `discard` with `card_type`: "you may discard a creature card" (Dokuchi Silencer): one card of that card type from
  the controller's hand (its card types there, CR 701.9a), chosen with the `resolve` action's `choices.discard` (one
  card id), else the last such card of the hand (701.9b: the player's choice; the engine's documented default).
- `remove_counter`: "you may remove a deathtouch counter from it" (Kappa Tech-Wrecker, ~ being "it"): one counter of
  that kind is removed from the ability's source (CR 122.1); event `counters_removed` (purpose "optional_action").

Either action that can't be done (no such card in hand; the source gone from the battlefield or without such a
counter) refuses the choice to do it: "If you do / When you do" could never hold (608.2d)."""

from __future__ import annotations

from app.engine.actions import Choices
from app.engine.cards import OptionalAction
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.discard import discard_cards, pick
from app.engine.state import StackObject


def describe(action: OptionalAction) -> str | None:
    """The action as the `pending` decision's `cost` names it; None for another action."""
    if action.action == "remove_counter":
        return f"remove a {action.counter} counter from the source"
    if action.card_type is not None:
        return f"discard a {action.card_type} card"
    return None


def do_discard_typed(game: Game, item: StackObject, action: OptionalAction, choices: Choices, what: str) -> list[str]:
    """Discard one card of `action.card_type` (module docstring); the citations."""
    assert action.card_type is not None
    player = game.player(item.controller)
    wanted = CardType(action.card_type)
    cards = [card for card in player.hand if game.definition(card.card).has_type(wanted)]
    if not cards:
        raise IllegalAction("Can't do that", f"{what}: {player.id} has no {action.card_type} card in hand",
                            [cr("608.2d"), cr("701.9a")])
    if choices.discard is not None:
        game.used_choices.add("discard")
        if len(choices.discard) != 1 or all(card.id != choices.discard[0] for card in cards):
            raise IllegalAction("Wrong cards to discard", f"{what}: choices.discard must name one of "
                                f"{[card.id for card in cards]}, not {choices.discard}", [cr("608.2d"), cr("701.9b")])
    discard_cards(game, player, pick(game, player, cards, 1, choices.discard, False, what))
    return [cr("608.2d"), cr("701.9b")]


def do_remove_counter(game: Game, item: StackObject, action: OptionalAction, what: str) -> list[str]:
    """Remove one counter of `action.counter` from the ability's source (module docstring); the citations."""
    assert action.counter is not None
    source = game.permanent(item.source or "")
    had = source.counters.get(action.counter, 0) if source is not None else 0
    if source is None or had < 1:
        raise IllegalAction("Can't do that", f"{what}: {item.source} is not on the battlefield with a {action.counter} "
                            "counter on it", [cr("608.2d"), cr("122.1")])
    if had > 1:
        source.counters[action.counter] = had - 1
    else:
        source.counters.pop(action.counter, None)
    game.changed(source)
    game.emit("counters_removed", [cr("608.2d"), cr("122.1")], permanent=source.id, counter=action.counter, amount=1,
              counters=dict(source.counters), purpose="optional_action")
    return [cr("608.2d"), cr("122.1")]
