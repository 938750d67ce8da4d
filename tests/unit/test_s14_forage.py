"""s14-forage: foraging as an effect, "Whenever you forage" and a "you may" on a beginning-of-step
trigger (CR 701.61a, 603.2, 603.5, 608.2d), read from Oracle text and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, player_of, read_full_definition, run_with_cards, state

CULTIVATOR_TEXT = (
    "At the beginning of combat on your turn, you may forage. (Exile three cards from your graveyard or "
    "sacrifice a Food.)\nWhenever you forage, put a +1/+1 counter on Corpseberry Cultivator."
)
FOOD = {"name": "Food", "types": ["Artifact"], "subtypes": ["Food"]}


def _cultivator() -> dict[str, Any]:
    return read_full_definition(
        "Corpseberry Cultivator", "Creature — Squirrel Warlock", CULTIVATOR_TEXT, "{B}{G}", ("2", "3")
    )


def _cultivator_state(food: bool, graveyard: int) -> dict[str, Any]:
    cultivator = _cultivator()
    battlefield: list[dict[str, Any]] = [{"id": "cc", "controller": "alice", "card": cultivator["name"]}]
    if food:
        battlefield.append({"id": "food", "controller": "alice", "card": FOOD, "is_token": True})
    cards = [{"id": f"grave-{n}", "card": "Grizzly Bears"} for n in range(graveyard)]
    return state(battlefield=battlefield, alice={"graveyard": cards})


def test_701_61a_corpseberry_cultivator_reads_as_optional_step_forage_and_forage_trigger() -> None:
    abilities = _cultivator()["abilities"]
    assert abilities[0] == {
        "kind": "step_trigger",
        "step": "beginning_of_combat",
        "whose": "yours",
        "effect": {"kind": "forage"},
        "optional": True,
    }
    assert abilities[1]["trigger"] == "you_forage"
    assert abilities[1]["effect"]["kind"] == "put_counters"


def test_603_5_step_trigger_you_may_forage_then_whenever_you_forage_triggers() -> None:
    cultivator = _cultivator()
    to_combat = [
        {"type": "next_step"},
        {"type": "resolve", "choices": {"pay_optional_cost": True}},
        {"type": "resolve"},
    ]
    result = run_with_cards(_cultivator_state(True, 0), to_combat, cultivator)
    assert events_of(result, "foraged")[0]["sacrificed"] == "food"
    assert [p["id"] for p in result["state"]["battlefield"]] == ["cc"]
    assert permanent(result, "cc")["counters"] == {"+1/+1": 1}
    assert any("CR 701.61a" in e["cites"] for e in events_of(result, "trigger_put_on_stack"))
    # foraging by exiling three chosen cards of the graveyard
    chosen = [
        {"type": "next_step"},
        {"type": "resolve", "choices": {"pay_optional_cost": True, "forage": ["grave-0", "grave-2", "grave-3"]}},
        {"type": "resolve"},
    ]
    exiled = run_with_cards(_cultivator_state(False, 4), chosen, cultivator)
    alice = player_of(exiled, "alice")
    assert [c["id"] for c in alice["graveyard"]] == ["grave-1"] and len(alice["exile"]) == 3
    assert permanent(exiled, "cc")["counters"] == {"+1/+1": 1}


def test_608_2d_declining_the_step_forage_does_nothing() -> None:
    cultivator = _cultivator()
    result = run_with_cards(_cultivator_state(True, 3), [{"type": "next_step"}, {"type": "resolve"}], cultivator)
    assert not events_of(result, "foraged") and events_of(result, "optional_cost_declined")
    assert {p["id"] for p in result["state"]["battlefield"]} == {"cc", "food"}
    assert not permanent(result, "cc").get("counters")


def test_118_3_choosing_to_forage_without_food_or_three_cards_is_refused() -> None:
    cultivator = _cultivator()
    with pytest.raises(IllegalAction) as refusal:
        run_with_cards(
            _cultivator_state(False, 2),
            [{"type": "next_step"}, {"type": "resolve", "choices": {"pay_optional_cost": True}}],
            cultivator,
        )
    assert "can't forage" in refusal.value.detail


def test_grammar_whenever_you_forage_reads_and_a_near_variant_does_not() -> None:
    read = read_card(
        CardFacts("Test Forager", "{G}", "Creature — Squirrel", "Whenever you forage, draw a card.", "1", "1")
    )
    assert read.support == "full" and read.definition is not None
    assert read.definition["abilities"][0]["trigger"] == "you_forage"
    unknown = read_card(
        CardFacts("Test Forager", "{G}", "Creature — Squirrel", "Whenever you forage twice, draw a card.", "1", "1")
    )
    assert unknown.support != "full"


# --- "Whenever you gain or lose life during your turn" (CR 603.2, 119.3, 102.1) ----------------------

HARBINGER_TEXT = (
    "Flying, deathtouch\nWhenever you gain or lose life during your turn, Bats you control get +1/+0 and gain "
    "deathtouch until end of turn. This ability triggers only once each turn."
)
TONIC = {
    "name": "Test Tonic",
    "mana_cost": "{0}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "gain_life", "amount": 2}}],
}
BAT = {"name": "Test Bat", "mana_cost": "{B}", "types": ["Creature"], "subtypes": ["Bat"], "power": 1, "toughness": 1}


def _harbinger() -> dict[str, Any]:
    return read_full_definition("Moonstone Harbinger", "Creature — Bat Warrior", HARBINGER_TEXT, "{2}{B}", ("1", "3"))


def _harbinger_state(active: str) -> dict[str, Any]:
    return state(
        active_player=active,
        priority_player="alice",
        battlefield=[
            {"id": "mh", "controller": "alice", "card": "Moonstone Harbinger"},
            {"id": "bat", "controller": "alice", "card": BAT},
            {"id": "bear", "controller": "alice", "card": "Grizzly Bears"},
        ],
        alice={"hand": [{"id": "t1", "card": "Test Tonic"}, {"id": "t2", "card": "Test Tonic"}]},
    )


def _cast(card: str) -> list[dict[str, Any]]:
    return [{"type": "cast", "player": "alice", "card": card}, {"type": "resolve"}]


def test_603_2_moonstone_harbinger_reads_with_during_your_turn_and_once_each_turn() -> None:
    ability = _harbinger()["abilities"][0]
    assert ability["trigger"] == "you_gain_or_lose_life"
    assert ability["during_your_turn"] is True and ability["max_per_turn"] == 1
    assert ability["effect"]["target"] == "all:creature:you_control:Bat"


def test_603_2_gaining_life_on_your_turn_triggers_once_each_turn() -> None:
    harbinger = _harbinger()
    actions = [*_cast("t1"), {"type": "resolve"}, *_cast("t2")]
    result = run_with_cards(_harbinger_state("alice"), actions, harbinger, TONIC)
    assert player_of(result, "alice")["life"] == 24
    triggers = [e for e in events_of(result, "trigger_put_on_stack") if e.get("source") == "mh"]
    assert len(triggers) == 1  # the second gain doesn't trigger it again this turn
    assert "CR 102.1" in triggers[0]["cites"]
    bat, harbinger_now = permanent(result, "bat")["characteristics"], permanent(result, "mh")["characteristics"]
    assert bat["power"] == 2 and "deathtouch" in bat["keywords"]
    assert harbinger_now["power"] == 2
    assert permanent(result, "bear")["characteristics"]["power"] == 2  # not a Bat


def test_102_1_gaining_life_on_an_opponents_turn_does_not_trigger() -> None:
    result = run_with_cards(_harbinger_state("bob"), _cast("t1"), _harbinger(), TONIC)
    assert player_of(result, "alice")["life"] == 22
    assert not [e for e in events_of(result, "trigger_put_on_stack") if e.get("source") == "mh"]


def test_119_4_paying_life_is_losing_it_and_triggers_you_lose_life() -> None:
    drainer = read_full_definition(
        "Test Drainer",
        "Creature — Bat",
        "Whenever you lose life, draw a card. Then you gain 1 life.",
        "{B}",
        ("1", "1"),
    )
    assert drainer["abilities"][0]["trigger"] == "you_lose_life"
    payer = {
        "name": "Test Payer",
        "mana_cost": "{0}",
        "types": ["Artifact"],
        "abilities": [
            {
                "kind": "activated",
                "cost": "{0}",
                "other_costs": [{"kind": "pay_life", "amount": 2}],
                "effect": {"kind": "draw", "amount": 1},
            }
        ],
    }
    game = state(
        battlefield=[
            {"id": "dr", "controller": "alice", "card": "Test Drainer"},
            {"id": "pay", "controller": "alice", "card": payer},
        ]
    )
    result = run_with_cards(
        game, [{"type": "activate", "permanent": "pay", "ability": 0}, {"type": "resolve"}], drainer
    )
    triggers = [e for e in events_of(result, "trigger_put_on_stack") if e.get("source") == "dr"]
    assert len(triggers) == 1 and player_of(result, "alice")["life"] == 19  # the trigger resolved first: -2, +1


def test_grammar_gain_or_lose_life_reads_and_near_variants_do_not() -> None:
    for text in (
        "Whenever you gain or lose life during your combat, draw a card.",
        "Whenever you gain and lose life during your turn, draw a card.",
    ):
        assert read_card(CardFacts("Test Bat", "{B}", "Creature — Bat", text, "1", "1")).support != "full"


# --- "Whenever a Bat you control attacks", "pay {W}{B} and 2 life", finality counters ------------------

ZORALINE_TEXT = (
    "Flying, vigilance\nWhenever a Bat you control attacks, you gain 1 life.\nWhenever Zoraline enters or attacks, "
    "you may pay {W}{B} and 2 life. When you do, return target nonland permanent card with mana value 3 or less "
    "from your graveyard to the battlefield with a finality counter on it."
)
SHOCK = {
    "name": "Test Shock",
    "mana_cost": "{0}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}}],
}


def _zoraline() -> dict[str, Any]:
    return read_full_definition(
        "Zoraline, Cosmos Caller", "Legendary Creature — Bat Cleric", ZORALINE_TEXT, "{1}{W}{B}", ("3", "3")
    )


def test_122_1h_zoraline_reads_full() -> None:
    abilities = _zoraline()["abilities"]
    assert abilities[0] == {
        "kind": "triggered",
        "trigger": "creature_attacks",
        "attacking": "creature:you_control:Bat",
        "effect": {"kind": "gain_life", "amount": 1, "player": "you"},
    }
    assert abilities[1]["optional_cost"] == "{W}{B}" and abilities[1]["optional_life"] == 2
    assert abilities[1]["reflexive"] is True and abilities[1]["also_on"] == ["attacks"]
    assert abilities[1]["effect"]["finality"] is True


def _zoraline_enters(pay: bool, life: int = 20) -> dict[str, Any]:
    game = state(
        alice={
            "mana_pool": {"W": 2, "B": 2, "C": 1},
            "life": life,
            "hand": [{"id": "z", "card": "Zoraline, Cosmos Caller"}, {"id": "kill", "card": "Test Shock"}],
            "graveyard": [{"id": "bear", "card": "Grizzly Bears"}],
        }
    )
    actions: list[dict[str, Any]] = [
        {"type": "cast", "player": "alice", "card": "z"},
        {"type": "resolve"},
        {"type": "resolve", "choices": {"pay_optional_cost": pay, **({"targets": ["bear"]} if pay else {})}},
    ]
    if pay:
        actions += [
            {"type": "resolve"},
            {"type": "cast", "player": "alice", "card": "kill", "choices": {"targets": ["bear"]}},
            {"type": "resolve"},
        ]
    return run_with_cards(game, actions, _zoraline(), SHOCK)


def test_603_12_paying_mana_and_life_returns_a_card_with_a_finality_counter_then_it_is_exiled() -> None:
    result = _zoraline_enters(True)
    alice = player_of(result, "alice")
    assert alice["life"] == 18 and events_of(result, "life_paid")[0]["amount"] == 2
    put = [e for e in events_of(result, "counters_put") if e["counter"] == "finality"]
    assert put and put[0]["permanent"] == "bear" and "CR 122.1h" in put[0]["cites"]
    # destroyed, the returned Bear goes to exile instead of the graveyard (CR 122.1h, 614.1a)
    assert "bear" not in [p["id"] for p in result["state"]["battlefield"]]
    assert [c["id"] for c in alice["exile"]] == ["bear"] and [c["id"] for c in alice["graveyard"]] == ["kill"]
    moved = [e for e in events_of(result, "zone_change") if "bear" in str(e)]
    assert any("CR 122.1h" in e["cites"] for e in moved)


def test_608_2d_declining_pays_nothing_and_returns_nothing() -> None:
    result = _zoraline_enters(False)
    alice = player_of(result, "alice")
    assert alice["life"] == 20 and [c["id"] for c in alice["graveyard"]] == ["bear"]
    assert not events_of(result, "life_paid")


def test_119_4_too_little_life_to_pay_is_refused_and_nothing_is_paid() -> None:
    with pytest.raises(IllegalAction) as refusal:
        _zoraline_enters(True, life=1)
    assert "CR 119.4" in refusal.value.cites


def test_508_3a_a_bat_you_control_attacking_triggers_zoraline() -> None:
    battlefield = [
        {"id": "z", "card": "Zoraline, Cosmos Caller", "controller": "alice", "controlled_since_turn": 1},
        {"id": "bat", "card": BAT, "controller": "alice", "controlled_since_turn": 1},
        {"id": "bear", "card": "Grizzly Bears", "controller": "alice", "controlled_since_turn": 1},
    ]
    game = state(step="declare_attackers", battlefield=battlefield)
    attack = {
        "type": "declare_attackers",
        "attackers": [{"id": "bat", "defending": "bob"}, {"id": "bear", "defending": "bob"}],
    }
    result = run_with_cards(game, [attack, {"type": "resolve"}], _zoraline())
    triggered = [e for e in events_of(result, "trigger_put_on_stack") if e.get("source") == "z"]
    assert len(triggered) == 1  # the Bat, not the Bear (Zoraline didn't attack)
    assert player_of(result, "alice")["life"] == 21


def test_122_1h_a_finality_counter_on_a_posted_permanent_exiles_it_as_it_dies() -> None:
    game = state(
        alice={"hand": [{"id": "kill", "card": "Test Shock"}]},
        battlefield=[{"id": "b", "card": "Grizzly Bears", "controller": "alice", "counters": {"finality": 1}}],
    )
    result = run_with_cards(
        game,
        [{"type": "cast", "player": "alice", "card": "kill", "choices": {"targets": ["b"]}}, {"type": "resolve"}],
        SHOCK,
    )
    alice = player_of(result, "alice")
    assert [c["id"] for c in alice["exile"]] == ["b"] and [c["id"] for c in alice["graveyard"]] == ["kill"]


def test_grammar_finality_and_mana_and_life_near_variants_do_not_read() -> None:
    for text in (
        "When ~ enters, return target creature card from your graveyard to the battlefield with a doom counter on it.",
        "When ~ enters, you may pay {W}{B} and 2 cards. When you do, draw a card.",
        "Whenever a Bat you control attacks twice, you gain 1 life.",
    ):
        facts = CardFacts("Test Z", "{B}", "Creature — Bat", text.replace("~", "Test Z"), "1", "1")
        assert read_card(facts).support != "full", text


# --- "As an additional cost to cast this spell, forage or pay {B}." (CR 118.8, 601.2b, 601.2f, 701.61a) ---

FEED_TEXT = (
    "As an additional cost to cast this spell, forage or pay {B}. (To forage, exile three cards from your "
    "graveyard or sacrifice a Food.)\nDestroy target creature or planeswalker."
)


def _feed(pool: dict[str, int], choices: dict[str, Any]) -> dict[str, Any]:
    feed = read_full_definition("Feed the Cycle", "Instant", FEED_TEXT, "{1}{B}")
    game = state(
        battlefield=[
            {"id": "food", "controller": "alice", "card": FOOD, "is_token": True},
            {"id": "bear", "controller": "bob", "card": "Grizzly Bears"},
        ],
        alice={
            "mana_pool": pool,
            "hand": [{"id": "ftc", "card": "Feed the Cycle"}],
            "graveyard": [{"id": f"grave-{n}", "card": "Grizzly Bears"} for n in range(3)],
        },
    )
    cast = {"type": "cast", "player": "alice", "card": "ftc", "choices": {"targets": ["bear"], **choices}}
    return run_with_cards(game, [cast, {"type": "resolve"}], feed)


def test_601_2f_without_a_forage_the_extra_mana_is_part_of_the_total_cost() -> None:
    assert read_full_definition("Feed the Cycle", "Instant", FEED_TEXT, "{1}{B}")["abilities"][0] == {
        "kind": "forage_or_mana_cost",
        "mana": "{B}",
    }
    result = _feed({"B": 2, "C": 1}, {})
    assert [p["id"] for p in result["state"]["battlefield"]] == ["food"]  # the Bear destroyed, the Food kept
    assert not events_of(result, "foraged") and not any(player_of(result, "alice")["mana_pool"].values())
    with pytest.raises(IllegalAction):
        _feed({"B": 1, "C": 1}, {})  # {1}{B} plus {B}: one black mana short


def test_701_61a_foraging_instead_pays_only_the_mana_cost() -> None:
    fed = _feed({"B": 1, "C": 1}, {"forage": ["food"]})
    assert events_of(fed, "foraged")[0]["sacrificed"] == "food"
    assert fed["state"]["battlefield"] == []
    exiled = _feed({"B": 1, "C": 1}, {"forage": ["grave-0", "grave-1", "grave-2"]})
    assert len(player_of(exiled, "alice")["exile"]) == 3 and [p["id"] for p in exiled["state"]["battlefield"]] == [
        "food"
    ]
    with pytest.raises(IllegalAction) as refusal:
        _feed({"B": 1, "C": 1}, {"forage": ["grave-0"]})
    assert refusal.value.title == "Can't forage that way"


def test_grammar_forage_or_pay_reads_and_a_near_variant_does_not() -> None:
    text = "As an additional cost to cast this spell, forage or discard {B}.\nDraw a card."
    assert read_card(CardFacts("Test Feed", "{B}", "Instant", text)).support != "full"
