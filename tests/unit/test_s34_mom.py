"""Session 34, group mom (docs/oracle-s34-mom.md): general constructions of March of the Machine's group list, each read
from the real Oracle text of its fixture card and played by the engine, with a near variant the reader must refuse."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import mtgjson_full_definition, permanent, probe_support, state
from tests.unit.conftest import run_with_cards as _run

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
RAT = {"name": "Probe Rat", "types": ["Creature"], "subtypes": ["Rat"], "power": 1, "toughness": 1,
       "mana_cost": "{B}", "colors": ["B"]}


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


def _power(done: dict[str, Any], object_id: str) -> int:
    return int(permanent(done, object_id)["characteristics"]["power"])


# --- "Whenever a <Subtype> you control becomes blocked, it gets +N/+N until end of turn." (CR 509.3c, 603.2) ---------

def test_509_3c_a_subtype_you_control_becomes_blocked() -> None:
    ratter = mtgjson_full_definition("WOE", "Tattered Ratter")
    assert ratter["abilities"][0] == {"kind": "triggered", "trigger": "creature_you_control_becomes_blocked",
                                      "attacking": "creature:you_control:Rat",
                                      "effect": {"kind": "pump", "target": "that_permanent", "power": 2,
                                                 "toughness": 0, "duration": "end_of_turn"}}
    game = state(step="declare_attackers", battlefield=[
        _on("t", "Tattered Ratter"), _on("r", "Probe Rat"), _on("a", "Probe Bear"),
        _on("b1", "Probe Bear", "bob"), _on("b2", "Probe Bear", "bob")])
    attack = {"type": "declare_attackers", "attackers": [{"id": "r", "defending": "bob"}, {"id": "a", "defending": "bob"}]}
    block = {"type": "declare_blockers", "player": "bob",
             "blocks": [{"blocker": "b1", "attacker": "r"}, {"blocker": "b2", "attacker": "a"}]}
    done = _run(game, [attack, {"type": "next_step"}, block, {"type": "resolve"}], ratter, RAT, BEAR)
    assert _power(done, "r") == 3  # the Rat: 1 + 2
    assert _power(done, "a") == 2  # the Bear, blocked too, isn't a Rat: no trigger
    assert done["state"]["stack"] == []
    # near variants: another player's creatures, an enchanted creature
    assert probe_support("Whenever a Rat an opponent controls becomes blocked, it gets +1/+1 until end of turn.") != "full"
    assert probe_support("Whenever a creature becomes blocked, it gets +1/+1 until end of turn.") != "full"
