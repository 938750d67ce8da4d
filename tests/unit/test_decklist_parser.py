"""The decklist parser, table-driven from lines as Arena, MTGO, Moxfield and plain-text exports
write them."""

from __future__ import annotations

import pytest

from app.decklist import parse_decklist

# (line as exported, quantity, name, set code, collector number)
CARD_LINES: list[tuple[str, int, str, str | None, str | None]] = [
    # Arena
    ("4 Boulder Jockey (MB2) 324", 4, "Boulder Jockey", "MB2", "324"),
    ("1 Chatzuk, Mighty Guitarist (MB2) 51", 1, "Chatzuk, Mighty Guitarist", "MB2", "51"),
    ("2 Fire // Ice (MH2) 290", 2, "Fire // Ice", "MH2", "290"),
    ("1 Plains (ANB) 116", 1, "Plains", "ANB", "116"),
    # MTGO and plain text
    ("4 Boulder Jockey", 4, "Boulder Jockey", None, None),
    ("Werewhat", 1, "Werewhat", None, None),
    ("20 Mountain", 20, "Mountain", None, None),
    # Moxfield and other sites
    ("4x Boulder Jockey", 4, "Boulder Jockey", None, None),
    ("4 x Boulder Jockey", 4, "Boulder Jockey", None, None),
    ("x4 Boulder Jockey", 4, "Boulder Jockey", None, None),
    ("1 Sol Ring (CMR) 472 *F*", 1, "Sol Ring", "CMR", "472"),
    ("1 Sol Ring (cmr) 472 #ramp #!Staples", 1, "Sol Ring", "CMR", "472"),
    ("1 Lightning Bolt [M10] 146", 1, "Lightning Bolt", "M10", "146"),
    ("1 Lightning Bolt [M10:146]", 1, "Lightning Bolt", "M10", "146"),
    ("1 [M10:146] Lightning Bolt", 1, "Lightning Bolt", "M10", "146"),
    ("3 [MB2] Boulder Jockey", 3, "Boulder Jockey", "MB2", None),
    ("1 Flavor Disaster (MB2)", 1, "Flavor Disaster", "MB2", None),
    ("1 Jace, the Mind Sculptor (A25) 62 *E*", 1, "Jace, the Mind Sculptor", "A25", "62"),
    ("1 Forest (PLST) MB2-324", 1, "Forest", "PLST", "MB2-324"),
    ("1x Sol Ring (cmr) 472 [Ramp]", 1, "Sol Ring", "CMR", "472"),  # Archidekt: a category after it
    # A parenthesis that is part of a name, not a set code
    ("1 Erase (Not the Urza's Legacy One)", 1, "Erase (Not the Urza's Legacy One)", None, None),
    ("   2    Boulder   Jockey   ", 2, "Boulder Jockey", None, None),
    ("1996 World Champion", 1, "1996 World Champion", None, None),  # a name that starts with digits
    ("1 1996 World Champion", 1, "1996 World Champion", None, None),
]


@pytest.mark.parametrize(("line", "quantity", "name", "set_code", "number"), CARD_LINES)
def test_card_line_gives_quantity_name_set_and_number(
    line: str, quantity: int, name: str, set_code: str | None, number: str | None
) -> None:
    deck = parse_decklist(line)
    assert deck.unparsed == ()
    (entry,) = deck.entries
    assert (entry.quantity, entry.name, entry.set_code, entry.collector_number) == (quantity, name, set_code, number)
    assert entry.line == 1 and entry.section == "main" and entry.text == line.strip()


ARENA_EXPORT = """About
Name Boulder Jockeys

Companion
1 Chatzuk, Mighty Guitarist (MB2) 51

Deck
4 Boulder Jockey (MB2) 324
4 Werewhat (MB2) 587

Sideboard
2 Flavor Disaster (MB2) 400
"""


def test_arena_export_sections_and_about_block() -> None:
    deck = parse_decklist(ARENA_EXPORT)
    assert deck.unparsed == ()
    assert [(e.line, e.section, e.name) for e in deck.entries] == [
        (5, "companion", "Chatzuk, Mighty Guitarist"),
        (8, "main", "Boulder Jockey"),
        (9, "main", "Werewhat"),
        (12, "sideboard", "Flavor Disaster"),
    ]


def test_mtgo_blank_line_starts_the_sideboard() -> None:
    deck = parse_decklist("4 Boulder Jockey\n4 Werewhat\n\n\n2 Flavor Disaster\n1 Chatzuk\n")
    assert [(e.section, e.name) for e in deck.entries] == [
        ("main", "Boulder Jockey"),
        ("main", "Werewhat"),
        ("sideboard", "Flavor Disaster"),
        ("sideboard", "Chatzuk"),
    ]


def test_mtgo_sb_prefix_marks_one_sideboard_line() -> None:
    deck = parse_decklist("4 Boulder Jockey\nSB: 2 Werewhat\n4 Flavor Disaster")
    assert [(e.section, e.quantity, e.name) for e in deck.entries] == [
        ("main", 4, "Boulder Jockey"),
        ("sideboard", 2, "Werewhat"),
        ("main", 4, "Flavor Disaster"),
    ]


def test_blank_lines_inside_an_explicit_deck_section_keep_it_main() -> None:
    deck = parse_decklist("Deck\n4 Boulder Jockey\n\n4 Werewhat\n\nSideboard\n1 Chatzuk")
    assert [e.section for e in deck.entries] == ["main", "main", "sideboard"]


@pytest.mark.parametrize(
    ("header", "section"),
    [
        ("Sideboard", "sideboard"),
        ("SIDEBOARD:", "sideboard"),
        ("Sideboard (15)", "sideboard"),
        ("// Sideboard", "sideboard"),
        ("Commander", "commander"),
        ("Commander:", "commander"),
        ("Companion", "companion"),
        ("Maybeboard", "maybeboard"),
        ("Considering", "maybeboard"),
        ("Mainboard", "main"),
    ],
)
def test_section_headers(header: str, section: str) -> None:
    deck = parse_decklist(f"4 Boulder Jockey\n{header}\n1 Werewhat")
    assert [e.section for e in deck.entries] == ["main", section]


def test_comments_and_group_headers_are_skipped() -> None:
    text = "// Burn deck by someone\n# tested 2024\nCreatures (8)\n4 Boulder Jockey\nLands\n20 Mountain"
    deck = parse_decklist(text)
    assert deck.unparsed == ()
    assert [(e.line, e.name) for e in deck.entries] == [(4, "Boulder Jockey"), (6, "Mountain")]


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("4", "a quantity without a card name"),
        ("0 Boulder Jockey", "the quantity must be between 1 and 999"),
        ("4 ----", "a card name must have letters"),
        ("1 " + "x" * 201, "a card name is at most 200 characters"),
    ],
)
def test_unparsable_lines_are_reported_with_their_number(line: str, reason: str) -> None:
    deck = parse_decklist(f"4 Boulder Jockey\n{line}\n1 Werewhat")
    assert [e.name for e in deck.entries] == ["Boulder Jockey", "Werewhat"]
    assert [(u.line, u.text, u.reason) for u in deck.unparsed] == [(2, line, reason)]


def test_windows_line_endings_and_byte_order_mark() -> None:
    deck = parse_decklist("\ufeffDeck\r\n4 Boulder Jockey (MB2) 324\r\n\r\nSideboard\r\n1 Werewhat\r\n")
    assert [(e.section, e.name, e.collector_number) for e in deck.entries] == [
        ("main", "Boulder Jockey", "324"),
        ("sideboard", "Werewhat", None),
    ]
