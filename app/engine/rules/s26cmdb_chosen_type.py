"""s26-cmdb: "Choose a creature type. Draw a card for each permanent you control of that type." (Distant Melody; CR
608.2d: the choice is made as the spell resolves; 205.3m): the `Count` "s26cmdb_chosen_type:<spec>" counts the
permanents of the spec (its controller's, "you_control") that have the creature type chosen then: the resolve action's
`choices.chosen_creature_type` (one of CR 205.3m, any letter case; anything else is refused), or, when none is given,
the most common type among the creatures its controller controls (rules/chosen.py `default_creature_type`). The choice
is announced by the event `s26cmdb_creature_type_chosen` (with `stack_object`). While such a spell is on top of the
stack, `pending` asks for it (`asked_choice`: a `choose` of `chosen_creature_type` with the `values` and the `default`
used when the resolve action gives none), as it asks "As ~ enters, choose a creature type" (rules/chosen.py)."""

from __future__ import annotations

from typing import Any

from app.engine.cards import CardDefinition
from app.engine.citations import cr
from app.engine.creature_types import CREATURE_TYPES
from app.engine.enums import StackObjectKind
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.chosen import creature_type_named, default_creature_type
from app.engine.rules.count_of import count_of
from app.engine.state import StackObject

PREFIX = "s26cmdb_chosen_type:"


def chosen_type_count(game: Game, item: StackObject, value: str) -> int:
    given = game.choices.chosen_creature_type
    if given is not None:
        named = creature_type_named(given)
        if named is None:
            raise IllegalAction("Not a creature type", f"choices.chosen_creature_type {given!r} is not a creature type "
                                "of CR 205.3m", [cr("205.3m")])
        game.used_choices.add("chosen_creature_type")
    else:
        named = default_creature_type(game, item.controller)
    game.emit("s26cmdb_creature_type_chosen", [cr("608.2d"), cr("205.3m")], stack_object=item.id, creature_type=named,
              chosen=given is not None)
    return count_of(game, item, f"count:{value.removeprefix(PREFIX)}:{named}")


def _asks_a_creature_type(definition: CardDefinition) -> bool:
    return PREFIX in definition.model_dump_json()


def asked_choice(game: Game, item: StackObject) -> dict[str, Any] | None:
    """`pending`'s `choose` while a spell whose effect counts "of that type" after "Choose a creature type." is on top
    of the stack (the type is chosen as it resolves, CR 608.2d): `{"stack_object", "kind": "creature_type", "choice":
    "chosen_creature_type", "values", "default", "player"}`, answered in the resolve action's `choices`."""
    if item.kind is not StackObjectKind.SPELL or item.card is None or item.face_down:
        return None
    if not game.definition_fact(game.definition(item.card), "s26cmdb_asks_creature_type", _asks_a_creature_type):
        return None
    controller = item.controller or ""
    return {"stack_object": item.id, "kind": "creature_type", "choice": "chosen_creature_type",
            "values": sorted(CREATURE_TYPES), "default": default_creature_type(game, controller), "player": controller}
