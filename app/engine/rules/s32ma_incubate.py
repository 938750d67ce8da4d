"""s32-ma: incubate (CR 701.53; docs/oracle-s32-ma.md): the `incubate` effect, "Incubate N." / "incubate X, where X is
...".

- CR 701.53a: to incubate N is to create an Incubator token with N +1/+1 counters on it (it enters with them, 122.6)
  and "{2}: Transform this artifact." The token is double-faced: its front face a colorless Incubator artifact named
  Incubator, its back face a 0/0 colorless Phyrexian artifact creature named Phyrexian Token (701.53a, 712.1).
- N is counted as the effect resolves (an X, CR 608.2h). Its controller creates it (111.2).
- The token transforms as any transforming double-faced permanent does (rules/transform_self.py, CR 701.27a): the
  Phyrexian keeps its counters, so it is an N/N creature then.
"""

from __future__ import annotations

from functools import cache

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CardDefinition, S32maIncubateEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.effects_targets import amount
from app.engine.rules.s35std_token_doubler import added, doubled  # s35-std
from app.engine.rules.zones import enter_battlefield
from app.engine.state import StackObject


@cache
def incubator_token() -> CardDefinition:
    """The Incubator token (CR 701.53a), built once on first use."""
    return CardDefinition.model_validate({
        "name": "Incubator", "types": ["Artifact"], "subtypes": ["Incubator"], "layout": "transform",
        "abilities": [{"kind": "activated", "cost": "{2}", "effect": {"kind": "transform_self"}}],
        "back_face": {"name": "Phyrexian Token", "types": ["Artifact", "Creature"], "subtypes": ["Phyrexian"],
                      "power": 0, "toughness": 0},
    })


def _resolve(game: Game, item: StackObject, effect: S32maIncubateEffect, choices: Choices) -> None:
    player = item.controller or game.state.active_player or ""
    number = amount(game, item, effect.amount)
    for _ in range(doubled(game, player, 1, item.id)):  # s35-std: token doublers (CR 614.1a), each with the counters
        token_id = game.new_object_id("incubator-")
        enter_battlefield(game, incubator_token(), token_id, player, player, was_cast=False, is_token=True,
                          counters={"+1/+1": number} if number > 0 else None)
        game.emit("incubated", [cr("701.53a"), cr("111.1")], stack_object=item.id, source=item.source,
                  permanent=token_id, player=player, amount=number)
    added(game, player, incubator_token(), item.id)  # s35-std: "plus an additional Food token" (CR 614.1a)


registry.effect_resolvers["incubate"] = _resolve
