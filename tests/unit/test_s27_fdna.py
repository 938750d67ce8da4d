"""Session 27, group fdna (docs/oracle-s27-fdna.md): general constructions of Foundations (FDN, collector numbers
1-135), each read from the real Oracle text (tests/fixtures/sets/fdn.json, today's wording) and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, permanent, player_of, probe_support, scryfall_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import attack, block

NEXT = {"type": "next_step"}
BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}


def _card(name: str) -> dict[str, Any]:
    """The definition the reader makes of the real FDN card (Scryfall), which must read `full`."""
    return scryfall_full_definition("fdn.json", name)


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


def _names(done: dict[str, Any]) -> list[str]:
    """The names of the permanents on the battlefield (a token's card is its definition)."""
    return [p["card"]["name"] if isinstance(p["card"], dict) else p["card"] for p in done["state"]["battlefield"]]


def _keywords(done: dict[str, Any], object_id: str) -> list[str]:
    return list(permanent(done, object_id)["characteristics"]["keywords"])


# --- "During your turn, <static>." (CR 611.3a, 102.1) ---------------------------------------------------------------

def test_611_3a_during_your_turn_statics_apply_only_on_their_controllers_turn() -> None:
    paladin, katana = _card("Inspiring Paladin"), _card("Quick-Draw Katana")
    assert paladin["abilities"][0] == {"kind": "static_pump", "power": 0, "toughness": 0, "keywords": ["first_strike"],
                                       "affected": "self", "as_long_as": "your_turn"}
    assert katana["abilities"][0] == {"kind": "attached_pump", "power": 2, "toughness": 0,
                                      "keywords": ["first_strike"], "as_long_as": "your_turn"}
    assert probe_support("During your turn, ~ has first strike as long as you control a Knight.") != "full"
    field = [_on("p", "Inspiring Paladin"), _on("b", "Probe Bear", counters={"+1/+1": 1}), _on("k", "Quick-Draw Katana",
                                                                                              attached_to="b")]
    mine = _run(state(battlefield=field), [], paladin, katana, BEAR)
    assert "first_strike" in _keywords(mine, "p") and "first_strike" in _keywords(mine, "b")
    assert permanent(mine, "b")["characteristics"]["power"] == 5  # 2 + the counter + the Katana's +2
    theirs = _run(state(battlefield=field, active_player="bob"), [], paladin, katana, BEAR)
    assert not _keywords(theirs, "p") and not _keywords(theirs, "b")
    assert permanent(theirs, "b")["characteristics"]["power"] == 3


# --- spells: "Double target creature's power", "Prevent all combat damage that would be dealt to it this turn", tapped
# tokens "for each", "Return all creature cards with mana value 2 or less ...", "on their choice of the top or bottom" --

def test_701_10b_bulk_up_doubles_power_and_615_1_fleeting_flight_prevents_combat_damage_to_it() -> None:
    bulk, flight = _card("Bulk Up"), _card("Fleeting Flight")
    assert bulk["abilities"][0]["effect"] == {"kind": "double_power", "target": "creature"}
    assert flight["abilities"][2]["effect"] == {"kind": "prevent_damage", "amount": "all", "target": "it",
                                                "combat_only": True}
    game = state(alice={"hand": [{"id": "u", "card": "Bulk Up"}, {"id": "f", "card": "Fleeting Flight"}],
                        "mana_pool": {"R": 1, "W": 1, "C": 1}}, battlefield=[_on("b", "Probe Bear")])
    done = _run(game, [{"type": "cast", "card": "u", "choices": {"targets": ["b"]}}, {"type": "resolve"},
                       {"type": "cast", "card": "f", "choices": {"targets": ["b"]}}, {"type": "resolve"}],
                bulk, flight, BEAR)
    bear = permanent(done, "b")["characteristics"]
    assert (bear["power"], bear["toughness"], "flying" in bear["keywords"]) == (5, 3, True)  # (2 * 2) + 1
    shields = done["state"]["prevention_shields"]
    assert [(s["protects"], s["combat_only"]) for s in shields] == [("b", True)]
    assert probe_support("Prevent all noncombat damage that would be dealt to it this turn.", "Instant", None) != "full"


def test_111_1_revenge_of_the_rats_and_400_7_raise_the_past_and_608_2d_uncharted_voyage() -> None:
    rats, past, voyage = _card("Revenge of the Rats"), _card("Raise the Past"), _card("Uncharted Voyage")
    assert rats["abilities"][0]["effect"]["count"] == "graveyard_creature_cards" and rats["abilities"][0]["effect"][
        "tapped"]
    assert past["abilities"][0]["effect"] == {"kind": "return_all_to_battlefield", "quality": ["creature:mana_value<=2"]}
    assert voyage["abilities"][0]["effect"] == {"kind": "owner_puts_on_top_or_bottom", "target": "creature"}
    big = {**BEAR, "name": "Probe Giant", "mana_cost": "{4}{G}", "power": 5, "toughness": 5}
    graveyard = [{"id": "g1", "card": "Probe Bear"}, {"id": "g2", "card": "Probe Giant"},
                 {"id": "g3", "card": "Bulk Up"}]
    game = state(alice={"hand": [{"id": "r", "card": "Revenge of the Rats"}, {"id": "p", "card": "Raise the Past"}],
                        "graveyard": graveyard, "mana_pool": {"B": 2, "W": 2, "C": 4}})
    cards = (rats, past, voyage, BEAR, big, _card("Bulk Up"))
    done = _run(game, [{"type": "cast", "card": "r"}, {"type": "resolve"}], *cards)
    tokens = done["state"]["battlefield"]
    assert len(tokens) == 2 and all(p["tapped"] for p in tokens)  # two creature cards, the instant not counted
    done = _run(game, [{"type": "cast", "card": "p"}, {"type": "resolve"}], *cards)
    assert [p["id"] for p in done["state"]["battlefield"]] == ["g1"]  # mana value 2; the Giant's is 5
    sail = state(alice={"hand": [{"id": "v", "card": "Uncharted Voyage"}], "mana_pool": {"U": 1, "C": 3}},
                 battlefield=[_on("x", "Probe Bear", "bob")])
    done = _run(sail, [{"type": "cast", "card": "v", "choices": {"targets": ["x"]}},
                       {"type": "resolve", "choices": {"top_or_bottom": "bottom"}}], *cards)
    assert not done["state"]["battlefield"] and player_of(done, "bob")["library"][-1]["card"] == "Probe Bear"
    assert probe_support("Create two tapped 1/1 black Rat creature tokens for each creature card in your graveyard.",
                         "Sorcery", None) != "full"


# --- "Whenever you gain life for the first time during each of your turns" (CR 603.2, 102.1); "Whenever an opponent
# draws a card, that player loses 1 life." (CR 121.2, 603.2) -------------------------------------------------------

SALVE = {"name": "Probe Salve", "types": ["Artifact"], "mana_cost": "{1}",
         "abilities": [{"kind": "activated", "cost": "{T}", "effect": {"kind": "gain_life", "amount": 1, "player": "you"}}]}


def test_603_2_cat_collector_triggers_on_the_first_life_gain_of_its_controllers_turn_only() -> None:
    cats = _card("Cat Collector")
    assert cats["abilities"][1]["nth_each_turn"] == 1 and cats["abilities"][1]["during_your_turn"] is True
    field = [_on("c", "Cat Collector"), _on("s1", "Probe Salve"), _on("s2", "Probe Salve")]
    gain = [{"type": "activate", "permanent": "s1", "ability": 0}, {"type": "resolve"}]
    twice = [*gain, {"type": "resolve"}, {"type": "activate", "permanent": "s2", "ability": 0}, {"type": "resolve"}]
    done = _run(state(battlefield=field), twice, cats, SALVE)
    assert _names(done).count("Cat Token") == 1 and not done["state"]["stack"]
    assert player_of(done, "alice")["life"] == 22
    theirs = _run(state(battlefield=field, active_player="bob"), gain, cats, SALVE)  # on Bob's turn: no Cat
    assert player_of(theirs, "alice")["life"] == 21 and not theirs["state"]["stack"]
    assert "Cat Token" not in _names(theirs)


def test_121_2_scrawling_crawler_makes_the_drawing_opponent_lose_life() -> None:
    crawler = _card("Scrawling Crawler")
    assert crawler["abilities"][1] == {"kind": "triggered", "trigger": "opponent_draws",
                                       "effect": {"kind": "lose_life", "amount": 1, "player": "that_player"}}
    game = state(step="untap", battlefield=[_on("w", "Scrawling Crawler")])
    done = _run(game, [NEXT, {"type": "resolve"}, {"type": "resolve"}], crawler)  # upkeep: each player draws
    assert player_of(done, "bob")["life"] == 19 and player_of(done, "alice")["life"] == 20
    assert len(player_of(done, "bob")["hand"]) == 1


# --- threshold's "~ can't be blocked as long as there are seven or more cards in your graveyard" (CR 611.3a, 509.1b);
# "put that many incubation counters on it" (CR 122.1, 510.2) ------------------------------------------------------

def test_509_1b_cephalid_inkmage_is_unblockable_with_threshold_and_122_1_drake_hatcher_incubates() -> None:
    inkmage, hatcher = _card("Cephalid Inkmage"), _card("Drake Hatcher")
    assert inkmage["abilities"][1] == {"kind": "unblockable", "as_long_as_graveyard_at_least": 7}
    assert hatcher["abilities"][0]["effect"] == {"kind": "put_counters", "counter": "incubation", "amount": "that_much",
                                                 "target": "self"}
    field = [_on("i", "Cephalid Inkmage"), _on("x", "Probe Bear", "bob")]
    six = [{"id": f"g{n}", "card": "Probe Bear"} for n in range(6)]
    game = state(step="declare_attackers", battlefield=field, alice={"graveyard": six})
    blocked = _run(game, [attack("i"), NEXT, block(("x", "i"))], inkmage, BEAR)
    assert blocked["state"]["combat"]["blockers"] == {"x": ["i"]}  # six cards: it can be blocked
    seven = state(step="declare_attackers", battlefield=field, alice={"graveyard": [*six, {"id": "g7", "card": "Probe Bear"}]})
    with pytest.raises(IllegalAction):
        _run(seven, [attack("i"), NEXT, block(("x", "i"))], inkmage, BEAR)
    hits = _run(state(step="declare_attackers", battlefield=[_on("h", "Drake Hatcher", counters={"+1/+1": 1})]),
                [attack("h"), NEXT, NEXT, {"type": "resolve"}], hatcher)
    assert permanent(hits, "h")["counters"] == {"+1/+1": 1, "incubation": 2} and player_of(hits, "bob")["life"] == 18


# --- "At the beginning of your end step, [if ...,] choose one — • ... • ..." (CR 700.2b, 603.4); "unless that player
# sacrifices a nonland permanent of their choice or discards a card" (CR 701.21a, 608.2d) ------------------------------

def test_700_2b_modal_end_step_triggers_and_603_4_their_intervening_if() -> None:
    wardens, scavenging = _card("Wardens of the Cycle"), _card("Sylvan Scavenging")
    assert wardens["abilities"][0]["effect"]["kind"] == "modal" and wardens["abilities"][0]["intervening_if"] == {
        "kind": "this_turn", "record": "died", "spec": "creature"}
    died = [{"permanent": "gone", "controller": "bob", "types": ["Creature"]}]
    field = [_on("w", "Wardens of the Cycle"), _on("b", "Probe Bear")]
    game = state(step="postcombat_main", battlefield=field, left_battlefield_this_turn=died)
    done = _run(game, [{"type": "next_step", "choices": {"modes": [1]}}, {"type": "resolve"}], wardens, BEAR)
    assert len(player_of(done, "alice")["hand"]) == 1 and player_of(done, "alice")["life"] == 19  # draw, lose 1
    assert "CR 700.2b" in events_of(done, "modes_chosen")[0]["cites"]
    quiet = _run(state(step="postcombat_main", battlefield=field), [NEXT], wardens, BEAR)  # no creature died
    assert not quiet["state"]["stack"]
    grow = state(step="postcombat_main", battlefield=[_on("s", "Sylvan Scavenging"), *field[1:]])
    done = _run(grow, [NEXT, {"type": "resolve", "choices": {"modes": [0], "targets": ["b"]}}], scavenging, BEAR)
    assert permanent(done, "b")["counters"] == {"+1/+1": 1}
    done = _run(grow, [NEXT, {"type": "resolve", "choices": {"modes": [1]}}], scavenging, BEAR)
    assert len(done["state"]["battlefield"]) == 2  # no creature with power 4 or greater: no Raccoon
    none = _run(grow, [NEXT, {"type": "resolve"}], scavenging, BEAR)  # no mode chosen: removed (CR 700.2b)
    assert events_of(none, "ability_removed_from_stack") and not none["state"]["stack"]
    assert probe_support("At the beginning of your end step, choose two — • You gain 2 life. • Draw a card.") != "full"


def test_608_2d_perforating_artist_each_opponent_loses_life_unless_they_sacrifice_of_their_choice() -> None:
    artist = _card("Perforating Artist")
    assert artist["abilities"][0]["effect"] == {"kind": "lose_life_unless", "amount": 3, "player": "each_opponent",
                                                "sacrifice": "permanent:nonland"}
    game = state(step="postcombat_main", battlefield=[_on("a", "Perforating Artist")], alice={"attacked_this_turn": True})
    done = _run(game, [NEXT, {"type": "resolve"}], artist)
    assert player_of(done, "bob")["life"] == 17  # nothing to sacrifice or discard


# --- "Prevent all noncombat damage that would be dealt to other creatures you control." (CR 615.1, 604.1) -----------

def test_615_1_crystal_barricade_prevents_noncombat_damage_to_its_controllers_other_creatures() -> None:
    barricade = _card("Crystal Barricade")
    assert barricade["abilities"][1] == {"kind": "static_prevention", "affected": "other_creatures_you_control",
                                         "noncombat_only": True}
    field = [_on("c", "Crystal Barricade"), _on("b", "Probe Bear"), _on("x", "Probe Bear", "bob")]
    shock = {"name": "Probe Bolt", "types": ["Instant"], "mana_cost": "{R}",
             "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}

    def bolt(target: str) -> dict[str, Any]:
        game = state(alice={"hand": [{"id": "l", "card": "Probe Bolt"}], "mana_pool": {"R": 1}}, battlefield=field)
        return _run(game, [{"type": "cast", "card": "l", "choices": {"targets": [target]}}, {"type": "resolve"}],
                    barricade, BEAR, shock)

    mine = bolt("b")
    assert not permanent(mine, "b").get("damage") and "CR 615.1" in events_of(mine, "prevention_applied")[0]["cites"]
    assert "x" not in [p["id"] for p in bolt("x")["state"]["battlefield"]]  # Bob's creature: destroyed
    assert permanent(bolt("c"), "c")["damage"] == 3  # not itself


# --- "Whenever you put one or more +1/+1 counters on ~, draw a card. This ability triggers only once each turn." -----

def test_603_2_exemplar_of_light_draws_once_each_turn_for_counters_you_put_on_it() -> None:
    exemplar = _card("Exemplar of Light")
    assert exemplar["abilities"][1] == {"kind": "triggered", "trigger": "you_put_counters", "counters_put": "+1/+1",
                                        "counters_on": "self", "effect": {"kind": "draw", "amount": 1, "player": "you"},
                                        "max_per_turn": 1}
    field = [_on("e", "Exemplar of Light"), _on("b", "Probe Bear"), _on("s1", "Probe Salve"), _on("s2", "Probe Salve")]
    gain = [{"type": "activate", "permanent": "s1", "ability": 0}, {"type": "resolve"}, {"type": "resolve"}]
    once = _run(state(battlefield=field), [*gain, {"type": "resolve"}], exemplar, SALVE, BEAR)
    assert permanent(once, "e")["counters"] == {"+1/+1": 1} and len(player_of(once, "alice")["hand"]) == 1
    again = [*gain, {"type": "resolve"}, {"type": "activate", "permanent": "s2", "ability": 0}, {"type": "resolve"},
             {"type": "resolve"}]
    twice = _run(state(battlefield=field), again, exemplar, SALVE, BEAR)
    assert permanent(twice, "e")["counters"] == {"+1/+1": 2} and len(player_of(twice, "alice")["hand"]) == 1
    assert not twice["state"]["stack"]
    other = state(battlefield=field, alice={"hand": [{"id": "f", "card": "Fleeting Flight"}], "mana_pool": {"W": 1}})
    done = _run(other, [{"type": "cast", "card": "f", "choices": {"targets": ["b"]}}, {"type": "resolve"}], exemplar,
                SALVE, BEAR, _card("Fleeting Flight"))
    assert permanent(done, "b")["counters"] == {"+1/+1": 1} and not done["state"]["stack"]  # another creature's


# --- "Whenever a source you control deals noncombat damage to an opponent, you draw that many cards." (CR 603.2) -----

def test_120_3a_niv_mizzet_draws_as_many_cards_as_the_noncombat_damage_dealt() -> None:
    niv = _card("Niv-Mizzet, Visionary")
    assert niv["abilities"][1]["effect"] == {"kind": "draw", "amount": "that_much", "player": "you"}
    shock = {"name": "Probe Bolt", "types": ["Instant"], "mana_cost": "{R}",
             "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}
    game = state(alice={"hand": [{"id": "l", "card": "Probe Bolt"}], "mana_pool": {"R": 1}},
                 battlefield=[_on("n", "Niv-Mizzet, Visionary")])
    done = _run(game, [{"type": "cast", "card": "l", "choices": {"targets": ["bob"]}}, {"type": "resolve"},
                       {"type": "resolve"}], niv, shock)
    assert player_of(done, "bob")["life"] == 17 and len(player_of(done, "alice")["hand"]) == 3
