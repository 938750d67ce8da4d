"""Oracle coverage, group "r2neob" (docs/oracle-r2neob.md): each construction read from a real
card's Oracle text, played by the engine, and a near variant with a word the grammar doesn't know
left not modelled (honesty by construction)."""

from __future__ import annotations

from typing import Any

import pytest

from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, permanent, player_of, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run

RABBIT = {
    "name": "Test Rabbit",
    "mana_cost": "{G}",
    "types": ["Creature"],
    "subtypes": ["Rabbit"],
    "power": 1,
    "toughness": 1,
}

# Circuit Mender (NEO)
MENDER = (
    "Circuit Mender",
    "Artifact Creature — Insect",
    "When Circuit Mender enters the battlefield, you gain 2 life.\n"
    "When Circuit Mender leaves the battlefield, draw a card.",
    "{3}",
    ("2", "3"),
)


def _mender(to: str) -> dict[str, Any]:
    mender = _read(*MENDER)
    game = state(battlefield=[{"id": "m", "card": "Circuit Mender", "controller": "alice", "owner": "alice"}])
    before = len(player_of(_run(game, [], mender, RABBIT), "alice")["hand"])
    result = _run(game, [{"type": "move", "permanent": "m", "to": to}, {"type": "resolve"}], mender, RABBIT)
    result["drawn"] = len(player_of(result, "alice")["hand"]) - before
    return result


def test_603_6c_leaving_the_battlefield_triggers_its_own_ability_whatever_the_zone() -> None:
    ability = _read(*MENDER)["abilities"][1]
    assert ability == {
        "kind": "triggered",
        "trigger": "self_leaves",
        "effect": {"kind": "draw", "amount": 1, "player": "you"},
    }
    for zone, drawn in (("graveyard", 1), ("exile", 1)):
        result = _mender(zone)
        assert result["drawn"] == drawn, zone
        assert "CR 603.10a" in events_of(result, "trigger_put_on_stack")[0]["cites"]
    bounced = _mender("hand")  # the Mender itself is now in the hand, plus the card drawn
    assert bounced["drawn"] == 2


def test_603_6c_another_permanent_leaving_triggers_nothing() -> None:
    mender = _read(*MENDER)
    game = state(
        battlefield=[
            {"id": "m", "card": "Circuit Mender", "controller": "alice"},
            {"id": "r", "card": "Test Rabbit", "controller": "alice"},
        ]
    )
    result = _run(game, [{"type": "move", "permanent": "r", "to": "graveyard"}], mender, RABBIT)
    assert result["state"]["stack"] == [] and events_of(result, "trigger_put_on_stack") == []


def test_papercraft_decoy_optional_payment_on_leaving() -> None:
    decoy = _read(
        "Papercraft Decoy",
        "Artifact Creature — Frog",
        "When Papercraft Decoy leaves the battlefield, you may pay {2}. If you do, draw a card.",
        "{1}",
        ("2", "1"),
    )
    assert decoy["abilities"] == [
        {
            "kind": "triggered",
            "trigger": "self_leaves",
            "optional_cost": "{2}",
            "effect": {"kind": "draw", "amount": 1, "player": "you"},
        }
    ]


@pytest.mark.parametrize(
    "line",
    [
        "When ~ leaves the graveyard, draw a card.",
        "When ~ leaves the battlefield forever, draw a card.",
        "When ~ leaves the battlefield, return it to its owner's hand.",  # "it": which object is not read
    ],
)
def test_leaves_with_an_unknown_word_or_naming_itself_is_not_read(line: str) -> None:
    assert read_composed(line, is_spell=False).abilities is None


# Gloomshrieker (NEO)
GLOOMSHRIEKER = (
    "Gloomshrieker",
    "Enchantment Creature — Cat Beast",
    "Menace\nWhen Gloomshrieker enters the battlefield, return target permanent card from your graveyard to your "
    "hand.\nIf Gloomshrieker would die, exile it instead.",
    "{B}{G}",
    ("2", "1"),
)


def _shriek(to: str) -> dict[str, Any]:
    shrieker = _read(*GLOOMSHRIEKER)
    game = state(battlefield=[{"id": "g", "card": "Gloomshrieker", "controller": "alice", "owner": "alice"}])
    return _run(game, [{"type": "move", "permanent": "g", "to": to}], shrieker)


def test_614_1a_700_4_it_would_die_and_is_exiled_instead() -> None:
    assert _read(*GLOOMSHRIEKER)["abilities"][-1] == {"kind": "exiled_instead_of_dying"}
    died = _shriek("graveyard")
    alice = player_of(died, "alice")
    assert alice["graveyard"] == [] and [c["card"] for c in alice["exile"]] == ["Gloomshrieker"]
    assert "CR 700.4" in str(died["events"])
    bounced = player_of(_shriek("hand"), "alice")  # not dying: untouched
    assert [c["card"] for c in bounced["hand"]] == ["Gloomshrieker"] and bounced["exile"] == []


@pytest.mark.parametrize(
    "line",
    [
        "If ~ would die, exile it instead forever.",
        "If ~ would be destroyed, exile it instead.",
        "If ~ would die, exile it afterwards.",
    ],
)
def test_exile_instead_of_dying_with_an_unknown_word_is_not_read(line: str) -> None:
    assert read_composed(line, is_spell=False).abilities is None


# Moonfolk Puzzlemaker (NEO)
PUZZLEMAKER = (
    "Moonfolk Puzzlemaker",
    "Artifact Creature — Moonfolk Wizard",
    "Flying\nWhenever Moonfolk Puzzlemaker becomes tapped, scry 1.",
    "{2}{U}",
    ("1", "4"),
)


def test_603_2_becoming_tapped_as_it_attacks_triggers_its_ability() -> None:
    puzzlemaker = _read(*PUZZLEMAKER)
    assert puzzlemaker["abilities"] == [
        {"kind": "triggered", "trigger": "self_becomes_tapped", "effect": {"kind": "scry", "amount": 1}}
    ]
    game = state(
        step="declare_attackers",
        battlefield=[
            {"id": "p", "card": "Moonfolk Puzzlemaker", "controller": "alice", "controlled_since_turn": 1},
            {"id": "r", "card": "Test Rabbit", "controller": "alice", "controlled_since_turn": 1},
        ],
    )
    attack = {"type": "declare_attackers", "attackers": [{"id": "p", "defending": "bob"}]}
    result = _run(game, [attack], puzzlemaker, RABBIT)
    stacked = events_of(result, "trigger_put_on_stack")
    assert len(stacked) == 1 and "CR 603.2" in stacked[0]["cites"]
    other = {"type": "declare_attackers", "attackers": [{"id": "r", "defending": "bob"}]}
    assert events_of(_run(game, [other], puzzlemaker, RABBIT), "trigger_put_on_stack") == []


@pytest.mark.parametrize(
    "line",
    # s29-cmd: "Whenever ~ becomes untapped, scry 1." reads now (rules/s29cmd_self_untapped.py); a near variant instead
    ["Whenever ~ becomes tapped forever, scry 1.", "Whenever ~ becomes untapped forever, scry 1."],
)
def test_becomes_tapped_with_an_unknown_word_is_not_read(line: str) -> None:
    assert read_composed(line, is_spell=False).abilities is None


# Walking Skyscraper (NEO)
SKYSCRAPER = (
    "Walking Skyscraper",
    "Artifact Creature — Construct",
    "Trample\nWalking Skyscraper has hexproof as long as it's untapped.",
    "{8}",
    ("8", "8"),
)


def test_611_3a_hexproof_only_while_it_is_untapped() -> None:
    skyscraper = _read(*SKYSCRAPER)
    assert skyscraper["abilities"] == [
        {
            "kind": "static_pump",
            "power": 0,
            "toughness": 0,
            "keywords": ["hexproof"],
            "affected": "self",
            "status": "untapped",
        }
    ]
    keywords = {}
    for tapped in (False, True):
        game = state(battlefield=[{"id": "w", "card": "Walking Skyscraper", "controller": "alice", "tapped": tapped}])
        keywords[tapped] = permanent(_run(game, [], skyscraper), "w")["characteristics"]["keywords"]
    assert keywords == {False: ["trample", "hexproof"], True: ["trample"]}


@pytest.mark.parametrize(
    "line",
    ["~ has hexproof as long as it's untapped forever.", "~ has hexproof as long as it's unblocked."],
)
def test_as_long_as_untapped_with_an_unknown_word_is_not_read(line: str) -> None:
    assert read_composed(line, is_spell=False).abilities is None
