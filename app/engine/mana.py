"""Mana cost strings ("{3}{G}", "{X}{R}", "{2}{R}{D}") parsed into a value (CR 107.4, 202).

Symbols understood: generic numbers, W U B R G, C (colorless), X, S (snow), hybrid ("{W/U}",
"{2/W}"), Phyrexian ("{G/P}", "{W/U/P}") and the playtest land-drop symbol {D}, which is an
additional cost, not mana (seed ruling bf87a231575da764). Payment lives in `rules/costs.py`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from app.engine.enums import COLOR_ORDER

_SYMBOL = re.compile(r"\{([^{}]*)\}")
_HYBRID = re.compile(r"^(?:[WUBRG]/[WUBRG]|2/[WUBRG]|C/[WUBRG])$")
_PHYREXIAN = re.compile(r"^(?:[WUBRG]/P|[WUBRG]/[WUBRG]/P)$")
# Symbols that are costs but not mana: {D} gives up a land drop (Boulder Jockey).
NON_MANA_SYMBOLS = ("D",)


class MalformedManaCost(ValueError):
    """The string is not a sequence of mana symbols in braces."""


@dataclass(frozen=True)
class ManaCost:
    """A parsed mana cost. `colored` maps W/U/B/R/G to amounts; `colorless` is {C}."""

    generic: int = 0
    colored: dict[str, int] = field(default_factory=dict)
    colorless: int = 0
    x_count: int = 0
    snow: int = 0
    hybrid: tuple[str, ...] = ()
    phyrexian: tuple[str, ...] = ()
    additional: tuple[str, ...] = ()  # non-mana symbols such as "D"
    symbols: tuple[str, ...] = ()  # every symbol in printed order, for display

    def mana_value(self, x: int = 0) -> int:
        """CR 202.3: the total amount of mana in the cost; X counts as `x` (0 except on the stack)."""
        hybrid_value = sum(2 if symbol.startswith("2/") else 1 for symbol in self.hybrid) if self.hybrid else 0
        return (
            self.generic + sum(self.colored.values()) + self.colorless + self.snow + self.x_count * x
            + hybrid_value + len(self.phyrexian)
        )

    @property
    def colors(self) -> list[str]:
        """CR 202.2: an object's colors are the colors of the mana symbols in its cost."""
        found = set(self.colored)
        for symbol in (*self.hybrid, *self.phyrexian):
            found.update(part for part in symbol.split("/") if part in COLOR_ORDER)
        return [color for color in COLOR_ORDER if color in found]

    def text(self) -> str:
        return "".join(f"{{{symbol}}}" for symbol in self.symbols)


# Only short costs are cached, so the cache holds at most 4096 x (64 characters + one parsed cost):
# a request can't fill memory with long made-up costs (every printed cost is far shorter).
CACHED_COST_MAX_LENGTH = 64


def parse_mana_cost(text: str) -> ManaCost:
    """Parse a mana cost; raise MalformedManaCost naming the bad part. Cached for short costs: a
    pure function of the string, called for every characteristic computation. The result may be
    shared: never mutate it."""
    if len(text) <= CACHED_COST_MAX_LENGTH:
        return _parse_short_mana_cost(text)
    return _parse_mana_cost(text)


@lru_cache(maxsize=4096)
def _parse_short_mana_cost(text: str) -> ManaCost:
    return _parse_mana_cost(text)


def _parse_mana_cost(text: str) -> ManaCost:
    position = 0
    generic = colorless = x_count = snow = 0
    colored: dict[str, int] = {}
    hybrid: list[str] = []
    phyrexian: list[str] = []
    additional: list[str] = []
    symbols: list[str] = []
    for match in _SYMBOL.finditer(text):
        if match.start() != position:
            raise MalformedManaCost(f"unexpected text {text[position:match.start()]!r}")
        position = match.end()
        symbol = match.group(1).upper()
        if symbol.isdigit():
            generic += int(symbol)
        elif symbol in COLOR_ORDER:
            colored[symbol] = colored.get(symbol, 0) + 1
        elif symbol == "C":
            colorless += 1
        elif symbol == "X":
            x_count += 1
        elif symbol == "S":
            snow += 1
        elif symbol in NON_MANA_SYMBOLS:
            additional.append(symbol)
        elif _HYBRID.match(symbol):
            hybrid.append(symbol)
        elif _PHYREXIAN.match(symbol):
            phyrexian.append(symbol)
        else:
            raise MalformedManaCost(f"unknown mana symbol {{{match.group(1)}}}")
        symbols.append(symbol)
    if position != len(text):
        raise MalformedManaCost(f"unexpected text {text[position:]!r}")
    ordered = {color: colored[color] for color in COLOR_ORDER if color in colored}
    return ManaCost(generic, ordered, colorless, x_count, snow, tuple(hybrid), tuple(phyrexian),
                    tuple(additional), tuple(symbols))


@dataclass(frozen=True)
class ActivationCost:
    """An activation cost (CR 602.1a): mana and non-mana symbols, plus {T} (tap this permanent,
    CR 107.5) and {Q} (untap this permanent, CR 107.6), which are not mana."""

    mana: ManaCost = field(default_factory=ManaCost)
    tap: bool = False
    untap: bool = False


_TAP_OR_UNTAP = re.compile(r"\{([TtQq])\}")


def parse_activation_cost(text: str) -> ActivationCost:
    """Parse "{1}{G}", "{T}", "{Q}", "{D}", "{2}{T}" ...; raise MalformedManaCost naming the bad part."""
    symbols = {match.group(1).upper() for match in _TAP_OR_UNTAP.finditer(text)}
    return ActivationCost(parse_mana_cost(_TAP_OR_UNTAP.sub("", text)), "T" in symbols, "Q" in symbols)


# What a mana ability adds (its `add`): mana symbols of the six mana types only (CR 106.1).
MANA_PRODUCTION_WORDS = ("could_produce", "any_color", "chosen_color",  # chosen_color: rules/chosen.py
                         "commander_identity")  # s26-cmda: rules/s26cmda_commander.py (CR 903.4)


def parse_mana_production(text: str) -> dict[str, int]:
    """"{G}{G}" -> {"G": 2}; "{C}" -> {"C": 1}. Only W U B R G C may be produced (CR 106.1b)."""
    produced: dict[str, int] = {}
    position = 0
    for match in _SYMBOL.finditer(text):
        symbol = match.group(1).upper()
        if match.start() != position or symbol not in (*COLOR_ORDER, "C"):
            raise MalformedManaCost(f"{text!r} is not mana of the types W, U, B, R, G or C")
        position = match.end()
        produced[symbol] = produced.get(symbol, 0) + 1
    if position != len(text) or not produced:
        raise MalformedManaCost(f"{text!r} is not mana of the types W, U, B, R, G or C")
    return produced


def parse_mana_choice(text: str) -> list[str]:
    """"{R}|{G}" -> ["R", "G"]: one mana of one of these types, chosen as the ability resolves
    ("Add {R} or {G}."). Each choice is a single symbol of W U B R G C, no type twice."""
    options: list[str] = []
    for part in text.split("|"):
        produced = parse_mana_production(part)
        kind = next(iter(produced))
        if len(produced) != 1 or produced[kind] != 1 or kind in options:
            raise MalformedManaCost(f"{text!r} is not a choice of single mana symbols such as '{{R}}|{{G}}'")
        options.append(kind)
    if len(options) < 2:
        raise MalformedManaCost(f"{text!r} offers no choice: use one symbol without '|'")
    return options


def mana_value_of(text: str | None, x: int = 0) -> int:
    return 0 if not text else parse_mana_cost(text).mana_value(x)


# Past this many of one kind, event details and messages write the mana as a count ("{R}x1000"): a
# posted pool or a posted effect may hold any amount, and spelling out 10**9 symbols would build a
# string of gigabytes for one message.
SPELLED_OUT_MANA = 20


_MANA_KINDS = (*COLOR_ORDER, "C")


def format_mana(amounts: dict[str, int]) -> str:
    """{"G": 1, "C": 2} -> "{G}{C}{C}"-style text in W U B R G C order, for event details; a kind
    with more than SPELLED_OUT_MANA is written once with its count: {"R": 25} -> "{R}x25"."""
    parts: list[str] = []  # a loop, not a generator (each resumption is a call: every payment, every step's emptied pool)
    for kind in _MANA_KINDS:
        count = amounts.get(kind, 0)
        if count > 0:
            parts.append(f"{{{kind}}}" * count if count <= SPELLED_OUT_MANA else f"{{{kind}}}x{count}")
    return "".join(parts)


def parse_mana_combinations(text: str) -> list[str] | None:
    """s25-ncc: "{W}{W}|{W}{B}|{B}{B}" -> ["WW", "WB", "BB"]: one of these combinations of mana, chosen as the mana
    ability resolves ("Add {W}{W}, {W}{B}, or {B}{B}.", CR 106.1, 605.3b); None for a choice of single symbols
    (`parse_mana_choice`) or no choice at all. Each combination two or more symbols of W U B R G C, none twice."""
    if "|" not in text:
        return None
    parts = text.split("|")
    produced = [parse_mana_production(part) for part in parts]
    if all(sum(amounts.values()) == 1 for amounts in produced):
        return None
    combinations = ["".join(kind * amounts[kind] for kind in amounts) for amounts in produced]
    if any(sum(amounts.values()) < 2 for amounts in produced) or len(set(combinations)) != len(combinations):
        raise MalformedManaCost(f"{text!r} is not a choice of mana combinations such as '{{W}}{{W}}|{{W}}{{B}}'")
    return combinations


def combination_mana(combination: str) -> dict[str, int]:
    """s25-ncc: "WB" -> {"W": 1, "B": 1}: the mana a chosen combination (`parse_mana_combinations`) adds."""
    produced: dict[str, int] = {}
    for kind in combination:
        produced[kind] = produced.get(kind, 0) + 1
    return produced
