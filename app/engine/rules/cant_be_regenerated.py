""""Can't be regenerated this turn" (CR 701.19c) and "if it would die this turn, exile it
instead" (CR 614.1a, 700.4: to die is to be put into a graveyard from the battlefield).

- The `cant_be_regenerated` effect (Hurr Jackal: "Target creature can't be regenerated this
  turn."; Disintegrate: "If it's a creature, it can't be regenerated this turn, and if it would
  die this turn, exile it instead.") marks each permanent it affects: its regeneration shields
  don't replace its destruction (rules/regenerate.py), and, with `exiled_if_it_would_die`, going
  to a graveyard from the battlefield is replaced by going to exile (`registry.leave_destinations`).
- Both marks end as the cleanup step begins (CR 514.2), with the turn's other "this turn" effects.
- s23-c12: with `if_dealt_damage_this_way` (Incinerate: "A creature dealt damage this way can't be regenerated this
  turn."), only the creatures the resolving spell dealt damage to (read on a spell only).
"""

from __future__ import annotations

from operator import attrgetter

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CantBeRegeneratedEffect
from app.engine.citations import cr
from app.engine.enums import Step, Zone
from app.engine.game import Game
from app.engine.rules.effects_targets import affected, damage_source
from app.engine.state import Permanent, StackObject


def _resolve_cant_be_regenerated(game: Game, item: StackObject, effect: CantBeRegeneratedEffect,
                                 choices: Choices) -> None:
    dealt = s23c12_dealt_damage_this_way(game, item) if effect.if_dealt_damage_this_way else None
    for object_id in affected(game, item, effect.target):
        permanent = game.permanent(object_id)
        if permanent is None or (dealt is not None and object_id not in dealt):
            continue
        permanent.cant_be_regenerated = True
        permanent.exiled_if_it_would_die = permanent.exiled_if_it_would_die or effect.exiled_if_it_would_die
        game.changed(permanent)
        cites = [cr("608.2"), cr("701.19c"), *([cr("614.1a")] if effect.exiled_if_it_would_die else [])]
        game.emit("cant_be_regenerated", cites, stack_object=item.id, permanent=permanent.id,
                  exiled_if_it_would_die=permanent.exiled_if_it_would_die)


def s23c12_dealt_damage_this_way(game: Game, item: StackObject) -> set[str]:
    """s23-c12: the objects the resolving spell has dealt damage to ("A creature dealt damage this way", CR 120.1): the
    `damage_dealt` events of this request whose source is the spell (a spell deals damage only as it resolves, and
    resolves once; damage prevented is not dealt, CR 615.1, and has no such event)."""
    source = damage_source(item)
    return {event["to"] for event in game.events
            if event["type"] == "damage_dealt" and event.get("source") == source and event.get("amount", 0) > 0}


def _exiled_instead(game: Game, permanent: Permanent, destination: Zone) -> tuple[Zone, list[str]] | None:
    if destination is Zone.GRAVEYARD and permanent.exiled_if_it_would_die:
        return Zone.EXILE, [cr("614.1a"), cr("700.4")]
    if permanent.exiled_if_it_would_leave and destination is not Zone.EXILE:  # s25-mh: unearth (rules/s25mh_unearth.py)
        return Zone.EXILE, [cr("702.84a"), cr("614.1a")]
    return None


_CANT_BE_REGENERATED, _EXILED_IF_IT_WOULD_DIE = attrgetter("cant_be_regenerated"), attrgetter("exiled_if_it_would_die")


def _marks_end(game: Game) -> None:
    """CR 514.2: "this turn" effects end in the cleanup step."""
    battlefield = game.state.battlefield
    if not any(map(_CANT_BE_REGENERATED, battlefield)) and not any(map(_EXILED_IF_IT_WOULD_DIE, battlefield)):
        return  # most turns: no such mark (tested in C)
    for permanent in battlefield:
        if permanent.cant_be_regenerated or permanent.exiled_if_it_would_die:
            permanent.cant_be_regenerated = permanent.exiled_if_it_would_die = False
            game.changed(permanent)


registry.effect_resolvers["cant_be_regenerated"] = _resolve_cant_be_regenerated
registry.leave_destinations.add(_exiled_instead)
registry.step_begin[Step.CLEANUP].add(_marks_end, order=20)
