"""s34-std: "Whenever one or more cards leave your graveyard, <effects>." / "Whenever one or more creature cards leave
your graveyard, ..." (the triggers "s34std_cards_leave_your_graveyard" and "s34std_creature_cards_leave_your_graveyard";
docs/oracle-s34-std.md); "Whenever one or more cards leave your graveyard during your turn, ..." (`during_your_turn`: only
while the ability's controller is the active player, CR 102.1).

CR 603.2c: "one or more" makes every card that leaves at once one trigger event (the `batch` of rules/batch_triggers.py
keeps one trigger for the cards of one action); CR 603.10a: an ability that triggers when a card leaves a graveyard
looks back in time: the cards are those that were in the graveyard of the ability's controller, with their
characteristics there (their cards' printed characteristics: a creature card is one whose card has the creature type),
and the permanent with the ability must have been on the battlefield before they left (a card returned from the
graveyard to the battlefield doesn't see itself leave). Any way out counts (CR 400.7: cast, returned to the hand or the
battlefield, exiled, put into the library): the graveyards are compared with what they held at the previous event of
the game (taken as the game starts, then after every event while a card of the game has such a trigger), so no zone
change needs to say where it came from. After events this rule did not see (the trigger came into the game later), it
only takes note. Known limit: a permanent with the ability that leaves the battlefield at the same time as the cards
leave the graveyard does not trigger (it is no longer on the battlefield as the change is seen).
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game, PendingTrigger
from app.engine.rules.ability_presence import trigger_needs
from app.engine.rules.event_triggers import abilities_with, triggered
from app.engine.state import ZoneCard

ANY = "s34std_cards_leave_your_graveyard"
CREATURES = "s34std_creature_cards_leave_your_graveyard"
TRIGGERS = frozenset({ANY, CREATURES})
_MEMORY = "s34std:graveyards"  # `Game.rule_memory`: (events seen, {player: {card id: card}}, battlefield ids)
_CITES = [cr("603.2"), cr("603.2c"), cr("603.10a")]

_Snapshot = tuple[int, dict[str, dict[str, ZoneCard]], frozenset[str]]


def _snapshot(game: Game) -> _Snapshot:
    graveyards = {player.id: {card.id: card for card in player.graveyard} for player in game.state.players}
    return len(game.events), graveyards, frozenset(permanent.id for permanent in game.state.battlefield)


def _game_start(game: Game) -> None:
    """The graveyards and the battlefield as the game starts (nothing left a graveyard before), when a graveyard holds a
    card: an empty one has nothing that could leave it."""
    if any(player.graveyard for player in game.state.players):
        game.rule_memory[_MEMORY] = _snapshot(game)


def _matches(game: Game, trigger: str, cards: list[ZoneCard]) -> bool:
    if trigger == ANY:
        return bool(cards)
    return any(game.definition(card.card).has_type(CardType.CREATURE) for card in cards)


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    before: _Snapshot | None = game.rule_memory.get(_MEMORY)
    now = _snapshot(game)
    game.rule_memory[_MEMORY] = now
    if before is None or before[0] != now[0] - 1:
        return []  # nothing was in a graveyard before, or events were not seen: only take note (see the docstring)
    _, graveyards, battlefield = before
    left: dict[str, list[ZoneCard]] = {}
    for player, cards in graveyards.items():
        still = now[1].get(player, {})
        gone = [card for card_id, card in cards.items() if card_id not in still]
        if gone:
            left[player] = gone
    if not left:
        return []
    found: list[PendingTrigger] = []
    for permanent in game.state.battlefield:
        theirs = left.get(permanent.controller or "")
        if not theirs or permanent.id not in battlefield:
            continue
        for index, ability in abilities_with(game, permanent, TRIGGERS):
            if ability.during_your_turn and game.state.active_player != permanent.controller:
                continue  # "... during your turn" (CR 102.1)
            if _matches(game, ability.trigger, theirs):
                found.append(triggered(permanent, index, ability.trigger, {"that_player": permanent.controller},
                                       _CITES))
    return found


registry.game_start.append(_game_start)
registry.trigger_detectors.add(_detect, needs=trigger_needs(TRIGGERS))
