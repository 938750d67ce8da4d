"""Session 29, group modern (docs/oracle-s29-modern.md): general constructions read from the newest tuning sets (NEO,
OTJ, BLB; today's wording), each from the real card's Oracle text in its fixture, played by the engine, and a near variant
the engine does not implement still refused."""

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
    scryfall_full_definition,
    state,
)
from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import run_with_cards as _run

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
ROCK = {"name": "Probe Rock", "types": ["Artifact"], "mana_cost": "{1}"}
ROGUE = {"name": "Probe Rogue", "types": ["Creature"], "subtypes": ["Human", "Rogue"], "power": 1, "toughness": 1,
         "mana_cost": "{B}", "colors": ["B"]}
SHOCK = {"name": "Probe Shock", "types": ["Instant"], "mana_cost": "{R}", "colors": ["R"],
         "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}]}
TREASURE = {"name": "Probe Treasure", "types": ["Artifact"], "subtypes": ["Treasure"], "mana_cost": "{0}"}


def _otj(name: str) -> dict[str, Any]:
    """The definition the reader makes of the real OTJ card (Scryfall list), which must read `full`."""
    return scryfall_full_definition("otj.json", name)


# --- "Target artifact or creature's owner puts it on the top or bottom of their library." (CR 608.2d, 401.4) ----------

def test_608_2d_owner_of_a_target_of_either_type_puts_it_on_top_or_bottom() -> None:
    scheme = _otj("Jailbreak Scheme")
    modes = scheme["abilities"][0]["effect"]["modes"]
    assert modes[1]["effects"] == [{"kind": "owner_puts_on_top_or_bottom", "target": "artifact_or_creature"}]
    # another verb of the owner's, or a noun the engine has no spec for, stays refused
    assert probe_support("Target artifact or creature's owner shuffles it into their library.", "Sorcery", None) \
        != "full"
    assert probe_support("Target artifact or permanent's owner puts it on the top or bottom of their library.",
                         "Sorcery", None) != "full"
    game = state(alice={"hand": [{"id": "j", "card": "Jailbreak Scheme"}], "mana_pool": {"U": 1, "C": 2}},
                 battlefield=[_on("r", "Probe Rock", "bob"), _on("b", "Probe Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "j", "choices": {"modes": [1], "targets": ["r"]}},
                       {"type": "resolve", "choices": {"top_or_bottom": "top"}}], scheme, ROCK, BEAR)
    assert [p["id"] for p in done["state"]["battlefield"]] == ["b"]
    assert player_of(done, "bob")["library"][0]["card"] == "Probe Rock"


# --- "Until end of turn, <object> gets +N/+N for each <noun>." (CR 608.2h, 611.2a, 613.4c) ---------------------------

def test_608_2h_fronted_until_end_of_turn_pump_for_each_counts_as_it_resolves() -> None:
    rush = _otj("Gold Rush")
    assert rush["abilities"][1]["effect"] == {
        "kind": "pump", "target": "creature", "power": "times:2:count:permanent:you_control:Treasure",
        "toughness": "times:2:count:permanent:you_control:Treasure", "duration": "end_of_turn", "target_count": 1,
        "up_to": True}
    # without a duration the change would last indefinitely (not the engine's pump); a keyword after it is not read
    assert probe_support("Create a Treasure token. Up to one target creature gets +2/+2 for each Treasure you control.",
                         "Instant", None) != "full"
    assert probe_support("Until end of turn, target creature gets +1/+1 for each Treasure you control and gains "
                         "trample.", "Instant", None) != "full"
    game = state(alice={"hand": [{"id": "g", "card": "Gold Rush"}], "mana_pool": {"G": 1, "C": 1}},
                 battlefield=[_on("b", "Probe Bear"), _on("t", "Probe Treasure")])
    done = _run(game, [{"type": "cast", "card": "g", "choices": {"targets": ["b"]}}, {"type": "resolve"}], rush, BEAR,
                TREASURE)
    bear = permanent(done, "b")["characteristics"]
    assert (bear["power"], bear["toughness"]) == (6, 6)  # two Treasures as it resolves: +4/+4


# --- "Whenever an outlaw you control dies, ..." (CR 700.12, 700.4, 603.10a) ----------------------------------------------

def test_700_12_an_outlaw_you_control_dying_triggers() -> None:
    crew = _otj("Rakish Crew")
    assert crew["abilities"][-1] == {
        "kind": "triggered", "trigger": "creature_dies", "dying": "creature:you_control:Assassin_or_Mercenary_or_Pirate_"
        "or_Rogue_or_Warlock", "effect": {"kind": "lose_life", "amount": 1, "player": "each_opponent"},
        "then_effects": [{"kind": "gain_life", "amount": 1, "player": "you"}]}
    # any permanent's "dying" is another event the engine has no trigger for
    assert probe_support("Whenever a permanent you control dies, each opponent loses 1 life.") != "full"
    for victim, drained in (("Probe Rogue", True), ("Probe Bear", False)):
        game = state(alice={"hand": [{"id": "s", "card": "Probe Shock"}], "mana_pool": {"R": 1}},
                     battlefield=[_on("c", "Rakish Crew"), _on("v", victim)])
        kill = [{"type": "cast", "card": "s", "choices": {"targets": ["v"]}}, {"type": "resolve"}]
        done = _run(game, [*kill, {"type": "resolve"}] if drained else kill, crew, ROGUE, BEAR, SHOCK)
        assert not done["state"]["stack"]
        assert (player_of(done, "bob")["life"], player_of(done, "alice")["life"]) == ((19, 21) if drained else (20, 20))


# --- "Target instant or sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to
# its mana cost." (CR 702.34a, 601.3, 611.2a) ---------------------------------------------------------------------------

def test_702_34a_granted_flashback_casts_from_the_graveyard_then_exiles() -> None:
    lockpicker = _otj("Slickshot Lockpicker")
    assert lockpicker["abilities"][0]["effect"] == {"kind": "cast_from_graveyard_this_turn", "flashback": True,
                                                    "target": "card_in_your_graveyard:instant_or_sorcery"}
    assert mtgjson_full_definition("ISD", "Snapcaster Mage")["abilities"][0]["effect"] == lockpicker["abilities"][0][
        "effect"]
    # a permanent card (exiled as it would resolve) or the line without its cost sentence stays refused
    assert probe_support("When ~ enters, target creature card in your graveyard gains flashback until end of turn. The "
                         "flashback cost is equal to its mana cost.") != "full"
    assert probe_support("When ~ enters, target instant card in your graveyard gains flashback until end of turn.") \
        != "full"
    game = state(alice={"hand": [{"id": "l", "card": "Slickshot Lockpicker"}], "graveyard": [{"id": "s",
                        "card": "Probe Shock"}], "mana_pool": {"U": 1, "C": 2, "R": 1}})
    done = _run(game, [{"type": "cast", "card": "l"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"targets": ["s"]}},
                       {"type": "cast", "card": "s", "choices": {"targets": ["bob"]}}, {"type": "resolve"}],
                lockpicker, SHOCK)
    alice = player_of(done, "alice")
    assert player_of(done, "bob")["life"] == 18 and [c["id"] for c in alice["exile"]] == ["s"] and not alice["graveyard"]
    assert "CR 702.34a" in events_of(done, "spell_cast")[-1]["cites"]


# --- "As long as it's not your turn, spells you cast cost {1} less to cast." (CR 601.2f, 611.3a, 102.1) -----------------

def test_611_3a_cost_reduction_only_while_it_is_not_your_turn() -> None:
    drake = _otj("Geyser Drake")
    assert {"kind": "cost_reduction", "spells": "all", "generic": 1, "while_turn": "not_your_turn"} in drake["abilities"]
    # another condition, or colored mana, stays refused
    assert probe_support("As long as you control an artifact, spells you cast cost {1} less to cast.") != "full"
    assert probe_support("As long as it's not your turn, spells you cast cost {U} less to cast.") != "full"
    jolt = {**SHOCK, "name": "Probe Jolt", "mana_cost": "{1}{R}"}
    cast = {"type": "cast", "card": "j", "choices": {"targets": ["bob"]}}
    for active, legal in (("bob", True), ("alice", False)):
        game = state(alice={"hand": [{"id": "j", "card": "Probe Jolt"}], "mana_pool": {"R": 1}}, active_player=active,
                     battlefield=[_on("d", "Geyser Drake")])
        if legal:
            assert player_of(_run(game, [cast, {"type": "resolve"}], drake, jolt), "bob")["life"] == 18
        else:
            with pytest.raises(IllegalAction):
                _run(game, [cast], drake, jolt)


# --- "~ enters with a +1/+1 counter on it plus an additional +1/+1 counter on it for each other creature you control."
# (CR 614.1c, 614.12, 122.6) ------------------------------------------------------------------------------------------

def test_614_1c_enters_with_a_counter_plus_one_for_each_other_creature() -> None:
    sheriff = _otj("Sheriff of Safe Passage")
    assert sheriff["abilities"][:2] == [
        {"kind": "etb_counters", "counter": "+1/+1", "amount": 1},
        {"kind": "etb_counters", "counter": "+1/+1", "amount": 1, "for_each": "count:creature:other:you_control"}]
    # another counter kind for the additional ones stays refused
    assert probe_support("~ enters with a +1/+1 counter on it plus an additional -1/-1 counter on it for each other "
                         "creature you control.") != "full"
    game = state(alice={"hand": [{"id": "s", "card": "Sheriff of Safe Passage"}], "mana_pool": {"W": 1, "C": 2}},
                 battlefield=[_on("b1", "Probe Bear"), _on("b2", "Probe Bear"), _on("x", "Probe Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "s"}, {"type": "resolve"}], sheriff, BEAR)
    assert permanent(done, "s")["counters"] == {"+1/+1": 3}  # one, plus one for each of the two other Bears


# --- "If a creature an opponent controls would die, exile it instead." (CR 614.1a, 700.4) ------------------------------

def test_614_1a_creatures_an_opponent_controls_are_exiled_instead_of_dying() -> None:
    liesa = mtgjson_full_definition("MID", "Liesa, Forgotten Archangel")
    assert liesa["abilities"][-1] == {"kind": "exiled_instead_of_dying", "affected": "creature:opponent_controls"}
    # a noun of other permanents, or more words after it, stays refused
    assert probe_support("If a permanent an opponent controls would die, exile it instead.") != "full"
    assert probe_support("If a creature an opponent controls would die, exile it instead. When you do, draw a card.") \
        != "full"
    for owner, zone in (("bob", "exile"), ("alice", "graveyard")):
        game = state(alice={"hand": [{"id": "s", "card": "Probe Shock"}], "mana_pool": {"R": 1}},
                     battlefield=[_on("l", "Liesa, Forgotten Archangel"), _on("b", "Probe Bear", owner)])
        done = _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["b"]}}, {"type": "resolve"}],
                    liesa, BEAR, SHOCK)
        assert "b" in [c["id"] for c in player_of(done, owner)[zone]] and not done["state"]["battlefield"][1:]


# --- "You may cast target instant or sorcery card with mana value 4 or less from your graveyard without paying its mana
# cost. If that spell would be put into your graveyard, exile it instead." (CR 608.2g, 118.9, 614.1a) -----------------

def test_608_2g_cast_a_graveyard_card_free_as_it_resolves_then_exile_it() -> None:
    waverider = scryfall_full_definition("blb.json", "Daring Waverider")
    assert waverider["abilities"][0]["effect"] == {"kind": "cast_from_graveyard_free",
                                                   "target": "card_in_your_graveyard:instant_or_sorcery:mana_value<=4"}
    # a permanent card, another player's graveyard, or the line without its exile sentence stays refused
    assert probe_support("When ~ enters, you may cast target creature card from your graveyard without paying its mana "
                         "cost. If that spell would be put into your graveyard, exile it instead.") != "full"
    assert probe_support("When ~ enters, you may cast target instant card from your graveyard without paying its mana "
                         "cost.") != "full"
    game = state(alice={"hand": [{"id": "w", "card": "Daring Waverider"}], "mana_pool": {"U": 2, "C": 4},
                        "graveyard": [{"id": "s", "card": "Probe Shock"}]})
    enter = [{"type": "cast", "card": "w"}, {"type": "resolve", "choices": {"targets": ["s"]}}]
    done = _run(game, [*enter, {"type": "resolve", "choices": {"chosen": ["s"], "targets": ["bob"]}},
                       {"type": "resolve"}], waverider, SHOCK)
    alice = player_of(done, "alice")
    assert player_of(done, "bob")["life"] == 18 and [c["id"] for c in alice["exile"]] == ["s"] and not alice["graveyard"]
    assert [e["card"] for e in events_of(done, "cast_during_resolution")] == ["s"]  # no mana: none was left
    declined = _run(game, [*enter, {"type": "resolve"}], waverider, SHOCK)
    assert [c["id"] for c in player_of(declined, "alice")["graveyard"]] == ["s"] and not declined["state"]["stack"]
