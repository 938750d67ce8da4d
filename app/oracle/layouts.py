"""Reading multi-faced cards (docs/layouts.md): modal double-faced cards (CR 712), adventurer
cards (715) and split cards (709), from card data that gives each face (Scryfall's `card_faces`,
MTGJSON's entries by `side` / `faceName`).

Each face is read by the reader's own per-face reading (`read_face`, passed in: the reader calls
this module, not the other way round). The definition is `{"name", "layout", "faces": [...]}`;
the engine derives the card's own characteristics from its faces (`CardDefinition`).

Support: `full` only when every face is `full`; `none` when a face can't be played (`none`), or
when the card is a split card with one permanent half and one nonpermanent half; `partial` otherwise (s34-dsk: a
split card whose halves are both permanents is a Room, 709.5, played by rules/s34dsk_rooms.py),
(s24-hou: a split card whose second half has aftermath, CR 702.127a, is read as a split card; rules/aftermath.py)
with every face's lines not modelled listed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from pydantic import ValidationError

from app.engine.cards import CardDefinition


class FaceFacts(Protocol):
    """What this module reads of card data (the reader's `CardFacts`)."""

    @property
    def name(self) -> str: ...
    @property
    def type_line(self) -> str: ...
    @property
    def oracle_text(self) -> str: ...
    @property
    def keywords(self) -> tuple[str, ...]: ...
    @property
    def layout(self) -> str | None: ...
    @property
    def faces(self) -> Sequence[FaceFacts]: ...


class FaceReading(Protocol):
    """What the reader's per-face reading gives (its `Reading`)."""

    @property
    def definition(self) -> dict[str, Any] | None: ...
    @property
    def support(self) -> str: ...
    @property
    def not_modelled(self) -> list[str]: ...


# (definition, support, not modelled): the reader's `Reading`, field by field.
Read = tuple[dict[str, Any] | None, str, list[str]]

LAYOUTS = frozenset({"modal_dfc", "adventure", "split"})
# MTGJSON's name for split cards with aftermath; Scryfall calls them "split".
_AFTERMATH_LAYOUT = "aftermath"
_PERMANENT_TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle")


def is_multi_faced(facts: FaceFacts) -> bool:
    """Whether `read_multi_faced` reads this card (a layout of this module, with faces)."""
    return bool(facts.faces) and facts.layout in (*LAYOUTS, _AFTERMATH_LAYOUT)


def _refusal(facts: FaceFacts) -> str | None:
    """Why this multi-faced card is not played at all, before reading its faces."""
    if len(facts.faces) != 2:
        return f"layout: {facts.layout} with {len(facts.faces)} faces (two are modelled)"
    if (facts.layout == _AFTERMATH_LAYOUT or any(_s24hou_aftermath_face(face) for face in facts.faces)) and (
        _s24hou_aftermath_face(facts.faces[0]) or not _s24hou_aftermath_face(facts.faces[1])
        or facts.layout not in ("split", _AFTERMATH_LAYOUT)
    ):
        return "layout: split with aftermath on a half other than the second (CR 702.127a)"
    permanent_halves = [any(word in face.type_line.split("—")[0].split() for word in _PERMANENT_TYPES)
                        for face in facts.faces]
    if facts.layout == "split" and any(permanent_halves) and not all(permanent_halves):
        return "layout: split card with one permanent half and one nonpermanent half"
    # s34-dsk: both halves permanents: a Room (split permanent, CR 709.5; rules/s34dsk_rooms.py)
    return None


def read_multi_faced(facts: Any, read_face: Callable[[Any], FaceReading]) -> Read:
    """The definition of a modal double-faced, adventurer or split card, its support and what is
    not modelled (the reader makes its `Reading` of them)."""
    refusal = _refusal(facts)
    if refusal is not None:
        return None, "none", [refusal]
    readings = [read_face(face) for face in facts.faces]
    not_modelled = [line for reading in readings for line in reading.not_modelled]
    faces = [reading.definition for reading in readings]
    if any(face is None for face in faces):
        return None, "none", not_modelled
    # s24-hou: MTGJSON's "aftermath" is a split card whose second half has aftermath (CR 709, 702.127a)
    layout = "split" if facts.layout == _AFTERMATH_LAYOUT else facts.layout
    definition: dict[str, Any] = {"name": facts.name, "layout": layout, "faces": faces}
    try:
        CardDefinition.model_validate(definition)
    except ValidationError as problem:
        return None, "none", [*not_modelled, f"card data the engine can't read: {problem.errors()[0]['msg']}"]
    if all(reading.support == "full" for reading in readings):
        return definition, "full", []
    return definition, "partial", not_modelled


# --- s24-hou ---


def _s24hou_aftermath_face(face: FaceFacts) -> bool:
    """Whether this half has aftermath (CR 702.127a): the keyword in card data, or its line in the text."""
    return ("aftermath" in (keyword.lower() for keyword in face.keywords) or face.oracle_text.startswith("Aftermath")
            or "\nAftermath" in face.oracle_text)
