"""s16-cleave: the two texts of a spell with cleave (CR 702.148). "Cleave {cost}" (read by the grammar,
`cleave_keyword`) lets the spell be cast for that cost; if it is, "remove the words in square
brackets" (702.148b). A line with bracketed words is read twice, each text by the reader's usual
path: with those words (brackets dropped) and without them. Each must read as `spell` abilities
without a condition of their own; they come back as the condition "not_cleaved" and "cleaved"
(rules/cleave.py chooses between them as the spell resolves). Anything else is not read.

The same two readings serve "<sentence>. If this spell was kicked, <sentence> instead." (CR 702.33d):
the first sentence with the condition "not_kicked", the second (standing alone) with "kicked"."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_CLEAVE_LINE = re.compile(r"^cleave \{", re.IGNORECASE | re.MULTILINE)


def has_cleave(oracle_text: str) -> bool:
    return _CLEAVE_LINE.search(oracle_text) is not None


def _without_brackets(line: str) -> str | None:
    """The line without each "[...]" and the spaces before it, in one pass (linear time); None when
    the brackets don't pair up or nest."""
    kept: list[str] = []
    inside = False
    for char in line:
        if char == "[":
            if inside:
                return None
            inside = True
            while kept and kept[-1].isspace():
                kept.pop()
        elif char == "]":
            if not inside:
                return None
            inside = False
        elif not inside:
            kept.append(char)
    return None if inside else "".join(kept)


def _no_space_before_punctuation(text: str) -> str:
    """Spaces left before "." or "," by a removed bracket dropped (one pass)."""
    kept: list[str] = []
    for char in text:
        if char in ".,":
            while kept and kept[-1].isspace():
                kept.pop()
        kept.append(char)
    return "".join(kept)


def texts(line: str) -> tuple[str, str] | None:
    """(with the bracketed words, without them), or None when the brackets don't pair up."""
    without = _without_brackets(line)
    if without is None:
        return None
    with_words = line.replace("[", "").replace("]", "")
    without = without.lstrip()
    without = without[:1].upper() + without[1:]
    return with_words, _no_space_before_punctuation(without)


def read_both(line: str, read: Callable[[str], list[dict[str, Any]] | None]) -> list[dict[str, Any]] | None:
    """The line's `spell` abilities as both texts, or None unless each text reads fully."""
    pair = texts(line)
    return None if pair is None else read_pair(pair, ("not_cleaved", "cleaved"), read)


_KICKED_INSTEAD = re.compile(r"([A-Z~][^.]*\.) If (?:~|it) was kicked, (?:instead ([a-z][^.]*)|([a-z][^.]*) instead)\.")


def kicked_instead(line: str) -> tuple[str, str] | None:
    """ "<sentence>. If this spell was kicked, <sentence> instead." (also "..., instead <sentence>."):
    the two sentences, the second written to stand alone, or None for any other line. "~ deals 2 damage
    to target creature. If this spell was kicked, it deals 4 damage instead." names the same source and
    target: the second is "~ deals 4 damage to target creature."."""
    m = _KICKED_INSTEAD.fullmatch(line)
    if m is None:
        return s25stda_kicked_instead(line)  # s25-stda: after two or more sentences (end of this module)
    instead = m[2] or m[3]
    same_damage = _IT_DEALS.fullmatch(instead)
    first_damage = _SELF_DEALS.fullmatch(m[1])
    if same_damage and first_damage:  # "it deals 5 damage instead": the same damage, to the same target
        return m[1], f"~ deals {same_damage[1]} damage {first_damage[1]}"
    if (named := s21szn_named_again(m[1], instead)) is not None:  # s21-szn: "that creature gets ..." (CR 702.33d)
        return m[1], named
    if (tokens := s25stda_those_tokens(m[1], instead)) is not None:  # s25-stda: "create four of those tokens"
        return m[1], tokens
    return m[1], f"{instead[0].upper()}{instead[1:]}."


_IT_DEALS = re.compile(r"it deals (\d+) damage")
_SELF_DEALS = re.compile(r"~ deals \d+ damage (to [^.]+\.)")


def read_pair(
    pair: tuple[str, str], conditions: tuple[str, str], read: Callable[[str], list[dict[str, Any]] | None]
) -> list[dict[str, Any]] | None:
    """Two texts, each read fully as `spell` abilities without a condition of their own, with the
    conditions given (the first text's, the second's); None unless both read."""
    found: list[dict[str, Any]] = []
    for text, condition in zip(pair, conditions, strict=True):
        abilities = read(text)
        if not abilities or any(a.get("kind") != "spell" or a.get("condition") is not None for a in abilities):
            return None
        found.extend({**a, "condition": condition} for a in abilities)
    return found


# --- s21-szn ---

_S21SZN_AGAIN = {"~": "it", "Creatures you control": "those creatures"}


def s21szn_named_again(first: str, instead: str) -> str | None:
    """The "instead" sentence written to stand alone when it names the first sentence's subject again with the
    same verb: "Target creature gets +3/+3 until end of turn." / "that creature gets +5/+5 until end of turn"
    -> "Target creature gets +5/+5 until end of turn." (the one target, chosen as the spell is cast: only the
    sentence that happens has its target chosen, CR 702.33d, 601.2c); "Creatures you control get +1/+1 ..." /
    "those creatures get +2/+1 ..."; "~ deals 1 damage to each creature." / "it deals 2 damage to each creature".
    The first sentence may say "target" once only (its subject); None for any other pair."""
    words = first.split(" ")
    at = next((i for i, word in enumerate(words) if word in ("deals", "gets", "get")), None)
    if at is None:
        return None
    subject, verb = " ".join(words[:at]), words[at]
    is_target = subject.startswith("Target ") and subject[7:].replace(" ", "").isalpha()
    if not (is_target or subject in _S21SZN_AGAIN) or first.lower().count("target") != int(is_target):
        return None
    if is_target and "creature" not in subject.split(" "):
        return None
    again = "that creature" if is_target else _S21SZN_AGAIN[subject]
    if not instead.startswith(f"{again} {verb} ") or "target" in instead:
        return None
    return f"{subject}{instead[len(again):]}."


# --- s25-stda ---

_S25STDA_CREATE = re.compile(r"Create (?:a|an|one|two|three|four|five|six|seven|eight|nine|ten) (\d+/\d+ [^.]*)\.")
_S25STDA_THOSE = re.compile(r"create (two|three|four|five|six|seven|eight|nine|ten) of those tokens")


def s25stda_those_tokens(first: str, instead: str) -> str | None:
    """ "Create two 1/1 green Saproling creature tokens." / "create four of those tokens" -> "Create four 1/1 green
    Saproling creature tokens." (CR 702.33d: the kicked spell creates that many tokens of the same description, and
    the first sentence's only when it isn't kicked); None for any other pair."""
    made, again = _S25STDA_CREATE.fullmatch(first), _S25STDA_THOSE.fullmatch(instead)
    if made is None or again is None:
        return None
    described, _, rider = made[1].partition(" with ")
    if not described.endswith((" token", " tokens")):
        return None
    described = described if described.endswith("tokens") else f"{described}s"
    return f"Create {again[1]} {described}{' with ' + rider if rider else ''}."


_S25STDA_KICKED_AFTER = re.compile(r"((?:[A-Z~][^.]*\. )+)([A-Z~][^.]*\.) If (?:~|it) was kicked, ([a-z][^.]*) instead\.")


def s25stda_kicked_instead(line: str) -> tuple[str, str] | None:
    """ "Untap target creature. It gets +2/+2 until end of turn. If this spell was kicked, that creature gets +4/+4 until
    end of turn instead." (CR 702.33d): the "instead" sentence replaces the LAST sentence only when it names the same
    object with the same verb ("It gets" / "that creature gets", the one creature the sentences before target); the
    two texts are the whole spell without the kick and with it ("Untap target creature. It gets +4/+4 until end of
    turn."), each read by the reader's usual path, so the earlier sentences and their one target are the same in both.
    None for any other line."""
    m = _S25STDA_KICKED_AFTER.fullmatch(line)
    if m is None:
        return None
    before, last, instead = m[1], m[2], m[3]
    words = last.split(" ")
    if len(words) < 3 or words[0] != "It" or not instead.startswith(f"that creature {words[1]} "):
        return None
    if "target" in instead or before.lower().count("target creature") != 1 or before.lower().count("target") != 1:
        return None
    return f"{before}{last}", f"{before}It{instead[len('that creature'):]}."
# --- s25-mh: overload (CR 702.96) ---
_S25MH_OVERLOAD_LINE = re.compile(r"^overload \{", re.IGNORECASE | re.MULTILINE)
_S25MH_TARGET = re.compile(r"\b([Tt])argets?\b")


def s25mh_has_overload(oracle_text: str) -> bool:
    return _S25MH_OVERLOAD_LINE.search(oracle_text) is not None


def s25mh_overloaded_text(line: str) -> str | None:
    """The line with every "target" replaced by "each" (CR 702.96b), or None when it says no "target" or says
    "targets" (a plural the replacement would leave ungrammatical: not read)."""
    words = _S25MH_TARGET.findall(line)
    if not words or re.search(r"\b[Tt]argets\b", line):
        return None
    return _S25MH_TARGET.sub(lambda m: "Each" if m[1] == "T" else "each", line)
