"""Session 34, group dsk (docs/oracle-s34-dsk.md): Rooms (split permanents, CR 709.5) and eerie, read from the real
Duskmourn Oracle text (tests/fixtures/sets/dsk.json) and played by the engine (rules/s34dsk_rooms.py)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import (
    events_of,
    mtgjson_full_definition,
    mtgjson_set,
    permanent,
    probe_support,
    read_full_definition,
    state,
)
from tests.unit.conftest import run_with_cards as _run

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}


def _room(name: str) -> dict[str, Any]:
    """The definition the reader makes of a real DSK Room (its two faces as MTGJSON gives them), which must be full."""
    halves = [card for card in mtgjson_set("DSK").values() if card["name"] == name and "faceName" in card]
    halves = sorted({card["faceName"]: card for card in halves}.values(), key=lambda card: card["side"])
    faces = tuple(CardFacts(name=card["faceName"], mana_cost=card.get("manaCost") or "", type_line=card["type"],
                            oracle_text=card["text"], layout="split") for card in halves)
    reading = read_card(CardFacts(name=name, mana_cost="", type_line=halves[0]["type"], oracle_text="",
                                  layout="split", faces=faces))
    assert reading.support == "full" and reading.definition is not None, reading.not_modelled
    return dict(reading.definition)


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


POOL = "Bottomless Pool // Locker Room"


def _characteristics(done: dict[str, Any], object_id: str) -> dict[str, Any]:
    characteristics: dict[str, Any] = permanent(done, object_id)["characteristics"]
    return characteristics


# --- Rooms: cast a door, it enters unlocked, "When you unlock this door" (CR 709.5d, 709.5h) --------------------------

def test_709_5d_h_a_room_cast_as_a_half_enters_with_that_door_unlocked_and_its_unlock_trigger_fires() -> None:
    pool = _room(POOL)
    assert pool["faces"][0]["abilities"][0]["trigger"] == "door_unlocked"
    game = state(alice={"hand": [{"id": "r", "card": POOL}], "mana_pool": {"U": 1}},
                 battlefield=[_on("b", "Probe Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "r", "face": "left"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"targets": ["b"]}}], pool, BEAR)
    room = permanent(done, "r")
    assert room["unlocked_doors"] == ["left"]
    assert _characteristics(done, "r")["name"] == "Bottomless Pool"
    assert _characteristics(done, "r")["mana_value"] == 1
    assert [e["door"] for e in events_of(done, "door_unlocked")] == ["left"]
    assert not any(p["id"] == "b" for p in done["state"]["battlefield"])  # returned to bob's hand
    # cast as its right half: the left door's ability doesn't trigger (709.5h: only the door unlocked)
    game = state(alice={"hand": [{"id": "r", "card": POOL}], "mana_pool": {"U": 5}},
                 battlefield=[_on("b", "Probe Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "r", "face": "right"}, {"type": "resolve"}], pool, BEAR)
    assert permanent(done, "r")["unlocked_doors"] == ["right"]
    assert _characteristics(done, "r")["name"] == "Locker Room"
    assert not events_of(done, "trigger_put_on_stack")


# --- the unlock special action (CR 116.2m, 709.5e) and a fully unlocked Room (709.5) --------------------------------

def test_116_2m_709_5e_unlocking_a_locked_door_pays_its_mana_cost_and_gives_the_room_both_halves() -> None:
    pool = _room(POOL)
    game = state(alice={"mana_pool": {"U": 1}}, battlefield=[_on("r", POOL, unlocked_doors=["right"]),
                                                             _on("b", "Probe Bear", "bob")])
    done = _run(game, [{"type": "unlock", "permanent": "r", "door": "left"},
                       {"type": "resolve", "choices": {"targets": ["b"]}}], pool, BEAR)
    assert permanent(done, "r")["unlocked_doors"] == ["left", "right"]
    assert _characteristics(done, "r")["name"] == POOL
    assert _characteristics(done, "r")["mana_value"] == 6
    assert events_of(done, "door_unlocked")[0]["fully"] is True
    assert not any(p["id"] == "b" for p in done["state"]["battlefield"])
    # the unlock costs the door's mana cost; only at sorcery timing; a door already unlocked can't be unlocked
    with pytest.raises(IllegalAction):
        _run(state(battlefield=[_on("r", POOL, unlocked_doors=["right"])]),
             [{"type": "unlock", "permanent": "r", "door": "left"}], pool)
    with pytest.raises(IllegalAction):
        _run(state(alice={"mana_pool": {"U": 1}}, step="beginning_of_combat",
                   battlefield=[_on("r", POOL, unlocked_doors=["right"])]),
             [{"type": "unlock", "permanent": "r", "door": "left"}], pool)
    with pytest.raises(IllegalAction):
        _run(state(alice={"mana_pool": {"U": 5}}, battlefield=[_on("r", POOL, unlocked_doors=["right"])]),
             [{"type": "unlock", "permanent": "r", "door": "right"}], pool)
    listed = _run(state(alice={"mana_pool": {"U": 1}}, battlefield=[_on("r", POOL, unlocked_doors=["right"])]),
                  [{"type": "legal_actions", "player": "alice"}], pool)
    unlocks = [e for e in listed["queries"][0]["result"]["legal"] if e["action"]["type"] == "unlock"]
    assert [e["action"]["door"] for e in unlocks] == ["left"]


def test_709_5d_a_room_put_onto_the_battlefield_otherwise_has_both_doors_locked() -> None:
    pool = _room(POOL)
    done = _run(state(battlefield=[_on("r", POOL)]), [], pool)
    characteristics = _characteristics(done, "r")
    assert characteristics["name"] == "" and characteristics["mana_value"] == 0
    assert characteristics["types"] == ["Enchantment"] and characteristics["subtypes"] == ["Room"]


def test_709_5_room_reader_refuses_what_the_engine_does_not_do() -> None:
    # s35-dsk reads "Lock or unlock a door of target Room you control." (CR 709.5f-g, tests/unit/test_s35_dsk.py)
    assert probe_support("Lock a door of target Room an opponent controls.", "Sorcery", None) != "full"
    assert probe_support("Whenever you unlock a door, draw a card.") != "full"
    # s34-mkm reads "When <event> and whenever <event>, ..." as one triggered ability per event (CR 603.2): with
    # "When you unlock this door" it reads rightly since the merge; "or" between the two stays refused
    assert probe_support("When you unlock this door or whenever ~ attacks, draw a card.") != "full"


# --- eerie (CR 709.5i, 603.2) -----------------------------------------------------------------------------------------

def test_709_5i_eerie_triggers_on_an_enchantment_entering_and_on_fully_unlocking_a_room() -> None:
    apparition = mtgjson_full_definition("DSK", "Erratic Apparition")
    eerie = apparition["abilities"][-1]
    assert eerie["trigger"] == "permanent_enters" and eerie["also_on"] == ["s34dsk_room_fully_unlocked"]
    pool = _room(POOL)
    game = state(alice={"mana_pool": {"U": 5}}, battlefield=[_on("a", "Erratic Apparition"),
                                                             _on("r", POOL, unlocked_doors=["left"])])
    done = _run(game, [{"type": "unlock", "permanent": "r", "door": "right"}, {"type": "resolve"}], pool, apparition)
    assert _characteristics(done, "a")["power"] == 2  # 1/3 +1/+1
    # a first door unlocked (not fully): no eerie trigger
    game = state(alice={"mana_pool": {"U": 5}}, battlefield=[_on("a", "Erratic Apparition"), _on("r", POOL)])
    done = _run(game, [{"type": "unlock", "permanent": "r", "door": "right"}], pool, apparition)
    assert not events_of(done, "trigger_put_on_stack")
    # the Room entering (an enchantment) triggers it too
    game = state(alice={"hand": [{"id": "r", "card": POOL}], "mana_pool": {"U": 5}},
                 battlefield=[_on("a", "Erratic Apparition")])
    done = _run(game, [{"type": "cast", "card": "r", "face": "right"}, {"type": "resolve"}, {"type": "resolve"}],
                pool, apparition)
    assert _characteristics(done, "a")["power"] == 2
    assert probe_support("Eerie — Whenever one or more enchantments you control enter and whenever you fully unlock "
                         "a Room, draw a card.") != "full"
    assert probe_support("Whenever ~ attacks and whenever you fully unlock a Room, draw a card.") != "full"


def test_113_6k_709_5i_an_eerie_return_from_the_graveyard_triggers_there_on_fully_unlocking() -> None:
    fear = mtgjson_full_definition("DSK", "Fear of Infinity")
    pool = _room(POOL)
    game = state(alice={"mana_pool": {"U": 5}, "graveyard": [{"id": "f", "card": "Fear of Infinity"}]},
                 battlefield=[_on("r", POOL, unlocked_doors=["left"])])
    done = _run(game, [{"type": "unlock", "permanent": "r", "door": "right"},
                       {"type": "resolve", "choices": {"pay_optional_cost": True}}], pool, fear)
    alice = next(p for p in done["state"]["players"] if p["id"] == "alice")
    assert [card["id"] for card in alice["hand"]] == ["f"]
    # on the battlefield it doesn't trigger (CR 113.6k)
    done = _run(state(alice={"mana_pool": {"U": 5}}, battlefield=[_on("f", "Fear of Infinity"),
                                                                  _on("r", POOL, unlocked_doors=["left"])]),
                [{"type": "unlock", "permanent": "r", "door": "right"}], pool, fear)
    assert not events_of(done, "trigger_put_on_stack")


# --- "When enchanted creature is dealt damage, <effects>" (CR 603.2, 120.3) -------------------------------------------

def test_603_2_when_enchanted_creature_is_dealt_damage_the_auras_trigger_acts_on_that_creature() -> None:
    frozen = mtgjson_full_definition("CSP", "Frozen Solid")
    assert frozen["abilities"][-1] == {"kind": "triggered", "trigger": "s34dsk_enchanted_dealt_damage",
                                       "effect": {"kind": "destroy", "target": "that_permanent"}}
    ping = read_full_definition("Probe Ping", "Instant", "Probe Ping deals 1 damage to target creature.", "{R}")
    game = state(alice={"hand": [{"id": "p", "card": "Probe Ping"}], "mana_pool": {"R": 1}},
                 battlefield=[_on("b", "Probe Bear", "bob"), _on("f", "Frozen Solid", attached_to="b"),
                              _on("o", "Probe Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "p", "choices": {"targets": ["b"]}}, {"type": "resolve"},
                       {"type": "resolve"}], frozen, ping, BEAR)
    assert not any(p["id"] == "b" for p in done["state"]["battlefield"])  # 1 damage, then destroyed
    # damage to another creature: no trigger
    done = _run(game, [{"type": "cast", "card": "p", "choices": {"targets": ["o"]}}, {"type": "resolve"}],
                frozen, ping, BEAR)
    assert not events_of(done, "trigger_put_on_stack")
    assert probe_support("Whenever equipped creature is dealt damage, draw a card.", "Artifact — Equipment",
                         None) != "full"
    assert probe_support("Whenever enchanted creature is dealt combat damage, draw a card.",
                         "Enchantment — Aura", None) != "full"
