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

The same comparison finds the cards put into a graveyard (CR 400.7: from anywhere: the battlefield, the stack, a hand, a
library, exile): "Whenever a land card is put into your graveyard from anywhere, ..." ("s34std_land_card_put_into_your_
graveyard": one trigger for each land card, CR 603.2) and "Whenever one or more creature cards are put into your graveyard
from anywhere [during your turn], ..." ("s34std_creature_cards_put_into_your_graveyard", with `batch`, CR 603.2c). A token
is never a card in a graveyard (CR 111.7: the engine never puts one there), so it never counts.
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
LAND_PUT = "s34std_land_card_put_into_your_graveyard"  # one trigger for each land card (CR 603.2)
CREATURES_PUT = "s34std_creature_cards_put_into_your_graveyard"  # one for the cards of a batch (CR 603.2c)
_LEAVING = frozenset({ANY, CREATURES})
TRIGGERS = frozenset({ANY, CREATURES, LAND_PUT, CREATURES_PUT})
_MEMORY = "s34std:graveyards"  # `Game.rule_memory`: (events seen, {player: {card id: card}}, battlefield ids)
_START = "s34std:graveyards_at_start"  # `Game.rule_memory`: the raw lists as the game starts (`_game_start`)
_CITES = {ANY: [cr("603.2"), cr("603.2c"), cr("603.10a")], CREATURES: [cr("603.2"), cr("603.2c"), cr("603.10a")],
          LAND_PUT: [cr("603.2"), cr("400.7")], CREATURES_PUT: [cr("603.2"), cr("603.2c"), cr("400.7")]}

_Snapshot = tuple[int, dict[str, dict[str, ZoneCard]], frozenset[str] | None]


def _snapshot(game: Game) -> _Snapshot:
    graveyards = {player.id: {card.id: card for card in player.graveyard} for player in game.state.players}
    return len(game.events), graveyards, frozenset(permanent.id for permanent in game.state.battlefield)


def _game_start(game: Game) -> None:
    """The graveyards and the battlefield as the game starts, as raw copies of their lists (every game pays this: the
    detector turns them into a snapshot only in a game with such a trigger, `_noted`)."""
    players = game.state.players
    if any(player.graveyard for player in players):
        game.rule_memory[_START] = (len(game.events), [(player.id, list(player.graveyard)) for player in players],
                                    list(game.state.battlefield))


def _noted(game: Game) -> _Snapshot:
    """The snapshot of the previous event, or the one of the game's start (every graveyard empty when none was noted)."""
    noted: _Snapshot | None = game.rule_memory.get(_MEMORY)
    if noted is not None:
        return noted
    start = game.rule_memory.pop(_START, None)
    if start is None:
        return 0, {}, None  # every graveyard was empty as the game started (the battlefield: as the first event sees it)
    events, graveyards, battlefield = start
    return events, {player: {card.id: card for card in cards} for player, cards in graveyards}, frozenset(
        permanent.id for permanent in battlefield)


def _of_type(game: Game, card: ZoneCard, card_type: CardType) -> bool:
    return game.definition(card.card).has_type(card_type)


def _matching(game: Game, trigger: str, cards: list[ZoneCard]) -> list[list[ZoneCard]]:
    """The trigger events among those cards: one for all of them (a batch, "one or more"), or one for each land card."""
    if trigger == ANY:
        return [cards] if cards else []
    if trigger == LAND_PUT:
        return [[card] for card in cards if _of_type(game, card, CardType.LAND)]
    creatures = [card for card in cards if _of_type(game, card, CardType.CREATURE)]
    return [creatures] if creatures else []


def _changes(before: dict[str, dict[str, ZoneCard]], now: dict[str, dict[str, ZoneCard]]
             ) -> tuple[dict[str, list[ZoneCard]], dict[str, list[ZoneCard]]]:
    """The cards that left each player's graveyard, and those put into it, since the previous event."""
    left: dict[str, list[ZoneCard]] = {}
    arrived: dict[str, list[ZoneCard]] = {}
    for player, cards in now.items():
        old = before.get(player, {})
        if cards.keys() == old.keys():
            continue
        gone = [card for card_id, card in old.items() if card_id not in cards]
        new = [card for card_id, card in cards.items() if card_id not in old]
        if gone:
            left[player] = gone
        if new:
            arrived[player] = new
    return left, arrived


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    before = _noted(game)
    now = _snapshot(game)
    game.rule_memory[_MEMORY] = now
    if before[0] != now[0] - 1:
        return []  # events were not seen: only take note (see the docstring)
    left, arrived = _changes(before[1], now[1])
    if not left and not arrived:
        return []
    battlefield = before[2] if before[2] is not None else now[2]
    assert battlefield is not None  # (`_snapshot` always notes it)
    found: list[PendingTrigger] = []
    for permanent in game.state.battlefield:
        controller = permanent.controller or ""
        if (controller not in left and controller not in arrived) or permanent.id not in battlefield:
            continue
        for index, ability in abilities_with(game, permanent, TRIGGERS):
            if ability.during_your_turn and game.state.active_player != controller:
                continue  # "... during your turn" (CR 102.1)
            cards = (left if ability.trigger in _LEAVING else arrived).get(controller, [])
            for _ in _matching(game, ability.trigger, cards):
                found.append(triggered(permanent, index, ability.trigger, {"that_player": controller},
                                       _CITES[ability.trigger]))
    return found


registry.game_start.append(_game_start)
registry.trigger_detectors.add(_detect, needs=trigger_needs(TRIGGERS))
