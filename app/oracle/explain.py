"""How the reader reads one card, line by line (`python -m app explain-card`, docs/oracle-grammar.md).

`explain(facts)` gives, for each Oracle line: the line as written and as normalised, which reader
read it ("keywords", "enchant", "template", "grammar") or that none did, the grammar's parse tree
(or the word where the parse stopped), the abilities it was lowered to, and why a line is not
modelled. It reads exactly as `read_card` does (same order: keywords, templates, grammar), and
ends with the card's `read_card` result, so what it shows is what the importers store."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

from app.oracle import bloomburrow, cleave
from app.oracle.compose import read_composed
from app.oracle.keyword_lines import read_keyword_line
from app.oracle.planeswalkers import is_loyalty_line, loyalty_effect, read_loyalty_line
from app.oracle.reader import (
    MAX_READ_LINES,
    CardFacts,
    _accepted,
    keyword_line,
    logical_lines,
    normalise_line,
    read_card,
)
from app.oracle.s18_quoted import quote_names_card  # s18-quoted
from app.oracle.sagas import CHAPTER_LINE, read_chapter_line
from app.oracle.templates import read_enchant, read_line, read_spell_line


@dataclass
class LineExplanation:
    line: str
    normalised: str
    read_by: str | None  # "keywords" | "enchant" | "template" | "grammar" | None (not modelled)
    abilities: list[dict[str, Any]] = field(default_factory=list)
    keywords: list[str] = field(default_factory=list)
    parse_tree: str | None = None
    stopped_at: str | None = None
    not_modelled_because: str | None = None


@dataclass
class CardExplanation:
    name: str
    type_line: str
    lines: list[LineExplanation]
    support: str
    not_modelled: list[str]
    definition: dict[str, Any] | None

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def _explain_line(raw: str, facts: CardFacts, is_spell: bool, is_aura: bool) -> LineExplanation:
    line = normalise_line(raw, facts.name)
    found = LineExplanation(raw, line, None)
    if not line:
        found.read_by = "reminder text only"
        return found
    enchant = read_enchant(line)
    if enchant is not None and is_aura:
        found.read_by, found.abilities = "enchant", list(enchant)
        return found
    if "Saga" in facts.type_line and (chapter := CHAPTER_LINE.fullmatch(line)) is not None:
        # a chapter ability (CR 714.2), read as read_card reads it: its effect as a spell's sentences
        read = read_chapter_line(line, lambda effect, is_spell=True: read_composed(effect, is_spell=is_spell,
                                                                                   name=facts.name).abilities)
        if read is not None and all(_accepted(a, facts.name) for a in read):
            found.read_by, found.abilities = "chapter", list(read)
            return found
        return _explain_effect(found, chapter[2], facts.name)
    keywords = keyword_line(line)
    if keywords is not None:
        modelled, ignored = keywords
        found.read_by, found.keywords = "keywords", modelled
        if ignored:
            found.not_modelled_because = f"keywords the engine doesn't model: {', '.join(ignored)}"
        return found
    keyword_abilities = read_keyword_line(line, is_spell)  # s17-audit: as the reader reads it first ("Cycling {2}")
    if keyword_abilities is not None:
        found.read_by, found.abilities = "keyword line", list(keyword_abilities)
        return found
    if not is_spell and is_loyalty_line(line):  # a loyalty ability (CR 606), as read_card reads it
        read = read_loyalty_line(line, lambda effect: read_composed(effect, is_spell=True, name=facts.name).abilities)
        if read is not None and all(_accepted(a, facts.name) for a in read):
            found.read_by, found.abilities = "loyalty", list(read)
            return found
        return _explain_effect(found, loyalty_effect(line), facts.name)
    if is_spell and "[" in line and cleave.has_cleave(facts.oracle_text):  # CR 702.148b, as read_card reads it
        read = cleave.read_both(line, lambda text: _spell_text(text, facts.name))
        if read is not None:
            found.read_by, found.abilities = "cleave", read
            return found
    if is_spell and (pair := cleave.kicked_instead(line)) is not None:  # CR 702.33d, as read_card reads it
        read = cleave.read_pair(pair, ("not_kicked", "kicked"), lambda text: _spell_text(text, facts.name))
        if read is not None:
            found.read_by, found.abilities = "kicked pair", read
            return found
    if bloomburrow.is_class(facts.oracle_text) and bloomburrow.is_level_bar(line):
        found.read_by = "class level"  # a Class's level bar (CR 716.2a): read with the card's levels
        return found
    template = read_spell_line(line) if is_spell else read_line(line)
    if template is not None and all(_accepted(a, facts.name) for a in template):
        found.read_by, found.abilities = "template", list(template)
    composed = read_composed(line, is_spell=is_spell, name=facts.name)
    if composed.tree is not None:
        found.parse_tree = composed.tree.pretty()
    found.stopped_at = composed.stopped_at
    if found.read_by is None:
        if composed.abilities is not None:
            found.read_by, found.abilities = "grammar", composed.abilities
        elif (other := bloomburrow.read_line(line, is_spell)) is not None and all(
            _accepted(a, facts.name) for a in other
        ):
            found.read_by, found.abilities = "bloomburrow", list(other)  # as read_card's last reader
        else:
            found.not_modelled_because = composed.reason
    return found


def _spell_text(text: str, name: str) -> list[dict[str, Any]] | None:
    read = read_spell_line(text)
    if read is not None and all(_accepted(a, name) for a in read):
        return read
    return read_composed(text, is_spell=True, name=name).abilities


def _explain_effect(found: LineExplanation, effect: str, name: str) -> LineExplanation:
    """A loyalty or chapter line not read: why its effect (read as a spell's sentences) is not."""
    composed = read_composed(effect, is_spell=True, name=name)
    if composed.tree is not None:
        found.parse_tree = composed.tree.pretty()
    found.stopped_at = composed.stopped_at
    found.not_modelled_because = composed.reason or "the effect is read, but not as one a loyalty or chapter ability takes"
    return found


def explain(facts: CardFacts) -> list[CardExplanation]:
    """Each face's lines explained (one entry for a single-faced card), with the card's reading."""
    reading = read_card(facts)
    faces = facts.faces or (facts,)
    out: list[CardExplanation] = []
    for face in faces:
        is_spell = any(t in face.type_line for t in ("Instant", "Sorcery"))
        is_aura = "Aura" in face.type_line
        lines = [
            _s18quoted_refused(_explain_line(raw, face, is_spell, is_aura), raw.strip(), face.name)
            for raw in logical_lines(face.oracle_text, is_spell=is_spell)[:MAX_READ_LINES]
            if raw.strip()
        ]
        out.append(
            CardExplanation(
                face.name, face.type_line, lines, reading.support, list(reading.not_modelled), reading.definition
            )
        )
    return out


def render(explanations: list[CardExplanation]) -> str:
    """The explanation as text for a terminal."""
    parts: list[str] = []
    for card in explanations:
        parts.append(f"{card.name} — {card.type_line}  [support: {card.support}]")
        for number, line in enumerate(card.lines, 1):
            parts.append(f"\n  line {number}: {line.line}")
            if line.normalised != line.line:
                parts.append(f"    normalised: {line.normalised}")
            parts.append(f"    read by: {line.read_by or 'nothing (not modelled)'}")
            if line.parse_tree:
                parts.append("    parse tree:\n" + "\n".join("      " + row for row in line.parse_tree.splitlines()))
            if line.stopped_at:
                parts.append(f"    the parse stopped at: {line.stopped_at!r}")
            if line.keywords:
                parts.append(f"    keywords: {', '.join(line.keywords)}")
            if line.abilities:
                parts.append("    abilities: " + json.dumps(line.abilities, indent=2).replace("\n", "\n    "))
            if line.not_modelled_because:
                parts.append(f"    not modelled: {line.not_modelled_because}")
        if card.not_modelled:
            parts.append("\n  not modelled: " + "; ".join(card.not_modelled))
    return "\n".join(parts)


def _s18quoted_refused(found: LineExplanation, raw: str, name: str) -> LineExplanation:
    """s18-quoted: a line read_card refuses because its token's or granted quoted ability says the card's own name
    (app/oracle/s18_quoted.py) is shown as not read, with that reason."""
    if found.abilities and quote_names_card(raw, name, found.abilities):
        found.read_by, found.abilities = None, []
        found.not_modelled_because = "'~' in a quoted ability says the card's own name (which object it names is not guessed)"
    return found
