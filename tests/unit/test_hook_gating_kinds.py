"""The hooks asked only in games with their kind (issue 24, docs/performance.md) still run once the
kind is there: a planeswalker face (the 0-loyalty state-based action and entering with loyalty,
an ability-less or back-face planeswalker too), the Commander format, and the keyword trigger
watchers given `needs` (by trigger name)."""

from __future__ import annotations

from typing import Any

from app.engine.game import Game
from app.engine.rules.ability_presence import PLANESWALKER_FACE, format_kind, game_has, trigger_kind
from app.engine.validation import parse_request
from tests.unit.conftest import CATALOG, events_of, run, state

PLAIN_WALKER = {"name": "Test Plain Walker", "mana_cost": "{2}", "types": ["Planeswalker"], "loyalty": 2}
BEAR = {"name": "Test Bear", "mana_cost": "{G}", "types": ["Creature"], "power": 2, "toughness": 2}
FLIP = {  # a creature whose printed back face is a planeswalker without abilities
    "name": "Test Flip",
    "mana_cost": "{1}{G}",
    "types": ["Creature"],
    "power": 1,
    "toughness": 1,
    "back_face": {"name": "Test Flipped Walker", "types": ["Planeswalker"], "loyalty": 3},
}


def _kinds(game_state: dict[str, Any]) -> Game:
    parsed, _ = parse_request(game_state, [], CATALOG)
    return Game(parsed, CATALOG)


def _has(game: Game, kind: object) -> bool:
    return game_has(game, kind)  # type: ignore[arg-type]


def test_a_planeswalker_face_is_a_kind_of_the_game_abilities_or_not() -> None:
    assert _has(
        _kinds(
            state(battlefield=[{"id": "w", "controller": "alice", "card": PLAIN_WALKER, "counters": {"loyalty": 1}}])
        ),
        PLANESWALKER_FACE,
    )
    assert _has(_kinds(state(battlefield=[{"id": "f", "controller": "alice", "card": FLIP}])), PLANESWALKER_FACE)
    assert not _has(_kinds(state(battlefield=[{"id": "b", "controller": "alice", "card": BEAR}])), PLANESWALKER_FACE)


def test_704_5i_an_ability_less_planeswalker_with_no_loyalty_still_goes_to_the_graveyard() -> None:
    game = state(
        battlefield=[
            {"id": "w", "controller": "alice", "card": PLAIN_WALKER, "counters": {"loyalty": 1}},
            {"id": "b", "controller": "alice", "card": BEAR},
        ]
    )
    result = run(game, [{"type": "move", "permanent": "b", "to": "graveyard"}])
    assert [p["id"] for p in result["state"]["battlefield"]] == ["w"]  # loyalty 1: stays
    zero = state(
        battlefield=[
            {"id": "w", "controller": "alice", "card": PLAIN_WALKER},
            {"id": "b", "controller": "alice", "card": BEAR},
        ]
    )
    result = run(zero, [{"type": "move", "permanent": "b", "to": "graveyard"}])
    assert result["state"]["battlefield"] == []
    assert any("CR 704.5i" in event["cites"] for event in events_of(result, "zone_change"))


def test_306_5b_a_planeswalker_entering_mid_request_in_a_game_without_one_enters_with_loyalty() -> None:
    # No planeswalker on the battlefield as the request begins: the kind is widened as it enters.
    game = state(
        alice={"hand": [{"id": "w", "card": PLAIN_WALKER}]},
        battlefield=[{"id": "b", "controller": "alice", "card": BEAR}],
    )
    result = run(game, [{"type": "put_onto_battlefield", "card": "w", "player": "alice"}])
    walker = next(p for p in result["state"]["battlefield"] if p["id"] == "w")
    assert walker["counters"] == {"loyalty": 2}


def test_the_commander_format_is_a_kind_of_commander_games_only() -> None:
    assert _has(_kinds(state(format="commander")), format_kind("commander"))
    assert not _has(_kinds(state()), format_kind("commander"))


def test_a_watcher_with_needs_runs_once_its_trigger_enters_mid_request() -> None:
    # "Whenever another creature enters" arrives with the permanent: the watcher is decided again.
    watcher = {
        "name": "Test Watcher",
        "mana_cost": "{W}",
        "types": ["Creature"],
        "power": 1,
        "toughness": 1,
        "abilities": [
            {
                "kind": "triggered",
                "trigger": "permanent_enters",
                "entering": "creature:other",
                "effect": {"kind": "gain_life", "amount": 1},
            }
        ],
    }
    game = state(alice={"hand": [{"id": "w", "card": watcher}, {"id": "b", "card": BEAR}]})
    without = _kinds(state())
    assert not _has(without, trigger_kind("permanent_enters"))
    result = run(
        game,
        [
            {"type": "put_onto_battlefield", "card": "w", "player": "alice"},
            {"type": "put_onto_battlefield", "card": "b", "player": "alice"},
        ],
    )
    assert [event["source"] for event in events_of(result, "trigger_put_on_stack")] == ["w"]
