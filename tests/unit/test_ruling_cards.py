"""The in-process index of each ruling's card count and first cards (app/rulings/ruling_cards.py)
answers as the statement it stands in for: the count is of links, the first cards are the first
links (in the order the database gave) whose card exists, at most `per_ruling` of them."""

from __future__ import annotations

from app.rulings.ruling_cards import build

CARDS = [("c-1", "One"), ("c-2", "Two"), ("c-3", "Three"), ("c-4", "Four")]


def rows(links: list[tuple[str, str, int]]) -> list[tuple[str, int, int]]:
    """Links as the database gives them: each card by its row in CARDS, -1 for a card that is gone."""
    card_rows = {card_id: i for i, (card_id, _) in enumerate(CARDS)}
    return [(ruling_id, card_rows.get(card_id, -1), position) for ruling_id, card_id, position in links]


def test_counts_every_link_and_names_the_first_cards_in_the_given_order() -> None:
    links = [("r-a", "c-1", 1), ("r-a", "c-2", 1), ("r-a", "c-3", 2), ("r-b", "c-4", 1), ("r-c", "c-2", 2), ("r-c", "c-3", 1)]
    index = build(7, CARDS, rows(links), per_ruling=2)
    assert index.version == 7
    assert index.cards_of("r-a") == ([("c-1", "One"), ("c-2", "Two")], 3)
    assert index.cards_of("r-b") == ([("c-4", "Four")], 1)
    assert index.cards_of("r-c") == ([("c-2", "Two"), ("c-3", "Three")], 2)
    # Each card's page: its rulings by position.
    assert [index.page_of(card_id) for card_id, _ in CARDS] == [("r-a",), ("r-a", "r-c"), ("r-c", "r-a"), ("r-b",)]
    assert index.page_of("c-unknown") == ()


def test_a_page_orders_equal_positions_by_ruling_id_whatever_order_the_links_came_in() -> None:
    # As a page read from the database is sorted: (position, ruling id).
    links = [("r-z", "c-1", 1), ("r-b", "c-1", 1), ("r-a", "c-1", 2), ("r-y", "c-2", 3)]
    assert build(1, CARDS, rows(links), per_ruling=20).page_of("c-1") == ("r-b", "r-z", "r-a")


def test_a_ruling_on_no_card_has_none_and_a_link_to_a_missing_card_counts_but_is_not_named() -> None:
    # A join leaves out a link whose card is gone; count(*) over the links still counts it.
    index = build(1, CARDS, rows([("r-a", "gone", 1), ("r-a", "c-3", 1), ("r-a", "c-4", 1)]), per_ruling=2)
    assert index.cards_of("r-a") == ([("c-3", "Three"), ("c-4", "Four")], 3)
    assert index.cards_of("r-unknown") == ([], 0)
    assert index.page_of("c-3") == index.page_of("c-4") == ("r-a",)
    assert index.page_of("c-1") == ()
    assert build(1, [], [], per_ruling=20).cards_of("r-a") == ([], 0)
    assert index.nbytes() > 0
