"""The Gatherer page parser on the real seed files."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.seeding.gatherer import (
    SeedParseError,
    extract_rules,
    normalise_text,
    parse_document,
    rule_prefixes,
    ruling_id,
)

GATHERER = Path(__file__).resolve().parents[2] / "seeds" / "gatherer"
SHARED = Path(__file__).resolve().parents[3] / "shared" / "seeds" / "gatherer"


def parse(name: str) -> list:
    return parse_document(name, (GATHERER / name).read_bytes())


def test_seed_documents_are_unchanged_copies() -> None:
    if not SHARED.is_dir():
        pytest.skip("shared/ is not beside this checkout")
    for source in SHARED.iterdir():
        assert (GATHERER / source.name).read_bytes() == source.read_bytes(), source.name


def test_page_chrome_first_line_is_dropped() -> None:
    rulings = parse("001_57218b4c3cc18861.txt")
    assert rulings[0].text.startswith("If an ability would produce one or more mana of an undefined type")
    assert all(r.text != "Search" for r in rulings)


def test_card_name_heading_is_dropped() -> None:
    rulings = parse("002_d5de3ce3cde653a8.txt")
    assert rulings[0].text.startswith("If it’s neither day nor night")
    assert len(rulings) == 11


def test_last_paragraph_without_trailing_newline_has_the_same_id_as_elsewhere() -> None:
    last_of_000 = parse("000_672b84d790f50a14.txt")[-1]
    in_001 = {r.id for r in parse("001_57218b4c3cc18861.txt")}
    assert last_of_000.text.startswith("Playtest cards use a modified version")
    assert last_of_000.id in in_001


def test_ids_are_stable_and_whitespace_insensitive() -> None:
    text = "You can never pay for {D} when it’s not your turn."
    assert ruling_id(text) == ruling_id("  You can never  pay for {D}\nwhen it’s not your turn. ")
    assert ruling_id(text) == "1fa87c32944a3bd9"
    assert len(ruling_id(text)) == 16


def test_typographic_quotes_and_mana_symbols_are_kept() -> None:
    texts = " ".join(r.text for r in parse("004_1345a9d7feddec2e.txt"))
    assert "“band.”" in texts and "{T}" in texts and "Chatzuk’s" in texts


@pytest.mark.parametrize(
    ("text", "rules"),
    [
        ("See rule 605, “Mana Abilities.”", ("605",)),
        ("This is an exception to rule 107.3i.", ("107.3i",)),
        ("See rule 302.6.", ("302.6",)),
        ("See rules 702.22j and 702.22k.", ("702.22j", "702.22k")),
        ("No rule here, only 20 life.", ()),
    ],
)
def test_cited_rule_numbers_are_extracted(text: str, rules: tuple[str, ...]) -> None:
    assert extract_rules(text) == rules


def test_rule_prefixes_cover_parent_rules() -> None:
    assert rule_prefixes("107.3i") == ["107", "107.3", "107.3i"]
    assert rule_prefixes("605") == ["605"]
    assert rule_prefixes("302.6") == ["302", "302.6"]


def test_normalise_text_folds_whitespace_only() -> None:
    assert normalise_text(" a\t b\n\nc ") == "a b c"


def test_a_bad_paragraph_names_the_file_and_paragraph() -> None:
    raw = b"Search\n\nA perfectly fine ruling about something.\n\nbroken fragment without"
    with pytest.raises(SeedParseError) as caught:
        parse_document("bad.txt", raw)
    assert caught.value.file == "bad.txt" and caught.value.paragraph == 3


def test_non_utf8_is_refused() -> None:
    with pytest.raises(SeedParseError, match="not UTF-8"):
        parse_document("latin1.txt", "Search\n\nCaf\xe9 ruling text that is long enough.".encode("latin-1"))
