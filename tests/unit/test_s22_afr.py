"""Session 22, group afr (docs/oracle-s22-afr.md): lines of Adventures in the Forgotten Realms read by the s22-afr
constructions, each checked on the real card's Oracle text (and a near variant the reader must refuse), then played
by the engine."""

from __future__ import annotations

from typing import Any

from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run


def _not_read(line: str, *, is_spell: bool = False) -> None:
    assert read_composed(line, is_spell=is_spell).abilities is None


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


def _permanent(result: dict[str, Any], object_id: str) -> dict[str, Any] | None:
    return next((p for p in result["state"]["battlefield"] if p["id"] == object_id), None)


BEAR = {"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2}


# --- "Target opponent discards two cards, mills two cards, and loses 2 life." (CR 601.2c, 608.2c) -------------------

def test_608_2c_demogorgons_clutches_one_target_three_verbs() -> None:
    clutches = _read("Demogorgon's Clutches", "Sorcery",
                     "Target opponent discards two cards, mills two cards, and loses 2 life.", "{3}{B}")
    assert [a["effect"] for a in clutches["abilities"]] == [
        {"kind": "discard", "amount": 2, "player": "target_opponent"},
        {"kind": "mill", "amount": 2, "player": "that_target_player"},
        {"kind": "lose_life", "amount": 2, "player": "that_target_player"}]
    _not_read("Target opponent discards two cards, mills two cards, and gains 2 life.", is_spell=True)
    hand = [{"id": f"h{n}", "card": "Bear"} for n in range(3)]
    game = state(alice={"hand": [{"id": "c", "card": "Demogorgon's Clutches"}], "mana_pool": {"B": 4}}, bob={"hand": hand})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "c", "choices": {"targets": ["bob"]}}, {"type": "resolve"}], clutches, BEAR)
    bob = player_of(done, "bob")
    assert len(bob["hand"]) == 1 and len(bob["graveyard"]) == 4 and len(bob["library"]) == 3 and bob["life"] == 18
    assert [e["player"] for e in events_of(done, "milled")] == ["bob"]
