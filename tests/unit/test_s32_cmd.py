"""Session 32, group cmd (docs/oracle-s32-cmd.md): general constructions of the Commander sets, each read from the real
Oracle text (tests/fixtures/sets/<set>.json) and played by the engine, with a near variant the reader must refuse."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.state import GameState
from tests.unit.conftest import events_of, mtgjson_full_definition, permanent, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import attack

NEXT = {"type": "next_step"}
BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
LIBRARY = [{"id": f"l{index}", "card": "Probe Bear"} for index in range(5)]


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


# --- the monarch (CR 724) ---------------------------------------------------------------------------------------------

def test_724_skyline_despot_makes_its_controller_the_monarch_who_draws_at_their_end_step() -> None:
    despot = mtgjson_full_definition("AFC", "Skyline Despot")
    assert despot["abilities"][0] == {"kind": "triggered", "trigger": "enters", "effect": {"kind": "become_monarch"}}
    assert despot["abilities"][1]["intervening_if"] == {"kind": "s32cmd_monarch"}
    game = state(alice={"hand": [{"id": "d", "card": "Skyline Despot"}], "mana_pool": {"R": 2, "C": 5},
                        "library": LIBRARY})
    crowned = _run(game, [{"type": "cast", "card": "d"}, {"type": "resolve"}, {"type": "resolve"}], despot, BEAR)
    assert crowned["state"]["monarch"] == "alice"
    assert [(e["player"], e["previous"]) for e in events_of(crowned, "became_monarch")] == [("alice", None)]
    end = _run(crowned["state"], [NEXT] * 5, despot, BEAR)  # to alice's end step: the monarch's ability triggers
    assert end["state"]["step"] == "end" and [item["source"] for item in end["state"]["stack"]] == ["monarch"]
    drawn = _run(end["state"], [{"type": "resolve"}], despot, BEAR)
    assert [e["player"] for e in events_of(drawn, "card_drawn")] == ["alice"]
    # bob is not the monarch: nothing triggers at his end step
    theirs = _run({**crowned["state"], "active_player": "bob", "step": "postcombat_main"}, [NEXT], despot, BEAR)
    assert theirs["state"]["step"] == "end" and theirs["state"]["stack"] == []
    # "if you're the monarch": the Dragon only while alice is the monarch (CR 603.4)
    upkeep = {**crowned["state"], "step": "untap", "turn": 5}
    assert len(_run(upkeep, [NEXT, {"type": "resolve"}], despot, BEAR)["state"]["battlefield"]) == 2
    deposed = {**upkeep, "monarch": "bob"}
    assert _run(deposed, [NEXT], despot, BEAR)["state"]["stack"] == []
    # a variant the engine doesn't play is refused
    assert probe_support("When ~ enters, target player becomes the monarch.") != "full"
    assert probe_support("At the beginning of your upkeep, if you're not the monarch, draw a card.") != "full"
    assert probe_support("As long as you're the monarch, ~ gets +2/+2.") != "full"


def test_724_2_combat_damage_to_the_monarch_makes_the_creatures_controller_the_monarch() -> None:
    game = state(active_player="bob", step="declare_attackers", monarch="alice",
                 battlefield=[_on("b", "Probe Bear", "bob")])
    hit = _run(game, [attack("b", defending="alice"), NEXT, NEXT], BEAR)
    assert [item["source"] for item in hit["state"]["stack"]] == ["monarch"]
    assert hit["state"]["stack"][0]["controller"] == "alice"  # controlled by the monarch as it triggered (CR 724.2)
    stolen = _run(hit["state"], [{"type": "resolve"}], BEAR)
    assert stolen["state"]["monarch"] == "bob"
    assert [(e["player"], e["previous"]) for e in events_of(stolen, "became_monarch")] == [("bob", "alice")]
    # damage to a player who isn't the monarch: nothing
    other = _run({**game, "active_player": "alice", "battlefield": [_on("a", "Probe Bear")]},
                 [attack("a"), NEXT, NEXT], BEAR)
    assert other["state"]["stack"] == [] and other["state"]["monarch"] == "alice"  # alice's creature hit bob


def test_724_3_custodi_lich_triggers_when_its_controller_becomes_the_monarch() -> None:
    lich = mtgjson_full_definition("NCC", "Custodi Lich")
    assert lich["abilities"][1]["trigger"] == "you_become_monarch"
    game = state(alice={"hand": [{"id": "c", "card": "Custodi Lich"}], "mana_pool": {"B": 2, "C": 3}},
                 battlefield=[_on("b", "Probe Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "c"}, {"type": "resolve"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"targets": ["bob"]}}], lich, BEAR)
    assert done["state"]["monarch"] == "alice"
    assert [p["id"] for p in done["state"]["battlefield"]] == ["c"]  # bob sacrificed his bear
    # already the monarch: no one becomes it, nothing triggers (CR 724.3)
    again = _run({**game, "monarch": "alice"}, [{"type": "cast", "card": "c"}, {"type": "resolve"},
                                                {"type": "resolve"}], lich, BEAR)
    assert again["state"]["stack"] == [] and events_of(again, "became_monarch") == []
    assert probe_support("Whenever an opponent becomes the monarch, draw a card.") != "full"


def test_724_4_a_monarch_who_leaves_the_game_passes_it_on_and_a_posted_monarch_is_a_player() -> None:
    players = [{"id": p, "life": 1 if p == "carol" else 20, "library": [{"id": f"{p}{i}", "card": "Probe Bear"}
                                                                        for i in range(3)]}
               for p in ("alice", "bob", "carol")]
    game = {"turn": 3, "active_player": "alice", "step": "precombat_main", "players": players, "monarch": "carol",
            "battlefield": [_on("b", "Probe Bear")]}
    done = _run(game, [NEXT, NEXT, attack("b", defending="carol"), NEXT, NEXT], BEAR)
    assert player_of(done, "alice") and done["state"]["monarch"] == "alice"  # carol lost and left: alice is active
    assert [e["cites"][0] for e in events_of(done, "became_monarch")] == ["CR 724.4"]
    with pytest.raises(ValueError, match="monarch"):
        GameState.model_validate({**state(), "monarch": "nobody"})
    assert permanent(done, "b")["controller"] == "alice"


# --- "Until end of turn, you don't lose this mana as steps and phases end." after other effects (CR 500.4, 514.2) -----

def test_500_4_colossal_plow_keeps_the_mana_its_attack_trigger_added_with_a_life_gain() -> None:
    plow = mtgjson_full_definition("NEC", "Colossal Plow")
    assert plow["abilities"][0]["effect"] == {"kind": "add_mana", "mana": "{W}{W}{W}", "kept_until_end_of_turn": True}
    assert plow["abilities"][0]["then_effects"] == [{"kind": "gain_life", "amount": 3, "player": "you"}]
    game = state(battlefield=[_on("p", "Colossal Plow"), *(_on(f"b{i}", "Probe Bear") for i in range(3))])
    crew = {"type": "activate", "permanent": "p", "ability": 1, "crew": ["b0", "b1", "b2"]}
    done = _run(game, [crew, {"type": "resolve"}, NEXT, NEXT, attack("p"), {"type": "resolve"}, NEXT, NEXT, NEXT, NEXT],
                plow, BEAR)
    assert done["state"]["step"] == "postcombat_main"
    alice = player_of(done, "alice")
    assert alice["mana_pool"].get("W") == 3 and alice["life"] == 23  # kept through the steps of combat
    # "this mana" with no mana added before it, or after two additions: not read
    assert probe_support("{T}: Draw a card. Until end of turn, you don't lose this mana as steps and phases end.",
                         "Artifact", None) != "full"
    assert probe_support("{T}: Add {R}, then add {G}. Until end of turn, you don't lose this mana as steps and phases "
                         "end.", "Artifact", None) != "full"


# --- "Exile ~ with three time counters on it." (CR 608.2n, 122.1, 702.62b) -------------------------------------------

def test_608_2n_inspiring_refrain_exiles_itself_with_time_counters_and_is_suspended() -> None:
    refrain = mtgjson_full_definition("C21", "Inspiring Refrain")
    assert refrain["abilities"][1]["effect"] == {"kind": "exile", "target": "self", "time_counters": 3}
    assert mtgjson_full_definition("TSR", "Arc Blade")["abilities"][1] == refrain["abilities"][1]
    game = state(alice={"hand": [{"id": "r", "card": "Inspiring Refrain"}], "mana_pool": {"U": 2, "C": 4},
                        "library": LIBRARY})
    done = _run(game, [{"type": "cast", "card": "r"}, {"type": "resolve"}], refrain, BEAR)
    alice = player_of(done, "alice")
    assert [card["id"] for card in alice["exile"]] == ["r"] and alice["exile"][0]["time_counters"] == 3
    assert alice["graveyard"] == [] and len(alice["hand"]) == 2
    # suspended (it has suspend and a time counter, CR 702.62b): alice's next upkeep removes one
    upkeep = _run({**done["state"], "turn": 5, "step": "untap"}, [NEXT, {"type": "resolve"}], refrain, BEAR)
    assert player_of(upkeep, "alice")["exile"][0]["time_counters"] == 2
    # a permanent's own "Exile ~ with ... time counters" is not read (the counters on a card a permanent exiles)
    assert probe_support("When ~ enters, draw a card. Exile ~ with three time counters on it.") != "full"
    assert probe_support("Draw two cards. Exile ~ with X time counters on it.", "Sorcery", None) != "full"
