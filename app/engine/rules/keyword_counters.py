"""Keyword counters (CR 122.1b): a flying, first strike, double strike, deathtouch, haste, hexproof,
indestructible, lifelink, menace, reach, trample or vigilance counter on a permanent causes it to
have that keyword ability for as long as the counter is on it ("a permanent with an indestructible
counter on it has indestructible"). Counters are named as Oracle text writes them ("first
strike"); the keyword they give is the engine's keyword name ("first_strike"). Other counters
(+1/+1, stun, charge, ...) give nothing here.

Applied in layer 6 (CR 613.1f lists keyword counters there), before the engine's effects that
remove keywords ("loses flying until end of turn", applied later in the same layer), as the
counter's timestamp is older than such an effect resolved after it (613.7). The layer reads only
the permanent's own counters (among the inputs the characteristics cache is keyed on), so it is
cache-safe; a permanent without counters (most) returns at once.

A card returned to the battlefield "with an indestructible / a flying / a +1/+1 counter on it"
(flicker, delayed returns, `return_to_battlefield.with_counters`) enters with them: rules/zones.py
`enter_battlefield(counters=...)` (CR 122.6, 614.1c), so what checks the permanent as it enters
already sees them.
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.citations import cr
from app.engine.state import Characteristics, Permanent

# Counter name (as Oracle text writes it) -> the engine's keyword (app/engine/keywords.py)
KEYWORD_COUNTERS: dict[str, str] = {
    "flying": "flying",
    "first strike": "first_strike",
    "double strike": "double_strike",
    "deathtouch": "deathtouch",
    "haste": "haste",
    "hexproof": "hexproof",
    "indestructible": "indestructible",
    "lifelink": "lifelink",
    "menace": "menace",
    "reach": "reach",
    "trample": "trample",
    "vigilance": "vigilance",
}
CITES = (cr("122.1b"), cr("613.1f"))


def keyword_counters_layer(game: Any, obj: Any, characteristics: Characteristics) -> None:
    """Layer 6 (CR 613.1f, 122.1b): each keyword counter on a permanent gives it that keyword."""
    if not isinstance(obj, Permanent) or not obj.counters:
        return
    for counter, count in obj.counters.items():
        keyword = KEYWORD_COUNTERS.get(counter)
        if keyword is not None and count > 0 and keyword not in characteristics.keywords:
            characteristics.keywords.append(keyword)


# Layer 6 (keywords), before the Auras' keywords (60) and the permanent's own effects (72: keywords lost).
registry.characteristic_layers.add(keyword_counters_layer, order=58)
registry.layers_permanents_only.add(keyword_counters_layer)
# It reads only the permanent's own counters, among the inputs of the characteristics cache
# (characteristics._inputs): computed characteristics may be reused.
registry.characteristics_cache_safe.add(keyword_counters_layer)
