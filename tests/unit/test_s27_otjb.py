"""Session 27, group otjb (docs/oracle-s27-otjb.md): Outlaws of Thunder Junction's crimes (CR 700.13) and outlaws
(CR 700.12), each read from the real Oracle text and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, permanent, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import _on

_CRIME = " (Targeting opponents, anything they control, and/or cards in their graveyards is a crime.)"
HUSTLER = ("Blood Hustler", "Creature — Vampire Rogue", "Whenever you commit a crime, put a +1/+1 counter on Blood "
           "Hustler. This ability triggers only once each turn." + _CRIME + "\n{3}{B}: Target opponent loses 1 life and "
           "you gain 1 life.", "{1}{B}", ("1", "1"))
VAULT_BUSTER = ("Slickshot Vault-Buster", "Creature — Human Rogue", "Vigilance\nSlickshot Vault-Buster gets +2/+0 as "
                "long as you've committed a crime this turn." + _CRIME, "{2}{U}", ("1", "4"))
MUSCLE = ("Overzealous Muscle", "Creature — Ogre Mercenary", "Whenever you commit a crime during your turn, Overzealous "
          "Muscle gains indestructible until end of turn. (Targeting opponents, anything they control, and/or cards in "
          "their graveyards is a crime. Damage and effects that say \"destroy\" don't destroy a creature with "
          "indestructible.)", "{4}{B}", ("5", "4"))
# a spell that may target anything: its target decides whether casting it is a crime
ZAP = {"name": "Zap Probe", "types": ["Instant"], "mana_cost": "{R}",
       "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 1, "target": "any"}}]}


def _cast_zap(target: str) -> dict[str, Any]:
    return {"type": "cast", "card": "z", "choices": {"targets": [target]}}


def _crime_game(*on: dict[str, Any], **alice: Any) -> dict[str, Any]:
    return state(battlefield=list(on), alice={"hand": [{"id": "z", "card": "Zap Probe"}],
                                              "mana_pool": {"R": 1, "B": 1, "C": 6}, **alice})


def test_700_13_whenever_you_commit_a_crime_triggers_once_each_turn_and_only_on_an_opponents_target() -> None:
    hustler = read_full_definition(*HUSTLER)
    assert hustler["abilities"][0] == {"kind": "triggered", "trigger": "you_commit_crime", "max_per_turn": 1,
                                       "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1,
                                                  "target": "self"}}
    muscle = read_full_definition(*MUSCLE)
    assert muscle["abilities"][0]["during_your_turn"] is True
    game = _crime_game(_on("h", "Blood Hustler"), _on("b", "Grizzly Bears"), _on("o", "Grizzly Bears", "bob"))
    # targeting your own creature or yourself is no crime
    for target in ("b", "alice"):
        done = _run(game, [_cast_zap(target)], hustler, ZAP)
        assert not done["state"]["stack"][:-1] and not events_of(done, "crime_committed")
        assert not player_of(done, "alice").get("committed_crime_this_turn")
    # an opponent's creature: a crime (the trigger goes above the spell); the ability's "Target opponent" is a
    # second crime the same turn, which doesn't trigger it again
    activate = {"type": "activate", "permanent": "h", "ability": 1, "choices": {"targets": ["bob"]}}
    done = _run(game, [_cast_zap("o"), {"type": "resolve"}, {"type": "resolve"}, activate, {"type": "resolve"}],
                hustler, ZAP)
    crimes = events_of(done, "crime_committed")
    assert [(e["player"], e["targets"]) for e in crimes] == [("alice", ["o"]), ("alice", ["bob"])]
    assert permanent(done, "h")["counters"] == {"+1/+1": 1} and player_of(done, "bob")["life"] == 19
    assert player_of(done, "alice")["committed_crime_this_turn"] is True


def test_700_13_a_crime_during_your_turn_only_and_the_record_ends_with_the_turn() -> None:
    muscle = read_full_definition(*MUSCLE)
    game = _crime_game(_on("m", "Overzealous Muscle"), _on("o", "Grizzly Bears", "bob"))
    done = _run(game, [_cast_zap("bob"), {"type": "resolve"}], muscle, ZAP)
    assert "indestructible" in permanent(done, "m")["characteristics"]["keywords"]
    bobs_turn = {**game, "active_player": "bob"}
    done = _run(bobs_turn, [_cast_zap("bob")], muscle, ZAP)
    assert events_of(done, "crime_committed") and len(done["state"]["stack"]) == 1  # a crime, on Bob's turn: no trigger
    posted = state(turn=2, step="end", alice={"committed_crime_this_turn": True})
    done = _run(posted, [{"type": "next_turn"}])
    assert not player_of(done, "alice").get("committed_crime_this_turn")  # CR 500.1: a new turn


def test_700_13_as_long_as_youve_committed_a_crime_this_turn() -> None:
    buster = read_full_definition(*VAULT_BUSTER)
    assert buster["abilities"][0] == {"kind": "static_pump", "power": 2, "toughness": 0, "affected": "self",
                                      "as_long_as_this_turn": {"kind": "this_turn", "record": "crime"}}
    for line in ("~ has double strike as long as you've committed a crime this turn.",
                 "~ can't be blocked as long as you've committed a crime this turn."):
        ability = read_composed(line, is_spell=False).abilities
        assert ability is not None and ability[0]["as_long_as_this_turn"] == {"kind": "this_turn", "record": "crime"}
    game = _crime_game(_on("v", "Slickshot Vault-Buster"), _on("o", "Grizzly Bears", "bob"))
    assert permanent(_run(game, [], buster, ZAP), "v")["characteristics"]["power"] == 1
    done = _run(game, [_cast_zap("o")], buster, ZAP)
    assert permanent(done, "v")["characteristics"]["power"] == 3
    # a crime committed earlier this turn, posted with the state
    posted = state(battlefield=[_on("v", "Slickshot Vault-Buster")], alice={"committed_crime_this_turn": True})
    assert permanent(_run(posted, [], buster), "v")["characteristics"]["power"] == 3


def test_700_12_outlaws_non_outlaw_targets_and_outlaws_you_control() -> None:
    sheriff = read_full_definition("Shoot the Sheriff", "Instant", "Destroy target non-outlaw creature. (Assassins, "
                                   "Mercenaries, Pirates, Rogues, and Warlocks are outlaws. Everyone else is fair game.)",
                                   "{1}{B}")
    assert sheriff["abilities"][0]["effect"]["target"] == (
        "creature:non-Assassin:non-Mercenary:non-Pirate:non-Rogue:non-Warlock")
    boss = read_full_definition("Hellspur Posse Boss", "Creature — Lizard Rogue", "Other outlaws you control have "
                                "haste. (Assassins, Mercenaries, Pirates, Rogues, and Warlocks are outlaws.)",
                                "{2}{R}{R}", ("2", "4"))
    assert boss["abilities"][0]["subtypes_any_of"] == ["Assassin", "Mercenary", "Pirate", "Rogue", "Warlock"]
    raider = read_composed("When ~ enters, if you control another outlaw, create a Treasure token.", is_spell=False)
    assert raider.abilities is not None and raider.abilities[0]["if_you_control"] == (
        "permanent:other:Assassin_or_Mercenary_or_Pirate_or_Rogue_or_Warlock")
    pirate = {"name": "Pirate Probe", "types": ["Creature"], "subtypes": ["Human", "Pirate"], "mana_cost": "{1}",
              "power": 1, "toughness": 1}
    game = state(battlefield=[_on("p", "Pirate Probe", "bob"), _on("g", "Grizzly Bears", "bob"),
                              _on("x", "Hellspur Posse Boss"), _on("q", "Pirate Probe", controlled_since_turn=2),
                              _on("y", "Grizzly Bears", controlled_since_turn=2)],
                 alice={"hand": [{"id": "s", "card": "Shoot the Sheriff"}], "mana_pool": {"B": 1, "C": 1}})
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["p"]}}], sheriff, boss, pirate)
    done = _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["g"]}}, {"type": "resolve"}],
                sheriff, boss, pirate)
    assert all(p["id"] != "g" for p in done["state"]["battlefield"])
    assert "haste" in permanent(done, "q")["characteristics"]["keywords"]  # an outlaw you control
    assert "haste" not in permanent(done, "y")["characteristics"]["keywords"]
    assert "haste" not in permanent(done, "x")["characteristics"]["keywords"]  # "Other"
    assert "haste" not in permanent(done, "p")["characteristics"]["keywords"]  # Bob's
