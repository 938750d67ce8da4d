"""s26-cmdb: "Choose a creature type. Draw a card for each permanent you control of that type." (Distant Melody; CR
608.2d: the choice is made as the spell resolves; 205.3m): the `Count` "s26cmdb_chosen_type:<spec>" counts the
permanents of the spec (its controller's, "you_control") that have the creature type chosen then: the resolve action's
`choices.chosen_creature_type` (one of CR 205.3m, any letter case; anything else is refused), or, when none is given,
the most common type among the creatures its controller controls (rules/chosen.py `default_creature_type`). The choice
is announced by the event `s26cmdb_creature_type_chosen` (with `stack_object`)."""

from __future__ import annotations

from app.engine.citations import cr
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
