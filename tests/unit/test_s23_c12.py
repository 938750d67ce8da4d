"""Session 23, group c12 (docs/oracle-s23-c12.md): lines of Magic 2012 (M12) read by the s23-c12 grammar rules and
lowerings, each checked on the real card's Oracle text (and a near variant the reader must refuse), then played by the
engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, read_full_definition, run, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import NEXT, attack, block, creature
from tests.unit.test_s18_m21 import BEAR, _not_read, _on, _permanent, _pt

ZAP = {"name": "Zap", "types": ["Instant"], "mana_cost": "{R}",
       "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}]}


def _read(line: str, *, is_spell: bool = False) -> list[dict[str, Any]] | None:
    return read_composed(line, is_spell=is_spell).abilities


# --- bloodthirst N (CR 702.54a, 614.1c, 120.1) ----------------------------------------------------------------------

FURYBORN_HELLKITE = ("Furyborn Hellkite", "Creature — Dragon", "Bloodthirst 6 (If an opponent was dealt damage this "
                     "turn, this creature enters the battlefield with six +1/+1 counters on it.)\nFlying", "{4}{R}{R}{R}",
                     ("6", "6"))


def test_702_54a_bloodthirst_counts_damage_dealt_to_an_opponent_this_turn() -> None:
    hellkite = read_full_definition(*FURYBORN_HELLKITE)
    assert hellkite["abilities"] == [{"kind": "etb_counters", "counter": "+1/+1", "amount": 6,
                                      "condition": "opponent_dealt_damage"}]
    _not_read("Bloodthirst X")
    cast = [{"type": "cast", "card": "h"}, {"type": "resolve"}]
    hand = [{"id": "h", "card": "Furyborn Hellkite"}, {"id": "z", "card": "Zap"}]
    # damage dealt to the opponent this turn, by a spell: six counters
    game = state(alice={"hand": hand, "mana_pool": {"R": 4, "C": 4}}, battlefield=[])
    done = _run(game, [{"type": "cast", "card": "z", "choices": {"targets": ["bob"]}}, {"type": "resolve"}, *cast], hellkite, ZAP)
    assert player_of(done, "bob")["life"] == 18 and _permanent(done, "h")["counters"] == {"+1/+1": 6}
    # damage to a creature, or to its controller itself, is not damage to an opponent: no counters
    for target in ("b", "alice"):
        game = state(alice={"hand": hand, "mana_pool": {"R": 4, "C": 4}},
                     battlefield=[{"id": "b", "card": "Bear", "controller": "bob", "owner": "bob",
                                   "controlled_since_turn": 1}])
        done = _run(game, [{"type": "cast", "card": "z", "choices": {"targets": [target]}}, {"type": "resolve"}, *cast],
                    hellkite, ZAP, BEAR)
        assert not _permanent(done, "h").get("counters")
    # a posted state says the opponent was dealt damage earlier this turn
    game = state(alice={"hand": hand, "mana_pool": {"R": 3, "C": 4}}, bob={"damage_dealt_this_turn": 3})
    assert _permanent(_run(game, cast, hellkite, ZAP), "h")["counters"] == {"+1/+1": 6}


# --- "~ can't block and can't be blocked." (CR 509.1a, 509.1b) ------------------------------------------------------


def test_509_1_tormented_soul_cant_block_and_cant_be_blocked() -> None:
    soul = read_full_definition("Tormented Soul", "Creature — Spirit", "Tormented Soul can't block and can't be "
                                "blocked.", "{B}", ("1", "1"))
    assert soul["abilities"] == [{"kind": "self_cant_block"}, {"kind": "unblockable"}]
    _not_read("~ can't block and can't attack.")
    on = [{"id": "s", "card": soul, "controller": "alice", "controlled_since_turn": 1}, creature("b", "bob")]
    with pytest.raises(IllegalAction):  # it can't be blocked
        run(state(step="declare_attackers", battlefield=on), [attack("s"), NEXT, block(("b", "s"))])
    with pytest.raises(IllegalAction):  # it can't block
        run(state(step="declare_attackers", battlefield=on, active_player="bob"), [attack("b", defending="alice"), NEXT, block(("s", "b"))])
    assert run(state(step="declare_attackers", battlefield=on), [attack("s"), NEXT, block()])["state"]["combat"]["attackers"][0]["blocked"] is False


# --- "As an additional cost to cast ~, sacrifice a Goblin." (CR 601.2b, 205.3) ---------------------------------------

GOBLIN = {"name": "Goblin Piker", "types": ["Creature"], "subtypes": ["Goblin"], "power": 2, "toughness": 1}


def test_601_2b_goblin_grenade_sacrifices_a_goblin_as_it_is_cast() -> None:
    grenade = read_full_definition("Goblin Grenade", "Sorcery", "As an additional cost to cast this spell, sacrifice a "
                                   "Goblin.\nGoblin Grenade deals 5 damage to any target.", "{R}")
    assert grenade["abilities"][0] == {"kind": "additional_cost", "cost": "sacrifice", "card_type": "permanent",
                                       "subtype": "Goblin"}
    _not_read("As an additional cost to cast ~, sacrifice a Wombatz.", is_spell=True)
    bear = {"id": "b", "card": "Bear", "controller": "alice", "owner": "alice", "controlled_since_turn": 1}
    goblin = {"id": "g", "card": "Goblin Piker", "controller": "alice", "owner": "alice", "controlled_since_turn": 1}
    cast = [{"type": "cast", "card": "gr", "choices": {"targets": ["bob"]}}, {"type": "resolve"}]
    game = state(alice={"hand": [{"id": "gr", "card": "Goblin Grenade"}], "mana_pool": {"R": 1}},
                 battlefield=[bear, goblin])
    done = _run(game, cast, grenade, BEAR, GOBLIN)
    assert player_of(done, "bob")["life"] == 15 and [p["id"] for p in done["state"]["battlefield"]] == ["b"]
    game["battlefield"] = [bear]  # no Goblin: the spell can't be cast
    with pytest.raises(IllegalAction):
        _run(game, cast, grenade, BEAR, GOBLIN)


# --- "If you have less life than an opponent" / "If you control fewer creatures than an opponent" (CR 608.2c) ------


def test_608_2c_timely_reinforcements_checks_each_condition_as_it_is_reached() -> None:
    timely = read_full_definition("Timely Reinforcements", "Sorcery", "If you have less life than an opponent, you gain "
                                  "6 life. If you control fewer creatures than an opponent, create three 1/1 white "
                                  "Soldier creature tokens.", "{2}{W}")
    assert [a["effect"]["condition"] for a in timely["abilities"]] == [
        {"kind": "opponent_has_more", "quantity": "life"}, {"kind": "opponent_has_more", "quantity": "creatures"}]
    _not_read("If you have less mana than an opponent, you gain 6 life.", is_spell=True)
    bears = [{"id": f"b{n}", "card": "Bear", "controller": "bob", "owner": "bob", "controlled_since_turn": 1}
             for n in range(2)]
    cast = [{"type": "cast", "card": "t"}, {"type": "resolve"}]
    for life, battlefield, gained, tokens in ((15, bears, 6, 3), (20, bears[:0], 0, 0)):
        game = state(alice={"hand": [{"id": "t", "card": "Timely Reinforcements"}], "mana_pool": {"W": 1, "C": 2},
                            "life": life}, battlefield=battlefield)
        done = _run(game, cast, timely, BEAR)
        assert player_of(done, "alice")["life"] == life + gained
        assert sum(p["controller"] == "alice" for p in done["state"]["battlefield"]) == tokens


# --- "As long as ~ is enchanted, it gets +2/+2 and has ..." (CR 303.4, 611.3a) --------------------------------------


def test_611_3a_thran_golem_gets_its_bonus_while_an_aura_is_attached() -> None:
    golem = read_full_definition("Thran Golem", "Artifact Creature — Golem", "As long as Thran Golem is enchanted, it "
                                 "gets +2/+2 and has flying, first strike, and trample.", "{5}", ("3", "3"))
    assert golem["abilities"] == [{"kind": "static_pump", "power": 2, "toughness": 2, "affected": "self",
                                   "keywords": ["flying", "first_strike", "trample"], "status": "enchanted"}]
    _not_read("As long as ~ is enchanted, it gains flying.")
    aura = {"name": "Plain Aura", "types": ["Enchantment"], "subtypes": ["Aura"],
            "abilities": [{"kind": "enchant", "target": "creature"}]}
    golem_on = {"id": "g", "card": "Thran Golem", "controller": "alice", "owner": "alice", "controlled_since_turn": 1}
    for attached, pt, keywords in (([{"id": "a", "card": "Plain Aura", "controller": "alice", "owner": "alice",
                                      "attached_to": "g"}], (5, 5), {"flying", "first_strike", "trample"}),
                                   ([], (3, 3), set())):
        done = _run(state(battlefield=[golem_on, *attached]), [{"type": "pass_priority"}], golem, aura)
        assert _pt(done, "g") == pt and set(_permanent(done, "g")["characteristics"]["keywords"]) == keywords


# --- "Discard two cards: ..." (CR 602.2b, 701.9a) -------------------------------------------------------------------


def test_602_2b_zombie_infestation_discards_two_cards_to_activate() -> None:
    infestation = read_full_definition("Zombie Infestation", "Enchantment", "Discard two cards: Create a 2/2 black "
                                       "Zombie creature token.", "{1}{B}")
    assert infestation["abilities"][0]["other_costs"] == [{"kind": "discard"}, {"kind": "discard"}]
    _not_read("Discard twenty cards: Create a 2/2 black Zombie creature token.")
    on = [{"id": "z", "card": "Zombie Infestation", "controller": "alice", "owner": "alice", "controlled_since_turn": 1}]
    hand = [{"id": f"h{n}", "card": "Bear"} for n in range(3)]
    activate = {"type": "activate", "permanent": "z", "ability": 0, "choices": {"discard": ["h0", "h2"]}}
    done = _run(state(alice={"hand": hand}, battlefield=on), [activate, {"type": "resolve"}], infestation, BEAR)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["hand"]] == ["h1"] and [c["id"] for c in alice["graveyard"]] == ["h0", "h2"]
    assert [p["card"]["name"] if isinstance(p["card"], dict) else p["card"]
            for p in done["state"]["battlefield"]][1:] == ["Zombie Token"]
    with pytest.raises(IllegalAction):  # one card in hand: the cost can't be paid
        _run(state(alice={"hand": hand[:1]}, battlefield=on), [{"type": "activate", "permanent": "z", "ability": 0}],
             infestation, BEAR)


# --- "Each player may play an additional land on each of their turns." (CR 305.2) -----------------------------------


def test_305_2_rites_of_flourishing_gives_each_player_a_land_play_on_their_turn() -> None:
    rites = read_full_definition("Rites of Flourishing", "Enchantment", "At the beginning of each player's draw step, "
                                 "that player draws an additional card.\nEach player may play an additional land on "
                                 "each of their turns.", "{2}{G}")
    assert rites["abilities"][1] == {"kind": "additional_land_play", "each_player": True}
    _not_read("Each player may play an additional land on each of your turns.")
    on = [{"id": "r", "card": "Rites of Flourishing", "controller": "alice", "owner": "alice",
           "controlled_since_turn": 1}]
    lands = [{"id": f"f{n}", "card": "Forest"} for n in range(3)]
    plays = [{"type": "play_land", "player": "bob", "card": f"f{n}"} for n in range(2)]
    done = _run(state(bob={"hand": lands}, battlefield=on, active_player="bob"), plays, rites)
    assert [p["id"] for p in done["state"]["battlefield"]] == ["r", "f0", "f1"]
    with pytest.raises(IllegalAction):  # a third land: only one more
        _run(state(bob={"hand": lands}, battlefield=on, active_player="bob"),
             [*plays, {"type": "play_land", "player": "bob", "card": "f2"}], rites)


# --- "A creature dealt damage this way can't be regenerated this turn." (CR 701.19c, 120.1, 615.1) ------------------


def test_701_19c_incinerate_stops_regeneration_of_a_creature_it_dealt_damage_to() -> None:
    incinerate = read_full_definition("Incinerate", "Instant", "Incinerate deals 3 damage to any target. A creature "
                                      "dealt damage this way can't be regenerated this turn.", "{1}{R}")
    assert incinerate["abilities"][1]["effect"] == {"kind": "cant_be_regenerated", "target": "it:creature",
                                                    "if_dealt_damage_this_way": True}
    _not_read("~ deals 3 damage to each creature. A creature dealt damage this way can't be regenerated this turn.",
              is_spell=True)
    wall = {"name": "Big Wall", "types": ["Creature"], "power": 0, "toughness": 5}
    hand = {"hand": [{"id": "i", "card": "Incinerate"}], "mana_pool": {"R": 1, "C": 1}}
    shield = {"created_by": "x", "controller": "bob", "protects": "w"}  # all damage to it prevented: none dealt
    for target, shields, marked in (("w", [], True), ("bob", [], False), ("w", [shield], False)):
        game = state(alice=hand, battlefield=[{"id": "w", "card": "Big Wall", "controller": "bob", "owner": "bob",
                                               "controlled_since_turn": 1}], prevention_shields=shields)
        cast = {"type": "cast", "card": "i", "choices": {"targets": [target]}}
        done = _run(game, [cast, {"type": "resolve"}], incinerate, wall)
        assert bool(events_of(done, "cant_be_regenerated")) is marked


# --- "When ~ attacks, sacrifice it at end of combat." (CR 603.7a, 511.2, 701.21a) -----------------------------------


def test_603_7a_crumbling_colossus_is_sacrificed_at_end_of_combat() -> None:
    colossus = read_full_definition("Crumbling Colossus", "Artifact Creature — Golem", "Trample\nWhen Crumbling "
                                    "Colossus attacks, sacrifice it at end of combat.", "{5}", ("7", "4"))
    assert colossus["abilities"][0]["effect"] == {"kind": "sacrifice", "target": "self", "at": "end_of_combat"}
    _not_read("Sacrifice ~ at end of combat.", is_spell=True)
    on = [{"id": "c", "card": "Crumbling Colossus", "controller": "alice", "owner": "alice", "controlled_since_turn": 1}]
    attacked = _run(state(step="declare_attackers", battlefield=on), [attack("c"), {"type": "resolve"}], colossus)
    assert [d["at"] for d in attacked["state"]["delayed_triggers"]] == ["end_of_combat"]
    done = _run(attacked["state"], [NEXT, NEXT, NEXT, {"type": "resolve"}], colossus)
    assert done["state"]["step"] == "end_of_combat" and not done["state"]["battlefield"]
    assert [c["card"] for c in player_of(done, "alice")["graveyard"]] == ["Crumbling Colossus"]
    assert player_of(done, "bob")["life"] == 13


# --- "Whenever a creature enters under an opponent's control, you may have that player lose 1 life." (CR 603.6a) ----


def test_603_6a_blood_seeker_makes_the_creatures_controller_lose_life() -> None:
    seeker = read_full_definition("Blood Seeker", "Creature — Vampire Shaman", "Whenever a creature enters under an "
                                  "opponent's control, you may have that player lose 1 life.", "{1}{B}", ("1", "1"))
    assert seeker["abilities"] == [{"kind": "triggered", "trigger": "permanent_enters",
                                    "entering": "creature:opponent_controls", "optional": True,
                                    "effect": {"kind": "lose_life", "amount": 1, "player": "that_player"}}]
    _not_read("Whenever a creature enters under your control, you may have that player lose 1 life.")
    on = [{"id": "s", "card": "Blood Seeker", "controller": "alice", "owner": "alice", "controlled_since_turn": 1}]
    game = state(bob={"hand": [{"id": "b", "card": "Bear"}]}, battlefield=on, active_player="bob")
    cast = [{"type": "cast", "card": "b", "player": "bob"}, {"type": "resolve"}]
    for accept, life in ((True, 19), (False, 20)):
        done = _run(game, [*cast, {"type": "resolve", "choices": {"pay_optional_cost": accept}}], seeker, BEAR)
        assert player_of(done, "bob")["life"] == life and player_of(done, "alice")["life"] == 20


# --- "Whenever a creature enters under your control, it deals damage equal to its power to any target." (CR 120.1) --


def test_608_2h_warstorm_surge_the_entering_creature_deals_damage_equal_to_its_power() -> None:
    surge = read_full_definition("Warstorm Surge", "Enchantment", "Whenever a creature enters under your control, it "
                                 "deals damage equal to its power to any target.", "{5}{R}")
    assert surge["abilities"][0]["effect"] == {"kind": "damage_by_it", "amount": "its_power", "target": "any",
                                               "by": "that_permanent"}
    _not_read("Whenever a creature enters under your control, it deals damage equal to your life total to any target.")
    on = [{"id": "w", "card": "Warstorm Surge", "controller": "alice", "owner": "alice", "controlled_since_turn": 1}]
    game = state(alice={"hand": [{"id": "b", "card": "Bear"}]}, battlefield=on)
    done = _run(game, [{"type": "cast", "card": "b"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"targets": ["bob"]}}], surge, BEAR)
    assert player_of(done, "bob")["life"] == 18
    assert [e["source"] for e in events_of(done, "damage_dealt")] == ["b"]  # the creature deals it


# --- "At the beginning of each player's upkeep, that player sacrifices a non-Zombie creature." (CR 503.1a, 701.21a) -


def test_701_21a_call_to_the_grave_each_upkeep_that_player_sacrifices() -> None:
    call = read_full_definition("Call to the Grave", "Enchantment", "At the beginning of each player's upkeep, that "
                                "player sacrifices a non-Zombie creature.\nAt the beginning of the end step, if no "
                                "creatures are on the battlefield, sacrifice Call to the Grave.", "{4}{B}")
    assert call["abilities"][0] == {"kind": "step_trigger", "step": "upkeep", "whose": "each",
                                    "effect": {"kind": "edict", "player": "that_player", "what": "creature:non-Zombie"}}
    zombie = {"name": "Zombie Bear", "types": ["Creature"], "subtypes": ["Zombie"], "power": 2, "toughness": 2}

    game = state(step="untap", active_player="bob", battlefield=[
        _on("c", "Call to the Grave"), _on("z", "Zombie Bear", "bob"), _on("b", "Bear", "bob"),
        _on("a", "Bear")])
    done = _run(game, [NEXT, {"type": "resolve"}], call, zombie, BEAR)
    assert [p["id"] for p in done["state"]["battlefield"]] == ["c", "z", "a"]  # bob's, not the Zombie, not alice's


# --- "~ doesn't untap during your next untap step." (CR 502.3, 611.2b) ----------------------------------------------


def test_502_3_arbalest_elite_doesnt_untap_during_your_next_untap_step() -> None:
    elite = read_full_definition("Arbalest Elite", "Creature — Human Archer", "{2}{W}, {T}: Arbalest Elite deals 3 "
                                 "damage to target attacking or blocking creature. Arbalest Elite doesn't untap during "
                                 "your next untap step.", "{2}{W}{W}", ("2", "3"))
    assert elite["abilities"][0]["then_effects"] == [{"kind": "doesnt_untap_next_untap_step", "target": "self",
                                                      "your_untap_step": True}]
    _not_read("~ doesn't untap during your next upkeep.")
    on = [{"id": "e", "card": "Arbalest Elite", "controller": "alice", "owner": "alice", "controlled_since_turn": 1},
          {"id": "b", "card": "Bear", "controller": "bob", "owner": "bob", "controlled_since_turn": 1}]
    game = state(step="declare_attackers", active_player="bob", battlefield=on, alice={"mana_pool": {"W": 1, "C": 2}})
    done = _run(game, [attack("b", defending="alice"),
                       {"type": "activate", "player": "alice", "permanent": "e", "ability": 0,
                        "choices": {"targets": ["b"]}}, {"type": "resolve"}], elite, BEAR)
    assert [p["id"] for p in done["state"]["battlefield"]] == ["e"]
    assert _permanent(done, "e")["tapped"] and _permanent(done, "e")["doesnt_untap_next_step_of"] == "alice"


# --- 'Enchanted creature gets +2/+2 and has "{1}{G}: Regenerate ~."' (CR 113.7, 701.19a) ----------------------------


def test_701_19a_trollhide_grants_a_regeneration_ability_to_the_creature() -> None:
    trollhide = read_full_definition("Trollhide", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets "
                                     "+2/+2 and has \"{1}{G}: Regenerate this creature.\"", "{2}{G}")
    assert trollhide["abilities"][-1] == {"kind": "grant_activated", "to": "attached_permanent", "ability": {
        "kind": "activated", "cost": "{1}{G}", "effect": {"kind": "regenerate", "target": "self"}}}
    _not_read("Regenerate ~.", is_spell=True)
    on = [{"id": "b", "card": "Bear", "controller": "alice", "owner": "alice", "controlled_since_turn": 1},
          {"id": "t", "card": "Trollhide", "controller": "alice", "owner": "alice", "attached_to": "b"}]
    game = state(battlefield=on, alice={"mana_pool": {"G": 1, "C": 1}})
    done = _run(game, [{"type": "activate", "permanent": "b", "ability": 0}, {"type": "resolve"}], trollhide, BEAR)
    assert _permanent(done, "b")["regeneration_shields"] == 1 and _pt(done, "b") == (4, 4)


# --- "~ has trample as long as it has ten or more +1/+1 counters on it." (CR 122.1, 611.3a) --------------------------


def test_611_3a_primordial_hydra_has_trample_with_ten_or_more_counters() -> None:
    hydra = read_full_definition("Primordial Hydra", "Creature — Hydra", "Primordial Hydra enters the battlefield with X "
                                 "+1/+1 counters on it.\nAt the beginning of your upkeep, double the number of +1/+1 "
                                 "counters on Primordial Hydra.\nPrimordial Hydra has trample as long as it has ten or "
                                 "more +1/+1 counters on it.", "{X}{G}{G}", ("0", "0"))
    assert hydra["abilities"][-1] == {"kind": "static_pump", "power": 0, "toughness": 0, "keywords": ["trample"],
                                      "affected": "self", "affected_with": "creature:with_counters_10_+1/+1"}
    _not_read("~ has trample as long as it has one or more +1/+1 counters on it.")
    for counters, keywords in ((10, ["trample"]), (9, [])):
        on = [{"id": "h", "card": "Primordial Hydra", "controller": "alice", "owner": "alice",
               "controlled_since_turn": 1, "counters": {"+1/+1": counters}}]
        done = _run(state(battlefield=on), [{"type": "pass_priority"}], hydra)
        assert _permanent(done, "h")["characteristics"]["keywords"] == keywords


# --- "When enchanted permanent becomes tapped, destroy it." (CR 603.2, 701.8a) --------------------------------------


def test_603_2_brink_of_disaster_destroys_the_enchanted_permanent_as_it_becomes_tapped() -> None:
    brink = read_full_definition("Brink of Disaster", "Enchantment — Aura", "Enchant creature or land\nWhen enchanted "
                                 "permanent becomes tapped, destroy it.", "{2}{B}{B}")
    assert brink["abilities"][-1]["trigger"] == "enchanted_becomes_tapped"
    on = [{"id": "b", "card": "Bear", "controller": "alice", "owner": "alice", "controlled_since_turn": 1},
          {"id": "k", "card": "Brink of Disaster", "controller": "bob", "owner": "bob", "attached_to": "b"}]
    done = _run(state(step="declare_attackers", battlefield=on), [attack("b"), {"type": "resolve"}], brink, BEAR)
    assert not done["state"]["battlefield"]


# --- "~ deals 6 damage to each of up to six targets." (CR 115.1, 601.2c, 120.1) -------------------------------------


def test_601_2c_chandra_the_firebrand_deals_6_damage_to_each_of_up_to_six_targets() -> None:
    reading = read_card(CardFacts(name="Chandra, the Firebrand", mana_cost="{3}{R}", type_line="Legendary Planeswalker "
                                  "— Chandra", oracle_text="[+1]: Chandra, the Firebrand deals 1 damage to any target."
                                  "\n[−6]: Chandra, the Firebrand deals 6 damage to each of up to six targets.",
                                  loyalty="4"))
    assert reading.support == "full" and reading.definition is not None
    chandra = reading.definition
    assert chandra["abilities"][1] == {"kind": "loyalty", "cost": "-6", "effect": {
        "kind": "damage", "amount": 6, "target": "any", "target_count": 6, "up_to": True}}
    on = [{"id": "c", "card": "Chandra, the Firebrand", "controller": "alice", "owner": "alice",
           "controlled_since_turn": 1, "counters": {"loyalty": 7}},
          {"id": "w", "card": {"name": "Big Wall", "types": ["Creature"], "power": 0, "toughness": 8},
           "controller": "bob", "owner": "bob", "controlled_since_turn": 1}]
    activate = {"type": "activate", "permanent": "c", "ability": 1, "choices": {"targets": ["bob", "w"]}}
    done = _run(state(battlefield=on), [activate, {"type": "resolve"}], chandra)
    assert player_of(done, "bob")["life"] == 14 and _permanent(done, "w")["damage"] == 6
    with pytest.raises(IllegalAction):  # the same target twice (CR 115.3)
        _run(state(battlefield=on), [{**activate, "choices": {"targets": ["bob", "bob"]}}], chandra)


# --- "Any number of target players each draw twenty cards." (CR 115.1, 601.2c, 121.1) -------------------------------


def test_601_2c_jace_memory_adept_any_number_of_target_players_each_draw_twenty() -> None:
    reading = read_card(CardFacts(name="Jace, Memory Adept", mana_cost="{3}{U}{U}", type_line="Legendary Planeswalker — "
                                  "Jace", oracle_text="[+1]: Draw a card. Target player mills a card.\n[0]: Target "
                                  "player mills ten cards.\n[−7]: Any number of target players each draw twenty cards.",
                                  loyalty="4"))
    assert reading.support == "full" and reading.definition is not None
    jace = reading.definition
    assert jace["abilities"][2]["effect"] == {"kind": "draw", "amount": 20, "player": "target_player",
                                              "target_count": "any_number"}
    _not_read("Any number of target creatures each draw twenty cards.", is_spell=True)
    on = [{"id": "j", "card": "Jace, Memory Adept", "controller": "alice", "owner": "alice", "controlled_since_turn": 1,
           "counters": {"loyalty": 7}}]
    library = [{"id": f"l{n}", "card": "Bear"} for n in range(25)]
    game = state(battlefield=on, alice={"library": library}, bob={"library": [{**c, "id": "b" + c["id"]}
                                                                               for c in library]})
    for targets, drawn in ((["alice", "bob"], (20, 20)), (["bob"], (0, 20))):
        done = _run(game, [{"type": "activate", "permanent": "j", "ability": 2, "choices": {"targets": targets}},
                           {"type": "resolve"}], jace, BEAR)
        assert (len(player_of(done, "alice")["hand"]), len(player_of(done, "bob")["hand"])) == drawn


# --- "Target player chooses a card in their hand and discards the rest." (CR 701.9b) --------------------------------


def test_701_9b_monomania_target_player_keeps_one_card_of_their_choice() -> None:
    monomania = read_full_definition("Monomania", "Sorcery", "Target player chooses a card in their hand and discards "
                                     "the rest.", "{3}{B}{B}")
    assert monomania["abilities"][0]["effect"] == {"kind": "discard", "player": "target_player", "all_but": 1}
    hand = [{"id": f"h{n}", "card": "Bear"} for n in range(3)]
    game = state(alice={"hand": [{"id": "m", "card": "Monomania"}], "mana_pool": {"B": 2, "C": 3}}, bob={"hand": hand})
    cast = {"type": "cast", "card": "m", "choices": {"targets": ["bob"]}}
    done = _run(game, [cast, {"type": "resolve", "choices": {"discard": ["h0", "h2"]}}], monomania, BEAR)
    assert [c["id"] for c in player_of(done, "bob")["hand"]] == ["h1"]
    with pytest.raises(IllegalAction):  # all three: one card is kept
        _run(game, [cast, {"type": "resolve", "choices": {"discard": ["h0", "h1", "h2"]}}], monomania, BEAR)


# --- "Each player loses 1 life, discards a card, sacrifices a creature, then sacrifices a land." (CR 608.2c) ---------


def test_608_2c_smallpox_each_player_does_the_four_things_in_order() -> None:
    smallpox = read_full_definition("Smallpox", "Sorcery", "Each player loses 1 life, discards a card, sacrifices a "
                                    "creature, then sacrifices a land.", "{B}{B}")
    assert [a["effect"]["kind"] for a in smallpox["abilities"]] == ["lose_life", "discard", "edict", "edict"]
    _not_read("Each player loses 1 life, discards a card, sacrifices a creature, then explodes.", is_spell=True)

    battlefield = [_on(f"{who}-{n}", card, who) for who in ("alice", "bob") for n, card in enumerate(("Bear", "Forest",
                                                                                                  "Forest"))]
    game = state(alice={"hand": [{"id": "s", "card": "Smallpox"}, {"id": "a1", "card": "Bear"}],
                        "mana_pool": {"B": 2}}, bob={"hand": [{"id": "b1", "card": "Bear"}]}, battlefield=battlefield)
    done = _run(game, [{"type": "cast", "card": "s"}, {"type": "resolve"}], smallpox, BEAR)
    for who in ("alice", "bob"):
        player = player_of(done, who)
        assert player["life"] == 19 and not player["hand"]
        assert [p["card"] for p in done["state"]["battlefield"] if p["controller"] == who] == ["Forest"]
