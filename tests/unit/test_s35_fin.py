"""Session 35, group fin (docs/oracle-s35-fin.md): general constructions of Final Fantasy (FIN) and Aetherdrift (DFT) and
the shapes the group owns, each read from a real card's Oracle text (tests/fixtures/sets) and played by the engine; a near
variant the engine does not implement stays refused."""

from __future__ import annotations

import pytest

from app.engine.errors import IllegalAction
from app.oracle import CardFacts, read_card
from app.oracle.compose import without_ability_word
from tests.unit.conftest import (
    events_of,
    mtgjson_full_definition,
    mtgjson_set,
    player_of,
    probe_support,
    read_full_definition,
    state,
)
from tests.unit.conftest import run_with_cards as _run

BOLT = {"name": "Test Bolt", "mana_cost": "{R}", "types": ["Instant"],
        "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}


# --- "When you next cast an instant or sorcery spell this turn, copy that spell twice. You may choose new targets for the
# copies." (CR 603.7, 603.7b, 707.10, 707.10c) ------------------------------------------------------------------------

def test_707_10c_copy_the_next_spell_twice_each_copy_with_its_own_targets() -> None:
    circuit = mtgjson_full_definition("MOM", "Complete the Circuit")
    assert circuit["abilities"][1]["effect"] == {"kind": "copy_next_spell", "spells": "instant_or_sorcery",
                                                 "new_targets": True, "s35fin_copies": 2}
    cerberus = mtgjson_full_definition("FIN", "Summon: G.F. Cerberus")
    assert "s35fin_copies': 2" in str(cerberus["abilities"])
    hand = [{"id": "cc", "card": "Complete the Circuit"}, {"id": "b1", "card": "Test Bolt"},
            {"id": "b2", "card": "Test Bolt"}]
    bolt = {"type": "cast", "card": "b1", "choices": {"targets": ["bob"]}}
    done = _run(state(alice={"mana_pool": {"R": 2, "U": 1, "C": 5}, "hand": hand}),
                [{"type": "cast", "card": "cc"}, {"type": "resolve"}, bolt,
                 {"type": "resolve", "choices": {"copies_targets": [["alice"], []]}},
                 {"type": "resolve"}, {"type": "resolve"}, {"type": "resolve"}], circuit, BOLT)
    copied = events_of(done, "spell_copied")
    assert len(copied) == 2 and "CR 707.10c" in copied[0]["cites"]
    # one copy hits alice (its new target), the other keeps bob, and the original hits bob
    assert player_of(done, "alice")["life"] == 17 and player_of(done, "bob")["life"] == 14
    assert done["state"].get("copy_next_spell") is None  # it triggered once (CR 603.7b)
    for refused in ("When you next cast an instant or sorcery spell this turn, copy it three times. You may choose new "
                    "targets for the copies.",
                    "When you next cast an instant or sorcery spell this turn, copy it twice. You may choose new "
                    "targets for the copy.",
                    "When you next cast a creature spell this turn, copy that spell twice."):
        assert probe_support(refused, "Instant", None) != "full", refused


# --- "Whenever you cast a noncreature spell, if at least four mana was spent to cast it, <effects>." (CR 601.2h, 603.4) --

def test_603_4_cast_trigger_if_at_least_four_mana_was_spent_to_cast_it() -> None:
    bomb = mtgjson_full_definition("FIN", "Blazing Bomb")
    trigger = next(a for a in bomb["abilities"] if a["kind"] == "cast_trigger")
    assert trigger["s35fin_mana_spent_at_least"] == 4 and trigger["spell_not_type"] == "Creature"
    for name in ("Prompto Argentum", "Sahagin", "The Prima Vista"):
        assert "'s35fin_mana_spent_at_least': 4" in str(mtgjson_full_definition("FIN", name)["abilities"]), name
    big = {**BOLT, "name": "Test Big Bolt", "mana_cost": "{3}{R}"}
    hand = [{"id": "small", "card": "Test Bolt"}, {"id": "big", "card": "Test Big Bolt"}]
    field = [{"id": "bb", "card": "Blazing Bomb", "controller": "alice", "owner": "alice", "controlled_since_turn": 1}]
    done = _run(state(battlefield=field, alice={"mana_pool": {"R": 5}, "hand": hand}),
                [{"type": "cast", "card": "small", "choices": {"targets": ["bob"]}}, {"type": "resolve"},
                 {"type": "cast", "card": "big", "choices": {"targets": ["bob"]}}, {"type": "resolve"},
                 {"type": "resolve"}], bomb, BOLT, big)
    bombed = next(p for p in done["state"]["battlefield"] if p["id"] == "bb")
    assert bombed.get("counters") == {"+1/+1": 1}  # the {3}{R} spell only: one mana spent does not trigger it
    assert player_of(done, "bob")["life"] == 14
    for refused in ("Whenever a creature you control attacks, if at least four mana was spent to cast it, draw a card.",
                    "Whenever an opponent casts a spell, if at least four mana was spent to cast it, draw a card.",
                    "Whenever you cast a noncreature spell, if at least four mana was spent to cast it, draw a card "
                    "for each mana spent to cast it."):
        assert probe_support(refused) != "full", refused


# --- "Whenever you scry or surveil, <effects>." (CR 603.2, 701.22a, 701.25a) -----------------------------------------

def test_603_2_whenever_you_scry_or_surveil_triggers_on_each() -> None:
    matoya = mtgjson_full_definition("FIN", "Matoya, Archon Elder")
    assert [a["trigger"] for a in matoya["abilities"]] == ["you_scry", "you_surveil"]
    scry = read_full_definition("Probe Scry", "Instant", "Scry 1.", "{U}")
    surveil = read_full_definition("Probe Surveil", "Instant", "Surveil 1.", "{U}")
    field = [{"id": "m", "card": "Matoya, Archon Elder", "controller": "alice", "owner": "alice",
              "controlled_since_turn": 1}]
    library = [{"id": f"l{n}", "card": "Grizzly Bears"} for n in range(4)]
    hand = [{"id": "sc", "card": "Probe Scry"}, {"id": "sv", "card": "Probe Surveil"}]
    done = _run(state(alice={"mana_pool": {"U": 2}, "library": library, "hand": hand}, battlefield=field),
                [{"type": "cast", "card": "sc"}, {"type": "resolve"}, {"type": "resolve"},
                 {"type": "cast", "card": "sv"}, {"type": "resolve"}, {"type": "resolve"}], matoya, scry, surveil)
    assert len(player_of(done, "alice")["hand"]) == 2  # one card drawn after each (CR 603.2)
    for refused in ("Whenever you scry or surveil, draw a card. This ability triggers only once each turn.",
                    "Whenever an opponent scries or surveils, draw a card."):
        assert probe_support(refused) != "full", refused


# --- flavor words ending in "!" or starting with a number (CR 207.2d) ------------------------------------------------

def test_207_2d_flavor_words_with_an_exclamation_mark_or_a_number_have_no_rules_meaning() -> None:
    assert without_ability_word("10,000 Needles — Whenever ~ attacks, draw a card.") == "Whenever ~ attacks, draw a card."
    assert without_ability_word("I've Come Up with a New Recipe! — {T}: Draw a card.") == "{T}: Draw a card."
    for kept in ("Exhaust — {2}: Draw a card.", "Max speed — {T}: Draw a card.", "Solved — {T}: Draw a card.",
                 "Stampede! — other creatures get +1/+0."):
        assert without_ability_word(kept) == kept, kept
    choco = mtgjson_full_definition("FIN", "Summon: Choco/Mog")
    assert choco["abilities"][0]["chapters"] == [1, 2, 3, 4]
    mtgjson_full_definition("FIN", "Ignis Scientia")
    cactuar = mtgjson_full_definition("FIN", "Jumbo Cactuar")
    field = [{"id": "jc", "card": "Jumbo Cactuar", "controller": "alice", "owner": "alice", "controlled_since_turn": 1}]
    done = _run(state(battlefield=field, step="declare_attackers"),
                [{"type": "declare_attackers", "attackers": [{"id": "jc", "defending": "bob"}]}, {"type": "resolve"}],
                cactuar)
    attacker = next(p for p in done["state"]["battlefield"] if p["id"] == "jc")
    assert attacker["characteristics"]["power"] == 1 + 9999
    # the ability after the flavor word is read as any other: Blitzball's condition stays refused
    blitz = mtgjson_set("FIN")["Blitzball"]
    reading = read_card(CardFacts(name="Blitzball", mana_cost=blitz["manaCost"], type_line=blitz["type"],
                                  oracle_text=blitz["text"]))
    assert reading.support != "full" and any(line.startswith("GOOOOAAAALLL! — ") for line in reading.not_modelled)


# --- "When you cycle ~, it deals N damage to ..." (CR 702.29a, 603.2: "it" is the cycled card, the ability's source) ---

def test_702_29a_when_you_cycle_it_it_deals_damage() -> None:
    artillerist = mtgjson_full_definition("DFT", "Magmakin Artillerist")
    assert artillerist["abilities"][-1] == {"kind": "triggered", "trigger": "self_cycled",
                                            "effect": {"kind": "damage", "amount": 1, "target": "each_opponent"}}
    library = [{"id": f"l{n}", "card": "Grizzly Bears"} for n in range(2)]
    done = _run(state(alice={"mana_pool": {"R": 2}, "hand": [{"id": "ma", "card": "Magmakin Artillerist"}],
                             "library": library}),
                [{"type": "cycle", "card": "ma"}, {"type": "resolve"}, {"type": "resolve"}], artillerist)
    assert player_of(done, "bob")["life"] == 19 and len(player_of(done, "alice")["hand"]) == 1
    for refused in ("When you cycle ~, return it to your hand.", "When you cycle ~, it gets +1/+1 until end of turn.",
                    "When you cycle ~, it deals damage equal to its power to any target."):
        assert probe_support(refused) != "full", refused


# --- "Spend this mana only to cast an artifact spell or activate an ability of an artifact source." (CR 106.6) -------

def test_106_6_mana_only_for_an_artifact_spell_or_an_ability_of_an_artifact_source() -> None:
    ship = mtgjson_full_definition("FIN", "Cargo Ship")
    assert ship["abilities"][0] == {"kind": "mana", "cost": "{T}", "add": "{C}",
                                    "spend_only": "artifact_spells_or_abilities"}
    trinket = {"name": "Trinket", "mana_cost": "{1}", "types": ["Artifact"]}
    ogre = {"name": "Colorless Ogre", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1}
    field = [{"id": "cs", "card": "Cargo Ship", "controller": "alice", "owner": "alice", "controlled_since_turn": 1}]
    game = state(battlefield=field, alice={"hand": [{"id": "t", "card": "Trinket"}, {"id": "o", "card": "Colorless Ogre"}]})
    tap = {"type": "tap_for_mana", "permanent": "cs", "ability": 0}
    done = _run(game, [tap, {"type": "cast", "card": "t"}], ship, trinket, ogre)
    assert done["state"]["stack"][0]["card"] == "Trinket"
    with pytest.raises(IllegalAction, match="artifact spells or activate abilities of artifacts"):
        _run(game, [tap, {"type": "cast", "card": "o"}], ship, trinket, ogre)
    assert probe_support("{T}: Add {C}. Spend this mana only to cast an artifact spell or activate an ability of an "
                         "enchantment source.", "Artifact", None) != "full"


# --- "Each opponent sacrifices a creature of their choice and loses 3 life." (CR 701.21a, 608.2c) --------------------

def test_701_21a_edict_and_a_predicate_of_the_same_player() -> None:
    anima = mtgjson_full_definition("FIN", "Summon: Anima")
    assert anima["abilities"][1]["effect"] == {"kind": "edict", "player": "each_opponent", "what": "creature"}
    assert anima["abilities"][1]["then_effects"] == [{"kind": "lose_life", "amount": 3, "player": "each_opponent"}]
    oblivion = read_full_definition("Probe Oblivion", "Sorcery", "Each opponent sacrifices a creature of their choice "
                                    "and loses 3 life.", "{B}")
    bear = {"name": "Probe Bear", "types": ["Creature"], "power": 2, "toughness": 2, "mana_cost": "{1}{G}"}
    field = [{"id": "b", "card": "Probe Bear", "controller": "bob", "owner": "bob", "controlled_since_turn": 1}]
    done = _run(state(battlefield=field, alice={"mana_pool": {"B": 1}, "hand": [{"id": "o", "card": "Probe Oblivion"}]}),
                [{"type": "cast", "card": "o"}, {"type": "resolve"}], oblivion, bear)
    assert done["state"]["battlefield"] == [] and player_of(done, "bob")["life"] == 17
    for refused in ("Target player sacrifices a creature and draws a card.",
                    "Each opponent sacrifices a creature of their choice and loses life equal to its power."):
        assert probe_support(refused, "Sorcery", None) != "full", refused


# --- "Whenever you activate an exhaust ability, <effects>." (CR 702.177a, 602.2, 603.2) ------------------------------

def test_702_177a_whenever_you_activate_an_exhaust_ability() -> None:
    refueler = mtgjson_full_definition("DFT", "Rangers' Refueler")
    assert refueler["abilities"][0] == {"kind": "triggered", "trigger": "you_activate",
                                        "activated_keywords": ["exhaust"],
                                        "effect": {"kind": "draw", "amount": 1, "player": "you"}}
    assert refueler["abilities"][1]["s35fin_exhaust"] and refueler["abilities"][1]["only_once"]
    once = read_full_definition("Probe Once", "Artifact", "{1}: You gain 1 life. Activate only once.", "{1}")
    assert "s35fin_exhaust" not in once["abilities"][0]
    field = [{"id": "rr", "card": "Rangers' Refueler", "controller": "alice", "owner": "alice",
              "controlled_since_turn": 1},
             {"id": "po", "card": "Probe Once", "controller": "alice", "owner": "alice", "controlled_since_turn": 1}]
    library = [{"id": f"l{n}", "card": "Grizzly Bears"} for n in range(2)]
    game = state(battlefield=field, alice={"mana_pool": {"C": 5}, "library": library})
    done = _run(game, [{"type": "activate", "permanent": "po", "ability": 0}, {"type": "resolve"},
                       {"type": "activate", "permanent": "rr", "ability": 1}, {"type": "resolve"},
                       {"type": "resolve"}], refueler, once)
    assert len(player_of(done, "alice")["hand"]) == 1  # the exhaust ability only ("Activate only once." is no exhaust)
    assert player_of(done, "alice")["life"] == 21
    trigger = events_of(done, "trigger_put_on_stack")
    assert len(trigger) == 1 and "CR 702.177a" in trigger[0]["cites"]
    for refused in ("Whenever you activate an exhaust ability, draw a card. This ability triggers only once each turn.",
                    "Whenever an opponent activates an exhaust ability, draw a card."):
        assert probe_support(refused) != "full", refused
