"""s17-tailf: "a creature spell that has an Adventure" (CR 715.2, 715.3): a spell of an adventurer card, a card with
the adventure layout. Cast as its Adventure (an instant or sorcery, 715.3b) it is no creature spell, so the
cast trigger's type test leaves it out; cast as the creature (from a hand, or from exile after its Adventure,
715.3d) it has one. A face-down spell has no Adventure (708.2). Asked by rules/cast_triggers.py
(`spell_has_adventure`)."""

from __future__ import annotations

from app.engine.game import Game
from app.engine.state import StackObject


def has_adventure(game: Game, spell: StackObject) -> bool:
    """Whether the spell is an adventurer card's (CR 715.2)."""
    if spell.face_down or spell.card is None:
        return False
    return game.definition(spell.card).layout == "adventure"
