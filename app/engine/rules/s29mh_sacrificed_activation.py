"""s29-mh: an activated ability that reads the permanent sacrificed to activate it: "Sacrifice a creature: Draw cards
equal to the sacrificed creature's power, then discard three cards.", "{3}{R}, Sacrifice an artifact: ~ deals damage
equal to the sacrificed artifact's mana value to any target." (CR 602.2b: the costs are paid as the ability is
activated; 608.2h: the effect uses the sacrificed permanent's last known information, as it last existed on the
battlefield).

As the s13-thud spell does with its additional cost (rules/sacrificed_amounts.py), the sacrificed permanent's power,
toughness and mana value are kept with the ability on the stack, in its `choices.sacrificed_power` (`_toughness`,
`_mana_value`), taken just before the cost is paid; the `Count` values "sacrificed_power" / "sacrificed_toughness" /
"sacrificed_mana_value" read them as the ability resolves (rules/effects_targets.py `amount`). The reader reads such an
amount only in an ability whose costs sacrifice exactly one permanent other than its source (oracle lowering
`s29mh_without_paid_activations`).

Gating: only an activation whose costs hold exactly one cost that sacrifices one permanent, and whose ability says one
of those amounts, records anything."""

from __future__ import annotations

from typing import Any

from app.engine.cards import SacrificePermanentCost, SacrificePermanentsCost
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules import sacrificed_amounts
from app.engine.rules.sacrifice_costs import sacrifice_plan
from app.engine.rules.sacrifice_exile_costs import _plan as sacrifice_exile_plan
from app.engine.state import Permanent, Player, StackObject

CITES = (cr("602.2b"), cr("608.2h"))


def record(game: Game, item: StackObject, player: Player, permanent: Permanent, ability: Any, what: str) -> None:
    """Keep the power, toughness and mana value of the one permanent the activation's cost will sacrifice (CR 602.2b,
    608.2h), when the ability reads one of them."""
    costs = [cost for cost in ability.other_costs if isinstance(cost, SacrificePermanentCost | SacrificePermanentsCost)]
    if len(costs) != 1 or (isinstance(costs[0], SacrificePermanentsCost) and costs[0].amount != 1):
        return
    if not any(value in ability.model_dump_json() for value in sacrificed_amounts.VALUES):
        return
    if isinstance(costs[0], SacrificePermanentCost):
        chosen = sacrifice_plan(game, player, permanent, ability.other_costs, what)
    else:
        ids, _ = sacrifice_exile_plan(game, player, permanent.id, ability.other_costs, what)
        chosen = [p for p in game.state.battlefield if p.id in ids]
    cites: list[str] = []
    sacrificed_amounts.record(game, item, chosen, cites)
