"""Regenerate (CR 701.19) and "Destroy all <permanents>" (701.8): a regeneration shield replaces
the next destruction this turn (a destroy effect, lethal damage, deathtouch damage): damage removed,
tapped, removed from combat; "can't be regenerated" ignores shields (701.19c); unused shields end
in the cleanup step (514.2). Also the untargeted sweepers of the same sets: "~ deals N damage to
each creature [with / without flying] and each player", "... to each attacking creature" (120.1)."""

from __future__ import annotations

from typing import Any

from app.engine import resolve
from tests.unit.conftest import events_of, permanent, state
from tests.unit.fx_cards import FX_CATALOG

# Fourth Edition cards as the Oracle reader reads them.
DRUDGE_SKELETONS = {"name": "Drudge Skeletons", "mana_cost": "{1}{B}", "types": ["Creature"],
                    "subtypes": ["Skeleton"], "power": 1, "toughness": 1,
                    "abilities": [{"kind": "activated", "cost": "{B}", "effect": {"kind": "regenerate", "target": "self"}}]}
DEATH_WARD = {"name": "Death Ward", "mana_cost": "{W}", "types": ["Instant"],
              "abilities": [{"kind": "spell", "effect": {"kind": "regenerate", "target": "creature"}}]}
WRATH = {"name": "Wrath of God", "mana_cost": "{2}{W}{W}", "types": ["Sorcery"],
         "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "each_creature",
                                                    "cant_be_regenerated": True}}]}
ARMAGEDDON = {"name": "Armageddon", "mana_cost": "{3}{W}", "types": ["Sorcery"],
              "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "each_land"}}]}
TSUNAMI = {"name": "Tsunami", "mana_cost": "{3}{G}", "types": ["Sorcery"],
           "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "each_island"}}]}
ISLAND = {"name": "Island", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Island"]}


def run(game: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    return resolve(game, actions, FX_CATALOG).model_dump(mode="json")


def ids(result: dict[str, Any]) -> list[str]:
    return [p["id"] for p in result["state"]["battlefield"]]


def shielded(**fields: Any) -> dict[str, Any]:
    return {"id": "sk", "card": DRUDGE_SKELETONS, **fields}


def test_701_19a_regenerate_gives_a_shield() -> None:
    result = run(state(alice={"mana_pool": {"B": 1}}, battlefield=[shielded()]),
                 [{"type": "activate", "permanent": "sk", "ability": 0}, {"type": "resolve"}])
    assert permanent(result, "sk")["regeneration_shields"] == 1
    assert "CR 701.19a" in events_of(result, "regeneration_shield")[0]["cites"]


def test_701_19a_a_shield_replaces_destruction_by_a_destroy_effect() -> None:
    game = state(alice={"mana_pool": {"B": 2}, "hand": [{"id": "db", "card": "Doom Blade"}]},
                 battlefield=[shielded(regeneration_shields=1, damage=0)], bob={})
    game["battlefield"][0]["card"] = {**DRUDGE_SKELETONS, "colors": ["W"]}  # not black: Doom Blade may target it
    result = run(game, [{"type": "cast", "card": "db", "choices": {"targets": ["sk"]}}, {"type": "resolve"}])
    regenerated = events_of(result, "regenerated")[0]
    assert {"CR 701.19a", "CR 701.8a"} <= set(regenerated["cites"])
    assert ids(result) == ["sk"] and permanent(result, "sk")["tapped"] is True
    assert "regeneration_shields" not in permanent(result, "sk")  # used up


def test_701_19a_a_shield_replaces_lethal_damage_and_removes_the_damage() -> None:
    game = state(alice={"mana_pool": {"R": 1}, "hand": [{"id": "lb", "card": "Lightning Bolt"}]},
                 battlefield=[shielded(regeneration_shields=1)])
    result = run(game, [{"type": "cast", "card": "lb", "choices": {"targets": ["sk"]}}, {"type": "resolve"}])
    regenerated = events_of(result, "regenerated")[0]
    assert regenerated["damage_removed"] == 3 and "CR 704.5g" in regenerated["cites"]
    assert permanent(result, "sk")["damage"] == 0 and permanent(result, "sk")["tapped"] is True


def test_701_19a_a_regenerated_attacker_is_removed_from_combat() -> None:
    wall = {"name": "Wall", "mana_cost": "{2}", "types": ["Creature"], "power": 3, "toughness": 3}
    game = state(step="declare_attackers", battlefield=[shielded(regeneration_shields=1),
                                                        {"id": "w", "card": wall, "controller": "bob"}])
    game["combat"] = {"attackers": [{"id": "sk", "defending": "bob"}]}
    result = run(game, [{"type": "next_step"},
                        {"type": "declare_blockers", "player": "bob", "blocks": [{"blocker": "w", "attacker": "sk"}]},
                        {"type": "next_step"}, {"type": "next_step"}])  # damage is dealt as the step ends
    assert events_of(result, "regenerated")[0]["removed_from_combat"] is True
    assert "sk" in ids(result)


def test_701_19c_wrath_of_god_creatures_cant_be_regenerated() -> None:
    game = state(alice={"mana_pool": {"W": 4}, "hand": [{"id": "wr", "card": WRATH}]},
                 battlefield=[shielded(regeneration_shields=1), {"id": "bear", "card": "Grizzly Bears"}])
    result = run(game, [{"type": "cast", "card": "wr"}, {"type": "resolve"}])
    assert ids(result) == [] and events_of(result, "regenerated") == []


def test_701_8a_armageddon_destroys_all_lands_and_tsunami_only_islands() -> None:
    lands = [{"id": "i", "card": ISLAND}, {"id": "s", "card": "Swamp", "controller": "bob"},
             {"id": "bear", "card": "Grizzly Bears"}]
    result = run(state(alice={"mana_pool": {"W": 4}, "hand": [{"id": "ar", "card": ARMAGEDDON}]}, battlefield=lands),
                 [{"type": "cast", "card": "ar"}, {"type": "resolve"}])
    assert ids(result) == ["bear"]
    result = run(state(alice={"mana_pool": {"G": 4}, "hand": [{"id": "ts", "card": TSUNAMI}]}, battlefield=lands),
                 [{"type": "cast", "card": "ts"}, {"type": "resolve"}])
    assert ids(result) == ["s", "bear"]


def test_514_2_unused_shields_end_in_the_cleanup_step() -> None:
    result = run(state(step="end", battlefield=[shielded(regeneration_shields=2)]), [{"type": "next_step"}])
    assert "regeneration_shields" not in permanent(result, "sk")
    assert events_of(result, "regeneration_shields_ended")[0]["permanents"] == ["sk"]


def test_704_3_one_shield_replaces_lethal_and_deathtouch_destruction_done_together() -> None:
    pinger = {"name": "Deadly Pinger", "mana_cost": "{B}", "types": ["Creature"], "power": 1, "toughness": 1,
              "keywords": ["deathtouch"],
              "abilities": [{"kind": "activated", "cost": "{T}", "effect": {"kind": "damage", "amount": 2,
                                                                            "target": "creature"}}]}
    game = state(battlefield=[shielded(regeneration_shields=1),
                              {"id": "dp", "card": pinger, "controller": "bob", "controlled_since_turn": 1}])
    result = run(game, [{"type": "activate", "player": "bob", "permanent": "dp", "ability": 0,
                         "choices": {"targets": ["sk"]}}, {"type": "resolve"}])
    assert "sk" in ids(result) and len(events_of(result, "regenerated")) == 1


# "~ deals N damage to each creature [with / without flying] and each player" (CR 120.1, untargeted)
def _sweeper(name: str, target: str, amount: int | str = "X") -> dict[str, Any]:
    return {"name": name, "mana_cost": "{X}{R}", "types": ["Sorcery"],
            "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": amount, "target": target}}]}


def test_120_1_earthquake_damages_each_creature_without_flying_and_each_player() -> None:
    bird = {"name": "Bird", "mana_cost": "{W}", "types": ["Creature"], "power": 1, "toughness": 1,
            "keywords": ["flying"]}
    game = state(alice={"mana_pool": {"R": 3}, "hand": [{"id": "eq", "card": _sweeper(
        "Earthquake", "each_creature_without_flying_and_each_player")}]},
                 battlefield=[{"id": "bear", "card": "Grizzly Bears"}, {"id": "bird", "card": bird}])
    result = run(game, [{"type": "cast", "card": "eq", "x": 2}, {"type": "resolve"}])
    assert ids(result) == ["bird"]
    assert [p["life"] for p in result["state"]["players"]] == [18, 18]


def test_120_1_sandstorm_damages_only_attacking_creatures() -> None:
    sandstorm = {"name": "Sandstorm", "mana_cost": "{G}", "types": ["Instant"], "abilities": [
        {"kind": "spell", "effect": {"kind": "damage", "amount": 1, "target": "each_attacking_creature"}}]}
    elf = {"name": "Elf", "mana_cost": "{G}", "types": ["Creature"], "power": 1, "toughness": 1}
    game = state(step="declare_blockers", alice={"mana_pool": {"G": 1}, "hand": [{"id": "ss", "card": sandstorm}]},
                 battlefield=[{"id": "a", "card": elf}, {"id": "b", "card": elf}])
    game["combat"] = {"attackers": [{"id": "a", "defending": "bob"}], "blockers_declared": True}
    result = run(game, [{"type": "cast", "card": "ss"}, {"type": "resolve"}])
    assert ids(result) == ["b"] and [p["life"] for p in result["state"]["players"]] == [20, 20]


def test_613_1f_jump_gives_flying_until_end_of_turn_then_it_ends() -> None:
    jump = {"name": "Jump", "mana_cost": "{U}", "types": ["Instant"], "abilities": [{"kind": "spell", "effect": {
        "kind": "pump", "target": "creature", "keywords": ["flying"]}}]}
    game = state(alice={"mana_pool": {"U": 1}, "hand": [{"id": "j", "card": jump}]},
                 battlefield=[{"id": "bear", "card": "Grizzly Bears"}])
    result = run(game, [{"type": "cast", "card": "j", "choices": {"targets": ["bear"]}}, {"type": "resolve"}])
    assert "flying" in permanent(result, "bear")["characteristics"]["keywords"]
    assert "CR 613.1f" in events_of(result, "pumped")[0]["cites"]
    game = {**result["state"], "step": "end"}
    for item in game["battlefield"]:
        item.pop("characteristics", None), item.pop("summoning_sick", None)
    ended = run(game, [{"type": "next_step"}])  # cleanup: "until end of turn" effects end (514.2)
    assert "flying" not in permanent(ended, "bear")["characteristics"]["keywords"]


def test_613_4c_piety_pumps_only_blocking_creatures() -> None:
    piety = {"name": "Piety", "mana_cost": "{2}{W}", "types": ["Instant"], "abilities": [{"kind": "spell", "effect": {
        "kind": "pump", "target": "each_blocking_creature", "power": 0, "toughness": 3}}]}
    game = state(step="declare_blockers", alice={"mana_pool": {"W": 3}, "hand": [{"id": "pi", "card": piety}]},
                 battlefield=[{"id": "att", "card": "Grizzly Bears", "controller": "bob"},
                              {"id": "blk", "card": "Grizzly Bears"}, {"id": "idle", "card": "Grizzly Bears"}])
    game["active_player"] = "bob"
    game["combat"] = {"attackers": [{"id": "att", "defending": "alice", "blocked": True, "blocked_by": ["blk"]}],
                      "blockers": {"blk": ["att"]}, "blockers_declared": True}
    result = run(game, [{"type": "cast", "player": "alice", "card": "pi"}, {"type": "resolve"}])
    toughness = {p["id"]: p["characteristics"]["toughness"] for p in result["state"]["battlefield"]}
    assert toughness == {"att": 2, "blk": 5, "idle": 2}
