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


def test_700_13_crime_lines_of_otj_forsaken_miner_from_the_graveyard_loot_counters_and_unblockable() -> None:
    miner = read_full_definition("Forsaken Miner", "Creature — Skeleton Rogue", "Forsaken Miner can't block.\nWhenever "
                                 "you commit a crime, you may pay {B}. If you do, return Forsaken Miner from your "
                                 "graveyard to the battlefield." + _CRIME, "{B}", ("2", "2"))
    assert miner["abilities"][1] == {"kind": "triggered", "trigger": "you_commit_crime", "optional_cost": "{B}",
                                     "effect": {"kind": "return_self_from_graveyard", "to": "battlefield"}}
    game = _crime_game(_on("m", "Forsaken Miner"), graveyard=[{"id": "g", "card": "Forsaken Miner"}])
    done = _run(game, [_cast_zap("bob"), {"type": "resolve", "choices": {"pay_optional_cost": True}}], miner, ZAP)
    # only the card in the graveyard triggers (CR 113.6k), and it returns
    assert [p["id"] for p in done["state"]["battlefield"]] == ["m", "g"] and len(done["state"]["stack"]) == 1
    haul = read_full_definition("Bandit's Haul", "Artifact", "Whenever you commit a crime, put a loot counter on "
                                "Bandit's Haul. This ability triggers only once each turn." + _CRIME + "\n{T}: Add one "
                                "mana of any color.\n{2}, {T}, Remove two loot counters from Bandit's Haul: Draw a card.",
                                "{3}")
    assert haul["abilities"][0]["effect"] == {"kind": "put_counters", "counter": "loot", "amount": 1, "target": "self"}
    done = _run(_crime_game(_on("h", "Bandit's Haul", counters={"loot": 1})), [_cast_zap("bob"), {"type": "resolve"}],
                haul, ZAP)
    assert permanent(done, "h")["counters"] == {"loot": 2}
    brigand = read_composed("~ can't be blocked if you've committed a crime this turn.", is_spell=False).abilities
    assert brigand == [{"kind": "unblockable", "as_long_as_this_turn": {"kind": "this_turn", "record": "crime"}}]
    duelist = read_composed("Whenever you commit a crime, you may draw a card. If you do, discard a card. This ability "
                            "triggers only once each turn.", is_spell=False).abilities
    assert duelist is not None and duelist[0]["max_per_turn"] == 1 and duelist[0]["optional_action"] == {
        "action": "draw", "amount": 1}


def test_702_41a_affinity_for_outlaws_counts_each_outlaw_once() -> None:
    brute = read_full_definition("Hellspur Brute", "Creature — Minotaur Mercenary", "Affinity for outlaws (This spell "
                                 "costs {1} less to cast for each Assassin, Mercenary, Pirate, Rogue, and/or Warlock you "
                                 "control.)\nTrample", "{4}{R}{R}", ("5", "4"))
    rogue = {"name": "Pirate Probe", "types": ["Creature"], "subtypes": ["Pirate", "Rogue"], "mana_cost": "{1}",
             "power": 1, "toughness": 1}
    game = state(battlefield=[_on("p", "Pirate Probe"), _on("q", "Pirate Probe"), _on("g", "Grizzly Bears")],
                 alice={"hand": [{"id": "h", "card": "Hellspur Brute"}], "mana_pool": {"R": 2, "C": 2}})
    done = _run(game, [{"type": "cast", "card": "h"}], brute, rogue)  # {4}{R}{R} less {2}: two outlaws
    assert events_of(done, "spell_cast") and not any(player_of(done, "alice")["mana_pool"].values())


BIGHORN = ("Bridled Bighorn", "Creature — Sheep Mount", "Vigilance\nWhenever Bridled Bighorn attacks while saddled, "
           "create a 1/1 white Sheep creature token.\nSaddle 2 (Tap any number of other creatures you control with total "
           "power 2 or more: This Mount becomes saddled until end of turn. Saddle only as a sorcery.)", "{3}{W}",
           ("3", "4"))
BURROWFIEND = ("Stubborn Burrowfiend", "Creature — Badger Beast Mount", "Whenever Stubborn Burrowfiend becomes saddled "
               "for the first time each turn, mill two cards, then Stubborn Burrowfiend gets +X/+X until end of turn, "
               "where X is the number of creature cards in your graveyard.\nSaddle 2", "{1}{G}", ("2", "2"))


def _saddle(by: str, mount: str = "m") -> dict[str, Any]:
    return {"type": "activate", "permanent": mount, "ability": 1, "crew": [by]}


def test_702_171_saddle_at_sorcery_speed_attacks_while_saddled_and_the_first_time_each_turn() -> None:
    from tests.unit.test_kw_combat import NEXT, attack

    bighorn = read_full_definition(*BIGHORN)
    assert bighorn["abilities"][1] == {"kind": "saddle", "power": 2}
    assert bighorn["abilities"][0]["trigger"] == "attacks_while_saddled"
    game = state(battlefield=[_on("m", "Bridled Bighorn"), _on("b", "Grizzly Bears", controlled_since_turn=3)])
    done = _run(game, [_saddle("b"), {"type": "resolve"}, NEXT, NEXT, attack("m"), {"type": "resolve"}], bighorn)
    assert permanent(done, "m")["saddled"] is True and permanent(done, "b")["tapped"] is True  # 302.6: no {T} cost
    assert [p["card"]["name"] for p in done["state"]["battlefield"][2:]] == ["Sheep Token"]
    assert not _run(game, [NEXT, NEXT, attack("m")], bighorn)["state"]["stack"]  # not saddled: no trigger
    for refused in ([{**game, "step": "beginning_of_combat"}, [_saddle("b")]],  # only as a sorcery (602.5d)
                    [game, [_saddle("m")]],  # other creatures only
                    [{**game, "battlefield": [_on("m", "Bridled Bighorn"), _on("b", "Grizzly Bears", tapped=True)]},
                     [_saddle("b")]]):
        with pytest.raises(IllegalAction):
            _run(refused[0], refused[1], bighorn)
    done = _run({**game, "step": "end", "battlefield": [_on("m", "Bridled Bighorn", saddled=True)]}, [NEXT], bighorn)
    assert not permanent(done, "m").get("saddled")  # until end of turn (CR 514.2)
    fiend = read_full_definition(*BURROWFIEND)
    assert fiend["abilities"][0]["trigger"] == "becomes_saddled_first_time_each_turn"
    game = state(battlefield=[_on("m", "Stubborn Burrowfiend"), _on("b", "Grizzly Bears"), _on("c", "Grizzly Bears")])
    done = _run(game, [_saddle("b"), {"type": "resolve"}, {"type": "resolve"}, _saddle("c"), {"type": "resolve"}], fiend)
    assert len(events_of(done, "milled")) == 1 and not done["state"]["stack"]  # the second time: no trigger
    assert permanent(done, "m")["characteristics"]["power"] == 4  # two creature cards milled


def test_702_171c_target_creature_that_saddled_it_this_turn() -> None:
    from tests.unit.test_kw_combat import NEXT, attack

    beaver = read_full_definition("Giant Beaver", "Creature — Beaver Mount", "Vigilance\nWhenever Giant Beaver attacks "
                                  "while saddled, put a +1/+1 counter on target creature that saddled it this turn.\n"
                                  "Saddle 3", "{3}{G}", ("4", "4"))
    assert beaver["abilities"][0]["effect"]["target"] == "creature:saddled_source"
    game = state(battlefield=[_on("m", "Giant Beaver"), _on("b", "Grizzly Bears"), _on("c", "Grizzly Bears"),
                              _on("x", "Grizzly Bears")])
    saddle = {"type": "activate", "permanent": "m", "ability": 1, "crew": ["b", "c"]}
    def attacks_targeting(target: str) -> dict[str, Any]:
        return _run(game, [saddle, {"type": "resolve"}, NEXT, NEXT, attack("m"),
                           {"type": "resolve", "choices": {"targets": [target]}}], beaver)

    done = attacks_targeting("b")
    assert permanent(done, "b")["counters"] == {"+1/+1": 1}
    assert permanent(done, "m")["saddled_by"] == ["b", "c"] and permanent(done, "b")["saddled_mounts"] == ["m"]
    with pytest.raises(IllegalAction, match="'x' is not a creature that saddled the source"):  # CR 603.3d
        attacks_targeting("x")

