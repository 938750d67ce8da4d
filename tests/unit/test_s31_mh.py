"""Session 31, group mh (docs/oracle-s31-mh.md): general constructions of the Modern Horizons sets, Double Masters, Time
Spiral Remastered, Coldsnap and Jumpstart, each read from the real Oracle text (tests/fixtures/sets/<set>.json) and
played by the engine, with a near variant the reader must still refuse."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import mtgjson_full_definition, on_battlefield, permanent, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run

LAND = "Land"


# --- storage lands: "{1}, Remove X storage counters from ~: Add X mana in any combination of {W} and/or {U}." (CR
# 605.1a, 106.1, 107.3) --------------------------------------------------------------------------------------------

def test_605_1a_storage_land_adds_x_mana_in_any_combination_of_its_two_colors() -> None:
    pools = mtgjson_full_definition("TSR", "Calciform Pools")
    assert pools["abilities"][-1] == {"kind": "mana", "cost": "{1}", "add": "",
                                      "other_costs": [{"kind": "remove_counters", "counter": "storage", "amount": "any"}],
                                      "add_per_counter_removed": "{W}|{U}"}
    for name in ("Dreadship Reef", "Fungal Reaches", "Molten Slagheap", "Saltcrusted Steppe"):
        assert mtgjson_full_definition("TSR", name)["abilities"][-1]["add_per_counter_removed"].count("|") == 1
    game = state(alice={"mana_pool": {"C": 1}}, battlefield=[on_battlefield("p", "Calciform Pools",
                                                                            counters={"storage": 3})])
    tap = {"type": "tap_for_mana", "player": "alice", "permanent": "p", "ability": 2, "counters_removed": 3,
           "color": "WUW"}
    done = _run(game, [tap], pools)
    assert player_of(done, "alice")["mana_pool"] == {**player_of(done, "alice")["mana_pool"], "W": 2, "U": 1, "C": 0}
    assert permanent(done, "p")["counters"].get("storage", 0) == 0
    two = _run(game, [{**tap, "counters_removed": 2, "color": "UU"}], pools)
    assert (player_of(two, "alice")["mana_pool"]["U"], permanent(two, "p")["counters"]["storage"]) == (2, 1)
    for wrong in ({"color": "WB"}, {"color": "WU"}, {"color": None}, {"counters_removed": 4, "color": "WWWW"}):
        with pytest.raises(IllegalAction):
            _run(game, [{**tap, **wrong}], pools)
    # near variants: X not the counters removed, a third color, a fixed number of counters
    assert probe_support("{X}, {T}: Add X mana in any combination of {W} and/or {U}.", LAND, None) != "full"
    assert probe_support("{1}, Remove X storage counters from ~: Add X mana in any combination of {W}, {U}, and/or "
                         "{B}.", LAND, None) != "full"
    assert probe_support("{1}, Remove two storage counters from ~: Add X mana in any combination of {W} and/or {U}.",
                         LAND, None) != "full"


# --- "As ~ enters, choose a [nonland] card name." and "Activated abilities of sources with the chosen name can't be
# activated [unless they're mana abilities]." (CR 614.12, 201.3, 602.5, 605.3) -------------------------------------

PINGER = {"name": "Probe Pinger", "types": ["Artifact"], "mana_cost": "{1}",
          "abilities": [{"kind": "activated", "cost": "{T}", "effect": {"kind": "damage", "amount": 1, "target": "any"}},
                        {"kind": "mana", "cost": "{T}", "add": "{C}"}]}
CYCLER = {"name": "Probe Cycler", "types": ["Creature"], "mana_cost": "{5}{R}", "power": 6, "toughness": 4,
          "abilities": [{"kind": "cycling", "cost": "{R}"}]}


def test_602_5_chosen_name_stops_activated_abilities_on_the_battlefield_and_from_a_hand() -> None:
    needle, revoker = mtgjson_full_definition("MID", "Pithing Needle"), mtgjson_full_definition("2XM",
                                                                                                "Phyrexian Revoker")
    assert needle["abilities"] == [{"kind": "choose_as_enters", "choose": "card_name"},
                                   {"kind": "chosen_name_cant_activate", "except_mana_abilities": True}]
    assert revoker["abilities"][0] == {"kind": "choose_as_enters", "choose": "nonland_card_name"}
    assert revoker["abilities"][1] == {"kind": "chosen_name_cant_activate"}
    game = state(alice={"hand": [{"id": "n", "card": "Pithing Needle"}], "mana_pool": {"C": 1}},
                 bob={"hand": [{"id": "c", "card": "Probe Cycler"}], "mana_pool": {"R": 1}},
                 battlefield=[on_battlefield("p", "Probe Pinger", "bob")])
    cast = [{"type": "cast", "card": "n"}, {"type": "resolve", "choices": {"chosen_card_name": "Probe Pinger"}}]
    done = _run(game, cast, needle, PINGER, CYCLER)
    assert permanent(done, "n")["chosen_name"] == "Probe Pinger"
    ping = {"type": "activate", "player": "bob", "permanent": "p", "ability": 0, "choices": {"targets": ["alice"]}}
    with pytest.raises(IllegalAction):
        _run(game, [*cast, ping], needle, PINGER, CYCLER)
    mana = {"type": "tap_for_mana", "player": "bob", "permanent": "p", "ability": 1}
    assert player_of(_run(game, [*cast, mana], needle, PINGER, CYCLER), "bob")["mana_pool"]["C"] == 1  # a mana ability
    named_cycler = [cast[0], {"type": "resolve", "choices": {"chosen_card_name": "Probe Cycler"}}]
    with pytest.raises(IllegalAction):  # cycling, an activated ability of a card in a hand (CR 702.29a)
        _run(game, [*named_cycler, {"type": "cycle", "player": "bob", "card": "c"}], needle, PINGER, CYCLER)
    pinged = _run(game, [*named_cycler, ping, {"type": "resolve"}], needle, PINGER, CYCLER)
    assert player_of(pinged, "alice")["life"] == 19
    # the default: the first name of an opponent's permanent; the name of no card the engine knows can't be chosen
    # (CR 201.3)
    defaulted = _run(game, [cast[0], {"type": "resolve"}], needle, PINGER, CYCLER)
    assert permanent(defaulted, "n")["chosen_name"] == "Probe Pinger"
    with pytest.raises(IllegalAction):
        _run(game, [cast[0], {"type": "resolve", "choices": {"chosen_card_name": "No Such Card"}}], needle, PINGER,
             CYCLER)
    # Phyrexian Revoker: mana abilities too; a land card's name is no nonland card name
    lands = state(alice={"hand": [{"id": "r", "card": "Phyrexian Revoker"}], "mana_pool": {"C": 2}},
                  battlefield=[on_battlefield("p", "Probe Pinger", "bob"), on_battlefield("f", "Forest", "bob")])
    revoked = [{"type": "cast", "card": "r"}, {"type": "resolve", "choices": {"chosen_card_name": "Probe Pinger"}}]
    with pytest.raises(IllegalAction):
        _run(lands, [*revoked, mana], revoker, PINGER)
    with pytest.raises(IllegalAction):
        _run(lands, [revoked[0], {"type": "resolve", "choices": {"chosen_card_name": "Forest"}}], revoker, PINGER)
    # near variants: another quality of name, another exception, the ban without the card's own choice
    assert probe_support("As ~ enters, choose an artifact card name.", "Artifact", None) != "full"
    assert probe_support("As ~ enters, look at an opponent's hand, then choose any card name.", "Artifact", None) != "full"
    assert probe_support("Activated abilities of sources with the chosen name can't be activated.", "Artifact",
                         None) != "full"
    assert probe_support("As ~ enters, choose a card name.\nActivated abilities of sources with the chosen name can't "
                         "be activated unless they're loyalty abilities.", "Artifact", None) != "full"


# --- "Reveal X <color> cards from your hand" as an activation cost, X the number revealed (CR 602.2b, 701.20a, 107.3) --

SPARK = {"name": "Probe Spark", "types": ["Instant"], "mana_cost": "{R}"}
DROP = {"name": "Probe Drop", "types": ["Instant"], "mana_cost": "{U}"}


def test_701_20a_martyr_reveals_x_cards_of_its_color_and_its_effect_reads_that_x() -> None:
    ashes = mtgjson_full_definition("CSP", "Martyr of Ashes")
    assert ashes["abilities"][-1] == {"kind": "activated", "cost": "{2}", "effect": {
        "kind": "damage", "amount": "X", "target": "all:creature:without_flying"}, "other_costs": [
        {"kind": "reveal_x_from_hand", "color": "R"}, {"kind": "sacrifice_self"}]}
    for name in ("Martyr of Frost", "Martyr of Spores"):
        assert mtgjson_full_definition("CSP", name)["abilities"][-1]["other_costs"][0]["kind"] == "reveal_x_from_hand"
    hand = [{"id": "s1", "card": "Probe Spark"}, {"id": "d", "card": "Probe Drop"}, {"id": "s2", "card": "Probe Spark"}]
    game = state(alice={"hand": hand, "mana_pool": {"C": 2}},
                 battlefield=[on_battlefield("m", "Martyr of Ashes"), on_battlefield("t", "Probe Troll", "bob")])
    troll = {"name": "Probe Troll", "types": ["Creature"], "power": 3, "toughness": 3, "mana_cost": "{2}{G}"}
    act = {"type": "activate", "player": "alice", "permanent": "m", "ability": len(ashes["abilities"]) - 1, "x": 2}
    done = _run(game, [act, {"type": "resolve"}], ashes, SPARK, DROP, troll)
    assert permanent(done, "t")["damage"] == 2
    assert [e["card_id"] for e in done["events"] if e["type"] == "card_revealed"] == ["s1", "s2"]
    assert [c["id"] for c in player_of(done, "alice")["hand"]] == ["s1", "d", "s2"]  # revealed, not discarded
    with pytest.raises(IllegalAction):  # only two red cards in hand (CR 118.3)
        _run(game, [{**act, "x": 3}], ashes, SPARK, DROP, troll)
    # near variants: X also paid in mana, a colorless "cards", and another use of X ("three times X")
    assert probe_support("{X}, Reveal X red cards from your hand, Sacrifice ~: ~ deals X damage to any target.") != \
        "full"
    assert probe_support("{2}, Reveal X cards from your hand, Sacrifice ~: ~ deals X damage to any target.") != "full"
    assert probe_support("{1}, Reveal X white cards from your hand, Sacrifice ~: You gain three times X life.") != "full"
    assert probe_support("{1}, Reveal X red cards from your hand: Add {R}.", "Artifact", None) != "full"  # X unused


# --- "Prevent all combat damage that would be dealt to and dealt by that creature this turn." (CR 615.1, 615.3) ------

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}"}


def test_615_1_maze_of_ith_prevents_combat_damage_dealt_to_and_by_the_untapped_attacker() -> None:
    maze = mtgjson_full_definition("2XM", "Maze of Ith")
    assert maze["abilities"][0]["then_effects"] == [{"kind": "prevent_damage", "amount": "all", "target": "it:creature",
                                                    "combat_only": True, "and_dealt_by": True}]
    for code, name in (("TSR", "Ith, High Arcanist"), ("4ED", "Ebony Horse")):
        assert mtgjson_full_definition(code, name)["abilities"][0]["then_effects"][0]["and_dealt_by"] is True
    game = state(step="declare_attackers", battlefield=[on_battlefield("a", "Probe Bear"), on_battlefield(
        "m", "Maze of Ith"), on_battlefield("x", "Probe Bear", "bob")])
    attack = {"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"}]}
    maze_it = {"type": "activate", "player": "alice", "permanent": "m", "ability": 0, "choices": {"targets": ["a"]}}
    blocks = {"type": "declare_blockers", "blocks": [{"blocker": "x", "attacker": "a"}]}
    done = _run(game, [attack, maze_it, {"type": "resolve"}, {"type": "next_step"}, blocks, {"type": "next_step"}],
                maze, BEAR)
    assert not permanent(done, "a")["tapped"]
    assert (permanent(done, "a").get("damage", 0), permanent(done, "x").get("damage", 0)) == (0, 0)
    unmazed = _run(game, [attack, {"type": "next_step"}, blocks, {"type": "next_step"}], maze, BEAR)
    assert "a" not in [p["id"] for p in unmazed["state"]["battlefield"]]  # 2 damage each: both bears die
    # near variants: only noncombat damage, a player, "dealt by" alone
    assert probe_support("Prevent all noncombat damage that would be dealt to and dealt by target creature this turn.",
                         "Instant", None) != "full"
    assert probe_support("Prevent all damage that would be dealt to and dealt by target player this turn.", "Instant",
                         None) != "full"
    assert probe_support("Prevent all combat damage that would be dealt by target creature this turn.", "Instant",
                         None) != "full"


# --- "Return a Forest you control to its owner's hand" as an activation cost (CR 602.2b, 118.3) ---------------------

def test_602_2b_quirion_ranger_returns_a_forest_you_control_as_a_cost() -> None:
    ranger = mtgjson_full_definition("MH2", "Quirion Ranger")
    assert ranger["abilities"][0] == {"kind": "activated", "cost": "", "effect": {"kind": "untap", "target": "creature"},
                                      "other_costs": [{"kind": "return_permanent", "spec": "permanent:Forest"}],
                                      "max_per_turn": 1}
    assert mtgjson_full_definition("TSR", "Scryb Ranger")["abilities"][-1]["other_costs"][0]["kind"] == \
        "return_permanent"
    field = [on_battlefield("q", "Quirion Ranger"), on_battlefield("f1", "Forest"), on_battlefield("f2", "Forest",
                                                                                                  tapped=True),
             on_battlefield("b", "Probe Bear", tapped=True), on_battlefield("g", "Forest", "bob")]
    act = {"type": "activate", "player": "alice", "permanent": "q", "ability": 0, "choices": {"targets": ["b"]}}
    done = _run(state(battlefield=field), [act, {"type": "resolve"}], ranger, BEAR)
    assert not permanent(done, "b")["tapped"]
    assert [c["id"] for c in player_of(done, "alice")["hand"]][-1] == "f1"  # the first Forest, by default
    chosen = _run(state(battlefield=field), [{**act, "choices": {"targets": ["b"], "chosen": ["f2"]}}], ranger, BEAR)
    assert "f2" in [c["id"] for c in player_of(chosen, "alice")["hand"]] and "f1" not in [
        c["id"] for c in player_of(chosen, "alice")["hand"]]
    for wrong in (["g"], ["b"]):  # bob's Forest, a creature
        with pytest.raises(IllegalAction):
            _run(state(battlefield=field), [{**act, "choices": {"targets": ["b"], "chosen": wrong}}], ranger, BEAR)
    with pytest.raises(IllegalAction):  # no Forest to return (CR 118.3)
        _run(state(battlefield=[field[0], field[3], field[4]]), [act], ranger, BEAR)
    # near variants: a permanent of any controller, a token
    assert probe_support("Return a Forest to its owner's hand: Untap target creature.") != "full"
    assert probe_support("Return a token you control to its owner's hand: Untap target creature.") != "full"


# --- "destroy that creature at end of combat" in a trigger the grammar reads (CR 603.7, 511.2) ---------------------

def test_603_7_ohran_viper_destroys_the_creature_it_dealt_combat_damage_at_end_of_combat() -> None:
    viper = mtgjson_full_definition("CSP", "Ohran Viper")
    assert {"kind": "destroy_at_end_of_combat", "target": "that_permanent"} in [a.get("effect") for a in
                                                                               viper["abilities"]]
    wall = {"name": "Probe Wall", "types": ["Creature"], "power": 0, "toughness": 8, "mana_cost": "{3}"}
    game = state(step="declare_attackers", battlefield=[on_battlefield("v", "Ohran Viper"),
                                                        on_battlefield("w", "Probe Wall", "bob")])
    attack = {"type": "declare_attackers", "attackers": [{"id": "v", "defending": "bob"}]}
    blocks = {"type": "declare_blockers", "blocks": [{"blocker": "w", "attacker": "v"}]}
    damaged = _run(game, [attack, {"type": "next_step"}, blocks, {"type": "next_step"}, {"type": "resolve"}], viper,
                   wall)
    assert "w" in [p["id"] for p in damaged["state"]["battlefield"]]  # 1 damage of 8: not yet
    done = _run(game, [attack, {"type": "next_step"}, blocks, {"type": "next_step"}, {"type": "resolve"},
                       {"type": "next_step"}, {"type": "resolve"}], viper, wall)
    assert "w" not in [p["id"] for p in done["state"]["battlefield"]]  # destroyed as the end of combat step began
    # near variants: a targeted creature, "destroy it at the beginning of the next end step"
    assert probe_support("When ~ enters, destroy target creature at end of combat.") != "full"
    assert probe_support("Whenever ~ deals combat damage to a creature, destroy that creature at the beginning of the "
                         "next end step.") != "full"


def test_509_3f_gorgon_recluse_destroys_a_nonblack_creature_it_blocks_at_end_of_combat() -> None:
    recluse = mtgjson_full_definition("TSR", "Gorgon Recluse")
    trigger = next(a for a in recluse["abilities"] if a.get("trigger") == "blocks_or_becomes_blocked")
    assert (trigger["other_creature"], trigger["effect"]["kind"]) == ("nonblack", "destroy_at_end_of_combat")
    giant = {**BEAR, "name": "Probe Giant", "power": 5, "toughness": 5}
    black = {**giant, "name": "Probe Shade", "mana_cost": "{1}{B}"}
    field = [on_battlefield("a", "Probe Giant"), on_battlefield("s", "Probe Shade"),
             on_battlefield("r", "Gorgon Recluse", "bob")]
    game = state(step="declare_attackers", battlefield=field)

    def blocked(attacker: str) -> list[dict[str, Any]]:
        return [{"type": "declare_attackers", "attackers": [{"id": attacker, "defending": "bob"}]}, {"type": "next_step"},
                {"type": "declare_blockers", "blocks": [{"blocker": "r", "attacker": attacker}]}]

    hit = _run(game, [*blocked("a"), {"type": "resolve"}, {"type": "next_step"}], recluse, giant, black)
    assert permanent(hit, "a")["damage"] == 2  # 2 damage of 5: alive after combat damage
    done = _run(game, [*blocked("a"), {"type": "resolve"}, {"type": "next_step"}, {"type": "next_step"},
                       {"type": "resolve"}], recluse, giant, black)
    assert "a" not in [p["id"] for p in done["state"]["battlefield"]]  # destroyed at end of combat
    shade = _run(game, blocked("s"), recluse, giant, black)
    assert shade["state"]["stack"] == []  # a black creature: no trigger
    assert probe_support("Whenever ~ blocks or becomes blocked by a nonblue creature, destroy that creature at end of "
                         "combat.") != "full"
