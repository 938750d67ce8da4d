"""s31-old (docs/oracle-s31-old.md): "As ~ enters, choose Khans or Dragons. • Khans — <ability> • Dragons — <ability>"
(CR 614.12, 607.2a): the line is cut into its two names and its two modes' texts with plain string steps (no regular
expression), and each mode's text is read as a line of its own by the reader (any ability it reads in full on any
card). The line reads only if both modes read in full: the ability `s31old_choose_mode_as_enters`
(rules/s31old_choose_mode.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_CHOOSE = "As ~ enters, choose "
_BULLET = " • "


def _name(word: str) -> bool:
    """One capitalised word ("Khans"), the name of a mode."""
    return 0 < len(word) <= 40 and word.isalpha() and word[0].isupper() and word[1:].islower()


def choose_mode_parts(line: str) -> tuple[tuple[str, str], tuple[str, str]] | None:
    """ "As ~ enters, choose A or B. • A — <text> • B — <text>" -> ((A, text), (B, text)); None for any other line."""
    if not line.startswith(_CHOOSE):
        return None
    head, bullet, rest = line[len(_CHOOSE):].partition("." + _BULLET)
    names = head.split(" or ")
    if not bullet or len(names) != 2 or not all(map(_name, names)) or names[0] == names[1]:
        return None
    first, second = names
    opening, marker = f"{first} — ", f"{_BULLET}{second} — "
    if not rest.startswith(opening) or rest.count(marker) != 1:
        return None
    first_text, _, second_text = rest[len(opening):].partition(marker)
    if _BULLET in first_text or _BULLET in second_text or not first_text.endswith(".") or not second_text.endswith("."):
        return None
    return (first, first_text), (second, second_text)


def read_choose_mode(parts: tuple[tuple[str, str], tuple[str, str]],
                     read_text: Callable[[str], list[dict[str, Any]] | None]) -> list[dict[str, Any]] | None:
    """The `s31old_choose_mode_as_enters` ability of the two modes, each text read in full as its own line (None: one
    of them doesn't read, or reads into another choice of modes)."""
    modes: list[dict[str, Any]] = []
    for name, text in parts:
        abilities = read_text(text)
        if not abilities or any(a.get("kind") in ("s31old_choose_mode_as_enters", "class_level") for a in abilities):
            return None
        modes.append({"name": name, "abilities": abilities})
    return [{"kind": "s31old_choose_mode_as_enters", "modes": modes}]
