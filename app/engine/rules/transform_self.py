"""s16-transform: "transform ~" as the effect of a permanent's own triggered or activated ability (the
`transform_self` effect; docs/oracle-transform.md).

- CR 701.27a: to transform a permanent is to turn it over so that its other face is up. It stays the
  same object: its counters, damage, attachments and tapped status stay (the permanent's other fields
  are untouched); its characteristics are the face now up (712.8, rules/characteristics.py).
- CR 701.27c: a permanent that isn't a transforming double-faced card (a token, a card with one face)
  or is face down doesn't transform; nothing happens.
- CR 701.27f: an activated or triggered ability of a permanent that tries to transform it does so only
  if it hasn't transformed since the ability was put onto the stack. Whenever a permanent transforms
  (any cause: this effect, day/night, Moonmist), the abilities of that permanent then on the stack are
  marked (`StackObject.source_transformed`); such an ability's "transform ~" does nothing.
- Daybound/nightbound permanents transform only by day/night (ruling 8e34a2293482104c,
  rules/day_night.py `transform_refusal`).
- The source must still be on the battlefield: an ability whose source has left does nothing to it.
- "When this creature [enters or] transforms into ~, ..." (the trigger "transforms_into", CR 603.2): as a
  permanent transforms (any cause), the abilities of the face now up with that trigger trigger; it entering
  with that face up (daybound at night, "return it transformed") is not transforming.
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import TransformSelfEffect
from app.engine.citations import cr
from app.engine.enums import StackObjectKind
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import trigger_needs
from app.engine.rules.event_triggers import abilities_with, triggered
from app.engine.rules.transform import transform_permanent
from app.engine.state import StackObject


def _resolve(game: Game, item: StackObject, effect: TransformSelfEffect, choices: Choices) -> None:
    transform_source(game, item)


def transform_source(game: Game, item: StackObject) -> None:
    """The ability's source transforms (CR 701.27a), unless it left the battlefield, has transformed since the
    ability was put onto the stack (701.27f) or can't (701.27c). s21-dfc: public for rules/library.py."""
    permanent = game.permanent(item.source or "")
    if permanent is None:
        return  # its source left the battlefield: there is nothing to transform
    if item.source_transformed:
        game.emit(
            "transform_ignored",
            [cr("701.27f")],
            permanent=permanent.id,
            reason="it has transformed since this ability was put onto the stack; it doesn't transform again",
        )
        return
    transform_permanent(game, permanent, [cr("701.27c")], [cr("701.27a"), cr("712.8")])


def _mark_abilities_on_the_stack(game: Game, event: dict[str, Any]) -> list[Any]:
    """CR 701.27f: the abilities of a permanent that has just transformed, on the stack now, may no longer
    transform it. A detector of `transformed` events that triggers nothing."""
    permanent = event.get("permanent")
    for item in game.state.stack:
        if item.source == permanent and item.kind is not StackObjectKind.SPELL and not item.source_transformed:
            item.source_transformed = True
    return []


_TRANSFORMS_INTO = frozenset({"transforms_into"})
_INTO_CITES = [cr("603.2"), cr("701.27a")]


def _transformed_into(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """ "When this creature transforms into ~": the face now up is the one with the ability."""
    permanent = game.permanent(event.get("permanent") or "")
    if permanent is None:
        return []
    named = {"that_permanent": permanent.id, "that_player": permanent.controller}
    return [
        triggered(permanent, index, "transforms_into", named, _INTO_CITES)
        for index, _ability in abilities_with(game, permanent, _TRANSFORMS_INTO)
    ]


registry.effect_resolvers["transform_self"] = _resolve
registry.trigger_detectors.add(_mark_abilities_on_the_stack, events=("transformed",))
keyword_triggers.watch("transformed", _transformed_into, needs=trigger_needs(_TRANSFORMS_INTO))
