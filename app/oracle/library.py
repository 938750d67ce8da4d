"""The Oracle reader's library sentences (design.md §10; app/engine/rules/library.py): scry,
surveil, mill, "look at the top N cards of your library ...", search, shuffle.

`read_library_effects(text)` reads one normalised effect text (one sentence, or the few sentences
of a "look at the top N" instruction) into the engine's effects, or returns None: every word must
be read (each pattern is anchored at both ends), and a card quality the vocabulary can't say ("a
card named ...", "a permanent card with mana value less than ...") leaves the text unread. Called
first by `templates.read_effects` and, for a whole line of an instant or sorcery, by
`templates.read_spell_line` (a "look at the top" instruction is three sentences).
"""

from __future__ import annotations

import re
from typing import Any

from app.oracle.numbers import WORD_NUMBERS

Json = dict[str, Any]

_NUMBER = r"(?:X|\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)"
# Quick refusal: a text without one of these words is not a library instruction.
_LIBRARY_WORDS = re.compile(r"\b(?:[Ss]cry|[Ss]urveil|[Mm]ills?|library)\b")  # "library": search, look, reveal
_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker", "instant", "sorcery", "battle")
_GRAMMAR_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker", "battle")
_COLORS = ("white", "blue", "black", "red", "green")
_SUBTYPE = re.compile(r"[A-Z][a-z]+(?:-[A-Z][a-z]+)?")
# s17-neo: the basic land types (CR 205.3i): "a basic Forest card" is a basic land card with that subtype
_BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
_COMPARED = re.compile(r"(.+) card with (power|toughness|mana value) (\d+) or (less|greater)")


def _amount(text: str) -> int | str:
    if text == "X":
        return "X"
    return int(text) if text.isdigit() else WORD_NUMBERS[text.lower()]


def _alternative(words: str) -> str | None:
    """One alternative of a card quality ("creature", "white", "Squirrel", "Dragon creature",
    "basic land", "noncreature, nonland") -> its quality string, or None."""
    if words in _GRAMMAR_TYPES:
        return words
    if words in _COLORS:
        return f"card:{words}"
    if words == "basic land":
        return "land:basic"
    basic, _, land_type = words.partition(" ")
    if basic == "basic" and land_type in _BASIC_LAND_TYPES:
        return f"land:basic:{land_type}"  # s17-neo: "a basic Plains card" (CR 205.3i, 205.4c)
    parts = words.split(", ")
    if all(part.startswith("non") and part[3:] in _GRAMMAR_TYPES for part in parts):
        return "card:" + ":".join(parts)  # "noncreature, nonland"
    subtype, _, kind = words.partition(" ")
    if _SUBTYPE.fullmatch(subtype) and kind in ("", *_GRAMMAR_TYPES):
        return f"{kind or 'card'}:{subtype}"  # "Squirrel", "Dragon creature"
    return None


def card_quality(text: str) -> list[str] | None:
    """ "creature card with power 2 or less" -> ["creature:power<=2"]; "blue or artifact card" ->
    ["card:blue", "artifact"]; "creature or land card" -> ["creature_or_land"]; None when a word
    is not understood. `text` ends with "card"."""
    comparison = ""
    compared = _COMPARED.fullmatch(text)
    if compared:
        operator = "<=" if compared[4] == "less" else ">="
        comparison = f":{compared[2].replace(' ', '_')}{operator}{compared[3]}"
        body = compared[1]
    elif text.endswith(" card"):
        body = text[: -len(" card")]
    else:
        return None
    pieces = [p for p in re.split(r",? or |, (?=[A-Z])", body) if p]
    alternatives = [_alternative(piece) for piece in pieces]
    if not alternatives or any(a is None for a in alternatives):
        return None
    found = [a for a in alternatives if a is not None]
    if len(found) > 1 and all(a in _GRAMMAR_TYPES for a in found):
        found = ["_or_".join(found)]  # "creature or land": one spec of the grammar
    return [f"{a}{comparison}" for a in found]


# --- sentences ------------------------------------------------------------------------------------

_SCRY = re.compile(rf"(Scry|Surveil) ({_NUMBER})\.")
_DRAW_THEN = re.compile(rf"Draw ({_NUMBER}) cards?, then (scry|surveil) ({_NUMBER})\.")
_THEN_DRAW = re.compile(rf"(Scry|Surveil) ({_NUMBER}), then draw ({_NUMBER}) cards?\.")
_MILL = re.compile(rf"(Mill|Each opponent mills|Target opponent mills) ({_NUMBER}) cards?\.")
_SHUFFLE = re.compile(r"(Shuffle your library|Target player shuffles their library)\.")
_SEARCH = re.compile(
    r"(You may search|Search) your library for (a|an|up to (?:one|two|three|four|five)) ((?:.+? )?card(?: named ~)?)(s?), "
    r"(?:reveal (it|them|that card|those cards), )?put (it|them|that card|those cards) "
    r"(into your hand|onto the battlefield(?: tapped)?), then shuffle\."
)
_SEARCH_TOP = re.compile(  # s27-otja: without "reveal it" too, and "put it on top"
    r"(You may search|Search) your library for an? (.+?)(, reveal it)?, then shuffle and put (?:that card|it) on top\."
)
_LOOK = re.compile(rf"Look at the top ({_NUMBER}) cards of your library\. (.+)")
_TAKE_ONE = re.compile(
    r"Put (one|two|three) of them into your hand and the (rest|other|others) "
    r"(?:on the bottom of your library in (any|a random) order|(into your graveyard))\."
)
_MAY_TAKE = re.compile(
    r"You may (reveal|put) an? (.+?) from among them (?:and put it )?"
    r"(into your hand|onto the battlefield(?: tapped)?)\. Put the rest on the bottom of your "
    r"library in (any|a random) order\."
)
_LOOK_ONE = re.compile(
    r"Look at the top card of your library\. If it's an? (.+?), you may reveal it and put it "
    r"into your hand\."
)
_REVEAL_AND_PUT = re.compile(r"Reveal the top card of your library and put that card into your hand\.")
_REVEAL_IF = re.compile(
    r"Reveal the top card of your library\. If it's an? (.+?), put it (into your hand|onto the battlefield(?: tapped)?)"
    r"\.(?: Otherwise, put (?:it|that card) (on the bottom of your library|into your graveyard|into your hand)\.)?"
)  # s30-core: "Otherwise, put that card [it] into your hand." (Coiling Oracle; CR 701.20a, 608.2c)
_OTHERWISE = {None: "top", "on the bottom of your library": "bottom", "into your graveyard": "graveyard",
              "into your hand": "hand"}  # s30-core
_DESTINATIONS = {
    "into your hand": "hand",
    "onto the battlefield": "battlefield",
    "onto the battlefield tapped": "battlefield_tapped",
}
_ORDER = {"any": "bottom_any_order", "a random": "bottom_random"}


def _scry(kind: str, number: str) -> Json:
    return {"kind": kind.lower(), "amount": _amount(number)}


def _draw(number: str) -> Json:
    return {"kind": "draw", "amount": _amount(number)}


def _search(match: re.Match[str]) -> Json | None:
    several = match[2].startswith("up to")
    count = _amount(match[2].removeprefix("up to ")) if several else 1
    plural = count != 1
    pronouns = ("them", "those cards") if plural else ("it", "that card")
    if (match[4] == "s") != plural or match[6] not in pronouns or match[5] not in (None, *pronouns):
        return None  # "a ... cards", "up to two ... card, put it": not read
    quality: list[str] | None = None
    if match[3] == "card named ~":
        quality = ["named:~"]  # a card with this card's name
    elif match[3] == "card":
        if several:
            return None  # "up to N cards" of any quality: not modelled
    else:
        quality = card_quality(match[3])
        if quality is None:
            return None
    effect: Json = {"kind": "search_library", "to": _DESTINATIONS[match[7]]}
    if quality is not None:
        effect["quality"] = quality
    if count != 1:
        effect["count"] = count
    if match[5]:
        effect["reveal"] = True
    if match[1] == "You may search":
        effect["optional"] = True
    return effect


def read_library_effects(text: str) -> list[Json] | None:
    """One normalised effect text -> its library effects, or None (module doc)."""
    if not _LIBRARY_WORDS.search(text):
        return None
    if m := _SCRY.fullmatch(text):
        return [_scry(m[1], m[2])]
    if m := _DRAW_THEN.fullmatch(text):
        return [_draw(m[1]), _scry(m[2], m[3])]
    if m := _THEN_DRAW.fullmatch(text):
        return [_scry(m[1], m[2]), _draw(m[3])]
    if m := _MILL.fullmatch(text):
        player = {"Mill": "you", "Each opponent mills": "each_opponent", "Target opponent mills": "target_opponent"}
        return [{"kind": "mill", "amount": _amount(m[2]), "player": player[m[1]]}]
    if m := _SHUFFLE.fullmatch(text):
        return [{"kind": "shuffle", "player": "you" if m[1].startswith("Shuffle") else "target_player"}]
    if m := _SEARCH.fullmatch(text):
        search = _search(m)
        return None if search is None else [search]
    if m := _SEARCH_TOP.fullmatch(text):
        quality = s27otja_either_quality(m[2]) if m[2] != "card" else None
        if m[2] != "card" and quality is None:
            return None
        effect: Json = {
            "kind": "search_library",
            "to": "top",
            "reveal": m[3] is not None,  # s27-otja: revealed only when it says so (CR 701.20a)
            **({"quality": quality} if quality is not None else {}),
        }
        if m[1] == "You may search":
            effect["optional"] = True
        return [effect]
    if _REVEAL_AND_PUT.fullmatch(text):
        return [{"kind": "reveal_top", "amount": 1, "to": "hand", "otherwise": "hand"}]
    if m := _REVEAL_IF.fullmatch(text):
        quality = card_quality(m[1])
        if quality is None:
            return None
        return [
            {
                "kind": "reveal_top",
                "amount": 1,
                "quality": quality,
                "to": _DESTINATIONS[m[2]],
                "otherwise": _OTHERWISE[m[3]],
            }
        ]
    if m := _LOOK_ONE.fullmatch(text):
        quality = card_quality(m[1])
        if quality is None:
            return None
        return [
            {
                "kind": "look_at_top",
                "amount": 1,
                "take": 1,
                "quality": quality,
                "optional": True,
                "reveal": True,
                "to": "hand",
                "rest": "top",
            }
        ]
    if m := _LOOK.fullmatch(text):
        return _look_at_top(_amount(m[1]), m[2])
    return None


def _look_at_top(number: int | str, rest: str) -> list[Json] | None:
    if m := _TAKE_ONE.fullmatch(rest):
        take = _amount(m[1])
        left = None if isinstance(number, str) or isinstance(take, str) else number - take
        if (m[2] == "other") != (left == 1) or (m[2] == "others" and left is not None and left < 2):
            return None  # "the other" is one card, "the others" several
        rest_to = "graveyard" if m[4] else _ORDER[m[3]]
        return [{"kind": "look_at_top", "amount": number, "take": take, "to": "hand", "rest": rest_to}]
    if m := _MAY_TAKE.fullmatch(rest):
        reveal = m[1] == "reveal"
        destination = _DESTINATIONS[m[3]]
        if reveal != (destination == "hand"):
            return None  # "You may reveal ... onto the battlefield" / "You may put ... and put it": not read
        quality = card_quality(m[2]) if m[2] != "card" else None
        if m[2] != "card" and quality is None:
            return None
        effect: Json = {
            "kind": "look_at_top",
            "amount": number,
            "take": 1,
            "optional": True,
            "to": destination,
            "rest": _ORDER[m[4]],
        }
        if quality is not None:
            effect["quality"] = quality
        if reveal:
            effect["reveal"] = True
        return [effect]
    return s29old_up_to_take(number, rest)  # s29-old (end of this module)


# --- s27-otja ---


def s27otja_either_quality(text: str) -> list[str] | None:
    """ "basic land card or a Desert card" (CR 701.23a: a card of either kind) -> both qualities; else as
    `card_quality` reads the text."""
    first, found, second = text.partition(" card or a ")
    if not found:
        first, found, second = text.partition(" card or an ")
    if not found or not second.endswith(" card"):
        return card_quality(text)
    one, other = card_quality(first + " card"), card_quality(second)
    return None if one is None or other is None else [*one, *other]


# --- s29-old ---
_S29OLD_NUMBERS = ("two", "three", "four")
_S29OLD_REST = re.compile(r"\. Put the rest on the bottom of your library in (any|a random) order\.")
_S29OLD_TO = ("into your hand", "onto the battlefield tapped", "onto the battlefield")


def _s29old_up_to_parts(rest: str) -> tuple[str, str, str | None, str, str] | None:
    """ "Put up to <N> <quality> cards[ with <...>] from among them <to>. Put the rest on the bottom of your library in
    <order> order." split into its parts by plain string steps (linear time: one pass per literal, no pattern with two
    unbounded parts, tests/reliability/test_regexes_linear.py); None for other text."""
    head, found, tail = rest.partition(" from among them ")
    number, _, what = head.removeprefix("Put up to ").partition(" ")
    if not found or not head.startswith("Put up to ") or number not in _S29OLD_NUMBERS:
        return None
    noun, cards, with_part = what.partition(" cards")
    if not cards or not noun or (with_part and not with_part.startswith(" with ")):
        return None
    to = next((words for words in _S29OLD_TO if tail.startswith(words)), None)
    order = _S29OLD_REST.fullmatch(tail[len(to):]) if to is not None else None
    if to is None or order is None:
        return None
    return number, noun, with_part or None, to, order[1]


def s29old_up_to_take(number: int | str, rest: str) -> list[Json] | None:
    """ "Look at the top six cards of your library. Put up to two creature cards with mana value 3 or less from among them
    onto the battlefield. Put the rest on the bottom of your library in any order." (CR 608.2c, 401.4) -> `look_at_top`
    taking any number from none to N (`optional`) of the quality; None for any other text."""
    parts = _s29old_up_to_parts(rest)
    if parts is None:
        return None
    up_to, noun, with_part, to, order = parts
    quality = card_quality(f"{noun} card{with_part or ''}")
    take = _amount(up_to)
    if quality is None or not isinstance(take, int) or (isinstance(number, int) and take >= number):
        return None
    return [{"kind": "look_at_top", "amount": number, "take": take, "optional": True, "to": _DESTINATIONS[to],
             "rest": _ORDER[order], "quality": quality}]
