"""Playing cards from exile for a time ("impulse draw", s12-impulse, docs/oracle-impulse.md), played
from real Oracle text as the reader reads it: "Exile the top card of your library. Until end of turn
[Until the end of your next turn], you may play that card." (CR 601.2a, 305.2, 305.9, 514.2)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import CardDefinition, IllegalAction, resolve
from app.oracle.compose import read_composed
from tests.unit.conftest import CATALOG, events_of, player_of, state
from tests.unit.conftest import read_full_definition as _read

PATHMAKER = (
    "Alania's Pathmaker",
    "Creature — Otter Wizard",
    "When Alania's Pathmaker enters, exile the top card of your library. Until the end of your next turn, you may "
    "play that card.",
    "{3}{R}",
    ("4", "2"),
)
CHALLENGER = (
    "Emberheart Challenger",
    "Creature — Mouse Warrior",
    "Haste\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)\n"
    "Valiant — Whenever Emberheart Challenger becomes the target of a spell or ability you control for the first "
    "time each turn, exile the top card of your library. Until end of turn, you may play that card.",
    "{1}{R}",
    ("2", "2"),
)
# A sorcery of the same words, to give the permission "until end of turn" directly.
IMPULSE = (
    "Test Impulse",
    "Sorcery",
    "Exile the top two cards of your library. Until end of turn, you may play those cards.",
    "{R}",
    None,
)


def _catalog() -> dict[str, CardDefinition]:
    cards = [_read(*PATHMAKER), _read(*CHALLENGER), _read(*IMPULSE)]
    return {**CATALOG, **{card["name"]: CardDefinition.model_validate(card) for card in cards}}


def _run(game: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    return resolve(game, actions, _catalog()).model_dump(mode="json")


def _line(line: str) -> list[dict[str, Any]] | None:
    return read_composed(line, is_spell=False, name="Test Card").abilities


LIBRARY = [
    {"id": "top", "card": "Grizzly Bears"},
    {"id": "land", "card": "Forest"},
    {"id": "c", "card": "Grizzly Bears"},
]


def _after_pathmaker() -> dict[str, Any]:
    """Alice's turn 3: Alania's Pathmaker entered and its trigger exiled her top card."""
    game = state(
        alice={"mana_pool": {"R": 1, "C": 3}, "hand": [{"id": "p", "card": "Alania's Pathmaker"}], "library": LIBRARY}
    )
    result = _run(game, [{"type": "cast", "card": "p"}, {"type": "resolve"}, {"type": "resolve"}])
    return result


def _after_impulse(hand: tuple[dict[str, str], ...] = ()) -> dict[str, Any]:
    game = state(
        alice={"mana_pool": {"R": 1}, "hand": [{"id": "s", "card": "Test Impulse"}, *hand], "library": LIBRARY}
    )
    return _run(game, [{"type": "cast", "card": "s"}, {"type": "resolve"}])["state"]


def test_the_oracle_lines_read_as_one_effect() -> None:
    assert _read(*PATHMAKER)["abilities"] == [
        {
            "kind": "triggered",
            "trigger": "enters",
            "effect": {"kind": "exile_top_may_play", "amount": 1, "until": "end_of_your_next_turn"},
        }
    ]
    valiant = _read(*CHALLENGER)["abilities"][-1]
    assert valiant["effect"] == {"kind": "exile_top_may_play", "amount": 1, "until": "end_of_turn"}
    assert _read(*IMPULSE)["abilities"] == [
        {"kind": "spell", "effect": {"kind": "exile_top_may_play", "amount": 2, "until": "end_of_turn"}}
    ]


def test_601_2a_the_exiled_card_is_recorded_and_cast_from_exile_for_its_cost() -> None:
    result = _after_pathmaker()
    alice = player_of(result, "alice")
    assert [card["id"] for card in alice["exile"]] == ["top"]
    assert [card["id"] for card in alice["library"]] == ["land", "c"]
    assert result["state"]["play_from_exile"] == [
        {"card": "top", "player": "alice", "until": "end_of_your_next_turn", "granted_turn": 3}
    ]
    assert events_of(result, "exiled_may_play")[0]["cards"] == ["top"]
    game = result["state"]
    game["players"][0]["mana_pool"] = {"G": 2}
    cast = _run(game, [{"type": "legal_actions", "player": "alice"}, {"type": "cast", "card": "top"}])
    listed = [entry for entry in cast["queries"][0]["result"]["legal"] if entry["action"]["type"] == "cast"]
    assert [entry["action"]["card"] for entry in listed] == ["top"]
    assert "CR 601.2a" in listed[0]["cites"] and listed[0]["cost"]["mana"] == "{1}{G}"
    spell_cast = events_of(cast, "spell_cast")[0]
    assert spell_cast["from"] == "exile" and "CR 601.2a" in spell_cast["cites"]
    assert "play_from_exile" not in cast["state"]  # spent: the card is a new object on the stack (CR 400.7)
    assert player_of(cast, "alice")["mana_pool"]["G"] == 0


def test_the_normal_costs_and_timing_apply() -> None:
    game = _after_pathmaker()["state"]
    game["players"][0]["mana_pool"] = {"U": 2}
    with pytest.raises(IllegalAction):  # {1}{G} can't be paid with {U}{U}
        _run(game, [{"type": "cast", "card": "top"}])
    game["players"][0]["mana_pool"] = {"G": 2}
    game["step"] = "upkeep"
    with pytest.raises(IllegalAction):  # a creature spell: sorcery timing (CR 307.1... 117.1a)
        _run(game, [{"type": "cast", "card": "top"}])
    with pytest.raises(IllegalAction):  # only the player the effect lets play it
        _run({**game, "step": "precombat_main"}, [{"type": "cast", "card": "top", "player": "bob"}])


def test_305_9_a_land_exiled_is_played_as_the_land_drop() -> None:
    game = _after_impulse(({"id": "h", "card": "Forest"},))
    assert [p["card"] for p in game["play_from_exile"]] == ["top", "land"]
    listed = _run(game, [{"type": "legal_actions", "player": "alice"}])["queries"][0]["result"]["legal"]
    plays = [entry for entry in listed if entry["action"]["type"] == "play_land"]
    assert sorted(entry["action"]["card"] for entry in plays) == ["h", "land"]
    played = _run(game, [{"type": "play_land", "card": "land"}])
    event = events_of(played, "land_played")[0]
    assert "CR 305.9" in event["cites"] and event["land_drops_remaining"] == 0
    assert any(p["id"] == "land" for p in played["state"]["battlefield"])
    with pytest.raises(IllegalAction):  # the land drop is used (CR 305.2)
        _run(played["state"], [{"type": "play_land", "card": "h"}])


def test_514_2_until_end_of_turn_ends_in_the_cleanup_step() -> None:
    game = _after_impulse()
    ended = _run(game, [{"type": "next_turn"}])
    assert "play_from_exile" not in ended["state"]
    assert events_of(ended, "play_permission_ended")[0]["cards"] == ["top", "land"]
    assert [card["id"] for card in player_of(ended, "alice")["exile"]] == ["top", "land"]  # they stay in exile


def test_until_the_end_of_your_next_turn_lasts_through_it() -> None:
    game = _after_pathmaker()["state"]
    bobs_turn = _run(game, [{"type": "next_turn"}])
    assert bobs_turn["state"]["active_player"] == "bob"
    assert [p["card"] for p in bobs_turn["state"]["play_from_exile"]] == ["top"]
    alices_turn = _run(bobs_turn["state"], [{"type": "next_turn"}])
    assert alices_turn["state"]["active_player"] == "alice"
    assert [p["card"] for p in alices_turn["state"]["play_from_exile"]] == ["top"]
    after = _run(alices_turn["state"], [{"type": "next_turn"}])
    assert "play_from_exile" not in after["state"]
    after["state"]["active_player"] = "alice"
    after["state"]["players"][0]["mana_pool"] = {"G": 2}
    with pytest.raises(IllegalAction):
        _run(after["state"], [{"type": "cast", "card": "top"}])


def test_honesty_near_variants_are_not_modelled() -> None:
    assert _line("When ~ enters, exile the top card of your library. Until end of turn, you may play that card.")
    # either half alone (the exile alone is read since s19-impulse: `exile_top_of_library`, CR 406.2)
    assert _line("When ~ enters, exile the top card of your library.") == [
        {"kind": "triggered", "trigger": "enters", "effect": {"kind": "exile_top_of_library", "amount": 1}}
    ]
    assert _line("When ~ enters, draw a card. Until end of turn, you may play that card.") is None
    # a reference that doesn't fit the number exiled; X without a value; another library; cast only
    assert (
        _line("When ~ enters, exile the top two cards of your library. Until end of turn, you may play that card.")
        is None
    )
    # (X is read since s14-library, on a card whose mana cost has {X} only: tests/unit/test_s14_library.py)
    assert (
        _line(
            "When ~ enters, exile the top card of target player's library. Until end of turn, you may play that card."
        )
        is None
    )
    assert (
        _line("When ~ enters, exile the top card of your library. Until end of turn, you may cast that card.") is None
    )
    assert (
        _line("When ~ enters, exile the top card of your library. Until your next upkeep, you may play that card.")
        is None  # s33-lib: "Until your next end step" reads (tests/unit/test_s33_lib.py); another duration stays refused
    )


def test_the_trailing_duration_reads_the_same() -> None:
    assert _line("{2}{R}, {T}: Exile the top card of your library. You may play that card this turn.") == [
        {
            "kind": "activated",
            "cost": "{2}{R}{T}",
            "effect": {"kind": "exile_top_may_play", "amount": 1, "until": "end_of_turn"},
        }
    ]
    two = _line(
        "When ~ enters, exile the top two cards of your library. You may play them until the end of your next turn."
    )
    assert two is not None and two[0]["effect"]["until"] == "end_of_your_next_turn"
    # other durations and other permissions stay not modelled
    assert (
        _line("When ~ enters, exile the top two cards of your library. You may play them until your next upkeep.")
        is None  # s33-lib: "until your next end step" reads (tests/unit/test_s33_lib.py); another duration stays refused
    )
    free = _line(  # s19-impulse: read since (CR 118.9; tests/unit/test_s19_impulse.py)
        "When ~ enters, exile the top card of your library. You may play that card this turn without paying its mana "
        "cost."
    )
    assert free is not None and free[0]["effect"]["without_paying_mana_cost"] is True
