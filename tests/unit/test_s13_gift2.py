"""The constructions of docs/oracle-gift2.md: "If this spell was cast from a graveyard [from anywhere
other than your hand], ..." (CR 601.2a) and "Target opponent exiles a card from their hand" (CR
406.1, 608.2d), each read from the real Bloomburrow Oracle text (a near variant with an unknown
word is not read), each engine node played."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, player_of, read_full_definition, run_with_cards, state

RUTHLESS_TEXT = (
    "Target opponent exiles a card from their hand. If this spell was cast from a graveyard, draw a card.\n"
    "Flashback {4}{B} (You may cast this card from your graveyard for its flashback cost. Then exile it.)"
)


def _support(text: str, type_line: str = "Sorcery") -> str:
    return read_card(CardFacts("Test Card", "{1}", type_line, text)).support


def _ruthless() -> dict[str, Any]:
    return read_full_definition("Ruthless Negotiation", "Sorcery", RUTHLESS_TEXT, "{B}")


def test_cast_from_conditions_and_exile_from_hand_read() -> None:
    assert _ruthless()["abilities"] == [
        {"kind": "spell", "effect": {"kind": "exile_from_hand", "amount": 1, "player": "target_opponent"}},
        {"kind": "spell", "effect": {"kind": "draw", "amount": 1, "player": "you"}, "condition": "cast_from_graveyard"},
        {"kind": "flashback", "cost": "{4}{B}"},
    ]
    other = read_card(
        CardFacts(
            "Test Card",
            "{1}",
            "Sorcery",
            "You gain 2 life. If this spell was cast from anywhere other than your hand, draw a card.",
        )
    )
    assert other.support == "full" and other.definition is not None
    assert other.definition["abilities"][1]["condition"] == "cast_not_from_hand"
    assert _support("Target player exiles two cards from their hand.") == "full"
    # near variants: an unknown word in the condition, in the effect; "unless" on the condition
    assert _support(RUTHLESS_TEXT.replace("from a graveyard", "from a glorpyard")) != "full"
    assert _support(RUTHLESS_TEXT.replace("from their hand", "from their glorp")) != "full"
    assert _support("You gain 2 life. Draw a card unless this spell was cast from a graveyard.") != "full"
    assert _support("If this spell was cast from anywhere other than your library, draw a card.") != "full"


def _game(where: str) -> dict[str, Any]:
    card = {"id": "neg", "card": "Ruthless Negotiation"}
    return state(
        alice={"mana_pool": {"B": 2, "C": 3}, where: [card]},
        bob={"hand": [{"id": "b1", "card": "Grizzly Bears"}, {"id": "b2", "card": "Grizzly Bears"}]},
    )


def _run(where: str, choices: dict[str, Any] | None = None) -> dict[str, Any]:
    actions: list[dict[str, Any]] = [
        {"type": "cast", "card": "neg", "choices": {"targets": ["bob"]}},
        {"type": "resolve", **({"choices": choices} if choices else {})},
    ]
    return run_with_cards(_game(where), actions, _ruthless())


def test_601_2a_cast_from_the_hand_the_graveyard_condition_does_not_hold() -> None:
    result = _run("hand", {"chosen": ["b1"]})
    bob, alice = player_of(result, "bob"), player_of(result, "alice")
    assert [c["id"] for c in bob["exile"]] == ["b1"] and [c["id"] for c in bob["hand"]] == ["b2"]
    assert not events_of(result, "card_drawn") and not events_of(result, "cards_discarded")
    assert [c["id"] for c in alice["graveyard"]] == ["neg"]
    exiled = events_of(result, "cards_exiled_from_hand")[0]
    assert exiled["cards"] == ["b1"] and exiled["chosen"] is True and "CR 406.1" in exiled["cites"]


def test_601_2a_cast_with_flashback_from_the_graveyard_draws() -> None:
    result = _run("graveyard")
    alice = player_of(result, "alice")
    assert len(events_of(result, "card_drawn")) == 1
    assert [c["id"] for c in alice["exile"]] == ["neg"]  # flashback (CR 702.34a)
    # no choice given: the last card of the hand goes, and the event says so
    exiled = events_of(result, "cards_exiled_from_hand")[0]
    assert exiled["cards"] == ["b2"] and exiled["chosen"] is False


def test_406_1_a_card_not_in_that_hand_is_refused() -> None:
    with pytest.raises(IllegalAction, match="Wrong cards to exile"):
        _run("hand", {"chosen": ["neg"]})


# --- "it" / "that creature": the creature token the effect before created (CR 608.2c) -------------

OTTERBALL_TEXT = (
    "Create a 1/1 blue and red Otter creature token with prowess. If this spell was cast from anywhere other "
    "than your hand, put a +1/+1 counter on that creature. (Whenever you cast a noncreature spell, a creature "
    "with prowess gets +1/+1 until end of turn.)\n"
    "Flashback {3}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)"
)


def _otterball() -> dict[str, Any]:
    return read_full_definition("Otterball Antics", "Sorcery", OTTERBALL_TEXT, "{1}{U}")


def test_that_creature_after_a_created_token_reads() -> None:
    abilities = _otterball()["abilities"]
    assert abilities[1] == {
        "kind": "spell",
        "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "it"},
        "condition": "cast_not_from_hand",
    }
    assert _support("Create a 1/1 white Soldier creature token. Put a +1/+1 counter on it.") == "full"
    # near variants: an unknown word; a token that is no creature; two tokens ("it" would be a guess)
    assert _support(OTTERBALL_TEXT.replace("that creature", "that glorp")) != "full"
    assert _support("Create a Food token. Put a +1/+1 counter on it.") != "full"
    assert _support("Create two 1/1 white Soldier creature tokens. Put a +1/+1 counter on it.") != "full"


def _otter_run(where: str) -> dict[str, Any]:
    game = state(alice={"mana_pool": {"U": 2, "C": 3}, where: [{"id": "ob", "card": "Otterball Antics"}]})
    return run_with_cards(game, [{"type": "cast", "card": "ob"}, {"type": "resolve"}], _otterball())


def test_608_2c_the_counter_goes_on_the_token_created_only_when_cast_from_elsewhere() -> None:
    from_hand = _otter_run("hand")
    tokens = [p for p in from_hand["state"]["battlefield"] if p.get("is_token")]
    assert len(tokens) == 1 and not tokens[0].get("counters")
    flashback = _otter_run("graveyard")
    tokens = [p for p in flashback["state"]["battlefield"] if p.get("is_token")]
    assert len(tokens) == 1 and tokens[0]["counters"] == {"+1/+1": 1}
    assert [c["id"] for c in player_of(flashback, "alice")["exile"]] == ["ob"]
