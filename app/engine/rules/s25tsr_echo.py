"""s25-tsr: echo (CR 702.30), "Echo [cost]" / "Echo—Discard a card." (docs/oracle-s25-tsr.md).

- CR 702.30a: echo is a triggered ability, "At the beginning of your upkeep, if this permanent came under your control
  since the beginning of your last upkeep, sacrifice it unless you pay [cost]." The reader writes it as the
  `step_trigger` it means (upkeep, "yours", `unless_cost` the echo cost or `unless_discard` for "Discard a card",
  the effect "sacrifice ~"), with the intervening "if" as its `condition` "s25tsr_echo" (CR 603.4: checked as the step
  begins and again as it resolves; rules/step_triggers.py asks `came_under_control_since_last_upkeep`).
- "Came under your control since the beginning of your last upkeep": the permanent's `controlled_since_turn` (the turn
  its controller's control began; 0: before the game) is at least the turn of its controller's previous turn (whose
  upkeep began before anything in that turn could change control: no player gets priority in the untap step, CR
  502.4), or its controller has had no turn before this one. Turn order tells the previous turn (CR 500.1, 101.4).
- After an extra turn (CR 500.7) turn order no longer tells each player's previous turn; the engine keeps only each
  player's most recent turn, so the condition is decided only when control began during the turn before this one
  (then it holds); otherwise the step is refused as not modelled rather than guessed.
"""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.state import Permanent

CONDITION = "s25tsr_echo"


def came_under_control_since_last_upkeep(game: Game, permanent: Permanent) -> bool:
    """Whether `permanent` came under its controller's control since the beginning of their last upkeep (CR 702.30a),
    asked during that player's upkeep (the echo trigger's intervening "if", CR 603.4)."""
    state = game.state
    since = permanent.controlled_since_turn
    if since >= state.turn - 1:
        return True  # this turn or the one before: after the beginning of any earlier upkeep of theirs
    if state.turn_began:
        raise IllegalAction("Not modelled", f"{permanent.id}'s echo: after an extra turn, the engine doesn't keep when "
                            "its controller's previous turn began (CR 500.7)", [cr("702.30a"), cr("500.7")])
    order = [p.id for p in game.players_in_turn_order()]
    previous_turn = state.turn - len(order)  # the controller's turn before this one, in turn order (CR 500.1)
    return previous_turn < 1 or since >= previous_turn
