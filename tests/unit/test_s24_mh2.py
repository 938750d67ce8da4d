"""Session 24, group mh2 (docs/oracle-s24-mh2.md): Modern Horizons 2 (MH2) lines, each read from the real card's Oracle
text (tests/fixtures/sets/mh2.json) and played by the engine, with near variants the reader must refuse."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from app.oracle.keyword_lines import read_keyword_line
from tests.unit.conftest import events_of, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import _permanent, _pt

MH2 = Path(__file__).resolve().parents[1] / "fixtures" / "sets" / "mh2.json"


@cache
def _records() -> dict[str, dict[str, Any]]:
    return {card["name"]: card for card in json.loads(MH2.read_text(encoding="utf-8"))["data"]["MH2"]["cards"]}


def _reading(name: str) -> tuple[str, dict[str, Any] | None, list[str]]:
    record = _records()[name]
    reading = read_card(CardFacts(name=name, mana_cost=record.get("manaCost"), type_line=record["type"],
                                  oracle_text=record.get("text", ""), power=record.get("power"),
                                  toughness=record.get("toughness")))
    return reading.support, reading.definition, reading.not_modelled


def _card(name: str) -> dict[str, Any]:
    """The definition of a card of MH2 the reader reads in full."""
    support, definition, not_modelled = _reading(name)
    assert support == "full" and definition is not None, (name, not_modelled)
    return definition


def _on(object_id: str, card: Any, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


ROCK = {"name": "Rock", "types": ["Artifact"]}
GOLEM = {"name": "Golem", "types": ["Artifact", "Creature"], "power": 1, "toughness": 1}
BEAR = {"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2}
ZAP = {"name": "Zap", "types": ["Instant"], "mana_cost": "{R}",
       "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}]}


# --- affinity (CR 702.41) -------------------------------------------------------------------------------------------


def test_702_41a_affinity_for_artifacts_reads_as_its_cost_reduction() -> None:
    flare = _card("Lens Flare")
    assert flare["abilities"][0] == {"kind": "self_cost_reduction", "generic": 1, "for_each_you_control": "artifact",
                                     "affinity": True}
    _, winder, _ = _reading("Junk Winder")  # its other line is not read yet
    assert winder is not None and winder["abilities"][0]["for_each_you_control"] == "permanent:token"
    assert read_keyword_line("Affinity for Knights", False) == [
        {"kind": "self_cost_reduction", "generic": 1, "for_each_you_control": "permanent:Knight", "affinity": True}]
    assert read_keyword_line("Affinity for Plains", True)[0]["for_each_you_control"] == "permanent:Plains"  # type: ignore[index]
    for near in ("Affinity for Knight", "Affinity for wizardz", "Affinity for artifacts and enchantments",
                 "Affinity for historic"):
        assert read_keyword_line(near, True) is None


def test_702_41a_affinity_costs_one_less_for_each_artifact_you_control() -> None:
    flare = _card("Lens Flare")
    rocks = [_on(f"r{n}", ROCK) for n in range(3)]
    game = state(alice={"hand": [{"id": "f", "card": flare}], "mana_pool": {"W": 1, "C": 1}},
                 battlefield=[*rocks, _on("x", ROCK, "bob")])
    cost = _run(game, [{"type": "compute_cost", "card": "f"}], flare)["queries"][0]["result"]
    assert cost["mana"] == "{1}{W}"  # {4}{W} less {3}: the opponent's artifact doesn't count
    assert cost["mana_value"] == 5  # the mana value is unchanged (CR 202.3)
    few = state(alice={"hand": [{"id": "f", "card": flare}]}, battlefield=[rocks[0]])
    assert _run(few, [{"type": "compute_cost", "card": "f"}], flare)["queries"][0]["result"]["mana"] == "{3}{W}"
    # cast for {1}{W} with three artifacts, it deals 5 damage to an attacking creature
    combat = state(step="declare_blockers", active_player="bob",
                   alice={"hand": [{"id": "f", "card": flare}], "mana_pool": {"W": 1, "C": 1}},
                   battlefield=[*rocks, _on("b", BEAR, "bob")],
                   combat={"attackers": [{"id": "b", "defending": "alice"}], "blockers_declared": True})
    done = _run(combat, [{"type": "cast", "card": "f", "choices": {"targets": ["b"]}}, {"type": "resolve"}], flare, BEAR)
    assert _permanent(done, "b") is None
    assert "CR 702.41a" in json.dumps(done["events"])


def test_702_41b_junk_winder_affinity_for_tokens_counts_tokens_only() -> None:
    _, winder, _ = _reading("Junk Winder")
    assert winder is not None
    reduction = {"name": "Winder", "types": ["Creature"], "mana_cost": "{5}{U}{U}", "power": 5, "toughness": 6,
                 "abilities": [winder["abilities"][0], winder["abilities"][0]]}  # two instances both apply
    tokens = [_on(f"t{n}", ROCK, is_token=True) for n in range(2)]
    game = state(alice={"hand": [{"id": "w", "card": reduction}]}, battlefield=[*tokens, _on("r", ROCK)])
    assert _run(game, [{"type": "compute_cost", "card": "w"}], reduction)["queries"][0]["result"]["mana"] == "{1}{U}{U}"


# --- modular N (CR 702.43) ------------------------------------------------------------------------------------------


def test_702_43a_modular_reads_its_two_abilities() -> None:
    prototype = _card("Arcbound Prototype")
    assert prototype["abilities"] == [
        {"kind": "etb_counters", "counter": "+1/+1", "amount": 2},
        {"kind": "triggered", "trigger": "self_put_into_graveyard", "optional": True,
         "effect": {"kind": "put_its_counters", "target": "creature:artifact", "counter": "+1/+1", "modular": True}}]
    assert _card("Arcbound Slasher")["abilities"][0]["amount"] == 4
    for near in ("Modular X", "Modular—Sunburst", "Modular 0", "Modular 2 and 3"):
        assert read_keyword_line(near, False) is None


def test_702_43a_modular_enters_with_counters_and_moves_them_when_it_dies() -> None:
    prototype = _card("Arcbound Prototype")
    game = state(alice={"hand": [{"id": "p", "card": prototype}, {"id": "z", "card": ZAP}], "mana_pool": {"W": 1, "C": 1,
                                                                                                       "R": 1}},
                 battlefield=[_on("g", GOLEM, "bob"), _on("b", BEAR)])
    cast = [{"type": "cast", "card": "p"}, {"type": "resolve"}]
    entered = _run(game, cast, prototype, ZAP, GOLEM, BEAR)
    assert _permanent(entered, "p")["counters"] == {"+1/+1": 2} and _pt(entered, "p") == (2, 2)  # type: ignore[index]
    zap = [{"type": "cast", "card": "z", "choices": {"targets": ["p"]}}, {"type": "resolve"}]
    # it dies: "you may put" its two +1/+1 counters on target artifact creature, an opponent's too
    done = _run(game, [*cast, *zap, {"type": "resolve", "choices": {"targets": ["g"], "pay_optional_cost": True}}],
                prototype, ZAP, GOLEM, BEAR)
    assert _permanent(done, "p") is None and _permanent(done, "g")["counters"] == {"+1/+1": 2}  # type: ignore[index]
    assert "CR 702.43a" in json.dumps(events_of(done, "counters_put"))
    declined = _run(game, [*cast, *zap, {"type": "resolve", "choices": {"targets": ["g"], "pay_optional_cost": False}}],
                    prototype, ZAP, GOLEM, BEAR)
    assert not _permanent(declined, "g").get("counters")  # type: ignore[union-attr]


def test_702_43a_modular_moves_only_plus_one_counters_of_a_land_put_into_a_graveyard() -> None:
    depot = _card("Power Depot")  # an artifact land: "put into a graveyard from the battlefield", not "dies"
    game = state(battlefield=[_on("d", depot, counters={"+1/+1": 3, "charge": 1}), _on("g", GOLEM)])
    done = _run(game, [{"type": "move", "permanent": "d", "to": "graveyard"},
                       {"type": "resolve", "choices": {"targets": ["g"], "pay_optional_cost": True}}], depot, GOLEM)
    assert _permanent(done, "g")["counters"] == {"+1/+1": 3}  # type: ignore[index]
    # a creature that isn't an artifact can't be its target
    bear_only = state(battlefield=[_on("d", depot, counters={"+1/+1": 1}), _on("b", BEAR)])
    moved = _run(bear_only, [{"type": "move", "permanent": "d", "to": "graveyard"}], depot, BEAR)
    assert not _permanent(moved, "b").get("counters")  # type: ignore[union-attr]


# --- living weapon (CR 702.92) --------------------------------------------------------------------------------------


def test_702_92a_living_weapon_creates_a_germ_and_attaches_the_equipment_to_it() -> None:
    batterbone = _card("Batterbone")
    trigger = batterbone["abilities"][0]
    assert trigger["trigger"] == "enters" and trigger["then_effects"] == [{"kind": "attach", "target": "it"}]
    assert trigger["effect"]["token"] == {"name": "Phyrexian Germ Token", "colors": ["B"], "types": ["Creature"],
                                          "subtypes": ["Phyrexian", "Germ"], "power": 0, "toughness": 0, "keywords": []}
    assert read_keyword_line("Living weapon 2", False) is None
    game = state(alice={"hand": [{"id": "e", "card": batterbone}], "mana_pool": {"C": 2}})
    done = _run(game, [{"type": "cast", "card": "e"}, {"type": "resolve"}, {"type": "resolve"}], batterbone)
    germ = next(p for p in done["state"]["battlefield"] if p["id"] != "e")
    assert germ["characteristics"]["power"] == 1 and germ["characteristics"]["toughness"] == 1  # 0/0 + 1/1: it lives
    assert set(germ["characteristics"]["keywords"]) >= {"vigilance", "lifelink"}
    assert _permanent(done, "e")["attached_to"] == germ["id"]  # type: ignore[index]


# --- typecycling (CR 702.29e, 702.29f) ------------------------------------------------------------------------------

MOUNTAIN = {"name": "Mountain", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Mountain"]}
DEPOT = {"name": "Depot", "types": ["Artifact", "Land"]}


def test_702_29e_typecycling_reads_the_search_it_stands_for() -> None:
    assert _card("Mental Journey")["abilities"][-1] == {"kind": "cycling", "cost": "{1}{U}", "search": "land:basic"}
    assert _card("Sojourner's Companion")["abilities"][-1] == {"kind": "cycling", "cost": "{2}",
                                                               "search": "card:artifact:land"}
    assert _card("Step Through")["abilities"][-1] == {"kind": "cycling", "cost": "{2}", "search": "card:Wizard"}
    for near in ("Wizardscycling {2}", "Basic landcycling {X}", "Snowcycling {2}", "Basic landcycling—Pay 2 life."):
        assert read_keyword_line(near, True) is None


def test_702_29e_basic_landcycling_finds_a_basic_land_and_is_a_cycling_ability() -> None:
    journey = _card("Mental Journey")
    library = [{"id": "x", "card": DEPOT}, {"id": "m", "card": MOUNTAIN}, {"id": "d", "card": BEAR}]
    game = state(alice={"hand": [{"id": "j", "card": journey}], "library": library, "mana_pool": {"U": 1, "C": 1}})
    cycle = {"type": "cycle", "card": "j"}
    done = _run(game, [cycle, {"type": "resolve", "choices": {"search": ["m"]}}], journey, MOUNTAIN, DEPOT, BEAR)
    alice = next(p for p in done["state"]["players"] if p["id"] == "alice")
    assert [card["id"] for card in alice["hand"]] == ["m"] and [c["id"] for c in alice["graveyard"]] == ["j"]
    assert len(alice["library"]) == 2 and events_of(done, "card_revealed")
    assert "CR 702.29e" in events_of(done, "ability_activated")[0]["cites"]
    with pytest.raises(IllegalAction):  # only a basic land card may be found (CR 701.23a)
        _run(game, [cycle, {"type": "resolve", "choices": {"search": ["x"]}}], journey, MOUNTAIN, DEPOT, BEAR)
    # a "whenever you cycle" trigger sees it (702.29f)
    watcher = {"name": "Watcher", "types": ["Enchantment"],
               "abilities": [{"kind": "triggered", "trigger": "you_cycle",
                              "effect": {"kind": "gain_life", "amount": 2, "player": "you"}}]}
    seen = _run({**game, "battlefield": [_on("w", watcher)]},
                [cycle, {"type": "resolve"}, {"type": "resolve", "choices": {"search": ["m"]}}],
                journey, MOUNTAIN, DEPOT, BEAR, watcher)
    assert next(p for p in seen["state"]["players"] if p["id"] == "alice")["life"] == 22


# --- bushido N (CR 702.45), reinforce N (702.77) --------------------------------------------------------------------


def test_702_45a_bushido_pumps_it_when_it_blocks() -> None:
    avenger = _card("Jade Avenger")
    assert avenger["abilities"] == [{"kind": "triggered", "trigger": "self_blocks_or_becomes_blocked",
                                     "effect": {"kind": "pump", "target": "self", "power": 2, "toughness": 2,
                                                "duration": "end_of_turn"}}]
    assert read_keyword_line("Bushido X", False) is None
    game = state(step="declare_attackers", active_player="bob", battlefield=[_on("a", avenger), _on("b", BEAR, "bob")])
    done = _run(game, [{"type": "declare_attackers", "attackers": [{"id": "b", "defending": "alice"}]},
                       {"type": "next_step"}, {"type": "declare_blockers", "blocks": [{"blocker": "a", "attacker": "b"}]},
                       {"type": "resolve"}], avenger, BEAR)
    assert _pt(done, "a") == (4, 4)


def test_702_77a_reinforce_puts_counters_from_the_hand() -> None:
    ties = _card("Break Ties")  # an instant: its reinforce works from the hand (CR 113.6k)
    assert ties["abilities"][-1] == {"kind": "activated", "cost": "{W}", "other_costs": [{"kind": "discard_self"}],
                                     "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1,
                                                "target": "creature"}}
    for near in ("Reinforce X—{X}{G}{G}", "Reinforce 1—Discard a card."):
        assert read_keyword_line(near, True) is None
    game = state(alice={"hand": [{"id": "t", "card": ties}], "mana_pool": {"W": 1}}, battlefield=[_on("b", BEAR)])
    done = _run(game, [{"type": "activate", "permanent": "t", "ability": 1, "choices": {"targets": ["b"]}},
                       {"type": "resolve"}], ties, BEAR)
    assert _permanent(done, "b")["counters"] == {"+1/+1": 1}  # type: ignore[index]
    alice = next(p for p in done["state"]["players"] if p["id"] == "alice")
    assert [card["id"] for card in alice["graveyard"]] == ["t"]


# --- entwine (CR 702.42) --------------------------------------------------------------------------------------------

FLYER = {"name": "Flyer", "types": ["Creature"], "power": 2, "toughness": 2, "keywords": ["flying"]}


def test_702_42a_entwine_reads_beside_one_choose_one() -> None:
    strike = _card("Flourishing Strike")
    assert strike["abilities"][0]["effect"]["choose_max"] == 2
    assert strike["abilities"][1] == {"kind": "entwine", "cost": "{2}{G}"}
    assert read_keyword_line("Entwine {X}{G}", True) is None
    guile = read_card(CardFacts(name="Guile", mana_cost="{1}{W}{B}", type_line="Instant", oracle_text=(
        "Choose two —\n• You gain 4 life.\n• Each opponent sacrifices a creature.\n• You gain 2 life.\nEntwine {3}")))
    assert guile.support != "full" and "Entwine {3}" in guile.not_modelled  # "choose all" of a "Choose two": refused


def test_702_42a_entwine_chooses_every_mode_for_its_extra_cost() -> None:
    strike = _card("Flourishing Strike")
    hand = [{"id": "s", "card": strike}]
    battlefield = [_on("f", FLYER, "bob"), _on("b", BEAR)]
    both = {"type": "cast", "card": "s", "choices": {"modes": [0, 1], "targets": ["f", "b"]}}
    game = state(alice={"hand": hand, "mana_pool": {"G": 2, "C": 3}}, battlefield=battlefield)
    done = _run(game, [both, {"type": "resolve"}], strike, FLYER, BEAR)
    assert _permanent(done, "f") is None and _pt(done, "b") == (5, 5)  # 5 damage to the flyer, then +3/+3
    with pytest.raises(IllegalAction):  # both modes without the entwine mana
        _run(state(alice={"hand": hand, "mana_pool": {"G": 1, "C": 1}}, battlefield=battlefield), [both], strike,
             FLYER, BEAR)
    one = _run(state(alice={"hand": hand, "mana_pool": {"G": 1, "C": 1}}, battlefield=battlefield),
               [{"type": "cast", "card": "s", "choices": {"modes": [1], "targets": ["b"]}}, {"type": "resolve"}],
               strike, FLYER, BEAR)
    assert _pt(one, "b") == (5, 5) and _permanent(one, "f") is not None


def test_702_42a_entwine_is_one_mode_or_all_of_them() -> None:
    three = {"name": "Three Ways", "types": ["Sorcery"], "mana_cost": "{G}",
             "abilities": [{"kind": "spell", "effect": {"kind": "modal", "choose_max": 3, "modes": [
                 {"kind": "gain_life", "amount": 1, "player": "you"}, {"kind": "gain_life", "amount": 2, "player": "you"},
                 {"kind": "gain_life", "amount": 4, "player": "you"}]}}, {"kind": "entwine", "cost": "{1}"}]}
    game = state(alice={"hand": [{"id": "t", "card": three}], "mana_pool": {"G": 1, "C": 1}})
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "cast", "card": "t", "choices": {"modes": [0, 2]}}], three)
    done = _run(game, [{"type": "cast", "card": "t", "choices": {"modes": [0, 1, 2]}}, {"type": "resolve"}], three)
    assert next(p for p in done["state"]["players"] if p["id"] == "alice")["life"] == 27


# --- "as long as you have no cards in hand" (hellbent; CR 611.3a, 402.1) -------------------------------------------


def test_611_3a_hellbent_applies_only_while_the_hand_is_empty() -> None:
    familiar = _card("Necromancer's Familiar")
    assert familiar["abilities"][0] == {"kind": "static_pump", "power": 0, "toughness": 0, "keywords": ["lifelink"],
                                        "affected": "self", "as_long_as_hand_at_most": 0}
    empty = _run(state(battlefield=[_on("n", familiar)]), [], familiar)
    assert "lifelink" in _permanent(empty, "n")["characteristics"]["keywords"]  # type: ignore[index]
    held = _run(state(alice={"hand": [{"id": "b", "card": BEAR}]}, battlefield=[_on("n", familiar)]), [], familiar, BEAR)
    assert "lifelink" not in _permanent(held, "n")["characteristics"]["keywords"]  # type: ignore[index]
