"""Session 35, group cmd (docs/oracle-s35-cmd.md): general constructions of the Commander sets, each read from the real
Oracle text (tests/fixtures/sets/<set>.json, today's wording) and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import mtgjson_full_definition, on_battlefield, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run

# --- "if you created a token this turn" (CR 111.1, 111.2, 111.7, 602.5b, 603.4) -----------------------------------------


def test_111_2_you_created_a_token_this_turn_is_a_token_that_entered_under_your_control() -> None:
    idol = mtgjson_full_definition("C21", "Idol of Oblivion")
    created = {"kind": "this_turn", "record": "entered", "who": "you", "spec": "permanent:token"}
    assert idol["abilities"][0]["activate_only_if_this_turn"] == created
    bennie = mtgjson_full_definition("NCC", "Bennie Bracks, Zoologist")
    assert bennie["abilities"][-1]["intervening_if"] == created
    # a quality of the token, a number of tokens or another player: not read
    for variant in ("{T}: Draw a card. Activate only if you created a creature token this turn.",
                    "{T}: Draw a card. Activate only if an opponent created a token this turn.",
                    "{T}: Draw a card. Activate only if you created two or more tokens this turn."):
        assert probe_support(variant) != "full", variant

    token = {"id": "t", "card": "Grizzly Bears", "controller": "alice", "owner": "alice", "is_token": True}
    bears = on_battlefield("b", "Grizzly Bears")
    draw = [{"type": "activate", "permanent": "i", "ability": 0}, {"type": "resolve"}]

    def activate(battlefield: list[dict[str, Any]], **records: Any) -> dict[str, Any]:
        game = state(battlefield=[on_battlefield("i", "Idol of Oblivion"), *battlefield], **records)
        return _run(game, draw, idol)

    # a token that entered under alice's control this turn (she created it: CR 111.2), still here or since gone (111.7)
    entered_token = [{"permanent": "t", "controller": "alice", "types": ["Creature"]}]
    assert len(player_of(activate([token], entered_this_turn=entered_token), "alice")["hand"]) == 1
    gone = {"permanent": "t", "controller": "alice", "owner": "alice", "to": "graveyard", "token": True,
            "types": ["Creature"]}
    assert len(player_of(activate([], entered_this_turn=entered_token, left_battlefield_this_turn=[gone]),
                         "alice")["hand"]) == 1
    # a nontoken creature that entered, a token bob created, no token: the ability can't be activated (CR 602.5b)
    for battlefield, entered in (([bears], [{"permanent": "b", "controller": "alice", "types": ["Creature"]}]),
                                 ([{**token, "controller": "bob", "owner": "bob"}],
                                  [{"permanent": "t", "controller": "bob", "types": ["Creature"]}]),
                                 ([token], [])):
        with pytest.raises(IllegalAction):
            activate(battlefield, entered_this_turn=entered)


# --- "that player controls" in "Whenever [~ or] equipped creature deals combat damage to a player, ..." (CR 603.2, 115.1,
# 608.2b, 701.15a) ------------------------------------------------------------------------------------------------------

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}


def test_603_2_equipped_creature_dealing_combat_damage_goads_each_creature_that_player_controls() -> None:
    armor = mtgjson_full_definition("NEC", "Komainu Battle Armor")
    goad = {"kind": "attack_requirement_this_turn", "target": "all:creature:event_player_controls", "goad": True}
    equipped = next(a for a in armor["abilities"] if a.get("trigger") == "equipped_deals_damage")
    assert equipped["effect"] == goad
    # a control qualifier the event's player doesn't give, and a damage trigger naming no player: not read
    for variant in ("Whenever equipped creature deals combat damage to a player, goad each creature that player "
                    "doesn't control.", "Whenever equipped creature deals damage, destroy target creature that "
                    "player controls."):
        assert probe_support(variant, "Artifact — Equipment", None) != "full", variant
    field = [on_battlefield("b", "Probe Bear"), on_battlefield("a", "Komainu Battle Armor", attached_to="b"),
             on_battlefield("x", "Probe Bear", "bob"), on_battlefield("y", "Probe Bear", "bob"),
             on_battlefield("z", "Probe Bear", "carol")]
    game = state(step="declare_attackers", battlefield=field,
                 players=[{"id": "alice"}, {"id": "bob"}, {"id": "carol"}])
    done = _run(game, [{"type": "declare_attackers", "attackers": [{"id": "b", "defending": "bob"}]},
                       {"type": "next_step"}, {"type": "next_step"}, {"type": "resolve"}], armor, BEAR)
    goaded = {p["id"] for p in done["state"]["battlefield"]
              if any(e.get("goaded_by") == "alice" for e in p.get("effects", []))}
    assert goaded == {"x", "y"}  # bob's creatures; not carol's, not alice's own (CR 701.15a)


# --- "Return all <type> cards [with <stat>] from your graveyard to your hand." (CR 400.7, 608.2) -------------------------

RELIC = {"name": "Probe Relic", "types": ["Artifact"], "mana_cost": "{1}"}
GIANT = {"name": "Probe Giant", "types": ["Creature"], "subtypes": ["Giant"], "power": 3, "toughness": 3,
         "mana_cost": "{3}{R}", "colors": ["R"]}


def test_400_7_return_all_cards_of_a_quality_from_your_graveyard_to_your_hand() -> None:
    summonings = mtgjson_full_definition("C21", "Metallurgic Summonings")
    assert summonings["abilities"][1]["effect"] == {"kind": "return_all_to_battlefield", "quality": ["instant_or_sorcery"],
                                                    "to": "hand"}
    dawn = mtgjson_full_definition("NCC", "Dawn")
    assert dawn["abilities"][0]["effect"] == {"kind": "return_all_to_battlefield", "quality": ["creature:power<=2"],
                                              "to": "hand"}
    # a zone, a destination or a quality the effect doesn't take: not read
    for variant in ("Return all creature cards from all graveyards to your hand.",
                    "Return all creature cards from your graveyard to their owner's hand.",
                    "Return all instant and sorcery cards with mana value 2 or less from your graveyard to your hand."):
        assert probe_support(variant, "Sorcery", None) != "full", variant

    graveyard = [{"id": "g1", "card": "Lightning Bolt"}, {"id": "g2", "card": "Divination"},
                 {"id": "g3", "card": "Grizzly Bears"}, {"id": "g4", "card": "Probe Giant"}]
    relics = [on_battlefield(f"r{n}", "Probe Relic") for n in range(6)]
    game = state(battlefield=[on_battlefield("m", "Metallurgic Summonings"), *relics],
                 alice={"graveyard": graveyard, "mana_pool": {"U": 2, "C": 3}})
    done = _run(game, [{"type": "activate", "permanent": "m", "ability": 1}, {"type": "resolve"}],
                summonings, RELIC, GIANT)
    alice = player_of(done, "alice")
    assert {card["id"] for card in alice["hand"]} == {"g1", "g2"}  # the instant and the sorcery (CR 400.7)
    assert {card["id"] for card in alice["graveyard"]} == {"g3", "g4"}
    # the power 2 or less creature cards (the 3/3 stays); Dawn itself, an aftermath half, is read by its own rules
    probe = {**dawn, "name": "Probe Dawn", "types": ["Sorcery"], "mana_cost": "{3}{W}{W}"}
    game = state(alice={"hand": [{"id": "d", "card": "Probe Dawn"}], "graveyard": graveyard,
                        "mana_pool": {"W": 2, "C": 3}})
    done = _run(game, [{"type": "cast", "card": "d"}, {"type": "resolve"}], probe, GIANT)
    assert [card["id"] for card in player_of(done, "alice")["hand"]] == ["g3"]


# --- -0/-1 counters: "Put a -0/-1 counter on ~: Add {G}." (CR 122.1, 613.4c, 602.2b, 602.5b) -----------------------------

def test_613_4c_a_minus_zero_minus_one_counter_put_as_a_cost_lowers_toughness() -> None:
    roots = mtgjson_full_definition("NCC", "Wall of Roots")
    assert roots["abilities"] == [{"kind": "mana", "cost": "", "add": "{G}", "max_per_turn": 1, "other_costs": [
        {"kind": "put_counters_self", "counter": "-0/-1", "amount": 1}]}]
    assert probe_support("Put a -0/-1 counter on ~: Add {G}. Activate only twice each turn.") != "full"
    game = state(battlefield=[on_battlefield("w", "Wall of Roots", controlled_since_turn=3)])  # no {T}: sick is fine
    tap = {"type": "tap_for_mana", "permanent": "w", "ability": 0, "player": "alice"}
    done = _run(game, [tap], roots)
    wall = next(p for p in done["state"]["battlefield"] if p["id"] == "w")
    assert wall["counters"] == {"-0/-1": 1} and wall["characteristics"]["toughness"] == 4  # 0/5 less 0/1
    assert player_of(done, "alice")["mana_pool"]["G"] == 1
    with pytest.raises(IllegalAction):  # once each turn (CR 602.5b)
        _run(game, [tap, tap], roots)
    # five such counters: toughness 0, put into its owner's graveyard (CR 704.5f)
    worn = state(battlefield=[on_battlefield("w", "Wall of Roots", counters={"-0/-1": 4})])
    done = _run(worn, [tap], roots)
    assert [card["card"] for card in player_of(done, "alice")["graveyard"]] == ["Wall of Roots"]
