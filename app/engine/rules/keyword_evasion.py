"""Four evasion keywords (CR 509.1b: a block that breaks a restriction is illegal), each by its rule:

- intimidate (CR 702.13b): can't be blocked except by artifact creatures and/or creatures that share a color
  with it;
- shadow (CR 702.28b): a creature with shadow can block or be blocked by only creatures with shadow (the
  restriction reads both ways);
- horsemanship (CR 702.31b): can't be blocked by creatures without horsemanship (a creature with horsemanship
  may still block one without it);
- skulk (CR 702.118b): can't be blocked by creatures with greater power.

Several instances of one of them are redundant (702.13c, 702.28c, 702.31c, 702.118c). Colors, types, power and
keywords are the creatures' as blockers are declared, every continuous effect applied (CR 613). One function
for the four: a block between two creatures neither of which has any of them costs one set intersection.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.state import Permanent

KEYWORDS = frozenset({"intimidate", "shadow", "horsemanship", "skulk"})
_ARTIFACT = CardType.ARTIFACT.value


def _keyword_evasion(game: Game, blocker: Permanent, attacker: Permanent) -> Refusal | None:
    attacking = characteristics_of(game, attacker)
    blocking = characteristics_of(game, blocker)
    if attacking is None or blocking is None:
        return None
    theirs, ours = KEYWORDS.intersection(attacking.keywords), KEYWORDS.intersection(blocking.keywords)
    if not theirs and "shadow" not in ours:
        return None
    if "shadow" in theirs and "shadow" not in ours:
        return Refusal(f"{attacker.id} has shadow; {blocker.id} doesn't", (cr("702.28b"),),
                       title="Can't block a creature with shadow")
    if "shadow" in ours and "shadow" not in theirs:
        return Refusal(f"{blocker.id} has shadow and can block only creatures with shadow; {attacker.id} doesn't "
                       f"have it", (cr("702.28b"),), title="A creature with shadow can't block that creature")
    if "horsemanship" in theirs and "horsemanship" not in ours:
        return Refusal(f"{attacker.id} has horsemanship; {blocker.id} doesn't", (cr("702.31b"),),
                       title="Can't block a creature with horsemanship")
    if "intimidate" in theirs and _ARTIFACT not in blocking.types and not set(attacking.colors) & set(blocking.colors):
        return Refusal(f"{attacker.id} has intimidate; {blocker.id} is neither an artifact creature nor shares a "
                       f"color with it", (cr("702.13b"),), title="Can't block a creature with intimidate")
    if "skulk" in theirs and (blocking.power or 0) > (attacking.power or 0):
        return Refusal(f"{attacker.id} has skulk; {blocker.id}'s power {blocking.power or 0} is greater than its "
                       f"{attacking.power or 0}", (cr("702.118b"),), title="Can't block a creature with skulk")
    return None


registry.block_restrictions.add(_keyword_evasion)
