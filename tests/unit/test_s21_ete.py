"""Session 21, group ete (docs/oracle-s21-ete.md): lines of ELD, THB, WAR, DOM, XLN, RIX, GRN, RNA, IKO, M19, M20,
BLB and 4ED read by the s21-ete grammar rules, each checked on the real card's Oracle text (and a near variant the
reader must refuse), then played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _not_read, _on, _permanent

# --- "At the beginning of your end step, if you didn't attack with a creature this turn, sacrifice ~." (CR 508.1a,
# 603.4) ------------------------------------------------------------------------------------------------------------

SEE_RED = ("See Red", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets +2/+1 and has first strike.\n"
           "At the beginning of your end step, if you didn't attack with a creature this turn, sacrifice See Red.",
           "{1}{R}")


def test_508_1a_see_red_is_sacrificed_at_the_end_step_only_if_you_didnt_attack() -> None:
    see_red = read_full_definition(*SEE_RED)
    assert see_red["abilities"][-1]["intervening_if"] == {"kind": "this_turn", "record": "attacked", "negated": True}
    _not_read("At the beginning of your end step, if you didn't attack with a wombat this turn, sacrifice ~.")
    for attacked, kept in ((False, False), (True, True)):
        game = state(step="postcombat_main", battlefield=[_on("b", "Bear"), _on("sr", "See Red", attached_to="b")],
                     alice={"attacked_this_turn": attacked})
        done = _run(game, [{"type": "next_step"}, *([] if attacked else [{"type": "resolve"}])], see_red, BEAR)
        assert (_permanent(done, "sr") is not None) is kept and done["state"]["stack"] == []


# --- "Players [Your opponents] can't gain life." (CR 119.7) --------------------------------------------------------

BOLT = {"name": "Bolt", "types": ["Instant"], "mana_cost": "{0}", "abilities": [
    {"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}
SALVE = {"name": "Salve", "types": ["Instant"], "mana_cost": "{0}", "abilities": [
    {"kind": "spell", "effect": {"kind": "gain_life", "amount": 3, "player": "you"}}]}


def test_119_7_a_player_who_cant_gain_life_gains_none() -> None:
    reading = read_card(CardFacts(name="Tibalt, Rakish Instigator", mana_cost="{2}{R}", loyalty="5",
                                  type_line="Legendary Planeswalker — Tibalt", oracle_text=(
                                      "Your opponents can't gain life.\n[−2]: Create a 1/1 red Devil creature token "
                                      "with \"When this creature dies, it deals 1 damage to any target.\"")))
    assert reading.support == "full" and reading.definition is not None
    tibalt = reading.definition
    assert tibalt["abilities"][0] == {"kind": "cant_gain_life", "players": "opponents"}
    assert read_full_definition("Ferocidon", "Creature — Dinosaur", "Players can't gain life.", "{2}{R}", ("3", "3"))[
        "abilities"] == [{"kind": "cant_gain_life", "players": "each"}]
    _not_read("Creatures can't gain life.")
    salve = {"type": "cast", "card": "s"}
    for controller, gains in (("bob", False), ("alice", True)):
        game = state(battlefield=[_on("t", "Tibalt, Rakish Instigator", controller, counters={"loyalty": 5})],
                     alice={"hand": [{"id": "s", "card": "Salve"}]})
        done = _run(game, [salve, {"type": "resolve"}], tibalt, SALVE)
        assert player_of(done, "alice")["life"] == (23 if gains else 20)
        assert bool(events_of(done, "life_gain_stopped")) is not gains


# --- "~ enters tapped and doesn't untap during your untap step." (CR 614.1c, 502.3) --------------------------------

def test_502_3_traxos_enters_tapped_and_doesnt_untap() -> None:
    traxos = read_full_definition(
        "Traxos, Scourge of Kroog", "Legendary Artifact Creature — Construct",
        "Trample\nTraxos, Scourge of Kroog enters the battlefield tapped and doesn't untap during your untap step.\n"
        "Whenever you cast a historic spell, untap Traxos. (Artifacts, legendaries, and Sagas are historic.)", "{4}",
        ("7", "7"))
    assert traxos["abilities"][:2] == [{"kind": "enters_tapped"}, {"kind": "doesnt_untap", "affected": "self"}]
    _not_read("~ enters tapped and doesn't untap during your upkeep.")
    game = state(step="end", active_player="bob", battlefield=[_on("t", "Traxos, Scourge of Kroog", tapped=True)])
    assert _permanent(_run(game, [{"type": "next_turn"}], traxos), "t")["tapped"] is True


# --- "nonlegendary" (CR 205.4a, 205.4d) ---------------------------------------------------------------------------

def test_205_4a_cast_down_targets_only_a_nonlegendary_creature() -> None:
    cast_down = read_full_definition("Cast Down", "Instant", "Destroy target nonlegendary creature.", "{1}{B}")
    assert cast_down["abilities"] == [{"kind": "spell", "effect": {"kind": "destroy", "target": "creature:nonlegendary"}}]
    # s33-newer: "... creature card from a graveyard" is read now (a card's supertype); a spell's is not
    _not_read("Counter target nonlegendary creature spell.", is_spell=True)
    hero = {"name": "Hero", "types": ["Creature"], "supertypes": ["Legendary"], "power": 2, "toughness": 2}
    game = state(battlefield=[_on("b", "Bear", "bob"), _on("h", "Hero", "bob")],
                 alice={"hand": [{"id": "cd", "card": "Cast Down"}], "mana_pool": {"B": 1, "C": 1}})
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "cast", "card": "cd", "choices": {"targets": ["h"]}}], cast_down, BEAR, hero)
    done = _run(game, [{"type": "cast", "card": "cd", "choices": {"targets": ["b"]}}, {"type": "resolve"}],
                cast_down, BEAR, hero)
    assert _permanent(done, "b") is None and _permanent(done, "h") is not None


# --- "You may put a land card from your hand onto the battlefield [tapped]." (CR 608.2d, 305.4) -----------------------

def test_305_4_growth_spiral_puts_the_chosen_land_card_onto_the_battlefield() -> None:
    spiral = read_full_definition("Growth Spiral", "Instant", "Draw a card. You may put a land card from your hand onto "
                                  "the battlefield.", "{G}{U}")
    assert spiral["abilities"][1] == {"kind": "spell", "effect": {"kind": "put_land_from_hand"}}
    grazer = read_full_definition("Arboreal Grazer", "Creature — Beast", "Reach\nWhen Arboreal Grazer enters the "
                                  "battlefield, you may put a land card from your hand onto the battlefield tapped.",
                                  "{G}", ("0", "3"))
    assert grazer["abilities"][0]["effect"] == {"kind": "put_land_from_hand", "tapped": True}
    # (a creature card put this way is s21-neoa's `put_from_hand`; "face down" is a word the reader doesn't take here)
    _not_read("You may put a land card from your hand onto the battlefield face down.", is_spell=True)
    game = state(alice={"hand": [{"id": "gs", "card": "Growth Spiral"}, {"id": "f", "card": "Forest"},
                                 {"id": "b", "card": "Bear"}], "mana_pool": {"G": 1, "U": 1}})
    cast = {"type": "cast", "card": "gs"}
    done = _run(game, [cast, {"type": "resolve", "choices": {"chosen": ["f"]}}], spiral, BEAR)
    assert _permanent(done, "f") is not None and _permanent(done, "f")["tapped"] is False
    assert player_of(done, "alice")["lands_played"] == 0  # not playing a land (CR 305.4)
    declined = _run(game, [cast, {"type": "resolve"}], spiral, BEAR)
    assert _permanent(declined, "f") is None and events_of(declined, "land_put_from_hand")[0]["chosen"] is False
    with pytest.raises(IllegalAction):
        _run(game, [cast, {"type": "resolve", "choices": {"chosen": ["b"]}}], spiral, BEAR)


# --- "if you have the city's blessing" (CR 702.131c, 602.5b, 603.4, 608.2c) -----------------------------------------

SECRETS = ("Secrets of the Golden City", "Sorcery", "Ascend (If you control ten or more permanents, you get the city's "
           "blessing for the rest of the game.)\nDraw two cards. If you have the city's blessing, draw three cards "
           "instead.", "{1}{U}{U}")
ARCH = ("Arch of Orazca", "Land", "Ascend (If you control ten or more permanents, you get the city's blessing for the "
        "rest of the game.)\n{T}: Add {C}.\n{5}, {T}: Draw a card. Activate only if you have the city's blessing.", "")


def test_702_131c_the_city_blessing_conditions() -> None:
    secrets, arch = read_full_definition(*SECRETS), read_full_definition(*ARCH)
    assert secrets["abilities"][2]["effect"]["condition"] == {"kind": "city_blessing"}
    assert arch["abilities"][-1]["activate_only_if_city_blessing"] is True
    assert read_full_definition("Griffin", "Creature — Griffin", "Whenever Griffin attacks, if you have the city's "
                                "blessing, put a +1/+1 counter on it.", "{4}", ("3", "4"))["abilities"][0][
        "intervening_if"] == {"kind": "city_blessing"}
    _not_read("Destroy target creature. If you have the city's blessing, draw three cards instead.", is_spell=True)
    for blessed, drawn in ((False, 2), (True, 3)):
        game = state(alice={"hand": [{"id": "s", "card": "Secrets of the Golden City"}], "mana_pool": {"U": 2, "C": 1},
                            "city_blessing": blessed})
        done = _run(game, [{"type": "cast", "card": "s"}, {"type": "resolve"}], secrets)
        assert len(player_of(done, "alice")["hand"]) == drawn
        game = state(battlefield=[_on("arch", "Arch of Orazca")], alice={"mana_pool": {"C": 5}, "city_blessing": blessed})
        activate = {"type": "activate", "permanent": "arch", "ability": 2}
        if blessed:
            assert _run(game, [activate], arch)["state"]["stack"]
        else:
            with pytest.raises(IllegalAction):
                _run(game, [activate], arch)


# --- "When ~ dies or is put into exile from the battlefield, you may put it into its owner's library third from the
# top." (CR 700.4, 603.6c, 603.10a, 401.7) ----------------------------------------------------------------------------

OKETRA = ("God-Eternal Oketra", "Legendary Creature — Zombie God",
          "Double strike\nWhenever you cast a creature spell, create a 4/4 black Zombie Warrior creature token with "
          "vigilance.\nWhen God-Eternal Oketra dies or is put into exile from the battlefield, you may put it into its "
          "owner's library third from the top.", "{3}{W}{W}", ("3", "6"))
EXILE = {"name": "Banish", "types": ["Instant"], "mana_cost": "{0}", "abilities": [
    {"kind": "spell", "effect": {"kind": "exile", "target": "creature"}}]}


def test_401_7_a_god_eternal_goes_third_from_the_top_of_its_library() -> None:
    oketra = read_full_definition(*OKETRA)
    assert oketra["abilities"][-1] == {"kind": "triggered", "trigger": "self_dies_or_exiled", "optional": True, "effect": {
        "kind": "put_on_library", "target": "that_card", "position": "third_from_top"}}
    _not_read("When ~ dies, put it into its owner's library third from the top.")
    _not_read("When ~ dies or is put into exile from the battlefield, return it to its owner's hand.")
    for removal, card in (("Bolt", BOLT), ("Banish", EXILE)):
        game = state(battlefield=[_on("ok", "God-Eternal Oketra", "bob")],
                     alice={"hand": [{"id": "r", "card": removal}]})
        if removal == "Bolt":
            game["battlefield"][0]["damage"] = 4
        done = _run(game, [{"type": "cast", "card": "r", "choices": {"targets": ["ok"]}}, {"type": "resolve"},
                           {"type": "resolve", "choices": {"pay_optional_cost": True}}], oketra, card, BOLT)
        library = [c["id"] for c in player_of(done, "bob")["library"]]
        assert library.index("ok") == 2 and not player_of(done, "bob")["graveyard"]
        assert not player_of(done, "bob")["exile"]


# --- "~ can't be blocked by Dinosaurs." / "... by Knights or Walls." (CR 509.1b, 205.3) ------------------------------

def test_509_1b_rampart_smasher_cant_be_blocked_by_knights_or_walls() -> None:
    smasher = read_full_definition("Rampart Smasher", "Creature — Giant", "This spell can't be countered.\nRampart "
                                   "Smasher can't be blocked by Knights or Walls.", "{R/G}{R/G}{R/G}{R/G}", ("5", "5"))
    assert smasher["abilities"][-1] == {"kind": "cant_be_blocked_by", "by_subtypes": ["Knight", "Wall"]}
    assert read_full_definition("River Darter", "Creature — Merfolk Warrior", "River Darter can't be blocked by "
                                "Dinosaurs.", "{2}{U}", ("2", "3"))["abilities"] == [
        {"kind": "cant_be_blocked_by", "by_subtypes": ["Dinosaur"]}]
    _not_read("~ can't be blocked by Knight or Walls.")
    knight = {"name": "Knight", "types": ["Creature"], "subtypes": ["Knight"], "power": 2, "toughness": 2}
    game = state(step="declare_attackers", battlefield=[_on("rs", "Rampart Smasher"), _on("k", "Knight", "bob"),
                                                        _on("b", "Bear", "bob")])
    attack = {"type": "declare_attackers", "attackers": [{"id": "rs", "defending": "bob"}]}
    step = {"type": "next_step"}

    def block(blocker: str) -> dict[str, Any]:
        return {"type": "declare_blockers", "blocks": [{"blocker": blocker, "attacker": "rs"}]}
    with pytest.raises(IllegalAction):
        _run(game, [attack, step, block("k")], smasher, knight, BEAR)
    assert _run(game, [attack, step, block("b")], smasher, knight, BEAR)["state"]["combat"]["blockers"]


# --- "Whenever an opponent draws a card, ~ deals 1 damage to that player." (CR 121.2, 603.2) ------------------------

def test_603_2_underworld_dreams_deals_1_damage_for_each_card_an_opponent_draws() -> None:
    dreams = read_full_definition("Underworld Dreams", "Enchantment", "Whenever an opponent draws a card, Underworld "
                                  "Dreams deals 1 damage to that player.", "{B}{B}{B}")
    assert dreams["abilities"] == [{"kind": "triggered", "trigger": "opponent_draws",
                                    "effect": {"kind": "damage", "amount": 1, "target": "that_player"}}]
    _not_read("Whenever an opponent discards a card, ~ deals 1 damage to that opponent.")  # s23-c10 reads "that player"
    draw = {"name": "Inspire", "types": ["Sorcery"], "mana_cost": "{0}", "abilities": [
        {"kind": "spell", "effect": {"kind": "draw", "amount": 2, "player": "target_player"}}]}
    game = state(battlefield=[_on("ud", "Underworld Dreams")], alice={"hand": [{"id": "i", "card": "Inspire"}]})
    for who, life in (("bob", 18), ("alice", 20)):
        done = _run(game, [{"type": "cast", "card": "i", "choices": {"targets": [who]}}, {"type": "resolve"},
                           *([{"type": "resolve"}] * (2 if who == "bob" else 0))], dreams, draw)
        assert player_of(done, who)["life"] == life and done["state"]["stack"] == []


# --- "When ~ enters, each player gains 4 life." (CR 119.3) ---------------------------------------------------------

def test_119_3_centaur_peacemaker_makes_each_player_gain_4_life() -> None:
    centaur = read_full_definition("Centaur Peacemaker", "Creature — Centaur Cleric", "When Centaur Peacemaker enters the "
                                   "battlefield, each player gains 4 life.", "{1}{G}{W}", ("3", "3"))
    assert centaur["abilities"][0]["effect"] == {"kind": "gain_life", "amount": 4, "player": "each_player"}
    _not_read("When ~ enters, each opponent gains 4 life.")
    game = state(alice={"hand": [{"id": "c", "card": "Centaur Peacemaker"}], "mana_pool": {"G": 1, "W": 1, "C": 1}})
    done = _run(game, [{"type": "cast", "card": "c"}, {"type": "resolve"}, {"type": "resolve"}], centaur)
    assert [player_of(done, p)["life"] for p in ("alice", "bob")] == [24, 24]
