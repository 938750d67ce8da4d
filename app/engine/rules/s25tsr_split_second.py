"""s25-tsr: split second (CR 702.61), "As long as this spell is on the stack, players can't cast spells or activate
abilities that aren't mana abilities." (docs/oracle-s25-tsr.md).

- CR 702.61a: while a spell with split second is on the stack, no player may cast a spell (a `cast` action, any spell,
  from any zone) or activate an ability that isn't a mana ability: an `activate` (a permanent's ability, loyalty,
  equip and crew abilities, an ability of a card in a hand or graveyard), `cycle` and `ninjutsu` are refused.
- CR 702.61b: players may still activate mana abilities (`tap_for_mana`, payments) and take special actions (turning a
  face-down permanent face up, suspending a card); triggered abilities still trigger and are put on the stack, and
  players still pass priority, so the stack resolves.
- Whether a spell has split second is read from its characteristics on the stack (CR 702.61a: "this spell"), one spell
  at a time, and only for a spell whose card's printed faces have the keyword (a fact of its definition).

Gating: the cast and activation verifiers ask `verify` only while the stack is not empty.
"""

from __future__ import annotations

from app.engine.cards import CardDefinition
from app.engine.characteristics import has_keyword
from app.engine.citations import cr
from app.engine.enums import StackObjectKind
from app.engine.errors import IllegalAction
from app.engine.game import Game

KEYWORD = "split_second"
_FACT = "s25tsr_split_second"
_SPELL = StackObjectKind.SPELL


def _printed(definition: CardDefinition) -> bool:
    faces = [definition, *(face for face in (definition.back_face,) if face is not None), *(definition.faces or ())]
    return any(KEYWORD in face.keywords for face in faces)


def split_second_spell(game: Game) -> str | None:
    """The id of a spell with split second on the stack, or None (CR 702.61a)."""
    for item in game.state.stack:
        if item.kind is not _SPELL or item.card is None or item.face_down:
            continue  # a face-down spell has no abilities (CR 708.2)
        definition = item.card if isinstance(item.card, CardDefinition) else game.catalog.get(item.card)
        if definition is None or not game.definition_fact(definition, _FACT, _printed):
            continue
        if has_keyword(game, item, KEYWORD):
            return item.id
    return None


def verify(game: Game, what: str) -> None:
    """Refuse casting a spell or activating an ability that isn't a mana ability while a spell with split second is on
    the stack (CR 702.61a); `what` names the refused action."""
    spell = split_second_spell(game)
    if spell is not None:
        raise IllegalAction("Split second", f"{what}: {spell} has split second and is on the stack, so no player can "
                            "cast spells or activate abilities that aren't mana abilities", [cr("702.61a")])
