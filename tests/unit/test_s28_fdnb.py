"""Session 28, group fdnb (docs/oracle-s28-fdnb.md): general constructions of Foundations (FDN, the cards M-Z), each read
from the real Oracle text (tests/fixtures/sets/fdn.json, today's wording) and played by the engine, and a near variant
the reader must refuse."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import events_of, permanent, player_of, probe_support, scryfall_full_definition, state
from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import run_with_cards as _run

GIANT = {"name": "Probe Giant", "types": ["Creature"], "subtypes": ["Giant"], "power": 5, "toughness": 5,
         "mana_cost": "{4}{R}", "colors": ["R"]}
SHOCK = {"name": "Probe Shock", "types": ["Instant"], "mana_cost": "{R}", "colors": ["R"],
         "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}]}


def _card(name: str) -> dict[str, Any]:
    """The definition the reader makes of the real FDN card (Scryfall), which must read `full`."""
    return scryfall_full_definition("fdn.json", name)


# --- morbid "... gets -1/-1 until end of turn. If a creature died this turn, that creature gets -13/-13 instead."
# (CR 608.2c, 700.4) ----------------------------------------------------------------------------------------------

def test_608_2c_tragic_banshee_gives_the_bigger_penalty_instead_if_a_creature_died_this_turn() -> None:
    banshee = _card("Tragic Banshee")
    trigger = banshee["abilities"][0]
    assert trigger["effect"] == {"kind": "choose_target", "target": "creature:opponent_controls"}
    died = {"kind": "this_turn", "record": "died", "spec": "creature"}
    assert [(e["condition"], e["effect"]["power"], e["effect"]["duration"]) for e in trigger["then_effects"]] == [
        ({**died, "negated": True}, -1, "end_of_turn"), (died, -13, "end_of_turn")]
    hand = {"hand": [{"id": "t", "card": "Tragic Banshee"}], "mana_pool": {"B": 1, "C": 4}}
    cast = [{"type": "cast", "card": "t"}, {"type": "resolve"}, {"type": "resolve", "choices": {"targets": ["g"]}}]
    quiet = _run(state(alice=hand, battlefield=[_on("g", "Probe Giant", "bob")]), cast, banshee, GIANT)
    giant = permanent(quiet, "g")["characteristics"]
    assert (giant["power"], giant["toughness"]) == (4, 4)  # no creature died this turn: -1/-1 only
    gone = [{"permanent": "x", "controller": "bob", "types": ["Creature"]}]
    morbid = _run(state(alice=hand, battlefield=[_on("g", "Probe Giant", "bob")], left_battlefield_this_turn=gone),
                  cast, banshee, GIANT)
    assert [p["id"] for p in morbid["state"]["battlefield"]] == ["t"]  # -13/-13 instead: the Giant died (CR 704.5f)
    for variant in ("If a creature died this turn, destroy that creature instead.",
                    "If a creature died this turn, you gain 13 life instead."):
        assert probe_support("When ~ enters, target creature an opponent controls gets -1/-1 until end of turn. "
                             + variant) != "full"


# --- "If a source you control would deal damage to an opponent or a permanent an opponent controls, it deals double that
# damage instead." (CR 614.1a) ---------------------------------------------------------------------------------------

def test_614_1a_twinflame_tyrant_doubles_damage_to_opponents_and_their_permanents_only() -> None:
    tyrant = _card("Twinflame Tyrant")
    assert tyrant["abilities"][0] == {"kind": "damage_multiplier", "times": 2, "to": "opponent_or_their_permanent"}
    field = [_on("y", "Twinflame Tyrant"), _on("g", "Probe Giant"), _on("h", "Probe Giant", "bob")]
    shocks = {"hand": [{"id": f"s{n}", "card": "Probe Shock"} for n in range(3)], "mana_pool": {"R": 3}}
    actions = [{"type": "cast", "card": "s0", "choices": {"targets": ["bob"]}}, {"type": "resolve"},
               {"type": "cast", "card": "s1", "choices": {"targets": ["h"]}}, {"type": "resolve"},
               {"type": "cast", "card": "s2", "choices": {"targets": ["g"]}}, {"type": "resolve"}]
    done = _run(state(alice=shocks, battlefield=field), actions, tyrant, GIANT, SHOCK)
    assert player_of(done, "bob")["life"] == 16
    assert permanent(done, "h")["damage"] == 4 and permanent(done, "g")["damage"] == 2  # its own Giant: not doubled
    assert len(events_of(done, "damage_multiplied")) == 2
    assert probe_support("If a source an opponent controls would deal damage to an opponent or a permanent an opponent "
                         "controls, it deals double that damage instead.") != "full"


# --- "Each opponent loses life equal to the number of soul counters on ~." after "Sacrifice ~" (CR 608.2h, 602.2b) ----

def test_608_2h_ravenous_amulet_counts_the_soul_counters_it_had_as_it_was_sacrificed() -> None:
    amulet = _card("Ravenous Amulet")
    assert amulet["abilities"][1] == {"kind": "activated", "cost": "{4}{T}", "other_costs": [{"kind": "sacrifice_self"}],
                                      "effect": {"kind": "lose_life", "amount": "s25khc_counters_self:soul",
                                                 "player": "each_opponent"}}
    game = state(alice={"mana_pool": {"C": 4}}, battlefield=[_on("a", "Ravenous Amulet", counters={"soul": 3})])
    done = _run(game, [{"type": "activate", "permanent": "a", "ability": 1}, {"type": "resolve"}], amulet)
    assert player_of(done, "bob")["life"] == 17 and player_of(done, "alice")["life"] == 20
    assert [card["card"] for card in player_of(done, "alice")["graveyard"]] == ["Ravenous Amulet"]
    for variant in ("{T}: Each opponent loses life equal to the number of soul counters on target artifact.",
                    "{T}: Each opponent loses life equal to the number of loot counters on ~."):
        assert probe_support(variant, "Artifact", None) != "full"
    assert probe_support("Each opponent loses life equal to the number of soul counters on ~.", "Sorcery", None) != "full"


# --- "Double the number of each kind of counter on up to two target creatures and/or artifacts you control." (CR
# 701.10e) -----------------------------------------------------------------------------------------------------------

def test_701_10e_zimone_doubles_each_kind_of_counter_on_its_targets() -> None:
    zimone = _card("Zimone, Paradox Sculptor")
    assert zimone["abilities"][1]["effect"] == {"kind": "double_counters", "counter": "each_kind",
                                                "target": "creature_or_artifact:you_control", "target_count": 2,
                                                "up_to": True}
    relic = {"name": "Probe Relic", "types": ["Artifact"], "mana_cost": "{1}"}
    field = [_on("z", "Zimone, Paradox Sculptor"), _on("g", "Probe Giant", counters={"+1/+1": 2, "stun": 1}),
             _on("r", "Probe Relic", counters={"charge": 3}), _on("o", "Probe Giant", counters={"+1/+1": 1})]
    game = state(alice={"mana_pool": {"G": 1, "U": 1}}, battlefield=field)
    done = _run(game, [{"type": "activate", "permanent": "z", "ability": 1, "choices": {"targets": ["g", "r"]}},
                       {"type": "resolve"}], zimone, GIANT, relic)
    assert permanent(done, "g")["counters"] == {"+1/+1": 4, "stun": 2}
    assert permanent(done, "r")["counters"] == {"charge": 6} and permanent(done, "o")["counters"] == {"+1/+1": 1}
    assert probe_support("{T}: Double the number of each kind of counter on target player.") != "full"


# --- "As long as ~ has three or more +1/+1 counters on it, it has flying and is a Knight in addition to its other types."
# (CR 611.3a, 613.1d, 205.1b) ----------------------------------------------------------------------------------------

def test_613_1d_skyknight_squire_is_a_flying_knight_with_three_counters() -> None:
    squire = _card("Skyknight Squire")
    assert squire["abilities"][1] == {"kind": "static_pump", "power": 0, "toughness": 0, "keywords": ["flying"],
                                      "affected": "self", "affected_with": "creature:with_counters_3_+1/+1",
                                      "add_subtypes": ["Knight"]}
    two = _run(state(battlefield=[_on("s", "Skyknight Squire", counters={"+1/+1": 2})]), [], squire)
    looks = permanent(two, "s")["characteristics"]
    assert (looks["subtypes"], looks["keywords"], looks["power"]) == (["Cat", "Scout"], [], 3)
    three = _run(state(battlefield=[_on("s", "Skyknight Squire", counters={"+1/+1": 3})]), [], squire)
    looks = permanent(three, "s")["characteristics"]
    assert (looks["subtypes"], looks["keywords"], looks["power"]) == (["Cat", "Scout", "Knight"], ["flying"], 4)
    for variant in ("As long as you control an artifact, it has flying and is a Knight in addition to its other types.",
                    "As long as ~ has three or more +1/+1 counters on it, it has flying and is a Forest in addition to "
                    "its other types."):
        assert probe_support(variant) != "full"


# --- "[When ...,] you may reveal cards from the top of your library until you reveal a creature card. Put that card into
# your hand and the rest on the bottom of your library in a random order." (CR 603.5, 701.20a) -----------------------

def test_701_20a_spinner_of_souls_may_reveal_until_a_creature_card() -> None:
    spinner = _card("Spinner of Souls")
    assert spinner["abilities"][0] == {"kind": "triggered", "trigger": "creature_dies", "optional": True,
                                       "dying": "creature:other:nontoken:you_control",
                                       "effect": {"kind": "reveal_until", "quality": ["creature"], "to": "hand"}}
    cub = {**GIANT, "name": "Probe Cub", "power": 2, "toughness": 2}
    library = [{"id": "l1", "card": "Probe Shock"}, {"id": "l2", "card": "Probe Giant"}, {"id": "l3", "card": "Probe Shock"}]
    game = state(alice={"hand": [{"id": "s", "card": "Probe Shock"}], "mana_pool": {"R": 1}, "library": library},
                 battlefield=[_on("p", "Spinner of Souls"), _on("c", "Probe Cub")])
    kill = [{"type": "cast", "card": "s", "choices": {"targets": ["c"]}}, {"type": "resolve"}]
    cards = (spinner, cub, GIANT, SHOCK)
    done = _run(game, [*kill, {"type": "resolve", "choices": {"pay_optional_cost": True}}], *cards)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["hand"]] == ["l2"] and [c["id"] for c in alice["library"]] == ["l3", "l1"]
    declined = _run(game, [*kill, {"type": "resolve", "choices": {"pay_optional_cost": False}}], *cards)
    assert not player_of(declined, "alice")["hand"] and len(player_of(declined, "alice")["library"]) == 3
    assert probe_support("You may reveal cards from the top of your library until you reveal a creature card. Put that "
                         "card into your hand and the rest on the bottom of your library in a random order.",
                         "Sorcery", None) != "full"


# --- "~ becomes a 3/3 creature with vigilance and all creature types. It's still a land." (CR 205.3m, 613.1d) --------

def test_205_3m_soulstone_sanctuary_becomes_a_creature_of_every_creature_type() -> None:
    sanctuary = _card("Soulstone Sanctuary")
    effect = sanctuary["abilities"][1]["effect"]
    assert (effect["power"], effect["keywords"], effect["duration"], len(effect["subtypes"])) == (
        3, ["vigilance"], "indefinitely", len(set(effect["subtypes"])))
    assert {"Knight", "Zombie", "Angel"} <= set(effect["subtypes"])
    game = state(alice={"mana_pool": {"C": 4}}, battlefield=[_on("s", "Soulstone Sanctuary")])
    done = _run(game, [{"type": "activate", "permanent": "s", "ability": 1}, {"type": "resolve"}], sanctuary)
    looks = permanent(done, "s")["characteristics"]
    assert set(looks["types"]) == {"Land", "Creature"} and (looks["power"], looks["toughness"]) == (3, 3)
    assert {"Knight", "Zombie"} <= set(looks["subtypes"]) and looks["keywords"] == ["vigilance"]
    assert probe_support("{4}: ~ becomes a 3/3 creature with vigilance and all land types. It's still a land.",
                         "Land", None) != "full"
