"""s31-stdab: "When you gain life for the first time each turn, return ~ from your graveyard to your hand." (Deathless
Knight): a "you_gain_life" triggered ability whose effect returns its own card from the graveyard functions only while
the card is in its owner's graveyard (CR 113.6k); it triggers there on its owner's life gain (603.2, 119.9), with the
same "for the first time each turn" / "during your turn" limits as on the battlefield (rules/life_gain_triggers.py asks
`from_graveyard` with its own test of them); its owner controls it (603.3a). Asked only for a life gain of a player whose
graveyard has cards; whether a card has such an ability is decided once per definition (`Game.definition_fact`)."""

from __future__ import annotations

from collections.abc import Callable

from app.engine.cards import CardDefinition, TriggeredAbility
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules.event_triggers import EVENT

_TRIGGER = "you_gain_life"
_FACT = "s31stdab_graveyard_life_gain"


def _has_one(definition: CardDefinition) -> bool:
    return any(isinstance(ability, TriggeredAbility) and ability.trigger == _TRIGGER
               and ability.functions_from_graveyard() for ability in definition.abilities)


def from_graveyard(game: Game, player_id: str, amount: int,
                   applies: Callable[[Game, TriggeredAbility, str, int], bool]) -> None:
    """The life-gain triggers of the cards in `player_id`'s graveyard that this gain of `amount` life triggers wait to be
    put on the stack (CR 603.3); `applies` is rules/life_gain_triggers.py's `gain_applies` (the turn limits)."""
    for card in game.player(player_id).graveyard:
        definition = game.definition(card.card)
        if not game.definition_fact(definition, _FACT, _has_one):
            continue
        for index, ability in enumerate(definition.abilities):
            if isinstance(ability, TriggeredAbility) and ability.trigger == _TRIGGER \
                    and ability.functions_from_graveyard() and applies(game, ability, player_id, amount):
                game.pending_triggers.append(PendingTrigger(
                    card.id, index, player_id, _TRIGGER, [], [cr("603.2"), cr("119.9"), cr("113.6k")],
                    data={EVENT: {"that_player": player_id, "that_much": amount}}, card=card.card, face="front"))
