"""s19-neoa: "Return target artifact card with mana value 3 or less from your graveyard to the battlefield. It gains
haste. Sacrifice it at the beginning of the next end step." (Kami of Industry): `return_to_battlefield`'s
`sacrifice_at` "next_end_step".

As the card returns, a delayed triggered ability is created (CR 603.7): at the beginning of the next end step its
controller sacrifices the permanent (701.21a; the delayed trigger's resolution is rules/triggers.py's, which sacrifices
it only while that player controls it). The delayed ability follows that object only (CR 400.7, 603.7c): a permanent
that leaves the battlefield is a new object, so its id is taken out of the delayed "sacrifice" abilities waiting for it
as it leaves; the engine gives a card that returns again its old id, which such an ability must not find.
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.state import DelayedTrigger, Permanent, StackObject


def sacrifice_returned_at_next_end_step(game: Game, item: StackObject, permanent_id: str) -> None:
    controller = item.controller or game.state.active_player or ""
    game.state.delayed_triggers.append(DelayedTrigger(controller=controller, at="next_end_step", action="sacrifice",
                                                      objects=[permanent_id], source=item.source))
    game.emit("delayed_trigger_created", [cr("603.7"), cr("701.21a")], source=item.source or item.id,
              at="next_end_step", action="sacrifice", objects=[permanent_id])


def _forget_left_object(game: Game, permanent: Permanent, destination: Any) -> None:
    """CR 400.7: the delayed sacrifices waiting for a permanent that leaves lose it (returns None: it changes
    nothing about what the permanent becomes)."""
    delayed = game.state.delayed_triggers
    if not delayed:
        return  # most games: none waiting
    for waiting in delayed:
        # s22-neoa: "bounce"; s33-cmd: "exile" (a returned card's delayed exile, rules/return_to_battlefield.py)
        if waiting.action in ("sacrifice", "bounce", "exile") and permanent.id in waiting.objects:
            waiting.objects = [object_id for object_id in waiting.objects if object_id != permanent.id]


registry.leaves_battlefield.add(_forget_left_object, order=10)
