"""First strike (CR 702.7) and double strike (CR 702.4): two combat damage steps (510.4).

If an attacking or blocking creature has first strike or double strike as the combat damage step
begins, only those creatures deal combat damage in it (702.7b, 702.4b); a second combat damage step
follows, in which the creatures that dealt no damage in the first deal theirs, plus those that
have double strike now. So a creature that gains first strike after the first step still deals
damage in the second (702.7c), one that loses double strike during the first doesn't deal damage
again (702.4c), and one with first strike that gains double strike after the first does (702.4d).
rules/combat.py runs the steps and asks these hooks.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.state import Permanent


def _deals_first_strike_damage(game: Game, creature: Permanent) -> list[str]:
    """The rule that makes `creature` deal damage in the first combat damage step (empty: none)."""
    characteristics = characteristics_of(game, creature)
    keywords = characteristics.keywords if characteristics is not None else ()
    if "double_strike" in keywords:
        return [cr("702.4b")]
    return [cr("702.7b")] if "first_strike" in keywords else []


def _strikes_again(game: Game, creature: Permanent) -> list[str]:
    """The rule that makes `creature` deal damage again in the second step (empty: none)."""
    characteristics = characteristics_of(game, creature)
    return [cr("702.4b")] if characteristics is not None and "double_strike" in characteristics.keywords else []


registry.first_strike_damage.add(_deals_first_strike_damage)
registry.second_strike_damage.add(_strikes_again)
