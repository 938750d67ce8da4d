"""Session 28, group otj (docs/oracle-s28-otj.md): general constructions of Outlaws of Thunder Junction (OTJ), each read
from the real Oracle text (tests/fixtures/sets/otj.json, today's wording) and played by the engine."""

from __future__ import annotations

import json
from typing import Any

from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import permanent, player_of, probe_support, scryfall_full_definition, state
from tests.unit.conftest import run_with_cards as _run

SORCERY = {"name": "Probe Sorcery", "types": ["Sorcery"], "mana_cost": "{0}",
           "abilities": [{"kind": "spell", "effect": {"kind": "gain_life", "amount": 1}}]}


def _card(name: str) -> dict[str, Any]:
    """The definition the reader makes of the real OTJ card (Scryfall), which must read `full`."""
    return scryfall_full_definition("otj.json", name)


# --- "As long as ~ has N or more <kind> counters on it, it has <keywords>." (CR 611.3a, 122.1) ----------------------

def test_611_3a_fronted_counter_condition_gives_keywords_to_itself() -> None:
    vadmir = _card("Vadmir, New Blood")
    assert {"kind": "static_pump", "power": 0, "toughness": 0, "keywords": ["menace", "lifelink"], "affected": "self",
            "affected_with": "creature:with_counters_4_+1/+1"} in vadmir["abilities"]
    # the near variants the engine has no node for stay refused
    assert probe_support("As long as ~ has four or more +1/+1 counters on it, it can't block.") != "full"
    assert probe_support("As long as ~ has four or more +1/+1 counters on it, creatures you control have flying.") \
        != "full"
    three = _run(state(battlefield=[_on("v", "Vadmir, New Blood", counters={"+1/+1": 3})]), [], vadmir)
    assert "menace" not in permanent(three, "v")["characteristics"]["keywords"]
    four = _run(state(battlefield=[_on("v", "Vadmir, New Blood", counters={"+1/+1": 4})]), [], vadmir)
    assert {"menace", "lifelink"} <= set(permanent(four, "v")["characteristics"]["keywords"])


# --- a cast trigger: a targeted first effect, then "Scry 1." (CR 603.3d, 608.2c) --------------------------------------

def test_603_3d_cast_trigger_targets_with_its_first_effect_then_scries() -> None:
    pulverizer = _card("Iron-Fist Pulverizer")
    assert pulverizer["abilities"][-1] == {"kind": "cast_trigger", "caster": "you", "nth_spell_each_turn": 2,
                                           "effect": {"kind": "damage", "amount": 2, "target": "opponent"},
                                           "then_effects": [{"kind": "scry", "amount": 1}]}
    # a later effect that names an object, or a "you may" over them, stays refused
    base = "Whenever you cast your second spell each turn, ~ deals 2 damage to target creature."
    assert probe_support(f"{base} Tap it.") != "full"
    assert probe_support(f"{base} Scry X.") != "full"
    assert probe_support(base.replace("~ deals", "you may have ~ deal") + " Scry 1.") != "full"
    game = state(alice={"hand": [{"id": "q", "card": "Probe Sorcery"}], "spells_cast_this_turn": 1},
                 battlefield=[_on("p", "Iron-Fist Pulverizer")])
    done = _run(game, [{"type": "cast", "card": "q"}, {"type": "resolve", "choices": {"targets": ["bob"]}}],
                pulverizer, SORCERY)
    assert player_of(done, "bob")["life"] == 18
    assert [e["type"] for e in done["events"] if e["type"] in ("damage_dealt", "scried")] == ["damage_dealt", "scried"]


# --- "<effect> instead if <condition>." after one effect on one target (CR 608.2c, 601.2c) ---------------------------

ROGUE = {"name": "Probe Rogue", "types": ["Creature"], "subtypes": ["Human", "Rogue"], "power": 1, "toughness": 1,
         "mana_cost": "{B}", "colors": ["B"]}
BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 5, "toughness": 5,
        "mana_cost": "{1}{G}", "colors": ["G"]}


def test_608_2c_trailing_instead_if_replaces_the_effect_on_the_one_target() -> None:
    fall = _card("Take the Fall")
    assert [a["effect"]["kind"] for a in fall["abilities"]] == ["choose_target", "if_condition", "if_condition",
                                                                 "draw"]
    assert fall["abilities"][2]["effect"]["condition"] == {
        "kind": "you_control", "spec": "permanent:Assassin_or_Mercenary_or_Pirate_or_Rogue_or_Warlock"}
    # an effect that may change what the condition asks, an "up to one" target, or a condition the damage "instead"
    # doesn't read stays refused
    base = "Target creature gets -1/-0 until end of turn. "
    assert probe_support(base + "Destroy it instead if you control an outlaw.", "Instant", None) != "full"
    assert probe_support("Up to one " + base[0].lower() + base[1:] + "It gets -4/-0 until end of turn instead if you "
                         "control an outlaw.", "Instant", None) != "full"
    # ("... instead if you have no cards in hand." reads since s33-newer)
    assert probe_support(base + "It gets -4/-0 until end of turn instead if you have one or fewer cards in hand.",
                         "Instant", None) != "full"
    for field, power in (([_on("b", "Probe Bear", controller="bob")], 4),
                         ([_on("b", "Probe Bear", controller="bob"), _on("r", "Probe Rogue")], 1)):
        game = state(alice={"hand": [{"id": "t", "card": "Take the Fall"}], "mana_pool": {"U": 1}}, battlefield=field)
        done = _run(game, [{"type": "cast", "card": "t", "choices": {"targets": ["b"]}}, {"type": "resolve"}],
                    fall, BEAR, ROGUE)
        assert permanent(done, "b")["characteristics"]["power"] == power
        assert len(player_of(done, "alice")["hand"]) == 1  # then "Draw a card."


# --- surveil under a rider: "Surveil 3 if you have no cards in hand." and "If it had mana value 3 or less, surveil 2."
# (CR 701.25a, 608.2c, 608.2h) -----------------------------------------------------------------------------------------

def _graveyard(done: dict[str, Any], player: str = "alice") -> list[str]:
    return [c["id"] for c in player_of(done, player)["graveyard"]]


def test_701_25a_surveil_if_you_have_no_cards_in_hand_then_draw() -> None:
    heist = _card("Plan the Heist")
    assert heist["abilities"][0]["effect"] == {"kind": "if_condition", "condition": {"kind": "cards_in_hand",
                                                                                     "hand_at_most": 0},
                                               "effect": {"kind": "surveil", "amount": 3}}
    assert probe_support("Surveil 3 if an opponent has no cards in hand. Then draw three cards.", "Sorcery",
                         None) != "full"
    mill_all = {"type": "resolve", "choices": {"surveil": {"top": ["alice-lib-2"],
                                                           "graveyard": ["alice-lib-0", "alice-lib-1"]}}}
    for hand, binned in (([], 2), ([{"id": "x", "card": "Probe Sorcery"}], 0)):
        game = state(alice={"hand": [{"id": "h", "card": "Plan the Heist"}, *hand], "mana_pool": {"U": 4}})
        done = _run(game, [{"type": "cast", "card": "h"}, mill_all if binned else {"type": "resolve"}], heist, SORCERY)
        assert len([c for c in _graveyard(done) if c.startswith("alice-lib")]) == binned
        assert len(player_of(done, "alice")["hand"]) == 3 + len(hand)


def test_608_2h_if_it_had_mana_value_n_or_less_reads_the_exiled_creature() -> None:
    ashes = _card("Consuming Ashes")
    assert ashes["abilities"][1]["effect"] == {"kind": "if_condition", "condition": {
        "kind": "it_is", "specs": ["permanent:mana_value<=3"]}, "effect": {"kind": "surveil", "amount": 2}}
    assert probe_support("Exile target creature. If it had mana value 3 or less, you may draw a card.", "Instant",
                         None) != "full"
    assert probe_support("Exile target creature. If it had mana value 3 or fewer, surveil 2.", "Instant",
                         None) != "full"
    cheap = {"name": "Probe Cheap", "types": ["Creature"], "power": 1, "toughness": 1, "mana_cost": "{2}{G}"}
    dear = {**cheap, "name": "Probe Dear", "mana_cost": "{3}{G}"}
    bin_two = {"type": "resolve", "choices": {"surveil": {"graveyard": ["alice-lib-0", "alice-lib-1"]}}}
    for card, binned in (("Probe Cheap", 2), ("Probe Dear", 0)):
        game = state(alice={"hand": [{"id": "a", "card": "Consuming Ashes"}], "mana_pool": {"B": 4}},
                     battlefield=[_on("c", card, controller="bob")])
        done = _run(game, [{"type": "cast", "card": "a", "choices": {"targets": ["c"]}},
                           bin_two if binned else {"type": "resolve"}], ashes, cheap, dear)
        assert [c["id"] for c in player_of(done, "bob")["exile"]] == ["c"]
        assert len(_graveyard(done)) == binned + 1  # and the instant itself


# --- a cast trigger that adds mana: "Whenever you cast your first spell each turn, add {R}{R}." (CR 605.1b, 106.4) ---

def test_605_1b_a_cast_trigger_adds_mana_as_it_resolves() -> None:
    pyromancers = _card("Rodeo Pyromancers")
    assert pyromancers["abilities"][-1] == {"kind": "cast_trigger", "caster": "you", "nth_spell_each_turn": 1,
                                            "effect": {"kind": "add_mana", "mana": "{R}{R}"}}
    assert probe_support("Whenever you cast your first spell each turn, add {R} or {G}.") != "full"
    for cast_before, red in ((0, 2), (1, 0)):
        game = state(alice={"hand": [{"id": "q", "card": "Probe Sorcery"}], "spells_cast_this_turn": cast_before},
                     battlefield=[_on("p", "Rodeo Pyromancers")])
        done = _run(game, [{"type": "cast", "card": "q"}, {"type": "resolve"}], pyromancers, SORCERY)
        assert player_of(done, "alice")["mana_pool"].get("R", 0) == red


# --- "Ward—{2}, Pay 2 life." (CR 702.21a, 118.3: both parts of the cost are paid, or neither) -------------------------

def test_702_21a_ward_of_mana_and_life_pays_both_or_neither() -> None:
    from app.engine.errors import IllegalAction
    from app.engine.keywords import normalise_keyword
    from tests.unit.conftest import run
    from tests.unit.test_kw_targeting import bolt, creature

    gisa = _card("Gisa, the Hellraiser")
    assert "ward:{2}, pay 2 life" in gisa["keywords"]
    assert normalise_keyword("Ward—{2}, Discard a card.") is None
    assert normalise_keyword("Ward—{2}, Pay X life.") is None
    pay = {"type": "resolve", "choices": {"pay_ward": True}}
    game = state(alice={"hand": [{"id": "bolt", "card": "Lightning Bolt"}], "mana_pool": {"R": 1, "C": 2}},
                 battlefield=[creature("w", "bob", "ward:{2}, pay 2 life", toughness=4)])
    paid = run(game, [bolt("w"), pay])
    assert player_of(paid, "alice")["life"] == 18 and not player_of(paid, "alice").get("mana_pool", {}).get("C")
    assert paid["state"]["stack"][0]["id"] == "bolt"
    poor = json.loads(json.dumps(game))
    poor["players"][0]["life"] = 1
    try:
        run(poor, [bolt("w"), pay])
    except IllegalAction as refusal:
        assert "CR 119.4" in refusal.cites
    else:
        raise AssertionError("the life part can't be paid")
    countered = run(poor, [bolt("w"), {"type": "resolve"}])
    assert [c["id"] for c in player_of(countered, "alice")["graveyard"]] == ["bolt"]
