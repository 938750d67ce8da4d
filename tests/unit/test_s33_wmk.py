"""Session 33, group wmk (docs/oracle-s33-wmk.md): collect evidence (CR 701.59) and general constructions of Wilds of
Eldraine and Murders at Karlov Manor, each read from the real Oracle text (tests/fixtures/sets/woe.json, mkm.json) and
played by the engine, with a near variant the engine does not play still refused."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, mtgjson_full_definition, permanent, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
GIANT = {"name": "Probe Giant", "types": ["Creature"], "subtypes": ["Giant"], "power": 4, "toughness": 4,
         "mana_cost": "{3}{R}", "colors": ["R"]}


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


def _graveyard(*pairs: tuple[str, str]) -> list[dict[str, str]]:
    return [{"id": card_id, "card": card} for card_id, card in pairs]


# --- collect evidence (CR 701.59) ------------------------------------------------------------------------------------

def test_701_59a_collect_evidence_as_an_optional_additional_cost_and_if_evidence_was_collected() -> None:
    inspector = mtgjson_full_definition("MKM", "Vitu-Ghazi Inspector")
    assert inspector["abilities"][0] == {"kind": "additional_cost", "cost": "collect_evidence", "amount": 6,
                                         "optional": True}
    assert inspector["abilities"][1]["if_cast"] == "additional_cost_paid"
    # "collect evidence X" (not a number) and a mandatory "collect evidence N" are not read
    assert probe_support("As an additional cost to cast this spell, you may collect evidence X.\nFlying") != "full"
    assert probe_support("As an additional cost to cast this spell, collect evidence 6.\nFlying") != "full"
    yard = _graveyard(("g1", "Probe Giant"), ("b1", "Probe Bear"), ("b2", "Probe Bear"))
    game = state(alice={"hand": [{"id": "i", "card": "Vitu-Ghazi Inspector"}], "mana_pool": {"C": 1, "G": 1},
                        "graveyard": yard}, battlefield=[_on("bear", "Probe Bear")])
    done = _run(game, [{"type": "cast", "card": "i", "choices": {"exile_from_graveyard": ["g1", "b1"]}},
                       {"type": "resolve"}, {"type": "resolve", "choices": {"targets": ["bear"]}}],
                inspector, BEAR, GIANT)
    assert permanent(done, "bear")["counters"] == {"+1/+1": 1} and player_of(done, "alice")["life"] == 22
    assert [card["id"] for card in player_of(done, "alice")["graveyard"]] == ["b2"]
    assert events_of(done, "evidence_collected")[0]["exiled"] == ["g1", "b1"]
    # not collected: no trigger; too little mana value (2 + 2 < 6): the cast is refused, nothing paid (CR 118.3)
    done = _run(game, [{"type": "cast", "card": "i"}, {"type": "resolve"}], inspector, BEAR, GIANT)
    assert done["state"]["stack"] == [] and player_of(done, "alice")["life"] == 20
    with pytest.raises(IllegalAction, match="evidence"):
        _run(game, [{"type": "cast", "card": "i", "choices": {"exile_from_graveyard": ["b1", "b2"]}}],
             inspector, BEAR, GIANT)


def test_601_2f_a_spell_costs_less_if_evidence_was_collected() -> None:
    bite = mtgjson_full_definition("MKM", "Bite Down on Crime")
    assert bite["abilities"][1] == {"kind": "self_cost_reduction", "generic": 2, "if_additional_cost_paid": True}
    yard = _graveyard(("g1", "Probe Giant"), ("g2", "Probe Giant"))
    game = state(alice={"hand": [{"id": "h", "card": "Bite Down on Crime"}], "mana_pool": {"C": 1, "G": 1},
                        "graveyard": yard},
                 battlefield=[_on("mine", "Probe Giant"), _on("theirs", "Probe Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "h", "choices": {"targets": ["mine", "theirs"],
                                                                 "exile_from_graveyard": ["g1", "g2"]}},
                       {"type": "resolve"}], bite, BEAR, GIANT)
    assert [c["id"] for c in player_of(done, "bob")["graveyard"]] == ["theirs"]  # 6 damage (4 + 2) to a 2/2
    assert not any(player_of(done, "alice")["mana_pool"].values())
    with pytest.raises(IllegalAction):  # no evidence: {3}{G}, more than the two mana
        _run(game, [{"type": "cast", "card": "h", "choices": {"targets": ["mine", "theirs"]}}], bite, BEAR, GIANT)


def test_602_2b_collect_evidence_as_a_cost_of_an_activated_ability() -> None:
    researcher = mtgjson_full_definition("MKM", "Forensic Researcher")
    assert researcher["abilities"][1]["other_costs"] == [{"kind": "collect_evidence", "amount": 3}]
    assert probe_support("{T}, Collect evidence X: Draw a card.") != "full"
    game = state(alice={"graveyard": _graveyard(("b1", "Probe Bear"), ("b2", "Probe Bear"), ("g1", "Probe Giant"))},
                 battlefield=[_on("r", "Forensic Researcher"), _on("theirs", "Probe Bear", "bob")])
    done = _run(game, [{"type": "activate", "permanent": "r", "ability": 1, "choices": {"targets": ["theirs"]}},
                       {"type": "resolve"}], researcher, BEAR, GIANT)
    assert permanent(done, "theirs")["tapped"]  # the default: the first cards until their total reaches 3 (2 + 2)
    assert [card["id"] for card in player_of(done, "alice")["graveyard"]] == ["g1"]
    done = _run(game, [{"type": "activate", "permanent": "r", "ability": 1,
                        "choices": {"targets": ["theirs"], "exile_from_graveyard": ["g1"]}}, {"type": "resolve"}],
                researcher, BEAR, GIANT)
    assert [card["id"] for card in player_of(done, "alice")["graveyard"]] == ["b1", "b2"]
    short = state(alice={"graveyard": _graveyard(("b1", "Probe Bear"))},
                  battlefield=[_on("r", "Forensic Researcher"), _on("theirs", "Probe Bear", "bob")])
    with pytest.raises(IllegalAction, match="Cost can't be paid"):
        _run(short, [{"type": "activate", "permanent": "r", "ability": 1, "choices": {"targets": ["theirs"]}}],
             researcher, BEAR)


def test_608_2d_you_may_collect_evidence_if_you_do_and_when_you_do() -> None:
    collector = mtgjson_full_definition("MKM", "Sample Collector")
    assert collector["abilities"][0]["optional_action"] == {"action": "collect_evidence", "amount": 3}
    assert collector["abilities"][0]["reflexive"] is True
    izoni = mtgjson_full_definition("MKM", "Izoni, Center of the Web")
    assert izoni["abilities"][0]["optional_action"] == {"action": "collect_evidence", "amount": 4}
    # "collect evidence X" (Incinerator of the Guilty's X chosen as it is collected) is not read
    assert probe_support("Whenever ~ attacks, you may collect evidence X. When you do, draw X cards.") != "full"
    yard = _graveyard(("g1", "Probe Giant"), ("b1", "Probe Bear"))
    game = state(alice={"hand": [{"id": "z", "card": "Izoni, Center of the Web"}],
                        "mana_pool": {"C": 4, "B": 1, "G": 1}, "graveyard": yard})
    done = _run(game, [{"type": "cast", "card": "z"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"pay_optional_cost": True}}], izoni, BEAR, GIANT)
    spiders = [p for p in done["state"]["battlefield"] if p["id"] != "z"]
    assert len(spiders) == 2 and [c["id"] for c in player_of(done, "alice")["graveyard"]] == ["b1"]
    done = _run(game, [{"type": "cast", "card": "z"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"pay_optional_cost": False}}], izoni, BEAR, GIANT)
    assert len(done["state"]["battlefield"]) == 1 and len(player_of(done, "alice")["graveyard"]) == 2


def test_603_2_whenever_you_collect_evidence_and_you_may_collect_evidence_as_an_effect() -> None:
    monitor = mtgjson_full_definition("MKM", "Surveillance Monitor")
    examiner = mtgjson_full_definition("MKM", "Evidence Examiner")
    assert monitor["abilities"][0] == {"kind": "triggered", "trigger": "enters",
                                       "effect": {"kind": "collect_evidence", "amount": 4}, "optional": True}
    assert examiner["abilities"][1]["trigger"] == "you_collect_evidence"
    assert probe_support("Whenever an opponent collects evidence, draw a card.") != "full"
    yard = _graveyard(("g1", "Probe Giant"), ("b1", "Probe Bear"))
    game = state(alice={"hand": [{"id": "m", "card": "Surveillance Monitor"}], "mana_pool": {"C": 3, "U": 1},
                        "graveyard": yard})
    done = _run(game, [{"type": "cast", "card": "m"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"pay_optional_cost": True}}, {"type": "resolve"}],
                monitor, BEAR, GIANT)
    assert [c["id"] for c in player_of(done, "alice")["graveyard"]] == ["b1"]
    assert any(p["characteristics"]["name"] == "Thopter Token" for p in done["state"]["battlefield"])
    # a graveyard whose total mana value is less than 4 can't collect evidence: nothing exiled, nothing triggers
    short = state(alice={"hand": [{"id": "m", "card": "Surveillance Monitor"}], "mana_pool": {"C": 3, "U": 1},
                         "graveyard": _graveyard(("b1", "Probe Bear"))})
    done = _run(short, [{"type": "cast", "card": "m"}, {"type": "resolve"},
                        {"type": "resolve", "choices": {"pay_optional_cost": True}}], monitor, BEAR)
    assert done["state"]["stack"] == [] and len(player_of(done, "alice")["graveyard"]) == 1
    # collecting evidence as a cost triggers it too (Forensic Researcher's "{T}, Collect evidence 3")
    researcher = mtgjson_full_definition("MKM", "Forensic Researcher")
    paid = state(alice={"graveyard": yard}, battlefield=[_on("r", "Forensic Researcher"), _on("e", "Evidence Examiner"),
                                                         _on("theirs", "Probe Bear", "bob")])
    done = _run(paid, [{"type": "activate", "permanent": "r", "ability": 1, "choices": {"targets": ["theirs"]}}],
                researcher, examiner, BEAR, GIANT)
    assert len(done["state"]["stack"]) == 2  # the tap ability and Evidence Examiner's trigger above it
    done = _run(paid, [{"type": "activate", "permanent": "r", "ability": 1, "choices": {"targets": ["theirs"]}},
                       {"type": "resolve"}], researcher, examiner, BEAR, GIANT)
    assert any(p["characteristics"]["name"] == "Clue Token" for p in done["state"]["battlefield"])


BOLT = {"name": "Probe Bolt", "types": ["Instant"], "mana_cost": "{R}", "colors": ["R"],
        "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "creature"}}]}


def test_702_21a_ward_collect_evidence() -> None:
    ferox = mtgjson_full_definition("MKM", "Axebane Ferox")
    assert "ward:collect evidence 4" in ferox["keywords"]
    assert probe_support("Ward—Collect evidence X.") != "full"
    game = state(alice={"hand": [{"id": "bolt", "card": "Probe Bolt"}], "mana_pool": {"R": 1},
                        "graveyard": _graveyard(("g1", "Probe Giant"), ("b1", "Probe Bear"))},
                 battlefield=[_on("f", "Axebane Ferox", "bob")])
    done = _run(game, [{"type": "cast", "card": "bolt", "choices": {"targets": ["f"]}},
                       {"type": "resolve", "choices": {"pay_ward": True, "exile_from_graveyard": ["g1"]}},
                       {"type": "resolve"}], ferox, BOLT, BEAR, GIANT)
    assert permanent(done, "f")["damage"] == 3
    assert [c["id"] for c in player_of(done, "alice")["graveyard"]] == ["b1", "bolt"]
    assert events_of(done, "ward_paid")[0]["exiled"] == ["g1"]
    with pytest.raises(IllegalAction):  # a Bear's 2 is less than 4: evidence 4 can't be collected (CR 701.59b)
        _run(game, [{"type": "cast", "card": "bolt", "choices": {"targets": ["f"]}},
                    {"type": "resolve", "choices": {"pay_ward": True, "exile_from_graveyard": ["b1"]}}],
             ferox, BOLT, BEAR, GIANT)
    done = _run(game, [{"type": "cast", "card": "bolt", "choices": {"targets": ["f"]}},
                       {"type": "resolve", "choices": {"pay_ward": False}}], ferox, BOLT, BEAR, GIANT)
    assert done["state"]["stack"] == [] and permanent(done, "f")["damage"] == 0


# --- targets from a single graveyard (CR 115.1, 601.2c) ---------------------------------------------------------------

def test_601_2c_exile_up_to_two_target_cards_from_a_single_graveyard() -> None:
    tracker = mtgjson_full_definition("MKM", "Griffnaut Tracker")
    assert tracker["abilities"][0]["effect"] == {"kind": "exile", "target": "card_in_a_graveyard",
                                                 "single_graveyard": True, "target_count": 2, "up_to": True}
    # another effect on cards "from a single graveyard" is not what the engine checks: refused
    assert probe_support("When ~ enters, return up to two target creature cards from a single graveyard to your "
                         "hand.") != "full"
    game = state(alice={"hand": [{"id": "t", "card": "Griffnaut Tracker"}], "mana_pool": {"C": 3, "W": 1},
                        "graveyard": _graveyard(("a1", "Probe Bear"))},
                 bob={"graveyard": _graveyard(("b1", "Probe Bear"), ("b2", "Probe Giant"))})
    done = _run(game, [{"type": "cast", "card": "t"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"targets": ["b1", "b2"]}}], tracker, BEAR, GIANT)
    assert player_of(done, "bob")["graveyard"] == [] and len(player_of(done, "bob")["exile"]) == 2
    with pytest.raises(IllegalAction, match="single graveyard"):
        _run(game, [{"type": "cast", "card": "t"}, {"type": "resolve"},
                    {"type": "resolve", "choices": {"targets": ["a1", "b2"]}}], tracker, BEAR, GIANT)


# --- "Whenever an opponent sacrifices <a permanent>, ~ deals N damage to them." (CR 701.21a, 603.2, 603.10a) ----------

IDOL = {"name": "Probe Idol", "types": ["Artifact"], "mana_cost": "{1}",
        "abilities": [{"kind": "activated", "cost": "", "other_costs": [{"kind": "sacrifice_self"}],
                       "effect": {"kind": "draw", "amount": 1, "player": "you"}}]}


def test_603_2_whenever_an_opponent_sacrifices_an_artifact_damage_to_them() -> None:
    tracker = mtgjson_full_definition("MKM", "Vengeful Tracker")
    assert tracker["abilities"][0] == {
        "kind": "triggered", "trigger": "you_sacrifice", "effect": {"kind": "damage", "amount": 2,
                                                                    "target": "that_player"},
        "s30mh_any_player": True, "sacrificed": "artifact:opponent_controls"}
    # an opponent's sacrifice of a permanent they don't control is no sacrifice (CR 701.21a): not read
    assert probe_support("Whenever an opponent sacrifices a creature you control, draw a card.") != "full"
    game = state(active_player="bob", battlefield=[_on("t", "Vengeful Tracker"), _on("i", "Probe Idol", "bob"),
                                                   _on("mine", "Probe Idol")])
    done = _run(game, [{"type": "activate", "player": "bob", "permanent": "i", "ability": 0}, {"type": "resolve"}],
                tracker, IDOL)
    assert player_of(done, "bob")["life"] == 18
    # its controller's own sacrifice doesn't trigger it
    mine = state(battlefield=[_on("t", "Vengeful Tracker"), _on("mine", "Probe Idol")])
    done = _run(mine, [{"type": "activate", "permanent": "mine", "ability": 0}], tracker, IDOL)
    assert len(done["state"]["stack"]) == 1 and player_of(done, "alice")["life"] == 20


# --- "~ costs {1} less to cast for each creature that attacked this turn." (CR 601.2f, 508.1) ------------------------

def test_601_2f_costs_less_for_each_creature_that_attacked_this_turn() -> None:
    frenzy = mtgjson_full_definition("WOE", "Witchstalker Frenzy")
    assert frenzy["abilities"][0] == {"kind": "self_cost_reduction", "generic": 1, "for_each_attacked_this_turn": True}
    assert probe_support("~ costs {1} less to cast for each creature that blocked this turn.\nDraw a card.",
                         "Instant", None) != "full"
    # declaring two attackers records them (CR 508.1), once each
    combat = state(step="declare_attackers", battlefield=[_on("a", "Probe Bear"), _on("b", "Probe Bear")],
                   alice={"hand": [{"id": "f", "card": "Witchstalker Frenzy"}]})
    declare = [{"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"},
                                                           {"id": "b", "defending": "bob"}]}]
    done = _run(combat, declare, BEAR, frenzy)
    assert done["state"]["creatures_attacked_this_turn"] == ["a", "b"]
    # s34-lead: kept only in a game with a card that reads it (or a posted record): none here, no record shown
    done = _run(state(step="declare_attackers", battlefield=[_on("a", "Probe Bear"), _on("b", "Probe Bear")]),
                declare, BEAR)
    assert "creatures_attacked_this_turn" not in done["state"]
    assert [a["id"] for a in done["state"]["combat"]["attackers"]] == ["a", "b"]
    # after combat, with that record: {3}{R} less {2}
    game = state(step="postcombat_main", creatures_attacked_this_turn=["a", "b"],
                 alice={"hand": [{"id": "f", "card": "Witchstalker Frenzy"}], "mana_pool": {"C": 1, "R": 1}},
                 battlefield=[_on("theirs", "Probe Giant", "bob")])
    done = _run(game, [{"type": "cast", "card": "f", "choices": {"targets": ["theirs"]}}, {"type": "resolve"}],
                frenzy, GIANT)
    assert [c["id"] for c in player_of(done, "bob")["graveyard"]] == ["theirs"]
    with pytest.raises(IllegalAction):  # no creature attacked: the full {3}{R}
        _run({**game, "creatures_attacked_this_turn": []},
             [{"type": "cast", "card": "f", "choices": {"targets": ["theirs"]}}], frenzy, GIANT)


# --- "add four mana in any combination of colors" from a trigger (CR 106.1, 106.4, 608.2d) ---------------------------

def test_106_1_a_trigger_adds_four_mana_in_any_combination_of_colors() -> None:
    hellkite = mtgjson_full_definition("WOE", "Realm-Scorcher Hellkite")
    assert hellkite["abilities"][1]["effect"] == {"kind": "add_mana", "mana": "{W}|{U}|{B}|{R}|{G}", "times": 4}
    assert probe_support("{T}: Add four mana in any combination of colors.") != "full"  # a mana ability: not read
    relic = {"name": "Probe Relic", "types": ["Artifact"], "mana_cost": "{1}"}
    game = state(alice={"hand": [{"id": "h", "card": "Realm-Scorcher Hellkite"}], "mana_pool": {"C": 4, "R": 2}},
                 battlefield=[_on("relic", "Probe Relic")])
    done = _run(game, [{"type": "cast", "card": "h", "choices": {"sacrifice": ["relic"]}}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"mana_colors": ["R", "R", "G", "U"]}}], hellkite, relic)
    pool = player_of(done, "alice")["mana_pool"]
    assert {color: amount for color, amount in pool.items() if amount} == {"R": 2, "G": 1, "U": 1}


# --- "if two or more nonland permanents entered the battlefield under your control this turn" (CR 400.7, 603.4) -----

def test_603_4_if_two_or_more_nonland_permanents_entered_under_your_control_this_turn() -> None:
    lady = mtgjson_full_definition("WOE", "Lady of Laughter")
    celebration = {"kind": "this_turn", "record": "entered", "who": "you", "spec": "permanent:nonland", "number": 2}
    assert lady["abilities"][0]["intervening_if"] == celebration
    mice = mtgjson_full_definition("WOE", "Armory Mice")
    assert mice["abilities"][0]["as_long_as_this_turn"] == celebration
    # a quality the turn's record doesn't keep (tapped, "other") is not read
    assert probe_support("At the beginning of your end step, if two or more tapped creatures entered the battlefield "
                         "under your control this turn, draw a card.") != "full"
    assert probe_support("Whenever ~ attacks, if two or more other creatures entered the battlefield under your "
                         "control this turn, draw a card.") != "full"

    def entered(*kinds: tuple[str, str, list[str]]) -> list[dict[str, Any]]:
        return [{"permanent": pid, "controller": who, "types": types} for pid, who, types in kinds]

    def end_step(records: list[dict[str, Any]], *resolving: dict[str, Any]) -> dict[str, Any]:
        game = state(step="postcombat_main", battlefield=[_on("l", "Lady of Laughter")],
                     entered_this_turn=records)
        return _run(game, [{"type": "next_step"}, *resolving], lady)

    two = entered(("x", "alice", ["Creature"]), ("y", "alice", ["Artifact"]))
    assert len(player_of(end_step(two, {"type": "resolve"}), "alice")["hand"]) == 1
    for fewer in (entered(("x", "alice", ["Creature"]), ("z", "alice", ["Land"])),
                  entered(("x", "alice", ["Creature"]), ("y", "bob", ["Artifact"]))):
        assert end_step(fewer)["state"]["stack"] == []  # a land, or another player's, doesn't count: no trigger
    # "as long as" (CR 611.3a): Armory Mice is 3/3 while two nonland permanents entered under its controller's control
    for records, toughness in ((two, 3), (entered(("x", "alice", ["Creature"])), 1)):
        game = state(battlefield=[_on("m", "Armory Mice")], entered_this_turn=records)
        done = _run(game, [], mice)
        assert permanent(done, "m")["characteristics"]["toughness"] == toughness
