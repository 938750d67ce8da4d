"""Session 35, group dsk (docs/oracle-s35-dsk.md): Duskmourn's remaining wording, read from the real Oracle text
(tests/fixtures/sets/dsk.json) and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import (
    events_of,
    mtgjson_full_definition,
    permanent,
    player_of,
    probe_support,
    state,
)
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s34_dsk import _room

# --- "manifest dread, then put N +1/+1 counters on that creature" (CR 701.62a, 608.2c, 122.1) -------------------------

def test_701_62a_608_2c_manifest_dread_then_counters_on_that_creature() -> None:
    tunnel = _room("Underwater Tunnel // Slimy Aquarium")
    gym = _room("Moldering Gym // Weight Room")
    assert {"kind": "manifest", "dread": True, "counters": 3} in [
        ability.get("effect") for face in gym["faces"] for ability in face["abilities"]]
    unlock = next(ability for face in tunnel["faces"] for ability in face["abilities"]
                  if ability.get("trigger") == "door_unlocked" and ability["effect"].get("kind") == "manifest")
    assert unlock["effect"] == {"kind": "manifest", "dread": True, "counters": 1}
    assert unlock in tunnel["faces"][1]["abilities"]  # Slimy Aquarium, the right half ({3}{U})
    library = [{"id": "t1", "card": "Forest"}, {"id": "t2", "card": "Forest"}, {"id": "t3", "card": "Forest"}]
    game = state(alice={"hand": [{"id": "r", "card": "Underwater Tunnel // Slimy Aquarium"}], "mana_pool": {"U": 1, "C": 3},
                        "library": library})
    done = _run(game, [{"type": "cast", "card": "r", "face": "right"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"chosen": ["t2"]}}], tunnel)
    manifested = permanent(done, "t2")
    assert manifested["face_down"] is True and manifested["counters"] == {"+1/+1": 1}
    assert manifested["characteristics"]["power"] == 3
    alice = player_of(done, "alice")
    assert [card["id"] for card in alice["graveyard"]] == ["t1"]
    # near variants the engine doesn't do stay refused: other counters, a counted number, another object
    assert probe_support("When ~ enters, manifest dread, then put a -1/-1 counter on that creature.") != "full"
    assert probe_support("When ~ enters, manifest dread, then put X +1/+1 counters on that creature.") != "full"
    assert probe_support("When ~ enters, manifest dread, then put a +1/+1 counter on that artifact.") != "full"


# --- effects that unlock or lock a door (CR 709.5f-g) ------------------------------------------------------------------

POOL = "Bottomless Pool // Locker Room"


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


def test_709_5f_g_lock_or_unlock_a_door_of_target_room_you_control() -> None:
    keys = mtgjson_full_definition("DSK", "Keys to the House")
    assert keys["abilities"][1]["effect"] == {"kind": "unlock_door", "target": "permanent:Room:you_control",
                                              "or_lock": True}
    keybearer = mtgjson_full_definition("DSK", "Ghostly Keybearer")
    assert keybearer["abilities"][-1]["effect"] == {"kind": "unlock_door", "target": "permanent:Room:you_control",
                                                    "target_count": 1, "up_to": True}
    pool = _room(POOL)
    game = state(alice={"mana_pool": {"C": 3}}, battlefield=[_on("k", "Keys to the House"),
                                                             _on("r", POOL, unlocked_doors=["right"]),
                                                             _on("b", "Probe Bear", "bob")])
    bear = {"name": "Probe Bear", "types": ["Creature"], "power": 2, "toughness": 2, "mana_cost": "{1}{G}"}
    activate = {"type": "activate", "permanent": "k", "ability": 1, "choices": {"targets": ["r"]}}
    # unlocking the locked left door (709.5f): "When you unlock this door" triggers (709.5h), the Room fully unlocked
    done = _run(game, [activate, {"type": "resolve", "choices": {"chosen": ["left"]}},
                       {"type": "resolve", "choices": {"targets": ["b"]}}], keys, pool, bear)
    assert permanent(done, "r")["unlocked_doors"] == ["left", "right"]
    assert [(e["door"], e["fully"]) for e in events_of(done, "door_unlocked")] == [("left", True)]
    assert not any(p["id"] == "b" for p in done["state"]["battlefield"])  # Bottomless Pool's trigger resolved
    # locking the unlocked right door (709.5g): the Room has no unlocked door left, nothing triggers
    done = _run(game, [activate, {"type": "resolve", "choices": {"chosen": ["right"]}}], keys, pool, bear)
    assert permanent(done, "r").get("unlocked_doors", []) == []
    assert [e["door"] for e in events_of(done, "door_locked")] == ["right"]
    assert permanent(done, "r")["characteristics"]["name"] == ""
    with pytest.raises(IllegalAction):  # a Room of bob's is no legal target
        _run(state(alice={"mana_pool": {"C": 3}}, battlefield=[_on("k", "Keys to the House"),
                                                               _on("r", POOL, "bob", unlocked_doors=["right"])]),
             [activate], keys, pool, bear)
    # near variants the engine doesn't do stay refused
    assert probe_support("{T}: Unlock a locked door of target Room.") != "full"
    assert probe_support("{T}: Lock a door of target Room you control.") != "full"
    assert probe_support("{T}: Unlock a locked door of up to two target Rooms you control.") != "full"
    assert probe_support("{T}: Unlock a locked door of target creature you control.") != "full"
    assert probe_support("Whenever you lock a door, draw a card.") != "full"
