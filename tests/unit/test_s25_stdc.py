"""Session 25, group stdc (docs/oracle-s25-stdc.md): Strixhaven, Forgotten Realms, Midnight Hunt, Crimson Vow, Neon
Dynasty and Bloomburrow lines read by the s25-stdc grammar rules and lowerings, each checked on the real card's Oracle
text, then played by the engine."""

from __future__ import annotations

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, permanent, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run

BEAR = {"name": "Test Bear", "mana_cost": "{1}{G}", "types": ["Creature"], "power": 2, "toughness": 2}
OGRE = {"name": "Test Ogre", "mana_cost": "{4}{R}", "types": ["Creature"], "power": 5, "toughness": 6}


# --- "Choose target creature, then roll a d20." and its result table (CR 115.1, 706.2) --------------------------------

SPIKED_PIT_TRAP = ("Spiked Pit Trap", "Artifact", "Flash\n{5}, {T}, Sacrifice Spiked Pit Trap: Choose target creature, "
                   "then roll a d20.\n1—9 | Spiked Pit Trap deals 5 damage to that creature.\n10—20 | Spiked Pit Trap "
                   "deals 5 damage to that creature. Create a Treasure token.", "{1}")
SCION = ("Scion of Stygia", "Creature — Tiefling Shaman", "Flash\nCone of Cold — When Scion of Stygia enters the "
         "battlefield, choose target creature an opponent controls, then roll a d20.\n1—9 | Tap that creature.\n10—20 | "
         "Tap that creature. It doesn't untap during its controller's next untap step.", "{2}{U}", ("2", "1"))


def test_706_2_choose_target_then_roll_damages_the_chosen_creature_and_the_high_row_adds_a_treasure() -> None:
    trap = read_full_definition(*SPIKED_PIT_TRAP)
    effect = trap["abilities"][0]["effect"]
    assert effect["kind"] == "roll_die" and effect["target"] == "creature"
    assert effect["results"][1]["effects"] == [{"kind": "damage", "amount": 5, "target": "it:creature"},
                                               {"kind": "create_token", "token": "Treasure"}]
    for roll, treasures in ((4, 0), (15, 1)):
        game = state(alice={"mana_pool": {"C": 5}},
                     battlefield=[{"id": "t", "card": "Spiked Pit Trap", "controller": "alice"},
                                  {"id": "o", "card": "Test Ogre", "controller": "bob"}])
        done = _run(game, [{"type": "activate", "permanent": "t", "ability": 0, "choices": {"targets": ["o"]}},
                           {"type": "resolve", "choices": {"die_roll": roll}}], trap, OGRE)
        assert permanent(done, "o")["damage"] == 5
        assert [e["card"] for e in events_of(done, "entered_battlefield")] == ["Treasure Token"] * treasures
        assert events_of(done, "die_rolled")[0]["result"] == roll


def test_706_2_cone_of_cold_taps_the_chosen_creature_and_keeps_it_tapped_on_10_or_more() -> None:
    scion = read_full_definition(*SCION)
    effect = scion["abilities"][0]["effect"]
    assert effect["target"] == "creature:opponent_controls"
    assert effect["results"][1]["effects"][1] == {"kind": "doesnt_untap_next_untap_step", "target": "it"}
    for roll, stays in ((3, False), (12, True)):
        game = state(alice={"hand": [{"id": "s", "card": "Scion of Stygia"}], "mana_pool": {"U": 1, "C": 2}},
                     battlefield=[{"id": "b", "card": "Test Bear", "controller": "bob"}])
        done = _run(game, [{"type": "cast", "card": "s"}, {"type": "resolve"},
                           {"type": "resolve", "choices": {"targets": ["b"], "die_roll": roll}},
                           {"type": "next_turn"}], scion, BEAR)
        assert permanent(done, "b")["tapped"] is stays


# --- "When ~ enters, choose up to one —" (CR 700.2, 700.2b); "~ fights target Zombie" (CR 701.14a) ------------------

SAWBLADE = ("Sawblade Slinger", "Creature — Human Archer", "When Sawblade Slinger enters the battlefield, choose up to "
            "one —\n• Destroy target artifact an opponent controls.\n• Sawblade Slinger fights target Zombie an "
            "opponent controls.", "{3}{G}", ("4", "3"))
ZOMBIE = {"name": "Test Zombie", "mana_cost": "{1}{B}", "types": ["Creature"], "subtypes": ["Zombie"], "power": 2,
          "toughness": 2}


def test_700_2_an_enters_trigger_may_choose_no_mode_or_fight_a_zombie() -> None:
    slinger = read_full_definition(*SAWBLADE)
    effect = slinger["abilities"][0]["effect"]
    assert effect["up_to_one"] is True
    assert effect["modes"][1] == {"kind": "fight", "by": "self", "target": "permanent:opponent_controls:Zombie"}
    game = state(alice={"hand": [{"id": "s", "card": "Sawblade Slinger"}], "mana_pool": {"G": 1, "C": 3}},
                 battlefield=[{"id": "z", "card": "Test Zombie", "controller": "bob"},
                              {"id": "b", "card": "Test Bear", "controller": "bob"}])
    cast = [{"type": "cast", "card": "s"}, {"type": "resolve"}]
    fought = _run(game, [*cast, {"type": "resolve", "choices": {"modes": [1], "targets": ["z"]}}], slinger, ZOMBIE,
                  BEAR)
    assert events_of(fought, "zone_change")[-1]["permanent"] == "z" and permanent(fought, "s")["damage"] == 2
    asked = _run(game, cast, slinger, ZOMBIE, BEAR)
    assert [] in asked["pending"]["options"]["values"]
    none = _run(game, [*cast, {"type": "resolve"}], slinger, ZOMBIE, BEAR)
    assert events_of(none, "ability_removed_from_stack")
    wrong = _run(game, [*cast, {"type": "resolve", "choices": {"modes": [1], "targets": ["b"]}}], slinger, ZOMBIE, BEAR)
    assert events_of(wrong, "target_illegal")[0]["target"] == "b"  # a Bear is no Zombie


# --- "-X/-X" of the X paid: "When ~ enters, each creature gets -X/-X until end of turn." (CR 107.3m, 613.4c) --------

MEATHOOK = ("The Meathook Massacre", "Legendary Enchantment", "When The Meathook Massacre enters the battlefield, each "
            "creature gets -X/-X until end of turn.\nWhenever a creature you control dies, each opponent loses 1 life."
            "\nWhenever a creature an opponent controls dies, you gain 1 life.", "{X}{B}{B}")


def test_107_3m_the_enters_trigger_gives_each_creature_minus_x_of_the_x_paid() -> None:
    meathook = read_full_definition(*MEATHOOK)
    assert meathook["abilities"][0]["effect"] == {"kind": "pump", "target": "each_creature", "power": "X",
                                                  "toughness": "X", "duration": "end_of_turn", "negated": True}
    game = state(alice={"hand": [{"id": "m", "card": "The Meathook Massacre"}], "mana_pool": {"B": 4}},
                 battlefield=[{"id": "b", "card": "Test Bear", "controller": "bob"},
                              {"id": "o", "card": "Test Ogre", "controller": "bob"}])
    done = _run(game, [{"type": "cast", "card": "m", "x": 2}, {"type": "resolve"}, {"type": "resolve"},
                       {"type": "resolve"}], meathook, BEAR, OGRE)
    assert permanent(done, "o")["characteristics"]["power"] == 3
    assert permanent(done, "o")["characteristics"]["toughness"] == 4
    assert "b" not in [p["id"] for p in done["state"]["battlefield"]]  # the Bear died (0/0, CR 704.5f)
    assert player_of(done, "alice")["life"] == 21  # then Meathook's own "you gain 1 life" for it


# --- "create that many Treasure tokens" after a creature's combat damage to a player (CR 510.2, 603.2, 111.1) -------

GNAWBONE = ("Old Gnawbone", "Legendary Creature — Dragon", "Flying\nWhenever a creature you control deals combat damage "
            "to a player, create that many Treasure tokens.", "{5}{G}{G}", ("7", "7"))


def test_510_2_old_gnawbone_creates_as_many_treasures_as_the_combat_damage_dealt() -> None:
    gnawbone = read_full_definition(*GNAWBONE)
    assert gnawbone["abilities"][0]["effect"] == {"kind": "create_token", "token": "Treasure", "count": "that_much"}
    game = state(step="declare_attackers",
                 battlefield=[{"id": "g", "card": "Old Gnawbone", "controller": "alice"},
                              {"id": "o", "card": "Test Ogre", "controller": "alice"}])
    attack = {"type": "declare_attackers", "attackers": [{"id": "o", "defending": "bob"}]}
    step = {"type": "next_step"}
    done = _run(game, [attack, step, step, {"type": "resolve"}], gnawbone, OGRE)
    assert player_of(done, "bob")["life"] == 15
    assert [e["card"] for e in events_of(done, "entered_battlefield")] == ["Treasure Token"] * 5


# --- "At the beginning of your end step, if you control no creatures with decayed, ..." (CR 603.4) -----------------

JADAR = ("Jadar, Ghoulcaller of Nephalia", "Legendary Creature — Human Wizard", "At the beginning of your end step, if "
         "you control no creatures with decayed, create a 2/2 black Zombie creature token with decayed. (It can't "
         "block. When it attacks, sacrifice it at end of combat.)", "{1}{B}", ("1", "1"))
DECAYED = {"name": "Test Decayed", "mana_cost": "{B}", "types": ["Creature"], "power": 2, "toughness": 2,
           "keywords": ["decayed"]}


def test_603_4_jadar_makes_a_decayed_zombie_only_while_you_control_none() -> None:
    jadar = read_full_definition(*JADAR)
    assert jadar["abilities"][0]["if_you_control"] == "creature:with_decayed"
    assert jadar["abilities"][0]["if_you_control_none"] is True
    for others, made in (([], 1), ([{"id": "d", "card": "Test Decayed", "controller": "alice"}], 0)):
        game = state(step="postcombat_main",
                     battlefield=[{"id": "j", "card": "Jadar, Ghoulcaller of Nephalia", "controller": "alice"},
                                  *others])
        done = _run(game, [{"type": "next_step"}, {"type": "resolve"}] if made else [{"type": "next_step"}],
                    jadar, DECAYED)
        assert len([e for e in events_of(done, "entered_battlefield") if e["card"] == "Zombie Token"]) == made


# --- "Equipped creature can't be blocked by creatures with power 4 or greater." (CR 509.1b) --------------------------

MASK = ("Hedgewitch's Mask", "Artifact — Equipment", "Equipped creature gets +1/+1.\nEquipped creature can't be blocked "
        "by creatures with power 4 or greater.\nEquip {2} ({2}: Attach to target creature you control. Equip only as "
        "a sorcery.)", "{W}")


def test_509_1b_the_equipped_creature_cant_be_blocked_by_power_4_or_greater() -> None:
    mask = read_full_definition(*MASK)
    assert mask["abilities"][1] == {"kind": "cant_be_blocked_by", "power_at_least": 4, "affected": "equipped_creature"}
    game = state(step="declare_attackers",
                 battlefield=[{"id": "m", "card": "Hedgewitch's Mask", "controller": "alice", "attached_to": "a"},
                              {"id": "a", "card": "Test Bear", "controller": "alice"},
                              {"id": "o", "card": "Test Ogre", "controller": "bob"},
                              {"id": "b", "card": "Test Bear", "controller": "bob"}])
    attack = {"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"}]}
    step = {"type": "next_step"}
    with pytest.raises(IllegalAction):
        _run(game, [attack, step, {"type": "declare_blockers", "player": "bob",
                                   "blocks": [{"blocker": "o", "attacker": "a"}]}], mask, BEAR, OGRE)
    done = _run(game, [attack, step, {"type": "declare_blockers", "player": "bob",
                                      "blocks": [{"blocker": "b", "attacker": "a"}]}], mask, BEAR, OGRE)
    assert events_of(done, "blockers_declared")


# --- "put X +1/+1 counters on ..., where X is ~'s power" (CR 107.3, 608.2h) ---------------------------------------

HALANA = ("Halana and Alena, Partners", "Legendary Creature — Human Ranger", "First strike, reach\nAt the beginning of "
          "combat on your turn, put X +1/+1 counters on another target creature you control, where X is Halana and "
          "Alena's power. That creature gains haste until end of turn.", "{2}{R}{G}", ("2", "3"))


def test_608_2h_halana_and_alena_put_counters_equal_to_their_power_and_give_haste() -> None:
    halana = read_full_definition(*HALANA)
    assert halana["abilities"][0]["effect"]["amount"] == "source_power"
    game = state(step="precombat_main", battlefield=[
        {"id": "h", "card": "Halana and Alena, Partners", "controller": "alice"},
        {"id": "b", "card": "Test Bear", "controller": "alice"}])
    done = _run(game, [{"type": "next_step"}, {"type": "resolve", "choices": {"targets": ["b"]}}], halana, BEAR)
    assert permanent(done, "b")["counters"] == {"+1/+1": 2}
    assert "haste" in permanent(done, "b")["characteristics"]["keywords"]


# --- "the number of Wolves and Werewolves you control" (CR 205.3m, 608.2h) ------------------------------------------

RUNEBOUND = ("Runebound Wolf", "Creature — Wolf", "{3}{R}, {T}: Runebound Wolf deals damage equal to the number of "
             "Wolves and Werewolves you control to target opponent.", "{1}{R}", ("2", "2"))
WEREWOLF = {"name": "Test Werewolf", "mana_cost": "{1}{G}", "types": ["Creature"], "subtypes": ["Human", "Werewolf"],
            "power": 2, "toughness": 2}


def test_608_2h_runebound_wolf_counts_wolves_and_werewolves() -> None:
    wolf = read_full_definition(*RUNEBOUND)
    assert wolf["abilities"][0]["effect"]["amount"] == "count:permanent:Wolf:you_control|permanent:Werewolf:you_control"
    game = state(alice={"mana_pool": {"R": 1, "C": 3}}, battlefield=[
        {"id": "w", "card": "Runebound Wolf", "controller": "alice"},
        {"id": "h", "card": "Test Werewolf", "controller": "alice"},
        {"id": "b", "card": "Test Bear", "controller": "alice"},
        {"id": "x", "card": "Test Werewolf", "controller": "bob"}])
    done = _run(game, [{"type": "activate", "permanent": "w", "ability": 0, "choices": {"targets": ["bob"]}},
                       {"type": "resolve"}], wolf, WEREWOLF, BEAR)
    assert player_of(done, "bob")["life"] == 18


# --- "Whenever an opponent casts or copies an instant or sorcery spell, they lose 1 life." (CR 603.2, 707.10) ------

MAGE_HUNTER = ("Mage Hunter", "Creature — Horror", "Whenever an opponent casts or copies an instant or sorcery spell, "
               "they lose 1 life.", "{3}{B}", ("3", "4"))


def test_707_10_mage_hunter_makes_the_opponent_who_casts_or_copies_lose_life() -> None:
    from tests.unit.test_s16_kws import BOLT, COPIER
    hunter = read_full_definition(*MAGE_HUNTER)
    assert hunter["abilities"][0] == {"kind": "cast_trigger", "caster": "opponent", "or_copy": True,
                                      "spell_type_any_of": ["Instant", "Sorcery"],
                                      "effect": {"kind": "lose_life", "amount": 1, "player": "that_player"}}
    game = state(bob={"hand": [{"id": "x", "card": "Test Bolt"}], "mana_pool": {"R": 1}},
                 battlefield=[{"id": "h", "card": "Mage Hunter", "controller": "alice"},
                              {"id": "c", "card": "Test Copier", "controller": "bob"}])
    cast = {"type": "cast", "card": "x", "player": "bob", "choices": {"targets": ["alice"]}}
    done = _run(game, [cast, {"type": "resolve"}], hunter, BOLT, COPIER)
    assert player_of(done, "bob")["life"] == 19 and player_of(done, "alice")["life"] == 20
    copied = _run(game, [cast, {"type": "activate", "player": "bob", "permanent": "c", "ability": 0,
                                "choices": {"targets": ["x"]}}, *[{"type": "resolve"}] * 5], hunter, BOLT, COPIER)
    assert player_of(copied, "bob")["life"] == 18  # the cast and the copy
    mine = _run(state(alice={"hand": [{"id": "x", "card": "Test Bolt"}], "mana_pool": {"R": 1}},
                      battlefield=[{"id": "h", "card": "Mage Hunter", "controller": "alice"}]),
                [{"type": "cast", "card": "x", "choices": {"targets": ["bob"]}}], hunter, BOLT)
    assert not events_of(mine, "trigger_put_on_stack")  # not its controller's spells


# --- "Whenever a nontoken Zombie enters under your control, create a token that's a copy of that creature." --------

NECRODUALITY = ("Necroduality", "Enchantment", "Whenever a nontoken Zombie enters the battlefield under your control, "
                "create a token that's a copy of that creature.", "{3}{U}")


def test_707_2_necroduality_copies_the_nontoken_zombie_that_entered() -> None:
    necro = read_full_definition(*NECRODUALITY)
    assert necro["abilities"][0]["effect"] == {"kind": "create_token_copy", "target": "that_permanent"}
    game = state(alice={"hand": [{"id": "z", "card": "Test Zombie"}], "mana_pool": {"B": 1, "C": 1}},
                 battlefield=[{"id": "n", "card": "Necroduality", "controller": "alice"}])
    done = _run(game, [{"type": "cast", "card": "z"}, {"type": "resolve"}, {"type": "resolve"}], necro, ZOMBIE)
    zombies = [p for p in done["state"]["battlefield"] if p["characteristics"]["name"] == "Test Zombie"]
    assert len(zombies) == 2 and not done["state"]["stack"]  # the token copy doesn't trigger it again


# --- "If that permanent is a Spirit, ~ also deals 2 damage to that permanent's controller." (CR 608.2c) -------------

RENDING = ("Rending Flame", "Instant", "Rending Flame deals 5 damage to target creature or planeswalker. If that "
           "permanent is a Spirit, Rending Flame also deals 2 damage to that permanent's controller.", "{2}{R}")
SPIRIT = {"name": "Test Spirit", "mana_cost": "{1}{W}", "types": ["Creature"], "subtypes": ["Spirit"], "power": 1,
          "toughness": 1}


def test_608_2c_rending_flame_also_hits_a_spirits_controller() -> None:
    flame = read_full_definition(*RENDING)
    assert flame["abilities"][1]["effect"]["condition"] == {"kind": "it_is", "specs": ["permanent:Spirit"]}
    for target, life in (("s", 18), ("b", 20)):
        game = state(alice={"hand": [{"id": "f", "card": "Rending Flame"}], "mana_pool": {"R": 1, "C": 2}},
                     battlefield=[{"id": "s", "card": "Test Spirit", "controller": "bob"},
                                  {"id": "b", "card": "Test Bear", "controller": "bob"}])
        done = _run(game, [{"type": "cast", "card": "f", "choices": {"targets": [target]}}, {"type": "resolve"}],
                    flame, SPIRIT, BEAR)
        assert player_of(done, "bob")["life"] == life
        assert target not in [p["id"] for p in done["state"]["battlefield"]]


# --- "Whenever ~ becomes the target of a spell you control, draw a card." (CR 603.2, 115.1) --------------------------

STORMCHASER = ("Stormchaser Drake", "Creature — Drake", "Flying\nWhenever Stormchaser Drake becomes the target of a "
               "spell you control, draw a card.", "{1}{U}", ("2", "1"))


def test_603_2_stormchaser_drake_draws_when_its_controllers_spell_targets_it() -> None:
    from tests.unit.test_s16_kws import BOLT
    drake = read_full_definition(*STORMCHASER)
    assert drake["abilities"][0]["trigger"] == "targeted_by_your_spell"
    for caster, triggers in (("alice", 1), ("bob", 0)):
        game = state(**{caster: {"hand": [{"id": "x", "card": "Test Bolt"}], "mana_pool": {"R": 1}}},
                     battlefield=[{"id": "d", "card": "Stormchaser Drake", "controller": "alice"}])
        done = _run(game, [{"type": "cast", "card": "x", "player": caster, "choices": {"targets": ["d"]}}], drake,
                    BOLT)
        assert len([e for e in events_of(done, "trigger_put_on_stack") if e["source"] == "d"]) == triggers
