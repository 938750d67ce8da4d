"""Bloomburrow's own mechanics (issue 24): the reader (app/oracle/bloomburrow.py) on the real
Oracle text of tests/fixtures/sets/blb.json, and the engine's Class levels (CR 716), pawprint modes
(700.2h), expend (700.14) and life gained or lost this turn (119.3). The scenario files
(tests/scenarios/class_716_*, pawprint_700_2h_*, expend_700_14_*, life_*) play them through."""

from __future__ import annotations

import dataclasses
import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from app.engine import CardDefinition, IllegalAction, resolve
from app.oracle import CardFacts, read_card

BLB = Path(__file__).resolve().parents[1] / "fixtures" / "sets" / "blb.json"


@cache
def _blb() -> dict[str, dict[str, Any]]:
    return {card["name"]: card for card in json.loads(BLB.read_text(encoding="utf-8"))}


def _facts(name: str) -> CardFacts:
    card = _blb()[name]
    return CardFacts(
        name=card["name"],
        mana_cost=card.get("mana_cost"),
        type_line=card.get("type_line", ""),
        oracle_text=card.get("oracle_text", ""),
        power=card.get("power"),
        toughness=card.get("toughness"),
        keywords=tuple(card.get("keywords", [])),
        layout=card.get("layout"),
    )


def _definition(name: str) -> dict[str, Any]:
    definition = read_card(_facts(name)).definition
    assert definition is not None
    return definition


# --- the reader ---------------------------------------------------------------------------------


def test_716_builders_talent_is_read_level_by_level() -> None:
    reading = read_card(_facts("Builder's Talent"))
    # (s13-batch: level 2's "Whenever one or more noncreature, nonland permanents you control enter, ..." now
    # reads, a `batch` trigger (CR 603.2c), so the card is full)
    assert reading.support == "full" and reading.definition is not None
    abilities = reading.definition["abilities"]
    assert [a["kind"] for a in abilities] == ["triggered", "class_level", "class_level"]
    assert [(a["level"], a["cost"]) for a in abilities[1:]] == [(2, "{W}"), (3, "{4}{W}")]
    assert reading.not_modelled == []
    assert abilities[1]["abilities"][0]["batch"] is True
    assert abilities[2]["abilities"][0]["kind"] == "class_becomes_level"
    CardDefinition.model_validate(reading.definition)


def test_716_a_class_whose_every_level_is_modelled_is_full() -> None:
    text = (
        "(Gain the next level as a sorcery to add its ability.)\nWhen Test Talent enters, draw a card.\n"
        "{W}: Level 2\nWhen this Class becomes level 2, you gain 3 life.\n{2}{W}: Level 3\n"
        "{T}: You gain 1 life."
    )
    reading = read_card(CardFacts("Test Talent", "{W}", "Enchantment — Class", text))
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    levels = reading.definition["abilities"][1:]
    assert levels[0]["abilities"] == [
        {"kind": "class_becomes_level", "level": 2, "effect": {"kind": "gain_life", "amount": 3, "player": "you"}}
    ]
    assert levels[1]["abilities"][0]["kind"] == "activated"


def test_716_a_becomes_level_line_under_another_level_is_not_modelled() -> None:
    text = "{W}: Level 2\nWhen this Class becomes level 3, draw a card.\n{2}{W}: Level 3\nWhen this Class becomes level 3, draw a card."
    reading = read_card(CardFacts("Odd Talent", "{W}", "Enchantment — Class", text))
    assert reading.support == "partial"
    assert reading.not_modelled == ["When this Class becomes level 3, draw a card."]


def test_716_a_class_with_only_its_level_bars_modelled_is_none() -> None:
    # (Artist's Talent, this test's card before s11-classes, now reads its cost reduction: partial; Bandit's
    # Talent, its card before s15-spells, now reads its first line, "... unless they discard a nonland card":
    # partial. The card here is Bandit's Talent with that line changed to one no reader knows.)
    facts = _facts("Bandit's Talent")
    unknown = "When Bandit's Talent enters, each opponent ponders two cards unless they wonder."
    text = facts.oracle_text.replace(
        "When Bandit's Talent enters, each opponent discards two cards unless they discard a nonland card.", unknown
    )
    assert unknown in text
    reading = read_card(dataclasses.replace(facts, oracle_text=text))
    assert reading.support == "none" and reading.definition is None
    assert len(reading.not_modelled) == 3
    assert read_card(facts).support == "partial"


def test_700_2h_season_modes_not_read_stay_one_not_modelled_line() -> None:
    # s30-modern: Season of Loss reads full now (tests/unit/test_s30_modern.py); Season of Gathering's modes are not read
    reading = read_card(_facts("Season of Gathering"))
    assert reading.support == "none"
    assert len(reading.not_modelled) == 1 and reading.not_modelled[0].startswith("Choose up to five {P} worth")
    assert "{P}{P} — Choose artifact or enchantment." in reading.not_modelled[0]


def test_700_2h_pawprint_modes_read_as_one_modal_effect() -> None:
    text = (
        "Choose up to five {P} worth of modes. You may choose the same mode more than once.\n{P} — Draw a card.\n"
        "{P}{P} — Test Season deals 2 damage to any target.\n{P}{P}{P} — You gain 3 life."
    )
    reading = read_card(CardFacts("Test Season", "{R}", "Sorcery", text))
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    modal = reading.definition["abilities"][0]["effect"]
    assert modal["kind"] == "modal" and modal["pawprints"] == [1, 2, 3] and modal["pawprint_limit"] == 5
    assert [m["kind"] for m in modal["modes"]] == ["draw", "damage", "gain_life"]


def test_700_14_expend_triggers_are_read() -> None:
    assert _definition("Teapot Slinger")["abilities"] == [
        {"kind": "expend_trigger", "amount": 4, "effect": {"kind": "damage", "amount": 2, "target": "each_opponent"}}
    ]
    for name in ("Bark-Knuckle Boxer", "Junkblade Bruiser", "Wandertale Mentor", "Teapot Slinger"):
        assert read_card(_facts(name)).support == "full", name


def test_119_3_life_conditions_are_read() -> None:
    assert _definition("Frilled Sparkshooter")["abilities"] == [
        {"kind": "etb_counters", "counter": "+1/+1", "amount": 1, "condition": "opponent_lost_life"}
    ]
    conditions = [a.get("condition") for a in _definition("Lunar Convocation")["abilities"]]
    assert conditions == ["you_gained_life", "you_gained_and_lost_life", None]
    assert read_card(_facts("Lunar Convocation")).support == "full"


# --- the engine -----------------------------------------------------------------------------------

BOLT = {
    "name": "Lightning Bolt",
    "types": ["Instant"],
    "mana_cost": "{R}",
    "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}],
}
SHOCKER = {
    "name": "Expend Watcher",
    "types": ["Creature"],
    "power": 1,
    "toughness": 1,
    "mana_cost": "{R}",
    "abilities": [
        {"kind": "expend_trigger", "amount": 4, "effect": {"kind": "gain_life", "amount": 1}},
        {"kind": "expend_trigger", "amount": 8, "effect": {"kind": "gain_life", "amount": 10}},
    ],
}
GIANT = {"name": "Big Giant", "types": ["Creature"], "power": 7, "toughness": 7, "mana_cost": "{6}{R}"}


def _state(**alice: Any) -> dict[str, Any]:
    return {
        "turn": 3,
        "active_player": "alice",
        "step": "precombat_main",
        "players": [{"id": "alice", **alice}, {"id": "bob"}],
        "battlefield": [],
    }


def test_700_14_one_spell_can_expend_two_numbers_and_each_only_once_a_turn() -> None:
    state = _state(
        mana_pool={"R": 9}, hand=[{"id": "g", "card": GIANT}, {"id": "b", "card": BOLT}, {"id": "b2", "card": BOLT}]
    )
    state["battlefield"] = [{"id": "w", "card": SHOCKER, "controller": "alice"}]
    result = resolve(
        state,
        [
            {"type": "cast", "card": "b", "choices": {"targets": ["bob"]}},
            {"type": "resolve"},
            {"type": "cast", "card": "g"},  # 1 -> 8: expends 4 and 8
            {"type": "resolve"},
            {"type": "resolve"},
            {"type": "resolve"},
            {"type": "cast", "card": "b2", "choices": {"targets": ["bob"]}},
        ],
        {},
    )
    gains = [e["amount"] for e in result.events if e["type"] == "life_gained"]
    assert sorted(gains) == [1, 10]
    expended = [(e["spent_before"], e["spent"]) for e in result.events if e["type"] == "expended"]
    assert expended == [(0, 1), (1, 8), (8, 9)]
    assert result.state.players[0].mana_spent_on_spells_this_turn == 9


def test_700_14_no_expended_event_without_an_expend_ability() -> None:
    result = resolve(
        _state(mana_pool={"R": 1}, hand=[{"id": "b", "card": BOLT}]),
        [{"type": "cast", "card": "b", "choices": {"targets": ["bob"]}}],
        {},
    )
    assert not [e for e in result.events if e["type"] == "expended"]
    assert result.state.players[0].mana_spent_on_spells_this_turn == 1


def test_this_turn_counts_are_zero_again_as_a_new_turn_begins() -> None:
    state = _state(life_gained_this_turn=2, life_lost_this_turn=3, mana_spent_on_spells_this_turn=4)
    state["step"] = "cleanup"
    player = resolve(state, [{"type": "next_step"}], {}).state.players[0]
    assert (player.life_gained_this_turn, player.life_lost_this_turn, player.mana_spent_on_spells_this_turn) == (
        0,
        0,
        0,
    )


def test_119_3_a_gain_or_loss_of_zero_is_none_and_triggers_nothing() -> None:
    from app.engine.game import Game
    from app.engine.rules.life_this_turn import gain_life, lose_life
    from app.engine.state import GameState

    # Starscape Cleric's "Whenever you gain life, each opponent loses 1 life." as a `life_trigger`
    cleric = CardDefinition.model_validate({
        "name": "Starscape Cleric", "mana_cost": "{1}{B}", "types": ["Creature"], "power": 2, "toughness": 1,
        "abilities": [{"kind": "life_trigger", "on": "gain",
                       "effect": {"kind": "lose_life", "amount": 1, "player": "each_opponent"}}]})
    state = GameState.model_validate(
        {
            "active_player": "p",
            "players": [{"id": "p"}, {"id": "o"}],
            "battlefield": [{"id": "c", "card": cleric, "controller": "p"}],
        }
    )
    game = Game(state, {})
    player = state.players[0]
    gain_life(game, player, 0)
    lose_life(game, player, 0)
    assert (player.life, player.life_gained_this_turn, player.life_lost_this_turn) == (20, 0, 0)
    assert game.pending_triggers == []
    gain_life(game, player, 2)  # "Whenever you gain life, each opponent loses 1 life."
    gain_life(game, player, 1)  # each gain is one event: it triggers again
    lose_life(game, player, 5)
    assert (player.life, player.life_gained_this_turn, player.life_lost_this_turn) == (18, 3, 5)
    assert [t.trigger_event for t in game.pending_triggers] == ["life_gain", "life_gain"]


def test_603_2_life_triggers_are_read() -> None:
    assert _definition("Wax-Wane Witness")["abilities"] == [
        {
            "kind": "life_trigger",
            "on": "gain_or_lose",
            "during_your_turn": True,
            "effect": {"kind": "pump", "target": "self", "power": 1, "toughness": 0, "duration": "end_of_turn"},
        }
    ]
    assert read_card(_facts("Wax-Wane Witness")).support == "full"
    # s14-forage: with "This ability triggers only once each turn." the grammar reads it as a `triggered`
    # "you_gain_or_lose_life" ability with `max_per_turn` (tests/unit/test_s14_forage.py)
    assert read_card(_facts("Moonstone Harbinger")).support == "full"


@pytest.mark.parametrize(
    ("gained", "lost", "holds"),
    [
        (0, 0, set()),
        (1, 0, {"you_gained_life", "you_gained_or_lost_life"}),
        (0, 1, {"you_lost_life", "you_gained_or_lost_life"}),
        (1, 1, {"you_gained_life", "you_lost_life", "you_gained_or_lost_life", "you_gained_and_lost_life"}),
    ],
)
def test_119_3_life_conditions(gained: int, lost: int, holds: set[str]) -> None:
    from app.engine.game import Game
    from app.engine.rules.life_this_turn import CONDITIONS, condition_holds
    from app.engine.state import GameState

    state = GameState.model_validate(
        {"players": [{"id": "a", "life_gained_this_turn": gained, "life_lost_this_turn": lost}, {"id": "b"}]}
    )
    game = Game(state, {})
    assert {c for c in CONDITIONS if condition_holds(game, "a", c)} == holds
    # "an opponent lost life": b's opponent a lost life
    assert condition_holds(game, "b", "opponent_lost_life") == bool(lost)
    assert not condition_holds(game, "a", "opponent_lost_life")


TALENT = {
    "name": "Test Talent",
    "types": ["Enchantment"],
    "subtypes": ["Class"],
    "mana_cost": "{W}",
    "abilities": [
        {
            "kind": "class_level",
            "level": 2,
            "cost": "{W}",
            "abilities": [{"kind": "activated", "cost": "{1}", "effect": {"kind": "gain_life", "amount": 1}}],
        },
        {
            "kind": "class_level",
            "level": 3,
            "cost": "{W}",
            "abilities": [{"kind": "activated", "cost": "{1}", "effect": {"kind": "draw", "amount": 1}}],
        },
    ],
}


def test_716_2d_abilities_of_a_level_keep_their_index_at_every_level() -> None:
    definition = CardDefinition.model_validate(TALENT)
    kinds = [[type(a).__name__ for a in definition.at_class_level(level).abilities] for level in (1, 2, 3)]
    assert kinds == [["ActivatedAbility"] * 2, ["ActivatedAbility"] * 3, ["ActivatedAbility"] * 4]
    assert definition.at_class_level(3).abilities[2] == definition.at_class_level(2).abilities[2]
    assert definition.at_class_level(2) is definition.at_class_level(2)  # kept per definition and level


def test_716_2d_a_level_ability_is_not_there_below_its_level() -> None:
    state = _state(mana_pool={"C": 1})
    state["battlefield"] = [{"id": "t", "card": TALENT, "controller": "alice"}]
    with pytest.raises(IllegalAction) as refused:
        resolve(state, [{"type": "activate", "permanent": "t", "ability": 2}], {})
    assert refused.value.title == "No such ability"
    state["battlefield"][0]["class_level"] = 2
    result = resolve(state, [{"type": "activate", "permanent": "t", "ability": 2}, {"type": "resolve"}], {})
    assert result.state.players[0].life == 21


def test_716_2a_levels_go_up_one_at_a_time_and_the_ability_on_the_stack_still_resolves() -> None:
    state = _state(mana_pool={"W": 2})
    state["battlefield"] = [{"id": "t", "card": TALENT, "controller": "alice"}]
    result = resolve(
        state,
        [
            {"type": "activate", "permanent": "t", "ability": 0},
            {"type": "resolve"},
            {"type": "activate", "permanent": "t", "ability": 1},
            {"type": "resolve"},
        ],
        {},
    )
    assert result.state.battlefield[0].class_level == 3
    with pytest.raises(IllegalAction) as refused:  # level 2 again at level 2 (CR 716.2a: only at level 1)
        resolve(
            {**state, "battlefield": [{**state["battlefield"][0], "class_level": 2}]},
            [{"type": "activate", "permanent": "t", "ability": 0}],
            {},
        )
    assert refused.value.title == "Wrong class level"


def test_716_a_level_ability_with_the_stack_not_empty_is_refused() -> None:
    state = _state(mana_pool={"W": 2})
    state["battlefield"] = [{"id": "t", "card": TALENT, "controller": "alice"}]
    with pytest.raises(IllegalAction) as refused:
        resolve(
            state,
            [
                {"type": "activate", "permanent": "t", "ability": 0},
                {"type": "activate", "permanent": "t", "ability": 0},
            ],
            {},
        )
    assert refused.value.title == "Only as a sorcery" and "CR 602.5d" in refused.value.cites


SEASON = {
    "name": "Test Season",
    "types": ["Sorcery"],
    "mana_cost": "{R}",
    "abilities": [
        {
            "kind": "spell",
            "effect": {
                "kind": "modal",
                "pawprints": [1, 2, 3],
                "pawprint_limit": 5,
                "modes": [
                    {"kind": "draw", "amount": 1},
                    {"kind": "gain_life", "amount": 2},
                    {"kind": "gain_life", "amount": 3},
                ],
            },
        }
    ],
}


@pytest.mark.parametrize(
    ("modes", "title"), [([], "Choose modes"), ([3], "No such mode"), ([1, 1, 0, 0], "Too many pawprints")]
)
def test_700_2h_pawprint_choices_that_dont_fit_are_refused(modes: list[int], title: str) -> None:
    state = _state(mana_pool={"R": 1}, hand=[{"id": "s", "card": SEASON}])
    with pytest.raises(IllegalAction) as refused:
        resolve(state, [{"type": "cast", "card": "s", "choices": {"modes": modes}}], {})
    assert refused.value.title == title and "CR 700.2h" in refused.value.cites


def test_700_2h_five_one_pawprint_modes_happen_five_times() -> None:
    state = _state(
        mana_pool={"R": 1},
        hand=[{"id": "s", "card": SEASON}],
        library=[{"id": f"l{i}", "card": "Grizzly Bears"} for i in range(6)],
    )
    result = resolve(
        state,
        [{"type": "cast", "card": "s", "choices": {"modes": [0, 0, 0, 0, 0]}}, {"type": "resolve"}],
        {"Grizzly Bears": CardDefinition(name="Grizzly Bears")},
    )
    assert len(result.state.players[0].hand) == 5


def test_700_2h_pawprints_must_match_the_modes() -> None:
    with pytest.raises(ValidationError, match="one number of"):
        CardDefinition.model_validate(
            {
                **SEASON,
                "abilities": [{"kind": "spell", "effect": {**SEASON["abilities"][0]["effect"], "pawprints": [1, 2]}}],
            }
        )


def test_716_a_class_keeps_its_mana_cost_and_value_at_every_level() -> None:
    state = _state()
    state["battlefield"] = [
        {"id": "t", "card": TALENT, "controller": "alice", "class_level": level} for level in (1, 3)
    ]
    state["battlefield"][1]["id"] = "t3"
    for permanent in resolve(state, [], {}).state.battlefield:
        characteristics = permanent.characteristics
        assert characteristics is not None
        assert (characteristics.mana_cost, characteristics.mana_value, characteristics.colors) == ("{W}", 1, ["W"])


def test_602_5b_an_activation_condition_on_life_is_read() -> None:
    reading = read_card(_facts("Hired Claw"))
    assert reading.definition is not None
    assert reading.definition["abilities"][1:] == [
        {
            "kind": "activated",
            "cost": "{1}{R}",
            "activate_only_if": "opponent_lost_life",
            "max_per_turn": 1,
            "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "self"},
        }
    ]
    # its attack trigger, "Whenever you attack with one or more Lizards" (CR 508.3), is read by the
    # grammar since branch s11-triggers-b (tests/unit/test_s11_triggers-b.py)
    assert reading.definition["abilities"][0]["trigger"] == "you_attack"
    assert reading.not_modelled == []


def test_113_7a_a_level_ability_on_the_stack_resolves_after_its_class_is_gone() -> None:
    state = _state(mana_pool={"C": 1})
    state["battlefield"] = [{"id": "t", "card": TALENT, "controller": "alice", "class_level": 3}]
    result = resolve(
        state,
        [
            {"type": "activate", "permanent": "t", "ability": 2},  # level 2's "{1}: You gain 1 life."
            {"type": "move", "permanent": "t", "to": "graveyard"},
            {"type": "resolve"},
        ],
        {},
    )
    assert result.state.battlefield == [] and result.state.players[0].life == 21
