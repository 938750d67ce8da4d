"""What the Oracle reader knows of Bloomburrow's own mechanics (issue 24), called from
`reader.py` with one-line hooks:

- Class enchantments (CR 716): `read_class` reads a Class's text by level: the abilities above
  the first level bar (level 1), then each "{cost}: Level N" bar as a `class_level` ability holding
  the abilities printed below it (the Class has them only at level N or greater, 716.2d). Each line
  of a level is read as a line of its own (`read_face` of the reader); "When this Class becomes
  level N, <effect>" is a `class_becomes_level` ability, read only in level N's section. A Class
  is `full` only if every line of every level is modelled.
- Pawprint modes (CR 700.2h): `join_pawprint_modes` joins the "{P} — ..." lines to the "Choose up
  to five {P} worth of modes. You may choose the same mode more than once." line before them (one
  ability, one line, as "Choose one —" and its bullets are); `read_line` reads it as a `modal`
  effect with `pawprints` and `pawprint_limit` when every mode is an effect the templates read.
- Expend (CR 700.14): "Whenever you expend N, <effect>" -> an `expend_trigger`.
- Life this turn (CR 119.3): "~ enters with a +1/+1 counter on it if an opponent lost life this
  turn." -> `etb_counters` with a `condition`; "At the beginning of your end step, if you gained
  [or lost] life this turn, <effect>" -> a `step_trigger` with that `condition`; "<cost>: <effect>.
  Activate only if an opponent lost life this turn [and only once each turn]." -> an `activated`
  ability with `activate_only_if` [and `max_per_turn` 1]; "Whenever you gain life, <effect>",
  "Whenever you gain or lose life during your turn, <effect>" -> a `life_trigger`.

Everything else is left to the other templates: a line is read only when every word of it is.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any, Literal

from pydantic import ValidationError

from app.engine.cards import CardDefinition
from app.oracle.compose import read_composed
from app.oracle.lowering import (
    PLAIN_MODE_KINDS,
    s14_seasons_pawprint_mode,  # s14-seasons
)
from app.oracle.templates import NUMBER, amount, read_effect
from app.oracle.templates import read_line as read_template_line

Json = dict[str, Any]
Support = Literal["full", "partial", "none"]  # as the reader's `Reading.support`

# --- life this turn -----------------------------------------------------------------------------

# The conditions' phrases (app/engine/cards.py `LifeCondition`).
LIFE_CONDITIONS = {
    "an opponent lost life this turn": "opponent_lost_life",
    "you gained life this turn": "you_gained_life",
    "you lost life this turn": "you_lost_life",
    "you've lost life this turn": "you_lost_life",
    "you gained or lost life this turn": "you_gained_or_lost_life",
    "you gained and lost life this turn": "you_gained_and_lost_life",
}
_LIFE = "|".join(re.escape(phrase) for phrase in LIFE_CONDITIONS)
_ETB_IF = re.compile(rf"(~ enters with {NUMBER} \+1/\+1 counters? on it) if ({_LIFE})\.")
_STEP_IF = re.compile(rf"(At the beginning of your end step), if ({_LIFE}), (.+)")


def _etb_counters_if(line: str) -> list[Json] | None:
    match = _ETB_IF.fullmatch(line)
    if not match:
        return None
    read = read_template_line(match[1] + ".")
    if read is None or len(read) != 1 or read[0]["kind"] != "etb_counters":
        return None
    return [{**read[0], "condition": LIFE_CONDITIONS[match[2]]}]


def _step_trigger_if(line: str) -> list[Json] | None:
    match = _STEP_IF.fullmatch(line)
    if not match:
        return None
    read = read_template_line(f"{match[1]}, {match[3]}")
    if read is None or len(read) != 1 or read[0]["kind"] != "step_trigger" or "condition" in read[0]:
        return None
    return [{**read[0], "condition": LIFE_CONDITIONS[match[2]]}]


_ACTIVATE_IF = " Activate only if "  # split with str methods: no regular expression to backtrack
_ONCE = " and only once each turn"


def _activated_if(line: str) -> list[Json] | None:
    """ "{1}{R}: Put a +1/+1 counter on ~. Activate only if an opponent lost life this turn and only
    once each turn." (Hired Claw; CR 602.5b)."""
    ability_text, found, restriction = line.partition(_ACTIVATE_IF)
    if not found or not restriction.endswith("."):
        return None
    restriction = restriction[:-1]
    once = restriction.endswith(_ONCE)
    condition = LIFE_CONDITIONS.get(restriction[: -len(_ONCE)] if once else restriction)
    if condition is None:
        return None
    read = read_template_line(ability_text)
    if read is None or len(read) != 1 or read[0]["kind"] != "activated" or "max_per_turn" in read[0]:
        return None
    ability = {**read[0], "activate_only_if": condition}
    if once:
        ability["max_per_turn"] = 1
    return [ability]


_LIFE_TRIGGER = re.compile(r"Whenever you (gain life|lose life|gain or lose life)( during your turn)?, (.+)")
_LIFE_CHANGES = {"gain life": "gain", "lose life": "lose", "gain or lose life": "gain_or_lose"}


def _life_trigger(line: str) -> list[Json] | None:
    """ "Whenever you gain life, <effect>", "Whenever you gain or lose life during your turn, <effect>"."""
    match = _LIFE_TRIGGER.fullmatch(line)
    if not match:
        return None
    effect = read_effect(_sentence(match[3]))
    if effect is None:
        return None
    ability: Json = {"kind": "life_trigger", "on": _LIFE_CHANGES[match[1]], "effect": effect}
    if match[2]:
        ability["during_your_turn"] = True
    return [ability]


# --- expend -------------------------------------------------------------------------------------

_EXPEND = re.compile(r"Whenever you expend (\d+), (.+)")


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def _expend_trigger(line: str) -> list[Json] | None:
    match = _EXPEND.fullmatch(line)
    if not match:
        return None
    effect = read_effect(_sentence(match[2]))
    return None if effect is None else [{"kind": "expend_trigger", "amount": int(match[1]), "effect": effect}]


# --- Classes: "When this Class becomes level N" ---------------------------------------------------

_BECOMES_LEVEL = re.compile(r"When this Class becomes level (\d+), (.+)")


def _becomes_level(line: str) -> list[Json] | None:
    match = _BECOMES_LEVEL.fullmatch(line)
    if not match:
        return None
    effect = read_effect(_sentence(match[2]))
    return None if effect is None else [{"kind": "class_becomes_level", "level": int(match[1]), "effect": effect}]


# --- pawprint modes -------------------------------------------------------------------------------

_PAWPRINT_CHOICE = re.compile(
    r"Choose up to (\w+) \{P\} worth of modes\. You may choose the same mode more than once\."
)
_PAWPRINT_MODE = re.compile(r"((?:\{P\})+) — (.+)")
_PAW = "{P}"


def _mode_starts(text: str) -> list[int]:
    """Where each "{P}... — " mode begins in `text` (found with str methods, in linear time)."""
    starts: list[int] = []
    at = text.find(" — ")
    while at != -1:
        begin = at
        while begin >= len(_PAW) and text.startswith(_PAW, begin - len(_PAW)):
            begin -= len(_PAW)
        if begin < at and (begin == 0 or text[begin - 1] == " "):
            starts.append(begin)
        at = text.find(" — ", at + 1)
    return starts


def join_pawprint_modes(lines: list[str]) -> list[str]:
    """The lines with each "{P} — <effect>" mode joined to the pawprint choice line before it."""
    joined: list[str] = []
    for line in lines:
        if (
            joined
            and _PAWPRINT_MODE.fullmatch(line)
            and (_PAWPRINT_CHOICE.match(joined[-1]) or _PAWPRINT_CHOICE.match(joined[-1].split(" (", 1)[0]))
        ):
            joined[-1] = f"{joined[-1]} {line}"
        else:
            joined.append(line)
    return joined


def _pawprint_modal(line: str) -> list[Json] | None:
    head = _PAWPRINT_CHOICE.match(line)
    if not head or head[1].lower() not in (
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
    ):
        return None
    rest = line[head.end() :].strip()
    starts = _mode_starts(rest)
    if not starts or starts[0] != 0:
        return None
    parts = [rest[start:end].strip() for start, end in zip(starts, [*starts[1:], len(rest)], strict=True)]
    modes: list[Json] = []
    pawprints: list[int] = []
    for part in parts:
        mode = _PAWPRINT_MODE.fullmatch(part)
        effect = read_effect(mode[2]) if mode else None
        if mode is not None and effect is None:
            effect = _grammar_mode(mode[2])  # the mode's sentences through the grammar (s11-classes)
        if mode is None or effect is None:
            return None
        modes.append(effect)
        pawprints.append(mode[1].count("{P}"))
    if len(modes) < 2:
        return None
    modal = {"kind": "modal", "modes": modes, "pawprints": pawprints, "pawprint_limit": amount(head[1].lower())}
    return [{"kind": "spell", "effect": modal}]


# --- the hook for one line --------------------------------------------------------------------------

_LINE_READERS: tuple[Callable[[str], list[Json] | None], ...] = (
    _etb_counters_if,
    _step_trigger_if,
    _activated_if,
    _life_trigger,
    _expend_trigger,
    _becomes_level,
)


def read_line(line: str, is_spell: bool) -> list[Json] | None:
    """One normalised line the templates did not read -> its abilities, or None."""
    if is_spell:
        return _pawprint_modal(line)
    for reader in _LINE_READERS:
        found = reader(line)
        if found is not None:
            return found
    return None


# --- Classes: the text by level ---------------------------------------------------------------------

_LEVEL_BAR = re.compile(r"((?:\{[^{}]+\})+): Level (\d+)")


def is_class(oracle_text: str) -> bool:
    return any(_LEVEL_BAR.fullmatch(line.strip()) for line in oracle_text.splitlines())


def is_level_bar(line: str) -> bool:
    """Whether a line is a Class's level bar ("{1}{G}: Level 2")."""
    return _LEVEL_BAR.fullmatch(line.strip()) is not None


def read_class(facts: Any, read_face: Callable[[Any], Any]) -> tuple[Json | None, Support, list[str]] | None:
    """A Class card read level by level (module doc), or None when `facts` has no level bar.
    `read_face` is the reader's reading of one face (`reader._read_face`): each line is read alone
    with it, and the card's skeleton (type, cost) with no text at all. The answer: the definition,
    the support ("full", "partial", "none") and the lines not modelled, the reader's `Reading`."""
    if not is_class(facts.oracle_text):
        return None
    sections: list[tuple[int, str | None, list[str]]] = [(1, None, [])]
    for raw in facts.oracle_text.splitlines():
        line = raw.strip()
        bar = _LEVEL_BAR.fullmatch(line)
        if bar:
            sections.append((int(bar[2]), bar[1], []))
        elif line:
            sections[-1][2].append(line)
    skeleton: Any = read_face(replace(facts, oracle_text="", keywords=()))  # no data keywords: the text says
    if skeleton.definition is None:  # its type or stats alone are refused
        return None, "none", list(skeleton.not_modelled)
    definition: Json = dict(skeleton.definition)
    abilities: list[Json] = []
    keywords: list[str] = list(definition.get("keywords") or [])
    not_modelled: list[str] = []
    modelled_text = False
    expected = 2
    for level, cost, lines in sections:
        if cost is not None and level != expected:
            not_modelled.append(f"{cost}: Level {level}")  # levels in order, 2, 3, ... (CR 716.2a)
            continue
        read: list[Json] = []
        for line in lines:
            one: Any = read_face(replace(facts, oracle_text=line))
            got = one.definition.get("abilities", []) if one.definition is not None and one.support == "full" else None
            got_keywords = one.definition.get("keywords", []) if one.definition is not None else []
            if (
                got is None
                or (level > 1 and got_keywords)
                or any(a["kind"] == "class_becomes_level" and a["level"] != level for a in got)
            ):
                not_modelled.append(line)
                continue
            if got_keywords:
                keywords.extend(k for k in got_keywords if k not in keywords)
            if got or got_keywords:
                modelled_text = True
            read.extend(got)
        if cost is None:
            abilities.extend(read)
        else:
            abilities.append({"kind": "class_level", "level": level, "cost": cost, "abilities": read})
            expected += 1
    definition["abilities"] = abilities
    definition["keywords"] = keywords
    try:
        CardDefinition.model_validate(definition)
    except ValidationError as problem:
        return None, "none", [*not_modelled, f"card data the engine can't read: {problem.errors()[0]['msg']}"]
    if not not_modelled:
        return definition, "full", []
    if not modelled_text:  # only its level bars: nothing of what it does (its play is its text)
        return None, "none", not_modelled
    return definition, "partial", not_modelled


def _grammar_mode(text: str) -> Json | None:
    """A pawprint mode's text read by the compositional grammar as an instant's text: its one effect
    when it is one of the kinds a mode may be (`lowering.lower_mode`), else None."""
    found = read_composed(text, is_spell=True).abilities
    if found is not None and len(found) > 1:
        return s14_seasons_pawprint_mode(found)  # s14-seasons: a mode of several sentences
    if found is None or len(found) != 1 or found[0].get("kind") != "spell":
        return None
    effect: Json = found[0]["effect"]
    if effect.get("kind") in PLAIN_MODE_KINDS:
        return effect
    return s30modern_single_mode(effect)  # s30-modern: "{P} — Each player sacrifices a creature." (end of file)


# --- s30-modern ---


def s30modern_single_mode(effect: Json) -> Json | None:
    """A pawprint mode of one effect of a kind `modal`'s modes don't list ("{P} — Each player sacrifices a creature.",
    an `edict`): a `mode_sequence` of that one effect, as a "Choose one" mode of such a kind is read
    (lowering.spells_single_mode; CR 700.2, 700.2h: rules/modes.py puts it in the mode's place each time it is chosen).
    None for a mode with modes of its own."""
    if effect.get("kind") in ("modal", "mode_sequence"):
        return None
    return {"kind": "mode_sequence", "effects": [effect]}
