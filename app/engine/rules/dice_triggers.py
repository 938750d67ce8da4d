""" "Whenever you roll one or more dice, ..." (s17-afr): the trigger "you_roll_dice" (CR 706.1, 603.2). A
triggered ability of a permanent whose controller rolled a die (each `die_rolled` event, rules/dice.py: one
die per roll there) triggers once per roll, after the roll and its result's effects are complete (it is put
on the stack the next time a player would receive priority, CR 603.3)."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import trigger_needs
from app.engine.rules.event_triggers import players_permanents_triggered

_ROLL = frozenset({"you_roll_dice"})


def _rolled(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    return players_permanents_triggered(
        game, event.get("player"), _ROLL, "you_roll_dice", {}, [cr("603.2"), cr("706.1")]
    )


keyword_triggers.watch("die_rolled", _rolled, needs=trigger_needs(_ROLL))
