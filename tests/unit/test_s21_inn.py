"""Session 21, group inn (docs/oracle-s21-inn.md): Innistrad: Midnight Hunt and Crimson Vow lines read by the s21-inn
grammar rules, each checked on the real card's Oracle text (and a near variant the reader must refuse), then played
by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.engine.cards import predefined_token
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _not_read, _on  # the s18-m21 helpers, shared
from tests.unit.test_s20_m21 import BOLT


def _battlefield(result: dict[str, Any]) -> list[dict[str, Any]]:
    return list(result["state"]["battlefield"])


def _blood(object_id: str) -> dict[str, Any]:
    return {"id": object_id, "card": predefined_token("Blood").model_dump(mode="json"), "controller": "alice",
            "is_token": True}


# --- "<player> <predicate>, <predicate>, then <effect>" (CR 608.2c) -------------------------------------------

MENDING = ("Faithful Mending", "Instant", "You gain 2 life, draw two cards, then discard two cards.\nFlashback {1}{W}{U} "
           "(You may cast this card from your graveyard for its flashback cost. Then exile it.)", "{W}{U}")
DISCUSSION = ("Pointed Discussion", "Sorcery", "You draw two cards, lose 2 life, then create a Blood token. (It's an "
              "artifact with \"{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card.\")", "{2}{B}")


def test_608_2c_three_effects_share_the_first_subject() -> None:
    assert [a["effect"] for a in read_full_definition(*MENDING)["abilities"][:3]] == [
        {"kind": "gain_life", "amount": 2, "player": "you"}, {"kind": "draw", "amount": 2, "player": "you"},
        {"kind": "discard", "amount": 2, "player": "you"}]
    opponents = read_composed("Each opponent loses 2 life, discards a card, then mills two cards.", is_spell=True)
    assert [a["effect"]["player"] for a in opponents.abilities or []] == ["each_opponent"] * 3
    # an imperative third effect has no subject of its own: read only after "You"
    _not_read("Each opponent loses 2 life, discards a card, then create a Blood token.", is_spell=True)


def test_608_2c_pointed_discussion_draws_loses_life_and_creates_blood() -> None:
    discussion = read_full_definition(*DISCUSSION)
    game = state(alice={"hand": [{"id": "pd", "card": "Pointed Discussion"}], "mana_pool": {"B": 3}})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "pd"}, {"type": "resolve"}], discussion)
    alice = player_of(done, "alice")
    assert alice["life"] == 18 and len(alice["hand"]) == 2
    assert [p["card"]["name"] for p in _battlefield(done)] == ["Blood Token"]


def test_608_2c_faithful_mending_gains_draws_then_discards() -> None:
    mending = read_full_definition(*MENDING)
    game = state(alice={"hand": [{"id": "fm", "card": "Faithful Mending"}], "mana_pool": {"W": 1, "U": 1}})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "fm"}, {"type": "resolve"}], mending)
    alice = player_of(done, "alice")
    assert alice["life"] == 22 and alice["hand"] == [] and len(alice["graveyard"]) == 3


# --- "Counter target creature or planeswalker spell." (CR 115.1, 205.2a) ---------------------------------------

SYPHON = ("Syphon Essence", "Instant", "Counter target creature or planeswalker spell. Create a Blood token. (It's an "
          "artifact with \"{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card.\")", "{2}{U}")


def test_115_1_counter_target_creature_or_planeswalker_spell() -> None:
    syphon = read_full_definition(*SYPHON)
    assert syphon["abilities"][0]["effect"] == {"kind": "counter", "target": "spell:creature_or_planeswalker"}
    game = state(alice={"hand": [{"id": "gb", "card": "Grizzly Bears"}, {"id": "lb", "card": "Lightning Bolt"}],
                        "mana_pool": {"G": 2, "R": 1}},
                 bob={"hand": [{"id": "se", "card": "Syphon Essence"}], "mana_pool": {"U": 3}})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "gb"},
                       {"type": "cast", "player": "bob", "card": "se", "choices": {"targets": ["gb"]}},
                       {"type": "resolve"}], syphon)
    assert events_of(done, "spell_countered")[0]["countered"] == "gb"
    assert [p["controller"] for p in _battlefield(done)] == ["bob"]  # bob's Blood token
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "cast", "player": "alice", "card": "lb", "choices": {"targets": ["bob"]}},
                    {"type": "cast", "player": "bob", "card": "se", "choices": {"targets": ["lb"]}}], syphon)


# --- tokens "with training" (CR 111.4, 702.149a) ---------------------------------------------------------------

TORENS = ("Torens, Fist of the Angels", "Legendary Creature — Human Cleric", "Training (Whenever this creature "
          "attacks with another creature with greater power, put a +1/+1 counter on this creature.)\nWhenever you cast "
          "a creature spell, create a 1/1 green and white Human Soldier creature token with training.", "{1}{G}{W}",
          ("2", "2"))


def test_702_149a_a_token_created_with_training_trains() -> None:
    torens = read_full_definition(*TORENS)
    token = torens["abilities"][1]["effect"]["token"]
    assert token["abilities"] == [{"kind": "training"}] and token["keywords"] == []
    game = state(battlefield=[_on("t", torens["name"])],
                 alice={"hand": [{"id": "gb", "card": "Grizzly Bears"}], "mana_pool": {"G": 2}})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "gb"}, {"type": "resolve"}], torens)
    created = next(p for p in _battlefield(done) if p.get("is_token"))
    attack = state(step="declare_attackers", battlefield=[
        {**created, "controlled_since_turn": 1}, _on("big", "Bear")])
    trained = _run(attack, [{"type": "declare_attackers", "attackers": [
        {"id": created["id"], "defending": "bob"}, {"id": "big", "defending": "bob"}]}, {"type": "resolve"}], BEAR)
    assert next(p for p in _battlefield(trained) if p["id"] == created["id"])["counters"] == {"+1/+1": 1}
    _not_read("When ~ enters, create a 1/1 white Human creature token with training and frobbing.")


# --- "As an additional cost to cast ~, exile a creature card from your graveyard." (CR 601.2b, 406.2) ---------

LANCER = ("Cobbled Lancer", "Creature — Zombie Horse", "As an additional cost to cast this spell, exile a creature "
          "card from your graveyard.\n{3}{U}, Exile Cobbled Lancer from your graveyard: Draw a card.", "{U}",
          ("3", "3"))


def test_601_2b_cobbled_lancer_exiles_a_creature_card_from_the_graveyard() -> None:
    lancer = read_full_definition(*LANCER)
    assert lancer["abilities"][0] == {"kind": "additional_cost", "cost": "exile_from_graveyard",
                                     "card_type": "creature", "amount": 1}
    graveyard = [{"id": "bolt", "card": "Lightning Bolt"}, {"id": "g1", "card": "Grizzly Bears"},
                 {"id": "g2", "card": "Grizzly Bears"}]
    game = state(alice={"hand": [{"id": "cl", "card": "Cobbled Lancer"}], "mana_pool": {"U": 1},
                        "graveyard": graveyard})
    cast = {"type": "cast", "player": "alice", "card": "cl", "choices": {"exile_from_graveyard": ["g2"]}}
    done = _run(game, [cast, {"type": "resolve"}], lancer)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["exile"]] == ["g2"] and [c["id"] for c in alice["graveyard"]] == ["bolt", "g1"]
    assert [p["id"] for p in _battlefield(done)] == ["cl"]
    no_creature = state(alice={"hand": [{"id": "cl", "card": "Cobbled Lancer"}], "mana_pool": {"U": 1},
                               "graveyard": graveyard[:1]})
    with pytest.raises(IllegalAction):
        _run(no_creature, [{"type": "cast", "player": "alice", "card": "cl"}], lancer)
    _not_read("As an additional cost to cast ~, exile a card from a graveyard.")


# --- "Look at the top card of your library. You may put that card into your graveyard." (CR 608.2c) ------------

CONSIDER = ("Consider", "Instant", "Look at the top card of your library. You may put that card into your "
            "graveyard.\nDraw a card.", "{U}")


def test_608_2c_consider_may_put_the_top_card_into_the_graveyard() -> None:
    consider = read_full_definition(*CONSIDER)
    assert consider["abilities"][0]["effect"] == {"kind": "look_at_top", "amount": 1, "take": 1, "to": "graveyard",
                                                  "rest": "top", "optional": True}
    game = state(alice={"hand": [{"id": "c", "card": "Consider"}], "mana_pool": {"U": 1},
                        "library": [{"id": "top", "card": "Lightning Bolt"}, {"id": "next", "card": "Grizzly Bears"}]})
    milled = _run(game, [{"type": "cast", "player": "alice", "card": "c"},
                         {"type": "resolve", "choices": {"chosen": ["top"]}}], consider)
    alice = player_of(milled, "alice")
    assert [c["id"] for c in alice["hand"]] == ["next"] and "top" in [c["id"] for c in alice["graveyard"]]
    kept = player_of(_run(game, [{"type": "cast", "player": "alice", "card": "c"}, {"type": "resolve"}], consider),
                     "alice")
    assert [c["id"] for c in kept["hand"]] == ["top"]
    _not_read("Look at the top two cards of your library. You may put that card into your graveyard.", is_spell=True)


# --- "Tap three untapped creatures you control: ..." (CR 602.2b, 701.26a) -------------------------------------

SIEGE = ("Siege Zombie", "Creature — Zombie", "Tap three untapped creatures you control: Each opponent loses 1 life.",
         "{1}{B}", ("2", "2"))


def test_602_2b_tap_three_untapped_creatures_you_control() -> None:
    siege = read_full_definition(*SIEGE)
    assert siege["abilities"][0]["other_costs"] == [{"kind": "tap_permanents", "count": 3, "spec": "creature"}]
    game = state(battlefield=[_on("sz", "Siege Zombie", controlled_since_turn=3), _on("b1", "Bear"),
                              _on("b2", "Bear")])
    done = _run(game, [{"type": "activate", "permanent": "sz", "ability": 0}, {"type": "resolve"}], siege, BEAR)
    assert player_of(done, "bob")["life"] == 19 and all(p["tapped"] for p in _battlefield(done))
    with pytest.raises(IllegalAction):
        _run(state(battlefield=[_on("sz", "Siege Zombie"), _on("b1", "Bear")]),
             [{"type": "activate", "permanent": "sz", "ability": 0}], siege, BEAR)


# --- "Whenever you sacrifice a Blood token" (CR 111.1, 603.10a, 701.21a) ----------------------------------------

GUEST = ("Gluttonous Guest", "Creature — Vampire", "When Gluttonous Guest enters the battlefield, create a Blood token. "
         "(It's an artifact with \"{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card.\")\nWhenever you "
         "sacrifice a Blood token, you gain 1 life.", "{2}{B}", ("1", "4"))


def test_603_10a_gluttonous_guest_gains_life_when_a_blood_token_is_sacrificed() -> None:
    guest = read_full_definition(*GUEST)
    assert guest["abilities"][1]["sacrificed"] == "permanent:token:Blood"
    game = state(battlefield=[_on("gg", "Gluttonous Guest"), _blood("bl")],
                 alice={"hand": [{"id": "h", "card": "Grizzly Bears"}], "mana_pool": {"C": 1}})
    done = _run(game, [{"type": "activate", "permanent": "bl", "ability": 0}, {"type": "resolve"}, {"type": "resolve"}],
                guest)
    assert player_of(done, "alice")["life"] == 21
    # a nontoken Blood artifact is no Blood token
    nontoken = {"name": "Blood Relic", "types": ["Artifact"], "subtypes": ["Blood"], "abilities": [
        {"kind": "activated", "cost": "{0}", "other_costs": [{"kind": "sacrifice_self"}],
         "effect": {"kind": "gain_life", "amount": 5, "player": "you"}}]}
    relic = state(battlefield=[_on("gg", "Gluttonous Guest"), _on("r", "Blood Relic")])
    done = _run(relic, [{"type": "activate", "permanent": "r", "ability": 0}, {"type": "resolve"}], guest, nontoken)
    assert player_of(done, "alice")["life"] == 25 and events_of(done, "trigger_put_on_stack") == []


# --- "This ability triggers only once each turn." on cast and discard triggers (CR 603.2, 603.2c) ---------------

WIZARD = ("Whispering Wizard", "Creature — Human Wizard", "Whenever you cast a noncreature spell, create a 1/1 white "
          "Spirit creature token with flying. This ability triggers only once each turn.", "{3}{U}", ("3", "2"))
DYING = ("Dying to Serve", "Enchantment", "Whenever you discard one or more cards, create a tapped 2/2 black Zombie "
         "creature token. This ability triggers only once each turn.", "{2}{B}")


def test_603_2_whispering_wizard_triggers_once_each_turn() -> None:
    wizard = read_full_definition(*WIZARD)
    assert wizard["abilities"][0]["kind"] == "cast_trigger" and wizard["abilities"][0]["max_per_turn"] == 1
    game = state(battlefield=[_on("ww", "Whispering Wizard")],
                 alice={"hand": [{"id": "b1", "card": "Bolt"}, {"id": "b2", "card": "Bolt"}]})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "b1", "choices": {"targets": ["bob"]}},
                       {"type": "resolve"}, {"type": "resolve"},
                       {"type": "cast", "player": "alice", "card": "b2", "choices": {"targets": ["bob"]}},
                       {"type": "resolve"}], wizard, BOLT)
    assert player_of(done, "bob")["life"] == 14
    assert [p["card"]["name"] for p in _battlefield(done) if p.get("is_token")] == ["Spirit Token"]


def test_603_2c_dying_to_serve_one_token_for_two_cards_discarded() -> None:
    dying = read_full_definition(*DYING)
    assert dying["abilities"][0]["trigger"] == "you_discards" and dying["abilities"][0]["max_per_turn"] == 1
    # s32-r2wd reads the batch trigger without the limit (docs/oracle-s32-r2wd.md); an opponent's stays refused
    _not_read("Whenever an opponent discards one or more cards, create a tapped 2/2 black Zombie creature token.")
    mending = read_full_definition(*MENDING)
    game = state(battlefield=[_on("ds", "Dying to Serve")],
                 alice={"hand": [{"id": "fm", "card": "Faithful Mending"}], "mana_pool": {"W": 1, "U": 1}})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "fm"}, {"type": "resolve"}, {"type": "resolve"}],
                dying, mending)
    zombies = [p for p in _battlefield(done) if p.get("is_token")]
    assert len(zombies) == 1 and zombies[0]["tapped"] is True


# --- "Its controller investigates." / "... and 1 damage to its controller" (CR 701.16a, 608.2h) ----------------

ABSENCE = ("Fateful Absence", "Instant", "Destroy target creature or planeswalker. Its controller investigates. (They "
           "create a colorless Clue artifact token with \"{2}, Sacrifice this artifact: Draw a card.\")", "{1}{W}")
RUSH = ("Neonate's Rush", "Instant", "This spell costs {1} less to cast if you control a Vampire.\nNeonate's Rush deals "
        "1 damage to target creature and 1 damage to its controller. Draw a card.", "{2}{R}")


def test_701_16a_fateful_absence_gives_the_controller_a_clue() -> None:
    absence = read_full_definition(*ABSENCE)
    game = state(battlefield=[_on("gb", "Bear", controller="bob")],
                 alice={"hand": [{"id": "fa", "card": "Fateful Absence"}], "mana_pool": {"W": 2}})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "fa", "choices": {"targets": ["gb"]}},
                       {"type": "resolve"}], absence, BEAR)
    assert [(p["card"]["name"], p["controller"]) for p in _battlefield(done)] == [("Clue Token", "bob")]
    _not_read("Draw a card. Its controller investigates.", is_spell=True)


def test_608_2h_neonates_rush_damages_the_creature_and_its_controller() -> None:
    rush = read_full_definition(*RUSH)
    game = state(battlefield=[_on("gb", "Bear", controller="bob")],
                 alice={"hand": [{"id": "nr", "card": "Neonate's Rush"}], "mana_pool": {"R": 3}})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "nr", "choices": {"targets": ["gb"]}},
                       {"type": "resolve"}], rush, BEAR)
    assert player_of(done, "bob")["life"] == 19 and len(player_of(done, "alice")["hand"]) == 1
    _not_read("~ deals 1 damage to any target and 1 damage to its controller.", is_spell=True)


# --- "if an opponent lost life this turn" (CR 602.5b, 603.4) and coven on a sentence (CR 608.2c, 208.1) --------

PIT_FIGHTER = ("Falkenrath Pit Fighter", "Creature — Vampire Warrior", "{1}{R}, Discard a card, Sacrifice a Vampire: "
               "Draw two cards. Activate only if an opponent lost life this turn.", "{R}", ("2", "1"))
MIGHT = ("Might of the Old Ways", "Instant", "Target creature gets +2/+2 until end of turn.\nCoven — Then if you "
         "control three or more creatures with different powers, draw a card.", "{1}{G}")


def test_602_5b_pit_fighter_only_after_an_opponent_lost_life() -> None:
    fighter = read_full_definition(*PIT_FIGHTER)
    assert fighter["abilities"][0]["activate_only_if"] == "opponent_lost_life"
    alice = {"hand": [{"id": "h", "card": "Grizzly Bears"}], "mana_pool": {"R": 2}}
    activate = [{"type": "activate", "permanent": "pf", "ability": 0}, {"type": "resolve"}]
    with pytest.raises(IllegalAction):
        _run(state(battlefield=[_on("pf", "Falkenrath Pit Fighter")], alice=alice), activate, fighter)
    game = state(battlefield=[_on("pf", "Falkenrath Pit Fighter")], alice=alice, bob={"life_lost_this_turn": 2})
    assert len(player_of(_run(game, activate, fighter), "alice")["hand"]) == 2


def test_208_1_might_of_the_old_ways_draws_with_three_different_powers() -> None:
    might = read_full_definition(*MIGHT)
    assert might["abilities"][1]["effect"]["condition"] == {"kind": "s21inn_different_powers", "spec": "creature",
                                                          "number": 3}
    giant = {**BEAR, "name": "Giant", "power": 4, "toughness": 4}
    elf = {**BEAR, "name": "Elf", "power": 1, "toughness": 1}
    cast = [{"type": "cast", "player": "alice", "card": "mw", "choices": {"targets": ["e"]}}, {"type": "resolve"}]
    hand = {"hand": [{"id": "mw", "card": "Might of the Old Ways"}], "mana_pool": {"G": 2}}
    three = state(battlefield=[_on("b", "Bear"), _on("g", "Giant"), _on("e", "Elf")], alice=hand)
    assert len(player_of(_run(three, cast, might, BEAR, giant, elf), "alice")["hand"]) == 1
    same = state(battlefield=[_on("b", "Bear"), _on("g", "Giant"), _on("e", "Bear")], alice=hand)  # 2, 4, 4
    assert player_of(_run(same, cast, might, BEAR, giant, elf), "alice")["hand"] == []
