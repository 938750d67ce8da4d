"""The Oracle reader's library sentences (app/oracle/library.py): real Oracle lines read into the
engine's vocabulary, and lines with a word it doesn't understand left unread (never guessed)."""

from __future__ import annotations

from typing import Any

import pytest

from app.oracle import CardFacts, read_card
from app.oracle.library import card_quality, read_library_effects
from app.oracle.reader import normalise_line
from app.oracle.templates import read_line, read_spell_line


def _line(name: str, text: str, spell: bool = False) -> list[dict[str, Any]] | None:
    line = normalise_line(text, name)
    return read_spell_line(line) if spell else read_line(line)


@pytest.mark.parametrize(
    ("name", "text", "spell", "expected"),
    [
        (
            "Horizon Scholar",
            "When Horizon Scholar enters the battlefield, scry 2.",
            False,
            [{"kind": "triggered", "trigger": "enters", "effect": {"kind": "scry", "amount": 2}}],
        ),
        (
            "Glarb, Calamity's Augur",
            "{T}: Surveil 2.",
            False,
            [{"kind": "activated", "cost": "{T}", "effect": {"kind": "surveil", "amount": 2}}],
        ),
        (
            "Opt",
            "Draw a card, then scry 1.",
            True,
            [
                {"kind": "spell", "effect": {"kind": "draw", "amount": 1}},
                {"kind": "spell", "effect": {"kind": "scry", "amount": 1}},
            ],
        ),
        (
            "Sylvan Scrying",
            "Search your library for a land card, reveal it, put it into your hand, then shuffle.",
            True,
            [
                {
                    "kind": "spell",
                    "effect": {"kind": "search_library", "to": "hand", "quality": ["land"], "reveal": True},
                }
            ],
        ),
        (
            "Civic Wayfinder",
            "When Civic Wayfinder enters, you may search your library for a basic land card, reveal it, "
            "put it into your hand, then shuffle.",
            False,
            [
                {
                    "kind": "triggered",
                    "trigger": "enters",
                    "effect": {
                        "kind": "search_library",
                        "to": "hand",
                        "quality": ["land:basic"],
                        "reveal": True,
                        "optional": True,
                    },
                }
            ],
        ),
        (
            "Rampant Growth",
            "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
            True,
            [
                {
                    "kind": "spell",
                    "effect": {"kind": "search_library", "to": "battlefield_tapped", "quality": ["land:basic"]},
                }
            ],
        ),
        (
            "Skalla Wolf",
            "When Skalla Wolf enters the battlefield, look at the top five cards of your library. You may reveal "
            "a green card from among them and put it into your hand. Put the rest on the bottom of your library in a random "
            "order.",
            False,
            [
                {
                    "kind": "triggered",
                    "trigger": "enters",
                    "effect": {
                        "kind": "look_at_top",
                        "amount": 5,
                        "take": 1,
                        "optional": True,
                        "to": "hand",
                        "rest": "bottom_random",
                        "quality": ["card:green"],
                        "reveal": True,
                    },
                }
            ],
        ),
        (
            "Thundertrap Trainer",
            "When this creature enters, look at the top four cards of your library. You may reveal a "
            "noncreature, nonland card from among them and put it into your hand. Put the rest on the bottom of your library "
            "in a random order.",
            False,
            [
                {
                    "kind": "triggered",
                    "trigger": "enters",
                    "effect": {
                        "kind": "look_at_top",
                        "amount": 4,
                        "take": 1,
                        "optional": True,
                        "to": "hand",
                        "rest": "bottom_random",
                        "quality": ["card:noncreature:nonland"],
                        "reveal": True,
                    },
                }
            ],
        ),
        (
            "Millstone",
            "Mill three cards.",
            True,
            [{"kind": "spell", "effect": {"kind": "mill", "amount": 3, "player": "you"}}],
        ),
    ],
)
def test_real_lines_are_read(name: str, text: str, spell: bool, expected: list[dict[str, Any]]) -> None:
    assert _line(name, text, spell) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Search your library for a card named Gaea's Blessing, put it into your hand, then shuffle.",  # not this card
        "Search your library for up to that many land cards, put them onto the battlefield tapped, then shuffle.",
        "Search your library for a permanent card with mana value less than 4, put it into your hand, then shuffle.",
        "Look at the top seven cards of your library. You may put a creature card from among them onto the battlefield. "
        "Put the rest on the bottom of your library in a random order. When a creature is put onto the battlefield this "
        "way, it deals damage equal to its power to target creature an opponent controls.",
        "Scry 2, then you may sacrifice a creature.",
        "Look at the top three cards of your library. Put one of them into your hand and the other into your graveyard.",
        "You may reveal a creature card from among them onto the battlefield.",
    ],
)
def test_lines_with_words_not_understood_are_not_read(text: str) -> None:
    assert read_library_effects(text) is None


def test_card_qualities() -> None:
    assert card_quality("creature card with power 2 or less") == ["creature:power<=2"]
    assert card_quality("blue or artifact card") == ["card:blue", "artifact"]
    assert card_quality("creature or land card") == ["creature_or_land"]
    assert card_quality("Bat, Bird, Mouse, or Rabbit card") == ["card:Bat", "card:Bird", "card:Mouse", "card:Rabbit"]
    assert card_quality("creature card with mana value 3 or less") == ["creature:mana_value<=3"]
    assert card_quality("Dragon creature card") == ["creature:Dragon"]
    assert card_quality("historic card") is None


def test_anticipate_is_full_and_the_rest_goes_to_the_bottom_in_any_order() -> None:
    reading = read_card(
        CardFacts(
            name="Anticipate",
            mana_cost="{1}{U}",
            type_line="Instant",
            oracle_text=(
                "Look at the top three cards of your library. Put one of them into your hand and the rest on the bottom of "
                "your library in any order."
            ),
        )
    )
    assert reading.support == "full"
    assert reading.definition is not None and reading.definition["abilities"] == [
        {
            "kind": "spell",
            "effect": {"kind": "look_at_top", "amount": 3, "take": 1, "to": "hand", "rest": "bottom_any_order"},
        }
    ]
