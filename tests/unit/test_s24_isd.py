"""Session 24, group isd (docs/oracle-s24-isd.md): Innistrad's lines read by the s24-isd grammar rules and lowerings,
each checked on the real card's Oracle text (and a near variant the reader must refuse), then played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, permanent, read_full_definition, state
from tests.unit.conftest import full_definition as _full
from tests.unit.conftest import read_transforming as _dfc
from tests.unit.conftest import run_with_cards as _run

NO_SPELLS = "At the beginning of each upkeep, if no spells were cast last turn, transform {}."
TWO_SPELLS = "At the beginning of each upkeep, if a player cast two or more spells last turn, transform {}."
# Gatstaf Shepherd // Gatstaf Howler (ISD)
GATSTAF = (("Gatstaf Shepherd", "Creature — Human Werewolf", NO_SPELLS.format("Gatstaf Shepherd"), "{1}{G}", ("2", "2")),
           ("Gatstaf Howler", "Creature — Werewolf", "Intimidate (This creature can't be blocked except by artifact "
            "creatures and/or creatures that share a color with it.)\n" + TWO_SPELLS.format("Gatstaf Howler"),
            ("3", "3")))
SHOCK = {"name": "Test Shock", "mana_cost": "{R}", "types": ["Instant"],
         "abilities": [{"kind": "spell", "effect": {"kind": "gain_life", "amount": 1, "player": "you"}}]}


# --- the Werewolves' transform triggers (CR 603.4, 701.27a, 601.2i) --------------------------------------------------

def test_603_4_werewolf_transforms_after_a_turn_without_spells_and_back_after_two_spells_by_one_player() -> None:
    gatstaf = _full(_dfc(*GATSTAF))
    assert gatstaf["abilities"] == [{"kind": "step_trigger", "step": "upkeep", "whose": "each",
                                     "effect": {"kind": "transform_self"}, "intervening_if": {
                                         "kind": "this_turn", "record": "spells_cast_last_turn", "who": "a_player",
                                         "negated": True}}]
    assert gatstaf["back_face"]["abilities"][0]["intervening_if"]["number"] == 2
    # no spell this turn: at the next upkeep (the other player's) it transforms
    game = state(battlefield=[{"id": "w", "card": "Gatstaf Shepherd", "controller": "alice"}])
    done = _run(game, [{"type": "next_turn"}, {"type": "resolve"}], gatstaf)
    assert permanent(done, "w")["transformed"] is True
    assert events_of(done, "transformed")[0]["name"] == "Gatstaf Howler"
    # one spell each by two players: no trigger; two by one player (not the active one): it transforms back
    for casts, back in (({"alice": 1, "bob": 1}, False), ({"bob": 2}, True)):
        hand = {p: {"hand": [{"id": f"{p}{n}", "card": "Test Shock"} for n in range(k)], "mana_pool": {"R": k}}
                for p, k in casts.items()}
        game = state(**hand, battlefield=[{"id": "w", "card": "Gatstaf Shepherd", "controller": "alice",
                                           "transformed": True}])
        actions: list[dict[str, Any]] = []
        for p, k in casts.items():
            actions += [step for n in range(k) for step in (
                {"type": "cast", "card": f"{p}{n}", "player": p}, {"type": "resolve"})]
        done = _run(game, [*actions, {"type": "next_turn"}, *([{"type": "resolve"}] if back else [])], gatstaf, SHOCK)
        assert permanent(done, "w")["transformed"] is not back
        assert done["state"]["previous_turn"].get("spells_cast_by_others", {}) == {k: v for k, v in casts.items()
                                                                                 if k != "alice"}


# --- "return N cards at random from your graveyard to your hand" (CR 608.2c, 400.3) ---------------------------------

MAKE_A_WISH = ("Make a Wish", "Sorcery", "Return two cards at random from your graveyard to your hand.", "{3}{G}")
GHOULRAISER = ("Ghoulraiser", "Creature — Zombie", "When Ghoulraiser enters the battlefield, return a Zombie card at "
               "random from your graveyard to your hand.", "{1}{B}{B}", ("2", "2"))
ZOMBIE = {"name": "Test Zombie", "mana_cost": "{B}", "types": ["Creature"], "subtypes": ["Zombie"], "power": 2,
          "toughness": 2}


def _yard(*cards: str) -> list[dict[str, Any]]:
    return [{"id": f"g{n}", "card": card} for n, card in enumerate(cards)]


def _hand_ids(done: dict[str, Any], player: str = "alice") -> list[str]:
    return [card["id"] for card in next(p for p in done["state"]["players"] if p["id"] == player)["hand"]]


def test_608_2c_cards_returned_at_random_are_the_requests_pick_else_the_first() -> None:
    wish = read_full_definition(*MAKE_A_WISH)
    assert wish["abilities"][0]["effect"] == {"kind": "return_chosen_card_to_hand", "spec": "card_in_your_graveyard",
                                              "at_random": True, "amount": 2}
    yard = _yard("Test Zombie", "Test Shock", "Test Zombie")
    for chosen, back in ((None, ["g0", "g1"]), (["g2", "g0"], ["g0", "g2"])):
        game = state(alice={"hand": [{"id": "w", "card": "Make a Wish"}], "mana_pool": {"G": 4}, "graveyard": yard})
        resolve: dict[str, Any] = {"type": "resolve", **({"choices": {"chosen": chosen}} if chosen else {})}
        done = _run(game, [{"type": "cast", "card": "w"}, resolve], wish, ZOMBIE, SHOCK)
        assert sorted(_hand_ids(done)) == back
        moved = next(e for e in events_of(done, "zone_change") if e.get("picked_at_random"))
        assert moved["given"] is (chosen is not None)
    game = state(alice={"hand": [{"id": "w", "card": "Make a Wish"}], "mana_pool": {"G": 4}, "graveyard": yard})
    with pytest.raises(IllegalAction, match="must name 2 different card"):
        _run(game, [{"type": "cast", "card": "w"}, {"type": "resolve", "choices": {"chosen": ["g1"]}}], wish, ZOMBIE,
             SHOCK)


def test_608_2c_ghoulraiser_returns_a_zombie_card_at_random() -> None:
    raiser = read_full_definition(*GHOULRAISER)
    assert raiser["abilities"][0]["effect"]["spec"] == "card_in_your_graveyard:Zombie"
    game = state(alice={"hand": [{"id": "r", "card": "Ghoulraiser"}], "mana_pool": {"B": 3},
                        "graveyard": _yard("Test Shock", "Test Zombie")})
    done = _run(game, [{"type": "cast", "card": "r"}, {"type": "resolve"}, {"type": "resolve"}], raiser, ZOMBIE, SHOCK)
    assert _hand_ids(done) == ["g1"]


# --- "As long as equipped creature is a Human, it ..." (CR 611.3a, 613.4c, 613.1f) ----------------------------------

PITCHFORK = ("Sharpened Pitchfork", "Artifact — Equipment", "Equipped creature has first strike.\nAs long as equipped "
             "creature is a Human, it gets +1/+1.\nEquip {1}", "{2}")
CLEAVER = ("Butcher's Cleaver", "Artifact — Equipment", "Equipped creature gets +3/+0.\nAs long as equipped creature is "
           "a Human, it has lifelink.\nEquip {3}", "{3}")
HUMAN = {"name": "Test Human", "mana_cost": "{W}", "types": ["Creature"], "subtypes": ["Human"], "power": 1,
         "toughness": 1}


def test_611_3a_an_equipment_pumps_only_a_human() -> None:
    pitchfork, cleaver = read_full_definition(*PITCHFORK), read_full_definition(*CLEAVER)
    assert pitchfork["abilities"][1] == {"kind": "attached_pump", "power": 1, "toughness": 1, "if_subtype": "Human"}
    assert cleaver["abilities"][1]["keywords"] == ["lifelink"]
    game = state(battlefield=[{"id": "h", "card": "Test Human"}, {"id": "z", "card": "Test Zombie"},
                              {"id": "p", "card": "Sharpened Pitchfork", "attached_to": "h"},
                              {"id": "q", "card": "Sharpened Pitchfork", "attached_to": "z"},
                              {"id": "c", "card": "Butcher's Cleaver", "attached_to": "h"},
                              {"id": "d", "card": "Butcher's Cleaver", "attached_to": "z"}])
    done = _run(game, [], pitchfork, cleaver, HUMAN, ZOMBIE)
    human, zombie = permanent(done, "h")["characteristics"], permanent(done, "z")["characteristics"]
    assert (human["power"], human["toughness"], zombie["power"], zombie["toughness"]) == (5, 2, 5, 2)
    assert {"first_strike", "lifelink"} <= set(human["keywords"]) and "lifelink" not in zombie["keywords"]


# --- "Draw two cards, then discard a card at random." (CR 701.9b) ----------------------------------------------------

RAVINGS = ("Desperate Ravings", "Instant", "Draw two cards, then discard a card at random.\nFlashback {2}{U} (You may "
           "cast this card from your graveyard for its flashback cost. Then exile it.)", "{1}{R}")


def test_701_9b_you_discard_a_card_at_random_the_requests_pick() -> None:
    ravings = read_full_definition(*RAVINGS)
    assert ravings["abilities"][1]["effect"] == {"kind": "discard_at_random", "amount": 1, "player": "you"}
    game = state(alice={"hand": [{"id": "r", "card": "Desperate Ravings"}, {"id": "k", "card": "Test Zombie"}],
                        "library": [{"id": "l1", "card": "Test Shock"}, {"id": "l2", "card": "Test Shock"}],
                        "mana_pool": {"R": 2}})
    done = _run(game, [{"type": "cast", "card": "r"}, {"type": "resolve", "choices": {"discard": ["l2"]}}], ravings,
                ZOMBIE, SHOCK)
    assert sorted(_hand_ids(done)) == ["k", "l1"]
    assert events_of(done, "discarded_at_random")[0]["cards"] == ["l2"]


# --- "~ has haste as long as an opponent controls a Human." (CR 611.3a) ----------------------------------------------

REVELERS = ("Night Revelers", "Creature — Vampire", "Night Revelers has haste as long as an opponent controls a Human.",
            "{4}{R}", ("4", "4"))


def test_611_3a_haste_only_while_an_opponent_controls_a_human() -> None:
    revelers = read_full_definition(*REVELERS)
    assert revelers["abilities"][0]["as_long_as_opponent_controls"] == "permanent:Human"
    for human_controller, haste in (("bob", True), ("alice", False)):
        game = state(battlefield=[{"id": "n", "card": "Night Revelers", "controller": "alice"},
                                  {"id": "h", "card": "Test Human", "controller": human_controller}])
        done = _run(game, [], revelers, HUMAN)
        assert ("haste" in permanent(done, "n")["characteristics"]["keywords"]) is haste


# --- "~ gets +1/+1 for each creature your opponents control." (CR 613.4c, 611.3a) -----------------------------------

SCOURGE = ("Scourge of Geier Reach", "Creature — Elemental", "Scourge of Geier Reach gets +1/+1 for each creature your "
           "opponents control.", "{3}{R}", ("3", "3"))


def test_613_4c_a_creature_counts_its_opponents_creatures() -> None:
    scourge = read_full_definition(*SCOURGE)
    assert scourge["abilities"] == [{"kind": "self_count_pump", "power": 1, "toughness": 1,
                                     "count": "creatures_opponents_control"}]
    game = state(battlefield=[{"id": "s", "card": "Scourge of Geier Reach", "controller": "alice"},
                              {"id": "a", "card": "Test Human", "controller": "alice"},
                              {"id": "b1", "card": "Test Human", "controller": "bob"},
                              {"id": "b2", "card": "Test Zombie", "controller": "bob"}])
    assert permanent(_run(game, [], scourge, HUMAN, ZOMBIE), "s")["characteristics"]["power"] == 5


# --- "Creatures with flying your opponents control get -1/-0." (CR 613.4c) -------------------------------------------

SCARECROW = ("One-Eyed Scarecrow", "Artifact Creature — Scarecrow", "Defender\nCreatures with flying your opponents "
             "control get -1/-0.", "{3}", ("2", "3"))
BIRD = {"name": "Test Bird", "mana_cost": "{U}", "types": ["Creature"], "power": 2, "toughness": 2,
        "keywords": ["flying"]}


def test_613_4c_opponents_flying_creatures_get_minus_one() -> None:
    scarecrow = read_full_definition(*SCARECROW)
    assert scarecrow["abilities"][0]["affected_with"] == "creature:with_flying"
    game = state(battlefield=[{"id": "s", "card": "One-Eyed Scarecrow", "controller": "alice"},
                              {"id": "a", "card": "Test Bird", "controller": "alice"},
                              {"id": "b", "card": "Test Bird", "controller": "bob"},
                              {"id": "z", "card": "Test Zombie", "controller": "bob"}])
    done = _run(game, [], scarecrow, BIRD, ZOMBIE)
    assert [permanent(done, p)["characteristics"]["power"] for p in ("a", "b", "z")] == [2, 1, 2]


# --- "{B}: Transform ~. Activate only if you control five or more Vampires." (CR 602.5b, 701.27a) --------------------

KEEPER = (("Bloodline Keeper", "Creature — Vampire", "Flying\n{T}: Create a 2/2 black Vampire creature token with "
           "flying.\n{B}: Transform Bloodline Keeper. Activate only if you control five or more Vampires.", "{2}{B}{B}",
           ("3", "3")),
          ("Lord of Lineage", "Creature — Vampire", "Flying\nOther Vampire creatures you control get +2/+2.\n{T}: Create "
           "a 2/2 black Vampire creature token with flying.", ("5", "5")))
VAMPIRE = {"name": "Test Vampire", "mana_cost": "{B}", "types": ["Creature"], "subtypes": ["Vampire"], "power": 2,
           "toughness": 2}


def test_602_5b_bloodline_keeper_transforms_only_with_five_vampires() -> None:
    keeper = _full(_dfc(*KEEPER))
    assert keeper["abilities"][1] == {"kind": "activated", "cost": "{B}", "effect": {"kind": "transform_self"},
                                      "activate_only_if_you_control": "permanent:Vampire",
                                      "activate_only_if_you_control_at_least": 5}
    vampires = [{"id": f"v{n}", "card": "Test Vampire"} for n in range(4)]
    game = state(alice={"mana_pool": {"B": 1}}, battlefield=[{"id": "k", "card": "Bloodline Keeper"}, *vampires])
    done = _run(game, [{"type": "activate", "permanent": "k", "ability": 1}, {"type": "resolve"}], keeper, VAMPIRE)
    assert permanent(done, "k")["transformed"] is True
    assert permanent(done, "v0")["characteristics"]["power"] == 4  # Lord of Lineage's +2/+2
    with pytest.raises(IllegalAction, match="Condition not met"):
        _run(state(alice={"mana_pool": {"B": 1}}, battlefield=[{"id": "k", "card": "Bloodline Keeper"}, *vampires[:3]]),
             [{"type": "activate", "permanent": "k", "ability": 1}], keeper, VAMPIRE)


# --- "create a ... token that's tapped and attacking. Exile that token at end of combat." (CR 603.7, 511.2) ----------

GEIST = ("Geist of Saint Traft", "Legendary Creature — Spirit Cleric", "Hexproof (This creature can't be the target of "
         "spells or abilities your opponents control.)\nWhenever Geist of Saint Traft attacks, create a 4/4 white Angel "
         "creature token with flying that's tapped and attacking. Exile that token at end of combat.", "{1}{W}{U}",
         ("2", "2"))


def test_603_7_the_attacking_angel_token_is_exiled_at_end_of_combat() -> None:
    geist = read_full_definition(*GEIST)
    assert geist["abilities"][0]["effect"]["exile_at"] == "end_of_combat"
    game = state(step="declare_attackers", battlefield=[{"id": "g", "card": "Geist of Saint Traft"}])
    attack = {"type": "declare_attackers", "attackers": [{"id": "g", "defending": "bob"}]}
    step = {"type": "next_step"}
    done = _run(game, [attack, {"type": "resolve"}, step, step, step], geist)
    assert done["state"]["players"][1]["life"] == 14  # the Angel and the Geist dealt their damage
    assert done["state"]["step"] == "end_of_combat"
    done = _run(game, [attack, {"type": "resolve"}, step, step, step, {"type": "resolve"}], geist)
    assert [p["card"] for p in done["state"]["battlefield"]] == ["Geist of Saint Traft"]
    assert events_of(done, "zone_change")[-1]["to"] == "exile"


# --- Fiend Hunter: "return the exiled card to the battlefield under its owner's control" (CR 607.2a, 110.2a) ---------

FIEND_HUNTER = ("Fiend Hunter", "Creature — Human Cleric", "When Fiend Hunter enters the battlefield, you may exile "
                "another target creature.\nWhen Fiend Hunter leaves the battlefield, return the exiled card to the "
                "battlefield under its owner's control.", "{1}{W}{W}", ("1", "3"))


def test_607_2a_fiend_hunter_returns_the_card_it_exiled_to_its_owner() -> None:
    hunter = read_full_definition(*FIEND_HUNTER)
    assert hunter["abilities"][1]["effect"] == {"kind": "put_exiled_with_onto_battlefield",
                                                "under_owners_control": True}
    game = state(alice={"hand": [{"id": "f", "card": "Fiend Hunter"}], "mana_pool": {"W": 3}},
                 battlefield=[{"id": "z", "card": "Test Zombie", "controller": "bob"}])
    actions = [{"type": "cast", "card": "f"}, {"type": "resolve"},
               {"type": "resolve", "choices": {"targets": ["z"], "pay_optional_cost": True}}]
    done = _run(game, actions, hunter, ZOMBIE)
    assert [c["id"] for c in done["state"]["players"][1]["exile"]] == ["z"]
    done = _run(game, [*actions, {"type": "move", "permanent": "f", "to": "graveyard"}, {"type": "resolve"}], hunter,
                ZOMBIE)
    back = next(p for p in done["state"]["battlefield"] if p["card"] == "Test Zombie")
    assert back["controller"] == "bob"


# --- Elder Cathar: "If that creature is a Human, put two +1/+1 counters on it instead." in a trigger (CR 608.2c) -----

ELDER_CATHAR = ("Elder Cathar", "Creature — Human Soldier", "When Elder Cathar dies, put a +1/+1 counter on target "
                "creature you control. If that creature is a Human, put two +1/+1 counters on it instead.", "{2}{W}",
                ("2", "2"))


def test_608_2c_a_dies_trigger_puts_two_counters_instead_on_a_human() -> None:
    cathar = read_full_definition(*ELDER_CATHAR)
    assert cathar["abilities"][0]["effect"] == {"kind": "choose_target", "target": "creature:you_control"}
    for target, counters in (("h", 2), ("z", 1)):
        game = state(battlefield=[{"id": "c", "card": "Elder Cathar"}, {"id": "h", "card": "Test Human"},
                                  {"id": "z", "card": "Test Zombie"}])
        done = _run(game, [{"type": "move", "permanent": "c", "to": "graveyard"},
                           {"type": "resolve", "choices": {"targets": [target]}}], cathar, HUMAN, ZOMBIE)
        assert permanent(done, target)["counters"] == {"+1/+1": counters}


# --- fateful hour: "If you have 5 or less life, draw a card." (CR 119.1, 608.2c) -------------------------------------

FATEFUL = ("Test Fateful Counter", "Instant", "Counter target spell.\nFateful hour — If you have 5 or less life, draw a "
           "card.", "{1}{U}{U}")


def test_608_2c_fateful_hour_draws_only_at_5_or_less_life() -> None:
    fateful = read_full_definition(*FATEFUL)
    assert fateful["abilities"][1]["effect"]["condition"] == {"kind": "s24isd_life_at_most", "number": 5}
    for life, drawn in ((5, 1), (6, 0)):
        game = state(alice={"life": life, "hand": [{"id": "f", "card": "Test Fateful Counter"}],
                            "library": [{"id": "l", "card": "Test Shock"}], "mana_pool": {"U": 3}},
                     bob={"hand": [{"id": "s", "card": "Test Shock"}], "mana_pool": {"R": 1}})
        done = _run(game, [{"type": "cast", "card": "s", "player": "bob"},
                           {"type": "cast", "card": "f", "choices": {"targets": ["s"]}}, {"type": "resolve"}], fateful,
                    SHOCK)
        assert len(_hand_ids(done)) == drawn


# --- undying (CR 702.93a, 603.4, 603.10a) -----------------------------------------------------------------------------

UNDYING = ("Test Undying Zombie", "Creature — Zombie", "Undying (When this creature dies, if it had no +1/+1 counters on "
           "it, return it to the battlefield under its owner's control with a +1/+1 counter on it.)", "{1}{B}",
           ("2", "1"))


def test_702_93a_undying_returns_it_once_with_a_counter() -> None:
    undying = read_full_definition(*UNDYING)
    assert undying["abilities"][0]["effect"]["undying"] is True
    game = state(battlefield=[{"id": "u", "card": "Test Undying Zombie", "controller": "bob", "owner": "alice"}])
    done = _run(game, [{"type": "move", "permanent": "u", "to": "graveyard"}, {"type": "resolve"}], undying)
    back = next(p for p in done["state"]["battlefield"] if p["card"] == "Test Undying Zombie")
    assert back["controller"] == "alice" and back["counters"] == {"+1/+1": 1}
    done = _run(game, [{"type": "move", "permanent": "u", "to": "graveyard"}, {"type": "resolve"},
                       {"type": "move", "permanent": back["id"], "to": "graveyard"}], undying)
    assert not done["state"]["battlefield"] and not done["state"]["stack"]
    assert events_of(done, "undying_not_triggered")[0]["permanent"] == back["id"]


# --- plural creature types: "Protection from Vampires, from Werewolves, and from Zombies", "Werewolves you control
# have menace.", "that's a Werewolf or a Wolf" (CR 702.16g, 205.3m) -------------------------------------------------

INQUISITOR = ("Elite Inquisitor", "Creature — Human Soldier", "First strike, vigilance\nProtection from Vampires, from "
              "Werewolves, and from Zombies", "{W}{W}", ("2", "2"))
MAYOR = (("Mayor of Avabruck", "Creature — Human Advisor Werewolf", "Other Human creatures you control get +1/+1.\n"
          + NO_SPELLS.format("Mayor of Avabruck"), "{1}{G}", ("1", "1")),
         ("Howlpack Alpha", "Creature — Werewolf", "Each other creature you control that's a Werewolf or a Wolf gets "
          "+1/+1.\nAt the beginning of your end step, create a 2/2 green Wolf creature token.\n"
          + TWO_SPELLS.format("Howlpack Alpha"), ("3", "3")))


def test_702_16g_protection_from_three_creature_types_and_a_werewolf_or_wolf_lord() -> None:
    assert read_full_definition(*INQUISITOR)["keywords"] == [
        "first_strike", "vigilance", "protection:vampires", "protection:werewolves", "protection:zombies"]
    game = state(step="declare_blockers", combat={"attackers": [{"id": "i", "defending": "bob"}]},
                 battlefield=[{"id": "i", "card": "Elite Inquisitor", "controller": "alice", "tapped": False},
                              {"id": "z", "card": "Test Zombie", "controller": "bob"}])
    with pytest.raises(IllegalAction, match="protection"):
        _run(game, [{"type": "declare_blockers", "player": "bob", "blocks": [{"blocker": "z", "attacker": "i"}]}],
             read_full_definition(*INQUISITOR), ZOMBIE)
    mayor = _full(_dfc(*MAYOR))
    wolf = {"name": "Test Wolf", "mana_cost": "{G}", "types": ["Creature"], "subtypes": ["Wolf"], "power": 2,
            "toughness": 2}
    game = state(battlefield=[{"id": "m", "card": "Mayor of Avabruck", "transformed": True},
                              {"id": "w", "card": "Test Wolf"}, {"id": "h", "card": "Test Human"}])
    done = _run(game, [], mayor, wolf, HUMAN)
    assert [permanent(done, p)["characteristics"]["power"] for p in ("m", "w", "h")] == [3, 3, 1]
