"""The `transform` action: an effect (such as Moonmist) tells a permanent to transform (CR 712).

It does nothing, and the event says why, when a restriction forbids it (daybound/nightbound,
8e34a2293482104c) or when the permanent isn't a transforming double-faced card.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Transform
from app.engine.characteristics import compute, is_transforming_double_faced
from app.engine.citations import cr
from app.engine.enums import TransformCause
from app.engine.game import Game
from app.engine.rules.day_night import transform_refusal
from app.engine.state import Permanent


def verify_transform(game: Game, action: Transform) -> None:
    game.require_permanent(action.permanent)


def transform(game: Game, action: Transform) -> None:
    transform_permanent(game, game.require_permanent(action.permanent), [cr("712")], [cr("712")])


def transform_permanent(game: Game, permanent: Permanent, not_transforming: list[str], done: list[str]) -> bool:
    """Turn `permanent` over by an effect, or say in a `transform_ignored` event why nothing happens (a
    face-down permanent or one that isn't a transforming double-faced card: `not_transforming`'s
    citations; a day/night restriction). `done`: the `transformed` event's citations. Whether it
    transformed. The `transform` action and "transform ~" (rules/transform_self.py) both end here."""
    if permanent.face_down or not is_transforming_double_faced(game, permanent):
        game.emit("transform_ignored", not_transforming, permanent=permanent.id,
                  reason="only a face-up transforming double-faced permanent can transform; nothing happens")
        return False
    refusal = transform_refusal(game, permanent, TransformCause.EFFECT)
    if refusal is not None:
        game.emit("transform_ignored", list(refusal.cites), permanent=permanent.id, reason=refusal.reason)
        return False
    permanent.transformed = not permanent.transformed
    game.changed(permanent)
    characteristics = compute(game, permanent)
    game.emit("transformed", done, permanent=permanent.id, face="back" if permanent.transformed else "front",
              name=characteristics.name if characteristics else None, cause="effect")
    return True


registry.register_action("transform", verify=verify_transform, apply=transform)
