"""Session 33, group newer (docs/oracle-s33-newer.md): general constructions of today's Oracle text (NEO, OTJ, BLB, MH2,
FDN and the spoiler-file sets), each read from a real card's Oracle text and played by the engine; a near variant the
engine does not implement stays refused."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import (
    events_of,
    mtgjson_full_definition,
    permanent,
    player_of,
    probe_support,
    read_full_definition,
    scryfall_full_definition,
    state,
)
from tests.unit.conftest import run_with_cards as _run

NEXT = {"type": "next_step"}
BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
SHOCK = {"name": "Probe Shock", "types": ["Instant"], "mana_cost": "{R}", "colors": ["R"],
         "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}]}
MOUNTAIN = {"name": "Mountain", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Mountain"]}


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


def _scryfall(code: str, name: str) -> dict[str, Any]:
    return scryfall_full_definition(f"{code}.json", name)


# --- "Crew N. Activate only once each turn." / "Equip—Pay N life. Activate only once each turn." (CR 702.122a, 702.6a,
# 602.5b) ---------------------------------------------------------------------------------------------------------------

def test_602_5b_crew_and_life_paid_equip_activate_only_once_each_turn() -> None:
    sword = mtgjson_full_definition("FIN", "Dark Knight's Greatsword")
    assert {"kind": "equip", "cost": "", "other_costs": [{"kind": "pay_life", "amount": 3}],
            "max_per_turn": 1} in sword["abilities"]
    # another restriction after Crew, an Equip cost the engine doesn't pay, stay refused
    assert probe_support("Crew 2. Activate only as a sorcery.", "Artifact — Vehicle", ("3", "3")) != "full"
    assert probe_support("Equip—Pay 1 life for each card in your hand.", "Artifact — Equipment", None) != "full"
    assert probe_support("Equip—Sacrifice ~.", "Artifact — Equipment", None) != "full"
    field = [_on("g", "Dark Knight's Greatsword"), _on("b", "Probe Bear"), _on("c", "Probe Bear")]
    equip = {"type": "activate", "permanent": "g", "ability": len(sword["abilities"]) - 1}
    done = _run(state(battlefield=field), [{**equip, "choices": {"targets": ["b"]}}, {"type": "resolve"}], sword, BEAR)
    assert permanent(done, "g")["attached_to"] == "b" and player_of(done, "alice")["life"] == 17
    with pytest.raises(IllegalAction, match="no more than once"):
        _run(state(battlefield=field), [{**equip, "choices": {"targets": ["b"]}}, {"type": "resolve"},
                                        {**equip, "choices": {"targets": ["c"]}}], sword, BEAR)
    # Crew 1, once each turn (the real line of a Vehicle, on a probe Vehicle: the reading of the line alone)
    vehicle = {"name": "Probe Wagon", "types": ["Artifact"], "subtypes": ["Vehicle"], "power": 4, "toughness": 4,
               "mana_cost": "{3}", "abilities": [{"kind": "crew", "power": 1, "max_per_turn": 1}]}
    assert probe_support("Crew 1. Activate only once each turn.", "Artifact — Vehicle", ("4", "4")) == "full"
    crew = {"type": "activate", "permanent": "w", "ability": 0}
    field = [_on("w", "Probe Wagon"), _on("b", "Probe Bear"), _on("c", "Probe Bear")]
    once = _run(state(battlefield=field), [{**crew, "crew": ["b"]}, {"type": "resolve"}], vehicle, BEAR)
    assert "Creature" in permanent(once, "w")["characteristics"]["types"]
    with pytest.raises(IllegalAction, match="no more than once"):
        _run(state(battlefield=field), [{**crew, "crew": ["b"]}, {"type": "resolve"}, {**crew, "crew": ["c"]}],
             vehicle, BEAR)


# --- "... gains flashback until end of turn. The flashback cost is equal to that card's mana cost." (CR 702.34a) -------

def test_702_34a_flashback_cost_equal_to_that_cards_mana_cost() -> None:
    sphinx = _scryfall("fdn", "Sphinx of Forgotten Lore")
    assert {"kind": "triggered", "trigger": "attacks", "effect": {
        "kind": "cast_from_graveyard_this_turn", "target": "card_in_your_graveyard:instant_or_sorcery",
        "flashback": True}} in sphinx["abilities"]
    assert probe_support("Whenever ~ attacks, target instant or sorcery card in your graveyard gains flashback until end "
                         "of turn. The flashback cost is equal to that card's mana value.") != "full"
    game = state(step="beginning_of_combat", alice={"graveyard": [{"id": "s", "card": "Probe Shock"}]},
                 battlefield=[_on("x", "Sphinx of Forgotten Lore"), _on("m", "Mountain")])
    attack = {"type": "declare_attackers", "attackers": [{"id": "x", "defending": "bob"}]}
    done = _run(game, [NEXT, attack, {"type": "resolve", "choices": {"targets": ["s"]}},
                       {"type": "tap_for_mana", "player": "alice", "permanent": "m", "ability": 0},
                       {"type": "cast", "card": "s", "choices": {"targets": ["bob"]}}, {"type": "resolve"}],
                sphinx, SHOCK, MOUNTAIN)
    alice = player_of(done, "alice")
    assert player_of(done, "bob")["life"] == 18 and [c["id"] for c in alice["exile"]] == ["s"]
    assert "CR 702.34a" in events_of(done, "spell_cast")[-1]["cites"]


# --- "target nonlegendary creature card from your graveyard" (CR 205.4a, 205.4d, 115.1) and "... to the battlefield with
# a -1/-1 counter on it" (CR 122.1a, 122.6) ----------------------------------------------------------------------------

def test_205_4d_nonlegendary_graveyard_card_target_returns_with_a_minus_counter() -> None:
    persist = mtgjson_full_definition("MH2", "Persist")
    assert persist["abilities"][0]["effect"] == {"kind": "return_to_battlefield", "with_counters": {"-1/-1": 1},
                                                 "target": "card_in_your_graveyard:nonlegendary:creature"}
    assert probe_support("Return target nonlegendary creature card from your graveyard to the battlefield with a stun "
                         "counter on it.", "Sorcery", None) != "full"
    legend = {**BEAR, "name": "Probe Legend", "supertypes": ["Legendary"]}
    game = state(alice={"hand": [{"id": "p", "card": "Persist"}], "mana_pool": {"B": 1, "C": 1},
                        "graveyard": [{"id": "b", "card": "Probe Bear"}, {"id": "l", "card": "Probe Legend"}]})
    done = _run(game, [{"type": "cast", "card": "p", "choices": {"targets": ["b"]}}, {"type": "resolve"}],
                persist, BEAR, legend)
    bear = permanent(done, "b")
    assert bear["counters"] == {"-1/-1": 1} and bear["characteristics"]["power"] == 1
    with pytest.raises(IllegalAction, match="legendary"):
        _run(game, [{"type": "cast", "card": "p", "choices": {"targets": ["l"]}}], persist, BEAR, legend)


# --- "~ gets +1/+1 for each other Squirrel on the battlefield." (CR 613.4c, 611.3a, 205.3) ------------------------------

def test_613_4c_pump_for_each_other_subtype_on_the_battlefield_counts_every_players() -> None:
    mob = mtgjson_full_definition("MH2", "Squirrel Mob")
    assert {"kind": "self_count_pump", "power": 1, "toughness": 1, "count": "permanents", "subtype": "Squirrel",
            "other": True} in mob["abilities"]
    assert probe_support("~ gets +1/+1 for each other tapped Squirrel on the battlefield.") != "full"
    squirrel = {**BEAR, "name": "Probe Squirrel", "subtypes": ["Squirrel"]}
    field = [_on("m", "Squirrel Mob"), _on("s", "Probe Squirrel"), _on("t", "Probe Squirrel", "bob"),
             _on("b", "Probe Bear", "bob")]
    done = _run(state(battlefield=field), [], mob, squirrel, BEAR)
    printed = int(mob["power"])
    assert permanent(done, "m")["characteristics"]["power"] == printed + 2  # two other Squirrels, not itself or the Bear
    alone = _run(state(battlefield=[_on("m", "Squirrel Mob")]), [], mob)
    assert permanent(alone, "m")["characteristics"]["power"] == printed


# --- "Delirium — ~ deals 6 damage instead if there are four or more card types among cards in your graveyard." /
# "Hellbent — That creature gets -13/-13 until end of turn instead if you have no cards in hand." (CR 608.2c, 207.2c,
# 205.2a, 402.1) -----------------------------------------------------------------------------------------------------

def test_608_2c_delirium_and_hellbent_instead_on_the_one_target() -> None:
    heat, fall = mtgjson_full_definition("MH2", "Unholy Heat"), mtgjson_full_definition("MH2", "Tragic Fall")
    assert [a["effect"].get("condition") for a in heat["abilities"]] == [
        None, {"kind": "s24emn_delirium", "negated": True}, {"kind": "s24emn_delirium"}]
    assert fall["abilities"][2]["effect"]["condition"] == {"kind": "cards_in_hand", "hand_at_most": 0}
    assert probe_support("Target creature gets -3/-3 until end of turn. That creature gets -13/-13 until end of turn "
                         "instead if you have one or fewer cards in hand.", "Instant", None) != "full"
    assert probe_support("Destroy target creature. Destroy all creatures instead if you have no cards in hand.",
                         "Instant", None) != "full"
    giant = {**BEAR, "name": "Probe Giant", "power": 5, "toughness": 5}
    land = {"name": "Probe Land", "types": ["Land"]}
    art = {"name": "Probe Trinket", "types": ["Artifact"], "mana_cost": "{1}"}
    types4 = [{"id": "g1", "card": "Probe Bear"}, {"id": "g2", "card": "Probe Land"},
              {"id": "g3", "card": "Probe Trinket"}, {"id": "g4", "card": "Probe Shock"}]
    cards = (heat, fall, giant, BEAR, land, art, SHOCK)
    for graveyard, dies in (([], False), (types4, True), (types4[:3], False)):  # 3 damage, or 6 with delirium
        game = state(alice={"hand": [{"id": "h", "card": "Unholy Heat"}], "mana_pool": {"R": 1},
                            "graveyard": graveyard}, battlefield=[_on("x", "Probe Giant", "bob")])
        done = _run(game, [{"type": "cast", "card": "h", "choices": {"targets": ["x"]}}, {"type": "resolve"}], *cards)
        assert ("x" not in [p["id"] for p in done["state"]["battlefield"]]) == dies
    for hand, dies in (([], True), ([{"id": "k", "card": "Probe Shock"}], False)):  # -13/-13 with no cards in hand
        game = state(alice={"hand": [{"id": "f", "card": "Tragic Fall"}, *hand], "mana_pool": {"B": 1, "C": 1}},
                     battlefield=[_on("x", "Probe Giant", "bob")])
        done = _run(game, [{"type": "cast", "card": "f", "choices": {"targets": ["x"]}}, {"type": "resolve"}], *cards)
        assert ("x" not in [p["id"] for p in done["state"]["battlefield"]]) == dies


# --- "A creature destroyed this way can't be regenerated." (CR 701.19c) and "Activate only if you've discarded a card
# this turn." (CR 602.5b, 701.9a) ----------------------------------------------------------------------------------

def test_701_19c_creature_destroyed_this_way_and_602_5b_youve_discarded_a_card() -> None:
    damn = mtgjson_full_definition("MH2", "Damn")
    assert [a["effect"] for a in damn["abilities"][:2]] == [
        {"kind": "destroy", "target": "creature", "cant_be_regenerated": True},
        {"kind": "destroy", "target": "each_creature", "cant_be_regenerated": True}]  # overloaded too
    assert probe_support("Destroy target permanent. A creature destroyed this way can't be regenerated.", "Instant",
                         None) != "full"
    field = [_on("b", "Probe Bear", "bob", regeneration_shields=1), _on("c", "Probe Bear", "bob",
                                                                          regeneration_shields=1)]
    game = state(alice={"hand": [{"id": "d", "card": "Damn"}], "mana_pool": {"B": 2}}, battlefield=field)
    done = _run(game, [{"type": "cast", "card": "d", "choices": {"targets": ["b"]}}, {"type": "resolve"}], damn, BEAR)
    assert [p["id"] for p in done["state"]["battlefield"]] == ["c"]  # its shield did nothing
    prowler = mtgjson_full_definition("MH2", "Gilt-Blade Prowler")
    assert prowler["abilities"][-1]["activate_only_if_this_turn"] == {"kind": "this_turn", "record": "cards_discarded"}
    assert probe_support("{1}, {T}: Draw a card. Activate only if you've discarded two cards this turn.") != "full"
    draw = {"type": "activate", "permanent": "g", "ability": len(prowler["abilities"]) - 1}
    game = state(alice={"mana_pool": {"C": 1}}, battlefield=[_on("g", "Gilt-Blade Prowler")])
    with pytest.raises(IllegalAction):
        _run(game, [draw], prowler)
    done = _run({**game, "cards_discarded_this_turn": {"alice": 1}}, [draw, {"type": "resolve"}], prowler)
    assert len(player_of(done, "alice")["hand"]) == 1 and player_of(done, "alice")["life"] == 19


# --- "put target card from an opponent's graveyard on the bottom of their library" (CR 404.2, 401.1) -----------------

def test_404_2_card_from_an_opponents_graveyard_on_the_bottom_of_their_library() -> None:
    colos = mtgjson_full_definition("MH2", "Landscaper Colos")
    assert colos["abilities"][0]["effect"] == {"kind": "put_on_library", "position": "bottom",
                                               "target": "card_in_a_graveyard:in_an_opponents_graveyard"}
    assert probe_support("When ~ enters, put target creature an opponent controls on the bottom of their library.") \
        != "full"
    assert probe_support("When ~ enters, put target card from a graveyard on the bottom of their library.") != "full"
    game = state(alice={"hand": [{"id": "c", "card": "Landscaper Colos"}], "mana_pool": {"W": 1, "C": 5},
                        "graveyard": [{"id": "mine", "card": "Probe Bear"}]},
                 bob={"graveyard": [{"id": "theirs", "card": "Probe Bear"}]})
    cast = [{"type": "cast", "card": "c"}, {"type": "resolve"}]
    done = _run(game, [*cast, {"type": "resolve", "choices": {"targets": ["theirs"]}}], colos, BEAR)
    bob = player_of(done, "bob")
    assert bob["library"][-1]["id"] == "theirs" and not bob["graveyard"]
    with pytest.raises(IllegalAction):
        _run(game, [*cast, {"type": "resolve", "choices": {"targets": ["mine"]}}], colos, BEAR)


# --- "You can't cast more than one spell each turn." (CR 101.2, 601.2i) ------------------------------------------------

def test_101_2_you_cant_cast_more_than_one_spell_each_turn_limits_only_you() -> None:
    moderation = mtgjson_full_definition("MH2", "Moderation")
    assert {"kind": "one_spell_each_turn", "s33newer_who": "you"} in moderation["abilities"]
    assert probe_support("You can't cast more than two spells each turn.", "Enchantment", None) != "full"
    shocks = [{"id": "s1", "card": "Probe Shock"}, {"id": "s2", "card": "Probe Shock"}]
    two = [{"type": "cast", "card": "s1", "choices": {"targets": ["bob"]}}, {"type": "resolve"}, {"type": "resolve"},
           {"type": "cast", "card": "s2", "choices": {"targets": ["bob"]}}]
    game = state(alice={"hand": shocks, "mana_pool": {"R": 2}}, battlefield=[_on("m", "Moderation")])
    with pytest.raises(IllegalAction, match="its controller can't cast more than one spell"):
        _run(game, two, moderation, SHOCK)
    theirs = state(active_player="bob", bob={"hand": shocks, "mana_pool": {"R": 2}},
                   battlefield=[_on("m", "Moderation")])
    bobs = [{"type": "cast", "card": "s1", "choices": {"targets": ["alice"]}}, {"type": "resolve"},
            {"type": "cast", "card": "s2", "choices": {"targets": ["alice"]}}, {"type": "resolve"}]
    done = _run(theirs, bobs, moderation, SHOCK)
    assert player_of(done, "alice")["life"] == 16  # bob, not limited, cast both


# --- "Whenever another creature enters under your control, ~ deals damage equal to that creature's power to any
# target." / "Whenever a legendary creature you control dies, ~ deals damage equal to that creature's power to target
# opponent." (CR 608.2h, 603.10a, 205.4d) --------------------------------------------------------------------------

def test_608_2h_damage_equal_to_the_event_creatures_power() -> None:
    # the real lines of Terror of the Peaks and Rakdos Joins Up (OTJ), each read alone (their cards have other lines)
    peaks = read_full_definition("Probe Peaks", "Creature — Dragon", "Whenever another creature enters under your "
                                 "control, Probe Peaks deals damage equal to that creature's power to any target.",
                                 "{3}{R}{R}", ("5", "4"))
    joins = read_full_definition("Probe Joins", "Enchantment", "Whenever a legendary creature you control dies, Probe "
                                 "Joins deals damage equal to that creature's power to target opponent.", "{B}{R}")
    assert peaks["abilities"][0]["effect"] == {"kind": "damage", "amount": "that_permanent_power", "target": "any"}
    assert joins["abilities"][0]["dying"] == "creature:legendary:you_control"
    assert probe_support("Whenever a creature you control attacks, ~ deals damage equal to that creature's power to any "
                         "target.") != "full"
    giant = {**BEAR, "name": "Probe Giant", "power": 5, "toughness": 5, "mana_cost": "{4}"}
    game = state(alice={"hand": [{"id": "g", "card": "Probe Giant"}], "mana_pool": {"C": 4}},
                 battlefield=[_on("p", "Probe Peaks")])
    done = _run(game, [{"type": "cast", "card": "g"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"targets": ["bob"]}}], peaks, giant)
    assert player_of(done, "bob")["life"] == 15
    legend = {**giant, "name": "Probe Legend", "supertypes": ["Legendary"]}
    shock = {**SHOCK, "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 5, "target": "any"}}]}
    for dying, life in (("Probe Legend", 15), ("Probe Giant", 20)):
        game = state(alice={"hand": [{"id": "s", "card": "Probe Shock"}], "mana_pool": {"R": 1}},
                     battlefield=[_on("j", "Probe Joins"), _on("x", dying)])
        actions = [{"type": "cast", "card": "s", "choices": {"targets": ["x"]}}, {"type": "resolve"}]
        if life != 20:
            actions.append({"type": "resolve", "choices": {"targets": ["bob"]}})
        done = _run(game, actions, joins, legend, giant, shock)
        assert "x" not in [p["id"] for p in done["state"]["battlefield"]] and player_of(done, "bob")["life"] == life


def test_702_6a_equip_paid_by_sacrificing_a_creature() -> None:
    tools = mtgjson_full_definition("DSK", "Dissection Tools")
    equip = next(i for i, a in enumerate(tools["abilities"]) if a["kind"] == "equip")
    assert tools["abilities"][equip]["other_costs"] == [{"kind": "sacrifice_permanents", "spec": "creature",
                                                         "amount": 1}]
    game = state(battlefield=[_on("t", "Dissection Tools"), _on("b", "Probe Bear"), _on("c", "Probe Bear")])
    act = {"type": "activate", "permanent": "t", "ability": equip, "choices": {"targets": ["b"], "sacrifice": ["c"]}}
    done = _run(game, [act, {"type": "resolve"}], tools, BEAR)
    assert permanent(done, "t")["attached_to"] == "b" and [c["id"] for c in player_of(done, "alice")["graveyard"]] == [
        "c"]
