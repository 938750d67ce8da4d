"""Session 32, group r2mkm (docs/oracle-s32-r2mkm.md): general Oracle constructions of Murders at Karlov Manor, each
read from the real Oracle text (tests/fixtures/sets/mkm.json, MTGJSON) and played by the engine."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import mtgjson_full_definition, probe_support, state
from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import run_with_cards as _run

NEXT = {"type": "next_step"}


def _mkm(name: str) -> dict[str, Any]:
    return mtgjson_full_definition("MKM", name)


# --- "Sacrifice it at the beginning of your next end step." after a created token (CR 603.7a, 701.21a) ---------------

def test_603_7a_token_sacrificed_at_the_beginning_of_your_next_end_step() -> None:
    smith = _mkm("Harried Dronesmith")
    effect = smith["abilities"][0]["effect"]
    assert effect["kind"] == "create_token" and effect["sacrifice_at"] == "your_next_end_step"
    game = state(step="precombat_main", battlefield=[_on("h", "Harried Dronesmith")])
    made = _run(game, [NEXT, {"type": "resolve"}], smith)
    tokens = [p for p in made["state"]["battlefield"] if p["id"] != "h"]
    assert len(tokens) == 1 and "haste" in tokens[0]["characteristics"]["keywords"]
    assert made["state"]["delayed_triggers"][0]["at"] == "your_next_end_step"
    ended = _run(made["state"], [NEXT] * 4 + [{"type": "resolve"}], smith)
    assert ended["state"]["step"] == "end" and [p["id"] for p in ended["state"]["battlefield"]] == ["h"]
    # an end step of another player's turn: the token waits for its controller's (CR 603.7a)
    theirs = _run({**made["state"], "active_player": "bob", "step": "postcombat_main"}, [NEXT], smith)
    assert theirs["state"]["step"] == "end" and not theirs["state"]["stack"]
    assert len(theirs["state"]["battlefield"]) == 2
    # near variants not read: a token copy, and a permanent not created just before
    assert probe_support("When ~ enters, create a token that's a copy of target creature you control. Sacrifice it "
                         "at the beginning of your next end step.") != "full"
    assert probe_support("When ~ enters, draw a card. Sacrifice it at the beginning of your next end step.") != "full"


# --- "If ~ is suspected, <effect>. Otherwise, suspect it." (CR 701.60a, 608.2c) ---------------------------------------

def test_701_60a_if_self_is_suspected_rider_and_otherwise_suspect_it() -> None:
    offender = _mkm("Repeat Offender")
    ability = offender["abilities"][0]
    assert ability["effect"]["condition"] == {"kind": "s32r2mkm_self_suspected"}
    assert ability["then_effects"][0]["effect"] == {"kind": "suspect", "target": "self"}
    game = state(alice={"mana_pool": {"B": 2, "C": 4}}, battlefield=[_on("o", "Repeat Offender")])
    once = [{"type": "activate", "permanent": "o", "ability": 0}, {"type": "resolve"}]
    first = _run(game, once, offender)
    offender_now = next(p for p in first["state"]["battlefield"] if p["id"] == "o")
    assert offender_now.get("suspected") is True and not offender_now.get("counters")  # not suspected: suspect it
    assert "menace" in offender_now["characteristics"]["keywords"]
    second = _run(first["state"], once, offender)
    offender_now = next(p for p in second["state"]["battlefield"] if p["id"] == "o")
    assert offender_now["counters"] == {"+1/+1": 1} and offender_now["suspected"] is True  # suspected: the counter
    # near variants not read: "isn't suspected", and another creature's designation
    assert probe_support("{2}{B}: If ~ isn't suspected, suspect it.") != "full"
    assert probe_support("{2}{B}: If enchanted creature is suspected, draw a card.") != "full"
