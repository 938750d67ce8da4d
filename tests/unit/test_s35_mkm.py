"""Session 35, group mkm (docs/oracle-s35-mkm.md): Cases (CR 719.3, 702.169) and general constructions read from the real
Oracle text of the fixture sets (Murders at Karlov Manor, Wilds of Eldraine and others) and played by the engine."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import (
    mtgjson_full_definition,
    on_battlefield,
    permanent,
    player_of,
    probe_support,
    state,
)
from tests.unit.conftest import run_with_cards as _run

NEXT = {"type": "next_step"}
ROCK = {"name": "Rock", "types": ["Artifact"]}
CASE = "Enchantment — Case"


def _ids(cards: list[dict[str, Any]]) -> list[str]:
    return [card["id"] for card in cards]


# --- Cases: "To solve — <condition>." (CR 719.3a) and "Solved — <ability>" (702.169, 719.3c) ---------------------------

def test_719_3a_a_case_is_solved_at_its_controllers_end_step_and_its_solved_ability_works_then() -> None:
    pulse = mtgjson_full_definition("MKM", "Case of the Crimson Pulse")
    to_solve, solved = pulse["abilities"][1], pulse["abilities"][2]
    assert to_solve == {"kind": "step_trigger", "step": "end", "whose": "yours", "effect": {"kind": "s35mkm_solve"},
                        "intervening_if": {"kind": "cards_in_hand", "hand_at_most": 0}, "condition": "s35mkm_unsolved"}
    assert solved["kind"] == "s35mkm_solved" and solved["abilities"][0]["step"] == "upkeep"
    library = [{"id": f"l{n}", "card": "Rock"} for n in range(4)]
    # an empty hand at the end step: the Case becomes solved (719.3a-b)
    game = state(step="postcombat_main", battlefield=[on_battlefield("c", "Case of the Crimson Pulse")],
                 alice={"library": library})
    ended = _run(game, [NEXT, {"type": "resolve"}], pulse, ROCK)
    assert permanent(ended, "c")["s35mkm_solved"] is True
    assert any(event["type"] == "s35mkm_case_solved" for event in ended["events"])
    # a card in hand: no trigger, not solved (the intervening "if", 603.4)
    held = state(step="postcombat_main", battlefield=[on_battlefield("c", "Case of the Crimson Pulse")],
                 alice={"library": library, "hand": [{"id": "h", "card": "Rock"}]})
    kept = _run(held, [NEXT], pulse, ROCK)
    assert "s35mkm_solved" not in permanent(kept, "c") and kept["state"]["stack"] == []
    # solved: its upkeep ability triggers (discard the hand, draw two); unsolved: it doesn't (702.169c)
    upkeep = state(step="untap", battlefield=[on_battlefield("c", "Case of the Crimson Pulse", s35mkm_solved=True)],
                   alice={"library": library, "hand": [{"id": "h", "card": "Rock"}]})
    drawn = _run(upkeep, [NEXT, {"type": "resolve"}], pulse, ROCK)
    alice = player_of(drawn, "alice")
    assert _ids(alice["graveyard"]) == ["h"] and len(alice["hand"]) == 2
    unsolved = {**upkeep, "battlefield": [on_battlefield("c", "Case of the Crimson Pulse")]}
    quiet = _run(unsolved, [NEXT], pulse, ROCK)
    assert quiet["state"]["stack"] == [] and _ids(player_of(quiet, "alice")["hand"]) == ["h"]
    # already solved: "To solve" doesn't trigger again (719.3a: "and this Case is not solved")
    again = state(step="postcombat_main",
                  battlefield=[on_battlefield("c", "Case of the Crimson Pulse", s35mkm_solved=True)],
                  alice={"library": library})
    assert _run(again, [NEXT], pulse, ROCK)["state"]["stack"] == []
    # near variants stay refused: a condition the reader doesn't know, a Solved ability the engine doesn't read from the
    # permanent, "Solved —" on a permanent that isn't a Case
    for text, type_line in (
            ("To solve — You have exactly seven cards in hand.", CASE),
            ("To solve — You control three or more artifacts.\nSolved — Creatures you control get +1/+0.", CASE),
            ("Solved — At the beginning of your upkeep, draw a card.", "Enchantment"),
            ("To solve — You control three or more artifacts. Draw a card.", CASE)):
        assert probe_support(text, type_line, None) != "full", text
