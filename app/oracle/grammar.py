"""Parsing one Oracle line with the compositional grammar (`oracle.lark`, lark's Earley parser).

The lexer is ours: it cuts the normalised line into words and gives each word the terminal of
the grammar that is spelled that way (case-insensitively: "Target" and "target" are one word);
a capitalised word that is no keyword is a SUBTYPE ("Knights"), a number NUMBER, "{2}" MANA,
"{T}" TAP, "{Q}" UNTAP, "+2/+2" PT, "1/1" STATS, "~" SELF; every other word is UNKNOWN, which no
rule accepts. So a line parses only if the grammar consumes every word of it (the honesty rule of
docs/oracle-grammar.md), and when it does not, the parse error names the word where it stopped.

Bounded work: a line longer than `MAX_LINE_CHARS` characters or `MAX_TOKENS` words is not parsed
at all (real Oracle lines are under 600 characters); Earley is at worst cubic in the words, so
the bound keeps any input, however odd, to milliseconds.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from lark import Lark, Token, Tree
from lark.exceptions import LarkError, UnexpectedEOF, UnexpectedInput, UnexpectedToken
from lark.lexer import Lexer, LexerState

from app.engine.subtypes import is_subtype
from app.oracle import earley

MAX_LINE_CHARS = 600
MAX_TOKENS = 100

# One word: a mana or tap symbol, a power/toughness change or size, a word (with apostrophes and
# inner hyphens), a number, or one punctuation mark. Each alternative is a bounded class run
# (no nested quantifiers): linear in the line.
_WORD = re.compile(
    r"(?P<symbol>\{[^{}\s]{1,8}\})"
    r"|(?P<pt>[+-](?:\d+|X)/[+-](?:\d+|X))"
    r"|(?P<stats>\d+/\d+)"
    r"|(?P<xstats>X/X)"  # s19-neoa: "an X/X green Spirit creature token" (the S19NEOA_XSTATS terminal)
    r"|(?P<word>~'s|~|and/or\b|[A-Za-z][A-Za-z'’-]*)"  # "and/or": one word ("artifacts and/or enchantments")
    r"|(?P<number>\d+)"
    r"|(?P<punct>[.,:;—•\"“”()])"
    r"|(?P<space>\s+)"
    r"|(?P<other>.)"
)
_PUNCT = {".": ".", ",": ",", ":": ":", "—": "—", "•": "•"}
# s15-targets: a negated subtype, one word ("non-Spirit", "non-Human"; CR 205.3): the NON_SUBTYPE terminal
_NON_SUBTYPE = re.compile(r"[Nn]on-[A-Z][A-Za-z']*")  # "Non-Human creatures ..." begins a sentence
_PUNCT.update({'"': '"', "“": '"', "”": '"'})  # s13-pw: quotes around an emblem's ability (oracle.lark)
# After these (or at the line's start) a capital is sentence case: a capitalised word there is a SUBTYPE
# only if it names one ("Knights you control ..."), else it is UNKNOWN ("Historic spells ..." is not a
# creature type; CR 205.3)
_SENTENCE_STARTS = frozenset({".", "—", "•", ":", '"', "“", "”"})


@dataclass(frozen=True)
class Word:
    kind: str  # the terminal's name
    text: str
    position: int


class ParseFailure(Exception):
    """The grammar doesn't read the line: `reason` says why and `word` where (None: at the end)."""

    def __init__(self, reason: str, word: str | None = None, column: int | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.word = word
        self.column = column


class _OracleLexer(Lexer):
    """Words to the grammar's terminals (module docstring)."""

    def __init__(self, lexer_conf: Any) -> None:
        self.literals: dict[str, str] = {}
        for terminal in lexer_conf.terminals:
            pattern = terminal.pattern
            if pattern.type == "str":
                self.literals[pattern.value.lower()] = terminal.name

    def lex(self, lexer_state: LexerState | str, parser_state: Any = None) -> Iterator[Token]:
        # lark hands a custom lexer the text itself (parser_frontends.PostLexConnector)
        source = lexer_state if isinstance(lexer_state, str) else str(lexer_state.text)
        for word in words(source, self.literals):
            yield Token(word.kind, word.text, start_pos=word.position, line=1, column=word.position + 1)


def words(line: str, literals: dict[str, str]) -> list[Word]:
    """The line's words with their terminals (`literals`: the grammar's spelled words)."""
    found: list[Word] = []
    position = 0
    while position < len(line):
        # Anchored at each position (`match`, never a scan): every character is taken by some
        # alternative ("other" at worst), so the whole line is read once.
        match = _WORD.match(line, position)
        assert match is not None  # "(?P<other>.)" and "\s+" take any character
        group = match.lastgroup
        text = match.group()
        position = match.end()
        start = match.start()
        if group == "space":
            continue
        if group == "symbol":
            kind = {"{T}": "TAP", "{Q}": "UNTAP"}.get(text, "MANA")
        elif group == "pt":
            kind = "PT"
        elif group == "stats":
            kind = "STATS"
        elif group == "xstats":
            kind = "S19NEOA_XSTATS"  # s19-neoa (oracle.lark, end of file)
        elif group == "number":
            kind = "NUMBER"
        elif group == "word":
            text = text.replace("’", "'")
            if text == "~":
                kind = "SELF"
            elif text == "X":
                kind = literals.get("x", "UNKNOWN")
            elif text.lower() in literals:
                kind = literals[text.lower()]
            elif _NON_SUBTYPE.fullmatch(text):  # s15-targets: "non-Spirit" (oracle.lark NON_SUBTYPE)
                kind = "NON_SUBTYPE"
            elif text[:1].isupper() and ((found and found[-1].text not in _SENTENCE_STARTS) or is_subtype(text)):
                kind = "SUBTYPE"  # a capital in a sentence, or a subtype beginning one (app/engine/subtypes.py)
            else:
                kind = "UNKNOWN"
        elif group in ("punct", "other") and text in _PUNCT and _PUNCT[text] in literals:
            kind = literals[_PUNCT[text]]
        else:
            kind = "UNKNOWN"
        found.append(Word(kind, text, start))
    return found


@lru_cache(maxsize=1)
def parser() -> Lark:
    return build_parser()


def build_parser(*, indexed: bool = True) -> Lark:
    """The grammar's parser; `indexed`: with app/oracle/earley.py's predictor and completer (the
    same parses, several times faster), else lark's own (tests/unit/test_oracle_earley.py compares them)."""
    text = resources.files("app.oracle").joinpath("oracle.lark").read_text(encoding="utf-8")
    built = Lark(
        text,
        parser="earley",
        lexer=_OracleLexer,
        ambiguity="resolve",
        propagate_positions=False,
        start=["start", *_STARTS],
    )
    if indexed:
        earley.install(built)  # s16-suite
    return built


# The kinds of line (oracle.lark's `ability` alternatives): a line is parsed from the one its first
# words announce, which spares Earley the predictions of all the others (about a third of the work).
_STARTS = ("triggered", "activated", "static", "spell_text", "modal_spell", "additional_cost")


# An ability word (CR 207.2c: no rules meaning) before a triggered ability (oracle.lark `ability_word`)
_ABILITY_WORD_TRIGGER = re.compile(r"[A-Z][a-z']+ — (?:When|Whenever|At the beginning) ")


def start_for(line: str, is_spell: bool | None) -> str:
    """The grammar's start symbol for a line: "start" (any kind) when `is_spell` is None."""
    if is_spell is None:
        return "start"
    first = line.split(" ", 1)[0].lower()
    if is_spell and line.lower().startswith(("when you cast your next ", "when you next cast ")):  # s32-modern
        return "spell_text"  # s18-castfree: an instant's delayed trigger, "When you cast your next ... spell this turn, copy that spell."
    if first in ("when", "whenever") or line.lower().startswith("at the beginning"):
        return "triggered"
    if _ABILITY_WORD_TRIGGER.match(line):  # "Threshold — When ~ enters, ..." (s11-triggers-a; CR 207.2c)
        return "triggered"
    if line.startswith("To solve — "):  # s35-mkm: a Case's "To solve — <condition>." (CR 719.3a; oracle.lark)
        return "triggered"
    if line.lower().startswith("as an additional cost"):
        return "additional_cost"
    if first == "choose" and "—" in line:  # s14-seasons: "Choose an artifact ... you control." is a spell's text
        return "modal_spell"
    if is_spell and line.lower().startswith("you may cast ~ as though it had flash if you pay "):
        return "static"  # s29-core: an instant's or sorcery's own paid permission (CR 702.8a, 601.2f; oracle.lark)
    if is_spell and line.lower().startswith("~ has flash as long as "):
        return "static"  # s30-stda: "This spell has flash as long as you control a Merfolk." (CR 702.8a; lowering.py)
    if is_spell and line.lower().startswith("if ~ would be put into a graveyard from anywhere, reveal ~ "):
        return "static"  # s32-core: an instant's or sorcery's own replacement, in every zone (CR 614.1a; oracle.lark)
    if is_spell:
        return "spell_text"
    if '"' in line and line.index('"') < line.find(":"):  # s16-lands: the colon of a quoted ability ('has "{T}: ...')
        return "static"
    return "activated" if ":" in line else "static"


@lru_cache(maxsize=1)
def _literals() -> dict[str, str]:
    literals: dict[str, str] = {}
    for terminal in parser().terminals:
        if terminal.pattern.type == "str":
            literals[terminal.pattern.value.lower()] = terminal.name
    return literals


def parse(line: str, is_spell: bool | None = None) -> Tree[Token]:
    """The parse tree of one normalised line; raises ParseFailure saying where it stopped. With
    `is_spell` (an instant's or sorcery's line, or a permanent's), the line is parsed as the kind
    its first words announce (`start_for`); without it, as any kind."""
    if len(line) > MAX_LINE_CHARS:
        raise ParseFailure(f"the line is longer than {MAX_LINE_CHARS} characters (not read)")
    lark = parser()
    found = words(line, _literals())
    if len(found) > MAX_TOKENS:
        raise ParseFailure(f"the line has more than {MAX_TOKENS} words (not read)")
    unknown = next((word for word in found if word.kind == "UNKNOWN"), None)
    if unknown is not None:  # no rule accepts it: said at once, without running the parser
        raise ParseFailure(f"a word the grammar doesn't know: {unknown.text!r}", unknown.text, unknown.position + 1)
    try:
        return lark.parse(line, start=start_for(line, is_spell))
    except UnexpectedToken as problem:
        token = problem.token
        if token.type == "$END":
            raise ParseFailure("the line ends where the grammar expects more") from None
        what = (
            "a word the grammar doesn't know" if token.type == "UNKNOWN" else "a word the grammar doesn't expect here"
        )
        raise ParseFailure(f"{what}: {str(token)!r}", str(token), problem.column) from None
    except UnexpectedEOF:
        raise ParseFailure("the line ends where the grammar expects more") from None
    except UnexpectedInput as problem:
        raise ParseFailure(f"not read at column {problem.column}", None, problem.column) from None
    except LarkError as problem:  # anything else the parser refuses
        raise ParseFailure(f"not read: {problem}") from None


# --- s17-afr ---
_PUNCT["|"] = "|"  # a die's result table: "1—9 | Draw a card." (oracle.lark `afr_roll_row`)
