"""The constructions of docs/oracle-flicker.md: a return to the battlefield "with a +1/+1 counter /
a flying counter on it" (CR 122.6), keyword counters (CR 122.1b, layer 6 613.1f), and a spell's
delayed return under a gift condition (CR 702.174c, 603.7a), each read from the real Bloomburrow
Oracle text (a near variant with an unknown word is not read), each engine node played."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import CardDefinition, IllegalAction
from app.engine.characteristics import compute, has_keyword
from app.engine.game import Game
from app.engine.state import Characteristics, GameState
from app.oracle import CardFacts, read_card
from tests.unit.conftest import (
    CATALOG,
    events_of,
    permanent,
    player,
    player_of,
    read_full_definition,
    run,
    run_with_cards,
    state,
)

GUST = (
    "Parting Gust",
    "Instant",
    "Gift a tapped Fish (You may promise an opponent a gift as you cast this spell. If you do, they create a "
    "tapped 1/1 blue Fish creature token before its other effects.)\nExile target nontoken creature. If the gift "
    "wasn't promised, return that creature to the battlefield under its owner's control with a +1/+1 counter on it "
    "at the beginning of the next end step.",
    "{W}{W}",
)
SWAN = (
    "Salvation Swan",
    "Creature — Bird Cleric",
    "Flash\nFlying\nWhenever Salvation Swan or another Bird you control enters, exile up to one target creature you "
    "control without flying. Return it to the battlefield under its owner's control with a flying counter on it at "
    "the beginning of the next end step.",
    "{3}{W}",
    ("3", "3"),
)
MENTOR = (
    "Lilysplash Mentor",
    "Creature — Frog Druid",
    "Reach\n{1}{G}{U}: Exile another target creature you control, then return it to the battlefield under its "
    "owner's control with a +1/+1 counter on it. Activate only as a sorcery.",
    "{2}{G}{U}",
    ("4", "4"),
)
BEAR = {
    "name": "Test Bear",
    "mana_cost": "{1}{G}",
    "types": ["Creature"],
    "subtypes": ["Bear"],
    "power": 2,
    "toughness": 2,
}


def _support(text: str, type_line: str = "Instant") -> str:
    return read_card(CardFacts("Test Card", "{1}", type_line, text)).support


def _card(spec: tuple[Any, ...]) -> dict[str, Any]:
    return read_full_definition(*spec)


# --- reading ---------------------------------------------------------------------------------


def test_returns_with_a_counter_read() -> None:
    assert _card(GUST)["abilities"][-1] == {
        "kind": "spell",
        "effect": {
            "kind": "exile_then_return",
            "target": "creature:nontoken",
            "return_if": "gift_not_promised",
            "counter": "+1/+1",
        },
    }
    assert _card(SWAN)["abilities"][-1]["effect"] == {
        "kind": "exile_then_return",
        "target": "creature:you_control:without_flying",
        "target_count": 1,
        "up_to": True,
        "counter": "flying",
    }
    assert _card(MENTOR)["abilities"][-1]["effect"] == {
        "kind": "flicker",
        "target": "creature:you_control:other",
        "counter": "+1/+1",
    }
    # other keyword counters compose the same way
    assert (
        _support(
            "Exile target creature you control, then return it to the battlefield under its owner's "
            "control with a lifelink counter on it."
        )
        == "full"
    )


def test_near_variants_are_not_read() -> None:
    gust_text = GUST[2]
    # an unknown counter word, an unknown word in the return, a counter the engine has no keyword for
    assert _support(gust_text.replace("+1/+1 counter", "glorp counter")) != "full"
    assert _support(gust_text.replace("owner's control with", "owner's glorp with")) != "full"
    assert (
        _support(
            "Exile target creature you control, then return it to the battlefield under its owner's "
            "control with a shadow counter on it."
        )
        != "full"
    )
    # the delayed return under a gift condition must follow the exile of one object
    assert (
        _support(
            "Destroy target creature. If the gift wasn't promised, return that creature to the battlefield "
            "under its owner's control with a +1/+1 counter on it at the beginning of the next end step.",
        )
        != "full"
    )


# --- engine: keyword counters (CR 122.1b) -----------------------------------------------------


def _game(*permanents: dict[str, Any]) -> Game:
    return Game(
        GameState.model_validate({"players": [player("alice"), player("bob")], "battlefield": list(permanents)}),
        CATALOG,
    )


def test_122_1b_keyword_counters_give_their_keywords() -> None:
    game = _game(
        {"id": "b", "card": "Grizzly Bears", "counters": {"flying": 1, "first strike": 2, "+1/+1": 1}},
        {"id": "c", "card": "Grizzly Bears", "counters": {"stun": 1}},
    )
    flier, plain = game.state.battlefield
    assert has_keyword(game, flier, "flying") and has_keyword(game, flier, "first_strike")
    assert not has_keyword(game, plain, "flying")
    assert (compute(game, flier) or Characteristics()).power == 3  # the +1/+1 counter still counts (7c)
    # the counter removed: the keyword is gone (no stale reuse, CR 122.1b "while it has the counter")
    flier.counters = {}
    assert not has_keyword(game, flier, "flying")


def test_122_1b_a_creature_with_a_flying_counter_cant_be_blocked_by_a_creature_without_flying() -> None:
    def bear(object_id: str, controller: str, **fields: Any) -> dict[str, Any]:
        return {
            "id": object_id,
            "card": "Grizzly Bears",
            "controller": controller,
            "owner": controller,
            "controlled_since_turn": 1,
            **fields,
        }

    game = state(step="declare_attackers", battlefield=[bear("a", "alice", counters={"flying": 1}), bear("d", "bob")])
    attack = {"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"}]}
    block = {"type": "declare_blockers", "blocks": [{"blocker": "d", "attacker": "a"}]}
    with pytest.raises(IllegalAction) as refusal:
        run(game, [attack, {"type": "next_step"}, block])
    assert refusal.value.title == "Can't block a flyer"


# --- engine: flicker with a counter (CR 400.7, 122.6) ------------------------------------------


def test_122_6_flickered_creature_returns_with_a_counter() -> None:
    mentor = _card(MENTOR)
    game = state(
        alice={"mana_pool": {"G": 1, "U": 1, "C": 1}},
        battlefield=[
            {"id": "m", "card": "Lilysplash Mentor", "controller": "alice", "owner": "alice"},
            {
                "id": "b",
                "card": "Test Bear",
                "controller": "alice",
                "owner": "alice",
                "tapped": True,
                "counters": {"-1/-1": 1},
            },
        ],
    )
    result = run_with_cards(
        game,
        [{"type": "activate", "permanent": "m", "ability": 0, "choices": {"targets": ["b"]}}, {"type": "resolve"}],
        mentor,
        BEAR,
    )
    bear = permanent(result, "b")
    # a new object (CR 400.7): untapped, its old counters gone, one +1/+1 counter (122.6)
    assert bear["counters"] == {"+1/+1": 1} and not bear.get("tapped", False)
    entered = [e for e in events_of(result, "entered_battlefield") if e["permanent"] == "b"]
    assert entered and "CR 122.6" in entered[0]["cites"]


# --- engine: delayed return with a counter (CR 603.7a, 610.3, 122.6) ---------------------------


def _gust(gift: str | None) -> dict[str, Any]:
    gust = _card(GUST)
    game = state(
        alice={"mana_pool": {"W": 2}, "hand": [{"id": "g", "card": "Parting Gust"}]},
        battlefield=[{"id": "t", "card": "Test Bear", "controller": "bob", "owner": "bob", "tapped": True}],
    )
    cast = {"type": "cast", "card": "g", "gift": gift, "choices": {"targets": ["t"]}}
    return run_with_cards(game, [cast, {"type": "resolve"}], gust, BEAR)


def test_702_174c_parting_gust_without_the_gift_returns_the_creature_with_a_counter() -> None:
    exiled = _gust(None)
    assert [c["id"] for c in player_of(exiled, "bob")["exile"]] == ["t"]
    assert exiled["state"]["delayed_triggers"] == [
        {
            "controller": "alice",
            "at": "next_end_step",
            "action": "return_to_battlefield",
            "objects": ["t"],
            "source": "g",
            "counter": "+1/+1",
        }
    ]
    result = run_with_cards(exiled["state"], [{"type": "next_turn"}, {"type": "resolve"}], _card(GUST), BEAR)
    returned = permanent(result, "t")
    # under its owner's control, a new object (untapped) with one +1/+1 counter (CR 400.7, 122.6)
    assert (returned["controller"], returned.get("tapped", False), returned["counters"]) == ("bob", False, {"+1/+1": 1})
    assert player_of(result, "bob")["exile"] == []


def test_702_174c_parting_gust_with_the_gift_promised_exiles_for_good() -> None:
    exiled = _gust("bob")
    assert [c["id"] for c in player_of(exiled, "bob")["exile"]] == ["t"]
    assert exiled["state"]["delayed_triggers"] == []
    assert [e["effect"] for e in events_of(exiled, "condition_not_met")] == ["return_to_battlefield"]
    # bob got the tapped Fish (CR 702.174i)
    assert any(p["controller"] == "bob" and p.get("is_token") for p in exiled["state"]["battlefield"])


def test_122_1b_salvation_swan_returns_the_creature_with_a_flying_counter() -> None:
    swan = _card(SWAN)
    game = state(
        step="postcombat_main",
        alice={"hand": [{"id": "s", "card": "Salvation Swan"}]},
        battlefield=[{"id": "b", "card": "Test Bear", "controller": "alice", "owner": "alice"}],
    )
    exiled = run_with_cards(
        game,
        [
            {"type": "put_onto_battlefield", "card": "s", "from": "hand"},
            {"type": "resolve", "choices": {"targets": ["b"]}},
        ],
        swan,
        BEAR,
    )
    assert [c["id"] for c in player_of(exiled, "alice")["exile"]] == ["b"]
    result = run_with_cards(exiled["state"], [{"type": "next_turn"}, {"type": "resolve"}], swan, BEAR)
    assert permanent(result, "b")["counters"] == {"flying": 1}
    game_after = Game(
        GameState.model_validate(result["state"]), {**CATALOG, "Test Bear": CardDefinition.model_validate(BEAR)}
    )
    bear = next(p for p in game_after.state.battlefield if p.id == "b")
    assert has_keyword(game_after, bear, "flying")  # the flying counter gives flying (CR 122.1b)
    # a creature with flying can't be its target ("without flying", CR 115.1)
    flier = {"id": "f", "card": "Test Bear", "controller": "alice", "owner": "alice", "counters": {"flying": 1}}
    game = state(step="postcombat_main", alice={"hand": [{"id": "s", "card": "Salvation Swan"}]}, battlefield=[flier])
    with pytest.raises(IllegalAction):
        run_with_cards(
            game,
            [
                {"type": "put_onto_battlefield", "card": "s", "from": "hand"},
                {"type": "resolve", "choices": {"targets": ["f"]}},
            ],
            swan,
            BEAR,
        )
