"""Expend (CR 700.14): "Whenever you expend 4, <effect>" triggers as its controller spends their
fourth total mana to cast spells during a turn (the reminder text: "You expend 4 as you spend
your fourth total mana to cast spells during a turn.").

Each player's `mana_spent_on_spells_this_turn` adds up the mana they spent to cast spells this
turn (CR 601.2h; mana spent on activated abilities or other costs does not count); it is 0 again
as a new turn begins (loop/steps.py) and a posted state says how much was spent earlier in its
turn. When a cast takes the total from below N to N or more, that player expends N once: an
`expended` event says so (only in games with an expend ability), and each "whenever you expend N"
ability of a permanent they control triggers (CR 603.2); it goes on the stack above the spell
(603.3). A player expends each number at most once a turn.
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.cards import ExpendTriggerAbility
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules.ability_presence import abilities_of_kind, game_has
from app.engine.state import Player, set_field

CITES = (cr("700.14"), cr("601.2h"))


def spend_to_cast(game: Game, player: Player, amount: int) -> None:
    """`player` spent `amount` mana to cast a spell (CR 601.2h): count it, and say when that crossed
    a number some expend ability of the game waits for."""
    if amount <= 0:
        return
    before = player.mana_spent_on_spells_this_turn
    set_field(player, "mana_spent_on_spells_this_turn", before + amount)  # every cast: no pydantic `__setattr__`
    if game_has(game, ExpendTriggerAbility):
        game.emit(
            "expended", list(CITES), player=player.id, spent_before=before, spent=player.mana_spent_on_spells_this_turn
        )


def expended(before: int, after: int, number: int) -> bool:
    """Whether spending from `before` to `after` total mana expends `number` (CR 700.14)."""
    return before < number <= after


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    pending: list[PendingTrigger] = []
    for permanent in game.state.battlefield:
        if permanent.controller != event["player"]:
            continue
        for index, ability in abilities_of_kind(game, permanent, ExpendTriggerAbility):
            if expended(event["spent_before"], event["spent"], ability.amount):
                pending.append(
                    PendingTrigger(
                        permanent.id,
                        index,
                        permanent.controller or "",
                        "expended",
                        [],
                        [cr("700.14"), cr("603.2")],
                        card=permanent.card,
                        face="back" if permanent.transformed else "front",
                    )
                )
    return pending


registry.trigger_detectors.add(_detect, needs=(ExpendTriggerAbility,), events=("expended",))
