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
    ("T", "Q", "E", "S", "C", "X", "Y", "Z", "P", "D", "A", "TK", "HW", "HR", "CHAOS", "PW")
    + tuple(_COLORS)
    + tuple(str(n) for n in range(21))
    + ("100", "1000000")
    + _PAIRS
    + tuple(f"2/{c}" for c in _COLORS)
    + tuple(f"C/{c}" for c in _COLORS)
    + tuple(f"{c}/P" for c in _COLORS)
    + ("C/P",)
    + tuple(f"{pair}/P" for pair in _PAIRS)
)


def symbol_word(symbol: str) -> str:
    """`T` (for `{T}`) -> `symt0`."""
    return "sym" + symbol.replace("/", "").lower() + "0"


_WORD_OF = {f"{{{s}}}": symbol_word(s) for s in SYMBOLS}
_SYMBOL_OF = {word: braced for braced, word in _WORD_OF.items()}
# Longest first, so `{10}` is not read as `{1}` and a `0`.
_BRACED = re.compile("|".join(re.escape(b) for b in sorted(_WORD_OF, key=len, reverse=True)), re.IGNORECASE)
_WORDS = re.compile(r"\{([\x02\x03]?)(sym[a-z0-9]+0)([\x02\x03]?)\}")


def words_for_symbols(text: str) -> str:
    """Every known symbol in `text` as its word in braces: `{2}{R}` -> `{sym20}{symr0}`."""
    return _BRACED.sub(lambda m: "{" + _WORD_OF[m.group(0).upper()] + "}", text)


def symbol_terms(text: str) -> list[str]:
    """The symbol words of a search query, in order (`{T}: add {G}` -> `symt0`, `symg0`)."""
    return [_WORD_OF[m.group(0).upper()] for m in _BRACED.finditer(text)]


def without_symbols(text: str) -> str:
    return _BRACED.sub(" ", text)


def symbols_for_words(text: str) -> str:
    """The reverse, for a snippet cut from the indexed text; highlight markers (any characters
    the database put just inside the braces) stay around the symbol."""
    def back(m: re.Match[str]) -> str:
        braced = _SYMBOL_OF.get(m.group(2))
        return m.group(0) if braced is None else m.group(1) + braced + m.group(3)

    return _WORDS.sub(back, text)


def symbols_sql(column: str) -> str:
    """SQL (SQLite and PostgreSQL alike) giving `column` with every symbol replaced by its word,
    exactly as `words_for_symbols` does. Texts without a `{` skip the chain."""
    expression = column
    for braced in sorted(_WORD_OF, key=len, reverse=True):
        expression = f"replace({expression}, '{braced}', '{{{_WORD_OF[braced]}}}')"
    return f"(CASE WHEN {column} LIKE '%{{%' THEN {expression} ELSE {column} END)"
