"""s32-ma: suspect (CR 701.60; docs/oracle-s32-ma.md): the `suspect` effect, "Suspect it." / "suspect up to one target
creature you control".

- CR 701.60a: the creature the effect names becomes suspected (the permanent's `suspected`) until it leaves the
  battlefield (a new object, 400.7). 701.60b: a designation, neither an ability nor a copiable value. 701.60d: a
  suspected permanent can't become suspected again (nothing happens).
- CR 701.60c: a suspected permanent has menace (added to its keywords where keywords are added, layer 6, 613.1f) and
  "This creature can't block" (a restriction on declaring blockers, 509.1b) for as long as it's suspected. Not modelled:
  an effect making it lose all abilities doesn't take those two away here.
- The layer and the restriction run only in games with a suspected permanent (posted, or suspected by an effect); a game
  in which an effect suspects a permanent reuses no computed characteristics from then on (the designation is not among
  a permanent's cache inputs; a posted one doesn't change while it is reused).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S32maSuspectEffect
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.ability_presence import add_kind
from app.engine.rules.effects_targets import affected
from app.engine.state import Characteristics, Permanent, StackObject

SUSPECTED = "object:s32ma_suspected"  # a kind: some permanent became suspected during the request
_POSTED = registry.posted_kind("suspected")


def _resolve(game: Game, item: StackObject, effect: S32maSuspectEffect, choices: Choices) -> None:
    for permanent_id in affected(game, item, effect.target):
        permanent = game.permanent(permanent_id)
        if permanent is None or permanent.suspected or not _is_creature(game, permanent):
            continue  # gone, already suspected (CR 701.60d), or no creature to suspect (701.60a)
        permanent.suspected = True
        if game.characteristics_cacheable:  # its menace is computed from now on: nothing computed before is reused
            game.characteristics_cacheable = False
            game.characteristics_cache.clear()
            game.changed_permanents = None
        game.changed(permanent)
        add_kind(game, SUSPECTED)
        game.emit("suspected", [cr("701.60a"), cr("701.60c")], stack_object=item.id, source=item.source,
                  permanent=permanent.id)


def _is_creature(game: Game, permanent: Permanent) -> bool:
    seen = characteristics_of(game, permanent)
    return seen is not None and "Creature" in seen.types


def is_suspected(game: Game, permanent_id: str | None) -> bool:
    """s32-r2mkm: whether the permanent is on the battlefield and suspected (CR 701.60a; "If ~ is suspected", a rider's
    condition, rules/riders.py)."""
    permanent = game.permanent(permanent_id) if permanent_id is not None else None
    return permanent is not None and permanent.suspected


def suspected_menace(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """CR 701.60c: a suspected permanent has menace."""
    if isinstance(obj, Permanent) and obj.suspected and "menace" not in characteristics.keywords:
        characteristics.keywords.append("menace")


def _cant_block(game: Game, blocker: Permanent, attacker: Permanent) -> Refusal | None:
    if blocker.suspected:
        return Refusal(f"{blocker.id} is suspected: it can't block", (cr("701.60c"), cr("509.1b")), title="Can't block")
    return None


registry.effect_resolvers["suspect"] = _resolve
registry.characteristic_layers.add(suspected_menace, order=60, needs=(SUSPECTED, _POSTED))
# Cache-safe: a permanent's `suspected` changes only by `_resolve`, which turns the reuse off for the rest of the game;
# a posted suspected permanent stays so (or leaves: a new object) while its characteristics are reused.
registry.characteristics_cache_safe.add(suspected_menace)
registry.block_restrictions.add(_cant_block, needs=(SUSPECTED, _POSTED))
