"""Found at the session-24 merge: a third-person verb with no subject ("..., then draws a card") was read with
"you" as its player, whatever the subject of the clause before it."""

from __future__ import annotations

import pytest

from app.oracle.reader import CardFacts, read_card
from tests.unit.conftest import read_full_definition


def _support(text: str) -> str:
    return read_card(CardFacts(name="Probe", mana_cost="{2}{R}", type_line="Sorcery", oracle_text=text)).support


@pytest.mark.parametrize("text", [
    # Burning Inquiry (M10): each player discards at random, not you
    "Each player draws three cards, then discards three cards at random.",
    "Each player sacrifices a creature, then draws a card.",
    "Target opponent draws a card, then discards a card at random.",
])
def test_a_carried_subject_is_not_read_as_you(text: str) -> None:
    assert _support(text) != "full"


def test_the_imperative_and_a_shared_subject_still_read() -> None:
    mine = read_full_definition("Probe", "Sorcery", "Draw two cards, then discard a card at random.", "{1}{R}")
    assert [a["effect"]["kind"] for a in mine["abilities"]] == ["draw", "discard_at_random"]
    assert mine["abilities"][1]["effect"]["player"] == "you"
    each = read_full_definition("Probe", "Sorcery", "Each player discards a card, then draws a card.", "{1}{R}")
    assert [a["effect"]["player"] for a in each["abilities"]] == ["each_player", "each_player"]
