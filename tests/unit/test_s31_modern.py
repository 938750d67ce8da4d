"""Session 31, group modern (docs/oracle-s31-modern.md): general constructions of today's Oracle text, each read from a
real card's Oracle text (tests/fixtures/sets/*.json), played by the engine, and a near variant the engine does not
implement still refused."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import (
    events_of,
    mtgjson_full_definition,
    mtgjson_set,
    permanent,
    player_of,
    probe_support,
    read_full_definition,
    state,
)
from tests.unit.conftest import run_with_cards as _run

BOLT = {"name": "Test Bolt", "mana_cost": "{R}", "types": ["Instant"], "colors": ["R"],
        "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


# --- cast trigger: "copy that spell" / "copy it" [You may choose new targets for the copy.] (CR 707.10, 603.2) -------

def test_707_10_cast_trigger_copies_that_spell_with_new_targets() -> None:
    swarm = mtgjson_full_definition("C20", "Swarm Intelligence")
    assert swarm["abilities"] == [{"kind": "cast_trigger", "caster": "you", "spell_type_any_of": ["Instant", "Sorcery"],
                                   "effect": {"kind": "copy_spell", "target": "that_spell", "new_targets": True},
                                   "optional": True}]
    riku = mtgjson_full_definition("2XM", "Riku of Two Reflections")
    assert riku["abilities"][0]["effect"] == {"kind": "copy_spell", "target": "that_spell", "new_targets": True}
    assert riku["abilities"][0]["optional_cost"] == "{U}{R}"
    for variant in ("Whenever you cast a creature spell, copy that spell.",  # a permanent spell's copy: a token
                    "Whenever you cast an artifact, instant, or sorcery spell, copy that spell.",
                    "Whenever you cast or copy an instant or sorcery spell, copy that spell.",
                    "Whenever a creature dies, copy that spell.",
                    "Whenever you cast an instant or sorcery spell, you may copy that spell. Draw a card."):
        assert probe_support(variant) != "full", variant
    game = state(alice={"hand": [{"id": "b", "card": "Test Bolt"}], "mana_pool": {"R": 1}},
                 battlefield=[_on("s", "Swarm Intelligence")])
    cast = _run(game, [{"type": "cast", "card": "b", "choices": {"targets": ["bob"]}}], swarm, BOLT)
    assert [item["kind"] for item in cast["state"]["stack"]] == ["triggered_ability", "spell"]
    # the trigger copies the bolt, its copy aimed at a new target (707.10c); then the copy and the bolt resolve
    done = _run(cast["state"], [{"type": "resolve", "choices": {"pay_optional_cost": True, "copy_targets": ["alice"]}},
                                {"type": "resolve"}, {"type": "resolve"}], swarm, BOLT)
    copied = events_of(done, "spell_copied")
    assert len(copied) == 1 and "CR 707.10c" in copied[0]["cites"] and "CR 603.2" in copied[0]["cites"]
    assert (player_of(done, "alice")["life"], player_of(done, "bob")["life"]) == (17, 17)
    # "you may": declined, no copy
    declined = _run(cast["state"], [{"type": "resolve", "choices": {"pay_optional_cost": False}}, {"type": "resolve"}],
                    swarm, BOLT)
    assert not events_of(declined, "spell_copied") and player_of(declined, "bob")["life"] == 17
    # the bolt gone from the stack (countered) before the trigger resolves: copied as it last existed (608.2h)
    gone = {**cast["state"], "stack": cast["state"]["stack"][:1]}
    late = _run(gone, [{"type": "resolve", "choices": {"pay_optional_cost": True}}, {"type": "resolve"}], swarm, BOLT)
    assert len(events_of(late, "spell_copied")) == 1 and player_of(late, "bob")["life"] == 17


# --- "Whenever you discard a card, [you may] exile that card from your graveyard." (CR 603.2c, 400.7, 406.2) ---------

def _line_of(code: str, name: str, starts: str) -> str:
    return next(line for line in mtgjson_set(code)[name]["text"].split("\n") if line.startswith(starts))


def test_400_7_discard_trigger_exiles_that_card_from_your_graveyard() -> None:
    bag_line = _line_of("AFR", "Bag of Holding", "Whenever you discard")
    converter_line = _line_of("NCC", "Currency Converter", "Whenever you discard")
    bag = read_full_definition("Probe Bag", "Artifact", bag_line, "{1}")
    assert bag["abilities"] == [{"kind": "triggered", "trigger": "you_discards",
                                 "effect": {"kind": "exile", "target": "that_card"}}]
    converter = read_full_definition("Probe Converter", "Artifact", converter_line, "{2}")
    assert converter["abilities"][0]["optional"] is True
    for variant in ("Whenever an opponent discards a card, exile that card from your graveyard.",
                    "Whenever a creature dies, exile that card from your graveyard.",
                    "Whenever you discard a card, exile that card from their graveyard."):
        assert probe_support(variant) != "full", variant
    rummage = {"name": "Test Rummage", "mana_cost": "{R}", "types": ["Sorcery"], "colors": ["R"],
               "abilities": [{"kind": "spell", "effect": {"kind": "discard", "amount": 1, "player": "you"}}]}
    game = state(alice={"hand": [{"id": "r", "card": "Test Rummage"}, {"id": "x", "card": "Test Bolt"}],
                        "mana_pool": {"R": 1}},
                 battlefield=[_on("g", "Probe Bag")])
    done = _run(game, [{"type": "cast", "card": "r"}, {"type": "resolve"}, {"type": "resolve"}], bag, rummage, BOLT)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["exile"]] == ["x"] and [c["id"] for c in alice["graveyard"]] == ["r"]
    assert not permanent(done, "g").get("exiled_with")  # no ability of it refers to the exiled cards (CR 607.2a)


# --- "If enchanted land would be destroyed, instead sacrifice ~ and that land gains indestructible until end of turn."
# (CR 614.1a, 701.21a, 702.12b) -----------------------------------------------------------------------------------------

def test_614_1a_enchanted_land_destroyed_instead_sacrifice_the_aura() -> None:
    crackling = mtgjson_full_definition("NEO", "Crackling Emergence")
    assert crackling["abilities"][-1] == {"kind": "s31modern_sacrifice_instead", "enchanted": "land"}
    assert mtgjson_full_definition("NEO", "Harmonious Emergence")["abilities"][-1] == crackling["abilities"][-1]
    for variant in ("If enchanted creature would be destroyed, instead sacrifice ~ and that land gains indestructible "
                    "until end of turn.",
                    "If enchanted land would be destroyed, instead sacrifice ~ and that land gains hexproof until end of "
                    "turn.",
                    "If enchanted land would be destroyed, instead exile ~ and that land gains indestructible until end "
                    "of turn."):
        assert probe_support(variant, "Enchantment — Aura", None) != "full", variant
    land = {"name": "Probe Land", "types": ["Land"]}
    murder = {"name": "Test Stone Rain", "mana_cost": "{R}", "types": ["Instant"], "colors": ["R"],
              "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "land"}}]}
    game = state(alice={"hand": [{"id": "m1", "card": "Test Stone Rain"}, {"id": "m2", "card": "Test Stone Rain"}],
                        "mana_pool": {"R": 2}},
                 battlefield=[_on("l", "Probe Land"), _on("a", "Crackling Emergence", attached_to="l")])
    once = _run(game, [{"type": "cast", "card": "m1", "choices": {"targets": ["l"]}}, {"type": "resolve"}],
                crackling, land, murder)
    assert [p["id"] for p in once["state"]["battlefield"]] == ["l"]  # the Aura sacrificed instead (701.21a)
    assert sorted(c["id"] for c in player_of(once, "alice")["graveyard"]) == ["a", "m1"]
    assert "indestructible" in permanent(once, "l")["characteristics"]["keywords"]
    assert "CR 614.1a" in events_of(once, "not_destroyed")[0]["cites"]
    # indestructible this turn: a second destruction does nothing (702.12b)
    twice = _run(once["state"], [{"type": "cast", "card": "m2", "choices": {"targets": ["l"]}}, {"type": "resolve"}],
                 crackling, land, murder)
    assert [p["id"] for p in twice["state"]["battlefield"]] == ["l"]
    # lethal damage to the animated land (704.5g) is replaced too
    hurt = state(battlefield=[_on("l", "Probe Land", damage=3), _on("a", "Crackling Emergence", attached_to="l")])
    saved = _run(hurt, [{"type": "pass_priority"}], crackling, land, murder)
    assert [p["id"] for p in saved["state"]["battlefield"]] == ["l"]
    assert "indestructible" in permanent(saved, "l")["characteristics"]["keywords"]


# --- "Reveal the top N cards of your library. You may put any number of <quality> cards from among them into your hand.
# Put the rest into your graveyard." (CR 608.2c, 701.20a) ---------------------------------------------------------------

def test_608_2c_any_number_of_the_revealed_cards_into_your_hand() -> None:
    text = ("Reveal the top four cards of your library. You may put any number of creature cards from among them into "
            "your hand. Put the rest into your graveyard.")
    trawl = read_full_definition("Probe Trawl", "Sorcery", text, "{G}")
    assert trawl["abilities"][0]["effect"] == {"kind": "look_at_top", "amount": 4, "take": 4,
                                               "quality": ["creature"], "optional": True, "to": "hand",
                                               "rest": "graveyard", "reveal_all": True}
    for variant in (text.replace("creature cards", "creature cards with total mana value 4 or less"),
                    text.replace("into your hand", "onto the battlefield"),
                    text.replace("Put the rest into your graveyard", "Put the rest on the bottom of your library")):
        assert probe_support(variant, "Sorcery", None) != "full", variant
    bear = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
            "mana_cost": "{1}{G}", "colors": ["G"]}
    library = [{"id": "c1", "card": "Probe Bear"}, {"id": "b", "card": "Test Bolt"}, {"id": "c2", "card": "Probe Bear"},
               {"id": "c3", "card": "Probe Bear"}, {"id": "deep", "card": "Probe Bear"}]
    game = state(alice={"hand": [{"id": "t", "card": "Probe Trawl"}], "library": library, "mana_pool": {"G": 1}})
    cast = {"type": "cast", "card": "t"}
    done = _run(game, [cast, {"type": "resolve", "choices": {"chosen": ["c1", "c3"]}}], trawl, bear, BOLT)
    alice = player_of(done, "alice")
    assert sorted(c["id"] for c in alice["hand"]) == ["c1", "c3"]
    assert sorted(c["id"] for c in alice["graveyard"]) == ["b", "c2", "t"]
    assert [c["id"] for c in alice["library"]] == ["deep"]
    every = _run(game, [cast, {"type": "resolve", "choices": {"chosen": ["c1", "c2", "c3"]}}], trawl, bear, BOLT)
    assert sorted(c["id"] for c in player_of(every, "alice")["hand"]) == ["c1", "c2", "c3"]
    with pytest.raises(IllegalAction):  # the instant is not a creature card
        _run(game, [cast, {"type": "resolve", "choices": {"chosen": ["c1", "b"]}}], trawl, bear, BOLT)


def test_707_10_a_copied_adventure_ceases_to_exist_and_only_the_card_goes_on_an_adventure() -> None:
    from tests.unit.test_layouts import COLOSSUS, card  # the adventurer card and its targets of tests/unit/test_layouts

    clover = mtgjson_full_definition("ELD", "Lucky Clover")
    assert clover["abilities"][0]["spell_subtype"] == "Adventure"
    wurms = [{"id": w, "card": COLOSSUS, "controller": "bob", "owner": "bob", "controlled_since_turn": 1}
             for w in ("w1", "w2")]
    game = state(alice={"hand": [card("gk", "Giant Killer // Chop Down")], "mana_pool": {"W": 4}},
                 battlefield=[*wurms, _on("lc", "Lucky Clover")])
    done = _run(game, [{"type": "cast", "card": "gk", "face": "adventure", "choices": {"targets": ["w1"]}},
                       {"type": "resolve", "choices": {"copy_targets": ["w2"]}}, {"type": "resolve"},
                       {"type": "resolve"}], clover)
    assert [p["id"] for p in done["state"]["battlefield"]] == ["lc"]  # both destroyed: the copy's new target too
    assert [(c["id"], c.get("on_adventure")) for c in player_of(done, "alice")["exile"]] == [("gk", True)]
    assert len(events_of(done, "spell_copy_ceased_to_exist")) == 1  # CR 707.10a: the copy goes to no zone
