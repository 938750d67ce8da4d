"""s35-mom: "Transform target Incubator token you control." / "Transform all Incubator tokens you control." (the
`s35mom_transform` effect; docs/oracle-s35-mom.md).

- CR 701.27a: each permanent the effect's spec names (its targets as it resolves, or all that match) turns its other
  face up and stays the same object (rules/transform.py `transform_permanent`, 712.8).
- CR 701.27c: one that isn't a face-up transforming double-faced permanent doesn't transform; nothing happens to it.
- CR 701.27f: the ability's own source, if named, transforms only if it hasn't transformed since the ability was put
  onto the stack (rules/transform_self.py `transform_source`).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S35momTransformEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.rules.transform import transform_permanent
from app.engine.rules.transform_self import transform_source
from app.engine.state import StackObject


def _resolve(game: Game, item: StackObject, effect: S35momTransformEffect, choices: Choices) -> None:
    for object_id in affected(game, item, effect.target):
        if object_id == item.source:
            transform_source(game, item)  # CR 701.27f
            continue
        permanent = game.permanent(object_id)
        if permanent is not None:
            transform_permanent(game, permanent, [cr("701.27c")], [cr("608.2"), cr("701.27a"), cr("712.8")])


registry.effect_resolvers["s35mom_transform"] = _resolve
