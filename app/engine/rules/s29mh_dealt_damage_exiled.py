"""s29-mh: "~ deals 3 damage to each creature. If a creature dealt damage this way would die this turn, exile it
instead." / "~ deals 2 damage to any target. If a creature dealt damage this way would die this turn, exile it
instead." / "... If a permanent dealt damage this way would die this turn, exile it instead." (CR 614.1a: a replacement
effect; 700.4: "dies" is being put into a graveyard from the battlefield; 608.2c: the spell's instructions in order, so
the damage is dealt before this one; 120.3: damage to a creature or planeswalker).

The `exiled_if_it_would_die` effect with `dealt_damage_this_way` "creature" ("permanent") marks every creature (every
permanent) on the battlefield that the resolving spell itself dealt damage to (the `damage_dealt` events whose source is
the spell, CR 120.1; damage prevented was not dealt, 615.1, so it marks nothing), as the targeted form marks its target:
the mark, its replacement and its end at the cleanup step (514.2) are rules/cant_be_regenerated.py's. The reader reads
it only in a spell whose sentences before it are the spell's own damage (oracle lowering `s29mh_dealt_damage_joins`)."""

from __future__ import annotations

from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import CardType, StackObjectKind
from app.engine.game import Game
from app.engine.state import StackObject


def mark(game: Game, item: StackObject, what: str) -> None:
    """Mark each creature (permanent) the spell `item` dealt damage to (CR 614.1a, 608.2c)."""
    if item.kind is not StackObjectKind.SPELL:
        return
    dealt = {event.get("to") for event in game.events if event["type"] == "damage_dealt" and event.get("source") == item.id}
    for permanent in game.state.battlefield:
        if permanent.id not in dealt:
            continue
        characteristics = characteristics_of(game, permanent)
        if what == "creature" and (characteristics is None or CardType.CREATURE.value not in characteristics.types):
            continue
        permanent.exiled_if_it_would_die = True
        game.changed(permanent)
        game.emit("exiled_if_it_would_die", [cr("608.2c"), cr("614.1a")], stack_object=item.id,
                  permanent=permanent.id)
