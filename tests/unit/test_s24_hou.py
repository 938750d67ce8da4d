"""Session 24, group hou (docs/oracle-s24-hou.md): Hour of Devastation's mechanics and lines, each read from the real
Oracle text (and a near variant the reader must refuse) and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _not_read, _on, _permanent

AFTERMATH = "Aftermath (Cast this spell only from your graveyard. Then exile it.)\n"


def _zone(result: dict[str, Any], player: str, zone: str) -> list[str]:
    return [card["id"] for card in player_of(result, player)[zone]]


# --- afflict (CR 702.130) --------------------------------------------------------------------------------------------

def test_702_130a_afflict_makes_the_defending_player_lose_life_when_blocked() -> None:
    wildfire = read_full_definition("Khenra Scrapper", "Creature — Jackal Warrior", "Menace (This creature can't be "
                                    "blocked except by two or more creatures.)\nAfflict 2 (Whenever this creature becomes "
                                    "blocked, defending player loses 2 life.)", "{4}{R}", ("4", "3"))
    assert wildfire["abilities"] == [{"kind": "triggered", "trigger": "self_becomes_blocked", "effect": {
        "kind": "lose_life", "amount": 2, "player": "defending_player"}}]
    _not_read("Afflict 0")
    _not_read("Whenever ~ blocks or becomes blocked, defending player loses 2 life.")
    afflict = {"name": "Afflicter", "types": ["Creature"], "power": 3, "toughness": 3,
               "abilities": wildfire["abilities"]}
    game = state(step="declare_attackers", battlefield=[_on("a", "Afflicter"), _on("b", "Bear", "bob")])
    attack = {"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"}]}
    block = {"type": "declare_blockers", "blocks": [{"blocker": "b", "attacker": "a"}]}
    done = _run(game, [attack, {"type": "next_step"}, block, {"type": "resolve"}], afflict, BEAR)
    assert player_of(done, "bob")["life"] == 18
    unblocked = _run(game, [attack, {"type": "next_step"}, {"type": "declare_blockers", "blocks": []},
                            {"type": "next_step"}], afflict, BEAR)
    assert player_of(unblocked, "bob")["life"] == 17  # no trigger: the 3 combat damage only


# --- aftermath (CR 702.127, 709) -------------------------------------------------------------------------------------

def _farm_market() -> dict[str, Any]:
    reading = read_card(CardFacts(name="Farm // Market", layout="aftermath", faces=(
        CardFacts(name="Farm", mana_cost="{2}{W}", type_line="Instant",
                  oracle_text="Destroy target attacking or blocking creature."),
        CardFacts(name="Market", mana_cost="{2}{U}", type_line="Sorcery", keywords=("Aftermath",),
                  oracle_text=AFTERMATH + "Draw two cards, then discard two cards."))))
    assert reading.support == "full" and reading.definition is not None, reading.not_modelled
    return reading.definition


def test_702_127a_aftermath_half_is_read_on_a_split_card() -> None:
    farm = _farm_market()
    assert farm["layout"] == "split" and farm["faces"][1]["keywords"] == ["aftermath"]
    assert "aftermath" not in farm["faces"][0].get("keywords", [])
    wrong = read_card(CardFacts(name="Wrong // Way", layout="aftermath", faces=(
        CardFacts(name="Wrong", mana_cost="{U}", type_line="Sorcery", keywords=("Aftermath",),
                  oracle_text=AFTERMATH + "Draw a card."),
        CardFacts(name="Way", mana_cost="{U}", type_line="Sorcery", oracle_text="Draw a card."))))
    assert wrong.support == "none"


def test_702_127a_aftermath_half_is_cast_from_the_graveyard_only_then_exiled() -> None:
    farm = _farm_market()
    hand = state(alice={"hand": [{"id": "fm", "card": "Farm // Market"}, {"id": "x", "card": "Bear"}],
                        "mana_pool": {"U": 1, "C": 2}})
    with pytest.raises(IllegalAction, match="graveyard"):
        _run(hand, [{"type": "cast", "card": "fm", "face": "right"}], farm, BEAR)
    yard = state(alice={"graveyard": [{"id": "fm", "card": "Farm // Market"}], "hand": [{"id": "x", "card": "Bear"}],
                        "mana_pool": {"U": 1, "C": 2}})
    with pytest.raises(IllegalAction):
        _run(yard, [{"type": "cast", "card": "fm", "face": "left"}], farm, BEAR)  # Farm: from a hand only
    done = _run(yard, [{"type": "cast", "card": "fm", "face": "right"},
                       {"type": "resolve", "choices": {"discard": ["x", "alice-lib-0"]}}], farm, BEAR)
    cast = events_of(done, "spell_cast")[0]
    assert cast["from"] == "graveyard" and "702.127a" in " ".join(cast["cites"])
    assert "fm" in _zone(done, "alice", "exile") and "fm" not in _zone(done, "alice", "graveyard")
    assert len(_zone(done, "alice", "hand")) == 1  # drew two, discarded two (the Bear and one drawn)


def test_702_127a_first_half_from_hand_to_the_graveyard_and_legal_actions_list_each_half_where_it_may_be_cast() -> None:
    farm = _farm_market()
    game = state(step="declare_blockers", alice={"hand": [{"id": "fm", "card": "Farm // Market"}],
                                               "mana_pool": {"W": 1, "C": 2}},
                 battlefield=[_on("a", "Bear")], combat={"attackers": [{"id": "a", "defending": "bob"}],
                                                         "blockers_declared": True})
    done = _run(game, [{"type": "cast", "card": "fm", "face": "left", "choices": {"targets": ["a"]}},
                       {"type": "resolve"}], farm, BEAR)
    assert _permanent(done, "a") is None and _zone(done, "alice", "graveyard") == ["a", "fm"]
    asked = {"type": "legal_actions", "player": "alice", "explain": True}
    in_hand = _run(state(alice={"hand": [{"id": "fm", "card": "Farm // Market"}], "mana_pool": {"U": 1, "C": 2}}),
                   [asked], farm)["queries"][0]["result"]
    assert not [e for e in in_hand["legal"] if e["action"].get("face") == "right"]
    in_yard = _run(state(alice={"graveyard": [{"id": "fm", "card": "Farm // Market"}], "mana_pool": {"U": 1, "C": 2}}),
                   [asked], farm)["queries"][0]["result"]
    assert [e["action"].get("face") for e in in_yard["legal"] if e["action"].get("card") == "fm"] == ["right"]


# --- "Whenever you cycle or discard a card, ..." (CR 702.29a, 701.9a, 603.2c) ----------------------------------------

def test_702_29a_cycle_or_discard_triggers_once_for_a_cycled_card() -> None:
    survivor = read_full_definition("Grisly Survivor", "Creature — Minotaur Warrior", "Whenever you cycle or discard a "
                                    "card, Grisly Survivor gets +2/+0 until end of turn.", "{2}{B}", ("2", "3"))
    assert survivor["abilities"] == [{"kind": "triggered", "trigger": "you_discards", "effect": {
        "kind": "pump", "target": "self", "power": 2, "toughness": 0, "duration": "end_of_turn"}}]
    _not_read("Whenever you cycle or discard two cards, ~ gets +2/+0 until end of turn.")  # s27-cmd reads "another card"
    cycler = {"name": "Cycler", "mana_cost": "{5}", "types": ["Sorcery"], "abilities": [{"kind": "cycling", "cost": "{R}"}]}
    game = state(alice={"mana_pool": {"R": 1}, "hand": [{"id": "c", "card": "Cycler"}]},
                 battlefield=[_on("g", "Grisly Survivor")])
    done = _run(game, [{"type": "cycle", "card": "c"}, {"type": "resolve"}, {"type": "resolve"}], survivor, cycler)
    assert len(events_of(done, "trigger_put_on_stack")) == 1
    assert _permanent(done, "g")["characteristics"]["power"] == 4  # type: ignore[index]


# --- exert (CR 701.43) -----------------------------------------------------------------------------------------------

STEWARD = ("Steward of Solidarity", "Creature — Human Warrior", "{T}, Exert Steward of Solidarity: Create a 1/1 white "
           "Warrior creature token with vigilance. (An exerted creature won't untap during your next untap step.)",
           "{1}{W}", ("2", "2"))


def test_701_43_exert_as_an_activation_cost_keeps_the_creature_tapped_in_the_next_untap_step() -> None:
    steward = read_full_definition(*STEWARD)
    assert steward["abilities"][0]["other_costs"] == [{"kind": "exert_self"}]
    _not_read("{T}, Exert target creature: Create a 1/1 white Warrior creature token with vigilance.")
    game = state(active_player="bob", step="end", battlefield=[_on("s", "Steward of Solidarity")])
    done = _run(game, [{"type": "activate", "permanent": "s", "ability": 0, "player": "alice"}, {"type": "resolve"},
                       {"type": "next_step"}, {"type": "next_step"}], steward)
    assert done["state"]["active_player"] == "alice" and done["state"]["turn"] == 4
    exerted = events_of(done, "exerted")[0]
    assert exerted["permanent"] == "s" and "CR 701.43" in exerted["cites"]
    assert _permanent(done, "s")["tapped"] and len(done["state"]["battlefield"]) == 2  # type: ignore[index]
    later = _run(done["state"], [{"type": "next_step"}] * 0, steward)
    assert later["state"]["battlefield"][0].get("doesnt_untap_next_step_of") is None  # that untap step is over


SCRAPPER = ("Khenra Scrapper", "Creature — Jackal Warrior", "Menace (This creature can't be blocked except by two or "
            "more creatures.)\nYou may exert Khenra Scrapper as it attacks. When you do, it gets +2/+0 until end of "
            "turn. (An exerted creature won't untap during your next untap step.)", "{2}{R}", ("2", "3"))
VIZIER = ("Vizier of the True", "Creature — Human Cleric", "You may exert Vizier of the True as it attacks. (It won't "
          "untap during your next untap step.)\nWhenever you exert a creature, tap target creature an opponent "
          "controls.", "{3}{W}", ("3", "2"))


def test_701_43_exert_as_it_attacks_triggers_when_you_do_and_whenever_you_exert() -> None:
    scrapper, vizier = read_full_definition(*SCRAPPER), read_full_definition(*VIZIER)
    assert scrapper["abilities"] == [{"kind": "exert_as_attacks"}, {
        "kind": "triggered", "trigger": "self_exerted", "effect": {
            "kind": "pump", "target": "self", "power": 2, "toughness": 0, "duration": "end_of_turn"}}]
    assert vizier["abilities"] == [{"kind": "exert_as_attacks"}, {"kind": "triggered", "trigger": "you_exert", "effect": {
        "kind": "tap", "target": "creature:opponent_controls"}}]
    _not_read("You may exert ~ as it blocks.")
    game = state(step="declare_attackers", battlefield=[_on("k", "Khenra Scrapper"), _on("v", "Vizier of the True"),
                                                        _on("b", "Bear", "bob")])
    attack = {"type": "declare_attackers", "attackers": [{"id": "k", "defending": "bob", "exert": True}]}
    done = _run(game, [attack, {"type": "resolve", "choices": {"targets": ["b"]}}, {"type": "resolve"}],
                scrapper, vizier, BEAR)
    assert events_of(done, "exerted")[0]["as_attacks"] is True
    assert _permanent(done, "k")["characteristics"]["power"] == 4  # type: ignore[index]
    assert _permanent(done, "b")["tapped"] and _permanent(done, "k")["doesnt_untap_next_step_of"] == "alice"  # type: ignore[index]
    plain = _run(game, [{"type": "declare_attackers", "attackers": [{"id": "k", "defending": "bob"}]}], scrapper, vizier,
                 BEAR)
    assert not events_of(plain, "exerted") and not plain["state"]["stack"]
    with pytest.raises(IllegalAction, match="exert"):
        _run(state(step="declare_attackers", battlefield=[_on("b", "Bear")]),
             [{"type": "declare_attackers", "attackers": [{"id": "b", "defending": "bob", "exert": True}]}], BEAR)


# --- "if you control a Desert or there is a Desert card in your graveyard" (CR 603.4, 205.3) --------------------------

CERODON = ("Gilded Cerodon", "Creature — Beast", "Whenever Gilded Cerodon attacks, if you control a Desert or there is "
           "a Desert card in your graveyard, target creature can't block this turn.", "{4}{R}", ("4", "4"))
DESERT = {"name": "Desert", "types": ["Land"], "subtypes": ["Desert"]}


def test_603_4_desert_in_play_or_in_the_graveyard_is_the_intervening_if() -> None:
    cerodon = read_full_definition(*CERODON)
    assert cerodon["abilities"][0]["intervening_if"] == {"kind": "s24hou_control_or_graveyard",
                                                         "spec": "permanent:Desert"}
    _not_read("Whenever ~ attacks, if you control a Desert or there is a Swamp card in your graveyard, target creature "
              "can't block this turn.")
    attack = {"type": "declare_attackers", "attackers": [{"id": "g", "defending": "bob"}]}
    resolve = {"type": "resolve", "choices": {"targets": ["b"]}}
    for yard, field, blocked in (([{"id": "d", "card": "Desert"}], [], True), ([], [_on("d", "Desert")], True),
                                 ([{"id": "d", "card": "Bear"}], [], False)):
        game = state(step="declare_attackers", alice={"graveyard": yard},
                     battlefield=[_on("g", "Gilded Cerodon"), _on("b", "Bear", "bob"), *field])
        done = _run(game, [attack, resolve] if blocked else [attack], cerodon, DESERT, BEAR)
        assert bool(done["state"]["stack"]) is False
        assert bool(events_of(done, "trigger_put_on_stack")) is blocked and bool(events_of(done, "cant_block")) is blocked


def test_611_3a_sidewinder_naga_gets_its_bonus_while_a_desert_is_in_play_or_in_the_graveyard() -> None:
    naga = read_full_definition("Sidewinder Naga", "Creature — Naga Warrior", "As long as you control a Desert or there "
                                "is a Desert card in your graveyard, Sidewinder Naga gets +1/+0 and has trample.",
                                "{2}{G}", ("3", "2"))
    assert naga["abilities"][0]["s24hou_as_long_as_control_or_graveyard"] == "permanent:Desert"
    for yard, field, power in (([{"id": "d", "card": "Desert"}], [], 4), ([], [_on("d", "Desert")], 4),
                               ([{"id": "d", "card": "Bear"}], [], 3)):
        done = _run(state(alice={"graveyard": yard}, battlefield=[_on("n", "Sidewinder Naga"), *field]),
                    [{"type": "pass_priority"}], naga, DESERT, BEAR)
        seen = _permanent(done, "n")["characteristics"]  # type: ignore[index]
        assert seen["power"] == power and ("trample" in seen["keywords"]) is (power == 4)


def test_602_5b_wall_of_forgotten_pharaohs_activates_only_with_a_desert() -> None:
    wall = read_full_definition("Wall of Forgotten Pharaohs", "Artifact Creature — Wall", "Defender\n{T}: Wall of "
                                "Forgotten Pharaohs deals 1 damage to target player or planeswalker. Activate only if "
                                "you control a Desert or there is a Desert card in your graveyard.", "{2}", ("0", "4"))
    ping = {"type": "activate", "permanent": "w", "ability": 0, "choices": {"targets": ["bob"]}}
    done = _run(state(alice={"graveyard": [{"id": "d", "card": "Desert"}]}, battlefield=[_on("w", "Wall of Forgotten "
                "Pharaohs")]), [ping, {"type": "resolve"}], wall, DESERT)
    assert player_of(done, "bob")["life"] == 19
    with pytest.raises(IllegalAction, match="Desert"):
        _run(state(battlefield=[_on("w", "Wall of Forgotten Pharaohs")]), [ping], wall, DESERT)


# --- "Lands you control don't untap during your next untap step." (CR 502.3, 611.2b) ----------------------------------

def test_502_3_lands_you_control_dont_untap_even_those_that_came_later() -> None:
    reckoning = read_full_definition("Bontu's Last Reckoning", "Sorcery", "Destroy all creatures. Lands you control "
                                     "don't untap during your next untap step.", "{1}{B}{B}")
    assert reckoning["abilities"][1]["effect"] == {"kind": "doesnt_untap_next_untap_step", "target":
                                                   "all:land:you_control", "your_untap_step": True}
    swamp = {"name": "Swamp", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Swamp"]}
    game = state(alice={"hand": [{"id": "r", "card": "Bontu's Last Reckoning"}], "mana_pool": {"B": 3}},
                 battlefield=[_on("s1", "Swamp", tapped=True), _on("b", "Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "r"}, {"type": "resolve"}], reckoning, swamp, BEAR)
    assert _permanent(done, "b") is None and done["state"]["lands_dont_untap_next_step_of"] == ["alice"]
    # bob's turn: a land alice gets later is tapped too; her untap step leaves both tapped, and the effect ends
    later = {**done["state"], "active_player": "bob", "step": "end", "turn": 4,
             "battlefield": [*done["state"]["battlefield"], _on("s2", "Swamp", tapped=True), _on("s3", "Swamp", "bob",
                                                                                                  tapped=True)]}
    untapped = _run(later, [{"type": "next_step"}, {"type": "next_step"}], reckoning, swamp, BEAR)
    assert untapped["state"]["active_player"] == "alice"
    assert _permanent(untapped, "s1")["tapped"] and _permanent(untapped, "s2")["tapped"]  # type: ignore[index]
    assert "lands_dont_untap_next_step_of" not in untapped["state"]


def test_611_3a_ramunap_hydra_counts_a_desert_card_in_the_graveyard_only() -> None:
    hydra = read_full_definition("Ramunap Hydra", "Creature — Snake Hydra", "Vigilance, reach, trample\nRamunap Hydra gets "
                                 "+1/+1 as long as you control a Desert.\nRamunap Hydra gets +1/+1 as long as there is a "
                                 "Desert card in your graveyard.", "{3}{G}", ("3", "3"))
    assert hydra["abilities"][1]["s24hou_as_long_as_graveyard_has"] == "permanent:Desert"
    for yard, field, power in (([{"id": "d", "card": "Desert"}], [], 4), ([], [_on("d", "Desert")], 4),
                               ([{"id": "d", "card": "Desert"}], [_on("e", "Desert")], 5), ([], [], 3)):
        done = _run(state(alice={"graveyard": yard}, battlefield=[_on("h", "Ramunap Hydra"), *field]),
                    [{"type": "pass_priority"}], hydra, DESERT)
        assert _permanent(done, "h")["characteristics"]["power"] == power  # type: ignore[index]
