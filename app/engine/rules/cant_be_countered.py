""" "This spell can't be countered." (Oracle "~ can't be countered."; CR 101.2: when an effect
would counter the spell and the spell says it can't be, the "can't" wins; countering is 701.6a).

A static ability of the card (`cant_be_countered`), which works while it is a spell on the stack
(CR 113.6: an instant or sorcery's abilities function on the stack; a permanent spell's own
"can't be countered" too). The spell can still be targeted by a counterspell: the counterspell
resolves and does nothing to it (`counter_prevented`), as does a ward trigger's "counter that
spell" (rules/ward.py asks `cant_be_countered` too). A face-down spell has no abilities (708.2)."""

from __future__ import annotations

from app.engine.cards import CantBeCounteredAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.enums import StackObjectKind
from app.engine.game import Game
from app.engine.state import StackObject

CITES = (cr("101.2"), cr("701.6a"))


def cant_be_countered(game: Game, spell: StackObject) -> bool:
    """Whether this stack object is a spell that can't be countered."""
    if spell.kind is not StackObjectKind.SPELL or spell.face_down or spell.card is None:
        return False
    return any(isinstance(ability, CantBeCounteredAbility) for ability in current_face(game, spell).abilities)


def note_not_countered(game: Game, by: StackObject, spell: StackObject) -> None:
    """The event saying `by` tried to counter `spell`, which can't be countered."""
    game.emit(
        "counter_prevented",
        list(CITES),
        stack_object=by.id,
        spell=spell.id,
        note=f"{spell.id} can't be countered: it stays on the stack",
    )
