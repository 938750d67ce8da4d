"""Session 23, group ori (docs/oracle-s23-ori.md): Magic Origins lines read before the grammar.

Spell mastery (an ability word, CR 207.2c) starts a paragraph of an instant or sorcery that often refers back to the
paragraph before it ("~ deals 3 damage instead", "~ also deals X damage to that creature's controller"). A spell's
paragraphs are one ability whose instructions are followed in order (CR 608.2c), so such a paragraph is joined to the
one before it, without its ability word, and the two are read as one text."""

from __future__ import annotations

import re

_SPELL_MASTERY = "Spell mastery — "
# What makes the paragraph name something of the one before it: its effect "instead", "also", "those <objects>",
# "that creature" (CR 608.2c, 608.2h)
_REFERS_BACK = re.compile(r"\binstead\b|\balso\b|\bthose\b|\bthat creature\b")
_REMINDER = re.compile(r"\([^()]*\)")


def join_spell_mastery(lines: list[str]) -> list[str]:
    """The lines, with each "Spell mastery — ..." paragraph that refers back joined to the line before it."""
    joined: list[str] = []
    for line in lines:
        if joined and line.startswith(_SPELL_MASTERY) and _REFERS_BACK.search(_REMINDER.sub("", line)):
            joined[-1] = f"{joined[-1]} {line[len(_SPELL_MASTERY):]}"
        else:
            joined.append(line)
    return joined
