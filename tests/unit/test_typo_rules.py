"""The typo rules of docs/names.md on a small in-memory name index: what a misspelling may
change, and what makes a close name another card."""

from __future__ import annotations

import pytest

from app.cards.naming import MATCH_THRESHOLD, another_card, name_key, slugify, typo_score
from app.cards.service import NameIndex, typo_matches

CATALOG = [
    "Headhunter",
    "Sheoldred, Whispering One",
    "Lightning Bolt",
    "Taiga",
    "Circle of Protection: Blue",
    "Goblin Guide",
    "Treasure Hunter",
    "Ice Cage",
    "Goblin Lore",
    "Wood Elves",
    "Lightning Blast",
]


def index() -> NameIndex:
    return NameIndex(1, sorted((slugify(n), n, name_key(n)) for n in CATALOG))


@pytest.mark.parametrize(
    ("typed", "card"),
    [
        ("lightning blot", "lightning-bolt"),  # a letter dropped
        ("lightnign bolt", "lightning-bolt"),  # two neighbours swapped
        ("lighttning bolt", "lightning-bolt"),  # a letter doubled
        ("tiaga", "taiga"),  # a swap in a five-letter name
        ("goblin guidr", "goblin-guide"),  # a key beside the right one
        ("woodelves", "wood-elves"),  # a space lost
        ("lightnin gbolt", "lightning-bolt"),  # a space swapped with a letter
        ("circle of protection bleu", "circle-of-protection-blue"),
    ],
)
def test_a_misspelling_finds_its_card_with_a_score(typed: str, card: str) -> None:
    (match,) = typo_matches(index(), [typed])
    assert (match.card_id, match.how) == (card, "fuzzy")
    assert match.score is not None and MATCH_THRESHOLD <= match.score < 100


@pytest.mark.parametrize(
    ("typed", "near"),
    [
        ("Seahunter", "Headhunter"),  # a real card: another first letter, two edits in ten letters
        ("Treasure Hunt", "Treasure Hunter"),  # a real card: two letters more than a slip
        ("Ice Cave", "Ice Cage"),  # a real card: a letter replaced in a four-letter word
        ("Goblin Lyre", "Goblin Lore"),  # a real card: 'y' for 'o' is no slip
        ("Circle of Protection: Black", "Circle of Protection: Blue"),  # another word
        ("Lightning", "Lightning Bolt"),  # a word dropped (and a prefix of two cards)
    ],
)
def test_a_close_real_name_is_not_found_with_the_near_miss_as_candidate(typed: str, near: str) -> None:
    (match,) = typo_matches(index(), [typed])
    assert match.card_id is None
    # The close names that start as the name does are offered (Headhunter does not: another first letter).
    assert near in [ref.name for ref in match.candidates] or typed in ("Lightning", "Seahunter")


def test_a_unique_prefix_is_a_candidate_in_lookups_and_a_match_where_prefixes_are_asked_for() -> None:
    names = index()
    shortened = names.match_unambiguous("Sheoldred", prefixes=False)
    assert shortened is not None and shortened.card_id is None
    assert [ref.name for ref in shortened.candidates] == ["Sheoldred, Whispering One"]
    kept = names.match_unambiguous("Sheoldred")
    assert kept is not None and (kept.card_id, kept.how) == ("sheoldred-whispering-one", "prefix")
    assert kept.score == round(100 * len("sheoldred") / len("sheoldred whispering one"), 1)


def test_scores_and_reasons() -> None:
    assert typo_score("tiaga", "taiga") == 90.0  # a swap counts half an edit
    assert typo_score("seahunter", "headhunter") == 80.0  # two edits in ten letters
    assert typo_score("lightning bolt", "lightning bolt") == 100.0
    assert another_card("seahunter", "headhunter") is not None
    assert another_card("circle of protection black", "circle of protection blue") is not None
    assert another_card("lightnign bolt", "lightning bolt") is None
    assert another_card("ambush", "ambush viper") is not None


def test_many_names_at_once_answer_as_one_at_a_time() -> None:
    names = index()
    queries = ["lightning blot", "Seahunter", "tiaga", "x", "", "lightning blot", "zzzz"]
    together = typo_matches(names, queries)
    assert together == [typo_matches(names, [q])[0] for q in queries]
    assert [m.query for m in together] == queries


def test_a_letter_missing_or_extra_at_a_words_end_is_a_slip() -> None:
    assert another_card("circle of protection blu", "circle of protection blue") is None
    assert another_card("lightning boltt", "lightning bolt") is None
