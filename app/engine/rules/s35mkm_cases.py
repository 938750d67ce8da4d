"""s35-mkm: Cases (CR 719.3, 702.169; docs/oracle-s35-mkm.md).

- "To solve — <condition>" (719.3a) means "At the beginning of your end step, if <condition> and this Case is not solved,
  this Case becomes solved.": a `step_trigger` of its controller's end step whose `condition` "s35mkm_unsolved" holds only
  while its source is not solved (rules/step_triggers.py `condition_holds`, checked as it would trigger and as it
  resolves, 603.4), with the reader's intervening "if" for the condition, and the effect `s35mkm_solve` resolved here.
- Solved is a designation (719.3b: `Permanent.s35mkm_solved`), neither an ability nor a copiable value; it stays until
  the permanent leaves the battlefield (a new object without it, 400.7).
- "Solved — <ability>" (702.169a-d, 719.3c): the ability `s35mkm_solved` holds it; a solved Case has it at the same index
  (`CardDefinition.s35mkm_at_solved`, asked by characteristics.current_face from the permanent's own designation), an
  unsolved one has nothing the rules read there. An ability on the stack resolves whatever happens to its source (113.7a).
- A Case becoming solved changes its abilities: nothing computed before is reused from then on (as suspect does).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S35mkmSolveEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.state import StackObject


def _resolve(game: Game, item: StackObject, effect: S35mkmSolveEffect, choices: Choices) -> None:
    """CR 719.3a-b: the Case the ability is of becomes solved, if it is still on the battlefield and not solved."""
    permanent = game.permanent(item.source or "")
    if permanent is None or permanent.s35mkm_solved:
        return
    permanent.s35mkm_solved = True
    if game.characteristics_cacheable:  # its abilities change: nothing computed before is reused
        game.characteristics_cacheable = False
        game.characteristics_cache.clear()
        game.changed_permanents = None
    game.changed(permanent)
    game.emit("s35mkm_case_solved", [cr("719.3a"), cr("719.3b")], stack_object=item.id, source=item.source,
              permanent=permanent.id)


registry.effect_resolvers["s35mkm_solve"] = _resolve
