"""What the parsers yield: plain, validated records, independent of the file format.

A parser never touches the database; it turns one JSON object into one of these or raises
`BulkInputError` naming the file and the record.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from app.core.errors import AppError
from app.seeding.gatherer import normalise_text

# Real rulings are at most a few thousand characters; anything far longer is a broken file.
MAX_RULING_CHARS = 10_000
MAX_ORACLE_TEXT_CHARS = 20_000
MAX_NAME_CHARS = 300


class BulkInputError(AppError):
    """A bulk file that cannot be imported: nothing is written, the database keeps what it had."""

    status = 422
    slug = "invalid-bulk-file"
    title = "Invalid bulk file"

    def __init__(self, file: str, reason: str, *, record: int | None = None, what: str | None = None) -> None:
        where = f"record #{record}" if record is not None else "file"
        if what:
            where += f" ({what})"
        super().__init__(f"{file}: {where}: {reason}", file=file, record=record)
        self.file = file
        self.record = record
        self.reason = reason


@dataclass(slots=True)
class FaceRecord:
    """One face of a multi-faced card: its own characteristics, Oracle text and keywords."""

    name: str
    mana_cost: str | None = None
    type_line: str = ""
    oracle_text: str = ""
    power: str | None = None
    toughness: str | None = None
    keywords: list[str] = field(default_factory=list)
    loyalty: str | None = None  # a planeswalker face's printed loyalty (CR 306.5a)
    # s17-audit: the face's own colors as the feed gives them (letters in WUBRG order): for a back face
    # without a mana cost they are its color indicator (CR 204, 712.8d-e: a transformed permanent has
    # only its back face's characteristics, so it is not colorless)
    colors: list[str] = field(default_factory=list)


@dataclass(slots=True)
class CardRecord:
    name: str
    oracle_id: str | None
    mana_cost: str | None = None
    mana_value: float = 0.0
    type_line: str = ""
    oracle_text: str = ""
    power: str | None = None
    toughness: str | None = None
    colors: list[str] = field(default_factory=list)
    set_code: str | None = None
    collector_number: str | None = None
    rarity: str | None = None
    scryfall_id: str | None = None  # the printing's Scryfall id (Scryfall `id`, MTGJSON `identifiers.scryfallId`)
    faces: tuple[str, ...] = ()  # the faces' names, when the card has two or more
    record: int = 0  # 1-based position in its file, for messages
    keywords: list[str] = field(default_factory=list)  # as the card data lists them ("First strike")
    layout: str | None = None
    # each face's own characteristics when the card has two or more faces (CR 712)
    face_details: tuple[FaceRecord, ...] = ()
    loyalty: str | None = None  # a planeswalker's printed loyalty (CR 306.5a), as the card data gives it
    # format -> "legal" | "banned" | "restricted" | "not_legal" (LEGALITIES); None when the
    # record has no legalities at all (an import then keeps what the card had)
    legalities: dict[str, str] | None = None
    # the printing's other facts and identifiers (app/ingest/printings.py), where the file gives them
    lang: str | None = None  # Scryfall's language code (`en`, `ja`, ...)
    released_at: date | None = None
    illustration_id: str | None = None
    mtgo_id: int | None = None
    mtgo_foil_id: int | None = None
    multiverse_ids: tuple[int, ...] = ()
    mtgjson_uuid: str | None = None

    def describe(self) -> str:
        return f"{self.name!r}" + (f", oracle id {self.oracle_id}" if self.oracle_id else "")


# One form for both feeds, so importing one after the other changes nothing: Scryfall writes a
# land's cost as "" and MTGJSON leaves it out; MTGJSON's 2016 files write rarities capitalised.
_RARITY_ALIASES = {"mythic rare": "mythic", "basic land": "common", "timeshifted": "special"}
_SYMBOL = re.compile(r"\{([^{}]*)\}")


def normalise_cost(value: str | None) -> str | None:
    """A mana cost, or None for a card without one (never "")."""
    if value is None:
        return None
    return value if value.strip() else None


def normalise_rarity(value: str | None) -> str | None:
    """Scryfall's lower-case words (`common` ... `mythic`, `special`, `bonus`)."""
    if value is None:
        return None
    word = " ".join(value.split()).lower()
    return _RARITY_ALIASES.get(word, word) or None


def mana_value_of(cost: str) -> float:
    """The mana value of a printed cost (CR 202.3): generic numbers, one a coloured or colourless
    symbol, the larger half of a {2/W} hybrid, X as 0. Only the first face of a ` // ` cost."""
    total = 0.0
    for symbol in _SYMBOL.findall(cost.split(" // ")[0]):
        s = symbol.strip().upper()
        if s.isdigit():
            total += int(s)
        elif s in ("X", "Y", "Z"):
            continue
        elif s.startswith("2/"):
            total += 2
        elif s in ("HW", "HR", "½"):
            total += 0.5
        else:
            total += 1
    return total


def colors_of_cost(cost: str | None) -> list[str]:
    """A card's colours from its mana cost (CR 202.2), in WUBRG order."""
    seen = {c for symbol in _SYMBOL.findall(cost or "") for c in symbol.upper() if c in "WUBRG"}
    return [c for c in "WUBRG" if c in seen]


# A card's legality in a format, as the deck check reads it (`card.legalities`).
LEGALITIES = ("legal", "banned", "restricted", "not_legal")
MAX_FORMATS = 100  # formats one card lists; real data lists about 25
_LEGALITY_WORDS = {"legal": "legal", "banned": "banned", "restricted": "restricted", "not_legal": "not_legal",
                   "not legal": "not_legal", "notlegal": "not_legal"}


def normalise_legalities(fields: Fields, key: str = "legalities") -> dict[str, str] | None:
    """`{format: legality}` with formats in lower case and the four values of LEGALITIES:
    Scryfall writes `{"modern": "not_legal"}`, MTGJSON `{"modern": "Legal"}` (formats it leaves
    out are not legal: the deck check reads a missing format so), MTGJSON's 2016 files a list of
    `{"format": "Modern", "legality": "Legal"}`. None when the record has no such field; a value
    this reader does not know is refused with the record, never stored as something else."""
    value = fields.obj.get(key)
    if value is None:
        return None
    if isinstance(value, list):  # MTGJSON version 3
        pairs: list[tuple[Any, Any]] = []
        for item in value:
            if not isinstance(item, dict):
                raise fields.fail(f"{key!r} must be an object of format -> legality")
            pairs.append((item.get("format"), item.get("legality")))
    elif isinstance(value, dict):
        pairs = list(value.items())
    else:
        raise fields.fail(f"{key!r} must be an object of format -> legality, not {type(value).__name__}")
    if len(pairs) > MAX_FORMATS:
        raise fields.fail(f"{key!r} lists {len(pairs)} formats; the limit is {MAX_FORMATS}")
    out: dict[str, str] = {}
    for fmt, legality in pairs:
        if not isinstance(fmt, str) or not fmt.strip() or len(fmt) > 40:
            raise fields.fail(f"{key!r} has a format that is not a short string: {str(fmt)[:40]!r}")
        word = _LEGALITY_WORDS.get(" ".join(legality.split()).lower()) if isinstance(legality, str) else None
        if word is None:
            raise fields.fail(
                f"'{key}.{fmt[:40]}' has an unrecognised value {str(legality)[:40]!r} "
                "(expected legal, not_legal, banned or restricted)"
            )
        out["".join(fmt.split()).lower()] = word
    return dict(sorted(out.items()))


@dataclass(slots=True)
class RulingRecord:
    text: str  # normalised
    raw_text: str  # as the file has it
    published_at: date | None
    author: str  # who wrote it: `wotc` | `scryfall`; becomes `ruling.source` for a new ruling
    oracle_id: str | None = None
    record: int = 0


class Fields:
    """Typed access to one JSON object's fields, with errors that name the file and the record."""

    def __init__(self, file: str, record: int, obj: Any, what: str | None = None) -> None:
        if not isinstance(obj, dict):
            raise BulkInputError(file, f"expected a JSON object, got {type(obj).__name__}", record=record)
        self.file, self.record, self.obj, self.what = file, record, obj, what

    def fail(self, reason: str) -> BulkInputError:
        return BulkInputError(self.file, reason, record=self.record, what=self.what)

    def required_str(self, key: str, *, max_chars: int = MAX_NAME_CHARS) -> str:
        value = self.obj.get(key)
        if value is None:
            raise self.fail(f"the required field {key!r} is missing")
        if not isinstance(value, str):
            raise self.fail(f"{key!r} must be a string, not {type(value).__name__}")
        if not value.strip():
            raise self.fail(f"{key!r} is empty")
        if len(value) > max_chars:
            raise self.fail(f"{key!r} is {len(value)} characters long; the limit is {max_chars}")
        return value

    def optional_str(self, key: str, *, max_chars: int = MAX_NAME_CHARS) -> str | None:
        value = self.obj.get(key)
        if value is None:
            return None
        if isinstance(value, int | float) and not isinstance(value, bool):
            value = str(value)  # power "2" is sometimes written as a number
        if not isinstance(value, str):
            raise self.fail(f"{key!r} must be a string, not {type(value).__name__}")
        if len(value) > max_chars:
            raise self.fail(f"{key!r} is {len(value)} characters long; the limit is {max_chars}")
        return value

    def number(self, key: str) -> float:
        value = self.obj.get(key)
        if value is None:
            return 0.0
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise self.fail(f"{key!r} must be a number, not {type(value).__name__}")
        return float(value)

    def optional_id(self, key: str) -> int | None:
        """A numeric identifier (MTGO, multiverse): an integer, or digits in a string (MTGJSON)."""
        return self.id_value(key, self.obj.get(key))

    def id_value(self, key: str, value: Any) -> int | None:
        if value is None or value == "":
            return None
        if isinstance(value, str) and value.strip().isdigit() and len(value.strip()) <= 18:
            value = int(value.strip())
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 2**62:
            raise self.fail(f"{key!r} must be a whole number (an identifier), not {str(value)[:40]!r}")
        return value

    def id_list(self, key: str) -> tuple[int, ...]:
        value = self.obj.get(key)
        if value is None:
            return ()
        if not isinstance(value, list) or len(value) > 100:
            raise self.fail(f"{key!r} must be a list of whole numbers (identifiers)")
        return tuple(dict.fromkeys(v for v in (self.id_value(key, item) for item in value) if v is not None))

    def str_list(self, key: str) -> list[str] | None:
        value = self.obj.get(key)
        if value is None:
            return None
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self.fail(f"{key!r} must be a list of strings")
        return list(value)

    def object_list(self, key: str) -> list[Any] | None:
        value = self.obj.get(key)
        if value is None:
            return None
        if not isinstance(value, list):
            raise self.fail(f"{key!r} must be a list, not {type(value).__name__}")
        return value

    def date(self, key: str, *, required: bool) -> date | None:
        value = self.obj.get(key)
        if value is None:
            if required:
                raise self.fail(f"the required field {key!r} is missing")
            return None
        if not isinstance(value, str):
            raise self.fail(f"{key!r} must be a date string (YYYY-MM-DD)")
        try:
            return date.fromisoformat(value[:10])
        except ValueError:
            raise self.fail(f"{key!r} is not a date (YYYY-MM-DD): {value[:40]!r}") from None

    def ruling_text(self, key: str) -> tuple[str, str]:
        """(normalised, raw); the size bound is checked before normalising a huge string."""
        raw = self.obj.get(key)
        if raw is None:
            raise self.fail(f"the required field {key!r} is missing")
        if not isinstance(raw, str):
            raise self.fail(f"{key!r} must be a string, not {type(raw).__name__}")
        if len(raw) > MAX_RULING_CHARS:
            raise self.fail(f"the ruling text is {len(raw)} characters long; the limit is {MAX_RULING_CHARS}")
        text = normalise_text(raw)
        if not text:
            raise self.fail(f"{key!r} is empty")
        return text, raw


def face_record(face: Fields, name: str, *, mana_cost: str, type_line: str, oracle_text: str) -> FaceRecord:
    """One face of a multi-faced card from its feed's face object, with the same limits for both
    feeds; the keys are the feed's (Scryfall `mana_cost`, `type_line`, `oracle_text`; MTGJSON
    `manaCost`, `type`, `text`)."""
    return FaceRecord(
        name=name,
        mana_cost=face.optional_str(mana_cost, max_chars=100) or None,
        type_line=face.optional_str(type_line) or "",
        oracle_text=face.optional_str(oracle_text, max_chars=MAX_ORACLE_TEXT_CHARS) or "",
        power=face.optional_str("power", max_chars=16),
        toughness=face.optional_str("toughness", max_chars=16),
        keywords=face.str_list("keywords") or [],
        loyalty=face.optional_str("loyalty", max_chars=16),
        colors=face_colors(face),
    )


# s17-audit: a face's `colors` (Scryfall and MTGJSON letters, or the 2016 MTGJSON files' names)
_FACE_COLOR_LETTERS = {"W": "W", "U": "U", "B": "B", "R": "R", "G": "G", "white": "W", "blue": "U", "black": "B",
                       "red": "R", "green": "G"}


def face_colors(face: Fields) -> list[str]:
    """The colors a face's `colors` names, in WUBRG order; values naming no color are left out (the
    whole card's `colors` is checked by its feed's parser)."""
    given = {_FACE_COLOR_LETTERS.get(value) or _FACE_COLOR_LETTERS.get(value.lower()) for value in face.str_list("colors") or []}
    return [color for color in "WUBRG" if color in given]
