"""Deck files as programs and sites export them, read by content (tests/fixtures/decks/ holds
real exports, see its README): the format detected, every card record's parsed name, set,
collector number, quantity and section, and metadata never read as a card."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.decklist import parse_decklist

DECKS = Path(__file__).resolve().parents[1] / "fixtures" / "decks"


def read(name: str) -> str:
    return (DECKS / name).read_text(encoding="utf-8")


def test_mtgo_dek_xml_gives_each_cards_element_its_quantity_section_and_line() -> None:
    deck = parse_decklist(read("mtgo-visualspoiler.dek"))
    assert deck.format == "mtgo_dek" and deck.unparsed == ()
    assert len(deck.entries) == 87  # every <Cards> element; NetDeckID and the rest are not cards
    forests = next(e for e in deck.entries if e.name == "Snow-Covered Forest")
    assert (forests.quantity, forests.section, forests.line) == (14, "main", 55)
    assert forests.text == '<Cards CatID="30554" Quantity="14" Sideboard="false" Name="Snow-Covered Forest" />'
    (side,) = [e for e in deck.entries if e.section == "sideboard"]
    assert (side.name, side.quantity, side.line) == ("Azusa, Lost but Seeking", 1, 91)
    assert sum(e.quantity for e in deck.entries) == 100


def test_cockatrice_cod_reads_zones_and_never_the_deck_name_banner_or_comments() -> None:
    deck = parse_decklist(read("cockatrice-zombies.cod"))
    assert deck.format == "cockatrice_cod" and deck.unparsed == ()
    names = [e.name for e in deck.entries]
    assert "z.beginner-Zombies" not in names and not any("Format: EDH" in n for n in names)
    assert names.count("Jadar, Ghoulcaller of Nephalia") == 1  # the banner card is metadata; the zone's card is one
    swamps = next(e for e in deck.entries if e.name == "Swamp")
    assert (swamps.quantity, swamps.section) == (35, "main")
    assert sum(e.quantity for e in deck.entries) == 100


def test_forge_dck_reads_main_with_set_codes_and_skips_metadata() -> None:
    deck = parse_decklist(read("forge-leb-red.dck"))
    assert deck.format == "forge_dck" and deck.unparsed == ()
    assert [e.name for e in deck.entries][:3] == ["Black Lotus", "Black Vise", "Dragon Whelp"]
    assert all(e.section == "main" and e.set_code == "LEB" and e.collector_number is None for e in deck.entries)
    mountains = next(e for e in deck.entries if e.name == "Mountain")
    assert (mountains.quantity, mountains.line, mountains.text) == (18, 20, "18 Mountain|LEB|1")  # `1` is an art index
    assert not any(e.name.startswith(("Name=", "Title=", "[")) for e in deck.entries)
    assert sum(e.quantity for e in deck.entries) == 60


def test_manabox_csv_columns_by_header_name() -> None:
    deck = parse_decklist(read("manabox-collection.csv"))
    assert deck.format == "manabox_csv" and deck.unparsed == ()
    assert len(deck.entries) == 96 and "Name" not in [e.name for e in deck.entries]
    sai = next(e for e in deck.entries if e.name == "Sai, Master Thopterist")  # a quoted name with a comma
    assert (sai.set_code, sai.collector_number, sai.quantity, sai.line) == ("BRC", "93", 1, 8)
    plains = [e for e in deck.entries if e.name == "Plains"]
    assert [(e.collector_number, e.quantity) for e in plains] == [("30", 2), ("29", 2)]
    courier = deck.entries[-1]
    assert (courier.name, courier.line, courier.set_code) == ("Chrome Courier", 97, "BRC")


def test_moxfield_text_export_with_foil_markers_and_list_numbers() -> None:
    deck = parse_decklist(read("moxfield-kiki-jiki.txt"))
    assert deck.format == "moxfield" and deck.unparsed == ()
    by_name = {e.name: e for e in deck.entries}
    assert (by_name["Arcane Signet"].set_code, by_name["Arcane Signet"].collector_number) == ("SLD", "820★")
    assert (by_name["Blasphemous Act"].set_code, by_name["Blasphemous Act"].collector_number) == ("PLST", "CMR-162")
    assert by_name["Daretti, Scrap Savant"].collector_number == "531"  # `*E*` (etched) dropped
    assert by_name["Mountain"].quantity == 22


# CSV exports by their header rows as each site writes them (rows made up here to cover every board
# and column; the real exported files are read below).
CSV_EXPORTS = [
    (
        "tappedout_csv",
        "Board,Qty,Name,Printing,Foil,Alter,Signed,Condition,Language\n"
        'main,4,"Chatzuk, Mighty Guitarist",MB2,,,,,\nside,2,Werewhat,MB2,,,,,\nmaybe,1,Boulder Jockey,,,,,,\n',
        [
            ("Chatzuk, Mighty Guitarist", 4, "main", "MB2", None),
            ("Werewhat", 2, "sideboard", "MB2", None),
            ("Boulder Jockey", 1, "maybeboard", None, None),
        ],
    ),
    (
        "moxfield_csv",
        '"Count","Tradelist Count","Name","Edition","Condition","Language","Foil","Tags","Last Modified",'
        '"Collector Number","Alter","Proxy","Purchase Price"\n'
        '"1","1","Sol Ring","blc","Near Mint","English","","","2025-07-28 11:08:05.310000","129","False","False",""\n',
        [("Sol Ring", 1, "main", "BLC", "129")],
    ),
    (
        "deckbox_csv",
        "Count,Tradelist Count,Name,Edition,Card Number,Condition,Language,Foil,Signed,Artist Proof,Altered Art,"
        "Misprint,Promo,Textless,My Price\n4,4,Angel of Serenity,Return to Ravnica,1,Near Mint,English,,,,,,,,\n"
        "1,0,Anax and Cymede,Theros,186,Near Mint,English,foil,,,,,,,\n",
        # Deckbox's `Edition` is the set's name, not a code: no set code is invented from it.
        [("Angel of Serenity", 4, "main", None, "1"), ("Anax and Cymede", 1, "main", None, "186")],
    ),
    (
        "archidekt_csv",
        "Quantity,Name,Finish,Condition,Date Added,Language,Purchase Price,Tags,Edition Name,Edition Code,"
        "Multiverse Id,Scryfall ID,MTGO ID,Collector Number\n"
        "1,Sol Ring,Normal,NM,2024-01-01,EN,,,Commander Masters,cmm,,,,400\n",
        [("Sol Ring", 1, "main", "CMM", "400")],
    ),
]


@pytest.mark.parametrize(("fmt", "text", "expected"), CSV_EXPORTS, ids=[c[0] for c in CSV_EXPORTS])
def test_csv_exports_by_header(
    fmt: str, text: str, expected: list[tuple[str, int, str, str | None, str | None]]
) -> None:
    deck = parse_decklist(text)
    assert deck.format == fmt and deck.unparsed == ()
    assert [(e.name, e.quantity, e.section, e.set_code, e.collector_number) for e in deck.entries] == expected
    assert [e.line for e in deck.entries] == list(range(2, 2 + len(expected)))


def test_csv_rows_that_are_not_cards_are_reported_with_their_line() -> None:
    deck = parse_decklist("Count,Name\n4,Werewhat\nlots,Boulder Jockey\n2,\n")
    assert [e.name for e in deck.entries] == ["Werewhat"]
    assert [(u.line, u.reason) for u in deck.unparsed] == [
        (3, "the quantity 'lots' is not a number between 1 and 999"),
        (4, "no card name"),
    ]


def test_an_xml_entity_bomb_is_refused_without_expanding_it() -> None:
    bomb = (
        '<?xml version="1.0"?>\n<!DOCTYPE Deck [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">'
        '<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>\n<Deck><Cards Quantity="1" Name="&c;"/></Deck>'
    )
    deck = parse_decklist(bomb)
    assert deck.entries == () and deck.format == "xml"  # refused before its root element is read
    assert [u.reason for u in deck.unparsed] == ["XML with a DTD or entities is refused"]


def test_broken_xml_keeps_the_cards_before_the_break_and_says_where() -> None:
    deck = parse_decklist('<Deck>\n<Cards Quantity="2" Name="Werewhat"/>\n<Cards Quantity="1" Name="Boulder\n')
    assert [(e.name, e.quantity) for e in deck.entries] == [("Werewhat", 2)]
    (broken,) = deck.unparsed
    assert broken.reason.startswith("not well-formed XML")


@pytest.mark.parametrize(
    ("text", "fmt"),
    [
        ("Deck\n4 Boulder Jockey (MB2) 324\n\nSideboard\n1 Werewhat (MB2) 587", "arena"),
        ("4 Boulder Jockey\n4 Werewhat\n\n2 Flavor Disaster", "mtgo"),
        ("4 Boulder Jockey\nSB: 2 Werewhat", "mtgo"),
        ("1x Sol Ring (cmr) 472 [Ramp]\n1x Werewhat (mb2) 587 [Creatures]", "archidekt"),
        ("1 Sol Ring (CMR) 472 *F*", "moxfield"),
        ("Boulder Jockey\nWerewhat", "plain"),
    ],
)
def test_text_formats_are_named(text: str, fmt: str) -> None:
    assert parse_decklist(text).format == fmt


# Real exported CSV files (tests/fixtures/decks/README.md): every data row is a card, read with
# its set and collector number from the columns each site names.
REAL_CSV_EXPORTS = [
    ("archidekt-real-export.csv", "archidekt_csv", ("Aragorn, the Uniter", 1, "LTR", "192")),
    ("deckbox-real-export.csv", "deckbox_csv", ("Aragorn, the Uniter", 1, "LTR", "192")),
    ("moxfield-real-export.csv", "moxfield_csv", ("Aragorn, the Uniter", 1, "LTR", "741z")),
    ("tappedout-mtgproxyprinter-test-deck.csv", "tappedout_csv", ("Forest", 1, None, None)),
]


@pytest.mark.parametrize(("name", "fmt", "first"), REAL_CSV_EXPORTS, ids=[c[0] for c in REAL_CSV_EXPORTS])
def test_real_csv_exports_every_row_a_card(name: str, fmt: str, first: tuple[str, int, str | None, str | None]) -> None:
    text = read(name)
    rows = [line for line in text.splitlines()[1:] if line.strip()]
    deck = parse_decklist(text)
    assert deck.format == fmt and deck.unparsed == ()
    assert len(deck.entries) == len(rows) and {e.section for e in deck.entries} == {"main"}
    e = deck.entries[0]
    assert (e.name, e.quantity, e.set_code, e.collector_number) == first
    assert e.line == 2 and all(entry.name != "Name" for entry in deck.entries)  # the header is no card


def test_real_csv_exports_keep_names_with_commas_and_both_faces() -> None:
    for name in ("archidekt-real-export.csv", "deckbox-real-export.csv", "moxfield-real-export.csv"):
        names = {e.name for e in parse_decklist(read(name)).entries}
        assert {"Aragorn, the Uniter", "Brazen Borrower // Petty Theft"} <= names, name


def test_real_tappedout_export_keeps_a_printing_without_a_number() -> None:
    deck = parse_decklist(read("tappedout-mtgproxyprinter-test-deck.csv"))
    assert [(e.name, e.set_code, e.collector_number) for e in deck.entries] == [
        ("Forest", None, None), ("Island", None, None), ("Mountain", "UNF", None)]
