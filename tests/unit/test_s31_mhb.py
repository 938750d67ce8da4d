"""Session 31 round two, group mhb (docs/oracle-s31-mhb.md): general constructions of the Modern Horizons sets, Double
Masters, Time Spiral Remastered, Coldsnap and Jumpstart, each read from the real Oracle text
(tests/fixtures/sets/<set>.json) and played by the engine, with a near variant the reader must still refuse."""

from __future__ import annotations

from typing import Any

from app.oracle import CardFacts, read_card
from tests.unit.conftest import mtgjson_full_definition, on_battlefield, permanent, probe_support, state
from tests.unit.conftest import run_with_cards as _run

TROLL = {"name": "Probe Troll", "types": ["Creature"], "power": 3, "toughness": 3, "mana_cost": "{2}{G}"}


def _events(done: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [event for event in done["events"] if event["type"] == kind]


# --- "Remove all [<kind>] counters from <permanent(s)>." (CR 122.1, 608.2) -------------------------------------------

def test_122_1_remove_all_counters_of_every_kind_or_of_one_kind() -> None:
    hexmage = mtgjson_full_definition("2XM", "Vampire Hexmage")
    assert hexmage["abilities"][-1] == {"kind": "activated", "cost": "", "other_costs": [{"kind": "sacrifice_self"}],
                                        "effect": {"kind": "remove_counters_from", "counter": "any", "amount": "all",
                                                   "target": "permanent"}}
    counters = {"+1/+1": 3, "charge": 1, "stun": 2}
    game = state(battlefield=[on_battlefield("h", "Vampire Hexmage"), on_battlefield("t", "Probe Troll", "bob",
                                                                                      counters=dict(counters))])
    act = {"type": "activate", "player": "alice", "permanent": "h", "ability": len(hexmage["abilities"]) - 1,
           "choices": {"targets": ["t"]}}
    done = _run(game, [act, {"type": "resolve"}], hexmage, TROLL)
    assert not permanent(done, "t")["counters"]
    assert {e["counter"]: e["amount"] for e in _events(done, "counters_removed") if e["permanent"] == "t"} == counters
    # one kind named: every counter of that kind, the others stay (Hexmage's line with "+1/+1")
    reading = read_card(CardFacts(name="Probe Leech", mana_cost="{2}", type_line="Sorcery",
                                  oracle_text="Remove all +1/+1 counters from target creature."))
    assert reading.support == "full"
    leech = {**reading.definition, "name": "Probe Leech"}
    assert leech["abilities"][0]["effect"] == {"kind": "remove_counters_from", "counter": "+1/+1", "amount": "all",
                                               "target": "creature"}
    game = state(alice={"hand": [{"id": "s", "card": "Probe Leech"}], "mana_pool": {"C": 2}},
                 battlefield=[on_battlefield("t", "Probe Troll", "bob", counters=dict(counters))])
    cast = {"type": "cast", "player": "alice", "card": "s", "choices": {"targets": ["t"]}}
    done = _run(game, [cast, {"type": "resolve"}], leech, TROLL)
    assert permanent(done, "t")["counters"] == {"charge": 1, "stun": 2}
    # near variants: counters on a player, "all but one", a duration, a kind the engine doesn't keep
    assert probe_support("Remove all counters from target player.", "Sorcery", None) != "full"
    assert probe_support("Remove all counters from target permanent or player.", "Sorcery", None) != "full"
    assert probe_support("Remove all but one +1/+1 counter from target creature.", "Sorcery", None) != "full"
    assert probe_support("Remove all +1/+1 counters from target creature until end of turn.", "Sorcery", None) != "full"
    assert probe_support("Remove all flood counters from target land.", "Sorcery", None) != "full"


# --- "Exile ~ and <object>." (CR 406.2, 608.2b) ----------------------------------------------------------------------

def test_406_2_exile_self_and_target_permanent() -> None:
    mangara = mtgjson_full_definition("TSR", "Mangara of Corondor")
    assert mangara["abilities"][-1] == {"kind": "activated", "cost": "{T}", "effect": {"kind": "exile", "target": "self"},
                                        "then_effects": [{"kind": "exile", "target": "permanent"}]}
    game = state(battlefield=[on_battlefield("m", "Mangara of Corondor"), on_battlefield("t", "Probe Troll", "bob")])
    act = {"type": "activate", "player": "alice", "permanent": "m", "ability": len(mangara["abilities"]) - 1,
           "choices": {"targets": ["t"]}}
    done = _run(game, [act, {"type": "resolve"}], mangara, TROLL)
    assert not done["state"]["battlefield"]
    exiled = {card["id"] for player in done["state"]["players"] for card in player["exile"]}
    assert exiled == {"m", "t"}
    # near variants: another verb on ~ and the object, a wider object than the engine exiles, a second sentence about them
    assert probe_support("{T}: Exile ~ and all cards from all graveyards.", "Artifact", None) != "full"
    assert probe_support("{T}: Exile ~ and target creature. Return them to the battlefield.", "Artifact", None) != "full"
    assert probe_support("{T}: Tap ~ and target permanent.", "Artifact", None) != "full"


# --- "A, then B, then C." (three clauses in order; CR 608.2c) -------------------------------------------------------

def test_608_2c_three_clauses_each_after_then_resolve_in_order() -> None:
    annelid = mtgjson_full_definition("TSR", "Cryptic Annelid")
    assert annelid["abilities"] == [{"kind": "triggered", "trigger": "enters", "effect": {"kind": "scry", "amount": 1},
                                     "then_effects": [{"kind": "scry", "amount": 2}, {"kind": "scry", "amount": 3}]}]
    game = state(alice={"hand": [{"id": "c", "card": "Cryptic Annelid"}], "mana_pool": {"U": 1, "C": 3}})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "c"}, {"type": "resolve"}, {"type": "resolve"}],
                annelid)
    assert [e["amount"] for e in _events(done, "scried")] == [1, 2, 3]
    assert probe_support("Draw a card, then discard a card, then draw a card.", "Sorcery", None) == "full"
    # near variants: a third clause the reader doesn't know, and four clauses chained by "then"
    assert probe_support("When ~ enters, scry 1, then scry 2, then exile all cards from all graveyards.") != "full"
    assert probe_support("When ~ enters, scry 1, then scry 2, then scry 3, then scry 4.") != "full"
