"""Read a pasted decklist into entries (quantity, name, set, collector number, section).

Pure text in, values out: no database. The formats, by the lines their exports write:

- Arena: `Deck` / `Sideboard` / `Commander` / `Companion` headers (an `About` block with
  `Name ...` first), card lines `4 Boulder Jockey (MB2) 324`.
- MTGO and plain text: `4 Boulder Jockey`; the sideboard after a blank line, or `SB: 2 Werewhat`.
- Moxfield and other sites: `4x Boulder Jockey`, `1 Sol Ring (CMR) 472 *F*`, `#tags` after
  the name, `SIDEBOARD:` / `Maybeboard` headers, `[MB2] Boulder Jockey` or `[MB2:324]`,
  Archidekt's `[Category]` after the printing.
- Comments: lines starting with `//` or `#` (a comment that is only a header word, such as
  `// Sideboard`, switches the section). Group headers such as `Creatures (20)` are skipped.

A line is never guessed at: one that is not a card line, a header, a comment or blank is
returned in `unparsed` with its line number and the reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_NAME_LENGTH = 200
MAX_QUANTITY = 999

# Header words (lower case, without a trailing colon or count) -> the section they open.
_SECTIONS: dict[str, str] = {
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
# Card-type group headers some sites write inside a section ("Creatures (20)"): no new section.
_GROUPS = frozenset(
    {
        "creature", "creatures", "land", "lands", "instant", "instants", "sorcery", "sorceries",
        "artifact", "artifacts", "enchantment", "enchantments", "planeswalker", "planeswalkers",
        "battle", "battles", "spells", "other spells", "other", "nonland", "nonlands",
    }
)

_HEADER = re.compile(r"^(?P<word>[A-Za-z][A-Za-z ]*?)\s*(?:\(\d+\))?\s*:?\s*(?:\(\d+\))?$")
_SIDEBOARD_PREFIX = re.compile(r"^SB:\s*", re.IGNORECASE)
# At most three digits: `1996 World Champion` is a card's name, not 1996 copies of one.
_QUANTITY = re.compile(r"^(?:(?P<n>\d{1,3})\s*[xX]?|[xX](?P<m>\d{1,3}))\s+(?P<rest>.*)$")
# Trailing markers: foil/etched (`*F*`, `*E*`), Moxfield tags (`#ramp`, `#!Removal`).
_TRAILING_TAGS = re.compile(r"(?:\s+#\S.*|\s+\*[A-Za-z]+\*)+$")
_SET = r"(?P<set>[A-Za-z0-9]{2,6})"
_NUMBER = r"(?P<number>[A-Za-z0-9★†\-]{1,10})"
# `Name (SET) 123`, `Name [SET] 123`, `Name (SET)`, `Name [SET:123]`
_SET_AFTER = re.compile(
    rf"^(?P<name>.+?)\s+[\(\[]{_SET}(?::(?P<inner>[A-Za-z0-9★†\-]{{1,10}}))?[\)\]](?:\s+{_NUMBER})?$"
)
# `[SET] Name`, `[SET:123] Name`
_SET_BEFORE = re.compile(r"^\[(?P<set>[A-Za-z0-9]{2,6})(?::(?P<inner>[A-Za-z0-9★†\-]{1,10}))?\]\s+(?P<name>.+)$")
_LETTER = re.compile(r"[^\W\d_]", re.UNICODE)


@dataclass(frozen=True, slots=True)
class DeckEntry:
    line: int  # 1-based line number in the pasted text
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


def _header(line: str) -> str | None:
    """The section a header line opens, `""` for a card-type group header, None if not a header."""
    match = _HEADER.match(line)
    if match is None:
        return None
    word = " ".join(match.group("word").lower().split())
    if word in _SECTIONS:
        return _SECTIONS[word]
    if word in _GROUPS:
        return ""
    return None


@dataclass(frozen=True, slots=True)
class _CardLine:
    quantity: int
    name: str
    set_code: str | None
    collector_number: str | None


def _card_line(line: str) -> _CardLine | str:
    """The card a line names, or why it is not a card line."""
    quantity = 1
    rest = line
    counted = _QUANTITY.match(line)
    if counted is not None:
        quantity = int(counted.group("n") or counted.group("m"))
        rest = counted.group("rest")
    elif line.isdigit():
        return "a quantity without a card name"
    if quantity < 1 or quantity > MAX_QUANTITY:
        return f"the quantity must be between 1 and {MAX_QUANTITY}"
    rest = _TRAILING_TAGS.sub("", rest.strip())
    set_code: str | None = None
    number: str | None = None
    after = _SET_AFTER.match(rest)
    # Archidekt writes a category after the printing (`Sol Ring (CMR) 472 [Ramp]`): the
    # printing is the one nearer the name.
    while after is not None and (nearer := _SET_AFTER.match(after.group("name"))) is not None:
        after = nearer
    before = _SET_BEFORE.match(rest) if after is None else None
    if after is not None:
        rest, set_code = after.group("name"), after.group("set")
        number = after.group("inner") or after.group("number")
    elif before is not None:
        rest, set_code, number = before.group("name"), before.group("set"), before.group("inner")
    name = " ".join(rest.split())
    if not name:
        return "no card name"
    if not _LETTER.search(name):
        return "a card name must have letters"
    if len(name) > MAX_NAME_LENGTH:
        return f"a card name is at most {MAX_NAME_LENGTH} characters"
    return _CardLine(quantity, name, set_code.upper() if set_code else None, number)


def parse_decklist(text: str) -> Decklist:
    entries: list[DeckEntry] = []
    unparsed: list[UnparsedLine] = []
    section = "main"
    main_entries = 0
    # MTGO and old Arena exports: the sideboard follows the main deck after a blank line, with
    # no header. Only once, and only when the main deck had no header of its own saying so.
    blank_after_main = False
    explicit_main = False
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip().lstrip("\ufeff")
        if not line:
            if section == "main" and main_entries and not explicit_main:
                blank_after_main = True
            if section == "about":
                section = "main"
            continue
        if line.startswith(("//", "#")):
            header = _header(line.lstrip("/#").strip())
            if header:
                section, blank_after_main = header, False
                explicit_main = explicit_main or header == "main"
            continue
        header = _header(line)
        if header is not None:
            if header:
                section, blank_after_main = header, False
                explicit_main = explicit_main or header == "main"
            continue
        if section == "about":  # Arena's `About` block: `Name My Deck`, not cards
            continue
        sideboard = _SIDEBOARD_PREFIX.match(line)
        entry_section = section
        if sideboard is not None:
            line_body, entry_section = line[sideboard.end() :], "sideboard"
        else:
            line_body = line
            if blank_after_main and section == "main":
                section = entry_section = "sideboard"
        parsed = _card_line(line_body)
        if isinstance(parsed, str):
            unparsed.append(UnparsedLine(number, line, parsed))
            continue
        if entry_section == "main":
            main_entries += 1
        entries.append(
            DeckEntry(
                line=number,
                text=line,
                quantity=parsed.quantity,
                name=parsed.name,
                section=entry_section,
                set_code=parsed.set_code,
                collector_number=parsed.collector_number,
            )
        )
    return Decklist(entries=tuple(entries), unparsed=tuple(unparsed))
