"""s32-oldmh (docs/oracle-s32-oldmh.md): a legendary card whose name has no comma names itself in its Oracle text by the
first word of its name ("Whenever Svyelun attacks, draw a card." on Svyelun of Sea and Sky; "Whenever Phage deals combat
damage ..." on Phage the Untouchable; CR 201.5: an object that refers to itself by name means itself). That word is read
as "~", as the part before the comma is for "Chatzuk, Mighty Guitarist" (reader.normalise_line). Only for a legendary
card (its short name is its own), only a capitalised word of three or more letters that is no subtype ("Sliver Queen"'s
"Sliver" is a creature type, never the card) and not "The", never right after "named" nor as the start of a longer name
(Tuktuk the Explorer's token "Tuktuk the Returned" is another object); plain string steps, no regular expression."""

from __future__ import annotations

from app.engine.subtypes import is_subtype

_NOT_A_NAME = frozenset({"The", "A", "An"})
_PUNCTUATION = ".,:;"


def short_name_self(line: str, name: str, supertypes: list[str]) -> str:
    """`line` with the legendary card's short name (its name's first word) as "~"."""
    if "Legendary" not in supertypes or "," in name or " // " in name:
        return line
    first, _, rest = name.partition(" ")
    if (not rest or len(first) < 3 or not first[0].isupper() or first in _NOT_A_NAME or first.endswith("'s")
            or not first.replace("-", "").replace("'", "").isalpha() or is_subtype(first)):
        return line
    out: list[str] = []
    words = line.split(" ")
    for index, word in enumerate(words):
        core = word.rstrip(_PUNCTUATION)
        tail = word[len(core):]
        if (out and out[-1] == "named") or (not tail and _longer_name(words[index + 1:index + 3])):
            out.append(word)  # another object's name ("named Tuktuk the Unstoppable", "create Tuktuk the Returned, ...")
        elif core == first:
            out.append("~" + tail)
        elif core in (first + "'s", first + "’s"):
            out.append("~'s" + tail)
        else:
            out.append(word)
    return " ".join(out)


def _longer_name(after: list[str]) -> bool:
    """Whether the words after a short name continue a longer name: "the Returned", "of Sea", a capitalised word."""
    if not after:
        return False
    if after[0] in ("the", "of") and len(after) > 1:
        return after[1][:1].isupper()
    return after[0][:1].isupper()
