"""s34-mkm: Young Hero Role (CR 111.10, 303.7; docs/oracle-s34-mkm.md): "Enchanted creature has 'Whenever this creature
attacks, if its toughness is 3 or less, put a +1/+1 counter on it.'" (rules/s32ma_roles.py defines the token).

The granted ability is the creature's own (CR 613.1f, 113.8; rules/granted_triggers.py): its source is the creature.
Its intervening "if" (CR 603.4), the RiderCondition `s34mkm_source_toughness_at_most` (`number`), holds when the
ability's source is a permanent on the battlefield whose toughness, with every continuous effect applied (CR 208.1, 613),
is `number` or less: checked as the creature is declared as an attacker (the ability triggers only then) and again as
the ability resolves (it does nothing if the creature's toughness is greater then, or if it has left the battlefield).
"""

from __future__ import annotations

from app.engine.characteristics import characteristics_of
from app.engine.game import Game
from app.engine.rules.riders import s32r2dsk_condition_hooks
from app.engine.state import StackObject

CONDITION = "s34mkm_source_toughness_at_most"


def source_toughness_at_most(game: Game, item: StackObject, condition: object) -> bool:
    """Whether the ability's source is on the battlefield with toughness `number` or less (module docstring)."""
    number = getattr(condition, "number", None)
    permanent = game.permanent(item.source) if item.source else None
    seen = characteristics_of(game, permanent) if permanent is not None else None
    return number is not None and seen is not None and seen.toughness is not None and seen.toughness <= number


s32r2dsk_condition_hooks[CONDITION] = source_toughness_at_most
