"""Card-name normalisation shared by the loader, the lookups and the importers."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from rapidfuzz import fuzz
from rapidfuzz.distance import OSA

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


# --- fuzzy matching: a typo is forgiven, another word is another card ----------------------------

# Two words this different are different words, not one word mistyped ("black" / "blue": 44,
# "guard" / "guide": 60; "bleu" / "blue": 75, "bolder" / "boulder": 92).
_SAME_WORD_RATIO = 67.0


def substituted_word(query_key: str, candidate_key: str) -> tuple[str, str] | None:
    """The first word the query has *instead of* one of the candidate's, position by position,
    when both have the same number of words: `circle of protection black` for `circle of
    protection blue` gives ("black", "blue"). Such names are different cards (one colour, one
    creature type apart), however close their letters; None when every word is the same word,
    perhaps mistyped, or the word counts differ."""
    query_words, candidate_words = query_key.split(), candidate_key.split()
    if len(query_words) != len(candidate_words) or len(query_words) < 2:
        return None
    for asked, named in zip(query_words, candidate_words, strict=True):
        if asked == named or min(len(asked), len(named)) < 3:
            continue
        if fuzz.ratio(asked, named) < _SAME_WORD_RATIO:
            return asked, named
    return None


def is_single_typo(query_key: str, candidate_key: str) -> bool:
    """One letter wrong, missing, extra, or two neighbours swapped (`tiaga` for `taiga`): a typo
    even in a short name, where a similarity percentage would call it too far."""
    return len(query_key) >= 4 and OSA.distance(query_key, candidate_key) <= 1
