"""Session 27, group otja (docs/oracle-s27-otja.md): Outlaws of Thunder Junction's spree (CR 702.172) and plot
(702.170), each read from the real card's Oracle text (tests/fixtures/sets/otj.json) and played by the engine."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle.reader import CardFacts, read_card
from tests.unit.conftest import events_of, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _on, _permanent

SET = Path(__file__).resolve().parents[1] / "fixtures" / "sets" / "otj.json"


@cache
def _cards() -> dict[str, dict[str, Any]]:
    return {card["name"]: card for card in json.loads(SET.read_text())}


def _reading(name: str) -> Any:
    card = _cards()[name]
    return read_card(CardFacts(name=card["name"], mana_cost=card.get("mana_cost"), type_line=card["type_line"],
                               oracle_text=card.get("oracle_text", ""), power=card.get("power"),
                               toughness=card.get("toughness")))


def otj(name: str) -> dict[str, Any]:
    """The definition the reader makes of the real OTJ card, which must read `full`."""
    reading = _reading(name)
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    return dict(reading.definition)


# --- spree (CR 702.172) --------------------------------------------------------------------------------------------


def test_702_172a_spree_modes_each_pay_their_cost() -> None:
    rampage = otj("Rustler Rampage")
    modal = rampage["abilities"][0]["effect"]
    assert modal["spree_costs"] == ["{1}", "{1}"] and modal["choose_max"] == 2
    assert [mode["kind"] for mode in modal["modes"]] == ["untap", "pump"]
    assert otj("Final Showdown")["abilities"][0]["effect"]["spree_costs"] == ["{1}", "{1}", "{3}{W}{W}"]
    assert _reading("Getaway Glamer").support != "full"  # a mode not read: the whole spree line is not modelled
    game = state(alice={"hand": [{"id": "h", "card": "Rustler Rampage"}], "mana_pool": {"W": 1, "C": 2}},
                 battlefield=[_on("b", "Bear", tapped=True), _on("c", "Bear")])
    both = {"type": "cast", "card": "h", "choices": {"modes": [1, 0], "targets": ["alice", "c"]}}
    done = _run(game, [both, {"type": "resolve"}], rampage, BEAR)
    assert not any(player_of(done, "alice")["mana_pool"].values())  # {W} + {1} + {1}
    found = _permanent(done, "b")
    assert found is not None and not found["tapped"]
    assert "CR 702.172a" in events_of(done, "spell_cast")[0]["cites"]
    game["players"][0]["mana_pool"] = {"W": 1, "C": 1}  # {W} and one mode's {1}
    done = _run(game, [{"type": "cast", "card": "h", "choices": {"modes": [0], "targets": ["alice"]}},
                       {"type": "resolve"}], rampage, BEAR)
    assert not any(player_of(done, "alice")["mana_pool"].values())
    with pytest.raises(IllegalAction):  # two modes' costs with one's mana
        _run(game, [both], rampage, BEAR)
    with pytest.raises(IllegalAction):  # spree chooses one or more modes (CR 702.172a)
        _run(game, [{"type": "cast", "card": "h", "choices": {"modes": []}}], rampage, BEAR)


# --- plot (CR 702.170) ---------------------------------------------------------------------------------------------


def test_702_170a_plot_exiles_and_casts_free_on_a_later_turn_at_sorcery_timing() -> None:
    djinn = otj("Djinn of Fool's Fall")
    assert djinn["abilities"] == [{"kind": "plot", "cost": "{3}{U}"}]
    game = state(alice={"hand": [{"id": "d", "card": "Djinn of Fool's Fall"}], "mana_pool": {"U": 1, "C": 3}})
    listed = _run(game, [{"type": "legal_actions", "player": "alice"}], djinn)["queries"][0]["result"]["legal"]
    assert {"type": "plot", "player": "alice", "card": "d"} in [entry["action"] for entry in listed]
    done = _run(game, [{"type": "plot", "player": "alice", "card": "d"}], djinn)
    alice = player_of(done, "alice")
    assert alice["exile"] == [{"id": "d", "card": "Djinn of Fool's Fall", "plotted_turn": 3}] and not alice["hand"]
    assert not any(alice["mana_pool"].values()) and events_of(done, "plotted")[0]["how"] == "plot"
    with pytest.raises(IllegalAction, match="plotted this turn"):
        _run(done["state"], [{"type": "cast", "card": "d"}], djinn)
    later = {**done["state"], "turn": 5}
    cast = _run(later, [{"type": "cast", "card": "d"}, {"type": "resolve"}], djinn)  # no mana: free
    assert _permanent(cast, "d") is not None and "CR 702.170d" in events_of(cast, "spell_cast")[0]["cites"]
    for when in ({"step": "beginning_of_combat"}, {"active_player": "bob"}):  # sorcery timing only (702.170d)
        with pytest.raises(IllegalAction, match="main phase"):
            _run({**later, **when}, [{"type": "cast", "card": "d"}], djinn)
    for when in ({"step": "beginning_of_combat"}, {"active_player": "bob"}):  # plot as a sorcery (702.170a)
        with pytest.raises(IllegalAction, match="main phase"):
            _run({**game, **when}, [{"type": "plot", "player": "alice", "card": "d"}], djinn)
    with pytest.raises(IllegalAction):  # the plot cost must be paid
        _run(state(alice={"hand": [{"id": "d", "card": "Djinn of Fool's Fall"}], "mana_pool": {"U": 1}}),
             [{"type": "plot", "player": "alice", "card": "d"}], djinn)


def test_702_170a_when_it_becomes_plotted_triggers_from_exile() -> None:
    aloe = otj("Aloe Alchemist")
    assert aloe["abilities"][0]["trigger"] == "s27otja_self_plotted"
    # s29-modern reads Longhorn Sharpshooter's "it deals 2 damage" (~ in exile is the source); "its power" is not read
    assert probe_support("When ~ becomes plotted, it deals damage equal to its power to any target.") != "full"
    game = state(alice={"hand": [{"id": "a", "card": "Aloe Alchemist"}], "mana_pool": {"G": 1, "C": 1}},
                 battlefield=[_on("b", "Bear")])
    done = _run(game, [{"type": "plot", "player": "alice", "card": "a"},
                       {"type": "resolve", "choices": {"targets": ["b"]}}], aloe, BEAR)
    bear = _permanent(done, "b")
    assert bear is not None and bear["characteristics"]["power"] == 5 and "trample" in bear["characteristics"]["keywords"]
    assert player_of(done, "alice")["exile"][0]["plotted_turn"] == 3


# --- general constructions -----------------------------------------------------------------------------------------

ISLAND_BOLT = {"name": "Probe Sorcery", "types": ["Sorcery"], "mana_cost": "{0}",
               "abilities": [{"kind": "spell", "effect": {"kind": "gain_life", "amount": 1}}]}


def test_601_2a_if_you_havent_cast_a_spell_from_your_hand_this_turn() -> None:
    jem = otj("Jem Lightfoote, Sky Explorer")
    assert jem["abilities"][0]["intervening_if"] == {"kind": "this_turn", "record": "spells_cast_from_hand",
                                                      "negated": True}
    base = state(step="postcombat_main", battlefield=[_on("j", "Jem Lightfoote, Sky Explorer")])
    for cast, from_elsewhere, draws in ((0, 0, 1), (1, 0, 0), (1, 1, 1), (2, 1, 0)):
        game = json.loads(json.dumps(base))
        game["players"][0]["spells_cast_this_turn"] = cast
        game["players"][0]["spells_cast_not_from_hand_this_turn"] = from_elsewhere
        done = _run(game, [{"type": "next_step"}, {"type": "resolve"}] if draws else [{"type": "next_step"}], jem)
        assert len(player_of(done, "alice")["hand"]) == draws
    # a spell cast from exile counts as not from the hand (CR 601.2a); from the hand, as from the hand
    game = state(alice={"exile": [{"id": "p", "card": "Probe Sorcery", "plotted_turn": 1}],
                        "hand": [{"id": "q", "card": "Probe Sorcery"}]})
    done = _run(game, [{"type": "cast", "card": "p"}, {"type": "resolve"}], ISLAND_BOLT)
    assert player_of(done, "alice")["spells_cast_not_from_hand_this_turn"] == 1
    done = _run(game, [{"type": "cast", "card": "q"}, {"type": "resolve"}], ISLAND_BOLT)
    assert "spells_cast_not_from_hand_this_turn" not in player_of(done, "alice")


def test_603_2_second_spell_each_turn_with_several_untargeted_effects() -> None:
    kraum = otj("Kraum, Violent Cacophony")
    assert kraum["abilities"][0]["then_effects"] == [{"kind": "draw", "amount": 1, "player": "you"}]
    assert otj("Razzle-Dazzler")["abilities"][0]["then_effects"] == [{"kind": "cant_be_blocked", "target": "self"}]
    game = state(alice={"hand": [{"id": "q", "card": "Probe Sorcery"}], "spells_cast_this_turn": 1},
                 battlefield=[_on("k", "Kraum, Violent Cacophony")])
    done = _run(game, [{"type": "cast", "card": "q"}, {"type": "resolve"}], kraum, ISLAND_BOLT)
    found = _permanent(done, "k")
    assert found is not None and found["counters"] == {"+1/+1": 1}
    assert [c["id"] for c in player_of(done, "alice")["hand"]] == ["alice-lib-0"]


def test_115_1_each_creature_target_player_controls_and_either_search() -> None:
    raid = otj("Requisition Raid")
    assert raid["abilities"][0]["effect"]["modes"][2]["target"] == "all:creature:target_player_controls"
    game = state(alice={"hand": [{"id": "h", "card": "Requisition Raid"}], "mana_pool": {"W": 1, "C": 1}},
                 battlefield=[_on("b", "Bear", controller="bob"), _on("c", "Bear")])
    done = _run(game, [{"type": "cast", "card": "h", "choices": {"modes": [2], "targets": ["bob"]}},
                       {"type": "resolve"}], raid, BEAR)
    theirs, mine = _permanent(done, "b"), _permanent(done, "c")
    assert theirs is not None and theirs["counters"] == {"+1/+1": 1} and mine is not None and not mine.get("counters")
    assert otj("Outcaster Greenblade")["abilities"][0]["effect"]["quality"] == ["card:basic:land", "card:Desert"]
    deputy = otj("Silver Deputy")["abilities"][0]["effect"]
    assert deputy["to"] == "top" and deputy["quality"] == ["land:basic", "card:Desert"] and deputy["optional"]
    avarice = otj("Insatiable Avarice")["abilities"][0]["effect"]["modes"][0]["effects"][0]
    assert avarice == {"kind": "search_library", "to": "top", "reveal": False}
    assert otj("Stoic Sphinx")["abilities"][0]["as_long_as_this_turn"] == {"kind": "this_turn",
                                                                           "record": "spells_cast", "negated": True}


def test_603_10a_dies_create_tapped_tokens_equal_to_its_power() -> None:
    hydra = otj("Goldvein Hydra")
    assert hydra["abilities"][1]["effect"] == {"kind": "create_token", "token": "Treasure", "count": "source_power",
                                               "tapped": True}
    game = state(battlefield=[_on("h", "Goldvein Hydra", counters={"+1/+1": 3})])
    done = _run(game, [{"type": "move", "permanent": "h", "to": "graveyard"}, {"type": "resolve"}], hydra)
    assert [p["tapped"] for p in done["state"]["battlefield"]] == [True, True, True]  # its power as it last existed
