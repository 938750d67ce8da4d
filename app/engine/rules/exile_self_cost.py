"""s15-r2m20: "Exile ~" as a cost of an activated ability of a permanent ("{3}{W}, Exile ~: Exile target
creature.").

Paying it moves the permanent from the battlefield to its owner's exile as the costs are paid (CR 602.2b,
601.2h, 406.2); it can always be paid by a permanent on the battlefield (CR 118.3). The ability on the
stack exists independently of its source and resolves without it (CR 113.7a); the permanent that left is
a new object wherever it goes (CR 400.7). `ExileSelfCost` in app/engine/cards.py (s32-modern: and "Return ~ to its owner's hand", `S32modernReturnSelfCost`, CR 602.2b); paid by
rules/activation_costs.py `pay_other_costs`, after the other costs (which may refer to the permanent)."""

from __future__ import annotations

from typing import Any

from app.engine.cards import ExileSelfCost, S32modernReturnSelfCost  # s32-modern
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game
from app.engine.rules.zones import leave_battlefield
from app.engine.state import Permanent


def pay_exile_self(game: Game, permanent: Permanent, other_costs: list[Any]) -> None:
    """Exile the permanent whose ability is activated if its costs say "Exile ~" (CR 602.2b, 406.2); s32-modern: return
    it to its owner's hand if they say "Return ~ to its owner's hand" (602.2b)."""
    for cost in other_costs:
        if not isinstance(cost, ExileSelfCost | S32modernReturnSelfCost):
            continue
        if game.permanent(permanent.id) is None:  # already gone with another cost of the same ability
            return
        if isinstance(cost, S32modernReturnSelfCost):
            leave_battlefield(game, permanent, Zone.HAND, cites=[cr("602.2b")],
                              reason="returned to its owner's hand to pay a cost")
        else:
            leave_battlefield(game, permanent, Zone.EXILE, cites=[cr("602.2b"), cr("406.2")],
                              reason="exiled to pay a cost")
