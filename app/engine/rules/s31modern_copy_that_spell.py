"""s31-modern: "Whenever you cast an instant or sorcery spell, copy that spell. You may choose new targets for the
copy." (and "..., copy it.", "you may copy that spell", "you may pay {2}. If you do, copy that spell."): the
`copy_spell` effect of target "that_spell" in a cast trigger.

- CR 603.2, 601.2i: the cast trigger (rules/cast_triggers.py) triggers as the spell becomes cast; "that spell" is that
  spell, not a target (CR 115.1: nothing is chosen for it as the ability is put on the stack).
- CR 707.10: as the ability resolves, a copy of the spell is put on the stack under the ability's controller, with
  the spell's choices (rules/spell_copies.py `put_copy_on_stack`, as for "Copy target instant or sorcery spell");
  707.10c: "You may choose new targets for the copy." (the `resolve` action's `choices.copy_targets`).
- CR 608.2h: a spell that has left the stack by then (countered in response) is copied as it last existed there: the
  cast trigger records the spell as it was cast (only for an ability with such an effect, `recorded`), and the spell
  on the stack, if still there, is used instead.
- The reader writes the effect only in a cast trigger of instant and/or sorcery spells (a copy of a permanent spell
  becomes a token, CR 707.10f: not modelled; `put_copy_on_stack` refuses one as before).
"""

from __future__ import annotations

from typing import Any

from app.engine.cards import CopySpellEffect, effects_of
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.state import StackObject

THAT_SPELL = "that_spell"
_RECORDED = "s31modern_that_spell"  # the trigger's `choices`: the spell as it was cast (608.2h)
CITES = (cr("603.2"), cr("601.2i"), cr("608.2h"))


def copies_that_spell(ability: Any) -> bool:
    """Whether one of the ability's effects copies "that spell"."""
    return any(isinstance(effect, CopySpellEffect) and effect.target == THAT_SPELL for effect in effects_of(ability))


def recorded(ability: Any, spell: StackObject | None) -> dict[str, Any]:
    """The cast trigger's record of the spell that triggered it, for an ability that copies it (else nothing)."""
    if spell is None or not copies_that_spell(ability):
        return {}
    return {_RECORDED: spell.model_dump(mode="json")}


def that_spell(game: Game, item: StackObject) -> StackObject | None:
    """The spell whose casting triggered `item`: on the stack if it is still there, else as it last existed (608.2h);
    None for an ability no cast trigger made."""
    kept = item.choices.get(_RECORDED)
    if not isinstance(kept, dict):
        return None
    spell = StackObject.model_validate(kept)
    return game.stack_object(spell.id) or spell
