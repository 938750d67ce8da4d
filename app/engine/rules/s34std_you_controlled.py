"""s34-std: "Return target nonland permanent to its owner's hand. If you controlled that permanent, draw a card." / "When ~
enters, return up to one other target creature to its owner's hand. If you controlled it, investigate." (the
RiderCondition `s34std_you_controlled_it`; docs/oracle-s34-std.md).

CR 608.2h: the object the previous targeted effect affected, as it last existed: its controller just before that effect
(rules/effects_targets.py `referents`); CR 608.2c: the sentence's effects happen only if the ability's controller
controlled it then. No object affected (the target was illegal, or "up to one" chose none): the condition doesn't hold.
"""

from __future__ import annotations

from app.engine.cards import RiderCondition
from app.engine.game import Game
from app.engine.rules.effects_targets import referents
from app.engine.rules.riders import s32r2dsk_condition_hooks
from app.engine.state import StackObject


def you_controlled_it(game: Game, item: StackObject, condition: RiderCondition) -> bool:
    """Whether the ability's controller controlled the object the previous targeted effect affected, just before."""
    controller = item.controller
    return controller is not None and any(
        ref.characteristics is not None and ref.controller == controller for ref in referents(game))


s32r2dsk_condition_hooks["s34std_you_controlled_it"] = you_controlled_it
