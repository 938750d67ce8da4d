"""s28-fdna: "~ deals X damage to target creature. Create a number of 1/1 red Goblin creature tokens equal to the amount
of excess damage dealt to that creature this way." (Goblin Negotiation; docs/oracle-s28-fdna.md).

The token count `its_excess_damage`: of the damage the previous targeted effect of the same spell or ability dealt to its
target creature, the amount beyond lethal damage (CR 120.10): lethal damage is the creature's toughness less the damage
already marked on it before (CR 120.6, not less than 0), or 1 when the source has deathtouch (CR 702.2b, 120.10) and
the creature had toughness left. Damage dealt to a player, or to what isn't a creature, has no excess here (0). Counted
as the effect resolves (CR 608.2h), before state-based actions put the creature into a graveyard (CR 704.5g).
rules/effects_targets.py `referred_amount` asks `excess_damage`."""

from __future__ import annotations

from typing import Any

from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.rules.targeting import source_characteristics

EXCESS_DAMAGE = "its_excess_damage"


def excess_damage(game: Game, ref: Any) -> int:
    """The excess damage the damage events since `ref.since` dealt to `ref`'s creature (CR 120.10)."""
    characteristics = ref.characteristics
    if characteristics is None or CardType.CREATURE.value not in characteristics.types:
        return 0
    events = [event for event in game.events[ref.since:] if event["type"] == "damage_dealt" and event["to"] == ref.id]
    dealt = sum(int(event["amount"]) for event in events)
    if dealt <= 0:
        return 0
    permanent = game.permanent(ref.id)
    marked_before = max(0, permanent.damage - dealt) if permanent is not None else 0
    lethal = max(0, (characteristics.toughness or 0) - marked_before)
    sources = {str(event.get("source")) for event in events}
    if lethal > 0 and any(_has_deathtouch(game, source) for source in sources):
        lethal = 1  # CR 702.2b, 120.10: any nonzero damage from a deathtouch source is lethal
    return max(0, dealt - lethal)


def _has_deathtouch(game: Game, source_id: str) -> bool:
    source = source_characteristics(game, source_id)
    return source is not None and "deathtouch" in source.keywords
