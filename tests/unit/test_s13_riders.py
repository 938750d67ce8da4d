"""Riders: sentences of effects under a condition (the `if_condition` effect, rules/riders.py, CR
608.2c, 608.2h), read from real cards' Oracle text and played by the engine; near variants with a
word the grammar doesn't know stay not modelled (docs/oracle-riders.md)."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from app.engine.cards import IfConditionEffect
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, player_of, read_full_definition, run, state

# Might of the Meek (BLB)
MEEK = (
    "Might of the Meek",
    "Instant",
    "Target creature gains trample until end of turn. It also gets +1/+0 until end of turn if you control a "
    "Mouse.\nDraw a card.",
    "{R}",
)
# Hazardroot Herbalist (BLB)
HERBALIST = (
    "Hazardroot Herbalist",
    "Creature — Rabbit Druid",
    "Whenever you attack, target creature you control gets +1/+0 until end of turn. If that creature is a "
    "token, it also gains deathtouch until end of turn.",
    "{2}{G}",
    ("1", "4"),
)
# Beza, the Bounding Spring (BLB)
BEZA = (
    "Beza, the Bounding Spring",
    "Legendary Creature — Elemental Elk",
    "When Beza, the Bounding Spring enters, create a Treasure token if an opponent controls more lands than "
    "you. You gain 4 life if an opponent has more life than you. Create two 1/1 blue Fish creature tokens if "
    "an opponent controls more creatures than you. Draw a card if an opponent has more cards in hand than you.",
    "{2}{W}{W}",
    ("4", "5"),
)
# Shoreline Looter (BLB)
LOOTER = (
    "Shoreline Looter",
    "Creature — Rat Rogue",
    "Shoreline Looter can't be blocked.\nThreshold — Whenever Shoreline Looter deals combat damage to a player, "
    "draw a card. Then discard a card unless seven or more cards are in your graveyard.",
    "{1}{U}",
    ("1", "1"),
)
# Splash Portal (BLB)
PORTAL = (
    "Splash Portal",
    "Sorcery",
    "Exile target creature you control, then return it to the battlefield under its owner's control. If that "
    "creature is a Bird, Frog, Otter, or Rat, draw a card.",
    "{U}",
)


def creature(object_id: str, controller: str, power: int = 2, toughness: int = 2, **card: Any) -> dict[str, Any]:
    return {
        "id": object_id,
        "controller": controller,
        "controlled_since_turn": 1,
        "card": {"name": object_id.title(), "types": ["Creature"], "power": power, "toughness": toughness, **card},
    }


def _not_full(name: str, type_line: str, oracle: str, cost: str) -> list[str]:
    reading = read_card(CardFacts(name=name, mana_cost=cost, type_line=type_line, oracle_text=oracle))
    assert reading.support != "full"
    return reading.not_modelled


# --- Might of the Meek: "if you control a Mouse" on an effect acting on the target ---------------------


def test_608_2c_might_of_the_meek_reads_a_rider_on_its_target() -> None:
    abilities = read_full_definition(*MEEK)["abilities"]
    assert abilities[1]["effect"] == {
        "kind": "if_condition",
        "condition": {"kind": "you_control", "spec": "permanent:Mouse"},
        "effect": {"kind": "pump", "target": "it", "power": 1, "toughness": 0, "duration": "end_of_turn"},
    }


def _meek(mouse: bool) -> dict[str, Any]:
    others = [creature("mouse", "alice", 1, 1, subtypes=["Mouse"])] if mouse else []
    game = state(
        battlefield=[creature("bear", "alice"), *others],
        alice={"mana_pool": {"R": 1}, "hand": [{"id": "meek", "card": read_full_definition(*MEEK)}]},
    )
    return run(game, [{"type": "cast", "card": "meek", "choices": {"targets": ["bear"]}}, {"type": "resolve"}])


def test_608_2c_might_of_the_meek_pumps_only_when_you_control_a_mouse() -> None:
    with_mouse = permanent(_meek(True), "bear")["characteristics"]
    assert (with_mouse["power"], with_mouse["keywords"]) == (3, ["trample"])
    without = _meek(False)
    bear = permanent(without, "bear")["characteristics"]
    assert (bear["power"], bear["keywords"]) == (2, ["trample"])
    missed = events_of(without, "condition_not_met")
    assert missed and "CR 608.2c" in missed[0]["cites"] and missed[0]["effect"] == "pump"
    assert len(player_of(without, "alice")["hand"]) == 1  # it still draws


# --- Hazardroot Herbalist: "If that creature is a token, it also gains ..." -----------------------------


def test_608_2h_hazardroot_herbalist_gives_deathtouch_only_to_a_token() -> None:
    herbalist = read_full_definition(*HERBALIST)
    rider = herbalist["abilities"][0]["then_effects"][0]
    assert rider["condition"] == {"kind": "it_is", "specs": ["permanent:token"]}
    for token in (True, False):
        attacker = {**creature("a1", "alice"), "is_token": token}
        game = state(
            step="declare_attackers",
            battlefield=[{"id": "h", "card": herbalist, "controller": "alice", "controlled_since_turn": 1}, attacker],
        )
        declare = {"type": "declare_attackers", "attackers": [{"id": "a1", "defending": "bob"}]}
        result = run(game, [declare, {"type": "resolve", "choices": {"targets": ["a1"]}}])
        pumped = permanent(result, "a1")["characteristics"]
        assert pumped["power"] == 3
        assert ("deathtouch" in pumped["keywords"]) is token


# --- Beza: "if an opponent has more ... than you" ---------------------------------------------------


def test_608_2c_beza_checks_each_comparison_as_its_sentence_resolves() -> None:
    beza = read_full_definition(*BEZA)
    lands = [{"id": f"l{n}", "controller": "bob", "card": "Forest"} for n in range(2)]
    game = state(
        battlefield=[*lands, creature("ogre", "bob")],
        alice={"life": 15, "mana_pool": {"W": 4}, "hand": [{"id": "beza", "card": beza}]},
        bob={"hand": [{"id": "b1", "card": "Grizzly Bears"}]},
    )
    result = run(game, [{"type": "cast", "card": "beza"}, {"type": "resolve"}, {"type": "resolve"}])
    names = [p["characteristics"]["name"] for p in result["state"]["battlefield"] if p["controller"] == "alice"]
    assert "Treasure Token" in names and names.count("Fish Token") == 0  # Beza herself is a creature: 1 vs 1
    alice = player_of(result, "alice")
    assert alice["life"] == 19
    assert len(alice["hand"]) == 1  # bob had 1 card, alice none: she draws


# --- Shoreline Looter: combat damage to a player, and "unless <condition>" ---------------------------


def _looter(graveyard: int, hand: int = 1) -> dict[str, Any]:
    looter = read_full_definition(*LOOTER)
    game = state(
        step="declare_attackers",
        battlefield=[{"id": "rat", "card": looter, "controller": "alice", "controlled_since_turn": 1}],
        alice={
            "graveyard": [{"id": f"g{n}", "card": "Grizzly Bears"} for n in range(graveyard)],
            "hand": [{"id": f"h{n}", "card": "Grizzly Bears"} for n in range(hand)],
        },
    )
    actions: list[dict[str, Any]] = [{"type": "declare_attackers", "attackers": [{"id": "rat", "defending": "bob"}]}]
    actions += [{"type": "next_step"}] * 2
    choices = {"discard": ["h0"]} if graveyard < 7 else {}  # with threshold nothing asks which card
    return run(game, [*actions, {"type": "resolve", "choices": choices}])


def test_510_2_shoreline_looter_draws_on_combat_damage_and_discards_without_threshold() -> None:
    trigger = read_full_definition(*LOOTER)["abilities"][1]
    assert (trigger["trigger"], trigger["damage_to"], trigger["combat_damage"]) == ("deals_damage", "player", True)
    result = _looter(graveyard=0)
    alice = player_of(result, "alice")
    assert player_of(result, "bob")["life"] == 19
    assert len(alice["hand"]) == 1 and [c["id"] for c in alice["graveyard"]] == ["h0"]
    put = [e for e in events_of(result, "trigger_put_on_stack") if e["trigger"] == "deals_damage"]
    assert put and "CR 510.2" in put[0]["cites"]


def test_608_2c_with_threshold_shoreline_looter_keeps_the_card() -> None:
    alice = player_of(_looter(graveyard=7), "alice")
    assert len(alice["hand"]) == 2 and len(alice["graveyard"]) == 7


def test_510_2_noncombat_damage_doesnt_trigger_a_combat_damage_trigger() -> None:
    looter = read_full_definition(*LOOTER)
    bolt = {
        "name": "Bolt",
        "types": ["Instant"],
        "abilities": [
            {"kind": "activated", "cost": "{R}", "effect": {"kind": "damage", "amount": 1, "target": "player"}}
        ],
    }
    looter["abilities"].append(bolt["abilities"][0])  # the Rat itself deals 1 damage, not in combat
    game = state(
        battlefield=[{"id": "rat", "card": looter, "controller": "alice", "controlled_since_turn": 1}],
        alice={"mana_pool": {"R": 1}},
    )
    result = run(
        game,
        [{"type": "activate", "permanent": "rat", "ability": 2, "choices": {"targets": ["bob"]}}, {"type": "resolve"}],
    )
    assert player_of(result, "bob")["life"] == 19
    assert not [e for e in events_of(result, "trigger_put_on_stack") if e["trigger"] == "deals_damage"]


# --- Splash Portal: "If that creature is a Bird, Frog, Otter, or Rat" after a flicker -----------------


def _portal(subtypes: list[str]) -> dict[str, Any]:
    game = state(
        battlefield=[creature("pet", "alice", subtypes=subtypes)],
        alice={"mana_pool": {"U": 1}, "hand": [{"id": "portal", "card": read_full_definition(*PORTAL)}]},
    )
    return run(game, [{"type": "cast", "card": "portal", "choices": {"targets": ["pet"]}}, {"type": "resolve"}])


def test_608_2h_splash_portal_draws_for_a_frog_and_not_for_a_bear() -> None:
    frog = _portal(["Frog"])
    assert len(player_of(frog, "alice")["hand"]) == 1
    assert len(frog["state"]["battlefield"]) == 1  # the Frog came back
    bear = _portal(["Bear"])
    assert player_of(bear, "alice")["hand"] == []
    assert events_of(bear, "condition_not_met")[0]["effect"] == "draw"


# --- "As long as you've lost life this turn / it's your turn, ~ has ..." (CR 611.3a) ----------------

CHANNELER_STATIC = "As long as you've lost life this turn, Essence Channeler has flying and vigilance."


def test_611_3a_essence_channeler_has_flying_only_after_its_controller_lost_life() -> None:
    channeler = read_full_definition(
        "Essence Channeler", "Creature — Bat Cleric", CHANNELER_STATIC, "{1}{W}", ("2", "1")
    )
    assert channeler["abilities"][0]["as_long_as"] == "you_lost_life"
    for lost in (0, 2):
        game = state(
            battlefield=[{"id": "bat", "card": channeler, "controller": "alice", "controlled_since_turn": 1}],
            alice={"life_lost_this_turn": lost},
        )
        keywords = permanent(run(game, []), "bat")["characteristics"]["keywords"]
        assert (keywords == ["flying", "vigilance"]) is (lost > 0)


def test_611_3a_as_long_as_its_your_turn_applies_on_its_controllers_turn_only() -> None:
    oracle = "As long as it's your turn, Essence Channeler has flying."
    channeler = read_full_definition("Essence Channeler", "Creature — Bat Cleric", oracle, "{1}{W}", ("2", "1"))
    for active, flies in (("alice", True), ("bob", False)):
        game = state(
            active_player=active,
            battlefield=[{"id": "bat", "card": channeler, "controller": "alice", "controlled_since_turn": 1}],
        )
        assert ("flying" in permanent(run(game, []), "bat")["characteristics"]["keywords"]) is flies


# --- Flamecache Gecko: an intervening "if" on the game, and mana added by a trigger ------------------

GECKO = (
    "Flamecache Gecko",
    "Creature — Lizard Warlock",
    "When Flamecache Gecko enters, if an opponent lost life this turn, add {B}{R}.\n{1}{R}, Discard a card: Draw a "
    "card.",
    "{1}{R}",
    ("2", "1"),
)


def test_603_4_flamecache_gecko_triggers_only_if_an_opponent_lost_life() -> None:
    gecko = read_full_definition(*GECKO)
    assert gecko["abilities"][0]["intervening_if"] == {"kind": "life", "life": "opponent_lost_life"}
    for lost in (0, 3):
        game = state(
            alice={"hand": [{"id": "gecko", "card": gecko}], "mana_pool": {"R": 2}},
            bob={"life_lost_this_turn": lost},
        )
        result = run(game, [{"type": "cast", "card": "gecko"}, {"type": "resolve"}])
        put = events_of(result, "trigger_put_on_stack")
        assert bool(put) is (lost > 0)
        if lost:
            result = run(game, [{"type": "cast", "card": "gecko"}, {"type": "resolve"}, {"type": "resolve"}])
            pool = player_of(result, "alice")["mana_pool"]
            assert (pool.get("B"), pool.get("R")) == (1, 1)


# --- ", where X is the number of ..." (CR 608.2h) -----------------------------------------------------

DUO = (
    "Treeguard Duo",
    "Creature — Frog Rabbit",
    "When Treeguard Duo enters, until end of turn, target creature you control gains vigilance and gets +X/+X, "
    "where X is the number of creatures you control.",
    "{3}{G}",
    ("3", "4"),
)
ROTCALLER = (
    "Valley Rotcaller",
    "Creature — Squirrel Warlock",
    "Menace\nWhenever Valley Rotcaller attacks, each opponent loses X life and you gain X life, where X is the "
    "number of other Squirrels, Bats, Lizards, and Rats you control.",
    "{1}{B}",
    ("1", "3"),
)


def test_608_2h_treeguard_duo_counts_creatures_as_it_resolves() -> None:
    duo = read_full_definition(*DUO)
    game = state(
        battlefield=[creature("bear", "alice"), creature("elf", "alice", 1, 1)],
        alice={"hand": [{"id": "duo", "card": duo}], "mana_pool": {"G": 4}},
    )
    result = run(
        game,
        [{"type": "cast", "card": "duo"}, {"type": "resolve"}, {"type": "resolve", "choices": {"targets": ["elf"]}}],
    )
    elf = permanent(result, "elf")["characteristics"]
    assert (elf["power"], elf["toughness"], elf["keywords"]) == (4, 4, ["vigilance"])  # three creatures


def test_608_2h_valley_rotcaller_drains_for_each_other_squirrel_bat_lizard_or_rat() -> None:
    rotcaller = read_full_definition(*ROTCALLER)
    friends = [
        creature("sq", "alice", subtypes=["Squirrel"]),
        creature("batrat", "alice", subtypes=["Bat", "Rat"]),  # counted once
        creature("elk", "alice", subtypes=["Elk"]),
        creature("liz", "bob", subtypes=["Lizard"]),  # not yours
    ]
    game = state(
        step="declare_attackers",
        battlefield=[{"id": "rot", "card": rotcaller, "controller": "alice", "controlled_since_turn": 1}, *friends],
    )
    declare = {"type": "declare_attackers", "attackers": [{"id": "rot", "defending": "bob"}]}
    result = run(game, [declare, {"type": "resolve"}])
    assert (player_of(result, "bob")["life"], player_of(result, "alice")["life"]) == (18, 22)


def test_608_2h_x_counts_a_plural_subtype_for_damage_and_counters() -> None:
    oracle = (
        "When Goblin Tally enters, it deals X damage to any target, where X is the number of Goblins you control.\n"
        "Whenever Goblin Tally attacks, put X +1/+1 counters on target creature, where X is the number of other "
        "Goblins you control."
    )
    tally = read_full_definition("Goblin Tally", "Creature — Goblin", oracle, "{2}{R}", ("1", "1"))
    assert tally["abilities"][0]["effect"]["amount"] == "count:permanent:you_control:Goblin"
    goblins = [creature(f"g{n}", "alice", subtypes=["Goblin"]) for n in range(2)]
    game = state(battlefield=goblins, alice={"hand": [{"id": "t", "card": tally}], "mana_pool": {"R": 3}})
    result = run(
        game, [{"type": "cast", "card": "t"}, {"type": "resolve"}, {"type": "resolve", "choices": {"targets": ["bob"]}}]
    )
    assert player_of(result, "bob")["life"] == 17  # two Goblins and Goblin Tally itself
    game = state(
        step="declare_attackers",
        battlefield=[*goblins, {"id": "t", "card": tally, "controller": "alice", "controlled_since_turn": 1}],
    )
    declare = {"type": "declare_attackers", "attackers": [{"id": "t", "defending": "bob"}]}
    result = run(game, [declare, {"type": "resolve", "choices": {"targets": ["g0"]}}])
    assert permanent(result, "g0")["counters"]["+1/+1"] == 2  # the other Goblins: not Goblin Tally


# --- Driftgloom Coyote: "If that creature had power 2 or less" (as it last existed) -----------------

COYOTE = (
    "Driftgloom Coyote",
    "Creature — Elemental Coyote",
    "When Driftgloom Coyote enters, exile target creature an opponent controls until Driftgloom Coyote leaves the "
    "battlefield. If that creature had power 2 or less, put a +1/+1 counter on Driftgloom Coyote.",
    "{3}{W}{W}",
    ("3", "5"),
)


def test_608_2h_driftgloom_coyote_grows_only_for_a_small_creature() -> None:
    coyote = read_full_definition(*COYOTE)
    for power, grows in ((2, True), (3, False)):
        game = state(
            battlefield=[creature("ogre", "bob", power, 3)],
            alice={"hand": [{"id": "coy", "card": coyote}], "mana_pool": {"W": 5}},
        )
        actions = [
            {"type": "cast", "card": "coy"},
            {"type": "resolve"},
            {"type": "resolve", "choices": {"targets": ["ogre"]}},
        ]
        result = run(game, actions)
        assert [c["id"] for c in player_of(result, "bob")["exile"]] == ["ogre"]
        assert permanent(result, "coy").get("counters", {}).get("+1/+1", 0) == (1 if grows else 0)


# --- the model ---------------------------------------------------------------------------------------


def test_608_2c_a_rider_takes_no_target_of_its_own() -> None:
    with pytest.raises(ValidationError):
        IfConditionEffect.model_validate(
            {
                "kind": "if_condition",
                "condition": {"kind": "life", "life": "opponent_lost_life"},
                "effect": {"kind": "pump", "target": "creature", "power": 1},
            }
        )
    with pytest.raises(ValidationError):  # a kind without its field
        IfConditionEffect.model_validate(
            {"kind": "if_condition", "condition": {"kind": "total_power"}, "effect": {"kind": "draw"}}
        )


# --- honesty by construction ---------------------------------------------------------------------------


def test_near_variants_with_an_unknown_word_stay_not_modelled() -> None:
    meek = MEEK[2].replace("if you control a Mouse", "if you secretly control a Mouse")
    assert _not_full(MEEK[0], MEEK[1], meek, MEEK[3])
    herbalist = HERBALIST[2].replace("is a token", "is probably a token")
    assert _not_full(HERBALIST[0], HERBALIST[1], herbalist, HERBALIST[3])
    looter = LOOTER[2].replace("unless seven", "unless maybe seven")
    assert _not_full(LOOTER[0], LOOTER[1], looter, LOOTER[3])
    portal = PORTAL[2].replace("Otter, or Rat", "Otter, or Rat today")
    assert _not_full(PORTAL[0], PORTAL[1], portal, PORTAL[3])
    assert _not_full(
        "Essence Channeler", "Creature — Bat Cleric", CHANNELER_STATIC.replace("lost", "mostly lost"), "{W}"
    )
    assert _not_full(GECKO[0], GECKO[1], GECKO[2].replace("lost life", "lost some life"), GECKO[3])
    assert _not_full(DUO[0], DUO[1], DUO[2].replace("gains vigilance and", "gains vigilance and then"), DUO[3])
    rotcaller = ROTCALLER[2].replace("Lizards, and Rats", "Lizards, and many Rats")
    assert _not_full(ROTCALLER[0], ROTCALLER[1], rotcaller, ROTCALLER[3])
    assert _not_full(COYOTE[0], COYOTE[1], COYOTE[2].replace("had power", "once had power"), COYOTE[3])
    instead = "When Test Card enters, you gain 2 life. If you control a Bat, instead you gain 4 life."
    assert _not_full("Test Card", "Creature — Bat", instead, "{1}")  # a replacement, not a rider
    beza = BEZA[2].replace("more lands than you", "more lands than you do")
    assert _not_full(BEZA[0], BEZA[1], beza, BEZA[3])
