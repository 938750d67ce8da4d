"""s24-hou: aftermath (CR 702.127), on the second half of a split card (709). "Aftermath" represents three static
abilities (702.127a): "You may cast this half of this split card from your graveyard", "This half of this split card
can't be cast from any zone other than a graveyard", and "If this spell was cast from a graveyard, exile it instead of
putting it anywhere else any time it would leave the stack".

- The definition is a split card (`layout` "split") whose right half has `keywords: ["aftermath"]`; the left half has
  no aftermath (cards.py refuses the keyword elsewhere).
- `cast` with `face: "right"` names the card in its caster's own graveyard: the aftermath half is cast from there (its
  timing, 117.1a, and its mana cost, 601.2f, as usual; only that half's characteristics on the stack, 709.3b). The same
  half named in a hand (or any other zone) is refused. The left half is cast from the hand as a split card's half is
  (709.3); from a graveyard only by another permission (flashback, "you may cast ... from your graveyard").
- The spell records `choices.aftermath`; as it leaves the stack (resolved, countered, every target illegal) it goes to
  exile instead of its owner's graveyard (rules/flashback.py `spell_destination`).
"""

from __future__ import annotations

from app.engine.cards import CardDefinition, CardFace
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.state import StackObject

KEYWORD = "aftermath"
AFTERMATH = "aftermath"  # the key in a spell's `choices`
CITES = (cr("702.127a"),)


def has_aftermath_half(definition: CardDefinition) -> bool:
    """Whether the card is a split card whose right half has aftermath."""
    faces = definition.faces
    return definition.layout == "split" and faces is not None and faces[1].has_keyword(KEYWORD)


def casts_from_graveyard(definition: CardDefinition, face: CardFace | None) -> bool:
    """Whether a `cast` of this graveyard card with `face` casts its aftermath half (CR 702.127a)."""
    return face == "right" and has_aftermath_half(definition)


def verify_zone(definition: CardDefinition, face: CardFace | None, zone: Zone) -> None:
    """Refuse the aftermath half cast from a zone other than a graveyard (CR 702.127a)."""
    if face == "right" and zone is not Zone.GRAVEYARD and has_aftermath_half(definition):
        assert definition.faces is not None
        raise IllegalAction(
            "Aftermath from the graveyard only",
            f"{definition.faces[1].name}, the aftermath half of {definition.name}, can be cast only from its owner's "
            f"graveyard, not from their {zone.value}",
            list(CITES),
        )


def record(spell: StackObject, cites: list[str]) -> None:
    """The aftermath half was cast from a graveyard: it will be exiled as it leaves the stack (CR 702.127a)."""
    spell.choices[AFTERMATH] = True
    cites.extend(CITES)


def exiled_as_it_leaves(item: StackObject) -> bool:
    return bool(item.choices.get(AFTERMATH))
