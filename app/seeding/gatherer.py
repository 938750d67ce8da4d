"""Parsing of Gatherer rulings pages: one ruling per paragraph, blank lines between them.

Pure functions only (no database): the loader in ``loader.py`` stores what these return.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import dataclass

# Page chrome that Gatherer puts on the first line; never a ruling.
PAGE_CHROME = frozenset({"search"})

# "rule 605", "rules 702.22j and 702.22k", "See rule 302.6", "exception to rule 107.3i".
_RULE_REF = re.compile(r"\brules?\s+(\d{3}(?:\.\d+[a-z]?)?(?:(?:\s*,\s*|\s+and\s+|\s+or\s+)\d{3}(?:\.\d+[a-z]?)?)*)")
_RULE_NUMBER = re.compile(r"\d{3}(?:\.\d+[a-z]?)?")
RULE_PATTERN = re.compile(r"^\d{3}(?:\.\d+[a-z]?)?$")


class SeedParseError(ValueError):
    """A seed document that cannot be parsed; names the file and the paragraph."""

    def __init__(self, file: str, paragraph: int, reason: str) -> None:
        super().__init__(f"{file}: paragraph {paragraph}: {reason}")
        self.file = file
        self.paragraph = paragraph
        self.reason = reason


@dataclass(frozen=True, slots=True)
class ParsedRuling:
    id: str
    text: str
    rules: tuple[str, ...]
    paragraph: int  # 1-based paragraph number in the source file, for error messages


def normalise_text(text: str) -> str:
    """NFC, every run of whitespace folded to one space, trimmed. Typography is kept as is."""
    return " ".join(unicodedata.normalize("NFC", text).split())


def ruling_id(text: str) -> str:
    """Stable id: the same normalised text gives the same id on every load and every database."""
    return hashlib.sha256(normalise_text(text).encode("utf-8")).hexdigest()[:16]


def extract_rules(text: str) -> tuple[str, ...]:
    """CR numbers a ruling cites in its text, in order of appearance, without repeats."""
    found: list[str] = []
    for match in _RULE_REF.finditer(text):
        for number in _RULE_NUMBER.findall(match.group(1)):
            if number not in found:
                found.append(number)
    return tuple(found)


def rule_prefixes(rule: str) -> list[str]:
    """Every rule a citation belongs to: 107.3i -> 107, 107.3, 107.3i (for `rule=` filtering)."""
    prefixes = [rule[:3]]
    if "." in rule:
        head, _, tail = rule.partition(".")
        digits = tail.rstrip("abcdefghijklmnopqrstuvwxyz")
        prefixes.append(f"{head}.{digits}")
        if digits != tail:
            prefixes.append(rule)
    return prefixes


def parse_document(name: str, raw: bytes) -> list[ParsedRuling]:
    """Split a Gatherer page into rulings, in page order, dropping the page-chrome first line.

    The first paragraph is dropped when it is page chrome ("Search") or the card's name
    (``card_names``): it is a heading, not a ruling. Raises SeedParseError naming the
    paragraph on anything that is not a plausible ruling.
    """
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SeedParseError(name, 0, f"not UTF-8 ({exc.reason} at byte {exc.start})") from exc
    if "\x00" in text:
        raise SeedParseError(name, 0, "contains a NUL byte")
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    # A blank line (spaces allowed) separates paragraphs; written without `\s*` between the two
    # newlines, which tries every split of a long whitespace run (tests/reliability/test_regexes_linear.py).
    paragraphs = [p for p in re.split(r"\n(?:[^\S\n]*\n)+", text)]
    rulings: list[ParsedRuling] = []
    seen: set[str] = set()
    for number, paragraph in enumerate(paragraphs, start=1):
        body = normalise_text(paragraph)
        if not body:
            continue
        if number == 1 and _is_heading(body):
            continue
        if len(body) < 20 or not re.search(r"[.!?)”\"]$", body):
            raise SeedParseError(name, number, f"does not look like a ruling: {body[:60]!r}")
        rid = ruling_id(body)
        if rid in seen:
            continue
        seen.add(rid)
        rulings.append(ParsedRuling(id=rid, text=body, rules=extract_rules(body), paragraph=number))
    if not rulings:
        raise SeedParseError(name, 0, "holds no rulings")
    return rulings


def _is_heading(body: str) -> bool:
    # A heading is one short line with no sentence punctuation: "Search" or a card name.
    return body.casefold() in PAGE_CHROME or (len(body) <= 80 and not re.search(r"[.!?]$", body))
