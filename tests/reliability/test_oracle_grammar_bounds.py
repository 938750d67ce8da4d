"""The compositional Oracle reader stays bounded on any card text (docs/oracle-grammar.md):
Earley parsing is not linear on ambiguous input, so the reader parses a line only up to 600
characters and 100 words, and a card face only up to 200 words in all; past that, lines are
reported not modelled without being parsed. Card text comes from imports (in a child process),
but any text, however odd, must be read quickly.

Adversarial text here is made of words the grammar knows (unknown words stop a line at once),
in the shapes that make Earley work hardest (long runs of prefixes, many sentences). The bound
is generous (the machine is shared): CPU time of this thread, median of three runs, under one
second for 10 KB (about 0.2 s measured); and doubling the text must not double the time (the
work is capped per face, not per character)."""

from __future__ import annotations

import statistics
import time

import pytest

from app.oracle import CardFacts, read_card

pytestmark = [pytest.mark.serial]  # measures time under load: alone (make test)

SIZE = 10_000
BUDGET_SECONDS = 1.0

UNITS = [
    "blue " * 95 + "creatures get +1/+1.\n",
    "Target creature gets +1/+1 until end of turn. " * 10 + "\n",
    "When ~ enters, target opponent loses 1 life and you gain 1 life" + " and you gain 1 life" * 20 + ".\n",
]


def _text(unit: str, size: int) -> str:
    return (unit * (size // len(unit) + 1))[:size]


def cpu_seconds(text: str) -> float:
    runs = []
    for _ in range(3):
        start = time.thread_time()
        read_card(CardFacts(name="Probe", type_line="Enchantment", oracle_text=text))
        runs.append(time.thread_time() - start)
    return statistics.median(runs)


@pytest.mark.parametrize("unit", UNITS, ids=[u[:24] for u in UNITS])
def test_ten_kilobytes_of_grammatical_words_are_read_quickly(unit: str) -> None:
    spent = cpu_seconds(_text(unit, SIZE))
    assert spent < BUDGET_SECONDS, f"{spent * 1000:.0f} ms"


def test_the_work_is_capped_per_face_not_per_character() -> None:
    unit = UNITS[0]
    small, large = cpu_seconds(_text(unit, SIZE)), cpu_seconds(_text(unit, 4 * SIZE))
    assert large < 2 * small + 0.05, f"{small * 1000:.0f} ms for 10 KB, {large * 1000:.0f} ms for 40 KB"
