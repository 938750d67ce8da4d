"""s17-afr: rolling a die (CR 706; docs/oracle-s17-afr.md): "Roll a d20." followed by its result table
("1—9 | Draw a card.", "10—20 | ..."), the `roll_die` effect.

CR 706.1: to roll a die is to generate a random number within its range. The engine is deterministic,
so the request gives the result: the `resolve` action's `choices.die_roll` (the `pending` decision
`choose` "die_roll" asks for it). Without it, 1 stands for the result and the `die_rolled` event says
`given: false`. CR 706.2: the result table's row whose range holds the result happens: its effects,
in order, as part of the same resolving spell or ability (608.2c). A result outside the die's range
is refused (the choice's own bounds, 1 to 20). s25-stdc: "Choose target creature, then roll a d20." — the
roll's `target` is chosen as the spell or ability is put on the stack (115.1, 601.2c); the rows name it
"that creature" / "it" (608.2c); if it is illegal as the ability resolves, nothing happens, not even the roll
(608.2b).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import RollDieEffect
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.effects_targets import refer_to
from app.engine.state import StackObject

CITES = (cr("706.1"), cr("706.2"))


def _resolve_roll_die(game: Game, item: StackObject, effect: RollDieEffect, choices: Choices) -> None:
    given = choices.die_roll
    game.used_choices.add("die_roll")
    result = given if given is not None else 1
    if result > effect.sides:
        raise IllegalAction("No such result", f"a d{effect.sides} can't roll {result} (CR 706.1)", [cr("706.1")])
    row = next(row for row in effect.results if row.low <= result <= row.high)
    game.emit(
        "die_rolled",
        [cr("608.2"), *CITES],
        stack_object=item.id,
        player=item.controller,
        sides=effect.sides,
        result=result,
        low=row.low,
        high=row.high,
        given=given is not None,
    )
    if effect.target is not None:  # s25-stdc: "Choose target creature, then roll a d20." (CR 115.1, 608.2c)
        refer_to(game, list(item.targets))  # the rows' "that creature" / "it": the roll's legal target
    for then in row.effects:
        registry.effect_resolvers[then.kind](game, item, then, choices)


registry.effect_resolvers["roll_die"] = _resolve_roll_die
