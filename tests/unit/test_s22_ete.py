"""Session 22, group ete (docs/oracle-s22-ete.md): lines of XLN, RIX, IKO, M19, M20, M21, BLB and 4ED read by the s22-ete
grammar rules, each checked on the real card's Oracle text (and a near variant the reader must refuse), then played
by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _not_read, _on, _permanent

ATTACK_STEPS: list[dict[str, Any]] = [{"type": "next_step"}, {"type": "next_step"}]  # to blockers, to combat damage


def _attack(attacker: str) -> dict[str, Any]:
    return {"type": "declare_attackers", "attackers": [{"id": attacker, "defending": "bob"}]}


def _tokens(result: dict[str, Any], controller: str) -> list[dict[str, Any]]:
    return [p for p in result["state"]["battlefield"] if p.get("is_token") and p["controller"] == controller]


# --- "target opponent creates <tokens>" (CR 111.2, 115.1) ------------------------------------------------------------

SCOUNDRELS = ("Wanted Scoundrels", "Creature — Human Pirate", "When Wanted Scoundrels dies, target opponent creates two "
              "Treasure tokens. (They're artifacts with \"{T}, Sacrifice this artifact: Add one mana of any color.\")",
              "{1}{B}", ("4", "3"))
BANISH = {"name": "Slay", "types": ["Instant"], "mana_cost": "{0}", "abilities": [
    {"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}}]}


def test_111_2_target_opponent_creates_the_tokens() -> None:
    scoundrels = read_full_definition(*SCOUNDRELS)
    assert scoundrels["abilities"] == [{"kind": "triggered", "trigger": "dies", "effect": {
        "kind": "create_token", "token": "Treasure", "for_player": "target_opponent", "count": 2}}]
    baffling = read_full_definition(
        "Baffling End", "Enchantment", "When Baffling End enters the battlefield, exile target creature an opponent "
        "controls with mana value 3 or less.\nWhen Baffling End leaves the battlefield, target opponent creates a 3/3 "
        "green Dinosaur creature token with trample.", "{1}{W}")
    assert baffling["abilities"][1]["effect"]["for_player"] == "target_opponent"
    _not_read("When ~ dies, target creature creates two Treasure tokens.")
    game = state(battlefield=[_on("w", "Wanted Scoundrels")], alice={"hand": [{"id": "s", "card": "Slay"}]})
    slay = {"type": "cast", "card": "s", "choices": {"targets": ["w"]}}
    done = _run(game, [slay, {"type": "resolve"}, {"type": "resolve", "choices": {"targets": ["bob"]}}], scoundrels,
                BANISH)
    assert [t["characteristics"]["name"] for t in _tokens(done, "bob")] == ["Treasure Token"] * 2 and not _tokens(done, "alice")
    with pytest.raises(IllegalAction, match="'alice' is not an opponent"):  # the target must be an opponent (115.1)
        _run(game, [slay, {"type": "resolve"}, {"type": "resolve", "choices": {"targets": ["alice"]}}], scoundrels,
             BANISH)


# --- "Create <tokens> and <tokens>." / "For each <noun>, create <tokens>." (CR 111.1, 608.2h) -------------------------

def test_111_1_two_kinds_of_tokens_and_a_token_for_each_land() -> None:
    friendship = read_full_definition("Forbidden Friendship", "Sorcery", "Create a 1/1 red Dinosaur creature token "
                                      "with haste and a 1/1 white Human Soldier creature token.", "{1}{R}")
    assert [a["effect"]["token"]["subtypes"] for a in friendship["abilities"]] == [["Dinosaur"], ["Human", "Soldier"]]
    bounty = read_full_definition("Brass's Bounty", "Sorcery", "For each land you control, create a Treasure token. "
                                  "(It's an artifact with \"{T}, Sacrifice this artifact: Add one mana of any color.\")",
                                  "{6}{R}")
    assert bounty["abilities"] == [{"kind": "spell", "effect": {"kind": "create_token", "token": "Treasure",
                                                               "count": "lands_you_control"}}]
    _not_read("Create a 1/1 red Dinosaur creature token with haste and draw a card and a Treasure token.", is_spell=True)
    _not_read("For each land you control, create a Treasure token and draw a card.", is_spell=True)
    game = state(battlefield=[_on("f1", "Forest"), _on("f2", "Forest"), _on("f3", "Forest", "bob")],
                 alice={"hand": [{"id": "ff", "card": "Forbidden Friendship"}, {"id": "bb", "card": "Brass's Bounty"}],
                        "mana_pool": {"R": 2, "C": 6}})
    made = _run(game, [{"type": "cast", "card": "ff"}, {"type": "resolve"}], friendship, bounty)
    tokens = _tokens(made, "alice")
    assert sorted((t["characteristics"]["subtypes"][0], t["characteristics"]["keywords"]) for t in tokens) == [
        ("Dinosaur", ["haste"]), ("Human", [])]
    treasures = _tokens(_run(game, [{"type": "cast", "card": "bb"}, {"type": "resolve"}], friendship, bounty), "alice")
    assert [t["characteristics"]["name"] for t in treasures] == ["Treasure Token"] * 2  # two lands of alice's


# --- "Legendary Humans you control have indestructible." (CR 205.4a, 613.1f) ---------------------------------------

def test_205_4a_only_legendary_humans_get_indestructible() -> None:
    enforcer = read_full_definition(
        "General's Enforcer", "Creature — Human Soldier", "Legendary Humans you control have indestructible.\n{2}{W}{B}: "
        "Exile target card from a graveyard. If it was a creature card, create a 1/1 white Human Soldier creature token.",
        "{W}{B}", ("2", "3"))
    assert enforcer["abilities"][0] == {"kind": "static_pump", "power": 0, "toughness": 0, "keywords": [
        "indestructible"], "subtype": "Human", "affected_with": "creature:legendary", "affected": "creatures_you_control"}
    _not_read("Legendary Humans you control have indestructible unless they attack.")
    hero = {"name": "Hero", "types": ["Creature"], "supertypes": ["Legendary"], "subtypes": ["Human"], "power": 2,
            "toughness": 2}
    squire = {"name": "Squire", "types": ["Creature"], "subtypes": ["Human"], "power": 1, "toughness": 1}
    game = state(battlefield=[_on("e", "General's Enforcer"), _on("h", "Hero"), _on("s", "Squire")])
    done = _run(game, [], enforcer, hero, squire)
    keywords = {p["id"]: p["characteristics"]["keywords"] for p in done["state"]["battlefield"]}
    assert "indestructible" in keywords["h"] and "indestructible" not in keywords["s"]
    assert "indestructible" not in keywords["e"]  # a Human, not legendary


# --- "Whenever a Merfolk you control deals combat damage to a player, draw a card." (CR 510.2, 603.2) -------------

def test_510_2_a_merfolk_dealing_combat_damage_draws_a_card() -> None:
    oracle = read_full_definition("Seafloor Oracle", "Creature — Merfolk Wizard", "Whenever a Merfolk you control deals "
                                  "combat damage to a player, draw a card.", "{2}{U}{U}", ("2", "3"))
    assert oracle["abilities"][0]["dealing"] == "permanent:you_control:Merfolk"
    _not_read("Whenever a Merfolk you control deals combat damage to a player during your turn, draw a card.")
    merfolk = {"name": "Fish", "types": ["Creature"], "subtypes": ["Merfolk"], "power": 1, "toughness": 1}
    for attacker, drawn in (("m", 1), ("b", 0)):
        game = state(step="declare_attackers", battlefield=[_on("o", "Seafloor Oracle"), _on("m", "Fish"),
                                                            _on("b", "Bear")])
        done = _run(game, [_attack(attacker), *ATTACK_STEPS, *[{"type": "resolve"}] * drawn], oracle, merfolk, BEAR)
        assert len(player_of(done, "alice")["hand"]) == drawn and player_of(done, "bob")["life"] == 20 - (
            1 if attacker == "m" else 2)


# --- "if you have the city's blessing" on combat damage and "another creature you control dies" triggers (CR 603.4,
# 702.131c) --------------------------------------------------------------------------------------------------------

BRAWLER = ("Deadeye Brawler", "Creature — Human Pirate", "Deathtouch\nAscend (If you control ten or more permanents, you "
           "get the city's blessing for the rest of the game.)\nWhenever Deadeye Brawler deals combat damage to a "
           "player, if you have the city's blessing, draw a card.", "{2}{U}{B}", ("2", "4"))
HARPY = ("Mausoleum Harpy", "Creature — Harpy", "Flying\nAscend (If you control ten or more permanents, you get the "
         "city's blessing for the rest of the game.)\nWhenever another creature you control dies, if you have the city's "
         "blessing, put a +1/+1 counter on Mausoleum Harpy.", "{4}{B}", ("3", "3"))


def test_603_4_the_city_blessing_is_checked_as_it_triggers_and_resolves() -> None:
    brawler, harpy = read_full_definition(*BRAWLER), read_full_definition(*HARPY)
    assert brawler["abilities"][-1]["intervening_if"] == {"kind": "city_blessing"}
    assert harpy["abilities"][-1]["intervening_if"] == {"kind": "city_blessing"}
    _not_read("Whenever ~ blocks, if you have the city's blessing, draw a card.")
    for blessed, drawn in ((False, 0), (True, 1)):
        game = state(step="declare_attackers", battlefield=[_on("d", "Deadeye Brawler")],
                     alice={"city_blessing": blessed})
        done = _run(game, [_attack("d"), *ATTACK_STEPS, *([{"type": "resolve"}] if blessed else [])], brawler)
        assert len(player_of(done, "alice")["hand"]) == drawn and done["state"]["stack"] == []
        game = state(battlefield=[_on("h", "Mausoleum Harpy"), _on("b", "Bear")],
                     alice={"city_blessing": blessed, "hand": [{"id": "s", "card": "Slay"}]})
        died = _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["b"]}}, {"type": "resolve"},
                           *([{"type": "resolve"}] if blessed else [])], harpy, BEAR, BANISH)
        assert (_permanent(died, "h") or {}).get("counters", {}).get("+1/+1", 0) == drawn
        assert died["state"]["stack"] == []


# --- "it explores, then it explores again" and "Whenever a creature enters under your control, it explores." -------
# (CR 701.44a, 603.2)

JADELIGHT = ("Jadelight Ranger", "Creature — Merfolk Scout Ranger", "When Jadelight Ranger enters the battlefield, it "
             "explores, then it explores again. (Reveal the top card of your library. Put that card into your hand if "
             "it's a land. Otherwise, put a +1/+1 counter on this creature, then put the card back or put it into your "
             "graveyard. Then repeat this process.)", "{1}{G}{G}", ("2", "1"))
PATH = ("Path of Discovery", "Enchantment", "Whenever a creature enters the battlefield under your control, it explores. "
        "(Reveal the top card of your library. Put that card into your hand if it's a land. Otherwise, put a +1/+1 "
        "counter on the creature, then put the card back or put it into your graveyard.)", "{3}{G}")


def test_701_44a_jadelight_explores_twice_and_path_of_discovery_makes_the_entering_creature_explore() -> None:
    jadelight, path = read_full_definition(*JADELIGHT), read_full_definition(*PATH)
    assert jadelight["abilities"] == [{"kind": "triggered", "trigger": "enters", "effect": {
        "kind": "explore", "target": "self"}, "then_effects": [{"kind": "explore", "target": "self"}]}]
    assert path["abilities"][0]["effect"] == {"kind": "explore", "target": "that_permanent"}
    _not_read("When ~ enters, it explores, then it explores twice.")
    library = [{"id": "top", "card": "Forest"}, {"id": "next", "card": "Grizzly Bears"}]
    game = state(alice={"mana_pool": {"G": 3}, "hand": [{"id": "j", "card": "Jadelight Ranger"}], "library": library})
    done = _run(game, [{"type": "cast", "card": "j"}, {"type": "resolve"}, {"type": "resolve"}], jadelight)
    alice = player_of(done, "alice")  # the land to the hand, then a counter for the nonland kept on top
    assert [c["id"] for c in alice["hand"]] == ["top"] and [c["id"] for c in alice["library"]] == ["next"]
    assert (_permanent(done, "j") or {}).get("counters") == {"+1/+1": 1}
    game = state(battlefield=[_on("p", "Path of Discovery")], alice={
        "mana_pool": {"G": 2}, "hand": [{"id": "b", "card": "Bear"}], "library": [{"id": "top", "card": "Grizzly Bears"}]})
    bear = {**BEAR, "mana_cost": "{1}{G}"}
    done = _run(game, [{"type": "cast", "card": "b"}, {"type": "resolve"}, {"type": "resolve"}], path, bear)
    assert (_permanent(done, "b") or {}).get("counters") == {"+1/+1": 1}


# --- "tap all creatures target opponent controls" (CR 115.1, 701.26a) ----------------------------------------------

def test_115_1_tempest_caller_taps_the_target_opponents_creatures() -> None:
    caller = read_full_definition("Tempest Caller", "Creature — Merfolk Wizard", "When Tempest Caller enters the "
                                  "battlefield, tap all creatures target opponent controls.", "{2}{U}{U}", ("2", "3"))
    assert caller["abilities"][0]["effect"] == {"kind": "tap", "target": "all:creature:target_opponent_controls"}
    _not_read("Tap target creature target opponent controls.", is_spell=True)
    game = state(battlefield=[_on("a", "Bear"), _on("b1", "Bear", "bob"), _on("b2", "Bear", "bob")],
                 alice={"mana_pool": {"U": 2, "C": 2}, "hand": [{"id": "t", "card": "Tempest Caller"}]})

    def enters(target: str) -> list[dict[str, Any]]:  # the trigger's target, chosen as it is put on the stack
        return [{"type": "cast", "card": "t"}, {"type": "resolve", "choices": {"targets": [target]}}]
    done = _run(game, [*enters("bob"), {"type": "resolve"}], caller, BEAR)
    tapped = {p["id"]: p.get("tapped", False) for p in done["state"]["battlefield"]}
    assert tapped["b1"] and tapped["b2"] and not tapped["a"] and not tapped["t"]
    with pytest.raises(IllegalAction):  # the target must be an opponent (CR 115.1)
        _run(game, enters("alice"), caller, BEAR)


# --- "create X ... tokens ..., where X is ~'s power" (CR 608.2h) and "Whenever one or more nontoken Vampires you
# control attack" (CR 508.3d, 111.1) -------------------------------------------------------------------------------

ELENDA = ("Elenda, the Dusk Rose", "Legendary Creature — Vampire Knight", "Lifelink\nWhenever another creature dies, put "
          "a +1/+1 counter on Elenda, the Dusk Rose.\nWhen Elenda dies, create X 1/1 white Vampire creature tokens with "
          "lifelink, where X is Elenda's power.", "{2}{W}{B}", ("1", "1"))
MAVREN = ("Mavren Fein, Dusk Apostle", "Legendary Creature — Vampire Cleric", "Whenever one or more nontoken Vampires you "
          "control attack, create a 1/1 white Vampire creature token with lifelink.", "{2}{W}", ("2", "2"))


def test_608_2h_elenda_leaves_as_many_vampires_as_its_last_power_and_mavren_fein_makes_one_per_attack() -> None:
    elenda, mavren = read_full_definition(*ELENDA), read_full_definition(*MAVREN)
    assert elenda["abilities"][-1]["effect"]["count"] == "source_power"
    assert mavren["abilities"][0]["attack_with"] == "creature:nontoken:Vampire"
    _not_read("When ~ dies, create X 1/1 white Vampire creature tokens, where X is ~'s toughness.")
    game = state(battlefield=[_on("e", "Elenda, the Dusk Rose", counters={"+1/+1": 2})],
                 alice={"hand": [{"id": "s", "card": "Slay"}]})
    done = _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["e"]}}, {"type": "resolve"},
                       {"type": "resolve"}], elenda, BANISH)
    assert len(_tokens(done, "alice")) == 3  # its power as it last existed: 1 + 2 (CR 608.2h)
    for attacker, made in (("m", 1), ("b", 0)):
        game = state(step="declare_attackers", battlefield=[_on("m", "Mavren Fein, Dusk Apostle"), _on("b", "Bear")])
        done = _run(game, [_attack(attacker), *[{"type": "resolve"}] * made], mavren, BEAR)
        assert len(_tokens(done, "alice")) == made and done["state"]["stack"] == []


# --- "target player mills half their library, rounded up" (CR 701.17a, 107.1a, 608.2h) ------------------------------

def test_701_17a_fleet_swallower_mills_half_a_library_rounded_up() -> None:
    swallower = read_full_definition("Fleet Swallower", "Creature — Fish", "Whenever Fleet Swallower attacks, target "
                                     "player mills half their library, rounded up.", "{5}{U}{U}", ("5", "5"))
    assert swallower["abilities"][0]["effect"] == {"kind": "mill", "amount": "target_library_half_up",
                                                   "player": "target_player"}
    _not_read("Whenever ~ attacks, each player mills half their library, rounded up.")
    game = state(step="declare_attackers", battlefield=[_on("f", "Fleet Swallower")])
    done = _run(game, [_attack("f"), {"type": "resolve", "choices": {"targets": ["bob"]}}], swallower)
    bob = player_of(done, "bob")  # five cards: three milled
    assert len(bob["graveyard"]) == 3 and len(bob["library"]) == 2


# --- "Creatures your opponents control enter the battlefield tapped." (CR 614.1c, 614.12) ------------------------

def test_614_1c_kinjallis_sunwing_in_the_older_wording() -> None:
    sunwing = read_full_definition("Kinjalli's Sunwing", "Creature — Dinosaur", "Flying\nCreatures your opponents "
                                   "control enter the battlefield tapped.", "{2}{W}", ("2", "3"))
    assert sunwing["abilities"] == [{"kind": "opponents_enter_tapped", "types": ["creature"]}]
    _not_read("Creatures your opponents control enter the battlefield untapped.")
    bear = {**BEAR, "mana_cost": "{1}"}
    for controller, tapped in (("alice", True), ("bob", False)):
        game = state(active_player="bob", battlefield=[_on("k", "Kinjalli's Sunwing", controller)],
                     bob={"hand": [{"id": "b", "card": "Bear"}], "mana_pool": {"C": 1}})
        done = _run(game, [{"type": "cast", "player": "bob", "card": "b"}, {"type": "resolve"}], sunwing, bear)
        assert (_permanent(done, "b") or {}).get("tapped", False) is tapped
