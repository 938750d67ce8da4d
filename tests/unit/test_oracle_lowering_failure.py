"""A lowering that fails on a line (a defect of the reader: e.g. the recursion of a cost reduction
with a quality it handed back to itself, found reading Strixhaven) leaves that line not modelled
and reads the rest of the card; it never raises out of `read_card` (which would fail a whole import
request)."""

from __future__ import annotations

import pytest

from app.oracle import CardFacts, compose, read_card
from app.oracle.ast import Line
from app.oracle.explain import explain, render


def _card(text: str) -> CardFacts:
    return CardFacts(
        name="Test Drake", mana_cost="{2}{U}", type_line="Creature — Drake", oracle_text=text, power="2", toughness="2"
    )


def test_a_lowering_that_raises_leaves_the_line_not_modelled(monkeypatch: pytest.MonkeyPatch) -> None:
    failing = "Whenever ~ deals combat damage to a player, you may draw a card."

    def lower_failing_on_one_line(syntax: Line, *, is_spell: bool) -> object:
        raise RecursionError("maximum recursion depth exceeded")

    compose._lowered.cache_clear()
    with monkeypatch.context() as patch:
        patch.setattr(compose, "lower", lower_failing_on_one_line)
        reading = read_card(_card(f"Flying\n{failing.replace('~', 'Test Drake')}"))
        why = render(explain(_card(f"Flying\n{failing.replace('~', 'Test Drake')}")))
    compose._lowered.cache_clear()
    assert reading.support == "partial"
    assert reading.definition is not None and "flying" in reading.definition["keywords"]
    assert reading.not_modelled == [failing.replace("~", "Test Drake")]
    assert "the reader failed on this line (RecursionError)" in why  # explain-card says why
    # without the fault, the same card is read in full
    assert read_card(_card(f"Flying\n{failing.replace('~', 'Test Drake')}")).support == "full"
