"""Session 33, the lead's own constructions: "Amass Orcs 2." (CR 701.47a, the creature type named: The Lord of the
Rings' wording, War of the Spark's "Amass 2." being "Amass Zombies 2."), read from the real Oracle text
(tests/fixtures/sets/ltr.json) and played by the engine."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import events_of, mtgjson_full_definition, probe_support, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s16_kwc import RELENTLESS_ADVANCE, _read


def _armies(result: dict[str, Any]) -> list[dict[str, Any]]:
    return [p for p in result["state"]["battlefield"] if "-army-token-" in p["id"]]


def _muster(game: dict[str, Any], **resolving: Any) -> dict[str, Any]:
    muster = mtgjson_full_definition("LTR", "Mordor Muster")
    resolve: dict[str, Any] = {"type": "resolve", **({"choices": resolving} if resolving else {})}
    return _run(game, [{"type": "cast", "player": "alice", "card": "mm"}, resolve], muster)


def _alice_casts_muster(**fields: Any) -> dict[str, Any]:
    return state(alice={"mana_pool": {"B": 2}, "hand": [{"id": "mm", "card": "Mordor Muster"}],
                        "library": [{"id": "l1", "card": "Grizzly Bears"}]}, **fields)


def test_701_47a_amass_orcs_creates_a_black_orc_army_token_first() -> None:
    muster = mtgjson_full_definition("LTR", "Mordor Muster")
    assert muster["abilities"][-1]["effect"] == {"kind": "amass", "amount": 1, "subtype": "Orc"}
    # War of the Spark's "Amass 3." is "Amass Zombies 3.": the default subtype, not written
    assert _read(*RELENTLESS_ADVANCE)["abilities"][0]["effect"] == {"kind": "amass", "amount": 3}
    done = _muster(_alice_casts_muster())
    (army,) = _armies(done)
    seen = army["characteristics"]
    assert (seen["subtypes"], seen["colors"], army["counters"]) == (["Orc", "Army"], ["B"], {"+1/+1": 1})
    assert (seen["power"], seen["toughness"]) == (1, 1)
    assert "CR 701.47a" in events_of(done, "token_created_for_amass")[0]["cites"]
    # honesty: a word after "amass" that is no creature type, and an amass with a duration, stay refused
    assert probe_support("Amass Plains 2.", "Sorcery", None) != "full"
    assert probe_support("Amass Orcs 2 until end of turn.", "Sorcery", None) != "full"


def test_701_47a_the_amassed_army_that_is_no_orc_becomes_one_in_addition_to_its_other_types() -> None:
    zombies = _run(state(alice={"mana_pool": {"U": 4}, "hand": [{"id": "ra", "card": "Relentless Advance"}]}),
                   [{"type": "cast", "player": "alice", "card": "ra"}, {"type": "resolve"}], _read(*RELENTLESS_ADVANCE))
    (zombie_army,) = _armies(zombies)
    done = _muster(_alice_casts_muster(battlefield=[zombie_army]))
    (army,) = _armies(done)  # no new token: alice controls an Army
    assert events_of(done, "token_created_for_amass") == []
    assert army["id"] == zombie_army["id"] and army["counters"] == {"+1/+1": 4}
    assert army["characteristics"]["subtypes"] == ["Zombie", "Army", "Orc"]
    assert events_of(done, "amassed")[0]["army"] == army["id"]


# --- mobilize (CR 702.181) -------------------------------------------------------------------------------------------

def test_702_181a_mobilize_creates_tapped_attacking_warriors_sacrificed_at_the_next_end_step() -> None:
    lancer = mtgjson_full_definition("TDM", "Dragonback Lancer")
    packbeasts = mtgjson_full_definition("TDM", "Dalkovan Packbeasts")
    trigger = packbeasts["abilities"][-1]
    assert trigger["kind"] == "triggered" and trigger["trigger"] == "attacks"
    # honesty: mobilize with a number the macro doesn't spell, or X, stays refused
    assert probe_support("Mobilize 9") != "full" and probe_support("Mobilize X") != "full"
    field = [{"id": "dl", "card": "Dragonback Lancer", "controller": "alice", "owner": "alice",
              "controlled_since_turn": 1}]
    game = state(battlefield=field, step="declare_attackers")
    done = _run(game, [{"type": "declare_attackers", "attackers": [{"id": "dl", "defending": "bob"}]},
                       {"type": "resolve"}], lancer)
    warriors = [p for p in done["state"]["battlefield"] if p["id"] != "dl"]
    assert len(warriors) == 1 and warriors[0]["tapped"]
    assert warriors[0]["characteristics"]["subtypes"] == ["Warrior"]
    assert warriors[0]["characteristics"]["colors"] == ["R"]
    assert {a["id"] for a in done["state"]["combat"]["attackers"]} == {"dl", warriors[0]["id"]}
    # the next end step: sacrificed (CR 603.7, 701.21a)
    later = _run(game, [{"type": "declare_attackers", "attackers": [{"id": "dl", "defending": "bob"}]},
                        {"type": "resolve"}, *([{"type": "next_step"}] * 5), {"type": "resolve"}], lancer)
    assert [p["id"] for p in later["state"]["battlefield"]] == ["dl"]


# --- "Whenever you scry" (CR 701.22a, 603.2) ------------------------------------------------------------------------

def test_701_22a_whenever_you_scry_triggers_after_each_scry_of_its_controller() -> None:
    arwen = mtgjson_full_definition("LTR", "Arwen Undómiel")
    assert arwen["abilities"][0]["trigger"] == "you_scry"
    # honesty: another player's scry is not "you scry"; "Whenever an opponent scries" stays refused
    assert probe_support("Whenever an opponent scries, draw a card.") != "full"
    field = [{"id": "aw", "card": "Arwen Undómiel", "controller": "alice", "owner": "alice", "controlled_since_turn": 1}]
    library = [{"id": f"l{n}", "card": "Grizzly Bears"} for n in range(3)]
    game = state(alice={"mana_pool": {"C": 4, "G": 1, "U": 1}, "library": library},
                 battlefield=field)
    done = _run(game, [{"type": "activate", "permanent": "aw", "ability": 1}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"targets": ["aw"]}}], arwen)
    assert events_of(done, "scried")[0]["player"] == "alice"
    assert [p["counters"] for p in done["state"]["battlefield"] if p["id"] == "aw"] == [{"+1/+1": 1}]
    assert "CR 701.22a" in events_of(done, "trigger_put_on_stack")[0]["cites"]


# --- "~ enters tapped unless you control a legendary creature." (CR 614.1c, 205.4a) ---------------------------------

def test_614_1c_enters_tapped_unless_you_control_a_legendary_creature() -> None:
    shire = mtgjson_full_definition("LTR", "The Shire")
    assert shire["abilities"][0] == {"kind": "enters_tapped", "unless_you_control": "creature:legendary"}
    # honesty: a kind the engine's legendary filter isn't offered for here stays refused
    assert probe_support("~ enters tapped unless you control a legendary land.", "Land", None) != "full"
    legend = {"name": "Probe Legend", "types": ["Creature"], "supertypes": ["Legendary"], "power": 2, "toughness": 2,
              "mana_cost": "{2}"}
    bear = {"name": "Probe Bear", "types": ["Creature"], "power": 2, "toughness": 2, "mana_cost": "{2}"}
    for other, tapped in (("Probe Legend", False), ("Probe Bear", True)):
        field = [{"id": "o", "card": other, "controller": "alice", "owner": "alice", "controlled_since_turn": 1}]
        game = state(alice={"hand": [{"id": "sh", "card": "The Shire"}]}, battlefield=field)
        done = _run(game, [{"type": "play_land", "card": "sh"}], shire, legend, bear)
        (land,) = [p for p in done["state"]["battlefield"] if p["id"] == "sh"]
        assert land["tapped"] is tapped


def test_603_2_whenever_you_scry_with_this_ability_triggers_only_once_each_turn() -> None:
    elves = mtgjson_full_definition("LTR", "Chance-Met Elves")
    assert elves["abilities"][0]["trigger"] == "you_scry" and elves["abilities"][0]["max_per_turn"] == 1
    seer = {"name": "Probe Seer", "types": ["Artifact"], "mana_cost": "{1}",
            "abilities": [{"kind": "activated", "cost": "{1}", "effect": {"kind": "scry", "amount": 1}}]}
    field = [{"id": "el", "card": "Chance-Met Elves", "controller": "alice", "owner": "alice",
              "controlled_since_turn": 1},
             {"id": "se", "card": "Probe Seer", "controller": "alice", "owner": "alice", "controlled_since_turn": 1}]
    library = [{"id": f"l{n}", "card": "Grizzly Bears"} for n in range(3)]
    game = state(alice={"mana_pool": {"C": 2}, "library": library}, battlefield=field)
    scry = [{"type": "activate", "permanent": "se", "ability": 0}, {"type": "resolve"}]
    done = _run(game, [*scry, {"type": "resolve"}, *scry], elves, seer)
    assert len(events_of(done, "scried")) == 2
    assert len(events_of(done, "trigger_put_on_stack")) == 1 and done["state"]["stack"] == []
    assert [p["counters"] for p in done["state"]["battlefield"] if p["id"] == "el"] == [{"+1/+1": 1}]
