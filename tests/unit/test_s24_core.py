"""Session 24, group core (docs/oracle-s24-core.md): two engine fixes (every sacrifice of one resolution answerable;
a departed source's keywords from last known information) and the core-set lines read by the s24-core grammar rules,
each checked on the real card's Oracle text (and a near variant the reader must refuse), then played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _not_read, _on

ZAP = {"name": "Zap", "types": ["Instant"], "mana_cost": "{R}",
       "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}]}
FOREST = "Forest"


def _ids(done: dict[str, Any], who: str) -> list[str]:
    return [p["id"] for p in done["state"]["battlefield"] if p["controller"] == who]


# --- (a) several sacrifices in one resolution, each answerable (CR 608.2c, 608.2d, 701.21a) -------------------------


def test_608_2c_smallpox_each_sacrifice_of_the_resolution_is_named() -> None:
    smallpox = read_full_definition("Smallpox", "Sorcery", "Each player loses 1 life, discards a card, sacrifices a "
                                    "creature, then sacrifices a land.", "{B}{B}")
    assert [a["effect"]["kind"] for a in smallpox["abilities"]][-2:] == ["edict", "edict"]
    battlefield = [_on(f"{who}-{n}", card, who) for who in ("alice", "bob")
                   for n, card in enumerate(("Bear", FOREST, "Bear", FOREST))]
    game = state(alice={"hand": [{"id": "s", "card": "Smallpox"}, {"id": "a1", "card": "Bear"}], "mana_pool": {"B": 2}},
                 bob={"hand": [{"id": "b1", "card": "Bear"}]}, battlefield=battlefield)
    cast = {"type": "cast", "card": "s"}
    # the second sacrifice (a land) is named by `sacrifice_then`, not taken by default (the first land)
    done = _run(game, [cast, {"type": "resolve", "choices": {"sacrifice": ["alice-2", "bob-0"],
                                                             "sacrifice_then": [["alice-3", "bob-3"]]}}], smallpox, BEAR)
    assert _ids(done, "alice") == ["alice-0", "alice-1"] and _ids(done, "bob") == ["bob-1", "bob-2"]
    # without answers: the first of each in battlefield order, as before
    done = _run(game, [cast, {"type": "resolve"}], smallpox, BEAR)
    assert _ids(done, "alice") == ["alice-2", "alice-3"]
    # a creature named for the land sacrifice is refused, saying which answer is wrong
    with pytest.raises(IllegalAction, match=r"sacrifice_then\[0\]"):
        _run(game, [cast, {"type": "resolve", "choices": {"sacrifice_then": [["alice-0"]]}}], smallpox, BEAR)


# --- (b) Warstorm Surge: a departed creature's keywords as it last existed (CR 113.7a, 608.2h, 702.2b, 702.15b) ------


def test_113_7a_warstorm_surge_reads_gained_deathtouch_and_lifelink_from_last_known_information() -> None:
    surge = read_full_definition("Warstorm Surge", "Enchantment", "Whenever a creature enters under your control, it "
                                 "deals damage equal to its power to any target.", "{5}{R}")
    anthem = read_full_definition("Venom Anthem", "Enchantment", "Creatures you control have deathtouch and lifelink.",
                                  "{2}")
    big = {"name": "Big Wall", "types": ["Creature"], "power": 0, "toughness": 9}
    on = [_on("w", "Warstorm Surge"), _on("v", "Venom Anthem"), _on("x", "Big Wall", "bob")]
    game = state(alice={"hand": [{"id": "b", "card": "Bear"}, {"id": "z", "card": "Zap"}], "mana_pool": {"R": 1}},
                 battlefield=on)
    # the Bear enters (its trigger aims at the wall), then dies to Zap before the trigger resolves
    actions = [{"type": "cast", "card": "b"}, {"type": "resolve"}, {"type": "cast", "card": "z", "choices": {"targets": [
        "b"]}}, {"type": "resolve"}, {"type": "resolve", "choices": {"targets": ["x"]}}]
    done = _run(game, actions, surge, anthem, big, BEAR, ZAP)
    assert "b" not in _ids(done, "alice") and "x" not in _ids(done, "bob")  # its gained deathtouch destroyed the wall
    assert [e["source"] for e in events_of(done, "damage_dealt")][-1] == "b"
    assert player_of(done, "alice")["life"] == 22  # and its gained lifelink gave its controller the life
    # without the anthem the Bear had neither: the wall survives, no life is gained
    game["battlefield"] = [_on("w", "Warstorm Surge"), _on("x", "Big Wall", "bob")]
    done = _run(game, actions, surge, big, BEAR, ZAP)
    assert "x" in _ids(done, "bob") and player_of(done, "alice")["life"] == 20


# --- the fast lands: "~ enters tapped unless you control two or fewer other lands." (CR 614.1c) ----------------------


def test_614_1c_fast_land_enters_tapped_unless_two_or_fewer_other_lands() -> None:
    from tests.unit.test_s16_lands import _lands, _play

    cliffs = read_full_definition("Blackcleave Cliffs", "Land", "Blackcleave Cliffs enters tapped unless you control "
                                  "two or fewer other lands.\n{T}: Add {B} or {R}.", "")
    assert cliffs["abilities"][0] == {"kind": "enters_tapped", "if_you_control": "land:other", "you_control_at_least": 3}
    _not_read("~ enters tapped unless you control two or fewer other lands this turn.")
    for others, tapped in ((0, False), (2, False), (3, True)):
        bobs = [{**land, "id": f"b{land['id']}"} for land in _lands(2, "bob")]
        done = _play(cliffs, [*_lands(others), *bobs])  # bob's lands don't count
        assert next(p for p in done["state"]["battlefield"] if p["id"] == "new")["tapped"] is tapped


# --- "Shuffle ~ into its owner's library." as a spell's last instruction (CR 608.2c, 701.24a) and "Double target
# player's life total." (CR 701.10d) -----------------------------------------------------------------------------------


def test_701_24a_beacon_spell_shuffles_itself_into_its_owners_library() -> None:
    beacon = read_full_definition("Beacon of Destruction", "Instant", "Beacon of Destruction deals 5 damage to any "
                                  "target. Shuffle Beacon of Destruction into its owner's library.", "{3}{R}{R}")
    assert beacon["abilities"][1]["effect"] == {"kind": "shuffle", "player": "you", "source": True}
    _not_read("Shuffle ~ into its owner's library.")  # a permanent's line: not read here
    immortality = read_full_definition("Beacon of Immortality", "Instant", "Double target player's life total. Shuffle "
                                       "Beacon of Immortality into its owner's library.", "{5}{W}")
    assert immortality["abilities"][0]["effect"] == {"kind": "set_life_total", "amount": 0, "target": "player",
                                                     "double": True}
    game = state(alice={"hand": [{"id": "d", "card": "Beacon of Destruction"}, {"id": "i",
                                                                                "card": "Beacon of Immortality"}],
                        "mana_pool": {"R": 2, "W": 1, "C": 8}}, bob={"life": 7})
    done = _run(game, [{"type": "cast", "card": "d", "choices": {"targets": ["bob"]}}, {"type": "resolve"},
                       {"type": "cast", "card": "i", "choices": {"targets": ["bob"]}}, {"type": "resolve"}],
                beacon, immortality)
    alice = player_of(done, "alice")
    assert player_of(done, "bob")["life"] == 4  # 7 - 5, then doubled
    assert {"d", "i"} <= {card["id"] for card in alice["library"]} and not alice["graveyard"]
    assert len(events_of(done, "library_shuffled")) == 2
