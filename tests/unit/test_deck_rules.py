"""The deck rules (app/decks/rules.py), pure: real card facts from tests/fixtures/decks_check (Scryfall
card objects of 2019 with their legalities), one test per rule, named after it."""

from __future__ import annotations

import json
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from app.decks.formats import FORMAT_NAMES, FORMATS, format_named
from app.decks.rules import (
    CardFacts,
    DeckCheck,
    Entry,
    check_deck,
    color_identity,
    commander_eligibility,
    copies_allowed,
    pair_problem,
)

CARDS = Path(__file__).resolve().parents[1] / "fixtures" / "decks_check" / "scryfall-cards-2019.json"


def _facts(obj: dict[str, Any]) -> CardFacts:
    faces = obj.get("card_faces") or []
    return CardFacts(
        id=obj["name"].lower(),
        name=obj["name"],
        type_line=obj["type_line"],
        oracle_text=obj.get("oracle_text") or "\n//\n".join(f.get("oracle_text", "") for f in faces),
        mana_cost=obj.get("mana_cost") or " // ".join(f.get("mana_cost", "") for f in faces) or None,
        colors=tuple(obj.get("colors") or sorted({c for f in faces for c in f.get("colors", [])})),
        legalities=obj["legalities"],
    )


@cache
def _objects() -> dict[str, dict[str, Any]]:
    return {obj["name"]: obj for obj in json.loads(CARDS.read_text(encoding="utf-8"))}


def card(name: str) -> CardFacts:
    return _facts(_objects()[name])


def deck(
    fmt: str, main: dict[str, int], side: dict[str, int] | None = None, commander: list[str] | None = None
) -> DeckCheck:
    entries = [Entry("main", n, name, card(name)) for name, n in main.items()]
    entries += [Entry("sideboard", n, name, card(name)) for name, n in (side or {}).items()]
    entries += [Entry("commander", 1, name, card(name)) for name in commander or []]
    found = format_named(fmt)
    assert found is not None
    return check_deck(found, entries)


def types(result: DeckCheck) -> list[str]:
    return [p.type for p in result.problems]


def only(result: DeckCheck, kind: str) -> Any:
    found = [p for p in result.problems if p.type == kind]
    assert len(found) == 1, result.problems
    return found[0]


BURN = {"Lightning Bolt": 4, "Mountain": 56}


def test_903_4_color_identity_agrees_with_scryfall_for_every_fixture_card() -> None:
    """Mana symbols of cost and rules text (reminder text aside: Syndic of Tithes' extort), color
    indicators (Delver's back face), hybrid and basic land types (Taiga, Mountain: CR 305.6)."""
    for name, obj in _objects().items():
        assert color_identity(_facts(obj)) == "".join(c for c in "WUBRG" if c in obj["color_identity"]), name
    assert color_identity(card("Syndic of Tithes")) == "W"
    assert color_identity(card("Taiga")) == "RG"
    assert color_identity(card("Transguild Courier")) == "WUBRG"


def test_100_2a_constructed_deck_of_59_is_too_small() -> None:
    result = deck("modern", {"Lightning Bolt": 4, "Mountain": 55})
    problem = only(result, "deck_size")
    assert problem.cites == ("CR 100.2a",) and "59" in problem.detail and not result.legal


def test_100_2a_five_copies_across_main_and_sideboard() -> None:
    result = deck("modern", BURN, {"Lightning Bolt": 1})
    problem = only(result, "copies")
    assert problem.cards == ("Lightning Bolt",) and problem.cites == ("CR 100.2a", "CR 100.4a")
    assert "5 copies" in problem.detail


def test_100_2a_basic_lands_and_any_number_cards_are_exempt() -> None:
    assert deck("modern", {"Relentless Rats": 30, "Swamp": 30}).legal
    assert copies_allowed(card("Relentless Rats"), 4) is None
    assert copies_allowed(card("Mountain"), 4) is None


def test_101_1_seven_dwarves_allows_up_to_seven() -> None:
    assert copies_allowed(card("Seven Dwarves"), 4) == 7
    assert deck("future", {"Seven Dwarves": 7, "Mountain": 53}).legal  # an Eldraine preview in this data
    problem = only(deck("future", {"Seven Dwarves": 8, "Mountain": 52}), "copies")
    assert "CR 101.1" in problem.cites


def test_100_4a_sideboard_of_16() -> None:
    result = deck("modern", BURN, {"Mountain": 16})
    problem = only(result, "sideboard_size")
    assert problem.cites == ("CR 100.4a",) and "16" in problem.detail


def test_banned_card_cites_the_format_list() -> None:
    problem = only(deck("modern", {"Golgari Grave-Troll": 1, "Swamp": 59}), "banned")
    assert problem.cards == ("Golgari Grave-Troll",)
    assert problem.cites == ("CR 100.6", "Magic: The Gathering Tournament Rules (banned and restricted list)")


def test_restricted_vintage_card_one_copy_only() -> None:
    assert deck("vintage", {"Ancestral Recall": 1, "Island": 59}).legal
    problem = only(deck("vintage", {"Ancestral Recall": 2, "Island": 58}), "restricted")
    assert problem.cards == ("Ancestral Recall",) and "CR 100.6" in problem.cites


def test_not_legal_card_outside_the_format() -> None:
    problem = only(deck("standard", BURN), "not_legal")
    assert problem.cards == ("Lightning Bolt",) and problem.cites[0] == "CR 100.6"


def test_a_card_without_legalities_is_not_legal_and_says_why() -> None:
    werewhat = CardFacts(id="werewhat", name="Werewhat", type_line="Creature — Werewolf", mana_cost="{3}{G}")
    fmt = FORMATS["modern"]
    result = check_deck(fmt, [Entry("main", 4, "Werewhat", werewhat), Entry("main", 56, "Forest", card("Forest"))])
    assert "lists no legalities" in only(result, "not_legal").detail


def test_unknown_card_is_reported_never_judged() -> None:
    fmt = FORMATS["modern"]
    result = check_deck(
        fmt, [Entry("main", 4, "Lightning Bold", None, line=3), Entry("main", 56, "Mountain", card("Mountain"))]
    )
    problem = only(result, "unknown_card")
    assert problem.cards == ("Lightning Bold",) and problem.cites == () and "line 3" in problem.detail
    assert result.counts["deck"] == 60 and result.counts["unknown"] == 4 and not result.legal


COMMANDER_99 = {"Sol Ring": 1, "Forest": 50, "Island": 48}


def test_903_5a_commander_deck_is_exactly_100() -> None:
    assert deck("commander", COMMANDER_99, commander=["Thrasios, Triton Hero"]).legal
    problem = only(deck("commander", {**COMMANDER_99, "Forest": 51}, commander=["Thrasios, Triton Hero"]), "deck_size")
    assert problem.cites == ("CR 903.5a",) and "101" in problem.detail


def test_903_5b_singleton_but_basic_lands() -> None:
    result = deck("commander", {**COMMANDER_99, "Sol Ring": 2, "Forest": 49}, commander=["Thrasios, Triton Hero"])
    problem = only(result, "singleton")
    assert problem.cards == ("Sol Ring",) and problem.cites == ("CR 903.5b",)


def test_903_5c_color_identity_of_the_commander() -> None:
    result = deck("commander", {**COMMANDER_99, "Lightning Bolt": 1, "Island": 47}, commander=["Thrasios, Triton Hero"])
    problem = only(result, "color_identity")
    assert problem.cards == ("Lightning Bolt",) and problem.cites == ("CR 903.4", "CR 903.5c")
    assert "(UG)" in problem.detail and "Lightning Bolt (R)" in problem.detail


def test_903_5c_basic_land_types_count_for_identity() -> None:
    problem = only(
        deck("commander", {**COMMANDER_99, "Taiga": 1, "Island": 47}, commander=["Thrasios, Triton Hero"]),
        "color_identity",
    )
    assert problem.cards == ("Taiga",)


def test_903_3_commander_must_be_a_legendary_creature() -> None:
    result = deck("commander", COMMANDER_99, commander=["Birds of Paradise"])
    problem = next(p for p in result.problems if p.type == "commander")
    assert problem.cites == ("CR 903.3",) and "legendary creature" in problem.detail


def test_903_3_a_card_that_says_it_can_be_your_commander() -> None:
    assert commander_eligibility(card("Daretti, Scrap Savant"), FORMATS["commander"]) is None
    assert commander_eligibility(card("Jace, the Mind Sculptor"), FORMATS["commander"]) is not None
    assert commander_eligibility(card("Jace, the Mind Sculptor"), FORMATS["brawl"]) is None


def test_903_3_no_commander_named() -> None:
    problem = only(deck("commander", {**COMMANDER_99, "Forest": 51}), "commander")
    assert "none is named" in problem.detail


def test_702_124_partners() -> None:
    thrasios, tymna = card("Thrasios, Triton Hero"), card("Tymna the Weaver")
    assert pair_problem(thrasios, tymna) is None
    assert pair_problem(card("Pir, Imaginative Rascal"), card("Toothy, Imaginary Friend")) is None
    assert pair_problem(card("Pir, Imaginative Rascal"), thrasios) is not None
    assert pair_problem(thrasios, card("Atraxa, Praetors' Voice")) is not None
    result = deck(
        "commander",
        {"Sol Ring": 1, "Forest": 49, "Island": 48},
        commander=["Thrasios, Triton Hero", "Tymna the Weaver"],
    )
    assert result.legal, result.problems
    problem = only(
        deck(
            "commander",
            {"Sol Ring": 1, "Forest": 49, "Island": 48},
            commander=["Thrasios, Triton Hero", "Atraxa, Praetors' Voice"],
        ),
        "commander",
    )
    assert problem.cites == ("CR 702.124",)


def test_702_124_background_and_friends_forever() -> None:
    # Oracle text of Wilson, Refined Grizzly and Raised by Giants (Commander Legends: Battle for Baldur's Gate)
    wilson = CardFacts(
        "wilson",
        "Wilson, Refined Grizzly",
        "Legendary Creature — Bear Warrior",
        "Choose a Background (You can have a Background as a second commander.)\nReach, trample",
        "{1}{G}",
        ("G",),
        {"commander": "legal"},
    )
    giants = CardFacts(
        "raised-by-giants",
        "Raised by Giants",
        "Legendary Enchantment — Background",
        "Commander creatures you own have base power and toughness 10/10 and are Giants in addition "
        "to their other types.",
        "{5}{G}",
        ("G",),
        {"commander": "legal"},
    )
    assert commander_eligibility(giants, FORMATS["commander"]) is None
    assert pair_problem(wilson, giants) is None and pair_problem(giants, wilson) is None
    assert pair_problem(giants, card("Thrasios, Triton Hero")) is not None
    friend = CardFacts(
        "a",
        "A",
        "Legendary Creature — Human",
        "Friends forever (You can have two commanders if both have friends forever.)",
    )
    assert pair_problem(friend, CardFacts("b", "B", "Legendary Creature — Elf", "Flying\nFriends forever")) is None
    fmt = FORMATS["commander"]
    alone = check_deck(
        fmt, [Entry("commander", 1, "Raised by Giants", giants), Entry("main", 99, "Forest", card("Forest"))]
    )
    assert "Background" in only(alone, "commander").detail


def test_pauper_commander_restricted_means_commander_only() -> None:
    # An uncommon creature is "restricted" in Pauper Commander: the commander, never the deck.
    spider = CardFacts(
        "spider",
        "Stingerfling Spider",
        "Creature — Spider",
        "Reach",
        "{4}{G}",
        ("G",),
        {"paupercommander": "restricted"},
    )
    # This data predates Pauper Commander in Scryfall's legalities: its Forest is given that one.
    forest = replace(card("Forest"), legalities={**card("Forest").legalities, "paupercommander": "legal"})
    fmt = FORMATS["paupercommander"]
    assert check_deck(fmt, [Entry("commander", 1, "s", spider), Entry("main", 99, "Forest", forest)]).legal
    result = check_deck(
        fmt, [Entry("commander", 1, "s", spider), Entry("main", 98, "Forest", forest), Entry("main", 1, "s", spider)]
    )
    assert "restricted" in types(result)


def test_brawl_sizes_come_from_the_format_rules() -> None:
    assert FORMATS["brawl"].deck_size == 100 and FORMATS["standardbrawl"].deck_size == 60
    problem = only(deck("standardbrawl", {"Forest": 60}, commander=["Thrasios, Triton Hero"]), "deck_size")
    assert problem.cites == ("Standard Brawl format rules (MTG Arena)",)


def test_every_format_the_data_lists_is_known() -> None:
    listed = {fmt for obj in _objects().values() for fmt in obj["legalities"]}
    assert listed <= set(FORMAT_NAMES)
    assert format_named("Pauper Commander") is FORMATS["paupercommander"] and format_named("nope") is None


@pytest.mark.parametrize("name", sorted(FORMATS))
def test_each_format_checks_a_deck_of_unknown_cards_without_error(name: str) -> None:
    result = check_deck(FORMATS[name], [Entry("main", 60, "Nothing", None)])
    assert "unknown_card" in types(result) and not result.legal
