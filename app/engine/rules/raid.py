"""Raid (s17-taile): "if you attacked this turn".

CR 508.1: a player attacks by declaring one or more attacking creatures in the declare attackers step;
a creature put onto the battlefield attacking was never declared as an attacker (CR 508.4), and a
declaration of no attackers (CR 508.8) is no attack. Raid looks at the whole turn: it does not matter
whether the creatures that attacked are still on the battlefield or still attacking (the Ixalan
release notes). `Player.attacked_this_turn` keeps the record: set as attackers are declared, false
again as a turn begins (CR 500.1, its untap step); a posted state says a player attacked earlier in its
turn by carrying it. rules/turn_records.py answers the `this_turn` condition on the record "attacked"
with `attacked_this_turn` below.
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.state import set_field

CITES = (cr("508.1"),)


def attacked_this_turn(game: Game, player_id: str) -> bool:
    """Whether the player declared one or more attackers this turn (CR 508.1)."""
    return any(player.attacked_this_turn for player in game.state.players if player.id == player_id)


def _declared(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """CR 508.1: note that the attacking player attacked (not for a declaration of no attackers, 508.8)."""
    if not event.get("attackers"):
        return []
    for player in game.state.players:
        if player.id == event.get("player") and not player.attacked_this_turn:
            set_field(player, "attacked_this_turn", True)
    return []


def _new_turn(game: Game) -> None:
    """CR 500.1: "this turn" starts again as a turn begins."""
    for player in game.state.players:
        if player.attacked_this_turn:
            set_field(player, "attacked_this_turn", False)


keyword_triggers.watch("attackers_declared", _declared)
registry.step_begin[Step.UNTAP].add(_new_turn, order=10)
