"""Session 33, group lib (docs/oracle-s33-lib.md): the library family (impulse draw, looking at and exiling the top of
a library) read in more of today's Oracle text, each from the real card's text and played by the engine."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import (
    events_of,
    mtgjson_full_definition,
    player_of,
    probe_support,
    run_with_cards,
    scryfall_full_definition,
    state,
)

ROGUE = {"name": "Probe Rogue", "types": ["Creature"], "subtypes": ["Rogue"], "power": 1, "toughness": 1,
         "mana_cost": "{B}", "colors": ["B"]}
LIBRARY = [{"id": "top", "card": "Grizzly Bears"}, {"id": "second", "card": "Forest"}]


def _on(object_id: str, card: str, controller: str = "alice") -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1}


# --- "If <condition>, exile the top card of your library. <you may play it ...>" (CR 608.2c, 601.2a) ----------------

def test_608_2c_an_impulse_draw_under_a_condition_happens_only_if_it_holds() -> None:
    fury, inferno = scryfall_full_definition("otj.json", "Outlaws' Fury"), mtgjson_full_definition("DSK", "Impossible "
                                                                                                     "Inferno")
    impulse = {"kind": "exile_top_may_play", "amount": 1, "until": "end_of_your_next_turn"}
    assert fury["abilities"][1]["effect"] == {
        "kind": "if_you_control", "condition": "permanent:Assassin_or_Mercenary_or_Pirate_or_Rogue_or_Warlock",
        "effect": impulse}
    assert inferno["abilities"][1]["effect"] == {"kind": "if_condition", "condition": {"kind": "s24emn_delirium"},
                                                 "effect": impulse}

    def cast(battlefield: list[dict[str, Any]]) -> dict[str, Any]:
        game = state(alice={"hand": [{"id": "f", "card": "Outlaws' Fury"}], "mana_pool": {"R": 3},
                            "library": list(LIBRARY)}, battlefield=battlefield)
        return run_with_cards(game, [{"type": "cast", "card": "f"}, {"type": "resolve"}], fury, ROGUE)

    outlaw = cast([_on("r", "Probe Rogue")])
    assert [card["id"] for card in player_of(outlaw, "alice")["exile"]] == ["top"]
    assert outlaw["state"]["play_from_exile"] == [{"card": "top", "player": "alice", "until": "end_of_your_next_turn",
                                                   "granted_turn": 3}]
    alone = cast([])  # no outlaw: nothing is exiled and nothing may be played (CR 608.2c)
    assert not player_of(alone, "alice")["exile"] and "play_from_exile" not in alone["state"]
    assert [e["effect"] for e in events_of(alone, "condition_not_met")] == ["exile_top_may_play"]
    # near variants still refused: "that card" after two cards exiled; "Choose one of them." under the condition
    assert probe_support("If you control an outlaw, exile the top two cards of your library. Until end of turn, you "
                         "may play that card.", "Instant", None) != "full"
    assert probe_support("If you control an outlaw, exile the top two cards of your library. Choose one of them. "
                         "Until end of turn, you may play that card.", "Instant", None) != "full"


# --- "You may play it [those cards] until your next end step." (CR 611.2a, 513.1) -----------------------------------

def test_513_1_until_your_next_end_step_ends_as_that_end_step_begins() -> None:
    haste = mtgjson_full_definition("FIN", "Haste Magic")
    assert haste["abilities"][1]["effect"] == {"kind": "exile_top_may_play", "amount": 1, "until": "your_next_end_step"}
    game = state(alice={"hand": [{"id": "h", "card": "Haste Magic"}], "mana_pool": {"R": 2},
                        "library": list(LIBRARY)}, battlefield=[_on("b", "Grizzly Bears")])
    cast = run_with_cards(game, [{"type": "cast", "card": "h", "choices": {"targets": ["b"]}}, {"type": "resolve"}],
                          haste)
    assert [p["until"] for p in cast["state"]["play_from_exile"]] == ["your_next_end_step"]
    steps = [{"type": "next_step"}] * 4  # main -> combat steps -> second main: the permission lasts
    main2 = run_with_cards(cast["state"], steps, haste)
    assert main2["state"]["step"] == "postcombat_main" and main2["state"]["play_from_exile"]
    ended = run_with_cards(main2["state"], [{"type": "next_step"}], haste)
    assert ended["state"]["step"] == "end" and "play_from_exile" not in ended["state"]
    assert "CR 513.1" in events_of(ended, "play_permission_ended")[0]["cites"]
    # granted during an opponent's turn, it lasts through that turn's end step to its player's own end step
    theirs = run_with_cards({**cast["state"], "active_player": "bob"}, [{"type": "next_step"}] * 5, haste)
    assert theirs["state"]["step"] == "end" and theirs["state"]["play_from_exile"]
    # near variants still refused: another step, "the end of your next end step"
    assert probe_support("Exile the top card of your library. You may play it until your next upkeep.", "Sorcery",
                         None) != "full"
    assert probe_support("Exile the top card of your library. You may play it until the end of your next end step.",
                         "Sorcery", None) != "full"
