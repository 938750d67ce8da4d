"""app/oracle/earley.py: the grammar's Earley parser with lark's redundant predictions skipped, its look-ahead and its
completer indexed gives the same parse as lark's own parser for real lines: the same tree (every
node and word), or the same refusal at the same word and column. The lines: every third distinct
line of Core Set 2020 that reaches the parser (all its words known; ~110 lines, ~5 s with lark's
own parser). All 3,101 distinct lines of the nine set fixtures, each parsed as a spell's, a
permanent's and any kind of line, were compared the same way when the parser was written
(docs/testing.md "Suite time")."""

from __future__ import annotations

import contextlib
import json
from functools import cache
from pathlib import Path
from typing import Any

import lark
import pytest
from lark.parsers import earley as lark_earley

from app.oracle import earley, grammar
from app.oracle.compose import without_ability_word
from app.oracle.reader import logical_lines, normalise_line

SETS = Path(__file__).resolve().parents[1] / "fixtures" / "sets"


def _m20_lines() -> list[tuple[str, bool]]:
    """Every third of Core Set 2020's distinct normalised lines that the parser reads (a line with a
    word the grammar doesn't know is refused before parsing), each with whether it is a spell's."""
    data = json.loads((SETS / "m20.json").read_text(encoding="utf-8"))
    lines: dict[tuple[str, bool], None] = {}
    for card in data["data"]["M20"]["cards"]:
        is_spell = any(kind in card.get("type", "") for kind in ("Instant", "Sorcery"))
        for raw in logical_lines(card.get("text", "")):
            line = normalise_line(raw, card["name"])
            if line:
                lines[(without_ability_word(line), is_spell)] = None
    literals = grammar._literals()
    reaching = [
        (line, is_spell)
        for line, is_spell in lines
        if all(word.kind != "UNKNOWN" for word in grammar.words(line, literals))
    ]
    return reaching[::3]


@cache
def _stock() -> lark.Lark:
    """The grammar with lark's own Earley parser, built once for this module's tests."""
    return grammar.build_parser(indexed=False)


def _parse_all(parser: lark.Lark, lines: list[tuple[str, bool]], monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    with monkeypatch.context() as patch:
        patch.setattr(grammar, "parser", lambda: parser)
        found: list[Any] = []
        for line, is_spell in lines:
            try:
                found.append(grammar.parse(line, is_spell))
            except grammar.ParseFailure as failure:
                found.append(("refused", failure.reason, failure.word, failure.column))
    return found


def test_the_indexed_parser_is_the_one_in_use() -> None:
    assert lark.__version__.startswith(earley.CHECKED_LARK), (
        f"lark {lark.__version__}: check app/oracle/earley.py against its earley.Parser, then add it to CHECKED_LARK"
    )
    assert type(grammar.parser().parser.parser) is earley.IndexedEarley


def test_every_line_of_a_real_set_parses_the_same_as_with_larks_own_parser(monkeypatch: pytest.MonkeyPatch) -> None:
    lines = _m20_lines()
    stock = _stock()
    assert type(stock.parser.parser) is lark_earley.Parser
    indexed = _parse_all(grammar.parser(), lines, monkeypatch)
    expected = _parse_all(stock, lines, monkeypatch)
    assert len(lines) > 100
    parsed = sum(isinstance(result, lark.Tree) for result in expected)
    assert parsed > 60 and len(lines) - parsed > 10  # trees and refusals both compared (fewer refusals as the grammar grows)
    for (line, _), mine, theirs in zip(lines, indexed, expected, strict=True):
        assert mine == theirs, line
        if isinstance(mine, lark.Tree):
            assert mine.pretty() == theirs.pretty(), line


def test_the_look_ahead_is_the_lines_own_and_is_gone_after_each_parse() -> None:
    """The predictor's look-ahead (earley.py, 3) is the terminals of the line being parsed, set for
    that parse only: after a tree, a refusal in the middle and a line that ends early, none is left,
    and the next line is read with its own words (the same answers as lark's own parser)."""
    stock = _stock()
    lines = ["Draw a card.", "Draw a card a card.", "Target creature gets", "~ deals 3 damage to any target."]
    for line in lines:
        for parser in (grammar.parser(), stock):
            with contextlib.suppress(lark.exceptions.UnexpectedInput):
                parser.parse(line, start="spell_text")
            assert earley._LOOKAHEAD.get() is None
    mine = [_one(grammar.parser(), line) for line in lines]
    assert mine == [_one(stock, line) for line in lines]
    assert [isinstance(result, lark.Tree) for result in mine] == [True, False, False, True]


def _one(parser: lark.Lark, line: str) -> Any:
    try:
        return parser.parse(line, start="spell_text")
    except lark.exceptions.UnexpectedToken as problem:
        return ("unexpected", str(problem.token), problem.column)
    except lark.exceptions.UnexpectedEOF:
        return ("ends early",)
