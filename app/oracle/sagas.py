"""Reading a Saga's chapter lines into `chapter` abilities (CR 714.2; app/engine/rules/sagas.py).

A Saga's reminder line "(As this Saga enters and after your draw step, add a lore counter.
Sacrifice after III.)" is reminder text, removed before reading (`reader.normalise_line`): the
rules it recalls are played by the engine for every Saga (CR 714.3, 714.4). Each chapter line is
"<chapter numbers> — <effect sentences>", the numbers as Roman numerals ("I — ...", "II, III —
..."); its sentences are read as an instant's line is (`templates.read_spell_line`: every
sentence by an effect template, at most one of them targeting; then, for sentences the templates
miss, the compositional grammar, passed in by the reader as `read_effect`), in order (CR 608.2c).
"Exile this Saga, then return it to the battlefield transformed under your control." (the final
chapter of a transforming Saga, Kamigawa: Neon Dynasty's) is the `exile_return_transformed`
effect (CR 712.14; app/engine/rules/transform_return.py): the reader then knows what transforms
the card.

A Saga one of whose chapter lines is not read is not played at all (`chapters_not_read`): the
engine sacrifices a Saga after its final chapter (CR 714.4), so a missing chapter would change
when it leaves, not only what it does.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from app.oracle.templates import read_spell_line

Json = dict[str, Any]

_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7}
_NUMERAL = r"(?:VII|VI|V|IV|III|II|I)"
CHAPTER_LINE = re.compile(rf"({_NUMERAL}(?:, {_NUMERAL})*) — (.+)")
RETURN_TRANSFORMED = "Exile this Saga, then return it to the battlefield transformed under your control."


def is_chapter_line(line: str) -> bool:
    """Whether an Oracle line is written as a chapter ability ("II, III — ...")."""
    return CHAPTER_LINE.fullmatch(line.strip()) is not None


def read_chapter_line(line: str, read_effect: Callable[..., list[Json] | None] | None = None) -> list[Json] | None:
    """One normalised line of a Saga -> its `chapter` ability, or None when it is not a chapter
    line or some of its words are not read. `read_effect`: a second reader of the effect as the
    sentences of a spell (the reader's compositional grammar) for an effect the templates miss."""
    match = CHAPTER_LINE.fullmatch(line)
    if match is None:
        return None
    chapters = [_ROMAN[numeral] for numeral in match[1].split(", ")]
    if match[2] == RETURN_TRANSFORMED:
        return [{"kind": "chapter", "chapters": chapters, "effect": {"kind": "exile_return_transformed"}}]
    read = read_spell_line(match[2])
    if not read and read_effect is not None:
        read = read_effect(match[2])
    if not read and read_effect is not None and match[2].startswith("You may "):
        return s21neob_reflexive_chapter(chapters, match[2], read_effect)  # s21-neob (end of this module)
    if not read or any(ability.get("kind") != "spell" or ability.get("condition") for ability in read):
        return None
    effects = [effect for ability in read for effect in (ability["effect"], *ability.get("then_effects", ()))]
    chapter: Json = {"kind": "chapter", "chapters": chapters, "effect": effects[0]}
    if len(effects) > 1:
        chapter["then_effects"] = effects[1:]
    return [chapter]


def chapters_not_read(subtypes: list[str], not_modelled: list[str]) -> bool:
    """Whether this card is a Saga with a chapter line not read (it is then not played: module doc)."""
    return "Saga" in subtypes and any(is_chapter_line(line) for line in not_modelled)


def transforms_itself(definition: Json) -> bool:
    """Whether a front face's own text makes its card transform (a chapter that returns it
    transformed): the reader then models the transforming card's two faces."""
    return any(
        effect.get("kind") == "exile_return_transformed"
        for ability in definition.get("abilities", ())
        if ability.get("kind") == "chapter"
        for effect in (ability.get("effect", {}), *ability.get("then_effects", ()))
    )


# --- s21-neob ---
_S21NEOB_REFLEXIVE_KEYS = {"kind", "trigger", "effect", "optional_action", "reflexive"}


def s21neob_reflexive_chapter(chapters: list[int], text: str, read_effect: Callable[..., list[Json] | None]) \
        -> list[Json] | None:
    """ "II — You may discard a card. When you do, return target permanent card with mana value 2 or less from your
    graveyard to the battlefield tapped." A chapter ability is a triggered ability (CR 714.2b): its words are read
    as a triggered ability's ("When ~ enters, you may discard a card. When you do, ..."), and only an optional
    action with its reflexive trigger (CR 608.2d, 603.12) is taken from that reading: the chapter's `optional_action`,
    `reflexive` and `effect` (rules/reflexive.py plays them as for any triggered ability)."""
    read = read_effect("When ~ enters, y" + text[1:], is_spell=False)  # the reader's and explain's readers take it
    if not read or len(read) != 1:
        return None
    [ability] = read
    if (ability.get("kind") != "triggered" or ability.get("trigger") != "enters" or not ability.get("reflexive")
            or set(ability) - _S21NEOB_REFLEXIVE_KEYS):
        return None
    return [{"kind": "chapter", "chapters": chapters, "effect": ability["effect"],
             "optional_action": ability["optional_action"], "reflexive": True}]
