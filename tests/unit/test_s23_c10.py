"""Session 23, group c10 (docs/oracle-s23-c10.md): lines of Magic 2010 (M10) read by the s23-c10 grammar rules, each
checked on the real card's Oracle text (tests/fixtures/sets/m10.json; a near variant the reader must refuse), then
played by the engine."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _not_read, _on, _permanent

M10 = Path(__file__).resolve().parents[1] / "fixtures" / "sets" / "m10.json"
_CARDS = {card["name"]: card for card in json.loads(M10.read_text(encoding="utf-8"))["data"]["M10"]["cards"]}


def _m10(name: str) -> dict[str, Any]:
    """The reader's definition of the real M10 card, which must read `full`."""
    card = _CARDS[name]
    reading = read_card(CardFacts(name=name, mana_cost=card.get("manaCost", ""), type_line=card["type"],
                                  oracle_text=card["text"], power=card.get("power"), toughness=card.get("toughness"),
                                  loyalty=card.get("loyalty")))
    assert reading.support == "full", reading.not_modelled
    definition: dict[str, Any] = reading.definition
    return definition


RED_SPELL = {"name": "Red Shock", "types": ["Instant"], "mana_cost": "{R}", "colors": ["R"]}
BLUE_SPELL = {"name": "Blue Thought", "types": ["Instant"], "mana_cost": "{U}", "colors": ["U"]}
GREEN_BEAR = {**BEAR, "name": "Green Bear", "mana_cost": "{1}{G}", "colors": ["G"]}
BLACK_BEAR = {**BEAR, "name": "Black Bear", "mana_cost": "{1}{B}", "colors": ["B"]}
WHITE_BEAR = {**BEAR, "name": "White Bear", "mana_cost": "{1}{W}", "colors": ["W"]}


# --- "Whenever a player casts a <color> spell, you may gain 1 life." (CR 603.2, 601.2i, 119.1, 603.5) ---------------

def test_603_2_a_players_white_spell_gives_the_feathers_controller_1_life_if_they_choose() -> None:
    feathers = {name: _m10(name) for name in ("Angel's Feather", "Demon's Horn", "Dragon's Claw", "Kraken's Eye",
                                              "Wurm's Tooth")}
    colors = {"Angel's Feather": "W", "Demon's Horn": "B", "Dragon's Claw": "R", "Kraken's Eye": "U",
              "Wurm's Tooth": "G"}
    for name, definition in feathers.items():
        assert definition["abilities"] == [{"kind": "cast_trigger", "caster": "any", "spell_color": colors[name],
                                            "effect": {"kind": "gain_life", "amount": 1, "player": "you"},
                                            "optional": True}]
    _not_read("Whenever a player casts a white spell, you may gain 1 life and draw a card.")
    game = state(battlefield=[_on("claw", "Dragon's Claw"), _on("eye", "Kraken's Eye")],
                 bob={"hand": [{"id": "shock", "card": "Red Shock"}], "mana_pool": {"R": 1}})
    cast = [{"type": "cast", "card": "shock", "player": "bob"}]
    yes = _run(game, [*cast, {"type": "resolve", "choices": {"pay_optional_cost": True}}],
               *feathers.values(), RED_SPELL)
    assert player_of(yes, "alice")["life"] == 21 and len(yes["state"]["stack"]) == 1  # only the Claw triggered
    no = _run(game, [*cast, {"type": "resolve", "choices": {"pay_optional_cost": False}}],
              *feathers.values(), RED_SPELL)
    assert player_of(no, "alice")["life"] == 20


# --- "<color> or <color>" (CR 105.2, 115.1): Deathmark, Flashfreeze, Celestial Purge, Mold Adder ---------------------

def test_115_1_deathmark_destroys_only_a_green_or_white_creature() -> None:
    deathmark = _m10("Deathmark")
    assert deathmark["abilities"] == [{"kind": "spell", "effect": {"kind": "destroy",
                                                                    "target": "creature:green_or_white"}}]
    assert _m10("Celestial Purge")["abilities"][0]["effect"] == {"kind": "exile", "target": "permanent:black_or_red"}
    _not_read("Destroy target green or white or blue creature.", is_spell=True)
    game = state(alice={"hand": [{"id": "d", "card": "Deathmark"}], "mana_pool": {"B": 1}},
                 battlefield=[_on("g", "Green Bear", "bob"), _on("k", "Black Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "d", "choices": {"targets": ["g"]}}, {"type": "resolve"}],
                deathmark, GREEN_BEAR, BLACK_BEAR)
    assert _permanent(done, "g") is None and _permanent(done, "k") is not None
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "cast", "card": "d", "choices": {"targets": ["k"]}}], deathmark, GREEN_BEAR, BLACK_BEAR)


def test_115_1_flashfreeze_counters_a_red_spell_not_a_blue_one() -> None:
    flashfreeze = _m10("Flashfreeze")
    assert flashfreeze["abilities"][0]["effect"] == {"kind": "counter", "target": "spell:red_or_green"}
    game = state(alice={"hand": [{"id": "f", "card": "Flashfreeze"}], "mana_pool": {"U": 2}},
                 bob={"hand": [{"id": "r", "card": "Red Shock"}, {"id": "u", "card": "Blue Thought"}],
                      "mana_pool": {"R": 1, "U": 1}})
    cards = (flashfreeze, RED_SPELL, BLUE_SPELL)
    done = _run(game, [{"type": "cast", "card": "r", "player": "bob"},
                       {"type": "cast", "card": "f", "choices": {"targets": ["r"]}}, {"type": "resolve"}], *cards)
    assert [card["id"] for card in player_of(done, "bob")["graveyard"]] == ["r"] and not done["state"]["stack"]
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "cast", "card": "u", "player": "bob"},
                    {"type": "cast", "card": "f", "choices": {"targets": ["u"]}}], *cards)


def test_601_2i_mold_adder_grows_when_an_opponent_casts_a_blue_or_black_spell() -> None:
    adder = _m10("Mold Adder")
    assert adder["abilities"][0]["spell_with"] == ["blue_or_black"]
    game = state(battlefield=[_on("m", "Mold Adder")],
                 bob={"hand": [{"id": "u", "card": "Blue Thought"}, {"id": "r", "card": "Red Shock"}],
                      "mana_pool": {"R": 1, "U": 1}})
    blue = _run(game, [{"type": "cast", "card": "u", "player": "bob"},
                       {"type": "resolve", "choices": {"pay_optional_cost": True}}], adder, BLUE_SPELL, RED_SPELL)
    assert permanent(blue, "m")["counters"] == {"+1/+1": 1}
    red = _run(game, [{"type": "cast", "card": "r", "player": "bob"}], adder, BLUE_SPELL, RED_SPELL)
    assert len(red["state"]["stack"]) == 1  # no trigger


# --- "When ~ / enchanted creature becomes the target of a spell or ability, ..." (CR 603.2, 115.1, 303.4) ------------

def test_603_2_illusionary_servant_and_ice_cage_go_when_targeted() -> None:
    servant, cage = _m10("Illusionary Servant"), _m10("Ice Cage")
    assert servant["abilities"][-1] == {"kind": "triggered", "trigger": "targeted",
                                        "effect": {"kind": "sacrifice", "target": "self"}}
    assert cage["abilities"][-1] == {"kind": "triggered", "trigger": "enchanted_targeted",
                                     "effect": {"kind": "destroy", "target": "self"}}
    zap = read_full_definition("Zap", "Instant", "Zap deals 1 damage to any target.", "{R}")
    game = state(alice={"hand": [{"id": "d", "card": "Zap"}], "mana_pool": {"R": 1}},
                 battlefield=[_on("s", "Illusionary Servant", "bob"), _on("g", "Green Bear", "bob"),
                              _on("c", "Ice Cage", "bob", attached_to="g")])
    cards = (servant, cage, zap, GREEN_BEAR)
    at_servant = _run(game, [{"type": "cast", "card": "d", "choices": {"targets": ["s"]}}, {"type": "resolve"}],
                      *cards)
    assert _permanent(at_servant, "s") is None and _permanent(at_servant, "c") is not None
    at_bear = _run(game, [{"type": "cast", "card": "d", "choices": {"targets": ["g"]}}, {"type": "resolve"},
                          {"type": "resolve"}], *cards)
    assert _permanent(at_bear, "c") is None and _permanent(at_bear, "g")["damage"] == 1  # the Cage went first


# --- "When ~ dies, it deals 3 damage to each creature and each player." (CR 120.3, 603.10a) ---------------------------

def test_603_10a_magma_phoenix_deals_3_damage_to_each_creature_and_each_player_as_it_dies() -> None:
    phoenix = _m10("Magma Phoenix")
    assert phoenix["abilities"][-2] == {"kind": "triggered", "trigger": "dies", "effect": {
        "kind": "damage", "amount": 3, "target": "each_creature_and_each_player"}}
    zap = read_full_definition("Zap", "Instant", "Zap deals 3 damage to any target.", "{R}")
    big = {**BEAR, "name": "Big Bear", "toughness": 5}
    game = state(alice={"hand": [{"id": "z", "card": "Zap"}], "mana_pool": {"R": 1}},
                 battlefield=[_on("p", "Magma Phoenix", "bob"), _on("b", "Big Bear", "bob"), _on("g", "Green Bear")])
    done = _run(game, [{"type": "cast", "card": "z", "choices": {"targets": ["p"]}}, {"type": "resolve"},
                       {"type": "resolve"}], phoenix, zap, big, GREEN_BEAR)
    assert [player_of(done, p)["life"] for p in ("alice", "bob")] == [17, 17]
    assert _permanent(done, "g") is None and permanent(done, "b")["damage"] == 3


# --- "Whenever an opponent discards a card, ~ deals 2 damage to that player." (CR 603.2, 120.3) ----------------------

def test_603_2_megrim_deals_2_damage_to_the_opponent_who_discarded() -> None:
    megrim = _m10("Megrim")
    assert megrim["abilities"] == [{"kind": "triggered", "trigger": "opponent_discards",
                                    "effect": {"kind": "damage", "amount": 2, "target": "that_player"}}]
    discard = read_full_definition("Mind Rot Test", "Sorcery", "Target player discards a card.", "{B}")
    game = state(alice={"hand": [{"id": "d", "card": "Mind Rot Test"}], "mana_pool": {"B": 1}},
                 bob={"hand": [{"id": "x", "card": "Grizzly Bears"}]}, battlefield=[_on("m", "Megrim")])
    done = _run(game, [{"type": "cast", "card": "d", "choices": {"targets": ["bob"]}}, {"type": "resolve"},
                       {"type": "resolve"}], megrim, discard)
    assert player_of(done, "bob")["life"] == 18


# --- "~ can block any number of creatures." (CR 509.1a) --------------------------------------------------------------

def test_509_1a_palace_guard_blocks_every_attacker() -> None:
    guard = _m10("Palace Guard")
    assert guard["abilities"] == [{"kind": "additional_block", "any_number": True}]
    attackers = [_on(f"a{n}", "Grizzly Bears") for n in range(3)]
    game = state(step="declare_attackers", battlefield=[*attackers, _on("pg", "Palace Guard", "bob")])
    attack = {"type": "declare_attackers", "attackers": [{"id": f"a{n}", "defending": "bob"} for n in range(3)]}
    block = {"type": "declare_blockers", "blocks": [{"blocker": "pg", "attacker": f"a{n}"} for n in range(3)]}
    done = _run(game, [attack, {"type": "next_step"}, block], guard)
    assert done["state"]["combat"]["blockers"]["pg"] == ["a0", "a1", "a2"]
    twice = {"type": "declare_blockers", "blocks": [{"blocker": "pg", "attacker": "a0"}] * 2}
    with pytest.raises(IllegalAction):
        _run(game, [attack, {"type": "next_step"}, twice], guard)


# --- Equipment and Auras: "can't be blocked and has shroud", "+1/+1 for each Plains you control and has flying" -------

def test_613_whispersilk_cloak_and_armored_ascension() -> None:
    cloak, ascension = _m10("Whispersilk Cloak"), _m10("Armored Ascension")
    assert cloak["abilities"][:2] == [{"kind": "attached_cant_be_blocked"},
                                      {"kind": "attached_pump", "power": 0, "toughness": 0, "keywords": ["shroud"]}]
    assert ascension["abilities"][1:] == [
        {"kind": "attached_count_pump", "count": "permanents_you_control", "subtype": "Plains"},
        {"kind": "attached_pump", "power": 0, "toughness": 0, "keywords": ["flying"]}]
    plains = [{"id": f"p{n}", "card": "Plains", "controller": "alice"} for n in range(2)]
    game = state(battlefield=[_on("g", "Green Bear"), _on("c", "Whispersilk Cloak", attached_to="g"),
                              _on("w", "White Bear"), _on("a", "Armored Ascension", attached_to="w"), *plains])
    done = _run(game, [], cloak, ascension, GREEN_BEAR, WHITE_BEAR,
                {"name": "Plains", "types": ["Land"], "subtypes": ["Plains"]})
    cloaked, ascended = permanent(done, "g")["characteristics"], permanent(done, "w")["characteristics"]
    assert "shroud" in cloaked["keywords"] and (ascended["power"], ascended["toughness"]) == (4, 4)
    assert "flying" in ascended["keywords"]


# --- "Target player mills twenty cards." (Jace Beleren), "Target player takes an extra turn after this one." ---------

def test_500_7_time_warp_gives_the_target_player_the_next_turn() -> None:
    jace = _m10("Jace Beleren")
    assert jace["abilities"][-1]["effect"] == {"kind": "mill", "amount": 20, "player": "target_player"}
    warp = _m10("Time Warp")
    assert warp["abilities"] == [{"kind": "spell", "effect": {"kind": "extra_turn", "player": "target_player"}}]
    game = state(alice={"hand": [{"id": "t", "card": "Time Warp"}], "mana_pool": {"U": 5}})
    done = _run(game, [{"type": "cast", "card": "t", "choices": {"targets": ["bob"]}}, {"type": "resolve"}], warp)
    assert done["state"]["extra_turns"] == ["bob"]
    assert events_of(done, "extra_turn_added")[0]["player"] == "bob"


# --- "Return all artifact and enchantment cards from all graveyards to the battlefield under their owners' control." -

def test_110_2a_open_the_vaults_returns_each_card_under_its_owner() -> None:
    vaults = _m10("Open the Vaults")
    assert vaults["abilities"][0]["effect"] == {"kind": "return_all_to_battlefield",
                                                "quality": ["artifact_or_enchantment"], "from_all_graveyards": True}
    rock = {"name": "Rock", "types": ["Artifact"], "mana_cost": "{1}"}
    game = state(alice={"hand": [{"id": "o", "card": "Open the Vaults"}], "mana_pool": {"W": 2, "C": 4},
                        "graveyard": [{"id": "ar", "card": "Rock"}, {"id": "ab", "card": "Grizzly Bears"}]},
                 bob={"graveyard": [{"id": "br", "card": "Rock"}]})
    done = _run(game, [{"type": "cast", "card": "o"}, {"type": "resolve"}], vaults, rock)
    assert {(p["id"], p["controller"]) for p in done["state"]["battlefield"]} == {("ar", "alice"), ("br", "bob")}
    assert [c["id"] for c in player_of(done, "alice")["graveyard"]] == ["ab", "o"]


# --- "Your opponents can't cast spells this turn." (CR 101.2, 514.2) --------------------------------------------------

def test_101_2_after_silence_the_opponent_cant_cast_a_spell_this_turn() -> None:
    silence = _m10("Silence")
    assert silence["abilities"] == [{"kind": "spell", "effect": {"kind": "cant_cast_spells_this_turn",
                                                                  "player": "each_opponent"}}]
    _not_read("Your opponents can't cast creature spells this turn.", is_spell=True)
    game = state(alice={"hand": [{"id": "s", "card": "Silence"}], "mana_pool": {"W": 1}},
                 bob={"hand": [{"id": "r", "card": "Red Shock"}], "mana_pool": {"R": 1}})
    silenced = _run(game, [{"type": "cast", "card": "s"}, {"type": "resolve"}], silence, RED_SPELL)
    assert silenced["state"]["cant_cast_spells_this_turn"] == ["bob"]
    with pytest.raises(IllegalAction, match="can't cast spells this turn"):
        _run(game, [{"type": "cast", "card": "s"}, {"type": "resolve"}, {"type": "cast", "card": "r", "player": "bob"}],
             silence, RED_SPELL)
    later = _run({**silenced["state"], "step": "end"}, [{"type": "next_step"}], silence, RED_SPELL)
    assert "cant_cast_spells_this_turn" not in later["state"]


# --- "Prevent all noncombat damage that would be dealt to equipped creature." (CR 615.1, 604.1) -----------------------

def test_615_1_magebane_armor_prevents_noncombat_damage_to_the_equipped_creature_only() -> None:
    armor = _m10("Magebane Armor")
    assert armor["abilities"][1] == {"kind": "static_prevention", "affected": "equipped_creature",
                                     "noncombat_only": True}
    zap = read_full_definition("Zap", "Instant", "Zap deals 3 damage to any target.", "{R}")
    game = state(alice={"hand": [{"id": "z", "card": "Zap"}], "mana_pool": {"R": 1}},
                 battlefield=[_on("g", "Green Bear", "bob"), _on("m", "Magebane Armor", "bob", attached_to="g"),
                              _on("k", "Black Bear", "bob")])
    armored = _run(game, [{"type": "cast", "card": "z", "choices": {"targets": ["g"]}}, {"type": "resolve"}],
                   armor, zap, GREEN_BEAR, BLACK_BEAR)
    assert permanent(armored, "g")["damage"] == 0 and events_of(armored, "prevention_applied")
    bare = _run(game, [{"type": "cast", "card": "z", "choices": {"targets": ["k"]}}, {"type": "resolve"}],
                armor, zap, GREEN_BEAR, BLACK_BEAR)
    assert _permanent(bare, "k") is None
    fight = state(step="declare_attackers", battlefield=[_on("a", "Grizzly Bears"), _on("g", "Green Bear", "bob"),
                                                         _on("m", "Magebane Armor", "bob", attached_to="g")])
    done = _run(fight, [{"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"}]},
                        {"type": "next_step"}, {"type": "declare_blockers", "blocks": [{"blocker": "g", "attacker": "a"}]},
                        {"type": "next_step"}, {"type": "next_step"}], armor, GREEN_BEAR)
    assert permanent(done, "g")["damage"] == 2  # combat damage is dealt (4 toughness with the Armor)


# --- "At the beginning of the upkeep of enchanted creature's controller, that player loses 1 life." (CR 503.1a) -------

def test_503_1a_soul_bleed_drains_the_enchanted_creatures_controller_in_their_upkeep() -> None:
    bleed = _m10("Soul Bleed")
    assert bleed["abilities"][1] == {"kind": "step_trigger", "step": "upkeep", "whose": "enchanted_controller",
                                     "effect": {"kind": "lose_life", "amount": 1, "player": "that_player"}}
    game = state(active_player="bob", step="untap", battlefield=[_on("g", "Green Bear", "bob"),
                                                                 _on("s", "Soul Bleed", attached_to="g")])
    done = _run(game, [{"type": "next_step"}, {"type": "resolve"}], bleed, GREEN_BEAR)
    assert [player_of(done, p)["life"] for p in ("alice", "bob")] == [20, 19]
    mine = _run({**game, "active_player": "alice"}, [{"type": "next_step"}], bleed, GREEN_BEAR)
    assert not mine["state"]["stack"]  # alice's upkeep: not the enchanted creature's controller's


# --- "Look at the top N cards of your library, then put them back in any order[. You may shuffle]." (CR 401.4) -------

def test_401_4_ponder_puts_the_top_three_back_in_the_order_chosen_and_may_shuffle() -> None:
    ponder, owl = _m10("Ponder"), _m10("Sage Owl")
    assert ponder["abilities"][0]["effect"] == {"kind": "look_at_top", "amount": 3, "take": 0,
                                                "rest": "top_any_order", "may_shuffle": True}
    assert owl["abilities"][-1]["effect"] == {"kind": "look_at_top", "amount": 4, "take": 0, "rest": "top_any_order"}
    _not_read("Look at the top three cards of your library, then put them back in a random order.", is_spell=True)
    library = [{"id": f"l{n}", "card": "Grizzly Bears"} for n in range(5)]
    game = state(alice={"hand": [{"id": "p", "card": "Ponder"}], "mana_pool": {"U": 1}, "library": library})
    cast = {"type": "cast", "card": "p"}
    done = _run(game, [cast, {"type": "resolve", "choices": {"top_order": ["l2", "l0", "l1"]}}], ponder)
    hand = [card["id"] for card in player_of(done, "alice")["hand"]]
    assert hand == ["l2"] and [c["id"] for c in player_of(done, "alice")["library"]] == ["l0", "l1", "l3", "l4"]
    with pytest.raises(IllegalAction, match="top_order"):
        _run(game, [cast, {"type": "resolve", "choices": {"top_order": ["l0", "l1"]}}], ponder)
    shuffled = _run(game, [cast, {"type": "resolve", "choices": {"pay_optional_cost": True}}], ponder)
    assert events_of(shuffled, "library_shuffled")


# --- "If a source an opponent controls would deal damage to you, prevent 1 of that damage." (CR 615.1, 604.1) --------

def test_615_1_guardian_seraph_prevents_1_of_each_damage_an_opponents_source_deals_you() -> None:
    seraph = _m10("Guardian Seraph")
    assert seraph["abilities"][-1] == {"kind": "static_prevention", "affected": "you", "from": "opponents",
                                       "amount": 1}
    zap = read_full_definition("Zap", "Instant", "Zap deals 3 damage to any target.", "{R}")
    game = state(bob={"hand": [{"id": "z", "card": "Zap"}], "mana_pool": {"R": 1}},
                 alice={"hand": [{"id": "y", "card": "Zap"}], "mana_pool": {"R": 1}},
                 battlefield=[_on("s", "Guardian Seraph")])
    theirs = _run(game, [{"type": "cast", "card": "z", "player": "bob", "choices": {"targets": ["alice"]}},
                         {"type": "resolve"}], seraph, zap)
    assert player_of(theirs, "alice")["life"] == 18 and events_of(theirs, "prevention_applied")[0]["prevented"] == 1
    mine = _run(game, [{"type": "cast", "card": "y", "choices": {"targets": ["alice"]}}, {"type": "resolve"}],
                seraph, zap)
    assert player_of(mine, "alice")["life"] == 17  # her own source: not prevented
    at_seraph = _run(game, [{"type": "cast", "card": "z", "player": "bob", "choices": {"targets": ["s"]}},
                            {"type": "resolve"}], seraph, zap)
    assert permanent(at_seraph, "s")["damage"] == 3  # damage to her creatures is not
