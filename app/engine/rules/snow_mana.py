"""Snow mana (CR 107.4h): the symbol {S} in a cost is one generic mana that must be paid with mana produced by a snow
source. A player's `snow_mana` counts, by type, the mana in their `mana_pool` that a snow permanent's mana ability made
(`add`, from rules/mana_abilities.py's `tap_for_mana`); it is never more of a type than the pool holds (`clamp`).

Mana of one type in a pool is alike but for where it came from; the player paying a cost chooses which of it to spend
(CR 601.2h). Paying a cost, the engine spends snow mana on the {S} symbols (rules/costs.py's `plan_payment` chooses
the types) and, for the rest of the cost, the mana that isn't snow first, as a player keeping snow mana for a later {S}
would: after a payment, each type's snow mana is what is left of it, capped by what the pool still has. Nothing here
runs unless a player has snow mana or a cost has {S}.

Not tracked as snow: mana added by spells and by triggered or resolving abilities (those are never `tap_for_mana`),
and restricted mana (CR 106.6): a {S} they could pay is refused, never paid with mana that isn't snow."""

from __future__ import annotations

from app.engine.characteristics import characteristics_of
from app.engine.game import Game
from app.engine.state import ManaPool, Permanent, Player

_KINDS = ("W", "U", "B", "R", "G", "C")


def is_snow_source(game: Game, permanent: Permanent) -> bool:
    """Whether the permanent is a snow permanent now (CR 205.4g, 107.4h)."""
    characteristics = characteristics_of(game, permanent)
    return characteristics is not None and "Snow" in characteristics.supertypes


def add(player: Player, produced: dict[str, int]) -> None:
    """Count mana a snow source just added to the pool as snow mana (CR 107.4h)."""
    snow = player.snow_mana if player.snow_mana is not None else ManaPool()
    for kind, count in produced.items():
        setattr(snow, kind, getattr(snow, kind) + count)
    player.snow_mana = snow


def amounts(player: Player) -> dict[str, int] | None:
    """The player's snow mana by type, or None when they have none."""
    return None if player.snow_mana is None else player.snow_mana.amounts()


def spend(player: Player, taken: dict[str, int]) -> None:
    """After a payment: the snow mana spent on {S} (`taken`) is gone, and each type's snow mana is capped by what of
    that type the pool still has (the rest of the cost spent the mana that isn't snow first, CR 601.2h)."""
    if player.snow_mana is None:
        return
    snow = player.snow_mana
    for kind, count in taken.items():
        setattr(snow, kind, max(0, getattr(snow, kind) - count))
    clamp(player)


def clamp(player: Player) -> None:
    """Snow mana never exceeds the pool's mana of its type (the pool emptied or spent, CR 500.4, 106.4)."""
    snow = player.snow_mana
    if snow is None:
        return
    pool = player.mana_pool
    left = {kind: min(getattr(snow, kind), getattr(pool, kind)) for kind in _KINDS}
    left = {kind: count for kind, count in left.items() if count}
    player.snow_mana = ManaPool(**left) if left else None
