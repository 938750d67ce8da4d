"""The compositional reader of one Oracle line: parse (grammar.py), build the syntax tree
(ast.py), lower it to the engine's vocabulary (lowering.py), and check the result against the
engine's models (`CardDefinition`).

`read_composed(line, is_spell)` gives a `Composed`: the abilities when every word was read and
every node lowered, else `abilities` None and `reason` saying where the parse stopped or which
node the engine lacks. reader.py calls it for a line no template reads (the templates go first:
they are proven).
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from lark import Token, Tree
from pydantic import ValidationError

from app.engine.cards import CardDefinition
from app.oracle.ast import Line, build
from app.oracle.grammar import ParseFailure, parse
from app.oracle.lowering import NotLowered, lower

Json = dict[str, Any]


@dataclass(frozen=True)
class Composed:
    line: str
    abilities: list[Json] | None
    tree: Tree[Token] | None = None
    syntax: Line | None = None
    reason: str | None = None  # why it is not modelled
    stopped_at: str | None = None  # the word where the parse stopped

    @property
    def modelled(self) -> bool:
        return self.abilities is not None


def _refused(abilities: list[Json], name: str) -> str | None:
    try:
        CardDefinition.model_validate({"name": name or "card", "abilities": abilities})
    except ValidationError as problem:
        first = problem.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        return f"the engine refuses the lowered ability ({where}: {first['msg']})"
    return None


# The words the grammar reads per card face at most (real faces: under 150 words in all; the longest
# real line has 88). Past it, lines are reported not modelled without being parsed: Earley's work
# grows faster than the words on some inputs, so this bounds any card text, however odd.
CARD_WORD_BUDGET = 200


class Budget:
    """What is left of `CARD_WORD_BUDGET` for one face (reader.py makes one per face)."""

    def __init__(self, words: int = CARD_WORD_BUDGET) -> None:
        self.left = words

    def take(self, line: str) -> bool:
        needed = len(line.split())
        if needed > self.left:
            self.left = 0
            return False
        self.left -= needed
        return True


def read_composed(line: str, *, is_spell: bool, name: str = "", budget: Budget | None = None) -> Composed:
    """One normalised Oracle line through the grammar (module docstring).

    The parse, syntax tree and lowering depend on the line and `is_spell` alone, so they are kept
    per line (`_lowered`: the same normalised line recurs across cards once each card's name is
    "~", and across a Default Cards file's printings of one card); the card's word budget and the
    engine's check of the abilities under the card's name are done for each card, and each call
    gets its own copy of the abilities (the reader adds them to the card's definition)."""
    if budget is not None and not budget.take(line):
        return Composed(
            line, None, reason=f"grammar: the card's text is longer than the grammar reads ({CARD_WORD_BUDGET} words)"
        )
    composed = _lowered(line, is_spell)
    if composed.abilities is None:
        return composed
    refused = _refused(composed.abilities, name)
    if refused is not None:
        return Composed(line, None, composed.tree, composed.syntax, reason=refused)
    return replace(composed, abilities=copy.deepcopy(composed.abilities))


# Distinct lines kept, least recently used first out. An entry is ~6 KB for a parsed line (its
# parse tree and syntax tree, kept for explain.py) and well under 1 KB for a line refused before
# any parse (a word the grammar doesn't know: most lines): 12 MB at most, ~2 MB for the three real
# set fixtures' 635 lines (docs/performance.md).
LOWERED_CACHE_LINES = 2048


@lru_cache(maxsize=LOWERED_CACHE_LINES)
def _lowered(line: str, is_spell: bool) -> Composed:
    """The line parsed, built and lowered (not yet checked against the engine's models)."""
    try:
        tree = parse(without_ability_word(line), is_spell)  # "Valiant — ..." (end of file)
    except ParseFailure as failure:
        return Composed(line, None, reason=f"grammar: {failure.reason}", stopped_at=failure.word)
    try:
        syntax = build(tree)
    except (ValueError, KeyError, StopIteration, IndexError, TypeError, AttributeError) as problem:
        # lark wraps a builder's error in VisitError (a subclass of none of these)
        return Composed(line, None, tree, reason=f"syntax tree: {problem}")
    except Exception as problem:  # lark.exceptions.VisitError wraps what a builder raised
        return Composed(line, None, tree, reason=f"syntax tree: {getattr(problem, 'orig_exc', problem)}")
    try:
        abilities = lower(syntax, is_spell=is_spell)
    except NotLowered as problem:
        return Composed(line, None, tree, syntax, reason=f"no engine node: {problem.reason}")
    except (RecursionError, ValueError, KeyError, StopIteration, IndexError, TypeError, AttributeError) as problem:
        # A lowering that fails on a line nobody foresaw is a defect of the reader, never of the card:
        # the line is not modelled (honest: nothing of it is guessed) and the card's import or
        # explanation goes on, instead of one card failing a whole request.
        failed = f"no engine node: the reader failed on this line ({type(problem).__name__})"
        return Composed(line, None, tree, syntax, reason=failed)
    return Composed(line, abilities, tree, syntax)


# --- s11-triggers-b ---------------------------------------------------------------------------

# An ability word and its dash before an ability: "Valiant — Whenever ...", "Threshold — As long as
# ...", "Fateful hour — ...". Ability words have no rules meaning (CR 207.2c), so the line is read
# as the ability after the dash. Only a word or a few words starting with a capital and no
# punctuation, then " — " with spaces (a keyword's cost is written "Ward—Pay 3 life" without them),
# then an ability starting with a capital: anything else is read as it is.
# s17-afr: a flavor word (CR 207.2d: "Acid Breath — When ...", "Dark One's Own Luck — ...") is read
# the same way; its words may start with capitals, and a mode may start with one ("• Cure Wounds —
# You gain 2 life.", a named mode, CR 700.2 / 207.2d), dropped after each "• ".
# A Saga's chapter number ("II — ", CR 714.2b) is no flavor word: left for the chapter reader alone.
# s32-mb: "Exhaust — " (CR 702.177a) and "Max speed — " (702.178a) are keywords with a dash, no ability words: kept.
# s34-mkm: a Case's "Solved — <ability>" is no ability word either: the ability functions only while the Case is solved
# (Case cards, MKM), which the engine doesn't model: kept, so the line is refused rather than read as always on.
# s35-mkm: "To solve — <condition>" (CR 719.3a) neither: kept for the grammar (oracle.lark `s35mkm_to_solve`); "Solved —
# <ability>" is read by app/oracle/s35_mkm.py (702.169).
_ABILITY_WORD = re.compile(r"(?![IVX]{1,4} — |Exhaust — |Max speed — |Solved — |To solve — )[A-Z][A-Za-z'-]*(?: [A-Za-z'-]+){0,4} — (?=[A-Z{~])")

# s35-fin: a flavor word (CR 207.2d) may also end in "!" or "?" ("Stampede! — ", "I've Come Up with a New Recipe! — ",
# up to seven words) or start with a number ("10,000 Needles — "): dropped the same way; a word of a keyword with a dash
# (Exhaust, Max speed, Solved, To solve) never ends so nor starts with a digit
_S35FIN_FLAVOR_WORD = re.compile(r"(?:[0-9][0-9,]*(?: [A-Za-z'-]+){0,6}|[A-Z][A-Za-z'-]*(?: [A-Za-z'-]+){0,6}[!?]) — (?=[A-Z{~])")


def without_ability_word(line: str) -> str:
    """The line without its ability word or flavor word (CR 207.2c-d) and without its modes' flavor
    words, or the line itself when it has none."""
    found = _ABILITY_WORD.match(line) or _S35FIN_FLAVOR_WORD.match(line)  # s35-fin (below)
    line = line[found.end() :] if found is not None else line
    return afr_without_mode_flavor_words(line) if "• " in line else line


# --- s17-afr ---


def afr_without_mode_flavor_words(line: str) -> str:
    """Each mode of a modal line without its flavor word: "• Cure Wounds — You gain 2 life." is
    read as "• You gain 2 life." (CR 207.2d: a flavor word has no rules meaning)."""
    first, *modes = line.split("• ")
    kept = []
    for mode in modes:
        found = _ABILITY_WORD.match(mode) or _S35FIN_FLAVOR_WORD.match(mode)  # s35-fin
        kept.append(mode[found.end() :] if found is not None else mode)
    return "• ".join([first, *kept])
