"""Mana and tap symbols as searchable words.

Both full-text engines split `{T}` into the letter `t` (SQLite's unicode61 tokenizer), or drop
it as a stop word (PostgreSQL's english configuration), so `q={T}` used to find the "t" of
"can't". Each symbol is indexed and queried as one word instead, inside its braces (which both
tokenizers treat as separators): `{T}` -> `{symt0}`, `{W/U}` -> `{symwu0}`, `{2}` -> `{sym20}`. The trailing digit keeps the word out of both stemmers (Porter
would turn a word ending in `s` or `e` into another symbol's word; PostgreSQL leaves words
with digits to its `simple` dictionary), and the `sym` + code + `0` shape is one-to-one.

The same mapping runs in three places, all built from `SYMBOLS` here: in Python on the query,
in SQL (a chain of `replace()`, identical on SQLite and PostgreSQL) where the index is built,
and back in Python on the highlight snippet.
"""

from __future__ import annotations

import re

_COLORS = "WUBRG"
_PAIRS = ("W/U", "W/B", "U/B", "U/R", "B/R", "B/G", "R/G", "R/W", "G/W", "G/U")

# Every symbol of the comprehensive rules' list (CR 107.4) and of card text: mana of each
# colour, colourless, generic 0-20, X/Y/Z, hybrid, monocoloured hybrid, Phyrexian and hybrid
# Phyrexian, snow, energy, tap, untap, half mana, and {D} (the playtest land-drop symbol).
SYMBOLS: tuple[str, ...] = (
    "T", "Q", "E", "S", "C", "X", "Y", "Z", "P", "D", "A", "TK", "HW", "HR", "CHAOS", "PW",
    *_COLORS,
    *(str(n) for n in range(21)),
    "100", "1000000",
    *_PAIRS,
    *(f"2/{c}" for c in _COLORS),
    *(f"C/{c}" for c in _COLORS),
    *(f"{c}/P" for c in _COLORS),
    "C/P",
    *(f"{pair}/P" for pair in _PAIRS),
)


# The text transformation, as plain substring replacements applied in this order (so SQL can
# do exactly what Python does): hybrid slashes go (`{W/U}` -> `{WU}`, `{W/U/P}` -> `{WUP}`),
# then every brace pair gets the word's prefix and suffix (`{T}` -> `{symT0}`). The tokenizers
# lower-case the word.
REPLACEMENTS: tuple[tuple[str, str], ...] = (
    *((f"{{{c}/", f"{{{c}") for c in ("W", "U", "B", "R", "G", "C", "2")),
    ("/P}", "P}"),
    ("{", "{sym"),
    ("}", "0}"),
)


def symbol_word(symbol: str) -> str:
    """`T` (for `{T}`) -> `symt0`, `W/U` -> `symwu0`."""
    return "sym" + symbol.replace("/", "").lower() + "0"


_BY_CODE = {symbol.replace("/", ""): f"{{{symbol}}}" for symbol in SYMBOLS}
_QUERY_SYMBOL = re.compile(r"\{[A-Za-z0-9/]{1,8}\}")
_WORDS = re.compile(r"\{([\x02\x03]?)sym([A-Za-z0-9]+?)0([\x02\x03]?)\}")


def words_for_symbols(text: str) -> str:
    """What the index reads: `{2}{R}` -> `{sym20}{symR0}` (two words for the tokenizer)."""
    for old, new in REPLACEMENTS:
        text = text.replace(old, new)
    return text


def symbol_terms(text: str) -> list[str]:
    """The symbol words of a search query, in order (`{T}: add {g}` -> `symt0`, `symg0`)."""
    return [symbol_word(m.group(0)[1:-1].upper()) for m in _QUERY_SYMBOL.finditer(text)]


def without_symbols(text: str) -> str:
    return _QUERY_SYMBOL.sub(" ", text)


def symbols_for_words(text: str) -> str:
    """The reverse, for a snippet cut from the indexed text; highlight markers (the characters
    the database put just inside the braces) move outside the symbol."""

    def back(m: re.Match[str]) -> str:
        code = m.group(2).upper()
        return m.group(1) + _BY_CODE.get(code, f"{{{code}}}") + m.group(3)

    return _WORDS.sub(back, text)


def symbols_sql(column: str) -> str:
    """SQL (SQLite and PostgreSQL alike) doing `words_for_symbols` on `column`: the same
    replacements in the same order. Texts without a `{` skip them."""
    expression = column
    for old, new in REPLACEMENTS:
        expression = f"replace({expression}, '{old}', '{new}')"
    return f"(CASE WHEN {column} LIKE '%{{%' THEN {expression} ELSE {column} END)"
