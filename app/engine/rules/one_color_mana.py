"""Mana of any one color from an ability that isn't a mana ability (CR 106.1, 605.5a, 608.2d).

"At the beginning of your precombat main phase, add X mana of any one color, where X is the number of
Shrines you control." (Sanctum of Fruitful Harvest): a triggered ability that doesn't trigger from a
mana ability, so it uses the stack (CR 605.5a). As it resolves X is counted (CR 608.2h) and its
controller chooses one color (CR 608.2d); all X mana are of that color. The effect is `add_mana`
with `mana` "{W}|{U}|{B}|{R}|{G}", `times` the count and `one_color`: the choice is the `resolve`
action's `choices.mana_colors` (one type for each mana, as rules/mana_choice_effects.py reads it),
which must name a single color; without it, all of it is the first color offered.
"""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.errors import IllegalAction


def check_one_color(produced: dict[str, int]) -> None:
    """Refuse mana of more than one type where the effect adds mana of one color (CR 106.1, 608.2d)."""
    if len(produced) > 1:
        raise IllegalAction(
            "Wrong mana choice",
            f'choices.mana_colors must name one color for all of this mana ("any one color"); '
            f"{len(produced)} types chosen",
            [cr("106.1"), cr("608.2d")],
        )
