"""s14-copies: a copy of a spell leaving the stack (CR 707.10a, 704.5e).

A copy of a spell (rules/spell_copies.py) is a `StackObject` whose `choices` hold `"copy": true`.
When it leaves the stack (it resolves, its targets are all illegal, it is countered, or it is
moved), it ceases to exist: "If a copy of a spell is in a zone other than the stack, it ceases to
exist" (CR 707.10a, a state-based action, 704.5e). The engine applies that at once, as it does for
a token leaving the battlefield (rules/zones.py): the copy is put in no zone. Every place that moves
a spell off the stack asks `ceases_to_exist` first; for a spell that is no copy it answers False
and costs one dictionary look-up.
"""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.enums import StackObjectKind
from app.engine.game import Game
from app.engine.state import StackObject

COPY = "copy"  # the `StackObject.choices` key that marks a copy of a spell (CR 707.10)
CITES = (cr("707.10a"), cr("704.5e"))


def is_copy(item: StackObject) -> bool:
    """Whether a stack object is a copy of a spell (CR 707.10)."""
    return item.kind is StackObjectKind.SPELL and bool(item.choices.get(COPY))


def ceases_to_exist(game: Game, item: StackObject, card: str | None = None) -> bool:
    """A spell leaving the stack: True (and an event) when it is a copy, which goes to no zone
    (CR 707.10a, 704.5e); False for a spell with a card, which the caller puts in its zone."""
    if not is_copy(item):
        return False
    game.emit("spell_copy_ceased_to_exist", list(CITES), stack_object=item.id, card=card)
    return True
