"""Session 23, group c14 (docs/oracle-s23-c14.md): lines of Magic 2014 read by the s23-c14 constructions, each checked
on the real card's Oracle text (and a near variant the reader must refuse), then played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, player_of, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _not_read, _on, _permanent

PLAINS = {"name": "Plains", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Plains"]}
WHITE_BEAR = {**BEAR, "name": "White Bear", "mana_cost": "{1}{W}"}


def _attack(*ids: str) -> dict[str, Any]:
    return {"type": "declare_attackers", "attackers": [{"id": i, "defending": "bob"} for i in ids]}


# --- "Whenever you cast a <color> spell or a <land type> enters under your control, you gain 1 life." (CR 603.2) ----

# (the Staffs and Congregate are reprinted in a held-out set: their M14 Oracle text under other names)
STAFF = ("Sun Staff", "Artifact", "Whenever you cast a white spell or a Plains enters the battlefield under "
         "your control, you gain 1 life.", "{3}")


def test_603_2_a_cast_or_land_trigger_triggers_on_the_cast_and_on_the_land() -> None:
    staff = _read(*STAFF)
    gain = {"kind": "gain_life", "amount": 1, "player": "you"}
    assert staff["abilities"] == [
        {"kind": "cast_trigger", "caster": "you", "spell_color": "W", "effect": gain},
        {"kind": "triggered", "trigger": "permanent_enters", "entering": "permanent:you_control:Plains", "effect": gain}]
    _not_read("Whenever you cast a white spell or a Plains enters under your control, if you control a Plains, you gain 1 "
              "life.")
    game = state(battlefield=[_on("s", "Sun Staff")],
                 alice={"mana_pool": {"W": 2}, "hand": [{"id": "b", "card": "White Bear"}, {"id": "p", "card": "Plains"}]})
    done = _run(game, [{"type": "cast", "card": "b"}, {"type": "resolve"}, {"type": "resolve"},
                       {"type": "play_land", "card": "p"}, {"type": "resolve"}], staff, WHITE_BEAR, PLAINS)
    assert player_of(done, "alice")["life"] == 22


# --- "Regenerate ~." after any cost (CR 701.19a) ----------------------------------------------------------------------

WARLORD = ("Vampire Warlord", "Creature — Vampire Warrior", "Sacrifice another creature: Regenerate Vampire Warlord. (The "
           "next time this creature would be destroyed this turn, it isn't. Instead tap it, remove all damage from it, "
           "and remove it from combat.)", "{4}{B}", ("4", "2"))
TROLLHIDE = ("Trollhide", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets +2/+2 and has \"{1}{G}: "
             "Regenerate this creature.\"", "{2}{G}")


def test_701_19a_regenerate_after_a_sacrifice_cost() -> None:
    warlord = _read(*WARLORD)
    assert warlord["abilities"] == [{"kind": "activated", "cost": "", "effect": {"kind": "regenerate", "target": "self"},
                                     "other_costs": [{"kind": "sacrifice_permanents", "spec": "creature:other",
                                                      "amount": 1}]}]
    assert _read(*TROLLHIDE)["abilities"][-1] == {"kind": "grant_activated", "to": "attached_permanent", "ability": {
        "kind": "activated", "cost": "{1}{G}", "effect": {"kind": "regenerate", "target": "self"}}}
    _not_read("Sacrifice another creature: Regenerate ~ until end of turn.")
    game = state(battlefield=[_on("w", "Vampire Warlord"), _on("b", "Bear")])
    activate = {"type": "activate", "player": "alice", "permanent": "w", "ability": 0}
    done = _run(game, [{**activate, "choices": {"sacrifice": ["b"]}}, {"type": "resolve"}], warlord, BEAR)
    assert _permanent(done, "b") is None and (_permanent(done, "w") or {}).get("regeneration_shields") == 1
    with pytest.raises(IllegalAction):  # "another": not itself
        _run(game, [{**activate, "choices": {"sacrifice": ["w"]}}], warlord, BEAR)


# --- "a white or blue spell", "target red or green creature" (CR 105.2); "that player" is the caster (CR 603.2) ------

MINDSPARKER = ("Mindsparker", "Creature — Elemental", "First strike\nWhenever an opponent casts a white or blue instant or "
               "sorcery spell, Mindsparker deals 2 damage to that player.", "{1}{R}{R}", ("3", "2"))
WITCHSTALKER = ("Witchstalker", "Creature — Wolf", "Hexproof\nWhenever an opponent casts a blue or black spell during "
                "your turn, put a +1/+1 counter on Witchstalker.", "{1}{G}{G}", ("3", "3"))
TIDEBINDER = ("Tidebinder Mage", "Creature — Merfolk Wizard", "When Tidebinder Mage enters the battlefield, tap target "
              "red or green creature an opponent controls. That creature doesn't untap during its controller's untap "
              "step for as long as you control Tidebinder Mage.", "{G}{G}", ("2", "2"))
BOLT = {"name": "Blue Bolt", "types": ["Instant"], "mana_cost": "{U}",
        "abilities": [{"kind": "spell", "effect": {"kind": "draw", "amount": 1, "player": "you"}}]}


def test_105_2_mindsparker_deals_damage_to_the_caster_of_a_blue_instant() -> None:
    sparker = _read(*MINDSPARKER)
    assert sparker["abilities"][-1] == {"kind": "cast_trigger", "caster": "opponent",
                                        "spell_type_any_of": ["Instant", "Sorcery"], "spell_with": ["white_or_blue"],
                                        "effect": {"kind": "damage", "amount": 2, "target": "that_player"}}
    assert _read(*TIDEBINDER)["abilities"][0]["effect"] == {"kind": "tap",
                                                            "target": "creature:red_or_green:opponent_controls"}
    _not_read("Whenever an opponent casts a white or blue instant or sorcery spell, ~ deals 2 damage to that creature.")
    game = state(active_player="bob", battlefield=[_on("m", "Mindsparker")],
                 bob={"mana_pool": {"U": 1}, "hand": [{"id": "x", "card": "Blue Bolt"}]})
    done = _run(game, [{"type": "cast", "player": "bob", "card": "x"}, {"type": "resolve"}], sparker, BOLT)
    assert player_of(done, "bob")["life"] == 18 and player_of(done, "alice")["life"] == 20


def test_102_1_witchstalker_grows_only_during_its_controllers_turn() -> None:
    stalker = _read(*WITCHSTALKER)
    assert stalker["abilities"][-1] == {"kind": "cast_trigger", "caster": "opponent", "spell_with": ["blue_or_black"],
                                        "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1,
                                                   "target": "self"}, "during": "your_turn"}
    _not_read("Whenever an opponent casts a blue or black spell during their turn, put a +1/+1 counter on ~.")
    cast = [{"type": "cast", "player": "bob", "card": "x"}, {"type": "resolve"}]
    for active, counters in (("alice", {"+1/+1": 1}), ("bob", {})):
        game = state(active_player=active, battlefield=[_on("w", "Witchstalker")],
                     bob={"mana_pool": {"U": 1}, "hand": [{"id": "x", "card": "Blue Bolt"}]})
        done = _run(game, cast, stalker, BOLT)
        assert (_permanent(done, "w") or {}).get("counters", {}) == counters


# --- "that creature gets +2/+0 and gains haste until end of turn" on the entering creature (CR 603.2) ---------------

BATTLEDRIVER = ("Ogre Battledriver", "Creature — Ogre Warrior", "Whenever another creature enters the battlefield under "
                "your control, that creature gets +2/+0 and gains haste until end of turn. (It can attack and {T} this "
                "turn.)", "{2}{R}{R}", ("3", "3"))


def test_603_2_battledriver_pumps_the_creature_that_entered() -> None:
    ogre = _read(*BATTLEDRIVER)
    assert ogre["abilities"] == [{"kind": "triggered", "trigger": "permanent_enters", "entering": "creature:other:you_control",
                                  "effect": {"kind": "pump", "target": "that_permanent", "power": 2, "toughness": 0,
                                             "duration": "end_of_turn", "keywords": ["haste"]}}]
    _not_read("Whenever another creature enters under your control, ~ deals 1 damage to that creature.")
    bear = {**BEAR, "mana_cost": "{1}{G}"}
    game = state(battlefield=[_on("o", "Ogre Battledriver")], alice={"mana_pool": {"G": 2}, "hand": [{"id": "b", "card": "Bear"}]})
    done = _run(game, [{"type": "cast", "card": "b"}, {"type": "resolve"}, {"type": "resolve"}], ogre, bear)
    found = (_permanent(done, "b") or {})["characteristics"]
    assert (found["power"], found["keywords"]) == (4, ["haste"])
    assert (_permanent(done, "o") or {})["characteristics"]["power"] == 3


# --- "~ enters with X +1/+1 counters on it, where X is the amount of life you've gained this turn." (CR 614.1c) ------

WURM = ("Voracious Wurm", "Creature — Wurm", "Voracious Wurm enters the battlefield with X +1/+1 counters on it, where X "
        "is the amount of life you've gained this turn.", "{1}{G}", ("2", "2"))


def test_614_1c_voracious_wurm_counts_the_life_gained_this_turn() -> None:
    wurm = _read(*WURM)
    assert wurm["abilities"] == [{"kind": "etb_counters", "counter": "+1/+1", "amount": 1,
                                  "for_each": "life_gained_this_turn"}]
    _not_read("~ enters with X +1/+1 counters on it, where X is ~'s power.")
    for gained in (3, 0):
        game = state(alice={"mana_pool": {"G": 2}, "hand": [{"id": "w", "card": "Voracious Wurm"}],
                            "life_gained_this_turn": gained})
        done = _run(game, [{"type": "cast", "card": "w"}, {"type": "resolve"}], wurm)
        assert (_permanent(done, "w") or {}).get("counters", {}).get("+1/+1", 0) == gained


# --- "for each creature on the battlefield" (CR 400.1, 608.2h) --------------------------------------------------------

CONGREGATE = ("Gathering", "Instant", "Target player gains 2 life for each creature on the battlefield.", "{3}{W}")


def test_608_2h_life_for_each_creature_on_the_battlefield_counts_every_creature() -> None:
    congregate = _read(*CONGREGATE)
    assert congregate["abilities"] == [{"kind": "spell", "effect": {"kind": "gain_life", "amount": "times:2:count:creature",
                                                                    "player": "target_player"}}]
    game = state(battlefield=[_on("a", "Bear"), _on("b", "Bear", "bob"), _on("c", "Bear", "bob")],
                 alice={"mana_pool": {"W": 4}, "hand": [{"id": "g", "card": "Gathering"}]})
    done = _run(game, [{"type": "cast", "card": "g", "choices": {"targets": ["bob"]}}, {"type": "resolve"}], congregate, BEAR)
    assert player_of(done, "bob")["life"] == 26 and player_of(done, "alice")["life"] == 20


# --- "~ can't block creatures with power 2 or less." (CR 509.1b) ------------------------------------------------------

TYRANT = ("Cyclops Tyrant", "Creature — Cyclops", "Intimidate\nCyclops Tyrant can't block creatures with power 2 or less.",
          "{5}{R}", ("3", "4"))


def test_509_1b_cyclops_tyrant_cant_block_small_creatures() -> None:
    tyrant = _read(*TYRANT)
    assert tyrant["abilities"][-1] == {"kind": "can_block_only", "attackers_with": None, "power_greater_than": 2}
    _not_read("~ can't block creatures with power 2 or greater.")
    big = {**BEAR, "name": "Big", "power": 3}
    game = state(step="declare_attackers", active_player="bob",
                 battlefield=[_on("t", "Cyclops Tyrant"), _on("s", "Bear", "bob"), _on("g", "Big", "bob")])
    attack = {"type": "declare_attackers", "player": "bob", "attackers": [{"id": i, "defending": "alice"} for i in "sg"]}
    with pytest.raises(IllegalAction) as refusal:
        _run(game, [attack, {"type": "next_step"}, {"type": "declare_blockers", "player": "alice",
                                                     "blocks": [{"blocker": "t", "attacker": "s"}]}], tyrant, BEAR, big)
    assert "CR 509.1b" in refusal.value.cites
    done = _run(game, [attack, {"type": "next_step"}, {"type": "declare_blockers", "player": "alice",
                                                        "blocks": [{"blocker": "t", "attacker": "g"}]}], tyrant, BEAR, big)
    assert done["state"]["combat"]["blockers"]["t"] == ["g"] and events_of(done, "blocker_declared")


# --- "that player discards a card and you create a tapped 2/2 black Zombie creature token" (CR 111.1, 110.5) ---------

REAVER = ("Liliana's Reaver", "Creature — Zombie", "Deathtouch\nWhenever Liliana's Reaver deals combat damage to a player, "
          "that player discards a card and you create a tapped 2/2 black Zombie creature token.", "{2}{B}{B}", ("4", "3"))


def test_111_1_reaver_makes_the_player_discard_and_creates_a_tapped_zombie() -> None:
    reaver = _read(*REAVER)
    assert reaver["abilities"][-1]["then_effects"][0]["tapped"] is True
    _not_read("Whenever ~ deals combat damage to a player, you create a tapped 2/2 black Zombie creature.")
    game = state(step="declare_attackers", battlefield=[_on("r", "Liliana's Reaver")],
                 bob={"hand": [{"id": "h", "card": "Bear"}]})
    done = _run(game, [_attack("r"), {"type": "next_step"}, {"type": "next_step"}, {"type": "resolve"}], reaver, BEAR)
    assert player_of(done, "bob")["life"] == 16 and player_of(done, "bob")["hand"] == []
    zombies = [p for p in done["state"]["battlefield"] if p["characteristics"]["subtypes"] == ["Zombie"]
               and p["id"] != "r"]
    assert len(zombies) == 1 and zombies[0].get("tapped") is True


# --- "It must be blocked this turn if able." after a pump (CR 509.1c, 608.2c) -----------------------------------------

ENLARGE = ("Enlarge", "Sorcery", "Target creature gets +7/+7 and gains trample until end of turn. It must be blocked this "
           "turn if able. (A creature with trample can deal excess combat damage to the player or planeswalker it's "
           "attacking.)", "{3}{G}{G}")


def test_509_1c_enlarge_must_be_blocked() -> None:
    enlarge = _read(*ENLARGE)
    assert enlarge["abilities"][1]["effect"] == {"kind": "block_requirement_this_turn", "target": "it",
                                                 "requirement": "must_be_blocked"}
    _not_read("Target creature gets +7/+7 until end of turn. It must be blocked if able.", is_spell=True)
    game = state(alice={"hand": [{"id": "e", "card": "Enlarge"}], "mana_pool": {"G": 5}},
                 battlefield=[_on("a", "Bear"), _on("b", "Bear", "bob")])
    cast = [{"type": "cast", "card": "e", "choices": {"targets": ["a"]}}, {"type": "resolve"}]
    before = [*cast, {"type": "next_step"}, {"type": "next_step"}, _attack("a"), {"type": "next_step"}]
    with pytest.raises(IllegalAction) as refusal:
        _run(game, [*before, {"type": "declare_blockers", "player": "bob", "blocks": []}], enlarge, BEAR)
    assert "CR 509.1c" in refusal.value.cites


# --- "As long as your life total is greater than or equal to your starting life total, ..." (CR 611.3a, 103.4) -------

BRAVERY = ("Path of Bravery", "Enchantment", "As long as your life total is greater than or equal to your starting life "
           "total, creatures you control get +1/+1.\nWhenever one or more creatures you control attack, you gain life "
           "equal to the number of attacking creatures.", "{2}{W}")


def test_103_4_path_of_bravery_while_at_or_above_the_starting_life() -> None:
    bravery = _read(*BRAVERY)
    assert bravery["abilities"][0] == {"kind": "static_pump", "power": 1, "toughness": 1,
                                       "affected": "creatures_you_control", "as_long_as": "life_at_least_starting"}
    _not_read("As long as your life total is greater than your starting life total, creatures you control get +1/+1.")
    for life, power in ((20, 3), (19, 2)):
        game = state(battlefield=[_on("p", "Path of Bravery"), _on("b", "Bear")], alice={"life": life})
        done = _run(game, [], bravery, BEAR)
        assert (_permanent(done, "b") or {})["characteristics"]["power"] == power


# --- "Artifacts you control have indestructible." (CR 613.1f, 702.12b) ------------------------------------------------

FORGE = ("Darksteel Forge", "Artifact", "Artifacts you control have indestructible. (Effects that say \"destroy\" don't "
         "destroy them. Artifact creatures with indestructible can't be destroyed by damage.)", "{9}")
SHATTER = {"name": "Shatter All", "types": ["Sorcery"], "mana_cost": "{R}",
           "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "each_artifact"}}]}


def test_702_12b_darksteel_forge_keeps_its_controllers_artifacts() -> None:
    forge = _read(*FORGE)
    assert forge["abilities"] == [{"kind": "static_pump", "power": 0, "toughness": 0, "keywords": ["indestructible"],
                                   "affected": "artifacts_you_control"}]
    _not_read("Artifacts you control get +1/+1.")
    golem = {**BEAR, "name": "Golem", "types": ["Artifact", "Creature"]}
    rock = {"name": "Rock", "types": ["Artifact"]}
    game = state(alice={"hand": [{"id": "s", "card": "Shatter All"}], "mana_pool": {"R": 1}},
                 battlefield=[_on("f", "Darksteel Forge"), _on("r", "Rock"), _on("g", "Golem"), _on("b", "Bear"),
                              _on("o", "Rock", "bob")])
    done = _run(game, [{"type": "cast", "card": "s"}, {"type": "resolve"}], forge, SHATTER, golem, rock, BEAR)
    assert sorted(p["id"] for p in done["state"]["battlefield"]) == ["b", "f", "g", "r"]
    assert "indestructible" not in (_permanent(done, "b") or {})["characteristics"]["keywords"]


# --- "Choose a color. White creatures you control gain protection from the chosen color ..." (CR 608.2d, 702.16a) -----

BRAVE = ("Brave the Elements", "Instant", "Choose a color. White creatures you control gain protection from the chosen "
         "color until end of turn.", "{W}")


def test_608_2d_brave_the_elements_one_color_for_the_white_creatures() -> None:
    brave = _read(*BRAVE)
    assert brave["abilities"][0]["effect"]["target"] == "all:creature:white:you_control"
    _not_read("Choose a color. White creatures you control gain protection from the chosen color.", is_spell=True)
    white = {**BEAR, "name": "White Bear", "colors": ["W"]}
    game = state(alice={"hand": [{"id": "x", "card": "Brave the Elements"}], "mana_pool": {"W": 1}},
                 battlefield=[_on("w", "White Bear"), _on("b", "Bear"), _on("o", "White Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "x"}, {"type": "resolve", "choices": {"keyword": "protection from red"}}],
                brave, white, BEAR)
    keywords = {p["id"]: p["characteristics"]["keywords"] for p in done["state"]["battlefield"]}
    assert keywords == {"w": ["protection:red"], "b": [], "o": []}


# --- "Whenever a player taps a nonbasic land for mana, ~ deals 1 damage to that player." (CR 106.12a, 205.4c) --------

BURNING = ("Burning Earth", "Enchantment", "Whenever a player taps a nonbasic land for mana, Burning Earth deals 1 damage "
           "to that player.", "{3}{R}")
GROVE = {"name": "Grove", "types": ["Land"], "abilities": [{"kind": "mana", "cost": "{T}", "add": "{G}"}]}


def test_205_4c_burning_earth_burns_only_nonbasic_lands() -> None:
    earth = _read(*BURNING)
    assert earth["abilities"] == [{"kind": "tapped_for_mana_trigger", "watch": "nonbasic_lands",
                                   "effect": {"kind": "damage", "amount": 1, "target": "that_player"}}]
    game = state(battlefield=[_on("e", "Burning Earth"), _on("g", "Grove", "bob"), _on("f", "Forest", "bob")])
    for land, life in (("g", 19), ("f", 20)):
        done = _run(game, [{"type": "tap_for_mana", "player": "bob", "permanent": land, "ability": 0},
                           *([{"type": "resolve"}] if land == "g" else [])], earth, GROVE)
        assert player_of(done, "bob")["life"] == life and done["state"]["stack"] == []


# --- "When enchanted creature becomes the target of a spell or ability, sacrifice ~." (CR 603.2, 115.1) --------------

ARMOR = ("Illusionary Armor", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets +4/+4.\nWhen enchanted "
         "creature becomes the target of a spell or ability, sacrifice Illusionary Armor.", "{4}{U}")
GIANT_GROWTH = {"name": "Growth", "types": ["Instant"], "mana_cost": "{G}", "abilities": [{"kind": "spell", "effect": {
    "kind": "pump", "target": "creature", "power": 3, "toughness": 3, "duration": "end_of_turn"}}]}


def test_603_2_illusionary_armor_is_sacrificed_when_its_creature_is_targeted() -> None:
    armor = _read(*ARMOR)
    assert armor["abilities"][-1] == {"kind": "triggered", "trigger": "enchanted_targeted",
                                      "effect": {"kind": "sacrifice", "target": "self"}}
    _not_read("When enchanted creature becomes the target of a spell, sacrifice ~.")
    game = state(alice={"hand": [{"id": "x", "card": "Growth"}], "mana_pool": {"G": 1}},
                 battlefield=[_on("b", "Bear"), _on("a", "Illusionary Armor", attached_to="b"), _on("o", "Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "x", "choices": {"targets": ["b"]}}, {"type": "resolve"},
                       {"type": "resolve"}], armor, GIANT_GROWTH, BEAR)
    assert _permanent(done, "a") is None and (_permanent(done, "b") or {})["characteristics"]["power"] == 5
    kept = _run(game, [{"type": "cast", "card": "x", "choices": {"targets": ["o"]}}, {"type": "resolve"}], armor,
                GIANT_GROWTH, BEAR)
    assert _permanent(kept, "a") is not None and kept["state"]["stack"] == []


# --- "Look at the top card of your library. If it's a land card, you may put it onto the battlefield." (CR 608.2c) ---

WILDS = ("Into the Wilds", "Enchantment", "At the beginning of your upkeep, look at the top card of your library. If it's "
         "a land card, you may put it onto the battlefield.", "{3}{G}")


def test_608_2c_into_the_wilds_puts_a_land_from_the_top() -> None:
    wilds = _read(*WILDS)
    assert wilds["abilities"][0]["effect"] == {"kind": "look_at_top", "amount": 1, "take": 1, "to": "battlefield",
                                               "rest": "top", "optional": True, "quality": ["land"]}
    _not_read("If it's a land card, you may put it onto the battlefield.", is_spell=True)
    for top, put in (("Forest", True), ("Grizzly Bears", False)):
        game = state(step="untap", battlefield=[_on("w", "Into the Wilds")],
                     alice={"library": [{"id": "top", "card": top}, {"id": "next", "card": "Forest"}]})
        actions = [{"type": "next_step"}, {"type": "resolve", "choices": {"chosen": ["top"]}}]
        if put:
            done = _run(game, actions, wilds)
            assert _permanent(done, "top") is not None and len(player_of(done, "alice")["library"]) == 1
        else:
            with pytest.raises(IllegalAction):  # not a land card: it stays on top
                _run(game, actions, wilds)


# --- "The next sorcery spell you cast this turn can be cast as though it had flash." (CR 702.8a, 601.2i) -------------

QUICKEN = ("Quicken", "Instant", "The next sorcery spell you cast this turn can be cast as though it had flash. (It can be "
           "cast any time you could cast an instant.)\nDraw a card.", "{U}")
STUDY = {"name": "Study", "types": ["Sorcery"], "mana_cost": "{U}",
         "abilities": [{"kind": "spell", "effect": {"kind": "draw", "amount": 1, "player": "you"}}]}


def test_601_2i_quicken_lets_one_sorcery_be_cast_at_instant_speed() -> None:
    quicken = _read(*QUICKEN)
    assert quicken["abilities"][0]["effect"] == {"kind": "cast_as_though_flash_for", "spells": "sorcery",
                                                 "until": "end_of_turn", "next_only": True}
    _not_read("The next sorcery spell you cast can be cast as though it had flash.", is_spell=True)
    hand = [{"id": "q", "card": "Quicken"}, {"id": "s1", "card": "Study"}, {"id": "s2", "card": "Study"}]
    library = [{"id": f"l{n}", "card": "Forest"} for n in range(4)]
    game = state(step="beginning_of_combat", alice={"hand": hand, "library": library, "mana_pool": {"U": 3}})
    quick = [{"type": "cast", "card": "q"}, {"type": "resolve"}, {"type": "cast", "card": "s1"}, {"type": "resolve"}]
    done = _run(game, quick, quicken, STUDY)
    assert len(player_of(done, "alice")["hand"]) == 3 and done["state"].get("flash_permissions", []) == []
    with pytest.raises(IllegalAction) as refusal:  # used up by the first sorcery
        _run(game, [*quick, {"type": "cast", "card": "s2"}], quicken, STUDY)
    assert "CR 702.8a" in refusal.value.cites


# --- "that player reveals a card at random from their hand." (CR 701.20a) ---------------------------------------------

SPY = ("Merfolk Spy", "Creature — Merfolk Rogue", "Islandwalk\nWhenever Merfolk Spy deals combat damage to a player, that "
       "player reveals a card at random from their hand.", "{U}", ("1", "1"))


def test_701_20a_merfolk_spy_reveals_a_random_card() -> None:
    spy = _read(*SPY)
    assert spy["abilities"][-1]["effect"] == {"kind": "reveal_at_random", "player": "that_player"}
    _not_read("When ~ enters, that player reveals a card at random from their hand.")
    game = state(step="declare_attackers", battlefield=[_on("s", "Merfolk Spy")],
                 bob={"hand": [{"id": "h1", "card": "Bear"}, {"id": "h2", "card": "Bear"}]})
    done = _run(game, [_attack("s"), {"type": "next_step"}, {"type": "next_step"},
                       {"type": "resolve", "choices": {"discard": ["h2"]}}], spy, BEAR)
    revealed = events_of(done, "revealed_at_random")
    assert [(e["player"], e["card"], e["chosen"]) for e in revealed] == [("bob", "h2", True)]
    assert [c["id"] for c in player_of(done, "bob")["hand"]] == ["h1", "h2"]
