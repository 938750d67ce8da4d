"""Reading planeswalkers: the printed loyalty and the loyalty ability lines (CR 306, 606).

A loyalty line is its cost, a colon and an effect: "+1: Draw a card.", "−3: ...", "0: ...",
"−X: ..." (Scryfall's Oracle text), or with the cost in brackets, "[+1]: Draw a card." (MTGJSON's).
The minus sign of Oracle text is U+2212; a hyphen is read the same. The effect is read as the
sentences of an instant or sorcery are (`templates.read_spell_line`): every sentence must be
understood, and at most one may target. It becomes `{"kind": "loyalty", "cost": "-3", "effect":
..., "then_effects": [...]}`; a line whose effect is not read is not modelled (the reader reports
it as written). "You get an emblem with "<ability>"" (CR 114) is read by the grammar (s13-pw,
docs/oracle-pw.md): the `get_emblem` effect.

The printed loyalty (MTGJSON's and Scryfall's `loyalty`, a string) becomes the definition's
`loyalty` (the planeswalker enters with that many loyalty counters, CR 306.5b). A planeswalker
whose loyalty is not a number ("X", or missing) is not played: its loyalty is what its text or
the card data leave unknown.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from app.oracle.templates import read_spell_line

Json = dict[str, Any]

_MINUS = "\u2212"
_LOYALTY_LINE = re.compile(rf"\[?(?P<cost>\+[0-9]+|[-{_MINUS}](?:[0-9]+|X)|0)\]?: (?P<effect>.+)")


def is_loyalty_line(line: str) -> bool:
    """Whether a normalised Oracle line is a loyalty ability ("+1: ...", "[−2]: ...")."""
    return _LOYALTY_LINE.fullmatch(line) is not None


def loyalty_effect(line: str) -> str:
    """The effect part of a loyalty line (what follows "+1: "), or the line when it is not one."""
    match = _LOYALTY_LINE.fullmatch(line)
    return match["effect"] if match is not None else line


def read_loyalty_line(line: str, read_effect: Callable[[str], list[Json] | None] | None = None) -> list[Json] | None:
    """A loyalty ability line -> `[{"kind": "loyalty", ...}]`, or None when its effect is not
    read (or it is not a loyalty line). `read_effect`: a second reader of the effect as the
    sentences of a spell (the reader's compositional grammar) for an effect the templates miss."""
    match = _LOYALTY_LINE.fullmatch(line)
    if match is None:
        return None
    cost = match["cost"].replace(_MINUS, "-")
    if cost.startswith("-0"):
        return None
    read = read_spell_line(match["effect"])
    if not read and read_effect is not None:
        read = read_effect(match["effect"])
    if not read or any(ability.get("kind") != "spell" or ability.get("condition") for ability in read):
        return None  # a line about a spell itself ("can't be countered", "if kicked") says nothing here
    effects = [effect for ability in read for effect in (ability["effect"], *ability.get("then_effects", ()))]
    ability: Json = {"kind": "loyalty", "cost": cost, "effect": effects[0]}
    if len(effects) > 1:
        ability["then_effects"] = effects[1:]
    return [ability]


def printed_loyalty(definition: Json, loyalty: str | None) -> str | None:
    """Give a planeswalker's definition its printed `loyalty` (CR 306.5a); returns why the card
    can't be played when it is a planeswalker whose loyalty is not a number, else None."""
    if "Planeswalker" not in definition.get("types", ()):
        return None
    if loyalty is None or not re.fullmatch(r"[0-9]{1,3}", loyalty.strip()):
        return f"loyalty {loyalty if loyalty is not None else 'not given'} (a planeswalker needs a printed number)"
    definition["loyalty"] = int(loyalty.strip())
    return None
