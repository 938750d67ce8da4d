"""Card-name normalisation shared by the loader, the lookups and the importers."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from rapidfuzz import fuzz
from rapidfuzz.distance import OSA, Levenshtein

_APOSTROPHES = str.maketrans({"’": "", "'": "", "‘": "", "`": ""})
_NON_ALNUM = re.compile(r"[^a-z0-9]+")


def _ascii_fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


@lru_cache(maxsize=65_536)
def name_key(name: str) -> str:
    """Case, accents, apostrophes and punctuation forgiven: "Chatzuk, Mighty Guitarist" ->
    "chatzuk mighty guitarist"."""
    folded = _ascii_fold(name).casefold().translate(_APOSTROPHES)
    return " ".join(_NON_ALNUM.sub(" ", folded).split())


@lru_cache(maxsize=65_536)
def slugify(name: str) -> str:
    """The card id: "Chatzuk, Mighty Guitarist" -> "chatzuk-mighty-guitarist"."""
    return name_key(name).replace(" ", "-") or "card"


# Two words this different are different words, not one word mistyped ("black" / "blue": 44,
# "guard" / "guide": 60; "bleu" / "blue": 75, "bolder" / "boulder": 92).
_SAME_WORD_RATIO = 67.0


# --- typo score: how much of a name a typo changed -------------------------------------------------

# A match needs at least this score (0-100): 100 less the edits per letter of the longer name, in
# percent, a swap of two neighbours counting half an edit (the commonest slip on a keyboard). One
# edit passes from 7 letters (85.7), two from 14, three from 20; a swap from 4 (`tiaga`: 87.5).
# `seahunter` for Headhunter (two edits in ten letters: 80) does not.
MATCH_THRESHOLD = 85.0


def typo_score(query_key: str, candidate_key: str) -> float:
    """0-100: how close `query_key` is to `candidate_key` as a misspelling of it."""
    longest = max(len(query_key), len(candidate_key))
    if longest == 0:
        return 100.0
    osa = OSA.distance(query_key, candidate_key)
    swaps = Levenshtein.distance(query_key, candidate_key) - osa  # each swap: 2 edits for one, 1 for the other
    cost = max(osa - swaps / 2, 0.5 if osa else 0.0)
    return round(100.0 * (1.0 - cost / longest), 1)


def another_card(query_key: str, candidate_key: str) -> str | None:
    """Why `query_key` names another card rather than `candidate_key` misspelt, or None when it
    may be a misspelling of it. Word by word, a misspelt word keeps its first letter and is
    close to the word it stands for; a changed word (`black` for `blue`), a changed first letter
    (`seahunter` for `headhunter`, `wall` for `ball`), a word added or dropped (`ambush` for
    `ambush viper`) make another name, however close the letters."""
    if query_key.replace(" ", "") == candidate_key.replace(" ", ""):
        return None  # only a space lost, added or moved ("woodelves", "frostg loom"): the same letters
    query_words, candidate_words = query_key.split(), candidate_key.split()
    if len(query_words) != len(candidate_words):
        return "a word added or dropped"
    for asked, named in zip(query_words, candidate_words, strict=True):
        if asked == named:
            continue
        if min(len(asked), len(named)) < 3 or fuzz.ratio(asked, named) < _SAME_WORD_RATIO:
            return f"{asked!r} is another word than {named!r}"
        why = misspelt_word(asked, named)
        if why is not None:
            return why
    return None


_KEYBOARD = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
_ROW_OF = {ch: (row, col) for row, keys in enumerate(_KEYBOARD) for col, ch in enumerate(keys)}
_VOWELS = set("aeiou")


def _slip(typed: str, meant: str) -> bool:
    """One letter for another as fingers slip (keys side by side or one row apart) or as people
    spell by ear (one vowel for another)."""
    if typed in _VOWELS and meant in _VOWELS:
        return True
    a, b = _ROW_OF.get(typed), _ROW_OF.get(meant)
    return a is not None and b is not None and abs(a[0] - b[0]) <= 1 and abs(a[1] - b[1] + (a[0] - b[0]) * 0.5) <= 1


def misspelt_word(asked: str, named: str) -> str | None:
    """Why `asked` is another word than `named` rather than it misspelt, or None. A misspelt word
    keeps its first letter (or has it swapped with the second); it has one slip (a letter
    missing, doubled or extra, two neighbours swapped, one letter for a key beside it or a
    vowel for a vowel), two from eight letters; a letter replaced in a word of four letters or
    fewer makes another word (`cave` / `cage`, `lore` / `lyre`)."""
    if asked[0] != named[0] and asked[:2] != named[1::-1]:
        return f"{asked!r} is not {named!r}: another first letter"
    osa = OSA.distance(asked, named)
    if osa > (2 if len(named) >= 8 else 1):
        return f"{asked!r} is too far from {named!r} for a slip"
    if Levenshtein.distance(asked, named) == 2 and osa == 1:
        return None  # two neighbours swapped
    for edit in Levenshtein.editops(asked, named):
        if edit.tag != "replace":
            continue
        typed, meant = asked[edit.src_pos], named[edit.dest_pos]
        if len(named) <= 4 or not _slip(typed, meant):
            return f"{asked!r} is not {named!r}: {typed!r} for {meant!r} is no slip"
    return None
