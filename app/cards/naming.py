"""Card-name normalisation shared by the loader, the lookups and the importers."""

from __future__ import annotations

import re
import unicodedata

_APOSTROPHES = str.maketrans({"’": "", "'": "", "‘": "", "`": ""})
_NON_ALNUM = re.compile(r"[^a-z0-9]+")


def _ascii_fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def name_key(name: str) -> str:
    """Case, accents, apostrophes and punctuation forgiven: "Chatzuk, Mighty Guitarist" ->
    "chatzuk mighty guitarist"."""
    folded = _ascii_fold(name).casefold().translate(_APOSTROPHES)
    return " ".join(_NON_ALNUM.sub(" ", folded).split())


def slugify(name: str) -> str:
    """The card id: "Chatzuk, Mighty Guitarist" -> "chatzuk-mighty-guitarist"."""
    return name_key(name).replace(" ", "-") or "card"
