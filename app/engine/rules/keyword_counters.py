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

Gating: the layer is one of a game's layers only while some permanent has had a keyword counter
(the kind `KIND`, `needs=(KIND,)`): counted when a posted state has one (`_posted`, as the game's
kinds are first decided) and added by `counters_put`, which every rule that puts a counter of a
name it doesn't fix calls (rules/zones.py entering with counters, effects_counters,
put_its_counters, double_counters, enters_with_counters, others_enter_with_counters). The rules
that put only counters of their own names (loyalty, lore, stun, finality, -1/-1) don't.

A card returned to the battlefield "with an indestructible / a flying / a +1/+1 counter on it"
(flicker, delayed returns, `return_to_battlefield.with_counters`) enters with them: rules/zones.py
`enter_battlefield(counters=...)` (CR 122.6, 614.1c), so what checks the permanent as it enters
already sees them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from operator import attrgetter
from typing import Any

from app.engine import registry
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.ability_presence import add_kind, posted_state_kinds
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
# The kind "some permanent has (had) a keyword counter during the request" (rules/ability_presence.py).
KIND = "object:keyword_counter"
_FOUND: frozenset[object] = frozenset((KIND,))
_NOT_FOUND: frozenset[object] = frozenset()
_COUNTERS = attrgetter("counters")
# s25-ncc: other counters a rule watches for, name -> the kind it `needs` (shield, rules/s25ncc_shield_counters.py)
WATCHED_COUNTERS: dict[str, str] = {}


# s35-std: replacement effects that change how many counters are put on a permanent (CR 614.1a; rules/
# s35std_more_counters.py): (game, permanent, counter, amount) -> the amount put instead
AMOUNT_MODIFIERS: list[Callable[[Game, Permanent, str, int], int]] = []


def modified_amount(game: Game, permanent: Permanent, counter: str, amount: int) -> int:
    """s35-std: how many `counter` counters are put on `permanent` when `amount` would be, after the replacement effects
    that change it (CR 614.1a): every rule that puts counters on a permanent asks (`put_counters`; a permanent entering
    with counters, CR 122.6)."""
    for modify in AMOUNT_MODIFIERS:
        amount = modify(game, permanent, counter, amount)
    return amount


def put_counters(
    game: Game, permanent: Permanent, counter: str, amount: int, cites: list[str], stack_object: str | None
) -> None:
    """Put `amount` counters of one kind on a permanent (CR 122.1) and say so with a `counters_put`
    event citing `cites` (the rule or effect that put them, the stack object it came from if any): the
    one place every rule puts counters (a keyword counter's layer, below; the permanent's
    characteristics to compute again; the event the counter triggers and chapter abilities see)."""
    amount = modified_amount(game, permanent, counter, amount)  # s35-std (CR 614.1a)
    permanent.counters[counter] = permanent.counters.get(counter, 0) + amount
    counters_put(game, (counter,))
    game.changed(permanent)
    game.emit("counters_put", cites, stack_object=stack_object, permanent=permanent.id, counter=counter,
              amount=amount, counters=dict(permanent.counters))


def remove_one(game: Game, permanent: Permanent, counter: str) -> None:
    """Remove one counter of that kind from the permanent (it has one), the kind dropped at none (CR 122.1); the
    caller says why with its event (s25-ncc: shared by stun and shield counters)."""
    left = permanent.counters[counter] - 1
    if left:
        permanent.counters[counter] = left
    else:
        del permanent.counters[counter]
    game.changed(permanent)


def counters_put(game: Game, names: Iterable[str]) -> None:
    """Counters of `names` were put on a permanent: a keyword counter among them makes the layer
    one of the game's from now on (CR 122.1b); a counter another rule watches, its kind."""
    names = tuple(names)
    if not KEYWORD_COUNTERS.keys().isdisjoint(names):
        add_kind(game, KIND)
    for name in names:
        if (watched := WATCHED_COUNTERS.get(name)) is not None:  # s25-ncc
            add_kind(game, watched)


def _posted(game: Game) -> frozenset[object]:
    """`KIND` when a permanent of the posted state has a keyword counter (s25-ncc: and the kind of each watched
    counter one has)."""
    battlefield = game.state.battlefield
    if not any(map(_COUNTERS, battlefield)):  # asked in C: most permanents have no counters
        return _NOT_FOUND
    found: set[object] = set()
    for permanent in battlefield:
        if permanent.counters and not KEYWORD_COUNTERS.keys().isdisjoint(permanent.counters):
            found.add(KIND)
        if permanent.counters and WATCHED_COUNTERS:  # s25-ncc
            found.update(WATCHED_COUNTERS[name] for name in permanent.counters if name in WATCHED_COUNTERS)
    return frozenset(found) if found else _NOT_FOUND


def keyword_counters_layer(game: Any, obj: Any, characteristics: Characteristics) -> None:
    """Layer 6 (CR 613.1f, 122.1b): each keyword counter on a permanent gives it that keyword."""
    if not isinstance(obj, Permanent) or not obj.counters:
        return
    for counter, count in obj.counters.items():
        keyword = KEYWORD_COUNTERS.get(counter)
        if keyword is not None and count > 0 and keyword not in characteristics.keywords:
            characteristics.keywords.append(keyword)


# Layer 6 (keywords), before the Auras' keywords (60) and the permanent's own effects (72: keywords lost).
registry.characteristic_layers.add(keyword_counters_layer, order=58, needs=(KIND,))
posted_state_kinds.append(_posted)
registry.layers_permanents_only.add(keyword_counters_layer)
# It reads only the permanent's own counters, among the inputs of the characteristics cache
# (characteristics._inputs): computed characteristics may be reused.
registry.characteristics_cache_safe.add(keyword_counters_layer)
