"""s31-stdab: "When you gain life for the first time each turn, return ~ from your graveyard to your hand." (Deathless
Knight): a "you_gain_life" triggered ability whose effect returns its own card from the graveyard functions only while
the card is in its owner's graveyard (CR 113.6k); it triggers there on its owner's life gain (603.2, 119.9), with the
same "for the first time each turn" / "during your turn" limits as on the battlefield (rules/life_gain_triggers.py asks
`from_graveyard` with its own test of them); its owner controls it (603.3a). Gated on the kind `KIND`: some card of the
request has such an ability (decided once per definition, `Game.definition_fact`)."""

from __future__ import annotations

from collections.abc import Callable

from app.engine.cards import CardDefinition, TriggeredAbility
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules.ability_presence import posted_state_kinds
from app.engine.rules.event_triggers import EVENT

KIND = "s31stdab_graveyard_life_gain"  # a `posted_state_kinds` kind
_TRIGGER = "you_gain_life"
_FACT = "s31stdab_graveyard_life_gain"


def _has_one(definition: CardDefinition) -> bool:
    return any(isinstance(ability, TriggeredAbility) and ability.trigger == _TRIGGER
               and ability.functions_from_graveyard() for ability in definition.abilities)


def _catalog_kinds(game: Game) -> frozenset[object]:
    if any(game.definition_fact(definition, _FACT, _has_one) for definition in game.catalog.values()):
        return frozenset((KIND,))
    return frozenset()


def from_graveyard(game: Game, player_id: str, named: dict[str, object],
                   applies: Callable[[TriggeredAbility], bool]) -> None:
    """The life-gain triggers of the cards in `player_id`'s graveyard that this gain triggers wait to be put on the
    stack (CR 603.3); `applies` is rules/life_gain_triggers.py's test of the turn limits."""
    for card in game.player(player_id).graveyard:
        definition = game.definition(card.card)
        if not game.definition_fact(definition, _FACT, _has_one):
            continue
        for index, ability in enumerate(definition.abilities):
            if isinstance(ability, TriggeredAbility) and ability.trigger == _TRIGGER \
                    and ability.functions_from_graveyard() and applies(ability):
                game.pending_triggers.append(PendingTrigger(
                    card.id, index, player_id, _TRIGGER, [], [cr("603.2"), cr("119.9"), cr("113.6k")],
                    data={EVENT: dict(named)}, card=card.card, face="front"))


posted_state_kinds.append(_catalog_kinds)
