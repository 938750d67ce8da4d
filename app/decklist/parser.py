"""Read a decklist, whatever wrote it, into entries (quantity, name, set, collector number,
section): the public entry point, `parse_decklist`, a pure function of the text.

The format is found by content, in this order (docs/decklists.md):
1. XML (the first thing is `<`): MTGO `.dek` (`<Deck>` with `<Cards .../>`) or Cockatrice
   `.cod` (`<cockatrice_deck>` with `<zone>`s of `<card .../>`).
2. Forge `.dck`: the first bracketed line is a Forge section (`[metadata]`, `[Main]`, ...).
3. CSV: the first line is a header naming a card-name column and a quantity or set column
   (Moxfield, TappedOut, Deckbox, ManaBox, Archidekt and other exports).
4. Text, one card a line: Arena, MTGO, Moxfield, Archidekt or a plain list (app/decklist/text.py).

Whatever the format, the work is linear in the text's length.
"""

from __future__ import annotations

from app.decklist.files import csv_header, is_forge, parse_csv, parse_forge, parse_xml
from app.decklist.model import MAX_NAME_LENGTH, MAX_QUANTITY, DeckEntry, Decklist, UnparsedLine
from app.decklist.text import parse_text

__all__ = ["MAX_NAME_LENGTH", "MAX_QUANTITY", "DeckEntry", "Decklist", "UnparsedLine", "parse_decklist"]


def _first_line(lines: list[str]) -> str:
    for raw in lines:
        line = raw.strip().lstrip("\ufeff").strip()
        if line and not line.lower().startswith(('"sep=', "sep=")):
            return line
    return ""


def parse_decklist(text: str) -> Decklist:
    if text.lstrip("\ufeff \t\r\n").startswith("<"):
        return parse_xml(text)
    lines = text.splitlines()
    if is_forge(lines):
        return parse_forge(text)
    if csv_header(_first_line(lines)) is not None:
        return parse_csv(text)
    return parse_text(text)
