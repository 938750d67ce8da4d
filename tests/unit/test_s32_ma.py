"""Session 32, group ma (docs/oracle-s32-ma.md): the mechanics of 2023-2024 (March of the Machine, Wilds of Eldraine,
Murders at Karlov Manor), each read from the real Oracle text (tests/fixtures/sets/mom.json, woe.json, mkm.json) and
played by the engine."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import events_of, mtgjson_full_definition, permanent, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run

BOLT = {"name": "Probe Bolt", "types": ["Instant"], "mana_cost": "{R}", "colors": ["R"],
        "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "creature"}}]}


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


# --- disguise (CR 702.168) -------------------------------------------------------------------------------------------

def test_702_168a_disguise_is_cast_face_down_with_ward_2_and_turned_up_for_its_cost() -> None:
    assailant = mtgjson_full_definition("MKM", "Alley Assailant")
    assert assailant["abilities"][1] == {"kind": "morph", "cost": "{4}{B}{B}", "disguise": True}
    assert probe_support("Disguise {X}{B}") != "full" and probe_support("Disguise—Pay 3 life.") != "full"
    game = state(alice={"hand": [{"id": "h", "card": "Alley Assailant"}], "mana_pool": {"C": 7, "B": 2}})
    done = _run(game, [{"type": "cast", "card": "h", "face_down": True}, {"type": "resolve"}], assailant)
    face_down = permanent(done, "h")
    assert face_down["face_down"] and face_down["characteristics"]["keywords"] == ["ward:{2}"]
    assert (face_down["characteristics"]["power"], face_down["characteristics"]["name"]) == (2, None)
    done = _run(game, [{"type": "cast", "card": "h", "face_down": True}, {"type": "resolve"},
                       {"type": "turn_face_up", "permanent": "h", "pay": "morph", "choices": {"targets": ["bob"]}},
                       {"type": "resolve"}], assailant)
    assert not permanent(done, "h")["face_down"] and player_of(done, "bob")["life"] == 17
    assert "CR 702.168d" in events_of(done, "turned_face_up")[0]["cites"]
    # an opponent's spell targeting the face-down permanent triggers its ward {2} (CR 702.21a)
    shot = state(alice={"hand": [{"id": "bolt", "card": "Probe Bolt"}], "mana_pool": {"R": 1}},
                 battlefield=[_on("d", "Alley Assailant", "bob", face_down=True)])
    done = _run(shot, [{"type": "cast", "card": "bolt", "choices": {"targets": ["d"]}},
                       {"type": "resolve", "choices": {"pay_ward": False}}], assailant, BOLT)
    assert done["state"]["stack"] == [] and permanent(done, "d") is not None
    # a manifested card with disguise was not cast face down with it: no ward (CR 702.168a, 701.40a)
    done = _run({**shot, "battlefield": [_on("d", "Alley Assailant", "bob", face_down=True, manifested=True)]},
                [{"type": "cast", "card": "bolt", "choices": {"targets": ["d"]}}, {"type": "resolve"}], assailant, BOLT)
    assert [card["id"] for card in player_of(done, "bob")["graveyard"]] == ["d"]


# --- incubate (CR 701.53) --------------------------------------------------------------------------------------------

def test_701_53a_incubate_creates_an_incubator_with_counters_that_transforms_into_a_phyrexian() -> None:
    beast = mtgjson_full_definition("MOM", "Converter Beast")
    assert beast["abilities"][0]["effect"] == {"kind": "incubate", "amount": 5}
    assert probe_support("Incubate 2 twice.", "Sorcery", None) != "full"
    assert probe_support("When ~ dies, incubate X, where X is its power.") != "full"
    game = state(alice={"hand": [{"id": "b", "card": "Converter Beast"}], "mana_pool": {"C": 6, "G": 1}})
    done = _run(game, [{"type": "cast", "card": "b"}, {"type": "resolve"}, {"type": "resolve"}], beast)
    incubator = next(p for p in done["state"]["battlefield"] if p["id"].startswith("incubator-"))
    assert incubator["counters"] == {"+1/+1": 5} and incubator["characteristics"]["types"] == ["Artifact"]
    assert events_of(done, "incubated")[0]["amount"] == 5
    done = _run(game, [{"type": "cast", "card": "b"}, {"type": "resolve"}, {"type": "resolve"},
                       {"type": "activate", "permanent": incubator["id"], "ability": 0}, {"type": "resolve"}], beast)
    phyrexian = permanent(done, incubator["id"])["characteristics"]
    assert (phyrexian["name"], phyrexian["types"], phyrexian["power"]) == ("Phyrexian Token", ["Artifact", "Creature"], 5)
