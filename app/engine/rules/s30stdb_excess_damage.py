"""s30-stdb: excess damage dealt to the creature's controller (CR 120.4a): "~ deals 4 damage to target creature. Excess
damage is dealt to that creature's controller instead." (Flame Spill, Pigment Storm) — the `damage` effect's
`excess_to_controller`.

As the damage event is built (120.4a), the damage beyond lethal damage to the creature is dealt to its controller
instead: lethal damage is its toughness less the damage already marked on it (never below 0: a creature with lethal
damage marked takes none of it, all is excess), and when the source is a permanent with deathtouch any damage beyond 1
is excess (702.2c: the `registry.lethal_damage` hooks, as combat asks them). Both parts are dealt by the same source as
one resolution (120.4b), the creature's part first. A target creature gone as it resolves is no recipient (608.2b):
nothing is dealt, to it or to its controller."""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.damage import deal_damage, lethal_damage


def deal(game: Game, source_id: str, recipients: list[str], damage: int, cites: list[str]) -> None:
    """Deal `damage` from `source_id` to the one target creature in `recipients`, the excess to its controller."""
    for creature_id in recipients:
        permanent = game.permanent(creature_id)
        if permanent is None:
            continue
        # an ability's source on the battlefield: deathtouch (702.2c)
        lethal, extra = lethal_damage(game, game.permanent(source_id), creature_id)
        to_creature = min(damage, lethal)
        excess = damage - to_creature
        controller = permanent.controller
        cited = [*cites, cr("120.4a"), *extra]
        if to_creature > 0:
            deal_damage(game, source_id, creature_id, to_creature, cited)
        if excess > 0 and controller is not None:
            deal_damage(game, source_id, controller, excess, cited)
