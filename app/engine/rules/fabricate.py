"""s24-kal: fabricate (CR 702.123). "Fabricate N" means "When this permanent enters, you may put N +1/+1 counters on
it. If you don't, create N 1/1 colorless Servo artifact creature tokens." (702.123a); each instance triggers
separately (702.123b: each is its own `triggered` ability, read so by the Oracle reader).

The `fabricate` effect resolves with its controller's choice (CR 603.5, 608.2d): the `resolve` action's
`choices.pay_optional_cost` (else the one announced with the action that made it trigger), true for the counters; no
answer or false, the Servos. Counters can be put only on the permanent itself on the battlefield: once it has left
(a new object if it comes back, CR 400.7), the tokens are created whatever was chosen."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CardDefinition, CreateTokenEffect, FabricateEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.keyword_counters import put_counters
from app.engine.state import StackObject

CITES = (cr("702.123a"),)
SERVO = CardDefinition.model_validate({"name": "Servo Token", "colors": [], "types": ["Artifact", "Creature"],
                                       "subtypes": ["Servo"], "power": 1, "toughness": 1})


def _resolve_fabricate(game: Game, item: StackObject, effect: FabricateEffect, choices: Choices) -> None:
    decision = choices.pay_optional_cost
    if decision is None:
        decision = item.choices.get("pay_optional_cost")
    permanent = game.permanent(item.source) if item.source is not None else None
    counters = bool(decision) and permanent is not None
    game.emit("fabricate_chosen", [*CITES, cr("603.5")], stack_object=item.id, source=item.source,
              choice="counters" if counters else "tokens", chosen=decision is not None, amount=effect.amount)
    if counters and permanent is not None:
        put_counters(game, permanent, "+1/+1", effect.amount, list(CITES), item.id)
        return
    tokens = CreateTokenEffect(token=SERVO, count=effect.amount)
    registry.effect_resolvers["create_token"](game, item, tokens, choices)


registry.effect_resolvers["fabricate"] = _resolve_fabricate
