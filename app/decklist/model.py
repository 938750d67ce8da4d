"""What a parsed decklist is: its entries, the lines that are not cards, and the format read."""

from __future__ import annotations

from dataclasses import dataclass

MAX_NAME_LENGTH = 200
MAX_QUANTITY = 999

# Formats, by what `parse_decklist` reports in `Decklist.format` (docs/decklists.md).
FORMATS = (
    "arena",
    "mtgo",
    "moxfield",
    "archidekt",
    "plain",  # text, one card a line
    "mtgo_dek",
    "cockatrice_cod",
    "xml",  # XML (`xml`: neither of those, or refused before its root element was read)
    "forge_dck",  # Forge's [sections] with `N Name|SET`
    "moxfield_csv",
    "tappedout_csv",
    "deckbox_csv",
    "manabox_csv",
    "archidekt_csv",
    "csv",  # CSV exports
)

# Section words (lower case, without a trailing colon or count) -> the section they open.
SECTIONS: dict[str, str] = {
    "deck": "main",
    "main": "main",
    "maindeck": "main",
    "main deck": "main",
    "mainboard": "main",
    "sideboard": "sideboard",
    "side": "sideboard",
    "sb": "sideboard",
    "commander": "commander",
    "commanders": "commander",
    "companion": "companion",
    "companions": "companion",
    "maybeboard": "maybeboard",
    "maybe": "maybeboard",
    "considering": "maybeboard",
    "about": "about",
}


@dataclass(frozen=True, slots=True)
class DeckEntry:
    line: int  # 1-based line number in the text (for a CSV row or an XML element: where it starts)
    text: str  # the line as written (trimmed)
    quantity: int
    name: str
    section: str  # main | sideboard | commander | companion | maybeboard
    set_code: str | None = None  # upper case
    collector_number: str | None = None


@dataclass(frozen=True, slots=True)
class UnparsedLine:
    line: int
    text: str
    reason: str


@dataclass(frozen=True, slots=True)
class Decklist:
    entries: tuple[DeckEntry, ...]
    unparsed: tuple[UnparsedLine, ...]
    format: str = "plain"


def card_name_problem(name: str) -> str | None:
    """Why `name` cannot be a card's name, or None."""
    if not name:
        return "no card name"
    if not any(ch.isalpha() for ch in name):
        return "a card name must have letters"
    if len(name) > MAX_NAME_LENGTH:
        return f"a card name is at most {MAX_NAME_LENGTH} characters"
    return None


def quantity_of(text: str) -> int | str:
    """A record's quantity field as a number, or why it is not one."""
    value = text.strip()
    if not value:
        return 1
    if not (value.isascii() and value.isdigit()) or len(value) > 3:
        return f"the quantity {value[:20]!r} is not a number between 1 and {MAX_QUANTITY}"
    quantity = int(value)
    if quantity < 1 or quantity > MAX_QUANTITY:
        return f"the quantity must be between 1 and {MAX_QUANTITY}"
    return quantity
