"""Session 30, group modern (docs/oracle-s30-modern.md): general constructions of today's Oracle text (NEO, OTJ, BLB and
the sets reprinting the same words), each read from a real card's Oracle text (tests/fixtures/sets) and played by the
engine; a near variant the engine does not implement stays refused."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import (
    events_of,
    mtgjson_full_definition,
    on_battlefield,
    player_of,
    probe_support,
    read_full_definition,
    scryfall_full_definition,
    state,
)
from tests.unit.conftest import run_with_cards as _run

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}


def _blb(name: str) -> dict[str, Any]:
    return scryfall_full_definition("blb.json", name)


# --- "for each creature you controlled that died this turn" (CR 700.4); a pawprint mode of one effect of another kind
# (CR 700.2h) -------------------------------------------------------------------------------------------------------

def test_700_4_season_of_loss_counts_the_creatures_you_controlled_that_died() -> None:
    season = _blb("Season of Loss")
    modes = season["abilities"][0]["effect"]["modes"]
    assert modes[0] == {"kind": "mode_sequence", "effects": [{"kind": "edict", "player": "each_player",
                                                              "what": "creature"}]}
    assert modes[1] == {"kind": "draw", "amount": "died_yours:creature", "player": "you"}
    game = state(alice={"hand": [{"id": "s", "card": "Season of Loss"}], "mana_pool": {"B": 2, "C": 3}},
                 battlefield=[on_battlefield("a", "Probe Bear"), on_battlefield("b", "Probe Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "s", "choices": {"modes": [0, 1]}}, {"type": "resolve"}], season, BEAR)
    assert done["state"]["battlefield"] == []  # each player sacrificed their creature first (printed order)
    assert len(player_of(done, "alice")["hand"]) == 1  # alice's bear died under her control; bob's did not count
    assert probe_support("Draw a card for each creature an opponent controlled that died this turn.", "Sorcery",
                         None) != "full"
    assert probe_support("Draw a card for each creature you controlled that was dealt damage this turn.", "Sorcery",
                         None) != "full"


# --- "Copy target instant or sorcery spell [you control] with mana value N or less / X." (CR 707.10, 202.3) ----------

BOLT = {"name": "Probe Bolt", "mana_cost": "{R}", "types": ["Instant"], "colors": ["R"],
        "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}


def test_707_10_league_guildmage_copies_a_spell_of_mana_value_x_and_expansion_of_4_or_less() -> None:
    guildmage = mtgjson_full_definition("GRN", "League Guildmage")
    assert guildmage["abilities"][1]["effect"] == {
        "kind": "copy_spell", "target": "spell:instant_or_sorcery:you_control:mana_value=X", "new_targets": True}
    assert mtgjson_full_definition("GRN", "Expansion")["abilities"][0]["effect"]["target"] == (
        "spell:instant_or_sorcery:mana_value<=4")
    bolt = {"id": "bolt", "card": "Probe Bolt", "controller": "alice", "owner": "alice", "targets": ["bob"]}
    game = state(battlefield=[on_battlefield("g", "League Guildmage")], stack=[bolt],
                 alice={"mana_pool": {"R": 3}})
    copy = {"type": "activate", "permanent": "g", "ability": 1, "x": 1, "choices": {"targets": ["bolt"]}}
    done = _run(game, [copy, {"type": "resolve"}, {"type": "resolve"}, {"type": "resolve"}], guildmage, BOLT)
    (copied,) = events_of(done, "spell_copied")
    assert copied["of"] == "bolt" and "CR 707.10" in copied["cites"]
    assert player_of(done, "bob")["life"] == 14  # the copy's 3, then the original's 3
    with pytest.raises(IllegalAction):  # X 2: a spell of mana value 1 is no legal target (CR 115.1, 202.3)
        _run(game, [{**copy, "x": 2}], guildmage, BOLT)
    assert probe_support("Copy target instant or sorcery spell with power 4 or less.", "Instant", None) != "full"
    assert probe_support("Copy target creature spell with mana value 4 or less.", "Instant", None) != "full"


# --- "you may exile a <card> from your hand. If you do, it becomes plotted." (CR 702.170c-d, 608.2d) --------------------

def test_702_170c_kellan_joins_up_plots_a_card_from_the_hand() -> None:
    kellan = scryfall_full_definition("otj.json", "Kellan Joins Up")
    assert kellan["abilities"][0]["effect"] == {"kind": "plot_from_hand", "quality": ["card:nonland:mana_value<=3"]}
    hand = [{"id": "k", "card": "Kellan Joins Up"}, {"id": "b", "card": "Probe Bolt"}, {"id": "f", "card": "Forest"}]
    game = state(alice={"hand": hand, "mana_pool": {"G": 1, "W": 1, "U": 1}})
    enter = [{"type": "cast", "card": "k"}, {"type": "resolve"}]
    done = _run(game, [*enter, {"type": "resolve", "choices": {"chosen": ["b"]}}], kellan, BOLT)
    alice = player_of(done, "alice")
    assert alice["exile"] == [{"id": "b", "card": "Probe Bolt", "plotted_turn": 3}]
    (plotted,) = events_of(done, "plotted")
    assert plotted["how"] == "effect" and "CR 702.170c" in plotted["cites"]
    with pytest.raises(IllegalAction):  # a land is no nonland card
        _run(game, [*enter, {"type": "resolve", "choices": {"chosen": ["f"]}}], kellan, BOLT)
    declined = _run(game, [*enter, {"type": "resolve", "choices": {"chosen": []}}], kellan, BOLT)
    assert player_of(declined, "alice")["exile"] == []
    # on a later turn its owner casts it from exile without paying its mana cost (CR 702.170d)
    later = state(turn=4, alice={"exile": [{"id": "b", "card": "Probe Bolt", "plotted_turn": 3}]})
    cast = _run(later, [{"type": "cast", "card": "b", "choices": {"targets": ["bob"]}}, {"type": "resolve"}], BOLT)
    assert player_of(cast, "bob")["life"] == 17
    assert probe_support("When ~ enters, you may exile a nonland card from your graveyard. If you do, it becomes plotted.",
                         "Enchantment", None) != "full"
    assert probe_support("When ~ enters, exile a nonland card from your hand. It becomes plotted.", "Enchantment",
                         None) != "full"


# --- a triggered ability's "choose target ...", then effects on "it" ("If it's tapped, ... Otherwise, tap it.") (CR
# 603.3d, 608.2c, 701.26a) --------------------------------------------------------------------------------------------

def test_603_3d_shackle_slinger_chooses_a_target_then_stuns_it_if_tapped_else_taps_it() -> None:
    slinger = scryfall_full_definition("otj.json", "Shackle Slinger")
    trigger = slinger["abilities"][-1]
    assert trigger["effect"] == {"kind": "choose_target", "target": "creature:opponent_controls"}
    assert trigger["then_effects"][0]["condition"] == {"kind": "it_is", "specs": ["permanent:tapped"]}
    for tapped, expected in ((False, ({}, True)), (True, ({"stun": 1}, True))):
        game = state(alice={"hand": [{"id": "b", "card": "Probe Bolt"}], "mana_pool": {"R": 1},
                            "spells_cast_this_turn": 1},
                     battlefield=[on_battlefield("s", "Shackle Slinger"),
                                  on_battlefield("x", "Probe Bear", "bob", tapped=tapped)])
        done = _run(game, [{"type": "cast", "card": "b", "choices": {"targets": ["bob"]}},
                           {"type": "resolve", "choices": {"targets": ["x"]}}], slinger, BOLT, BEAR)
        bear = next(p for p in done["state"]["battlefield"] if p["id"] == "x")
        assert (bear.get("counters", {}), bear["tapped"]) == expected
    base = "Whenever you cast your second spell each turn, choose target creature an opponent controls."
    assert probe_support(f"{base} If it's tapped, put a stun counter on it. Otherwise, tap target creature.") != "full"
    assert probe_support(f"{base} If it's tapped, you draw a card.") != "full"
    assert probe_support(base.replace("choose target", "choose up to one target") + " Tap it.") != "full"


# --- "Reveal the top N cards of your library. You may put <cards> from among them into your hand. Put the rest into your
# graveyard." (CR 701.20a, 608.2c) -------------------------------------------------------------------------------------

def test_701_20a_relentless_pursuit_puts_a_creature_and_a_land_into_the_hand_and_the_rest_into_the_graveyard() -> None:
    pursuit = mtgjson_full_definition("THB", "Relentless Pursuit")
    assert pursuit["abilities"][0]["effect"] == {
        "kind": "look_at_top", "amount": 4, "take": 2, "quality": ["card:creature", "card:land"], "optional": True,
        "to": "hand", "rest": "graveyard", "reveal_all": True, "one_each": True}
    library = [{"id": "c1", "card": "Probe Bear"}, {"id": "l", "card": "Forest"}, {"id": "c2", "card": "Probe Bear"},
               {"id": "i", "card": "Probe Bolt"}, {"id": "deep", "card": "Forest"}]
    game = state(alice={"hand": [{"id": "p", "card": "Relentless Pursuit"}], "library": library,
                        "mana_pool": {"G": 1, "C": 2}})
    cast = {"type": "cast", "card": "p"}
    done = _run(game, [cast, {"type": "resolve", "choices": {"chosen": ["c2", "l"]}}], pursuit, BEAR, BOLT)
    alice = player_of(done, "alice")
    assert sorted(c["id"] for c in alice["hand"]) == ["c2", "l"]
    assert sorted(c["id"] for c in alice["graveyard"]) == ["c1", "i", "p"]
    assert [c["id"] for c in alice["library"]] == ["deep"]
    with pytest.raises(IllegalAction):  # two creature cards: at most one of each quality
        _run(game, [cast, {"type": "resolve", "choices": {"chosen": ["c1", "c2"]}}], pursuit, BEAR, BOLT)
    tail = " from among them into your hand. Put the rest into your graveyard."
    head = "Reveal the top four cards of your library. You may put "
    # s31-modern reads "any number of creature cards" (docs/oracle-s31-modern.md); a total mana value stays refused
    assert probe_support(f"{head}any number of creature cards with total mana value 4 or less{tail}", "Sorcery",
                         None) != "full"
    assert probe_support(f"{head}a creature card and/or a land card{tail}".replace("your graveyard", "exile"),
                         "Sorcery", None) != "full"


# --- a token "that's all colors" (CR 105.1, 111.4), as a repeated mode (CR 700.2d) ---------------------------------

def test_105_1_planewide_celebration_creates_tokens_that_are_all_colors() -> None:
    celebration = mtgjson_full_definition("WAR", "Planewide Celebration")
    token = celebration["abilities"][0]["effect"]["modes"][0]["token"]
    assert token["colors"] == ["W", "U", "B", "R", "G"] and token["subtypes"] == ["Citizen"]
    game = state(alice={"hand": [{"id": "p", "card": "Planewide Celebration"}], "mana_pool": {"G": 2, "C": 5}})
    done = _run(game, [{"type": "cast", "card": "p", "choices": {"modes": [0, 0, 3, 3]}}, {"type": "resolve"}],
                celebration)
    citizens = [p for p in done["state"]["battlefield"] if p["controller"] == "alice"]
    assert len(citizens) == 2
    assert all(sorted(p["characteristics"]["colors"]) == ["B", "G", "R", "U", "W"] for p in citizens)
    assert player_of(done, "alice")["life"] == 28
    assert probe_support("Create a 2/2 Citizen creature token that's all colors with flying.", "Sorcery",
                         None) != "full"
    assert probe_support("Create a 2/2 Citizen creature token that's red and blue.", "Sorcery", None) != "full"


# --- "You may choose a nonland card from it. If you do, that player discards that card. [If you don't, <effect>.]" (CR
# 701.20a, 608.2c-d) ---------------------------------------------------------------------------------------------------

def test_608_2d_reckoner_shakedown_may_choose_none_and_then_puts_counters() -> None:
    shakedown = mtgjson_full_definition("NEO", "Reckoner Shakedown")
    effect = shakedown["abilities"][0]["effect"]
    assert effect["s30modern_optional"] is True and effect["s30modern_if_none"] == [
        {"kind": "put_counters_chosen", "counter": "+1/+1", "spec": "permanent:creature_or_Vehicle:you_control",
         "amount": 2}]
    game = state(alice={"hand": [{"id": "r", "card": "Reckoner Shakedown"}], "mana_pool": {"B": 1, "C": 2}},
                 bob={"hand": [{"id": "f", "card": "Forest"}, {"id": "x", "card": "Probe Bear"}]},
                 battlefield=[on_battlefield("a", "Probe Bear")])
    cast = {"type": "cast", "card": "r", "choices": {"targets": ["bob"]}}
    chose = _run(game, [cast, {"type": "resolve", "choices": {"discard": ["x"]}}], shakedown, BEAR)
    assert [c["id"] for c in player_of(chose, "bob")["graveyard"]] == ["x"]
    assert not next(p for p in chose["state"]["battlefield"] if p["id"] == "a").get("counters")
    declined = _run(game, [cast, {"type": "resolve", "choices": {"discard": []}}], shakedown, BEAR)
    assert player_of(declined, "bob")["graveyard"] == []
    assert next(p for p in declined["state"]["battlefield"] if p["id"] == "a")["counters"] == {"+1/+1": 2}
    with pytest.raises(IllegalAction):  # a land is no nonland card
        _run(game, [cast, {"type": "resolve", "choices": {"discard": ["f"]}}], shakedown, BEAR)
    head = "Target opponent reveals their hand. You may choose a nonland card from it. If you do, that player discards "
    assert probe_support(head + "that card. If you don't, destroy target creature.", "Sorcery", None) != "full"
    assert probe_support(head + "two cards.", "Sorcery", None) != "full"


# --- "~ deals N damage to target creature and M damage to up to one other target creature token." (CR 115.3, 601.2c) -

def test_115_3_trick_shot_damages_a_second_other_target() -> None:
    shot = scryfall_full_definition("otj.json", "Trick Shot")
    assert shot["abilities"][1]["effect"] == {"kind": "damage", "amount": 2, "target": "permanent:token:creature:other_target",
                                              "target_count": 1, "up_to": True}
    token = {**on_battlefield("t", "Probe Bear", "bob"), "is_token": True}
    big = {**BEAR, "name": "Probe Giant", "power": 7, "toughness": 7}
    game = state(alice={"hand": [{"id": "s", "card": "Trick Shot"}], "mana_pool": {"R": 1, "C": 4}},
                 battlefield=[on_battlefield("g", "Probe Giant", "bob"), token])
    cast = {"type": "cast", "card": "s", "choices": {"targets": ["g", "t"]}}
    done = _run(game, [cast, {"type": "resolve"}], shot, BEAR, big)
    assert [p["id"] for p in done["state"]["battlefield"]] == ["g"]  # the token took 2 and died; the giant took 6
    assert next(p for p in done["state"]["battlefield"] if p["id"] == "g")["damage"] == 6
    with pytest.raises(IllegalAction):  # the same token for both targets: "other" (CR 115.3)
        _run(game, [{**cast, "choices": {"targets": ["t", "t"]}}], shot, BEAR, big)
    assert probe_support("~ deals 3 damage to target creature and 1 damage to another target creature.") != "full"
    assert probe_support("~ deals 3 damage to target creature and 1 damage to other target player.", "Instant",
                         None) != "full"


def test_115_3_betrayal_at_the_vault_deals_its_power_to_each_of_two_other_targets() -> None:
    betrayal = scryfall_full_definition("otj.json", "Betrayal at the Vault")
    assert betrayal["abilities"][1]["effect"] == {"kind": "damage_by_it", "amount": "its_power",
                                                  "target": "creature:other_target", "target_count": 2}
    big = {**BEAR, "name": "Probe Giant", "power": 3, "toughness": 7}
    game = state(alice={"hand": [{"id": "v", "card": "Betrayal at the Vault"}], "mana_pool": {"G": 2, "C": 4}},
                 battlefield=[on_battlefield("g", "Probe Giant"), on_battlefield("x", "Probe Bear", "bob"),
                              on_battlefield("y", "Probe Bear")])
    cast = {"type": "cast", "card": "v", "choices": {"targets": ["g", "x", "y"]}}
    done = _run(game, [cast, {"type": "resolve"}], betrayal, BEAR, big)
    assert [p["id"] for p in done["state"]["battlefield"]] == ["g"]  # 3 damage to each bear, its own included
    with pytest.raises(IllegalAction):  # the creature dealing the damage is no "other target" (CR 115.3)
        _run(game, [{**cast, "choices": {"targets": ["g", "g", "x"]}}], betrayal, BEAR, big)
    assert probe_support("Destroy each of two other target creatures.", "Instant", None) != "full"
    assert probe_support("Target creature you control deals damage equal to its power to each of up to two other "
                         "target creatures.", "Instant", None) != "full"


# --- "Attach target Equipment you control to target creature you control." (CR 701.3a, 601.2c) -----------------------

def test_701_3a_an_ability_attaches_a_target_equipment_to_a_target_creature() -> None:
    squire = read_full_definition("Probe Squire", "Artifact Creature — Human", "{T}: Attach target Equipment you "
                                  "control to target creature you control.", "{1}", ("1", "1"))
    assert squire["abilities"][0]["then_effects"] == [{"kind": "attach", "target": "creature:you_control",
                                                       "s30modern_what": "it"}]
    sword = {"name": "Probe Sword", "types": ["Artifact"], "subtypes": ["Equipment"], "mana_cost": "{1}",
             "abilities": [{"kind": "attached_pump", "power": 2, "toughness": 0}, {"kind": "equip", "cost": "{2}"}]}
    game = state(battlefield=[on_battlefield("q", "Probe Squire"), on_battlefield("e", "Probe Sword"),
                              on_battlefield("b", "Probe Bear"), on_battlefield("x", "Probe Sword", "bob")])
    attach = {"type": "activate", "permanent": "q", "ability": 0, "choices": {"targets": ["e", "b"]}}
    done = _run(game, [attach, {"type": "resolve"}], squire, sword, BEAR)
    assert next(p for p in done["state"]["battlefield"] if p["id"] == "e")["attached_to"] == "b"
    assert next(p for p in done["state"]["battlefield"] if p["id"] == "b")["characteristics"]["power"] == 4
    with pytest.raises(IllegalAction):  # an opponent's Equipment is no legal first target
        _run(game, [{**attach, "choices": {"targets": ["x", "b"]}}], squire, sword, BEAR)
    assert probe_support("{T}: Attach target Aura you control to target creature you control.") != "full"
    assert probe_support("{T}: Attach target Equipment to target creature.") != "full"
    # a step trigger's second target (Blacksmith's Talent) stays refused: the engine gives a step trigger one target
    assert probe_support("At the beginning of combat on your turn, attach target Equipment you control to up to one "
                         "target creature you control.") != "full"


# --- honesty: "you may <effect> if <condition>." in a trigger keeps its condition or is refused (CR 608.2c) -----------

def test_608_2c_a_triggered_may_with_a_condition_is_not_read_without_its_condition() -> None:
    # the condition was dropped ("you may destroy target creature if it's a token" read as "you may destroy target
    # creature"): refused now
    for line in ("Whenever you cast a black spell, you may destroy target creature if it's tapped.",
                 "Whenever you cast a black spell, you may destroy target creature if it's a token.",
                 "When ~ enters, you may draw a card if you control a Rat."):
        assert probe_support(line) != "full", line
    assert probe_support("When ~ enters, you may draw a card.") == "full"
