"""Deck files by the programs that write them: MTGO `.dek` and Cockatrice `.cod` (XML), Forge
`.dck` (sections in brackets, `N Name|SET|art`), and CSV exports (Moxfield, TappedOut,
Deckbox, ManaBox, Archidekt and others, columns found by their header names).

Pure text in, values out; each reader makes one pass over the text. XML is read by
defusedxml's SAX reader with DTDs and entities refused (no expansion bombs, no external
files), CSV by the standard library's csv module. Headers, metadata (Forge's `[metadata]`
and `Name=...`, CSV header rows, XML elements other than cards) are never card names.
"""

from __future__ import annotations

import csv
import io
import xml.sax
from collections.abc import Callable
from dataclasses import dataclass, field

import defusedxml.sax
from defusedxml import DefusedXmlException

from app.decklist.model import SECTIONS, DeckEntry, Decklist, UnparsedLine, card_name_problem, quantity_of

# --- XML: MTGO .dek and Cockatrice .cod -----------------------------------------------------

# Cockatrice zones -> sections (`tokens` are not deck cards, but they are read and named so).
_COCKATRICE_ZONES = {"main": "main", "side": "sideboard", "sideboard": "sideboard", "tokens": "tokens"}


@dataclass
class _XmlDeck(xml.sax.handler.ContentHandler):
    """Cards from `<Cards Quantity Sideboard Name/>` (MTGO) or `<zone name><card number name
    setShortName collectorNumber/></zone>` (Cockatrice), with the line each starts on."""

    lines: list[str]
    entries: list[DeckEntry] = field(default_factory=list)
    unparsed: list[UnparsedLine] = field(default_factory=list)
    root: str | None = None
    zone: str = "main"
    locator: xml.sax.xmlreader.Locator | None = None

    def __post_init__(self) -> None:
        super().__init__()

    def setDocumentLocator(self, locator: xml.sax.xmlreader.Locator) -> None:
        self.locator = locator

    def _line(self) -> int:
        line = self.locator.getLineNumber() if self.locator is not None else None
        return line or 1

    def startElement(self, name: str, attrs: xml.sax.xmlreader.AttributesImpl) -> None:
        if self.root is None:
            self.root = name
            return
        if self.root == "cockatrice_deck" and name == "zone":
            zone = (attrs.get("name") or "").strip().lower()
            self.zone = _COCKATRICE_ZONES.get(zone, zone or "main")
        elif self.root == "Deck" and name == "Cards":
            sideboard = (attrs.get("Sideboard") or "").strip().lower() == "true"
            self._card(attrs.get("Name"), attrs.get("Quantity"), "sideboard" if sideboard else "main", None, None)
        elif self.root == "cockatrice_deck" and name == "card":
            self._card(
                attrs.get("name"),
                attrs.get("number"),
                self.zone,
                attrs.get("setShortName"),
                attrs.get("collectorNumber"),
            )

    def _card(
        self, name: str | None, quantity: str | None, section: str, set_code: str | None, number: str | None
    ) -> None:
        line = self._line()
        text = self.lines[line - 1].strip() if 0 < line <= len(self.lines) else ""
        clean = " ".join((name or "").split())
        problem = card_name_problem(clean)
        count = quantity_of(quantity or "")
        if problem is not None or isinstance(count, str):
            self.unparsed.append(UnparsedLine(line, text[:300], problem or str(count)))
            return
        self.entries.append(
            DeckEntry(
                line=line,
                text=text[:300],
                quantity=int(count),
                name=clean,
                section=section,
                set_code=(set_code or "").strip().upper() or None,
                collector_number=(number or "").strip() or None,
            )
        )


def parse_xml(text: str) -> Decklist:
    lines = text.splitlines()
    handler = _XmlDeck(lines)
    body = " " + text[1:] if text.startswith("\ufeff") else text
    start = len(body) - len(body.lstrip())
    if body.startswith("<?xml", start) and (end := body.find("?>", start)) >= 0:
        # The text is already decoded: the declaration's encoding no longer applies. Blank it
        # out (keeping its line breaks, so line numbers stay) and hand the parser UTF-8.
        blank = "".join(ch if ch == "\n" else " " for ch in body[start : end + 2])
        body = body[:start] + blank + body[end + 2 :]
    try:
        defusedxml.sax.parseString(
            body.encode("utf-8"), handler, forbid_dtd=True, forbid_entities=True, forbid_external=True
        )
    except DefusedXmlException:
        refused = UnparsedLine(1, lines[0].strip()[:300] if lines else "", "XML with a DTD or entities is refused")
        return Decklist((), (refused,), _xml_format(handler.root))
    except xml.sax.SAXParseException as error:
        line = error.getLineNumber() or 1
        text_at = lines[line - 1].strip()[:300] if 0 < line <= len(lines) else ""
        broken = UnparsedLine(line, text_at, f"not well-formed XML: {error.getMessage()}")
        return Decklist(tuple(handler.entries), (*handler.unparsed, broken), _xml_format(handler.root))
    return Decklist(tuple(handler.entries), tuple(handler.unparsed), _xml_format(handler.root))


def _xml_format(root: str | None) -> str:
    return {"Deck": "mtgo_dek", "cockatrice_deck": "cockatrice_cod"}.get(root or "", "xml")


# --- Forge .dck ------------------------------------------------------------------------------

_FORGE_SECTIONS = {"main": "main", "sideboard": "sideboard", "commander": "commander", "companion": "companion"}


def is_forge(lines: list[str]) -> bool:
    """A Forge file: its first bracketed line is a section Forge writes."""
    for raw in lines:
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        return (
            line.startswith("[")
            and line.endswith("]")
            and line[1:-1].strip().lower()
            in (
                {"metadata", "duel", "general", "avatar", "planes", "schemes", "conspiracy", "dungeon"}
                | set(_FORGE_SECTIONS)
            )
        )
    return False


def parse_forge(text: str) -> Decklist:
    entries: list[DeckEntry] = []
    unparsed: list[UnparsedLine] = []
    section: str | None = None  # None: metadata (or a section that holds no deck cards)
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip().lstrip("\ufeff")
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            name = line[1:-1].strip().lower()
            section = _FORGE_SECTIONS.get(name, name if name not in ("metadata", "duel", "general") else None)
            continue
        if section is None:  # `Name=...`, `Description=...`: never cards
            continue
        count, _, rest = line.partition(" ")
        quantity = quantity_of(count) if count.isdigit() else 1
        if not count.isdigit():
            rest = line
        if isinstance(quantity, str):
            unparsed.append(UnparsedLine(number, line[:300], quantity))
            continue
        # `Name|SET|art index`: the third field picks an art, it is not a collector number.
        name, _, printing = rest.partition("|")
        set_code = printing.partition("|")[0].strip().upper() or None
        clean = " ".join(name.split())
        problem = card_name_problem(clean)
        if problem is not None:
            unparsed.append(UnparsedLine(number, line[:300], problem))
            continue
        entries.append(DeckEntry(number, line[:300], quantity, clean, section, set_code, None))
    return Decklist(tuple(entries), tuple(unparsed), "forge_dck")


# --- CSV exports ----------------------------------------------------------------------------


def _key(header: str) -> str:
    return " ".join(header.replace("_", " ").strip().strip('"').lower().split())


_QUANTITY_COLUMNS = ("count", "quantity", "qty", "amount", "total qty")
_NAME_COLUMNS = ("name", "card name", "card", "card_name")
# Columns that hold a set's code, then columns that hold a code or a set's name ("Edition" is
# Moxfield's code, Deckbox's name): a value there counts only when it is short enough to be a code.
_SET_COLUMNS = ("set code", "edition code", "setcode", "printing", "code")
_SET_OR_NAME_COLUMNS = ("set", "edition")
_NUMBER_COLUMNS = ("collector number", "card number", "collector's number", "number", "cn", "collector no")
_SECTION_COLUMNS = ("board", "section", "category", "categories")
_SIDEBOARD_FLAG_COLUMNS = ("sideboard", "is sideboard")
_COMMANDER_FLAG_COLUMNS = ("commander", "is commander")

# Which site wrote a CSV, by a header column only it writes (informative).
_CSV_SIGNATURES: tuple[tuple[Callable[[set[str]], bool], str], ...] = (
    (lambda h: "manabox id" in h or {"set code", "set name", "collector number"} <= h, "manabox_csv"),
    (lambda h: "tradelist count" in h and "last modified" in h, "moxfield_csv"),
    (lambda h: "tradelist count" in h, "deckbox_csv"),
    (lambda h: {"board", "qty", "printing"} <= h, "tappedout_csv"),
    (lambda h: "edition code" in h and "quantity" in h, "archidekt_csv"),
)


def _column(headers: list[str], names: tuple[str, ...]) -> int | None:
    for name in names:
        if name in headers:
            return headers.index(name)
    return None


def csv_header(first_line: str) -> list[str] | None:
    """The header of a CSV export, when `first_line` is one: a name column and a quantity or
    printing column, separated by commas."""
    if "," not in first_line:
        return None
    try:
        row = next(csv.reader([first_line]))
    except (csv.Error, StopIteration):
        return None
    headers = [_key(h) for h in row]
    if _column(headers, _NAME_COLUMNS) is None:
        return None
    if _column(headers, _QUANTITY_COLUMNS) is None and _column(headers, _SET_COLUMNS + _SET_OR_NAME_COLUMNS) is None:
        return None
    return headers


def _looks_like_set_code(value: str, longest: int) -> bool:
    return 2 <= len(value) <= longest and value.isascii() and value.isalnum()


def _section_of(value: str) -> str | None:
    word = " ".join(value.strip().lower().split())
    if word in SECTIONS and SECTIONS[word] != "about":
        return SECTIONS[word]
    if word in ("maybe", "maybeboard", "considering", "acquire", "wishlist"):
        return "maybeboard"
    return None


def parse_csv(text: str) -> Decklist:
    stream = io.StringIO(text.lstrip("\ufeff"), newline="")
    lines = text.splitlines()
    reader = csv.reader(stream)
    entries: list[DeckEntry] = []
    unparsed: list[UnparsedLine] = []
    headers: list[str] = []
    start = 1
    try:
        for row in reader:
            line = start
            start = reader.line_num + 1
            if not headers:
                if len(row) == 1 and row[0].lower().startswith("sep="):  # Excel's separator hint
                    continue
                headers = [_key(h) for h in row]
                continue
            if not any(cell.strip() for cell in row):
                continue
            parsed = _csv_row(headers, row)
            raw = lines[line - 1].strip()[:300] if 0 < line <= len(lines) else ""
            if isinstance(parsed, str):
                unparsed.append(UnparsedLine(line, raw, parsed))
            else:
                quantity, name, section, set_code, number = parsed
                entries.append(DeckEntry(line, raw, quantity, name, section, set_code, number))
    except csv.Error as error:
        raw = lines[start - 1].strip()[:300] if 0 < start <= len(lines) else ""
        unparsed.append(UnparsedLine(start, raw, f"not a CSV row: {error}"))
    header_set = set(headers)
    fmt = next((name for test, name in _CSV_SIGNATURES if test(header_set)), "csv")
    return Decklist(tuple(entries), tuple(unparsed), fmt)


def _csv_row(headers: list[str], row: list[str]) -> tuple[int, str, str, str | None, str | None] | str:
    def cell(names: tuple[str, ...]) -> str:
        index = _column(headers, names)
        return row[index].strip() if index is not None and index < len(row) else ""

    name = " ".join(cell(_NAME_COLUMNS).split())
    problem = card_name_problem(name)
    if problem is not None:
        return problem
    quantity = quantity_of(cell(_QUANTITY_COLUMNS))
    if isinstance(quantity, str):
        return quantity
    set_code: str | None = None
    columns = [(c, 6) for c in _SET_COLUMNS] + [(c, 5) for c in _SET_OR_NAME_COLUMNS]
    for column, longest in columns:  # the first named column whose value is a set code, not a set's name
        value = cell((column,))
        if value and _looks_like_set_code(value, longest):
            set_code = value.upper()
            break
    number = cell(_NUMBER_COLUMNS) or None
    section = "main"
    for value in cell(_SECTION_COLUMNS).split(","):
        found = _section_of(value)
        if found is not None:
            section = found
            break
    if cell(_SIDEBOARD_FLAG_COLUMNS).lower() in ("true", "yes", "1"):
        section = "sideboard"
    if cell(_COMMANDER_FLAG_COLUMNS).lower() in ("true", "yes", "1"):
        section = "commander"
    return quantity, name, section, set_code, number
