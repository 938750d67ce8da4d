"""Keyword counters (CR 122.1b) and returning a card to the battlefield with counters on it (s14-seasons,
docs/oracle-seasons.md).

- 122.1b: a keyword counter on a permanent gives it that keyword: "a permanent with an indestructible
  counter on it has indestructible". The keyword counters the engine knows are those of the keywords it
  models (flying, first strike, double strike, deathtouch, haste, hexproof, indestructible, lifelink,
  menace, reach, trample, vigilance); a counter is named as Oracle text writes it ("first strike").
  The keyword is added in layer 6 (613.1f lists keyword counters there), before the engine's
  effects that remove keywords ("loses flying until end of turn", applied later in the same layer), as
  the counter's timestamp is older than such an effect resolved after it (613.7).
- "Return target permanent card ... from your graveyard to the battlefield with an indestructible counter
  on it." (Season of the Burrow): `return_to_battlefield` with `with_counters`. The permanent enters with
  those counters (CR 122.6, 614.1c: counters an effect says it enters with are put on as it enters), so
  what checks the permanent as it enters already sees them.

Both hooks run only in a game that has such counters: the layer while some posted permanent has
counters or an effect of this module has put a keyword counter; the entering replacement while an
effect of this module is returning a card (`ability_presence.add_kind`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.engine import registry
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.ability_presence import add_kind
from app.engine.rules.zones import Entering
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
_KEYWORD_COUNTER_KIND = "counter:keyword"
_ENTERS_WITH_KIND = "effect:enters_with_counters"
_PENDING = "s14_enters_with_counters"  # game.rule_memory: object id -> the counters it enters with


def keyword_counters_layer(game: Game, obj: Any, characteristics: Characteristics) -> None:
    """Layer 6 (CR 613.1f, 122.1b): each keyword counter on a permanent gives it that keyword."""
    if not isinstance(obj, Permanent) or not obj.counters:
        return
    for counter, count in obj.counters.items():
        keyword = KEYWORD_COUNTERS.get(counter)
        if keyword is not None and count > 0 and keyword not in characteristics.keywords:
            characteristics.keywords.append(keyword)


def enter_with_counters(game: Game, object_id: str, counters: Mapping[str, int]) -> None:
    """Say that the card `object_id`, about to be put onto the battlefield by an effect, enters with
    `counters` on it (CR 122.6, 614.1c); `_put_counters_as_it_enters` puts them on."""
    if not counters:
        return
    add_kind(game, _ENTERS_WITH_KIND)
    if any(counter in KEYWORD_COUNTERS for counter in counters):
        add_kind(game, _KEYWORD_COUNTER_KIND)
    game.rule_memory.setdefault(_PENDING, {})[object_id] = dict(counters)


def _put_counters_as_it_enters(game: Game, entering: Entering) -> None:
    pending: dict[str, dict[str, int]] | None = game.rule_memory.get(_PENDING)
    if not pending:
        return
    counters = pending.pop(entering.permanent.id, None)
    if counters is None:
        return
    permanent = entering.permanent
    for counter, amount in counters.items():
        permanent.counters[counter] = permanent.counters.get(counter, 0) + amount
    game.changed(permanent)
    entering.cites += [cr("122.6"), cr("614.1c"), *(CITES if any(c in KEYWORD_COUNTERS for c in counters) else ())]
    entering.details["counters"] = dict(permanent.counters)


# Layer 6 (keywords), before the Auras' keywords (60) and the permanent's own effects (72: keywords lost).
registry.characteristic_layers.add(
    keyword_counters_layer, order=58, needs=(registry.posted_kind("counters"), _KEYWORD_COUNTER_KIND)
)
# After the face is settled and before `etb_counters` (60): the effect's counters are its own.
registry.enters_replacements.add(_put_counters_as_it_enters, order=55, needs=(_ENTERS_WITH_KIND,))
# It reads only the permanent's own counters, among the inputs of the characteristics cache
# (characteristics._inputs): computed characteristics may be reused.
registry.characteristics_cache_safe.add(keyword_counters_layer)
