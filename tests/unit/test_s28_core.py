"""Session 28, group core (docs/oracle-s28-core.md): general constructions of the core sets and core-like sets (M10-M21,
ORI, 10E, 4ED, JMP, TSR, CSP), each read from the real card's Oracle text (tests/fixtures/sets/<set>.json, MTGJSON) and
played by the engine, with a near variant the reader must refuse."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from app.engine.cards import CardDefinition
from app.engine.errors import IllegalAction
from app.engine.resolve import resolve
from tests.unit.conftest import (
    CATALOG,
    events_of,
    permanent,
    player,
    player_of,
    probe_support,
    read_full_definition,
    state,
)
from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import run_with_cards as _run

SETS = Path(__file__).resolve().parents[1] / "fixtures" / "sets"
BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}


@cache
def _set(code: str) -> dict[str, dict[str, Any]]:
    data = json.loads((SETS / f"{code.lower()}.json").read_text(encoding="utf-8"))["data"]
    return {card["name"]: card for card in next(iter(data.values()))["cards"]}


def _card(code: str, name: str) -> dict[str, Any]:
    """The definition the reader makes of the real card of set `code`, which must read `full`."""
    card = _set(code)[name]
    pt = (card["power"], card["toughness"]) if "power" in card else None
    return dict(read_full_definition(name, card["type"], card.get("text", ""), card.get("manaCost", ""), pt))


def _bolt(name: str, color: str) -> dict[str, Any]:
    """An instant of one color dealing 3 damage to any target."""
    return {"name": name, "types": ["Instant"], "mana_cost": f"{{{color}}}", "colors": [color],
            "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}


# --- "Play with the top card of your library revealed." (CR 401.5, 401.6) --------------------------------------------

def test_401_5_play_with_the_top_card_of_your_library_revealed() -> None:
    horde = _card("M12", "Garruk's Horde")
    assert {"kind": "top_of_library", "revealed": True} in horde["abilities"]
    assert _card("M14", "Garruk's Horde") == horde
    for code, name in (("JMP", "Oracle of Mul Daya"), ("TSR", "Courser of Kruphix"), ("TSR", "Magus of the Future")):
        assert {"kind": "top_of_library", "revealed": True} in _card(code, name)["abilities"], name
    assert probe_support("Play with the top card of target player's library revealed.") != "full"
    assert probe_support("Players play with the top card of their libraries revealed.") != "full"
    assert probe_support("Play with your hand revealed.") != "full"
    # The engine hides no library card from any viewer: the opponent sees the revealed top card, and Garruk's Horde
    # casts a creature spell from there (its other line)
    game = state(battlefield=[_on("h", "Garruk's Horde")],
                 alice={"library": [{"id": "t", "card": "Probe Bear"}, {"id": "u", "card": "Probe Bear"}],
                        "mana_pool": {"G": 2}})
    catalog = {**CATALOG, **{c["name"]: CardDefinition.model_validate(c) for c in (horde, BEAR)}}
    seen = resolve(game, [], catalog, viewer="bob").model_dump(mode="json")
    assert player_of(seen, "alice")["library"][0]["card"] == "Probe Bear"
    done = _run(game, [{"type": "cast", "card": "t"}, {"type": "resolve"}], horde, BEAR)
    assert "t" in [p["id"] for p in done["state"]["battlefield"]]


# --- "Prevent all damage that would be dealt to you and creatures you control this turn." (CR 615.1, 611.2c) --------

def test_615_1_safe_passage_prevents_damage_to_you_and_the_creatures_you_control_then() -> None:
    passage = _card("M10", "Safe Passage")
    assert passage["abilities"] == [{"kind": "spell", "effect": {
        "kind": "prevent_damage", "amount": "all", "target": "you", "and_creatures_you_control": True}}]
    assert _card("M11", "Safe Passage") == passage == _card("M13", "Safe Passage")
    for variant in ("Prevent all noncombat damage that would be dealt to you and creatures you control this turn.",
                    "Prevent all damage that would be dealt to you and permanents you control this turn.",
                    "Prevent all damage that would be dealt to you and creatures you control."):
        assert probe_support(variant, "Instant", None) != "full", variant
    bolt = _bolt("Probe Bolt", "R")
    field = [_on("a", "Probe Bear"), _on("x", "Probe Bear", "bob", controlled_since_turn=1)]

    def after(target: str) -> dict[str, Any]:
        game = state(alice={"hand": [{"id": "s", "card": "Safe Passage"}], "mana_pool": {"W": 1, "C": 2}},
                     bob={"hand": [{"id": "l", "card": "Probe Bolt"}], "mana_pool": {"R": 1}}, battlefield=field)
        return _run(game, [{"type": "cast", "card": "s"}, {"type": "resolve"},
                           {"type": "cast", "card": "l", "player": "bob", "choices": {"targets": [target]}},
                           {"type": "resolve"}], passage, bolt, BEAR)

    to_alice, to_bear, to_bobs = after("alice"), after("a"), after("x")
    assert player_of(to_alice, "alice")["life"] == 20 and "CR 615.1" in events_of(to_alice, "prevention_applied")[0][
        "cites"]
    assert not permanent(to_bear, "a").get("damage")
    assert "x" not in [p["id"] for p in to_bobs["state"]["battlefield"]]  # Bob's creature: not protected
    [shield] = to_alice["state"]["prevention_shields"]
    assert (shield["protects"], shield["and_creatures_of"]) == ("alice", "alice")
    # a creature Alice controls only after it resolved is protected too (the effect names no creature, CR 611.2c)
    late = state(alice={"mana_pool": {"R": 1}}, battlefield=[_on("y", "Probe Bear", "alice")],
                 prevention_shields=[{"created_by": "s", "controller": "alice", "protects": "alice",
                                      "and_creatures_of": "alice"}])
    late["players"][0]["hand"] = [{"id": "l", "card": "Probe Bolt"}]
    done = _run(late, [{"type": "cast", "card": "l", "choices": {"targets": ["y"]}}, {"type": "resolve"}], bolt, BEAR)
    assert not permanent(done, "y").get("damage")


# --- "Prevent all damage that black sources and red sources would deal this turn." (CR 615.1, 105.2) ----------------

def test_615_1_luminesce_prevents_the_damage_of_sources_of_those_colors() -> None:
    luminesce = _card("10E", "Luminesce")
    assert [a["effect"] for a in luminesce["abilities"]] == [
        {"kind": "prevent_damage", "amount": "all", "target": None, "source_quality": "black"},
        {"kind": "prevent_damage", "amount": "all", "target": None, "source_quality": "red"}]
    assert _card("CSP", "Luminesce") == luminesce
    for variant in ("Prevent all damage that black sources and red sources would deal to you this turn.",
                    "Prevent all damage that red creatures would deal this turn.",
                    "Prevent all damage that black sources and red sources would deal."):
        assert probe_support(variant, "Instant", None) != "full", variant
    red, green = _bolt("Probe Bolt", "R"), _bolt("Probe Zap", "G")

    def after(card: str) -> dict[str, Any]:
        game = state(alice={"hand": [{"id": "m", "card": "Luminesce"}], "mana_pool": {"W": 1}},
                     bob={"hand": [{"id": "l", "card": card}], "mana_pool": {"R": 1, "G": 1}})
        return _run(game, [{"type": "cast", "card": "m"}, {"type": "resolve"},
                           {"type": "cast", "card": "l", "player": "bob", "choices": {"targets": ["alice"]}},
                           {"type": "resolve"}], luminesce, red, green)

    assert player_of(after("Probe Bolt"), "alice")["life"] == 20
    assert player_of(after("Probe Zap"), "alice")["life"] == 17


# --- "Destroy all artifacts, creatures, and enchantments." (CR 205.2a, 701.8a) --------------------------------------

def test_701_8a_destroy_all_artifacts_creatures_and_enchantments() -> None:
    disk = _card("4ED", "Nevinyrral's Disk")
    assert disk["abilities"][1] == {"kind": "activated", "cost": "{1}{T}", "effect": {
        "kind": "destroy", "target": "all:artifact_or_creature_or_enchantment"}}
    assert _card("C20", "Magus of the Disk")["abilities"][1] == disk["abilities"][1]
    assert probe_support("Destroy all artifacts, creatures, or enchantments.", "Sorcery", None) != "full"
    assert probe_support("Destroy all artifacts, creatures, and creatures.", "Sorcery", None) != "full"
    aura = {"name": "Probe Charm", "types": ["Enchantment"], "mana_cost": "{W}"}
    land = {"name": "Probe Land", "types": ["Land"]}
    field = [_on("d", "Nevinyrral's Disk"), _on("b", "Probe Bear", "bob"), _on("e", "Probe Charm", "bob"),
             _on("l", "Probe Land", "bob")]
    done = _run(state(battlefield=field, alice={"mana_pool": {"C": 1}}),
                [{"type": "activate", "permanent": "d", "ability": 1}, {"type": "resolve"}], disk, BEAR, aura, land)
    assert [p["id"] for p in done["state"]["battlefield"]] == ["l"]  # the Disk itself is an artifact
    assert {c["id"] for c in player_of(done, "bob")["graveyard"]} == {"b", "e"}


# --- "You may choose new targets for target spell." (CR 115.7, 115.7d) --------------------------------------------

def test_115_7d_redirect_chooses_new_targets_for_target_spell() -> None:
    redirect = _card("M11", "Redirect")
    assert redirect["abilities"] == [{"kind": "spell", "effect": {"kind": "choose_new_targets", "target": "spell"}}]
    assert _card("M12", "Redirect") == redirect == _card("M13", "Redirect")
    assert probe_support("You may choose new targets for target spell or ability.", "Instant", None) != "full"
    assert probe_support("Choose new targets for target spell.", "Instant", None) != "full"
    bolt, land = _bolt("Probe Bolt", "R"), {"name": "Probe Land", "types": ["Land"]}

    def after(choices: dict[str, Any] | None) -> dict[str, Any]:
        game = state(alice={"hand": [{"id": "r", "card": "Redirect"}], "mana_pool": {"U": 2}},
                     bob={"hand": [{"id": "l", "card": "Probe Bolt"}], "mana_pool": {"R": 1}},
                     battlefield=[_on("p", "Probe Land")])
        resolve_redirect: dict[str, Any] = {"type": "resolve", **({"choices": choices} if choices else {})}
        return _run(game, [{"type": "cast", "card": "l", "player": "bob", "choices": {"targets": ["alice"]}},
                           {"type": "cast", "card": "r", "choices": {"targets": ["l"]}}, resolve_redirect,
                           {"type": "resolve"}], redirect, bolt, land)

    moved = after({"copy_targets": ["bob"]})
    assert (player_of(moved, "alice")["life"], player_of(moved, "bob")["life"]) == (20, 17)
    [changed] = events_of(moved, "targets_changed")
    assert (changed["old_targets"], changed["targets"]) == (["alice"], ["bob"]) and "CR 115.7d" in changed["cites"]
    kept = after(None)
    assert player_of(kept, "alice")["life"] == 17 and events_of(kept, "targets_unchanged")
    with pytest.raises(IllegalAction, match="can't target 'p'"):  # a land isn't "any target": the new target is illegal
        after({"copy_targets": ["p"]})


# --- "Target creature an opponent controls attacks you this turn if able." (CR 508.1d) ---------------------------

def test_508_1d_alluring_siren_makes_the_creature_attack_you_if_able() -> None:
    siren = _card("M10", "Alluring Siren")
    assert siren["abilities"][0] == {"kind": "activated", "cost": "{T}", "effect": {
        "kind": "attack_requirement_this_turn", "target": "creature:opponent_controls", "attacks_you": True}}
    assert _card("M11", "Alluring Siren") == siren == _card("M12", "Alluring Siren")
    assert probe_support("{T}: Target creature attacks you each combat if able.") != "full"
    assert probe_support("{T}: Target creature attacks you or a planeswalker you control this turn if able.") != "full"
    walker = {"name": "Probe Walker", "types": ["Planeswalker"], "mana_cost": "{3}", "loyalty": 3}
    game = state(active_player="bob", step="beginning_of_combat",
                 battlefield=[_on("s", "Alluring Siren"), _on("w", "Probe Walker", counters={"loyalty": 3}),
                              _on("b", "Probe Bear", "bob")])
    game["players"].append(player("carol"))
    lured = [{"type": "activate", "permanent": "s", "ability": 0, "player": "alice", "choices": {"targets": ["b"]}},
             {"type": "resolve"}, {"type": "next_step"}]

    def declare(*attackers: tuple[str, str]) -> dict[str, Any]:
        return _run(game, [*lured, {"type": "declare_attackers", "attackers": [
            {"id": i, "defending": d} for i, d in attackers]}], siren, walker, BEAR)

    for wrong in ((), (("b", "carol"),), (("b", "w"),)):
        with pytest.raises(IllegalAction):
            declare(*wrong)
    assert declare(("b", "alice"))["state"]["combat"]["attackers"][0]["defending"] == "alice"


# --- "Target opponent skips their next combat phase." (CR 614.10, 614.10a, 506.1) --------------------------------

def test_614_10_stonehorn_dignitary_makes_the_opponent_skip_their_next_combat_phase() -> None:
    dignitary = _card("M12", "Stonehorn Dignitary")
    assert dignitary["abilities"][0] == {"kind": "triggered", "trigger": "enters", "effect": {
        "kind": "skip_next_combat_phase", "target": "opponent"}}
    assert _card("TSR", "Stonehorn Dignitary") == dignitary
    assert probe_support("When ~ enters, you skip your next combat phase.") != "full"
    assert probe_support("When ~ enters, target opponent skips their next two combat phases.") != "full"
    game = state(alice={"hand": [{"id": "d", "card": "Stonehorn Dignitary"}], "mana_pool": {"W": 1, "C": 3}},
                 battlefield=[_on("b", "Probe Bear", "bob")])
    cast = [{"type": "cast", "card": "d"}, {"type": "resolve"}, {"type": "resolve", "choices": {"targets": ["bob"]}}]
    done = _run(game, cast, dignitary, BEAR)
    assert player_of(done, "bob")["skip_combat_phases"] == 1
    # alice's own combat phase this turn is not skipped; bob's next one is, once
    mine = _run(game, [*cast, {"type": "next_step"}], dignitary, BEAR)
    assert mine["state"]["step"] == "beginning_of_combat"
    to_bob_main = [*cast, {"type": "next_turn"}]
    at_main = _run(game, to_bob_main, dignitary, BEAR)
    assert (at_main["state"]["active_player"], at_main["state"]["step"]) == ("bob", "precombat_main")
    skipped = _run(game, [*to_bob_main, {"type": "next_step"}], dignitary, BEAR)
    assert skipped["state"]["step"] == "postcombat_main" and "skip_combat_phases" not in player_of(skipped, "bob")
    assert [e["step"] for e in events_of(skipped, "step_skipped")][-5:] == [
        "beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat"]
    later = _run(skipped["state"], [{"type": "next_turn"}, {"type": "next_turn"}, {"type": "next_step"}], dignitary,
                 BEAR)
    assert (later["state"]["active_player"], later["state"]["step"]) == ("bob", "beginning_of_combat")


# --- "Whenever ~ enters or attacks, it deals 3 damage divided as you choose among one, two, or three targets." ----
# (CR 601.2d, 603.3d): the division is given with the targets of a triggered or activated ability too

def test_601_2d_inferno_titan_divides_its_triggered_damage_and_activated_abilities_divide_too() -> None:
    titan = _card("M11", "Inferno Titan")
    assert titan["abilities"][1] == {"kind": "triggered", "trigger": "enters", "also_on": ["attacks"], "effect": {
        "kind": "damage", "amount": 3, "target": "any", "target_count": 3, "up_to": True, "divided": "as_you_choose"}}
    assert _card("M12", "Inferno Titan") == titan
    assert probe_support("When ~ dies, it deals 3 damage divided as you choose among one, two, or three targets.") != "full"
    game = state(alice={"hand": [{"id": "t", "card": "Inferno Titan"}], "mana_pool": {"R": 2, "C": 4}},
                 battlefield=[_on("x", "Probe Bear", "bob")])

    def enters(choices: dict[str, Any]) -> dict[str, Any]:
        return _run(game, [{"type": "cast", "card": "t"}, {"type": "resolve"}, {"type": "resolve", "choices": choices}],
                    titan, BEAR)

    split = enters({"targets": ["x", "bob"], "division": [2, 1]})
    assert player_of(split, "bob")["life"] == 19 and "x" not in [p["id"] for p in split["state"]["battlefield"]]
    assert events_of(split, "damage_divided")[0]["division"] == {"x": 2, "bob": 1}
    assert player_of(enters({"targets": ["bob"]}), "bob")["life"] == 17
    with pytest.raises(IllegalAction, match="Wrong division"):
        enters({"targets": ["x", "bob"]})  # two targets and no division: refused, not 0 damage to each
    pinger = {"name": "Probe Pinger", "types": ["Artifact"], "mana_cost": "{2}", "abilities": [
        {"kind": "activated", "cost": "{T}", "effect": {"kind": "damage", "amount": 2, "target": "any",
                                                       "target_count": 2, "up_to": True, "divided": "as_you_choose"}}]}
    ping = _run(state(battlefield=[_on("p", "Probe Pinger"), _on("x", "Probe Bear", "bob")]), [
        {"type": "activate", "permanent": "p", "ability": 0, "choices": {"targets": ["x", "bob"], "division": [1, 1]}},
        {"type": "resolve"}], pinger, BEAR)
    assert player_of(ping, "bob")["life"] == 19 and permanent(ping, "x")["damage"] == 1
