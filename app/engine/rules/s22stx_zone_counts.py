"""s22-stx: amounts counted from a hand or a library (Manifestation Sage, Body of Research): "where X is the number of
cards in your hand" / "... in your library" (docs/oracle-s22-stx.md).

The `Count` values `hand_cards` and `library_cards`: the cards in the hand (CR 402.1) or library (CR 401.1) of the
spell's or ability's controller, counted as the effect resolves (CR 608.2h); and `different_powers_you_control` ("Draw
a card for each different power among creatures you control.", Golden Ratio): how many different powers the creatures
that player controls show (CR 208.1; rules/different_powers.py); and `life_gained_this_turn` ("where X is the amount
of life you gained this turn", Fortifying Draught): the life that player gained this turn (CR 119.3; the record of
rules/life_this_turn.py). rules/effects_targets.py `amount` asks `zone_amount`."""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.different_powers import different_powers
from app.engine.state import StackObject

CITES = (cr("608.2h"),)
ZONE_COUNTS = frozenset({"hand_cards", "library_cards", "different_powers_you_control", "life_gained_this_turn"})


def zone_amount(game: Game, item: StackObject, value: str) -> int:
    """How many cards are in the hand (library) of the spell's or ability's controller now; how many different powers
    the creatures they control show."""
    player = next((p for p in game.state.players if p.id == item.controller), None)
    if player is None:
        return 0
    if value == "different_powers_you_control":
        return different_powers(game, player.id, "creature")
    if value == "life_gained_this_turn":  # the turn's record (rules/life_this_turn.py, CR 119.3)
        return player.life_gained_this_turn
    return len(player.hand if value == "hand_cards" else player.library)
