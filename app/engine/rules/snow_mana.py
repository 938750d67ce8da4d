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

from itertools import pairwise

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


# --- s26-tidy: many {S} paid exactly (CR 107.4h, 601.2h) ---------------------------------------------------------------


def exact_payment(pool: dict[str, int], snow: dict[str, int], demands: list[tuple[int, tuple[str, ...]]],
                  life_payable: int) -> tuple[dict[str, int], dict[str, int], int] | None:
    """s26-tidy: a payment of a cost's mana symbols from `pool`, when one exists, found as a flow (a transportation
    problem, constant in size: six types each split into its snow and other mana, at most a few dozen classes of
    symbol). `demands`: (how many, what may pay each) for each class of symbol: a type ("B"), "S" (snow mana of any
    type, CR 107.4h) or "life" (2 life for a Phyrexian symbol, 107.4f; at most `life_payable` of them). Returns the
    mana taken by type, the snow mana taken for {S} by type and the Phyrexian symbols paid with life; None when no
    payment exists (every symbol paid, by Hall's condition the flow saturates, else not)."""
    usable = {kind: min(snow.get(kind, 0), pool.get(kind, 0)) for kind in _KINDS}
    supply: dict[str, int] = {"life": life_payable}
    for kind in _KINDS:
        supply[f"snow:{kind}"] = usable[kind]
        supply[f"plain:{kind}"] = pool.get(kind, 0) - usable[kind]
    capacity: dict[str, dict[str, int]] = {"source": {}, "sink": {}}
    total = 0
    for index, (count, payers) in enumerate(demands):
        if count <= 0:
            continue
        total += count
        node = f"demand:{index}"
        capacity[node] = {"sink": count}
        for payer in payers:
            sources = (["life"] if payer == "life" else [f"snow:{kind}" for kind in _KINDS] if payer == "S"
                       else [f"snow:{payer}", f"plain:{payer}"])
            for source in sources:
                capacity.setdefault(source, {})[node] = total + 1  # never the bottleneck
    for node, amount in supply.items():
        if amount > 0 and node in capacity:
            capacity["source"][node] = amount
    flow = _max_flow(capacity)
    if sum(flow.get("source", {}).values()) < total:
        return None
    taken: dict[str, int] = {}
    for kind in _KINDS:
        spent = sum(flow.get(f"snow:{kind}", {}).values()) + sum(flow.get(f"plain:{kind}", {}).values())
        if spent:
            taken[kind] = spent
    on_snow: dict[str, int] = {}
    for index, (_, payers) in enumerate(demands):
        if payers == ("S",):
            for kind in _KINDS:
                if (amount := flow.get(f"snow:{kind}", {}).get(f"demand:{index}", 0)) > 0:
                    on_snow[kind] = on_snow.get(kind, 0) + amount
    return taken, on_snow, sum(flow.get("life", {}).values())


def _max_flow(capacity: dict[str, dict[str, int]]) -> dict[str, dict[str, int]]:
    """Edmonds-Karp from "source" to "sink" (shortest augmenting paths: at most nodes x edges augmentations, whatever
    the capacities); the flow on each edge of `capacity`, deterministic (nodes in insertion order)."""
    residual: dict[str, dict[str, int]] = {}
    for node, edges in capacity.items():
        for target, amount in edges.items():
            residual.setdefault(node, {})[target] = residual.get(node, {}).get(target, 0) + amount
            residual.setdefault(target, {}).setdefault(node, 0)
    while True:
        parent: dict[str, str] = {"source": "source"}
        frontier = ["source"]
        while frontier and "sink" not in parent:
            following: list[str] = []
            for node in frontier:
                for target, amount in residual.get(node, {}).items():
                    if amount > 0 and target not in parent:
                        parent[target] = node
                        following.append(target)
            frontier = following
        if "sink" not in parent:
            break
        path = ["sink"]
        while path[-1] != "source":
            path.append(parent[path[-1]])
        path.reverse()
        pushed = min(residual[a][b] for a, b in pairwise(path))
        for a, b in pairwise(path):
            residual[a][b] -= pushed
            residual[b][a] += pushed
    return {node: {target: amount - residual[node][target] for target, amount in edges.items()
                   if amount - residual[node][target] > 0}
            for node, edges in capacity.items()}
