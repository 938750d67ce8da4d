"""Triggered abilities of cards in a graveyard (CR 113.6k, 603.2, 603.6): "Whenever a Dragon enters
the battlefield under your control, you may pay {R}. If you do, return ~ from your graveyard to
your hand." (Spit Flame).

An ability whose effect returns its own card from the graveyard functions only while the card is
in the graveyard (CR 113.6k): it never triggers from the battlefield (rules/event_triggers.py
leaves it out there), and it triggers from its owner's graveyard once for each permanent that
enters and matches its `entering` spec, read from the card's owner (its controller there, CR
108.4a: "under your control" is the owner's control). The owner controls the trigger (603.3a); it
resolves as any triggered ability ("you may pay", 603.5; then `return_self_from_graveyard`, which
does nothing if the card has left the graveyard, 400.7)."""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from app.engine.cards import CardDefinition, TriggeredAbility
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.event_triggers import EVENT
from app.engine.rules.target_filters import matches_filter
from app.engine.target_grammar import parse_target_spec

_MEMO = "graveyard_triggers"


def _graveyard_triggers(game: Game, definition: CardDefinition) -> list[tuple[int, TriggeredAbility]]:
    memo: dict[int, tuple[CardDefinition, list[tuple[int, TriggeredAbility]]]] = game.rule_memory.setdefault(_MEMO, {})
    found = memo.get(id(definition))
    if found is None:
        abilities = [
            (index, ability)
            for index, ability in enumerate(definition.abilities)
            if isinstance(ability, TriggeredAbility) and ability.functions_from_graveyard()
        ]
        found = memo[id(definition)] = (definition, abilities)  # the definition kept: its id stays valid
    return found[1]


def graveyard_triggers(game: Game, definition: CardDefinition, trigger: str) -> list[tuple[int, TriggeredAbility]]:
    """The card's triggered abilities named `trigger` that function from the graveyard (CR 113.6k), with their indexes
    (kept per game and definition): what a rule that triggers them from a graveyard looks at."""
    return [(index, ability) for index, ability in _graveyard_triggers(game, definition) if ability.trigger == trigger]


_GRAVEYARD = attrgetter("graveyard")


def _entered(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not any(map(_GRAVEYARD, game.state.players)):  # s15-perf: every graveyard empty, asked in C
        return []
    entered = None
    triggers: list[PendingTrigger] = []
    for player in game.players_in_turn_order():
        for card in player.graveyard:
            abilities = _graveyard_triggers(game, game.definition(card.card))
            if not abilities:
                continue
            if entered is None:
                entered = game.permanent(event["permanent"])
                if entered is None:
                    return []
            for index, ability in abilities:
                spec = parse_target_spec(ability.entering or "permanent")
                if matches_filter(game, spec, entered, card.id, player.id):
                    named = {"that_player": entered.controller, "that_permanent": entered.id}
                    triggers.append(
                        PendingTrigger(
                            card.id,
                            index,
                            player.id,
                            "permanent_enters",
                            [],
                            [cr("603.2"), cr("603.6a"), cr("113.6k")],
                            data={EVENT: named},
                            card=card.card,
                            face="front",
                        )
                    )
    return triggers


# Shown every permanent that enters: it looks at the graveyards' cards (a memo by definition) and
# returns at once when none has such an ability.
keyword_triggers.watch("entered_battlefield", _entered)
