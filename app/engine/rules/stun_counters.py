"""Stun counters (CR 122.1d): "If a permanent with a stun counter would become untapped, remove one
from it instead." — a replacement effect (614.1a) of the counter itself, wherever the untapping comes
from: its controller's untap step (502.3), a spell or ability that untaps it (701.26b), an effect that
lets a player pay to untap it, and an untap symbol {Q} paid as a cost (107.6; the Dominaria United
release notes: the counter is removed "even [when] its controller [tries] to untap it to pay a cost").
Only a tapped permanent can become untapped; one counter is removed each time, and the permanent
stays tapped. Every place of the engine that untaps a permanent asks `stunned_instead` first."""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.keyword_counters import remove_one
from app.engine.state import Permanent

STUN = "stun"


def stunned_instead(game: Game, permanent: Permanent) -> bool:
    """Whether the untapping of `permanent` is replaced by removing a stun counter from it (CR
    122.1d); if so, the counter is removed (and the event said) here, and the caller doesn't untap it."""
    if not permanent.tapped or permanent.counters.get(STUN, 0) <= 0:
        return False
    remove_one(game, permanent, STUN)
    game.emit(
        "counters_removed",
        [cr("122.1d"), cr("614.1a")],
        permanent=permanent.id,
        counter=STUN,
        amount=1,
        reason="instead_of_untapping",
    )
    return True
