"""A card rebalanced for MTG Arena (Alchemy) is named "A-<name>" in Scryfall and MTGJSON files while
its Oracle text names it without the prefix ("A-Elderleaf Mentor": "When Elderleaf Mentor enters
..."): the reader takes both for the card itself. Read otherwise, "Elderleaf Mentor" was taken as two
creature types and such a line was read as a different ability and called `full`."""

from __future__ import annotations

from app.oracle import CardFacts, read_card
from app.oracle.reader import normalise_line


def test_the_name_without_the_alchemy_prefix_is_the_card_itself() -> None:
    assert normalise_line("When Elderleaf Mentor enters the battlefield, you gain 2 life.", "A-Elderleaf Mentor") == (
        "When ~ enters, you gain 2 life."
    )
    # a legendary rebalanced card's short name, too
    assert normalise_line("Whenever Shessra attacks, draw a card.", "A-Shessra, Death's Whisper") == (
        "Whenever ~ attacks, draw a card."
    )
    # a name that merely starts with "A-" and is too short to carry a prefix is left alone
    assert normalise_line("A-Z deals 1 damage.", "A-Z") == "~ deals 1 damage."


def test_a_rebalanced_cards_self_trigger_reads_as_its_own() -> None:
    facts = CardFacts(
        name="A-Test Ghoul",
        mana_cost="{1}{B}",
        type_line="Creature — Zombie",
        oracle_text="When Test Ghoul enters the battlefield, you gain 2 life.",
        power="2",
        toughness="2",
    )
    reading = read_card(facts)
    assert reading.support == "full"
    assert reading.definition is not None
    (ability,) = reading.definition["abilities"]
    assert ability["trigger"] in ("self_enters", "enters")  # its own entering, not a creature type's
    assert "Test" not in str(ability) and "Ghoul" not in str(ability)
