"""Keyword counters (CR 122.1b): a flying, first strike, double strike, deathtouch, haste,
hexproof, indestructible, lifelink, menace, reach, trample or vigilance counter on a permanent
causes it to have that keyword ability for as long as the counter is on it.

Applied in layer 6 (CR 613.1f: ability-adding effects, keyword counters, ability-removing
effects), after the keywords an Aura grants. The layer reads only the permanent's own counters
(part of the inputs computed characteristics are reused by), so it is cache-safe; a permanent
without counters (most) returns at once. Counters are named as printed ("first strike"); the
keyword they give is the engine's keyword name ("first_strike"). Other counters (+1/+1, stun,
charge, ...) give nothing here.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.game import Game
from app.engine.state import Characteristics, Permanent, StackObject

# counter name (CR 122.1b) -> keyword (app/engine/keywords.py)
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


def counter_keywords(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 6 (CR 613.1f, 122.1b): each keyword counter on the permanent gives its keyword."""
    if not isinstance(obj, Permanent):
        return
    counters = obj.counters
    if not counters:
        return
    for name, count in counters.items():
        keyword = KEYWORD_COUNTERS.get(name)
        if keyword is not None and count > 0 and keyword not in characteristics.keywords:
            characteristics.keywords.append(keyword)


registry.characteristic_layers.add(counter_keywords, order=61)
registry.layers_permanents_only.add(counter_keywords)
registry.characteristics_cache_safe.add(counter_keywords)  # reads the permanent's counters: in its inputs
