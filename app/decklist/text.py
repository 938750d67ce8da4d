"""Decklists as text, one card a line: Arena, MTGO, Moxfield, Archidekt and plain lists.

The lines their exports write:

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

Every pattern here is anchored and unambiguous, and the rest is done with string methods
scanning from one end, so a line costs time linear in its length however it is written
(tests/reliability/test_regexes_linear.py proves the patterns; test_text_linear_time.py times
the whole).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.decklist.model import MAX_QUANTITY, SECTIONS, DeckEntry, Decklist, UnparsedLine, card_name_problem

# Card-type group headers some sites write inside a section ("Creatures (20)"): no new section.
_GROUPS = frozenset(
    {
        "creature",
        "creatures",
        "land",
        "lands",
        "instant",
        "instants",
        "sorcery",
        "sorceries",
        "artifact",
        "artifacts",
        "enchantment",
        "enchantments",
        "planeswalker",
        "planeswalkers",
        "battle",
        "battles",
        "spells",
        "other spells",
        "other",
        "nonland",
        "nonlands",
    }
)

_SIDEBOARD_PREFIX = re.compile(r"^SB:\s*", re.IGNORECASE)
# At most three digits: `1996 World Champion` is a card's name, not 1996 copies of one. The
# optional `x` comes with the spaces before it, so one run of spaces is read one way only.
# The rest starts with a non-space, so where the spaces end is not a choice either.
_QUANTITY = re.compile(r"^(?:(?P<n>\d{1,3})(?:\s*[xX])?|[xX](?P<m>\d{1,3}))\s+(?P<rest>\S.*)")
# A printing in brackets: `(SET)`, `[SET]`, `(SET:123)`, `[SET:123]` (bounded length).
_BRACKETED_SET = re.compile(r"[\(\[](?P<set>[A-Za-z0-9]{2,6})(?::(?P<inner>[A-Za-z0-9★†\-]{1,10}))?[\)\]]")
_NUMBER = re.compile(r"[A-Za-z0-9★†\-]{1,10}")
_COUNT = re.compile(r"\(\d+\)")
# Moxfield tags: whitespace, `#`, then not a space; the rest of the line is tags.
_TAGS = re.compile(r"\s#\S")


def header(line: str) -> str | None:
    """The section a header line opens (`Sideboard`, `SIDEBOARD:`, `Sideboard (15)`), `""` for a
    card-type group header (`Creatures (20)`), None if the line is not a header."""
    word = line.strip()
    # A word, then optionally a count, a colon and a count, in that order: peel them off the end.
    for _ in range(3):
        if word.endswith(")") and (start := word.rfind("(")) >= 0 and _COUNT.fullmatch(word, start):
            word = word[:start].rstrip()
        elif word.endswith(":"):
            word = word[:-1].rstrip()
    if not word or not (word.isascii() and word[0].isalpha() and word.replace(" ", "").isalpha()):
        return None
    word = " ".join(word.lower().split())
    if word in SECTIONS:
        return SECTIONS[word]
    if word in _GROUPS:
        return ""
    return None


def _strip_markers(text: str) -> str:
    """The line without Moxfield's trailing tags (`#ramp #!Staples`, the rest of the line) and
    foil or etched markers (`*F*`, `*E*`, each after a space)."""
    tags = _TAGS.search(text)
    end = tags.start() if tags is not None else len(text)
    while end > 0 and text[end - 1].isspace():
        end -= 1
    while end > 0 and text[end - 1] == "*":
        start = text.rfind("*", 0, end - 1)
        marker = text[start + 1 : end - 1]
        if start <= 0 or not marker or not (marker.isascii() and marker.isalpha()) or not text[start - 1].isspace():
            break
        end = start
        while end > 0 and text[end - 1].isspace():
            end -= 1
    return text[:end]


@dataclass(frozen=True, slots=True)
class _Printing:
    name_end: int  # the name is text[:name_end]
    set_code: str
    number: str | None


def _printing_after(text: str, end: int) -> _Printing | None:
    """`Name (SET) 123`, `Name [SET] 123`, `Name (SET)`, `Name [SET:123]` in text[:end]: the
    printing at the end, with where the name before it ends."""
    while end > 0 and text[end - 1].isspace():
        end -= 1
    number: str | None = None
    if end and text[end - 1] not in ")]":
        start = end
        while start > 0 and end - start <= 10 and not text[start - 1].isspace():
            start -= 1
        if not _NUMBER.fullmatch(text, start, end):
            return None
        number = text[start:end]
        end = start
        while end > 0 and text[end - 1].isspace():
            end -= 1
    if not end or text[end - 1] not in ")]":
        return None
    # A printing in brackets is at most 19 characters: look no further back than that.
    window = max(0, end - 20)
    start = max(text.rfind("(", window, end), text.rfind("[", window, end))
    bracket = _BRACKETED_SET.fullmatch(text, start, end) if start > 0 else None
    if bracket is None or not text[start - 1].isspace():
        return None
    if bracket.group("inner") is not None:
        if number is not None:
            return None
        number = bracket.group("inner")
    name_end = start
    while name_end > 0 and text[name_end - 1].isspace():
        name_end -= 1
    if name_end == 0:
        return None
    return _Printing(name_end, bracket.group("set"), number)


@dataclass(frozen=True, slots=True)
class CardLine:
    quantity: int
    name: str
    set_code: str | None
    collector_number: str | None


def card_line(line: str) -> CardLine | str:
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
    rest = _strip_markers(rest.strip())
    set_code: str | None = None
    number: str | None = None
    printing = _printing_after(rest, len(rest))
    # Archidekt writes a category after the printing (`Sol Ring (CMR) 472 [Ramp]`): the
    # printing is the one nearer the name.
    while printing is not None and (nearer := _printing_after(rest, printing.name_end)) is not None:
        printing = nearer
    if printing is not None:
        rest, set_code, number = rest[: printing.name_end], printing.set_code, printing.number
    elif rest.startswith("[") and (close := rest.find("]")) > 0:
        # `[SET] Name`, `[SET:123] Name`
        before = _BRACKETED_SET.fullmatch(rest, 0, close + 1)
        if before is not None and rest[close + 1 : close + 2].isspace() and rest[close + 1 :].strip():
            rest, set_code, number = rest[close + 1 :], before.group("set"), before.group("inner")
    name = " ".join(rest.split())
    problem = card_name_problem(name)
    if problem is not None:
        return problem
    return CardLine(quantity, name, set_code.upper() if set_code else None, number)


def text_format(lines: list[str]) -> str:
    """Which site's text export the lines look like (informative: they are all read alike)."""
    headers = {line.strip().lower().rstrip(":") for line in lines if header(line) is not None}
    cards = [line.strip() for line in lines if line.strip() and header(line) is None]
    if any(line.rstrip().endswith("]") and _printing_after(line.strip(), len(line.strip())) for line in cards) and any(
        line[:1].isdigit() and "x " in line[:6] for line in cards
    ):
        return "archidekt"
    if any(_TAGS.search(line) or line.endswith(("*F*", "*E*")) for line in cards) or any(
        line.strip().endswith(":") and line.strip().isupper() for line in lines if header(line)
    ):
        return "moxfield"
    if headers & {"about", "deck", "sideboard", "commander", "companion"} and any(
        _printing_after(line, len(line)) for line in cards
    ):
        return "arena"
    if any(line.upper().startswith("SB:") for line in cards):
        return "mtgo"
    if cards and all(_QUANTITY.match(line) for line in cards if not line.startswith(("//", "#"))):
        if any(_printing_after(line, len(line)) for line in cards):
            return "arena"
        return "mtgo"
    return "plain"


def parse_text(text: str) -> Decklist:
    entries: list[DeckEntry] = []
    unparsed: list[UnparsedLine] = []
    section = "main"
    main_entries = 0
    # MTGO and old Arena exports: the sideboard follows the main deck after a blank line, with
    # no header. Only once, and only when the main deck had no header of its own saying so.
    blank_after_main = False
    explicit_main = False
    lines = text.splitlines()
    for number, raw in enumerate(lines, 1):
        line = raw.strip().lstrip("\ufeff")
        if not line:
            if section == "main" and main_entries and not explicit_main:
                blank_after_main = True
            if section == "about":
                section = "main"
            continue
        if line.startswith(("//", "#")):
            opens = header(line.lstrip("/#").strip())
            if opens:
                section, blank_after_main = opens, False
                explicit_main = explicit_main or opens == "main"
            continue
        opens = header(line)
        if opens is not None:
            if opens:
                section, blank_after_main = opens, False
                explicit_main = explicit_main or opens == "main"
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
        parsed = card_line(line_body)
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
    return Decklist(entries=tuple(entries), unparsed=tuple(unparsed), format=text_format(lines))
