"""Ward with costs other than mana (CR 702.21a): "Ward—Pay 2 life", "Ward—Discard a card"."""

from __future__ import annotations

import pytest

from app.engine import IllegalAction
from app.engine.keywords import normalise_keyword, parse_keyword
from tests.unit.conftest import events_of, player_of, run, state
from tests.unit.test_kw_targeting import bolt, creature

PAY = {"type": "resolve", "choices": {"pay_ward": True}}


def test_702_21a_ward_non_mana_cost_keyword_forms() -> None:
    assert normalise_keyword("Ward—Pay 2 life.") == "ward:pay 2 life"
    assert normalise_keyword("Ward—Discard a card.") == "ward:discard a card"
    assert normalise_keyword("Ward {1}{u}") == "ward:{1}{U}"
    assert parse_keyword("ward:pay 3 life") is not None and parse_keyword("ward:pay a life") is None
    assert normalise_keyword("Ward—Sacrifice a creature.") is None


def test_702_21a_ward_pay_life_paid_lets_the_spell_resolve() -> None:
    game = state(alice={"hand": [{"id": "bolt", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}},
                 battlefield=[creature("w", "bob", "ward:pay 2 life", toughness=4)])
    result = run(game, [bolt("w"), PAY])
    paid = events_of(result, "ward_paid")[0]
    assert paid["cost"] == "pay 2 life" and paid["life"] == 18 and "CR 119.4" in paid["cites"]
    assert player_of(result, "alice")["life"] == 18 and result["state"]["stack"][0]["id"] == "bolt"


def test_119_4_ward_pay_life_more_than_the_life_total_is_refused() -> None:
    game = state(alice={"hand": [{"id": "bolt", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}, "life": 1},
                 battlefield=[creature("w", "bob", "ward:pay 2 life")])
    with pytest.raises(IllegalAction) as refusal:
        run(game, [bolt("w"), PAY])
    assert refusal.value.action_index == 1 and "CR 119.4" in refusal.value.cites
    result = run(game, [bolt("w"), {"type": "resolve"}])
    assert [c["id"] for c in player_of(result, "alice")["graveyard"]] == ["bolt"]
    assert player_of(result, "alice")["life"] == 1


def test_702_21a_ward_discard_a_card_discards_the_chosen_card() -> None:
    hand = [{"id": "bolt", "card": "Lightning Bolt"}, {"id": "c1", "card": "Grizzly Bears"},
            {"id": "c2", "card": "Grizzly Bears"}]
    game = state(alice={"hand": hand, "mana_pool": {"R": 1}},
                 battlefield=[creature("w", "bob", "ward:discard a card", toughness=4)])
    result = run(game, [bolt("w"), {"type": "resolve", "choices": {"pay_ward": True, "discard": ["c1"]}}])
    assert events_of(result, "ward_paid")[0]["discarded"] == ["c1"]
    assert [c["id"] for c in player_of(result, "alice")["hand"]] == ["c2"]
    assert [c["id"] for c in player_of(result, "alice")["graveyard"]] == ["c1"]
    assert "CR 701.9a" in events_of(result, "ward_paid")[0]["cites"]
    with pytest.raises(IllegalAction) as refusal:
        run(game, [bolt("w"), PAY])
    assert refusal.value.title == "Choose the card to discard"


def test_118_3_ward_discard_with_an_empty_hand_cant_be_paid() -> None:
    game = state(alice={"hand": [{"id": "bolt", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}},
                 battlefield=[creature("w", "bob", "ward:discard a card")])
    with pytest.raises(IllegalAction) as refusal:
        run(game, [bolt("w"), PAY])
    assert "CR 118.3" in refusal.value.cites


def test_702_21a_ward_discard_the_only_card_needs_no_choice() -> None:
    hand = [{"id": "bolt", "card": "Lightning Bolt"}, {"id": "c1", "card": "Grizzly Bears"}]
    game = state(alice={"hand": hand, "mana_pool": {"R": 1}},
                 battlefield=[creature("w", "bob", "ward:discard a card", toughness=4)])
    result = run(game, [bolt("w"), PAY])
    assert events_of(result, "ward_paid")[0]["discarded"] == ["c1"]


def test_702_21a_oracle_ward_lines_with_other_costs_are_read_and_the_rest_reported() -> None:
    from app.oracle.reader import CardFacts, read_card

    def reading(text: str) -> tuple[list[str], str, list[str]]:
        found = read_card(CardFacts(name="Trespasser", mana_cost="{2}{B}{B}", type_line="Creature — Human Werewolf",
                                    oracle_text=text, power="3", toughness="3", keywords=("Ward",)))
        return (found.definition or {}).get("keywords", []), found.support, found.not_modelled

    reminder = ("Ward—Discard a card. (Whenever this creature becomes the target of a spell or ability an "
                "opponent controls, counter it unless that player discards a card.)")
    assert reading(reminder) == (["ward:discard a card"], "full", [])
    assert reading("Flying\nWard—Pay 2 life.") == (["flying", "ward:pay 2 life"], "full", [])
    assert reading("Ward—Sacrifice a creature.") == ([], "partial", ["Ward—Sacrifice a creature."])
