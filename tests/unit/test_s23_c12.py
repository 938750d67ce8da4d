"""Session 23, group c12 (docs/oracle-s23-c12.md): lines of Magic 2012 (M12) read by the s23-c12 grammar rules and
lowerings, each checked on the real card's Oracle text (and a near variant the reader must refuse), then played by the
engine."""

from __future__ import annotations

from typing import Any

from app.oracle.compose import read_composed
from tests.unit.conftest import player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _not_read, _permanent

ZAP = {"name": "Zap", "types": ["Instant"], "mana_cost": "{R}",
       "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}]}


def _read(line: str, *, is_spell: bool = False) -> list[dict[str, Any]] | None:
    return read_composed(line, is_spell=is_spell).abilities


# --- bloodthirst N (CR 702.54a, 614.1c, 120.1) ----------------------------------------------------------------------

FURYBORN_HELLKITE = ("Furyborn Hellkite", "Creature — Dragon", "Bloodthirst 6 (If an opponent was dealt damage this "
                     "turn, this creature enters the battlefield with six +1/+1 counters on it.)\nFlying", "{4}{R}{R}{R}",
                     ("6", "6"))


def test_702_54a_bloodthirst_counts_damage_dealt_to_an_opponent_this_turn() -> None:
    hellkite = read_full_definition(*FURYBORN_HELLKITE)
    assert hellkite["abilities"] == [{"kind": "etb_counters", "counter": "+1/+1", "amount": 6,
                                      "condition": "opponent_dealt_damage"}]
    _not_read("Bloodthirst X")
    cast = [{"type": "cast", "card": "h"}, {"type": "resolve"}]
    hand = [{"id": "h", "card": "Furyborn Hellkite"}, {"id": "z", "card": "Zap"}]
    # damage dealt to the opponent this turn, by a spell: six counters
    game = state(alice={"hand": hand, "mana_pool": {"R": 4, "C": 4}}, battlefield=[])
    done = _run(game, [{"type": "cast", "card": "z", "choices": {"targets": ["bob"]}}, {"type": "resolve"}, *cast], hellkite, ZAP)
    assert player_of(done, "bob")["life"] == 18 and _permanent(done, "h")["counters"] == {"+1/+1": 6}
    # damage to a creature, or to its controller itself, is not damage to an opponent: no counters
    for target in ("b", "alice"):
        game = state(alice={"hand": hand, "mana_pool": {"R": 4, "C": 4}},
                     battlefield=[{"id": "b", "card": "Bear", "controller": "bob", "owner": "bob",
                                   "controlled_since_turn": 1}])
        done = _run(game, [{"type": "cast", "card": "z", "choices": {"targets": [target]}}, {"type": "resolve"}, *cast],
                    hellkite, ZAP, BEAR)
        assert not _permanent(done, "h").get("counters")
    # a posted state says the opponent was dealt damage earlier this turn
    game = state(alice={"hand": hand, "mana_pool": {"R": 3, "C": 4}}, bob={"damage_dealt_this_turn": 3})
    assert _permanent(_run(game, cast, hellkite, ZAP), "h")["counters"] == {"+1/+1": 6}
