"""s13-batch2 (docs/oracle-batch2.md): what entered the battlefield this turn (CR 400.7), read from
Bloomburrow's Oracle text and played by the engine (app/engine/rules/entered_this_turn.py): the
per-turn record, "Activate only if a Bird, Frog, Otter, or Rat entered the battlefield under your
control this turn" (CR 602.5b), "each Frog, Rabbit, Raccoon, or Squirrel you control that entered
the battlefield this turn" and the intervening "if another creature entered the battlefield under
your control this turn" (CR 603.4)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, permanent, player_of, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run

LILYPAD = _read(
    "Lilypad Test Village",
    "Land",
    "{U}, {T}: Surveil 2. Activate only if a Bird, Frog, Otter, or Rat entered the battlefield under "
    "your control this turn.",
    "",
)
OAKHOLLOW = _read(
    "Oakhollow Test Village",
    "Land",
    "{G}, {T}: Put a +1/+1 counter on each Frog, Rabbit, Raccoon, or Squirrel you control that "
    "entered the battlefield this turn.",
    "",
)
WARDEN = _read(
    "Test Warden",
    "Creature — Frog Soldier",
    "Whenever Test Warden attacks, if another creature entered the battlefield under your control this "
    "turn, Test Warden gains flying until end of turn.",
    "{2}{U}",
    ("3", "2"),
)


def _creature(name: str, subtypes: list[str]) -> dict[str, Any]:
    return {"name": name, "mana_cost": "{1}", "types": ["Creature"], "subtypes": subtypes, "power": 1, "toughness": 1}


FROG = _creature("Test Frog", ["Frog"])
BEAR = _creature("Test Bear", ["Bear"])
CAST_FROG = [
    {"type": "cast", "card": "f", "player": "alice"},
    {"type": "pass_priority", "player": "alice"},
    {"type": "pass_priority", "player": "bob"},
]


def test_400_7_each_permanent_entering_is_recorded_and_the_record_empties_as_a_turn_begins() -> None:
    game = state(alice={"mana_pool": {"C": 1}, "hand": [{"id": "f", "card": "Test Frog"}]})
    result = _run(game, CAST_FROG, FROG)
    assert result.get("error") is None, result.get("error")
    assert result["state"]["entered_this_turn"] == [
        {"permanent": "f", "controller": "alice", "types": ["Creature"], "subtypes": ["Frog"]}
    ]
    later = _run({**result["state"], "step": "cleanup"}, [{"type": "next_step"}], FROG)
    assert later["state"]["turn"] == 4 and "entered_this_turn" not in later["state"]


def test_602_5b_lilypad_activates_only_after_a_bird_frog_otter_or_rat_entered_under_your_control() -> None:
    ability = LILYPAD["abilities"][0]
    assert ability["activate_only_if_entered"] == "permanent:Bird_or_Frog_or_Otter_or_Rat"
    base = {"mana_pool": {"U": 1}, "library": [{"id": f"l{n}", "card": "Grizzly Bears"} for n in range(3)]}
    activate = [{"type": "activate", "permanent": "v", "ability": 0, "player": "alice"}]
    village = {"id": "v", "card": "Lilypad Test Village", "controller": "alice"}
    with pytest.raises(IllegalAction) as refused:
        _run(state(alice=base, battlefield=[village]), activate, LILYPAD)
    assert "CR 602.5b" in refused.value.cites
    # a Bear entered: not one of the subtypes; bob's Frog entered: not under alice's control
    others = [
        {"permanent": "b", "controller": "alice", "types": ["Creature"], "subtypes": ["Bear"]},
        {"permanent": "x", "controller": "bob", "types": ["Creature"], "subtypes": ["Frog"]},
    ]
    with pytest.raises(IllegalAction):
        _run(state(alice=base, battlefield=[village], entered_this_turn=others), activate, LILYPAD)
    # a Frog entered under alice's control and has since left: the condition is about the event
    frog = {"permanent": "gone", "controller": "alice", "types": ["Creature"], "subtypes": ["Frog"]}
    allowed = _run(state(alice=base, battlefield=[village], entered_this_turn=[*others, frog]), activate, LILYPAD)
    assert allowed.get("error") is None, allowed.get("error")
    assert events_of(allowed, "ability_activated")


def test_400_7_oakhollow_counters_only_the_listed_subtypes_that_entered_this_turn() -> None:
    assert OAKHOLLOW["abilities"][0]["effect"]["target"] == (
        "all:Frog_or_Rabbit_or_Raccoon_or_Squirrel:you_control:entered_this_turn"
    )
    game = state(
        alice={"mana_pool": {"G": 1}, "hand": [{"id": "f", "card": "Test Frog"}]},
        battlefield=[
            {"id": "v", "card": "Oakhollow Test Village", "controller": "alice"},
            {"id": "old", "card": "Test Frog", "controller": "alice"},
            {"id": "bear", "card": "Test Bear", "controller": "alice"},
        ],
        entered_this_turn=[{"permanent": "bear", "controller": "alice", "types": ["Creature"], "subtypes": ["Bear"]}],
    )
    game["players"][0]["mana_pool"] = {"G": 1, "C": 1}
    actions = [
        *CAST_FROG,
        {"type": "activate", "permanent": "v", "ability": 0, "player": "alice"},
        {"type": "pass_priority", "player": "alice"},
        {"type": "pass_priority", "player": "bob"},
    ]
    result = _run(game, actions, OAKHOLLOW, FROG, BEAR)
    assert result.get("error") is None, result.get("error")
    assert permanent(result, "f")["counters"] == {"+1/+1": 1}
    assert permanent(result, "old")["counters"] == {} and permanent(result, "bear")["counters"] == {}


def _attack(entered: list[dict[str, Any]]) -> dict[str, Any]:
    game = state(
        step="declare_attackers",
        battlefield=[{"id": "w", "card": "Test Warden", "controller": "alice", "controlled_since_turn": 1}],
        entered_this_turn=entered,
    )
    actions = [
        {"type": "declare_attackers", "attackers": [{"id": "w", "defending": "bob"}]},
        {"type": "pass_priority", "player": "alice"},
        {"type": "pass_priority", "player": "bob"},
    ]
    return _run(game, actions, WARDEN)


def test_603_4_warden_gains_flying_only_if_another_creature_entered_under_your_control() -> None:
    assert WARDEN["abilities"][0]["intervening_if"] == {"kind": "entered_this_turn", "spec": "creature:other"}
    itself = [{"permanent": "w", "controller": "alice", "types": ["Creature"], "subtypes": ["Frog", "Soldier"]}]
    alone = _attack(itself)
    assert alone.get("error") is None, alone.get("error")
    assert "flying" not in permanent(alone, "w")["characteristics"]["keywords"]
    other = [*itself, {"permanent": "b", "controller": "alice", "types": ["Creature"], "subtypes": ["Bear"]}]
    flies = _attack(other)
    assert flies.get("error") is None, flies.get("error")
    assert "flying" in permanent(flies, "w")["characteristics"]["keywords"]
    bobs = _attack([{"permanent": "b", "controller": "bob", "types": ["Creature"], "subtypes": ["Bear"]}])
    assert "flying" not in permanent(bobs, "w")["characteristics"]["keywords"]


@pytest.mark.parametrize(
    "line",
    [
        "{U}, {T}: Surveil 2. Activate only if a Bird, Frog, Otter, or Rat entered the battlefield under your control "
        "last turn.",
        "{G}, {T}: Put a +1/+1 counter on each Frog, Rabbit, Raccoon, or Squirrel you control that entered the "
        "battlefield yesterday.",
        "Whenever ~ attacks, if another creature entered the graveyard under your control this turn, ~ gains flying "
        "until end of turn.",
    ],
)
def test_entered_this_turn_variants_with_an_unknown_word_are_not_read(line: str) -> None:
    assert read_composed(line, is_spell=False).abilities is None


SURVEYOR = _read(
    "Test Survey",
    "Sorcery",
    "Draw a card. Then if you control four or more lands, you gain 2 life.",
    "{1}",
)


def _survey(lands: int) -> dict[str, Any]:
    game = state(
        alice={"life": 20, "mana_pool": {"C": 1}, "hand": [{"id": "s", "card": "Test Survey"}]},
        battlefield=[{"id": f"l{n}", "card": "Forest", "controller": "alice"} for n in range(lands)],
    )
    actions = [
        {"type": "cast", "card": "s", "player": "alice"},
        {"type": "pass_priority", "player": "alice"},
        {"type": "pass_priority", "player": "bob"},
    ]
    return _run(game, actions, SURVEYOR)


def test_608_2c_then_if_you_control_four_or_more_lands_counts_them_as_the_sentence_is_reached() -> None:
    rider = SURVEYOR["abilities"][1]["effect"]
    assert rider["condition"] == {"kind": "you_control", "spec": "land", "number": 4}
    assert player_of(_survey(3), "alice")["life"] == 20
    four = _survey(4)
    assert four.get("error") is None, four.get("error")
    assert player_of(four, "alice")["life"] == 22


def test_a_count_condition_with_an_unknown_word_is_not_read() -> None:
    line = "Draw a card. Then if you control four or more landz, you gain 2 life."
    assert read_composed(line, is_spell=True).abilities is None
