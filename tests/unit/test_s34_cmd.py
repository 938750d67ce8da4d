"""Session 34, group cmd (docs/oracle-s34-cmd.md): general constructions of the Commander sets, each read from the real
Oracle text of a fixture card and played by the engine, with a near variant the engine does not implement refused."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import mtgjson_full_definition, permanent, probe_support, state
from tests.unit.conftest import run_with_cards as _run

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
ROCK = {"name": "Probe Rock", "types": ["Artifact"], "mana_cost": "{2}"}
NEXT = {"type": "next_step"}


def _keywords(done: dict[str, Any], object_id: str) -> list[str]:
    return list(permanent(done, object_id)["characteristics"].get("keywords", []))


# --- "Commanders you control have hexproof." (CR 903.3, 613.1f): `static_pump` keywords on "permanents_you_control" with
# the status "s29cmd_commander" (any card type) ------------------------------------------------------------------------

def test_903_3_commanders_you_control_have_hexproof() -> None:
    augmenter = mtgjson_full_definition("C21", "Guardian Augmenter")
    assert {"kind": "static_pump", "power": 0, "toughness": 0, "keywords": ["hexproof"],
            "affected": "permanents_you_control", "status": "s29cmd_commander"} in augmenter["abilities"]

    def on(controller: str, owner: str = "alice") -> dict[str, Any]:
        players = {owner: {"commanders": ["cz", "ca"]}}
        game = {**state(**players, battlefield=[
            {"id": "ga", "card": "Guardian Augmenter", "controller": "alice", "owner": "alice"},
            {"id": "cz", "card": "Probe Bear", "controller": controller, "owner": owner},
            {"id": "ca", "card": "Probe Rock", "controller": controller, "owner": owner},
            {"id": "b", "card": "Probe Bear", "controller": "alice", "owner": "alice"}]), "format": "commander"}
        return _run(game, [NEXT], augmenter, BEAR, ROCK)

    mine = on("alice")
    # a creature commander and a noncreature commander have hexproof; a creature that is no commander does not
    assert "hexproof" in _keywords(mine, "cz") and "hexproof" in _keywords(mine, "ca")
    assert "hexproof" not in _keywords(mine, "b") and "hexproof" not in _keywords(mine, "ga")
    # an opponent's commander you control has it too ("commanders you control"); your commander they control does not
    assert "hexproof" in _keywords(on("alice", owner="bob"), "cz")
    assert "hexproof" not in _keywords(on("bob"), "cz")
    # near variants the engine does not implement stay refused: a pump, a granted triggered keyword
    assert probe_support("Commanders you control get +2/+2.", "Artifact", None) != "full"
    assert probe_support("Commanders you control have extort.", "Artifact", None) != "full"
    assert probe_support("Commanders your opponents control have hexproof.", "Artifact", None) != "full"
