"""Session 21, group m21 (docs/oracle-s21-m21.md): Core Set 2021 lines read by the s21-m21 grammar rules, each
checked on the real card's Oracle text (and a near variant the reader must refuse), then played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import probe_support, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, ROCK, _not_read, _on  # the s18-m21 helpers, shared

BOLT = {"name": "Bolt", "types": ["Instant"], "mana_cost": "{0}", "abilities": [
    {"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}


def _tokens(result: dict[str, Any]) -> list[str]:
    return [p["card"]["name"] for p in result["state"]["battlefield"] if isinstance(p["card"], dict)]


# --- "Whenever ~ or another creature you control dies, if it had a +1/+1 counter on it, ..." (CR 603.4, 603.10a) ---

LIEUTENANT = ("Basri's Lieutenant", "Creature — Human Knight",
              "Vigilance, protection from multicolored\nWhen Basri's Lieutenant enters the battlefield, put a +1/+1 "
              "counter on target creature you control.\nWhenever Basri's Lieutenant or another creature you control "
              "dies, if it had a +1/+1 counter on it, create a 2/2 white Knight creature token with vigilance.",
              "{3}{W}", ("3", "4"))


def test_603_4_basris_lieutenant_reads_the_counter_into_the_dying_spec() -> None:
    ability = read_full_definition(*LIEUTENANT)["abilities"][-1]
    assert ability["trigger"] == "creature_dies" and ability["or_self"] is True
    assert ability["dying"] == "creature:other:you_control:with_counter_+1/+1"
    assert read_composed("Whenever another creature you control dies, if it had a +1/+1 counter on it, put a +1/+1 "
                         "counter on ~.", is_spell=False).abilities == [
        {"kind": "triggered", "trigger": "creature_dies", "dying": "creature:other:you_control:with_counter_+1/+1",
         "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "self"}}]
    _not_read("Whenever ~ attacks, if it had a +1/+1 counter on it, draw a card.")


def test_603_10a_a_creature_with_the_counter_as_it_died_makes_a_knight() -> None:
    lieutenant = read_full_definition(*LIEUTENANT)
    game = state(battlefield=[_on("lt", "Basri's Lieutenant"), _on("b1", "Bear", counters={"+1/+1": 1}),
                              _on("b2", "Bear")],
                 alice={"hand": [{"id": "x1", "card": "Bolt"}, {"id": "x2", "card": "Bolt"}]})
    kill = [{"type": "cast", "player": "alice", "card": "x1", "choices": {"targets": ["b1"]}}, {"type": "resolve"},
            {"type": "cast", "player": "alice", "card": "x2", "choices": {"targets": ["b2"]}}, {"type": "resolve"}]
    done = _run(game, [*kill[:2], {"type": "resolve"}, *kill[2:]], lieutenant, BEAR, BOLT)
    assert _tokens(done) == ["Knight Token"]  # b1 (a counter) made one; b2 (none) none
    # ~ itself: only with the counter on it
    done = _run(state(battlefield=[_on("lt", "Basri's Lieutenant", counters={"+1/+1": 1})],
                      alice={"hand": [{"id": "x1", "card": "Bolt"}, {"id": "x2", "card": "Bolt"}]}),
                [{"type": "cast", "player": "alice", "card": "x1", "choices": {"targets": ["lt"]}}, {"type": "resolve"},
                 {"type": "cast", "player": "alice", "card": "x2", "choices": {"targets": ["lt"]}}, {"type": "resolve"},
                 {"type": "resolve"}], lieutenant, BOLT)
    assert _tokens(done) == ["Knight Token"]
    done = _run(state(battlefield=[_on("lt", "Basri's Lieutenant")], alice={"hand": [{"id": "x1", "card": "Bolt"},
                                                                                    {"id": "x2", "card": "Bolt"}]}),
                [{"type": "cast", "player": "alice", "card": "x1", "choices": {"targets": ["lt"]}}, {"type": "resolve"},
                 {"type": "cast", "player": "alice", "card": "x2", "choices": {"targets": ["lt"]}}, {"type": "resolve"}],
                lieutenant, BOLT)
    assert _tokens(done) == []


# --- "Discard a land card or Shrine card" as a cost (CR 602.2b, 701.9a) ----------------------------------------------

SANCTUM = ("Sanctum of Shattered Heights", "Legendary Enchantment — Shrine",
           "{1}, Discard a land card or Shrine card: Sanctum of Shattered Heights deals X damage to target creature or "
           "planeswalker, where X is the number of Shrines you control.", "{2}{R}")
FOREST = {"name": "Forest", "types": ["Land"], "subtypes": ["Forest"]}
SHRINE = {"name": "Shrine", "types": ["Enchantment"], "subtypes": ["Shrine"]}


def test_701_9a_a_typed_discard_cost_reads_its_card_qualities() -> None:
    assert read_full_definition(*SANCTUM)["abilities"][0]["other_costs"] == [
        {"kind": "discard", "quality": ["card:land", "card:Shrine"]}]
    assert read_composed("{T}, Discard a creature card: Draw a card.", is_spell=False).abilities == [
        {"kind": "activated", "cost": "{T}", "effect": {"kind": "draw", "amount": 1, "player": "you"},
         "other_costs": [{"kind": "discard", "quality": ["card:creature"]}]}]
    _not_read("{1}, Discard a creature: Draw a card.")


def test_602_2b_the_sanctum_discards_a_land_or_shrine_card_only() -> None:
    sanctum = read_full_definition(*SANCTUM)
    game = state(battlefield=[_on("s1", "Sanctum of Shattered Heights"), _on("s2", "Shrine"),
                              _on("gb", "Bear", controller="bob")],
                 alice={"hand": [{"id": "bear", "card": "Bear"}, {"id": "f", "card": "Forest"}],
                        "mana_pool": {"C": 2}})
    activate = {"type": "activate", "permanent": "s1", "ability": 0, "choices": {"targets": ["gb"]}}
    done = _run(game, [activate, {"type": "resolve"}], sanctum, BEAR, FOREST, SHRINE)
    alice = done["state"]["players"][0]
    assert [c["id"] for c in alice["hand"]] == ["bear"] and [c["id"] for c in alice["graveyard"]] == ["f"]
    assert "gb" not in [p["id"] for p in done["state"]["battlefield"]]  # 2 damage (two Shrines)
    with pytest.raises(IllegalAction):  # the Bear is no land or Shrine card
        _run(game, [{**activate, "choices": {"targets": ["gb"], "discard": ["bear"]}}], sanctum, BEAR, FOREST, SHRINE)
    no_land = {**game, "players": [{**game["players"][0], "hand": [{"id": "bear", "card": "Bear"}]},
                                   game["players"][1]]}
    with pytest.raises(IllegalAction):  # CR 118.3: no such card in hand
        _run(no_land, [activate], sanctum, BEAR, FOREST, SHRINE)


# --- "You can't choose an untapped creature as ~'s target as you cast it." (CR 601.2c, 303.4a) ---------------------

HOLD = ("Enthralling Hold", "Enchantment — Aura",
        "Enchant creature\nYou can't choose an untapped creature as this spell's target as you cast it.\nYou control "
        "enchanted creature.", "{3}{U}{U}")


def test_601_2c_enthralling_hold_reads_its_cast_target_restriction_on_an_aura_only() -> None:
    assert read_full_definition(*HOLD)["abilities"] == [
        {"kind": "enchant", "target": "creature"}, {"kind": "cast_target_tapped"}, {"kind": "control_enchanted"}]
    assert probe_support("You can't choose an untapped creature as ~'s target as you cast it.") != "full"
    _not_read("You can't choose a tapped creature as ~'s target as you cast it.")


def test_303_4a_enthralling_hold_targets_a_tapped_creature_only_as_it_is_cast() -> None:
    hold = read_full_definition(*HOLD)
    game = state(battlefield=[_on("gb", "Bear", controller="bob", tapped=True), _on("ub", "Bear", controller="bob")],
                 alice={"hand": [{"id": "eh", "card": "Enthralling Hold"}], "mana_pool": {"U": 2, "C": 3}})
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "cast", "player": "alice", "card": "eh", "choices": {"targets": ["ub"]}}], hold, BEAR)
    done = _run(game, [{"type": "cast", "player": "alice", "card": "eh", "choices": {"targets": ["gb"]}},
                       {"type": "resolve"}], hold, BEAR)
    taken = next(p for p in done["state"]["battlefield"] if p["id"] == "gb")
    assert taken["controller"] == "alice"


# --- "you may tap any number of untapped creatures you control. ~ gets +1/+1 ... for each creature tapped this way."
# (CR 608.2d, 608.2c, 701.26a) ------------------------------------------------------------------------------------

STRIKER = ("Siege Striker", "Creature — Human Soldier",
           "Double strike (This creature deals both first-strike and regular combat damage.)\nWhenever Siege Striker "
           "attacks, you may tap any number of untapped creatures you control. Siege Striker gets +1/+1 until end of "
           "turn for each creature tapped this way.", "{2}{W}", ("1", "1"))


def test_608_2d_siege_striker_reads_a_tap_of_any_number_and_a_count_of_them() -> None:
    assert read_full_definition(*STRIKER)["abilities"][0] == {
        "kind": "triggered", "trigger": "attacks",
        "effect": {"kind": "tap_any_number", "what": "creature:untapped:you_control"},
        "then_effects": [{"kind": "pump", "target": "self", "power": "tapped_this_way", "toughness": "tapped_this_way",
                          "duration": "end_of_turn"}]}
    _not_read("When ~ enters, draw a card for each creature tapped this way.")  # no tap before it
    _not_read("When ~ enters, you may tap any number of tapped Gates you control. Draw a card for each Gate tapped "
              "this way.")  # s22-war reads untapped Gates you control (tests/unit/test_s22_war.py), not tapped ones


def test_701_26a_siege_striker_gets_plus_one_for_each_creature_its_controller_taps() -> None:
    striker = read_full_definition(*STRIKER)
    game = state(step="declare_attackers", battlefield=[_on("ss", "Siege Striker"), _on("b1", "Bear"),
                                                        _on("b2", "Bear"), _on("b3", "Bear", tapped=True),
                                                        _on("ob", "Bear", controller="bob")])
    attack = {"type": "declare_attackers", "attackers": [{"id": "ss", "defending": "bob"}]}
    done = _run(game, [attack, {"type": "resolve", "choices": {"tap": ["b1", "b2"]}}], striker, BEAR)
    by_id = {p["id"]: p for p in done["state"]["battlefield"]}
    assert (by_id["ss"]["characteristics"]["power"], by_id["ss"]["characteristics"]["toughness"]) == (3, 3)
    assert by_id["b1"]["tapped"] and by_id["b2"]["tapped"]
    done = _run(game, [attack, {"type": "resolve"}], striker, BEAR)  # none named: none tapped
    assert next(p for p in done["state"]["battlefield"] if p["id"] == "ss")["characteristics"]["power"] == 1
    for wrong in (["b3"], ["ob"], ["b1", "b1"]):  # tapped already, not Alice's, twice
        with pytest.raises(IllegalAction):
            _run(game, [attack, {"type": "resolve", "choices": {"tap": wrong}}], striker, BEAR)


# --- 'Enchanted creature has "Whenever you gain life, put that many +1/+1 counters on this creature."' (CR 613.1f,
# 603.2, 119.9) -----------------------------------------------------------------------------------------------------

PROMISE = ("Light of Promise", "Enchantment — Aura", 'Enchant creature\nEnchanted creature has "Whenever you gain '
           'life, put that many +1/+1 counters on this creature."', "{2}{W}")
SALVE = {"name": "Salve", "types": ["Instant"], "mana_cost": "{0}", "abilities": [
    {"kind": "spell", "effect": {"kind": "gain_life", "amount": 3, "player": "you"}}]}


def test_613_1f_light_of_promise_grants_a_life_gain_trigger_of_that_many_counters() -> None:
    assert read_full_definition(*PROMISE)["abilities"][1] == {
        "kind": "grant_triggered", "to": "attached_permanent",
        "ability": {"kind": "triggered", "trigger": "you_gain_life",
                    "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": "that_much", "target": "self"}}}
    promise = read_full_definition(*PROMISE)
    game = state(battlefield=[_on("gb", "Bear"), _on("lp", "Light of Promise", attached_to="gb")],
                 alice={"hand": [{"id": "s", "card": "Salve"}]}, bob={"hand": [{"id": "t", "card": "Salve"}]})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "s"}, {"type": "resolve"}, {"type": "resolve"}],
                promise, BEAR, SALVE)
    assert next(p for p in done["state"]["battlefield"] if p["id"] == "gb")["counters"] == {"+1/+1": 3}
    # an opponent's life gain triggers nothing
    bob_turn = {**game, "active_player": "bob"}
    done = _run(bob_turn, [{"type": "cast", "player": "bob", "card": "t"}, {"type": "resolve"}], promise, BEAR, SALVE)
    assert not next(p for p in done["state"]["battlefield"] if p["id"] == "gb").get("counters")
    assert done["state"]["stack"] == []


# --- "Whenever a creature you control with deathtouch deals damage to a planeswalker, destroy that planeswalker."
# (CR 603.2, 120.1, 306.8) ----------------------------------------------------------------------------------------

BLIGHTFANG = ("Hooded Blightfang", "Creature — Snake",
              "Deathtouch\nWhenever a creature you control with deathtouch attacks, each opponent loses 1 life and you "
              "gain 1 life.\nWhenever a creature you control with deathtouch deals damage to a planeswalker, destroy "
              "that planeswalker.", "{2}{B}", ("1", "4"))
VIPER = {"name": "Viper", "types": ["Creature"], "power": 1, "toughness": 1, "keywords": ["deathtouch"]}


def test_306_8_hooded_blightfang_destroys_a_planeswalker_its_deathtouch_creature_damages() -> None:
    blightfang = read_full_definition(*BLIGHTFANG)
    assert blightfang["abilities"][-1] == {
        "kind": "triggered", "trigger": "creature_damages_planeswalker", "dealing": "creature:you_control:with_deathtouch",
        "effect": {"kind": "destroy", "target": "that_permanent"}}
    _not_read("Whenever ~ attacks, destroy that planeswalker.")
    walker = {"id": "pw", "controller": "bob", "counters": {"loyalty": 5},
              "card": {"name": "Walker", "types": ["Planeswalker"]}}
    for attacker, destroyed in (("v", True), ("b", False)):  # a Viper (deathtouch) or a Bear
        game = state(step="declare_attackers", battlefield=[_on("hb", "Hooded Blightfang"), _on("v", "Viper"),
                                                            _on("b", "Bear"), walker])
        done = _run(game, [{"type": "declare_attackers", "attackers": [{"id": attacker, "defending": "pw"}]},
                           *([{"type": "resolve"}] if attacker == "v" else []),  # the attack trigger
                           {"type": "next_step"}, {"type": "next_step"}, {"type": "resolve"}][:5 if destroyed else 3],
                    blightfang, BEAR, VIPER)
        assert ("pw" in [p["id"] for p in done["state"]["battlefield"]]) is not destroyed


# --- "look at that many cards from the top of your library. You may reveal a creature card or Garruk planeswalker
# card from among them ..." (CR 603.2, 608.2h, 701.20a) --------------------------------------------------------------

HARBINGER = ("Garruk's Harbinger", "Creature — Beast",
             "Hexproof from black\nWhenever Garruk's Harbinger deals combat damage to a player or planeswalker, look at "
             "that many cards from the top of your library. You may reveal a creature card or Garruk planeswalker card "
             "from among them and put it into your hand. Put the rest on the bottom of your library in a random order.",
             "{1}{G}{G}", ("4", "3"))


def test_608_2h_garruks_harbinger_looks_at_as_many_cards_as_the_damage_it_dealt() -> None:
    harbinger = read_full_definition(*HARBINGER)
    assert harbinger["abilities"][0]["effect"] == {
        "kind": "look_at_top", "amount": "that_much", "take": 1, "quality": ["card:creature", "card:Garruk:planeswalker"],
        "optional": True, "reveal": True, "to": "hand", "rest": "bottom_random"}
    _not_read("When ~ enters, look at that many cards from the top of your library. You may reveal a creature card "
              "from among them and put it into your hand. Put the rest on the bottom of your library in a random order.")
    library = [{"id": f"l{n}", "card": card} for n, card in enumerate(["Rock", "Rock", "Rock", "Rock", "Bear"])]
    game = state(step="declare_attackers", battlefield=[_on("gh", "Garruk's Harbinger")], alice={"library": library})
    attack = [{"type": "declare_attackers", "attackers": [{"id": "gh", "defending": "bob"}]},
              {"type": "next_step"}, {"type": "next_step"}]
    with pytest.raises(IllegalAction):  # the fifth card is not among the four looked at
        _run(game, [*attack, {"type": "resolve", "choices": {"chosen": ["l4"]}}], harbinger, BEAR, ROCK)
    done = _run(game, [*attack, {"type": "resolve", "choices": {"chosen": []}}], harbinger, BEAR, ROCK)
    alice = done["state"]["players"][0]
    assert alice["hand"] == [] and alice["library"][0]["id"] == "l4" and len(alice["library"]) == 5


# --- "When ~ enters, if you control two or more nonland, nontoken permanents with the same name as one another, ..."
# (CR 603.4, 201.2) --------------------------------------------------------------------------------------------------

REPLICATOR = ("Chrome Replicator", "Artifact Creature — Construct",
              "When Chrome Replicator enters the battlefield, if you control two or more nonland, nontoken permanents "
              "with the same name as one another, create a 4/4 colorless Construct artifact creature token.", "{5}",
              ("4", "4"))


def test_201_2_chrome_replicator_makes_a_construct_only_with_two_permanents_of_one_name() -> None:
    replicator = read_full_definition(*REPLICATOR)
    assert replicator["abilities"][0]["intervening_if"] == {
        "kind": "you_control_same_name", "spec": "permanent:nonland:nontoken", "number": 2}
    cast = [{"type": "cast", "player": "alice", "card": "cr"}, {"type": "resolve"}, {"type": "resolve"}]
    for rocks, made in ((["r1", "r2"], ["Construct Token"]), (["r1"], [])):
        game = state(battlefield=[_on(rock, "Rock") for rock in rocks] + [_on("ob", "Rock", controller="bob")],
                     alice={"hand": [{"id": "cr", "card": "Chrome Replicator"}], "mana_pool": {"C": 5}})
        done = _run(game, cast[:2 + len(made)], replicator, ROCK)
        assert _tokens(done) == made and done["state"]["stack"] == []  # CR 603.4: no trigger without the pair
