"""s31-stdc: "When ~ enters, you may pay {2}{B} any number of times. When you pay this cost one or more times, put that
many +1/+1 counters on ~, then create twice that many 2/2 black Zombie creature tokens with decayed." (the Adversaries
of Innistrad: Midnight Hunt): a triggered ability's `optional_cost` with `optional_cost_any_number` and `reflexive`.

As the ability resolves its controller chooses how many times N they pay the cost (CR 608.2d): the `resolve` action's
`choices.times_paid` (0 to 20), else `pay_optional_cost` (true: once; the one announced with the action that made it
trigger counts too), else none. N times the cost is paid at once (rules/triggers.py, as any optional cost: what can't
be paid is refused, CR 601.2h). Paid one or more times, the reflexive trigger "When you pay this cost one or more
times" is put on the stack (CR 603.12; rules/reflexive.py) with its own X = N: its "that many" is N and "twice that
many" 2N (rules/effects_targets.py `amount`). Paid no times, it doesn't trigger and nothing else happens."""

from __future__ import annotations

from app.engine.actions import Choices
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.state import StackObject

CITES = (cr("608.2d"), cr("603.12"))


def times_paid(game: Game, item: StackObject, cost: str, choices: Choices) -> int:
    """How many times the controller chose to pay `cost`; 0 (with the event `optional_cost_declined`): none."""
    if choices.times_paid is not None:
        game.used_choices.add("times_paid")
        times = choices.times_paid
    else:
        decision = choices.pay_optional_cost
        if decision is None:
            decision = item.choices.get("pay_optional_cost")
        times = 1 if decision else 0
    if times == 0:
        game.emit("optional_cost_declined", [*CITES], stack_object=item.id, source=item.source,
                  cost=f"{cost} any number of times",
                  chosen=choices.times_paid is not None or choices.pay_optional_cost is not None)
    return times
