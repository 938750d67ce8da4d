"""Session 32, group mb (docs/oracle-s32-mb.md): the mechanics of Duskmourn, Aetherdrift and Final Fantasy, each read
from the real Oracle text (tests/fixtures/sets/<set>.json, MTGJSON) and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, mtgjson_full_definition, permanent, player_of, probe_support, state
from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import run_with_cards as _run

DRAIN = {"name": "Probe Drain", "mana_cost": "{B}", "types": ["Sorcery"],
         "abilities": [{"kind": "spell", "effect": {"kind": "lose_life", "amount": 1, "player": "each_opponent"}}]}


def _dft(name: str) -> dict[str, Any]:
    return mtgjson_full_definition("DFT", name)


def _cast_drain(card_id: str) -> list[dict[str, Any]]:
    return [{"type": "cast", "card": card_id}, {"type": "resolve"}]


# --- exhaust (CR 702.177a) ------------------------------------------------------------------------------------------

def test_702_177a_exhaust_is_an_activated_ability_activated_only_once() -> None:
    launcher = _dft("Camera Launcher")
    assert launcher["abilities"][0]["only_once"] is True and launcher["abilities"][0]["cost"] == "{3}"
    game = state(alice={"mana_pool": {"C": 6}}, battlefield=[_on("c", "Camera Launcher")])
    once = [{"type": "activate", "permanent": "c", "ability": 0}, {"type": "resolve"}]
    done = _run(game, once, launcher)
    assert permanent(done, "c")["counters"] == {"+1/+1": 1}
    with pytest.raises(IllegalAction, match="only once"):
        _run(game, [*once, {"type": "activate", "permanent": "c", "ability": 0}], launcher)
    # a near variant the engine doesn't implement (s35-fin reads "Whenever you activate an exhaust ability, draw a card."):
    # the trigger from a graveyard
    assert probe_support("Whenever you activate an exhaust ability, return ~ from your graveyard to the battlefield.") \
        != "full"


# --- start your engines! and speed (CR 702.179), max speed (702.178a) ---------------------------------------------

def test_702_179a_start_your_engines_gives_speed_1_and_702_179d_it_increases_once_a_turn() -> None:
    raider = _dft("Gastal Raider")
    assert "start_your_engines!" in raider["keywords"] and raider["abilities"][-1]["kind"] == "max_speed"
    game = state(alice={"hand": [{"id": "d1", "card": "Probe Drain"}, {"id": "d2", "card": "Probe Drain"}],
                        "mana_pool": {"B": 2}}, battlefield=[_on("r", "Gastal Raider")])
    done = _run(game, [*_cast_drain("d1"), {"type": "resolve"}, *_cast_drain("d2")], raider, DRAIN)
    alice = player_of(done, "alice")
    assert alice["speed"] == 2 and alice["speed_triggered_this_turn"] is True  # once each turn: not 3
    assert [e["speed"] for e in events_of(done, "speed_changed")] == [1, 2]


def test_702_178a_max_speed_abilities_only_at_speed_4() -> None:
    raider, syphon, column = _dft("Gastal Raider"), _dft("Aether Syphon"), _dft("Starting Column")
    field = [_on("r", "Gastal Raider"), _on("s", "Aether Syphon"), _on("c", "Starting Column")]
    draw = [{"type": "activate", "permanent": "s", "ability": 0}, {"type": "resolve"}]
    library = [{"id": f"l{i}", "card": "Forest"} for i in range(6)]
    slow = state(alice={"speed": 3, "mana_pool": {"C": 2}, "library": library},
                 bob={"library": [{"id": f"b{i}", "card": "Forest"} for i in range(4)]}, battlefield=field)
    done = _run(slow, draw, raider, syphon, column)
    stats = permanent(done, "r")["characteristics"]
    assert (stats["power"], "menace" in stats["keywords"]) == (2, False)  # a 2/2 without max speed
    assert len(player_of(done, "bob")["graveyard"]) == 0  # Aether Syphon's draw trigger is not there yet
    with pytest.raises(IllegalAction):
        _run(slow, [{"type": "activate", "permanent": "c", "ability": 1}], raider, syphon, column)
    fast = {**slow, "players": [{**slow["players"][0], "speed": 4}, slow["players"][1]]}
    done = _run(fast, [*draw, {"type": "resolve"}], raider, syphon, column)
    stats = permanent(done, "r")["characteristics"]
    assert (stats["power"], stats["toughness"], "menace" in stats["keywords"]) == (3, 2, True)  # a 2/1 with +1/+1
    assert len(player_of(done, "bob")["graveyard"]) == 2  # "Whenever you draw a card, each opponent mills two cards."
    # the speed ability doesn't trigger past max speed (CR 702.179d-e)
    assert not events_of(done, "speed_changed")
    # a graveyard ability with another cost beside exiling the card ({T}): not read (s34-fin reads "Max speed — {3}, Exile
    # this card from your graveyard: Draw a card.", tests/unit/test_s34_fin.py)
    assert probe_support("Start your engines!\nMax speed — {T}, Exile this card from your graveyard: Draw a card.") \
        != "full"


def test_702_179d_speed_reaching_4_gives_the_max_speed_ability_and_a_new_turn_lets_it_trigger_again() -> None:
    raider = _dft("Gastal Raider")
    game = state(alice={"speed": 3, "hand": [{"id": "d1", "card": "Probe Drain"}], "mana_pool": {"B": 1}},
                 battlefield=[_on("r", "Gastal Raider")])
    done = _run(game, [*_cast_drain("d1"), {"type": "resolve"}], raider, DRAIN)
    assert player_of(done, "alice")["speed"] == 4
    stats = permanent(done, "r")["characteristics"]
    assert (stats["power"], "menace" in stats["keywords"]) == (3, True)
    # "only once each turn" is kept for the turn (CR 702.179d) and false again as a turn begins (500.1)
    triggered = state(alice={"speed": 2, "speed_triggered_this_turn": True}, battlefield=[_on("r", "Gastal Raider")],
                      step="cleanup")
    later = _run(triggered, [{"type": "next_step"}], raider)
    assert later["state"]["active_player"] == "bob"
    assert player_of(later, "alice").get("speed_triggered_this_turn", False) is False


# --- "~ enters tapped unless a player has N or less life." (CR 614.1c, 119.1) ----------------------------------------

def test_614_1c_enters_tapped_unless_a_player_has_n_or_less_life() -> None:
    woods = mtgjson_full_definition("DSK", "Bleeding Woods")
    assert woods["abilities"][0] == {"kind": "enters_tapped", "s32mb_unless_a_player_life_at_most": 13}
    play = [{"type": "play_land", "card": "w"}]
    high = _run(state(alice={"hand": [{"id": "w", "card": "Bleeding Woods"}]}), play, woods)
    assert permanent(high, "w")["tapped"] is True
    low = _run(state(alice={"hand": [{"id": "w", "card": "Bleeding Woods"}]}, bob={"life": 13}), play, woods)
    assert permanent(low, "w").get("tapped", False) is False
    assert probe_support("If a player has 13 or less life, ~ enters tapped.", "Land", None) != "full"


# --- manifest dread (CR 701.62a) --------------------------------------------------------------------------------------

def test_701_62a_manifest_dread_manifests_one_of_the_top_two_and_mills_the_other() -> None:
    door = mtgjson_full_definition("DSK", "Break Down the Door")
    beastie = mtgjson_full_definition("DSK", "Bashful Beastie")
    assert beastie["abilities"][0]["effect"] == {"kind": "manifest", "dread": True}
    library = [{"id": "t1", "card": "Forest"}, {"id": "t2", "card": "Probe Bear"}, {"id": "t3", "card": "Forest"}]
    game = state(alice={"hand": [{"id": "d", "card": "Break Down the Door"}], "mana_pool": {"G": 1, "C": 2},
                        "library": library})
    bear = {"name": "Probe Bear", "types": ["Creature"], "power": 2, "toughness": 2, "mana_cost": "{1}{G}"}
    done = _run(game, [{"type": "cast", "card": "d", "choices": {"modes": [2]}},
                       {"type": "resolve", "choices": {"chosen": ["t2"]}}], door, bear)
    manifested = permanent(done, "t2")
    assert manifested["face_down"] is True and manifested["characteristics"]["power"] == 2
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["graveyard"]] == ["t1", "d"] and [c["id"] for c in alice["library"]] == ["t3"]
    with pytest.raises(IllegalAction, match="manifest dread"):
        _run(game, [{"type": "cast", "card": "d", "choices": {"modes": [2]}},
                    {"type": "resolve", "choices": {"chosen": ["t3"]}}], door, bear)
    assert probe_support("When ~ dies, its controller manifests dread.") != "full"


def test_701_62a_manifest_dread_then_attach_the_equipment_to_that_creature() -> None:
    windbreaker = mtgjson_full_definition("DSK", "Cursed Windbreaker")
    game = state(alice={"hand": [{"id": "w", "card": "Cursed Windbreaker"}], "mana_pool": {"U": 1, "C": 2},
                        "library": [{"id": "t1", "card": "Forest"}, {"id": "t2", "card": "Forest"}]})
    done = _run(game, [{"type": "cast", "card": "w"}, {"type": "resolve"}, {"type": "resolve"}], windbreaker)
    assert permanent(done, "w")["attached_to"] == "t1"  # the top card, manifested by default
    assert "flying" in permanent(done, "t1")["characteristics"]["keywords"]
    assert probe_support("When ~ enters, manifest dread, then attach ~ to that artifact.",
                         "Artifact — Equipment", None) != "full"


# --- job select (CR 702.182a) and a flavor word before a keyword line (207.2d) ----------------------------------------

def test_702_182a_job_select_creates_a_hero_and_attaches_the_equipment_and_207_2d_flavor_word_equip() -> None:
    lance = mtgjson_full_definition("FIN", "Dragoon's Lance")
    assert lance["abilities"][-1] == {"kind": "equip", "cost": "{4}"}  # "Gae Bolg — Equip {4}"
    game = state(alice={"hand": [{"id": "l", "card": "Dragoon's Lance"}], "mana_pool": {"W": 1, "C": 1}})
    done = _run(game, [{"type": "cast", "card": "l"}, {"type": "resolve"}, {"type": "resolve"}], lance)
    hero = next(p for p in done["state"]["battlefield"] if p["id"] != "l")
    assert permanent(done, "l")["attached_to"] == hero["id"]
    stats = hero["characteristics"]
    assert (stats["power"], stats["toughness"], "flying" in stats["keywords"]) == (2, 1, True)
    assert {"Hero", "Knight"} <= set(stats["subtypes"])
    assert probe_support("Job select 2", "Artifact — Equipment", None) != "full"
    assert probe_support("Gae Bolg — Equip—Tap an untapped creature you control.", "Artifact — Equipment",
                         None) != "full"  # "Equip—Pay 3 life." reads since s33-newer


# --- "unless you control a Mount or Vehicle" (CR 614.1c) and enchantment creature tokens (111.1) ----------------------

def test_614_1c_unless_you_control_a_sub_or_sub_and_111_1_enchantment_creature_token() -> None:
    surveyor = mtgjson_full_definition("DSK", "Tunnel Surveyor")
    token = surveyor["abilities"][0]["effect"]["token"]
    assert (token["types"], token["subtypes"], token["colors"]) == (["Enchantment", "Creature"], ["Glimmer"], ["W"])
    game = state(alice={"hand": [{"id": "t", "card": "Tunnel Surveyor"}], "mana_pool": {"U": 1, "C": 2}})
    done = _run(game, [{"type": "cast", "card": "t"}, {"type": "resolve"}, {"type": "resolve"}], surveyor)
    glimmer = next(p for p in done["state"]["battlefield"] if p["id"] != "t")["characteristics"]
    assert set(glimmer["types"]) == {"Enchantment", "Creature"}
    roads = {"name": "Probe Roads", "types": ["Land"], "abilities": [
        {"kind": "enters_tapped", "unless_you_control": "permanent:Mount_or_Vehicle"}]}
    assert probe_support("~ enters tapped unless you control a Mount or Vehicle.", "Land", None) == "full"
    vehicle = {"name": "Probe Cart", "types": ["Artifact"], "subtypes": ["Vehicle"]}
    play = [{"type": "play_land", "card": "r"}]
    alone = _run(state(alice={"hand": [{"id": "r", "card": "Probe Roads"}]}), play, roads)
    assert permanent(alone, "r")["tapped"] is True
    with_cart = _run(state(alice={"hand": [{"id": "r", "card": "Probe Roads"}]}, battlefield=[_on("v", "Probe Cart")]),
                     play, roads, vehicle)
    assert permanent(with_cart, "r").get("tapped", False) is False
    assert probe_support("~ enters tapped unless you control a Mount and a Vehicle.", "Land", None) != "full"
    assert probe_support("Create a 1/1 white Glimmer enchantment token.", "Sorcery", None) != "full"


# --- "~ saddles Mounts and crews Vehicles as though its power were N greater." (CR 702.171a, 702.122c) --------------

def test_702_171a_saddles_and_crews_as_though_its_power_were_greater() -> None:
    pilot = mtgjson_full_definition("DFT", "Deathless Pilot")
    bonus = next(a for a in pilot["abilities"] if a["kind"] == "crews_as_though_power_greater")
    assert bonus == {"kind": "crews_as_though_power_greater", "amount": 2, "s32mb_saddles": True}
    roads = mtgjson_full_definition("DFT", "Country Roads")
    token = roads["abilities"][2]["effect"]["token"]  # 'with "This token saddles Mounts and crews Vehicles ..."'
    assert token["abilities"] == [bonus]
    probe_pilot = {"name": "Probe Pilot", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": [bonus]}
    mount = {"name": "Probe Mount", "types": ["Creature"], "subtypes": ["Mount"], "power": 3, "toughness": 3,
             "abilities": [{"kind": "triggered", "trigger": "attacks", "effect": {"kind": "draw", "amount": 1}},
                           {"kind": "saddle", "power": 3}]}
    game = state(battlefield=[_on("m", "Probe Mount"), _on("p", "Probe Pilot")])
    done = _run(game, [{"type": "activate", "permanent": "m", "ability": 1, "crew": ["p"]}, {"type": "resolve"}],
                probe_pilot, mount)
    assert permanent(done, "m")["saddled"] is True  # power 1 counts as 3
    plain = {**probe_pilot, "abilities": [{"kind": "crews_as_though_power_greater", "amount": 2}]}
    with pytest.raises(IllegalAction):  # "crews Vehicles" alone: its power when it saddles (CR 702.171a)
        _run(game, [{"type": "activate", "permanent": "m", "ability": 1, "crew": ["p"]}], plain, mount)
    assert probe_support("~ saddles Mounts and crews Vehicles using its toughness rather than its power.") != "full"


def test_702_178a_max_speed_mana_ability_and_cost_reduction() -> None:
    raceway, scoreboard = _dft("Muraganda Raceway"), _dft("Racers' Scoreboard")
    tap = [{"type": "tap_for_mana", "permanent": "m", "ability": 1}]
    field = [_on("m", "Muraganda Raceway"), _on("s", "Racers' Scoreboard")]
    with pytest.raises(IllegalAction):
        _run(state(alice={"speed": 3}, battlefield=field), tap, raceway, scoreboard)
    fast = _run(state(alice={"speed": 4}, battlefield=field), tap, raceway, scoreboard)
    assert player_of(fast, "alice")["mana_pool"]["C"] == 2
    bear = {"name": "Probe Bear", "types": ["Creature"], "power": 2, "toughness": 2, "mana_cost": "{1}{G}"}
    cast = [{"type": "cast", "card": "b"}]
    hand = {"hand": [{"id": "b", "card": "Probe Bear"}], "mana_pool": {"G": 1}}
    with pytest.raises(IllegalAction):  # {1}{G} at speed 3
        _run(state(alice={"speed": 3, **hand}, battlefield=field), cast, raceway, scoreboard, bear)
    assert _run(state(alice={"speed": 4, **hand}, battlefield=field), cast, raceway, scoreboard, bear)["state"]["stack"]
    # a conditional cast permission after "Max speed —" is not read (s34-fin reads the plain one, test_s34_fin.py)
    assert probe_support("Max speed — You may cast this card from your graveyard as long as you control a black or "
                         "green permanent.", "Enchantment", None) != "full"


# --- "~ becomes an artifact creature." with no duration (CR 611.2a, 301.7) -------------------------------------------

def test_611_2a_vehicle_becomes_an_artifact_creature_indefinitely() -> None:
    buggy = _dft("Rocketeer Boostbuggy")
    exhaust = next(a for a in buggy["abilities"] if a.get("only_once"))
    assert exhaust["effect"] == {"kind": "becomes_artifact_creature", "target": "self", "s32mb_indefinitely": True}
    index = buggy["abilities"].index(exhaust)
    game = state(alice={"mana_pool": {"C": 3}}, battlefield=[_on("v", "Rocketeer Boostbuggy")])
    done = _run(game, [{"type": "activate", "permanent": "v", "ability": index}, {"type": "resolve"}], buggy)
    vehicle = permanent(done, "v")
    assert "Creature" in vehicle["characteristics"]["types"] and vehicle["counters"] == {"+1/+1": 1}
    assert [e["duration"] for e in events_of(done, "became_creature")] == ["indefinitely"]
    later = _run({**done["state"], "step": "end"}, [{"type": "next_step"}, {"type": "next_step"}], buggy)
    assert "Creature" in permanent(later, "v")["characteristics"]["types"]  # past the cleanup step (514.2)
    assert probe_support("{3}: ~ becomes an artifact creature until your next turn.", "Artifact — Vehicle", ("3", "3")) \
        != "full"


# --- survival: "At the beginning of your second main phase, if ~ is tapped, <effect>" (CR 207.2c, 603.4, 505.1a) ----

def test_603_4_survival_step_trigger_only_if_the_creature_is_tapped() -> None:
    survivor = mtgjson_full_definition("DSK", "Cautious Survivor")
    assert survivor["abilities"][0]["condition"] == "source_tapped"
    after_combat = {"step": "end_of_combat"}
    tapped = _run(state(battlefield=[_on("s", "Cautious Survivor", tapped=True)], **after_combat),
                  [{"type": "next_step"}, {"type": "resolve"}], survivor)
    assert player_of(tapped, "alice")["life"] == 22
    untapped = _run(state(battlefield=[_on("s", "Cautious Survivor")], **after_combat), [{"type": "next_step"}], survivor)
    assert not untapped["state"]["stack"] and player_of(untapped, "alice")["life"] == 20
    assert probe_support("When ~ enters, if ~ is tapped, you gain 2 life.") != "full"
