"""Session 25, group tsr (docs/oracle-s25-tsr.md): Time Spiral Remastered's mechanics, each read from the real card's
Oracle text (tests/fixtures/sets/tsr.json) and played by the engine: the Sliver lines ("All Sliver creatures get ...",
'All Slivers have "..."', CR 613.1f), split second (702.61), echo (702.30), vanishing (702.63), buyback (702.27)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _on, _permanent, _pt

MOUNTAIN = {"name": "Probe Mountain", "types": ["Land"], "abilities": [{"kind": "mana", "cost": "{T}", "add": "{R}"}]}
SET = Path(__file__).resolve().parents[1] / "fixtures" / "sets" / "tsr.json"


@cache
def _cards() -> dict[str, dict[str, Any]]:
    return {card["name"]: card for card in json.loads(SET.read_text())["data"]["TSR"]["cards"]}


def tsr(name: str) -> dict[str, Any]:
    """The definition the reader makes of the real TSR card, which must read `full`."""
    card = _cards()[name]
    pt = (card["power"], card["toughness"]) if "power" in card else None
    return read_full_definition(card["name"], card["type"], card.get("text", ""), card.get("manaCost", ""), pt)


# --- Sliver lines: "All Sliver creatures get/have ...", 'All Slivers have "..."' (CR 613.1f, 613.4c) -----------------


def test_613_4c_all_sliver_creatures_get_counts_every_players_slivers() -> None:
    sinew = tsr("Sinew Sliver")
    assert sinew["abilities"] == [{"kind": "static_pump", "power": 1, "toughness": 1, "subtype": "Sliver",
                                   "affected": "all_creatures"}]
    battering = tsr("Battering Sliver")
    assert battering["abilities"][0]["keywords"] == ["trample"]
    board = [_on("s", "Sinew Sliver"), _on("b", "Battering Sliver", "bob"), _on("x", "Bear")]
    done = _run(state(battlefield=board), [{"type": "pass_priority"}], sinew, battering, BEAR)
    assert _pt(done, "s") == (2, 2) and _pt(done, "b") == (5, 5) and _pt(done, "x") == (2, 2)
    assert "trample" in _permanent(done, "s")["characteristics"]["keywords"]  # bob's Sliver gives alice's trample


def test_613_1f_all_slivers_have_a_quoted_ability_whoever_controls_them() -> None:
    darkheart = tsr("Darkheart Sliver")
    assert darkheart["abilities"] == [{"kind": "grant_activated", "to": "group", "group": "all:creature:Sliver",
                                       "ability": {"kind": "activated", "cost": "", "other_costs": [
                                           {"kind": "sacrifice_self"}], "effect": {"kind": "gain_life", "amount": 3,
                                                                                   "player": "you"}}}]
    sinew = tsr("Sinew Sliver")
    board = [_on("d", "Darkheart Sliver"), _on("s", "Sinew Sliver", "bob"), _on("x", "Bear", "bob")]
    game = state(battlefield=board)
    done = _run(game, [{"type": "activate", "permanent": "s", "ability": 1, "player": "bob"}, {"type": "resolve"}],
                darkheart, sinew, BEAR)
    assert player_of(done, "bob")["life"] == 23 and player_of(done, "alice")["life"] == 20  # its controller gains
    assert _permanent(done, "s") is None
    with pytest.raises(IllegalAction):  # a Bear is no Sliver
        _run(game, [{"type": "activate", "permanent": "x", "ability": 0, "player": "bob"}], darkheart, sinew, BEAR)
    gemhide = tsr("Gemhide Sliver")
    done = _run(state(battlefield=[_on("g", "Gemhide Sliver"), _on("s", "Sinew Sliver", "bob")]),
                [{"type": "tap_for_mana", "permanent": "s", "ability": 1, "player": "bob", "color": "G"}],
                gemhide, sinew)
    assert player_of(done, "bob")["mana_pool"].get("G") == 1


# --- split second (CR 702.61) -----------------------------------------------------------------------------------------


def test_702_61a_split_second_stops_spells_and_abilities_but_not_mana_abilities() -> None:
    shock = tsr("Sudden Shock")
    assert shock["keywords"] == ["split_second"]
    bolt = {"name": "Probe Bolt", "types": ["Instant"], "mana_cost": "{R}",
            "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}
    elf = {"name": "Probe Elf", "types": ["Creature"], "power": 1, "toughness": 1,
           "abilities": [{"kind": "mana", "cost": "{T}", "add": "{G}"},
                         {"kind": "activated", "cost": "{G}", "effect": {"kind": "gain_life", "amount": 1,
                                                                         "player": "you"}}]}
    game = state(alice={"hand": [{"id": "s", "card": "Sudden Shock"}], "mana_pool": {"R": 2}},
                 bob={"hand": [{"id": "b", "card": "Probe Bolt"}], "mana_pool": {"R": 1, "G": 1}},
                 battlefield=[_on("e", "Probe Elf", "bob")])
    cast = {"type": "cast", "card": "s", "choices": {"targets": ["bob"]}}
    for refused in ({"type": "cast", "card": "b", "player": "bob", "choices": {"targets": ["alice"]}},
                    {"type": "activate", "permanent": "e", "ability": 1, "player": "bob"}):
        with pytest.raises(IllegalAction, match="split second") as why:
            _run(game, [cast, refused], shock, bolt, elf)
        assert "CR 702.61a" in why.value.cites
    done = _run(game, [cast, {"type": "tap_for_mana", "permanent": "e", "ability": 0, "player": "bob"},
                       {"type": "resolve"}, {"type": "cast", "card": "b", "player": "bob",
                                             "choices": {"targets": ["alice"]}}], shock, bolt, elf)
    assert player_of(done, "bob")["life"] == 18 and player_of(done, "bob")["mana_pool"].get("G") == 2


# --- echo (CR 702.30a) ------------------------------------------------------------------------------------------------


def test_702_30a_echo_is_paid_or_the_permanent_sacrificed_on_the_next_upkeep_only() -> None:
    gargoyle = tsr("Basalt Gargoyle")
    assert gargoyle["abilities"][0] == {"kind": "step_trigger", "step": "upkeep", "whose": "yours",
                                        "condition": "s25tsr_echo", "unless_cost": "{2}{R}",
                                        "effect": {"kind": "sacrifice", "target": "self"}}
    imp = tsr("Deepcavern Imp")
    assert imp["abilities"][0]["unless_discard"] is True
    # cast on turn 3 by alice: her next upkeep is turn 5's
    game = state(turn=4, active_player="bob", step="end", alice={"mana_pool": {}},
                 battlefield=[_on("g", "Basalt Gargoyle", controlled_since_turn=3),
                              _on("old", "Basalt Gargoyle", controlled_since_turn=1)])
    upkeep = [{"type": "next_turn"}]  # it stops in alice's upkeep with the trigger on the stack
    done = _run(game, [*upkeep, {"type": "resolve"}], gargoyle)  # doesn't pay: sacrificed
    assert _permanent(done, "g") is None and _permanent(done, "old") is not None  # "old" came before her last upkeep
    game["battlefield"] += [_on(f"m{n}", "Probe Mountain") for n in range(3)]
    taps = [{"type": "tap_for_mana", "permanent": f"m{n}"} for n in range(3)]
    paid = _run(game, [*upkeep, *taps, {"type": "resolve", "choices": {"pay_optional_cost": True}}], gargoyle, MOUNTAIN)
    assert _permanent(paid, "g") is not None and all(_permanent(paid, f"m{n}")["tapped"] for n in range(3))
    again = _run(paid["state"], [{"type": "next_turn"}, {"type": "next_turn"}], gargoyle, MOUNTAIN)
    assert again["state"]["turn"] == 7 and again["state"]["step"] != "upkeep"  # paid once: no echo on turn 7
    assert _permanent(again, "g") is not None


# --- vanishing (CR 702.63a) -------------------------------------------------------------------------------------------


def test_702_63a_vanishing_enters_with_time_counters_loses_one_each_upkeep_then_is_sacrificed() -> None:
    calciderm = tsr("Calciderm")
    assert calciderm["abilities"] == [{"kind": "etb_counters", "counter": "time", "amount": 4},
                                      {"kind": "vanishing"}]
    game = state(alice={"hand": [{"id": "c", "card": "Calciderm"}], "mana_pool": {"W": 4}})
    done = _run(game, [{"type": "cast", "card": "c"}, {"type": "resolve"}], calciderm)
    assert _permanent(done, "c")["counters"] == {"time": 4}
    game = state(turn=4, active_player="bob", step="end",
                 battlefield=[_on("c", "Calciderm", counters={"time": 2})])
    done = _run(game, [{"type": "next_turn"}, {"type": "resolve"}], calciderm)
    assert _permanent(done, "c")["counters"] == {"time": 1} and not done["state"]["stack"]
    done = _run(done["state"], [{"type": "next_turn"}, {"type": "next_turn"}, {"type": "resolve"}], calciderm)
    assert _permanent(done, "c")["counters"] == {} and [s["source"] for s in done["state"]["stack"]] == ["c"]
    done = _run(done["state"], [{"type": "resolve"}], calciderm)  # the last was removed: sacrificed
    assert _permanent(done, "c") is None and player_of(done, "alice")["graveyard"][0]["id"] == "c"


def test_603_10a_dies_if_it_had_no_time_counters_looks_at_it_as_it_last_existed() -> None:
    grub = tsr("Deadly Grub")
    assert grub["abilities"][2]["dying"] == "creature:without_counter_time"
    kill = {"name": "Probe Kill", "types": ["Instant"], "mana_cost": "{B}",
            "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}}]}
    for counters, tokens in (({}, 1), ({"time": 1}, 0)):
        game = state(alice={"hand": [{"id": "k", "card": "Probe Kill"}], "mana_pool": {"B": 1}},
                     battlefield=[_on("g", "Deadly Grub", counters=counters)])
        done = _run(game, [{"type": "cast", "card": "k", "choices": {"targets": ["g"]}}, {"type": "resolve"},
                           *[{"type": "resolve"}] * tokens], grub, kill)
        made = [p for p in done["state"]["battlefield"] if p["id"].startswith("insect-token")]
        assert len(made) == tokens and not done["state"]["stack"]


# --- spore counters (Thallids; CR 122.1) ------------------------------------------------------------------------------


def test_122_1_a_spore_counter_each_upkeep_then_three_removed_for_a_saproling() -> None:
    germinator = tsr("Thallid Germinator")
    assert germinator["abilities"][0]["effect"] == {"kind": "put_counters", "counter": "spore", "amount": 1,
                                                    "target": "self"}
    game = state(turn=4, active_player="bob", step="end",
                 battlefield=[_on("t", "Thallid Germinator", counters={"spore": 2})])
    done = _run(game, [{"type": "next_turn"}, {"type": "resolve"}], germinator)
    assert _permanent(done, "t")["counters"] == {"spore": 3}
    done = _run(done["state"], [{"type": "activate", "permanent": "t", "ability": 1}, {"type": "resolve"}], germinator)
    assert _permanent(done, "t")["counters"] == {} and any(p["id"].startswith("saproling")
                                                           for p in done["state"]["battlefield"])
    with pytest.raises(IllegalAction):  # no spore counters left to remove
        _run(done["state"], [{"type": "activate", "permanent": "t", "ability": 1}], germinator)


# --- buyback (CR 702.27a) ---------------------------------------------------------------------------------------------


def test_702_27a_buyback_paid_returns_the_spell_to_its_owners_hand_as_it_resolves() -> None:
    haze = tsr("Haze of Rage")
    assert haze["abilities"][0] == {"kind": "buyback", "cost": "{2}"}
    hand = [{"id": "h", "card": "Haze of Rage"}]
    board = [_on("x", "Bear")]
    done = _run(state(alice={"hand": hand, "mana_pool": {"R": 2, "C": 2}}, battlefield=board),
                [{"type": "cast", "card": "h", "buyback": True}, *[{"type": "resolve"}] * 2], haze, BEAR)  # storm, then it
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["hand"]] == ["h"] and not alice["graveyard"] and _pt(done, "x") == (3, 2)
    assert not any(alice["mana_pool"].values())  # {1}{R} and the buyback {2} were paid
    with pytest.raises(IllegalAction):  # {1}{R} only: the buyback cost can't be paid too
        _run(state(alice={"hand": hand, "mana_pool": {"R": 2}}, battlefield=board),
             [{"type": "cast", "card": "h", "buyback": True}], haze, BEAR)
    done = _run(state(alice={"hand": hand, "mana_pool": {"R": 2}}, battlefield=board),
                [{"type": "cast", "card": "h"}, *[{"type": "resolve"}] * 2], haze, BEAR)
    assert [c["id"] for c in player_of(done, "alice")["graveyard"]] == ["h"]  # not paid: the graveyard
    with pytest.raises(IllegalAction, match="no buyback"):
        _run(state(alice={"hand": [{"id": "b", "card": "Bear"}], "mana_pool": {"C": 9}}),
             [{"type": "cast", "card": "b", "buyback": True}], BEAR)


# --- shadow granted: "gains shadow", "has shadow as long as" (CR 702.28b) --------------------------------------------


def test_702_28b_shadow_gained_until_end_of_turn_stops_a_creature_without_shadow_blocking() -> None:
    trespasser = tsr("Trespasser il-Vec")
    assert trespasser["abilities"][0]["effect"]["keywords"] == ["shadow"]
    assert tsr("Cutthroat il-Dal")["abilities"][0]["as_long_as_hand_at_most"] == 0
    game = state(step="declare_attackers", alice={"hand": [{"id": "d", "card": "Bear"}]},
                 battlefield=[_on("t", "Trespasser il-Vec"), _on("x", "Bear", "bob")])
    attack = [{"type": "declare_attackers", "attackers": [{"id": "t", "defending": "bob"}]}, {"type": "next_step"}]
    block = {"type": "declare_blockers", "player": "bob", "blocks": [{"blocker": "x", "attacker": "t"}]}
    gain = [{"type": "activate", "permanent": "t", "ability": 0, "choices": {"discard": ["d"]}}, {"type": "resolve"}]
    _run(game, [*attack, block], trespasser, BEAR)  # without shadow: blocked
    with pytest.raises(IllegalAction, match="shadow") as refused:
        _run(game, [*gain, *attack, block], trespasser, BEAR)
    assert "CR 702.28b" in refused.value.cites


def test_611_3a_as_long_as_it_is_untapped_it_gets_a_bonus() -> None:
    raptors = tsr("Castle Raptors")
    assert raptors["abilities"] == [{"kind": "static_pump", "affected": "self", "status": "untapped", "power": 0,
                                     "toughness": 2}]
    for tapped, toughness in ((False, 5), (True, 3)):
        done = _run(state(battlefield=[_on("r", "Castle Raptors", tapped=tapped)]), [{"type": "pass_priority"}],
                    raptors)
        assert _pt(done, "r")[1] == toughness
