"""Session 25, group stda (docs/oracle-s25-stda.md): lines of an instant or sorcery read together before the grammar.

An ability word (CR 207.2c: "Addendum", "Raid", "Adamant", ...) has no rules meaning; on an instant or sorcery it starts
a paragraph that often refers back to the paragraph before it ("that creature gains flying", "it deals 5 damage
instead", "~ deals 6 damage instead if you attacked this turn"). A spell's paragraphs are one ability whose instructions
are followed in order (CR 608.2c), so such a paragraph is joined to the one before it, without its ability word, and
the two are read as one text (as s23-ori does for spell mastery). Only a paragraph that refers back is joined, and only
to a paragraph of instructions (one that ends with a period and isn't a keyword line).

s26-tidy: the join is all or nothing. A joined line remembers its paragraphs as they were before the join
(`paragraphs_before_join`); when it doesn't read, the reader reads those paragraphs each alone, exactly as before the
join existed (reader._read_face), so a paragraph that read alone is not lost to a join that doesn't."""

from __future__ import annotations

import re

# "<Ability word> — " at the start of a paragraph: one to three words, the first capitalised ("Spell mastery" is
# s23-ori's, joined before this runs; "Choose one —" starts a modal ability, never an ability word)
_ABILITY_WORD = re.compile(r"([A-Z][a-z']+(?: [a-z']+){0,2}) — (?=[A-Z~])")
# What makes the paragraph name something of the one before it (CR 608.2c, 608.2h)
_REFERS_BACK = re.compile(r"\binstead\b|\bthat creature\b|\bthose creatures\b"
                          r"|\bThat creature\b|\bThose creatures\b")  # s29-old: a paragraph's first words (Ferocious)
_REMINDER = re.compile(r"\([^()]*\)")


class _Joined(str):
    """s26-tidy: a joined line, with the paragraphs it was made of (`parts`)."""

    parts: tuple[str, ...]


def paragraphs_before_join(line: str) -> tuple[str, ...] | None:
    """s26-tidy: the paragraphs a joined line was made of, as they were before the join; None for a line not joined."""
    return line.parts if isinstance(line, _Joined) else None


def _joined(before: str, line: str, rest: str) -> _Joined:
    joined = _Joined(f"{before} {rest}")
    joined.parts = (*(paragraphs_before_join(before) or (before,)), line)
    return joined


def join_ability_word_paragraphs(lines: list[str]) -> list[str]:
    """An instant's or sorcery's lines, with each ability-word paragraph that refers back joined to the line before
    it (its ability word dropped)."""
    joined: list[str] = []
    for line in lines:
        word = _ABILITY_WORD.match(line)
        if (joined and word is not None and word[1] != "Choose" and not word[1].startswith("Choose ")
                and _REFERS_BACK.search(_REMINDER.sub("", line)) and joined[-1].endswith(".")
                and "(" not in joined[-1] and "—" not in joined[-1]):
            joined[-1] = _joined(joined[-1], line, line[word.end():])
        else:
            joined.append(line)
    return joined
