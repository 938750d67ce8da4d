"""Session 28, group std (docs/oracle-s28-std.md): general constructions of the Standard sets of 2017-2021 (XLN to
VOW), each read from the real card's Oracle text in tests/fixtures/sets (MTGJSON), played by the engine, and a near
variant the reader must refuse."""

from __future__ import annotations

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, permanent, player_of, probe_support, state
from tests.unit.conftest import mtgjson_full_definition as _real
from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import attack, block

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
OGRE = {"name": "Probe Ogre", "types": ["Creature"], "subtypes": ["Ogre"], "power": 3, "toughness": 3,
        "mana_cost": "{2}{R}", "colors": ["R"]}


# --- "~ deals 1 damage to each of up to two target creatures." (CR 115.1, 601.2c, 120.3) ----------------------------

def test_601_2c_damage_to_each_of_up_to_two_targets() -> None:
    shot, keeper = _real("XLN", "Dual Shot"), _real("XLN", "Fire Shrine Keeper")
    assert shot["abilities"][0]["effect"] == {"kind": "damage", "amount": 1, "target": "creature", "target_count": 2,
                                              "up_to": True}
    assert keeper["abilities"][-1]["effect"] == {"kind": "damage", "amount": 3, "target": "creature",
                                                 "target_count": 2, "up_to": True}
    field = [_on("b", "Probe Bear", "bob"), _on("o", "Probe Ogre", "bob")]
    game = state(battlefield=field, alice={"hand": [{"id": "s", "card": "Dual Shot"}], "mana_pool": {"R": 1}})
    both = _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["b", "o"]}}, {"type": "resolve"}],
                shot, BEAR, OGRE)
    assert [(e["to"], e["amount"]) for e in events_of(both, "damage_dealt")] == [("b", 1), ("o", 1)]
    one = _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["o"]}}, {"type": "resolve"}],
               shot, BEAR, OGRE)  # "up to": one is enough (601.2c)
    assert [e["to"] for e in events_of(one, "damage_dealt")] == ["o"]
    with pytest.raises(IllegalAction):  # never the same target twice (115.3)
        _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["o", "o"]}}], shot, BEAR, OGRE)
    # X damage to several targets, and players among them, are not read
    assert probe_support("~ deals X damage to each of up to two target creatures.", "Sorcery", None) != "full"
    assert probe_support("~ deals 1 damage to each of up to two target creatures and/or players.", "Sorcery",
                         None) != "full"


# --- "As long as ~ is attacking, it gets +2/+0." (CR 611.3a, 506.4) ---------------------------------------------------

def test_611_3a_as_long_as_self_is_attacking_it_gets() -> None:
    vanguard = _real("XLN", "Adanto Vanguard")
    pump = next(a for a in vanguard["abilities"] if a["kind"] == "static_pump")
    assert pump == {"kind": "static_pump", "power": 2, "toughness": 0, "affected": "self", "status": "attacking"}
    game = state(battlefield=[_on("v", "Adanto Vanguard")], step="declare_attackers")
    assert permanent(_run(game, [], vanguard), "v")["characteristics"]["power"] == 1
    attacking = _run(game, [attack("v")], vanguard)
    assert permanent(attacking, "v")["characteristics"]["power"] == 3
    assert probe_support("As long as ~ is attacking, creatures you control get +1/+0.") != "full"


# --- "Target creature you control deals damage equal to its power to target player." (CR 120.1, 608.2h, 115.1) -------

def test_608_2h_creature_you_control_deals_damage_equal_to_its_power_to_target_player() -> None:
    punch = _real("GRN", "Gravitic Punch")
    assert [a["effect"] for a in punch["abilities"][:2]] == [
        {"kind": "choose_target", "target": "creature:you_control"},
        {"kind": "damage_by_it", "amount": "its_power", "target": "player"}]
    game = state(battlefield=[_on("o", "Probe Ogre")],
                 alice={"hand": [{"id": "g", "card": "Gravitic Punch"}], "mana_pool": {"R": 1, "C": 3}})
    done = _run(game, [{"type": "cast", "card": "g", "choices": {"targets": ["o", "bob"]}}, {"type": "resolve"}],
                punch, OGRE)
    assert [(e["source"], e["to"], e["amount"]) for e in events_of(done, "damage_dealt")] == [("o", "bob", 3)]
    assert player_of(done, "bob")["life"] == 17  # the creature deals it (its power as it resolves, 608.2h)
    with pytest.raises(IllegalAction):  # the first target is a creature you control
        _run(state(battlefield=[_on("o", "Probe Ogre", "bob")],
                   alice={"hand": [{"id": "g", "card": "Gravitic Punch"}], "mana_pool": {"R": 1, "C": 3}}),
             [{"type": "cast", "card": "g", "choices": {"targets": ["o", "bob"]}}], punch, OGRE)
    assert probe_support("Target creature you control deals damage equal to its power to each opponent.", "Sorcery",
                         None) != "full"


# --- "Shuffle up to five target cards from your graveyard into your library." (CR 701.24a, 400.3, 115.1) -------------

def test_701_24a_shuffle_up_to_n_target_cards_from_your_graveyard_into_your_library() -> None:
    wand = _real("GRN", "Wand of Vertebrae")
    assert wand["abilities"][-1]["effect"] == {"kind": "put_on_library", "target": "card_in_your_graveyard",
                                               "position": "s27cmd_shuffled", "target_count": 5, "up_to": True}
    graveyard = [{"id": "g1", "card": "Probe Bear"}, {"id": "g2", "card": "Probe Ogre"},
                 {"id": "g3", "card": "Probe Bear"}]
    game = state(battlefield=[_on("w", "Wand of Vertebrae")],
                 alice={"graveyard": graveyard, "mana_pool": {"C": 2}},
                 bob={"graveyard": [{"id": "x", "card": "Probe Bear"}]})
    index = len(wand["abilities"]) - 1
    done = _run(game, [{"type": "activate", "permanent": "w", "ability": index, "choices": {"targets": ["g1", "g2"]}},
                       {"type": "resolve"}], wand, BEAR, OGRE)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["graveyard"]] == ["g3"] and [c["id"] for c in alice["exile"]] == ["w"]
    assert {"g1", "g2"} <= {c["id"] for c in alice["library"]}
    assert events_of(done, "library_shuffled")[-1]["player"] == "alice"
    with pytest.raises(IllegalAction):  # only cards of your graveyard
        _run(game, [{"type": "activate", "permanent": "w", "ability": index, "choices": {"targets": ["x"]}}],
             wand, BEAR, OGRE)
    assert probe_support("Shuffle up to three target cards from a graveyard into your library.", "Sorcery",
                         None) != "full"
    assert probe_support("Shuffle up to three target creatures into your library.", "Sorcery", None) != "full"


# --- "Target Dinosaur you control deals damage equal to its power to target creature you don't control." (CR 608.2h,
# 205.3m, 701.14a) --------------------------------------------------------------------------------------------------

DINO = {"name": "Probe Dinosaur", "types": ["Creature"], "subtypes": ["Dinosaur"], "power": 4, "toughness": 4,
        "mana_cost": "{3}{G}", "colors": ["G"]}


def test_608_2h_target_creature_type_you_control_deals_damage_equal_to_its_power() -> None:
    huatli = _real("XLN", "Huatli, Dinosaur Knight")
    minus = huatli["abilities"][1]
    assert minus["effect"] == {"kind": "choose_target", "target": "permanent:you_control:Dinosaur"}
    assert minus["then_effects"] == [{"kind": "damage_by_it", "amount": "its_power", "target": "creature:opponent_controls"}]
    field = [_on("h", "Huatli, Dinosaur Knight", counters={"loyalty": 4}), _on("d", "Probe Dinosaur"),
             _on("b", "Probe Bear"), _on("o", "Probe Ogre", "bob")]
    activate = {"type": "activate", "permanent": "h", "ability": 1, "choices": {"targets": ["d", "o"]}}
    done = _run(state(battlefield=field), [activate, {"type": "resolve"}], huatli, DINO, BEAR, OGRE)
    assert [(e["source"], e["to"], e["amount"]) for e in events_of(done, "damage_dealt")] == [("d", "o", 4)]
    with pytest.raises(IllegalAction):  # a Bear is no Dinosaur
        _run(state(battlefield=field), [{**activate, "choices": {"targets": ["b", "o"]}}], huatli, DINO, BEAR, OGRE)
    assert probe_support("Target Equipment you control fights target creature you don't control.", "Sorcery",
                         None) != "full"


VAMPIRE = {"name": "Probe Vampire", "types": ["Creature"], "subtypes": ["Vampire"], "power": 3, "toughness": 2,
           "mana_cost": "{2}{B}", "colors": ["B"]}


def test_115_3_target_vampire_deals_damage_equal_to_its_power_to_another_target_creature() -> None:
    retribution = _real("VOW", "Markov Retribution")
    bite = retribution["abilities"][0]["effect"]["modes"][1]["effects"]
    assert bite == [{"kind": "choose_target", "target": "permanent:you_control:Vampire"},
                    {"kind": "damage_by_it", "amount": "its_power", "target": "creature:other_target"}]
    field = [_on("v", "Probe Vampire"), _on("b", "Probe Bear"), _on("o", "Probe Ogre", "bob")]
    game = state(battlefield=field, alice={"hand": [{"id": "m", "card": "Markov Retribution"}], "mana_pool": {"R": 1,
                                                                                                              "C": 2}})
    cast = {"type": "cast", "card": "m", "choices": {"modes": [0, 1], "targets": ["v", "b"]}}
    done = _run(game, [cast, {"type": "resolve"}], retribution, VAMPIRE, BEAR, OGRE)
    # both modes: the Vampire, +1/+0, deals 4 to another creature (even one you control)
    assert [(e["source"], e["to"], e["amount"]) for e in events_of(done, "damage_dealt")] == [("v", "b", 4)]
    with pytest.raises(IllegalAction):  # "another": not the Vampire itself (CR 115.3)
        _run(game, [{**cast, "choices": {"modes": [1], "targets": ["v", "v"]}}], retribution, VAMPIRE, BEAR, OGRE)
    assert probe_support("Target creature you control deals damage equal to its power to another target creature.",
                         "Sorcery", None) == "full"
    assert probe_support("Target creature you control deals damage equal to its power to another target player.",
                         "Sorcery", None) != "full"


# --- "Creatures you control with +1/+1 counters on them can't be blocked." (CR 509.1b, 604.1, 122.1) ----------------

def test_509_1b_creatures_you_control_with_a_quality_cant_be_blocked() -> None:
    herald, tetsuko = _real("XLN", "Herald of Secret Streams"), _real("DOM", "Tetsuko Umezawa, Fugitive")
    assert herald["abilities"][0] == {"kind": "unblockable", "affected_with": "creature:with_counter_+1/+1"}
    assert tetsuko["abilities"][0] == {"kind": "unblockable", "affected_with": "creature:power_or_toughness<=1"}
    field = [_on("h", "Herald of Secret Streams"), _on("c", "Probe Bear", counters={"+1/+1": 1}), _on("p", "Probe Bear"),
             _on("x", "Probe Ogre", "bob")]
    game = state(battlefield=field, step="declare_attackers")
    cards = (herald, tetsuko, BEAR, OGRE)
    attacked = [attack("c", "p", "h"), {"type": "pass_priority"}, {"type": "pass_priority"}]
    with pytest.raises(IllegalAction, match="can't be blocked"):  # the Bear with a counter
        _run(game, [*attacked, block(("x", "c"))], *cards)
    done = _run(game, [*attacked, block(("x", "p"))], *cards)  # the Bear without one may be blocked
    assert done["state"]["combat"]["blockers"] == {"x": ["p"]}
    _run(game, [*attacked, block(("x", "h"))], *cards)  # and the Herald itself (no counter on it)
    bears = state(battlefield=[_on("t", "Tetsuko Umezawa, Fugitive"), _on("p", "Probe Bear"), _on("x", "Probe Ogre",
                                                                                                 "bob")],
                  step="declare_attackers")
    with pytest.raises(IllegalAction, match="can't be blocked"):  # Tetsuko, a 1/3: power 1 or less
        _run(bears, [attack("t", "p"), {"type": "pass_priority"}, {"type": "pass_priority"}, block(("x", "t"))], *cards)
    _run(bears, [attack("t", "p"), {"type": "pass_priority"}, {"type": "pass_priority"}, block(("x", "p"))], *cards)
    assert probe_support("Other creatures you control with flying can't be blocked.") != "full"
    assert probe_support("Creatures you control can't be blocked.") != "full"
