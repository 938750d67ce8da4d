"""The `legal_actions` query: what it lists, how it describes large choices, and that asking
changes nothing (design.md §9)."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import run, state

PUMPER = {"name": "Pump Idol", "mana_cost": "{2}", "types": ["Artifact"],
          "abilities": [{"kind": "activated", "cost": "{1}", "effect": {"kind": "pump", "target": "creature",
                                                                         "power": 1, "toughness": 1}}]}
PRISM = {"name": "Prism Land", "types": ["Land"], "abilities": [{"kind": "mana", "cost": "{T}", "add": "any_color"}]}
OOZE = {"name": "Spreading Ooze", "mana_cost": "{X}{G}", "types": ["Creature"], "power": 0, "toughness": 0,
        "abilities": [{"kind": "etb_counters", "counter": "+1/+1", "amount": "X"}]}


def legal(game: dict[str, Any], player: str = "alice", explain: bool = False) -> dict[str, Any]:
    result = run(game, [{"type": "legal_actions", "player": player, "explain": explain}])
    answer: dict[str, Any] = result["queries"][0]["result"]
    return answer


def of_type(answer: dict[str, Any], action_type: str) -> list[dict[str, Any]]:
    return [entry for entry in answer["legal"] if entry["action"]["type"] == action_type]


def test_117_asking_for_legal_actions_changes_nothing() -> None:
    game = state(alice={"hand": [{"id": "c1", "card": "Grizzly Bears"}, {"id": "l1", "card": "Forest"}]},
                 battlefield=[{"id": "f1", "card": "Forest", "controller": "alice"},
                              {"id": "f2", "card": "Forest", "controller": "alice"}])
    before = run(game, [])
    after = run(game, [{"type": "legal_actions", "player": "alice", "explain": True}])
    assert after["state"] == before["state"] and after["events"] == before["events"] == []


def test_601_2g_a_spell_the_lands_can_pay_is_listed_with_payment_auto_and_its_cost() -> None:
    game = state(alice={"hand": [{"id": "c1", "card": "Grizzly Bears"}]},
                 battlefield=[{"id": "f1", "card": "Forest", "controller": "alice"},
                              {"id": "f2", "card": "Forest", "controller": "alice"}])
    cast = of_type(legal(game), "cast")
    assert cast == [{"action": {"type": "cast", "card": "c1", "player": "alice", "payment": "auto"},
                     "cost": {"mana": "{1}{G}", "additional": [], "mana_value": 2},
                     "cites": ["CR 601.2", "CR 117.1a", "CR 601.2g"]}]


def test_107_3_the_x_range_is_described_not_enumerated() -> None:
    game = state(alice={"mana_pool": {"G": 4}, "hand": [{"id": "o1", "card": OOZE}]})
    cast = of_type(legal(game), "cast")
    assert len(cast) == 1 and cast[0]["options"] == {"x": {"min": 0, "max": 3}}


def test_602_2b_targets_of_an_activated_ability_are_described() -> None:
    game = state(alice={"mana_pool": {"C": 1}}, battlefield=[
        {"id": "idol", "card": PUMPER, "controller": "alice"},
        {"id": "g1", "card": "Grizzly Bears", "controller": "alice"},
        {"id": "g2", "card": {**PUMPER, "name": "Warded Bear", "types": ["Creature"], "power": 2, "toughness": 2,
                              "keywords": ["shroud"], "abilities": []}, "controller": "bob"}])
    activation = of_type(legal(game), "activate")
    assert len(activation) == 1
    targets = activation[0]["options"]["targets"]
    assert "g1" in targets and "g2" not in targets  # shroud (CR 702.18a)
    assert activation[0]["action"]["choices"]["targets"] == [targets[0]]


def test_605_3a_a_mana_ability_of_any_colour_lists_its_colours() -> None:
    game = state(battlefield=[{"id": "p1", "card": PRISM, "controller": "alice"}])
    tap = of_type(legal(game), "tap_for_mana")
    assert tap[0]["options"] == {"color": ["W", "U", "B", "R", "G"]} and tap[0]["action"]["color"] == "W"


def test_117_1a_without_priority_a_player_lists_only_the_shortcuts() -> None:
    game = state(priority_player="alice", bob={"mana_pool": {"R": 1}, "hand": [{"id": "b1", "card": "Lightning Bolt"}]})
    answer = legal(game, "bob", explain=True)
    assert {entry["action"]["type"] for entry in answer["legal"]} == {"next_step", "next_turn"}
    refused = answer["not_legal"][0]
    assert refused["action"]["card"] == "b1" and "CR 117.1a" in refused["citations"]


def test_509_1_the_defending_player_is_offered_the_blocks_each_creature_may_make() -> None:
    game = state(step="declare_blockers", battlefield=[
        {"id": "g1", "card": "Grizzly Bears", "controller": "alice"},
        {"id": "g2", "card": "Grizzly Bears", "controller": "bob"},
        {"id": "g3", "card": "Grizzly Bears", "controller": "bob", "tapped": True}],
        combat={"attackers": [{"id": "g1", "defending": "bob"}]})
    block = of_type(legal(game, "bob"), "declare_blockers")
    assert block == [{"action": {"type": "declare_blockers", "player": "bob"}, "cost": None, "cites": ["CR 509.1"],
                      "options": {"blockers": {"g2": ["g1"]}}}]
    assert of_type(legal(game, "alice"), "declare_blockers") == []


def test_510_1c_a_division_between_two_blockers_is_described_with_lethal_damage() -> None:
    big = {"name": "Hill Giant", "mana_cost": "{3}{R}", "types": ["Creature"], "power": 3, "toughness": 3}
    game = state(step="combat_damage", battlefield=[
        {"id": "giant", "card": big, "controller": "alice"},
        {"id": "b1", "card": "Grizzly Bears", "controller": "bob"},
        {"id": "b2", "card": "Grizzly Bears", "controller": "bob"}],
        combat={"attackers": [{"id": "giant", "defending": "bob", "blocked": True, "blocked_by": ["b1", "b2"]}],
                "blockers": {"b1": ["giant"], "b2": ["giant"]}, "blockers_declared": True, "damage_step": "regular"})
    damage = of_type(legal(game), "assign_combat_damage")
    assert damage[0]["options"]["sources"] == [{"source": "giant", "power": 3, "recipients": ["b1", "b2"],
                                                "lethal": {"b1": 2, "b2": 2}}]
    result = run(game, [])
    assert result["pending"]["decision"] == "assign_combat_damage" and result["pending"]["player"] == "alice"


def test_104_1_nothing_is_legal_once_the_game_is_over() -> None:
    game = state(game_over=True, winner="alice")
    assert legal(game) == {"legal": [], "not_legal": []}
    assert run(game, [])["pending"] is None


def test_603_3_pending_choose_asks_for_boulder_jockeys_optional_cost() -> None:
    game = state(step="declare_attackers", battlefield=[
        {"id": "bj", "card": "Boulder Jockey", "controller": "alice", "controlled_since_turn": 1}])
    result = run(game, [{"type": "declare_attackers", "attackers": [{"id": "bj", "defending": "bob"}]}])
    pending = result["pending"]
    assert pending["decision"] == "choose" and pending["player"] == "alice"
    assert pending["options"]["choice"] == "pay_optional_cost" and pending["options"]["cost"] == "{D}"


def test_702_22c_attackers_with_banding_are_named_so_bands_can_be_declared() -> None:
    game = state(step="declare_attackers", battlefield=[
        {"id": "cz", "card": "Chatzuk, Mighty Guitarist", "controller": "alice", "controlled_since_turn": 1},
        {"id": "g1", "card": "Grizzly Bears", "controller": "alice", "controlled_since_turn": 1}])
    attack = of_type(legal(game), "declare_attackers")[0]
    assert attack["options"] == {"attackers": {"cz": ["bob"], "g1": ["bob"]}, "banding": ["cz"]}
    assert "CR 702.22c" in attack["cites"]
    band = {"type": "declare_attackers", "attackers": [{"id": "cz", "defending": "bob", "band": "A"},
                                                        {"id": "g1", "defending": "bob", "band": "A"}]}
    assert run(game, [band])["state"]["combat"]["attackers"][1]["band"] == "A"


def test_107_3_when_the_larger_x_values_need_the_lands_the_entry_pays_automatically() -> None:
    game = state(alice={"mana_pool": {"G": 1}, "hand": [{"id": "o1", "card": OOZE}]},
                 battlefield=[{"id": "f1", "card": "Forest", "controller": "alice"},
                              {"id": "f2", "card": "Forest", "controller": "alice"}])
    cast = of_type(legal(game), "cast")[0]
    assert cast["options"] == {"x": {"min": 0, "max": 2}} and cast["action"]["payment"] == "auto"
    result = run(game, [{**cast["action"], "x": 2}])
    assert result["state"]["stack"][0]["x"] == 2


def test_603_boulder_jockeys_optional_attack_cost_is_named_in_the_attack_options() -> None:
    game = state(step="declare_attackers", battlefield=[
        {"id": "bj", "card": "Boulder Jockey", "controller": "alice", "controlled_since_turn": 1}])
    attack = of_type(legal(game), "declare_attackers")[0]
    assert attack["options"] == {"attackers": {"bj": ["bob"]}, "optional_costs": {"bj": "{D}"}}
