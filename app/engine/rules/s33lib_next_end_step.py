"""s33-lib: "You may play those cards until your next end step." (Dragonhawk, Fate's Tempest; Haste Magic): the impulse
draw's permission (rules/impulse.py) with `until` "your_next_end_step" lasts until the next end step of the player who
may play the cards begins (CR 611.2a: an effect lasts as long as it states; 513.1: the end step begins). One given
during that player's end step lasts until their next turn's end step: it is granted after this step began."""

from __future__ import annotations

from app.engine import registry
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game

UNTIL = "your_next_end_step"


def ends_at_end_step(until: str) -> bool:
    """Whether a permission of this duration ends as its player's end step begins (not in a cleanup step)."""
    return until == UNTIL


def _end_step_begins(game: Game) -> None:
    state = game.state
    if not state.play_from_exile:  # no permission at all: nothing to end (most games)
        return
    ending = [p for p in state.play_from_exile if p.until == UNTIL and p.player == state.active_player]
    if not ending:
        return
    state.play_from_exile = [p for p in state.play_from_exile if not any(p is e for e in ending)]
    game.emit("play_permission_ended", [cr("611.2a"), cr("513.1")], player=state.active_player,
              cards=[p.card for p in ending])


registry.step_begin[Step.END].add(_end_step_begins)
