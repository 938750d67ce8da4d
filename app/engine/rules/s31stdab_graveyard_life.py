"""s31-stdab: "When you gain life for the first time each turn, return ~ from your graveyard to your hand." (Deathless
Knight): a "you_gain_life" triggered ability whose effect returns its own card from the graveyard functions only while
the card is in its owner's graveyard (CR 113.6k); it triggers there on its owner's life gain (603.2, 119.9), with the
same "for the first time each turn" / "during your turn" limits as on the battlefield (rules/life_gain_triggers.py asks
`from_graveyard` with its own test of them); its owner controls it (603.3a). Asked only for a life gain of a player whose
graveyard has cards; a card's such abilities are found once per game (rules/graveyard_triggers.py)."""

from __future__ import annotations

from collections.abc import Callable

from app.engine.cards import TriggeredAbility
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules.event_triggers import EVENT
from app.engine.rules.graveyard_triggers import graveyard_triggers

_TRIGGER = "you_gain_life"

def from_graveyard(game: Game, player_id: str, amount: int,
                   applies: Callable[[Game, TriggeredAbility, str, int], bool]) -> None:
    """The life-gain triggers of the cards in `player_id`'s graveyard that this gain of `amount` life triggers wait to be
    put on the stack (CR 603.3); `applies` is rules/life_gain_triggers.py's `gain_applies` (the turn limits)."""
    for card in game.player(player_id).graveyard:
        for index, ability in graveyard_triggers(game, game.definition(card.card), _TRIGGER):
            if applies(game, ability, player_id, amount):
                game.pending_triggers.append(PendingTrigger(
                    card.id, index, player_id, _TRIGGER, [], [cr("603.2"), cr("119.9"), cr("113.6k")],
                    data={EVENT: {"that_player": player_id, "that_much": amount}}, card=card.card, face="front"))
