"""The legend rule (CR 704.5j, 2025-02-07 edition), a state-based action: "If a player controls
two or more legendary permanents with the same name, that player chooses one of them, and the
rest are put into their owners' graveyards."

- The choice is the action's `choices.legend_rule_keep`: the id of the permanent to keep (or a
  list, one id per name when several names are affected by the same check). A kept id that is
  not one of the permanents the rule applies to, or two kept ids for one name, is refused.
- Default, when the action makes no choice: the controller keeps the newest one, the last of them
  in battlefield order (a permanent entering is put at the end of the battlefield; in a posted
  state, the list order is the order they entered). That is the usual reason to play a second
  copy of a legend: to replace the one already there.
- A face-down permanent has no name (CR 708.2), so it is never affected. Names are compared
  as the permanents' current characteristics give them (a transformed permanent has its back
  face's name).
- Only a permanent that changed can start a new violation (the checks last found none), so the
  rule looks at the names of the changed permanents first (see `Game.permanents_to_check`);
  control of a permanent never changes in this engine. And a permanent none of whose faces is
  printed legendary is not legendary while no effect changes names or supertypes (no layer 1-4
  hook, CR 613.1a-d): those are passed over without computing their characteristics.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine import registry
from app.engine.cards import CardDefinition
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, is_in
from app.engine.rules.zones import leave_battlefield
from app.engine.state import Permanent

LEGEND_RULE = cr("704.5j")
_LEGENDARY = "Legendary"

Thunk = Callable[[], None]


def _legendary_name(game: Game, permanent: Permanent) -> str | None:
    characteristics = characteristics_of(game, permanent)
    if characteristics is None or characteristics.name is None or _LEGENDARY not in characteristics.supertypes:
        return None
    return characteristics.name


def _kept(game: Game, group: list[Permanent]) -> Permanent:
    """The one of `group` its controller keeps: the chosen one, else the newest."""
    wanted = game.choices.legend_rule_keeps()
    chosen = [permanent for permanent in group if permanent.id in wanted]
    if len(chosen) > 1:
        raise IllegalAction("One legend to keep", f"choices.legend_rule_keep names {chosen[0].id!r} and "
                            f"{chosen[1].id!r}, two legendary permanents with the same name; the legend rule "
                            "keeps exactly one of them", [LEGEND_RULE])
    if chosen:
        # The choice is used; and which id was, for the ids left over (see `legend_rule`).
        game.used_choices.update(("legend_rule_keep", f"legend_rule_keep:{chosen[0].id}"))
        return chosen[0]
    return group[-1]


def _printed_legendary(definition: CardDefinition | None) -> bool:
    while definition is not None:
        if _LEGENDARY in definition.supertypes:
            return True
        definition = definition.back_face
    return False


def _may_be_legendary(game: Game, permanent: Permanent) -> bool:
    """Whether any face the permanent could show is printed legendary: when none is, it isn't
    (while no effect changes names or supertypes: no layer 1-4 effect, CR 613.1a-d). Much cheaper
    than its characteristics, and asked at every check."""
    card = permanent.card
    if permanent.face_down or card is None:
        return False
    front = card if isinstance(card, CardDefinition) else game.catalog[card]  # `game.definition`, inlined
    merged = permanent.back_face_card
    if merged is None and front.back_face is None:
        return _LEGENDARY in front.supertypes  # the common case: one face
    return _printed_legendary(front) or (merged is not None and _printed_legendary(game.definition(merged.card)))


_RENAMING: list[Any] = [None, 0, False]  # the layers' run order and len(layers_keeping_names) it was decided for, the answer


def _layers_may_rename() -> bool:
    # Layers 1-4 (copy, control, text, type: orders below 50) can change a name or a supertype.
    # Decided again only when a layer was registered since (`run_order` is then a new tuple).
    layers, keeping = registry.characteristic_layers.run_order, len(registry.layers_keeping_names)
    if _RENAMING[0] is not layers or _RENAMING[1] != keeping:
        _RENAMING[:] = [layers, keeping, any(order < 50 and hook not in registry.layers_keeping_names
                                             for order, hook in registry.characteristic_layers.with_orders())]
    return bool(_RENAMING[2])


def legend_rule(game: Game) -> list[Thunk]:
    changed = game.changed_permanents
    if changed is not None and not changed:
        return []  # nothing changed since the checks last found nothing to do
    check_all = _layers_may_rename()  # else only those that may be legendary (`_may_be_legendary`)
    bearers = game.state.ring_bearers  # s34-ltr: a Ring-bearer may be legendary too (CR 701.54c; rules/s34ltr_ring.py)
    wanted: set[str] | None = None  # None: every name
    if changed is not None:
        # The checks last found no two alike: only a changed permanent can make a pair now.
        # (In any order, and one that left the battlefield since only adds a name to look for.)
        wanted = {name for permanent in changed.values()
                  if (check_all or _may_be_legendary(game, permanent) or (bearers and permanent.id in bearers.values()))
                  and (name := _legendary_name(game, permanent)) is not None}
        if not wanted:
            return []
    groups: dict[tuple[str, str], list[Permanent]] = {}
    catalog = game.catalog
    for permanent in game.state.battlefield:
        if not check_all:
            # `_may_be_legendary`, its common case inlined (one face, face up: printed legendary?)
            card = permanent.card
            front = catalog[card] if isinstance(card, str) else card
            if front is None or permanent.face_down:
                continue
            if permanent.back_face_card is None and front.back_face is None:
                if _LEGENDARY not in front.supertypes and not (bearers and permanent.id in bearers.values()):
                    continue
            elif not _may_be_legendary(game, permanent) and not (bearers and permanent.id in bearers.values()):
                continue
        name = _legendary_name(game, permanent)
        if name is not None and (wanted is None or name in wanted):
            groups.setdefault((permanent.controller or "", name), []).append(permanent)
    thunks: list[Thunk] = []
    for (controller, name), group in groups.items():
        if len(group) < 2:
            continue
        kept = _kept(game, group)
        for permanent in group:
            if permanent is not kept:
                thunks.append(_put_into_graveyard(game, permanent, kept, controller, name))
    # An id kept by no check of this action (this one or an earlier one) is a mistaken choice.
    unmatched = [object_id for object_id in game.choices.legend_rule_keeps()
                 if f"legend_rule_keep:{object_id}" not in game.used_choices]
    if thunks and unmatched:
        raise IllegalAction("Not a legend to choose", f"choices.legend_rule_keep names {unmatched[0]!r}, which is "
                            "not one of the legendary permanents with the same name that the legend rule applies "
                            "to now", [LEGEND_RULE])
    return thunks


def _put_into_graveyard(game: Game, permanent: Permanent, kept: Permanent, controller: str, name: str) -> Thunk:
    def perform() -> None:
        if is_in(game.state.battlefield, permanent):
            leave_battlefield(game, permanent, Zone.GRAVEYARD, cites=[LEGEND_RULE],
                              reason=f"legend rule: {controller} controls two or more legendary permanents named "
                                     f"{name} and keeps {kept.id}")
    return perform


# After creatures die (order 20): all state-based actions are performed at once anyway (CR 704.3).
registry.state_based_actions.add(legend_rule, order=25, events=(registry.CHANGED,))
