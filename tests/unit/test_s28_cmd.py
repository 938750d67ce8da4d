"""Session 28, group cmd (docs/oracle-s28-cmd.md): general constructions of the Commander sets (C20 C21 AFC MIC VOC ZNC
NEC KHC NCC), Double Masters (2XM) and Modern Horizons 1 and 2 (MH1 MH2), each read from the real Oracle text
(tests/fixtures/sets/, today's wording) and played by the engine; a near variant the engine does not implement is
refused."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import permanent, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run

SETS = Path(__file__).resolve().parents[1] / "fixtures" / "sets"
CODES = ("C20", "C21", "AFC", "MIC", "VOC", "ZNC", "NEC", "KHC", "NCC", "2XM", "MH1", "MH2")
BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
RELIC = {"name": "Probe Relic", "types": ["Artifact"], "supertypes": ["Legendary"], "mana_cost": "{2}"}
AURA = {"name": "Probe Charm", "types": ["Enchantment"], "mana_cost": "{1}{W}"}
LAND = {"name": "Probe Land", "types": ["Land"]}
GOLEM = {"name": "Probe Golem", "types": ["Artifact", "Creature"], "subtypes": ["Golem"], "power": 3, "toughness": 3,
         "mana_cost": "{3}"}


@cache
def _records() -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = {}
    for code in CODES:
        for card in json.loads((SETS / f"{code.lower()}.json").read_text(encoding="utf-8"))["data"][code]["cards"]:
            found.setdefault(card["name"], card)
    return found


def _card(name: str) -> dict[str, Any]:
    """The definition the reader makes of the real card, which must read `full`."""
    record = _records()[name]
    reading = read_card(CardFacts(name=name, mana_cost=record.get("manaCost"), type_line=record["type"],
                                  oracle_text=record.get("text", ""), power=record.get("power"),
                                  toughness=record.get("toughness")))
    assert reading.support == "full" and reading.definition is not None, (name, reading.not_modelled)
    return dict(reading.definition)


def _ids(done: dict[str, Any]) -> list[str]:
    return [p["id"] for p in done["state"]["battlefield"]]


# --- "Return that card to the battlefield under its owner's control at the beginning of the next end step." (today's
# wording of "Return it ...", CR 603.7a, 610.3, 400.7) ----------------------------------------------------------------

def test_610_3_flickerwisp_returns_that_card_at_the_beginning_of_the_next_end_step() -> None:
    wisp = _card("Flickerwisp")
    assert wisp["abilities"][-1] == {"kind": "triggered", "trigger": "enters", "effect": {
        "kind": "exile_then_return", "target": "permanent:other"}}
    assert _card("Mistmeadow Witch")["abilities"][0]["effect"] == {"kind": "exile_then_return", "target": "creature"}
    assert _card("Blizzard Strix")["abilities"][-1]["effect"] == {"kind": "exile_then_return",
                                                                  "target": "permanent:other"}
    # "that creature" (not the exiled card's words) and a return under your control are not this delayed return
    line = ("When ~ enters, exile another target creature. Return {} to the battlefield under {} control at the "
            "beginning of the next end step.")
    assert probe_support(line.format("that card", "its owner's")) == "full"
    assert probe_support(line.format("that creature", "its owner's")) != "full"
    assert probe_support(line.format("that card", "your")) != "full"
    game = state(step="postcombat_main", alice={"hand": [{"id": "w", "card": "Flickerwisp"}]},
                 battlefield=[_on("b", "Probe Bear", "bob", tapped=True, counters={"+1/+1": 1})])
    exiled = _run(game, [{"type": "put_onto_battlefield", "card": "w", "from": "hand"},
                         {"type": "resolve", "choices": {"targets": ["b"]}}], wisp, BEAR)
    assert _ids(exiled) == ["w"] and [c["id"] for c in player_of(exiled, "bob")["exile"]] == ["b"]
    back = _run(exiled["state"], [{"type": "next_turn"}, {"type": "resolve"}], wisp, BEAR)
    assert back["state"]["step"] == "end" and permanent(back, "b")["controller"] == "bob"
    # a new object (CR 400.7): untapped and without its counters
    assert not permanent(back, "b").get("tapped", False) and not permanent(back, "b").get("counters")


# --- "You may exile target <permanent>. If you do, return that card [it] to the battlefield ... at the beginning of the
# next end step." (CR 603.5, 608.2d, 603.7a) ---------------------------------------------------------------------------

def test_603_5_sentinel_may_exile_a_historic_permanent_and_return_it_at_the_next_end_step() -> None:
    sentinel = _card("Sentinel of the Pearl Trident")
    assert sentinel["abilities"][-1] == {"kind": "triggered", "trigger": "enters", "effect": {
        "kind": "exile_then_return", "target": "permanent:historic:you_control"}, "optional": True}
    # two sentences after the exile, or a payment, are not this choice
    assert probe_support("When ~ enters, you may exile target creature you control. If you do, return that card to the "
                         "battlefield under its owner's control at the beginning of the next end step. You gain 1 life."
                         ) != "full"
    assert probe_support("When ~ enters, you may exile up to two target creatures you control. If you do, return that "
                         "card to the battlefield under its owner's control at the beginning of the next end step."
                         ) != "full"
    game = state(step="postcombat_main", alice={"hand": [{"id": "s", "card": "Sentinel of the Pearl Trident"}]},
                 battlefield=[_on("r", "Probe Relic", tapped=True)])
    enter = {"type": "put_onto_battlefield", "card": "s", "from": "hand"}
    declined = _run(game, [enter, {"type": "resolve", "choices": {"targets": ["r"], "pay_optional_cost": False}}],
                    sentinel, RELIC)
    assert "r" in _ids(declined) and declined["state"]["delayed_triggers"] == []
    done = _run(game, [enter, {"type": "resolve", "choices": {"targets": ["r"], "pay_optional_cost": True}}],
                sentinel, RELIC)
    assert "r" not in _ids(done) and [c["id"] for c in player_of(done, "alice")["exile"]] == ["r"]
    back = _run(done["state"], [{"type": "next_turn"}, {"type": "resolve"}], sentinel, RELIC)
    assert "r" in _ids(back) and not permanent(back, "r").get("tapped", False)


# --- "Destroy all artifacts, creatures, and enchantments." (CR 205.2a, 701.8a) ----------------------------------------

def test_701_8a_akromas_vengeance_destroys_each_artifact_creature_and_enchantment() -> None:
    vengeance = _card("Akroma's Vengeance")
    assert vengeance["abilities"][0]["effect"] == {"kind": "destroy",
                                                   "target": "all:artifact_or_creature_or_enchantment"}
    assert probe_support("Destroy all artifacts, creatures, or enchantments.", "Sorcery", None) != "full"
    assert probe_support("Destroy all artifacts, creatures, and Goblins.", "Sorcery", None) != "full"
    game = state(alice={"hand": [{"id": "v", "card": "Akroma's Vengeance"}], "mana_pool": {"W": 2, "C": 4}},
                 battlefield=[_on("b", "Probe Bear", "bob"), _on("r", "Probe Relic"), _on("e", "Probe Charm", "bob"),
                              _on("l", "Probe Land")])
    done = _run(game, [{"type": "cast", "card": "v"}, {"type": "resolve"}], vengeance, BEAR, RELIC, AURA, LAND)
    assert _ids(done) == ["l"]
    assert sorted(c["id"] for c in player_of(done, "bob")["graveyard"]) == ["b", "e"]
    assert [c["id"] for c in player_of(done, "alice")["graveyard"]] == ["r", "v"]


# --- "Create a token that's a copy of target artifact. That token [It] gains haste. Exile it [Sacrifice it] at the
# beginning of the next end step." (CR 707.2, 611.2a, 608.2c, 603.7) --------------------------------------------------

def test_611_2a_cogwork_assembler_copy_gains_haste_and_is_exiled_at_the_next_end_step() -> None:
    assembler = _card("Cogwork Assembler")
    assert assembler["abilities"][0] == {
        "kind": "activated", "cost": "{7}",
        "effect": {"kind": "create_token_copy", "target": "artifact", "exile_at": "next_end_step"},
        "then_effects": [{"kind": "pump", "target": "it", "power": 0, "toughness": 0, "duration": "indefinitely",
                          "keywords": ["haste"]}]}
    # after something other than one token copy, "It gains haste." (no duration) is not read
    assert probe_support("{7}: Create two tokens that are copies of target artifact. They gain haste. Exile them at the "
                         "beginning of the next end step.") != "full"
    assert probe_support("{7}: Tap target artifact. It gains haste. Exile it at the beginning of the next end step."
                         ) != "full"
    game = state(alice={"mana_pool": {"C": 7}},
                 battlefield=[_on("a", "Cogwork Assembler"), _on("c", "Probe Golem", "bob")])
    done = _run(game, [{"type": "activate", "permanent": "a", "ability": 0, "choices": {"targets": ["c"]}}, {"type": "resolve"}],
                assembler, GOLEM)
    tokens = [p for p in done["state"]["battlefield"] if p["id"] not in ("a", "c")]
    assert len(tokens) == 1 and tokens[0]["controller"] == "alice"
    assert "haste" in tokens[0]["characteristics"]["keywords"]  # the token, not the copied creature (CR 608.2c)
    assert "haste" not in permanent(done, "c")["characteristics"]["keywords"]
    assert done["state"]["delayed_triggers"][0]["at"] == "next_end_step"


# --- "When ~ enters, you may draw cards equal to its power. If you do, discard two cards." (CR 608.2d, 608.2h) --------

def test_608_2h_champion_of_wits_may_draw_cards_equal_to_its_power_then_discards_two() -> None:
    champion = _card("Champion of Wits")
    assert champion["abilities"][0] == {"kind": "triggered", "trigger": "enters", "effect": {
        "kind": "discard", "amount": 2, "player": "you"}, "optional_action": {"action": "draw", "counted": "source_power"}}
    # "its" could name another creature, or "its toughness" (no such count): not read
    assert probe_support("Whenever a creature you control enters, you may draw cards equal to its power. If you do, "
                         "discard two cards.") != "full"
    assert probe_support("When ~ enters, you may draw cards equal to its toughness. If you do, discard two cards."
                         ) != "full"
    game = state(alice={"hand": [{"id": "c", "card": "Champion of Wits"}]})
    enter = {"type": "put_onto_battlefield", "card": "c", "from": "hand"}
    declined = _run(game, [enter, {"type": "resolve", "choices": {"pay_optional_cost": False}}], champion)
    assert player_of(declined, "alice")["hand"] == [] and not player_of(declined, "alice")["graveyard"]
    done = _run(game, [enter, {"type": "resolve", "choices": {"pay_optional_cost": True}}], champion)
    discarded = [card["id"] for card in player_of(done, "alice")["graveyard"]]
    assert len(discarded) == 2 and player_of(done, "alice")["hand"] == []  # drew two (its power 2), discarded two


# --- "Each creature you control with a counter on it has "{T}: Add {G}."" (any kind of counter, CR 122.1, 613.1f) -----

def test_122_1_rishkar_grants_the_mana_ability_to_each_creature_with_a_counter_on_it() -> None:
    rishkar = _card("Rishkar, Peema Renegade")
    assert rishkar["abilities"][1] == {"kind": "grant_activated", "to": "group",
                                       "group": "all:creature:you_control:with_counters",
                                       "ability": {"kind": "mana", "cost": "{T}", "add": "{G}"}}
    assert probe_support('Each creature you control with a counter on them has "{T}: Add {G}."') != "full"
    assert probe_support('Each creature you control with two counters on it has "{T}: Add {G}."') != "full"
    field = [_on("r", "Rishkar, Peema Renegade"), _on("b", "Probe Bear", counters={"-1/-1": 1}), _on("n", "Probe Bear")]
    tap = {"type": "tap_for_mana", "player": "alice", "permanent": "b", "ability": 0}
    done = _run(state(battlefield=field), [tap], rishkar, BEAR)
    assert player_of(done, "alice")["mana_pool"].get("G") == 1  # a -1/-1 counter is a counter too
    with pytest.raises(IllegalAction):
        _run(state(battlefield=field), [{**tap, "permanent": "n"}], rishkar, BEAR)
