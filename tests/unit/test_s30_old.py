"""Session 30, group old (docs/oracle-s30-old.md): general constructions of the Standard sets of 2011-2017 (KTK FRF DTK
ISD EMN AER HOU), each read from the real Oracle text (tests/fixtures/sets/<set>.json) and played by the engine, with a
near variant the reader must still refuse."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import (
    events_of,
    mtgjson_full_definition,
    on_battlefield,
    permanent,
    player_of,
    probe_support,
    state,
)
from tests.unit.conftest import run_with_cards as _run

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}


def _cards(n: int) -> list[dict[str, Any]]:
    return [{"id": f"g{i}", "card": "Probe Bear"} for i in range(n)]


# --- "Counter target spell unless its controller pays {1} for each card in your graveyard." (CR 118.12, 608.2h) ----

def test_118_12_counter_unless_pays_one_for_each_card_in_your_graveyard() -> None:
    disdain = mtgjson_full_definition("FRF", "Rakshasa's Disdain")
    assert disdain["abilities"][0]["effect"] == {"kind": "counter_unless_pays", "target": "spell", "cost": "{1}",
                                                 "cost_for_each": "graveyard_cards"}
    assert mtgjson_full_definition("HOU", "Countervailing Winds")["abilities"][0]["effect"] == disdain["abilities"][0][
        "effect"]
    assert probe_support("Counter target spell unless its controller pays {U} for each card in your graveyard.",
                         "Instant", None) != "full"
    game = state(alice={"hand": [{"id": "bear", "card": "Probe Bear"}], "mana_pool": {"G": 5}},
                 bob={"hand": [{"id": "d", "card": "Rakshasa's Disdain"}], "mana_pool": {"U": 3},
                      "graveyard": _cards(3)})
    cast = [{"type": "cast", "player": "alice", "card": "bear"},
            {"type": "cast", "player": "bob", "card": "d", "choices": {"targets": ["bear"]}}]
    asked = _run(game, cast, disdain, BEAR)
    assert asked["pending"]["player"] == "alice" and asked["pending"]["options"]["cost"] == "{1}{1}{1}"
    paid = _run(game, [*cast, {"type": "resolve", "choices": {"pay_unless": True}}], disdain, BEAR)
    assert [item["id"] for item in paid["state"]["stack"]] == ["bear"]
    assert player_of(paid, "alice")["mana_pool"]["G"] == 0  # {1}{G} for the Bear, then three for the three cards
    game["players"][1]["graveyard"] = _cards(4)  # four cards: four to pay, three left
    with pytest.raises(IllegalAction):
        _run(game, [*cast, {"type": "resolve", "choices": {"pay_unless": True}}], disdain, BEAR)
    countered = _run(game, [*cast, {"type": "resolve", "choices": {"pay_unless": False}}], disdain, BEAR)
    assert events_of(countered, "spell_countered")[0]["countered"] == "bear"


# --- "If you would draw a card while your library has no cards in it, you win the game instead." (CR 614.1a, 104.2b) --

def test_614_1a_laboratory_maniac_wins_instead_of_drawing_from_an_empty_library() -> None:
    maniac = mtgjson_full_definition("ISD", "Laboratory Maniac")
    assert maniac["abilities"] == [{"kind": "empty_library_draw_wins"}]
    assert probe_support("If you would draw a card while your library has no cards in it, you lose the game "
                         "instead.") != "full"
    game = state(step="upkeep", alice={"library": []}, battlefield=[on_battlefield("m", "Laboratory Maniac")])
    won = _run(game, [{"type": "next_step"}], maniac)
    assert player_of(won, "bob")["has_lost"] and not player_of(won, "alice")["has_lost"]
    assert not events_of(won, "draw_from_empty_library") and events_of(won, "game_over")[0]["winner"] == "alice"
    # bob's Maniac does nothing for alice: she lost drawing from her empty library (CR 704.5b)
    theirs = _run({**game, "battlefield": [on_battlefield("m", "Laboratory Maniac", "bob")]}, [{"type": "next_step"}],
                  maniac)
    assert player_of(theirs, "alice")["has_lost"] and events_of(theirs, "draw_from_empty_library")
    # an opponent's "You can't lose the game": the draw is still replaced, no one loses (CR 104.3, 614.6)
    angel = {"name": "Probe Angel", "types": ["Artifact"], "mana_cost": "{7}", "abilities": [{"kind": "cant_lose_game"}]}
    held = _run({**game, "battlefield": [on_battlefield("m", "Laboratory Maniac"), on_battlefield("a", "Probe Angel",
                                                                                                 "bob")]},
                [{"type": "next_step"}], maniac, angel)
    assert not player_of(held, "bob")["has_lost"] and not player_of(held, "alice")["has_lost"]
    assert not events_of(held, "draw_from_empty_library")


# --- "Whenever a [legendary] creature enters under your control, you may attach ~ to it." (CR 701.3a, 603.6a) -------

def test_701_3a_stormrider_rig_and_heros_blade_attach_to_the_entering_creature() -> None:
    rig, blade = mtgjson_full_definition("DTK", "Stormrider Rig"), mtgjson_full_definition("FRF", "Hero's Blade")
    assert rig["abilities"][1] == {"kind": "triggered", "trigger": "permanent_enters", "entering": "creature:you_control",
                                   "effect": {"kind": "attach", "target": "that_permanent"}, "optional": True}
    assert blade["abilities"][1]["entering"] == "creature:legendary:you_control"
    text = "Whenever a creature enters under your control, you may attach ~ to it."
    assert probe_support(text, "Enchantment — Aura", None) != "full"  # rules/equip.py attaches an Equipment only
    assert probe_support("Whenever a land enters under your control, you may attach ~ to it.", "Artifact — Equipment",
                         None) != "full"
    game = state(alice={"hand": [{"id": "b", "card": "Probe Bear"}], "mana_pool": {"G": 2}},
                 battlefield=[on_battlefield("r", "Stormrider Rig")])
    cast = [{"type": "cast", "card": "b"}, {"type": "resolve"}]
    attached = _run(game, [*cast, {"type": "resolve", "choices": {"pay_optional_cost": True}}], rig, BEAR)
    assert permanent(attached, "r")["attached_to"] == "b"
    assert permanent(attached, "b")["characteristics"]["power"] == 3
    declined = _run(game, [*cast, {"type": "resolve", "choices": {"pay_optional_cost": False}}], rig, BEAR)
    assert permanent(declined, "r").get("attached_to") is None
    nonlegendary = _run({**game, "battlefield": [on_battlefield("h", "Hero's Blade")]}, cast, blade, BEAR)
    assert not nonlegendary["state"]["stack"]  # the Bear is not legendary: no trigger


# --- formidable on a mana ability: "Activate only if creatures you control have total power 8 or greater." ----------

def test_602_5b_circle_of_elders_adds_mana_only_with_total_power_8() -> None:
    circle = mtgjson_full_definition("DTK", "Circle of Elders")
    assert circle["abilities"] == [{"kind": "mana", "cost": "{T}", "add": "{C}{C}{C}",
                                    "activate_only_if_total_power_at_least": 8}]
    assert probe_support("{T}: Add {C}{C}{C}. Activate only if creatures you control have total power 8 or greater "
                         "and you have 10 or less life.") != "full"
    giant = {"name": "Probe Giant", "types": ["Creature"], "power": 6, "toughness": 6, "mana_cost": "{6}"}
    field = [on_battlefield("c", "Circle of Elders"), on_battlefield("g", "Probe Giant")]
    tapped = _run(state(battlefield=field), [{"type": "tap_for_mana", "permanent": "c", "ability": 0}], circle, giant)
    assert player_of(tapped, "alice")["mana_pool"]["C"] == 3  # 2 + 6: total power 8
    small = [field[0], on_battlefield("g", "Probe Giant", counters={"-1/-1": 1})]  # 2 + 5
    with pytest.raises(IllegalAction):
        _run(state(battlefield=small), [{"type": "tap_for_mana", "permanent": "c", "ability": 0}], circle, giant)
    # an automatic payment taps such a source only while the condition holds (a one-mana one: rules/payment.py)
    one = {**circle, "name": "Probe Circle", "abilities": [{**circle["abilities"][0], "add": "{C}"}]}
    relic = {"name": "Probe Relic", "types": ["Artifact"], "mana_cost": "{1}"}
    cast = [{"type": "cast", "card": "r", "payment": "auto"}]
    paid = _run(state(alice={"hand": [{"id": "r", "card": "Probe Relic"}]},
                      battlefield=[on_battlefield("c", "Probe Circle"), field[1]]), cast, one, giant, relic)
    assert permanent(paid, "c")["tapped"] and [item["id"] for item in paid["state"]["stack"]] == ["r"]
    with pytest.raises(IllegalAction):
        _run(state(alice={"hand": [{"id": "r", "card": "Probe Relic"}]},
                   battlefield=[on_battlefield("c", "Probe Circle"), small[1]]), cast, one, giant, relic)


# --- "Return up to one target artifact card and up to one target enchantment card from your graveyard to your hand."
# (CR 115.1, 601.2c: two targets, one of each quality) ----------------------------------------------------------------

def test_601_2c_restoration_specialist_returns_up_to_one_of_each() -> None:
    specialist = mtgjson_full_definition("AER", "Restoration Specialist")
    assert mtgjson_full_definition("EMN", "Crop Sigil")["abilities"][1]["then_effects"] == [
        {"kind": "return_to_hand", "target": "card_in_your_graveyard:land", "target_count": 1, "up_to": True}]
    assert probe_support("Return up to one target creature and up to one target land card from your graveyard to your "
                         "hand.", "Sorcery", None) != "full"
    relic = {"name": "Probe Relic", "types": ["Artifact"], "mana_cost": "{1}"}
    aura = {"name": "Probe Charm", "types": ["Enchantment"], "mana_cost": "{1}"}
    game = state(alice={"mana_pool": {"W": 1}, "graveyard": [{"id": "a", "card": "Probe Relic"},
                                                             {"id": "e", "card": "Probe Charm"},
                                                             {"id": "x", "card": "Probe Bear"}]},
                 battlefield=[on_battlefield("s", "Restoration Specialist")])

    def activate(targets: list[str], counts: list[int] | None = None) -> dict[str, Any]:
        choices: dict[str, Any] = {"targets": targets, **({"target_counts": counts} if counts else {})}
        return _run(game, [{"type": "activate", "permanent": "s", "ability": 0, "choices": choices},
                           {"type": "resolve"}], specialist, relic, aura, BEAR)

    both = activate(["a", "e"])
    assert sorted(card["id"] for card in player_of(both, "alice")["hand"]) == ["a", "e"]
    only_enchantment = activate(["e"], [0, 1])  # none for the first: the one target is the enchantment card
    assert [card["id"] for card in player_of(only_enchantment, "alice")["hand"]] == ["e"]
    with pytest.raises(IllegalAction):  # a creature card is neither
        activate(["a", "x"])
    with pytest.raises(IllegalAction):  # the artifact card is no enchantment card
        activate(["a"], [0, 1])


# --- "Return all artifact cards from your graveyard to the battlefield. They gain haste until end of turn." ----------
# (CR 608.2c: "they" is what the effect before returned; 400.7)

def test_608_2c_wake_the_past_returned_artifacts_gain_haste() -> None:
    wake = mtgjson_full_definition("C21", "Wake the Past")
    assert wake["abilities"][1] == {"kind": "spell", "effect": {"kind": "pump", "target": "it", "power": 0,
                                                                "toughness": 0, "duration": "end_of_turn",
                                                                "keywords": ["haste"]}}
    assert probe_support("Return target artifact card from your graveyard to your hand. They gain haste until end of "
                         "turn.", "Sorcery", None) != "full"
    golem = {"name": "Probe Golem", "types": ["Artifact", "Creature"], "power": 3, "toughness": 3, "mana_cost": "{3}"}
    game = state(alice={"hand": [{"id": "w", "card": "Wake the Past"}], "mana_pool": {"R": 1, "W": 1, "C": 5},
                        "graveyard": [{"id": "g", "card": "Probe Golem"}, {"id": "b", "card": "Probe Bear"}]},
                 battlefield=[on_battlefield("o", "Probe Golem")])
    done = _run(game, [{"type": "cast", "card": "w"}, {"type": "resolve"}], wake, golem, BEAR)
    assert "haste" in permanent(done, "g")["characteristics"]["keywords"]
    assert "haste" not in permanent(done, "o")["characteristics"]["keywords"]  # not returned: not "they"
    assert "b" in [card["id"] for card in player_of(done, "alice")["graveyard"]]


# --- "Gain control of all creatures [with power 4 or greater] until end of turn. Untap those creatures. They gain haste
# until end of turn." (CR 613.1b, 611.2a, 608.2c) ---------------------------------------------------------------------

def test_613_1b_mob_rule_gains_control_of_the_group_untaps_it_and_gives_it_haste() -> None:
    rule = mtgjson_full_definition("FRF", "Mob Rule")
    first = rule["abilities"][0]["effect"]["modes"][0]["effects"]
    assert first == [{"kind": "gain_control", "target": "all:creature:power>=4"}, {"kind": "untap", "target": "it"},
                     {"kind": "pump", "target": "it", "power": 0, "toughness": 0, "duration": "end_of_turn",
                      "keywords": ["haste"]}]
    assert mtgjson_full_definition("ELD", "Rowan, Fearless Sparkmage")["abilities"][-1]["effect"] == {
        "kind": "gain_control", "target": "each_creature"}
    assert probe_support("Gain control of all creatures until end of turn. Untap those artifacts.", "Sorcery",
                         None) != "full"
    assert probe_support("Gain control of all creatures until your next turn. Untap them.", "Sorcery", None) != "full"
    giant = {"name": "Probe Giant", "types": ["Creature"], "power": 4, "toughness": 4, "mana_cost": "{4}"}
    game = state(alice={"hand": [{"id": "m", "card": "Mob Rule"}], "mana_pool": {"R": 2, "C": 4}},
                 battlefield=[on_battlefield("g", "Probe Giant", "bob", tapped=True),
                              on_battlefield("b", "Probe Bear", "bob", tapped=True)])
    done = _run(game, [{"type": "cast", "card": "m", "choices": {"modes": [0]}}, {"type": "resolve"}], rule, giant, BEAR)
    took = permanent(done, "g")
    assert took["controller"] == "alice" and took["tapped"] is False and "haste" in took["characteristics"]["keywords"]
    left = permanent(done, "b")  # power 2: not "those creatures"
    assert left["controller"] == "bob" and left["tapped"] is True and "haste" not in left["characteristics"]["keywords"]
    over = _run(game, [{"type": "cast", "card": "m", "choices": {"modes": [0]}}, {"type": "resolve"},
                       *[{"type": "next_step"}] * 8], rule, giant, BEAR)
    assert over["state"]["turn"] == 4 and permanent(over, "g")["controller"] == "bob"  # until end of turn (CR 514.2)


# --- "Each opponent sacrifices a creature with the greatest power among creatures that player controls." (CR 701.21a,
# 208.1: today's wording of "... among creatures they control") -------------------------------------------------------

def test_701_21a_crackling_doom_each_opponent_sacrifices_their_greatest_power_creature() -> None:
    doom = mtgjson_full_definition("KTK", "Crackling Doom")
    assert doom["abilities"][1]["effect"] == {"kind": "edict", "player": "each_opponent", "what": "creature",
                                              "greatest_power": True}
    assert probe_support("Each opponent sacrifices an artifact with the greatest power among creatures that player "
                         "controls.", "Sorcery", None) != "full"
    assert probe_support("You sacrifice a creature with the greatest power among creatures that player controls.",
                         "Sorcery", None) != "full"
    giant = {"name": "Probe Giant", "types": ["Creature"], "power": 4, "toughness": 4, "mana_cost": "{4}"}
    game = state(alice={"hand": [{"id": "d", "card": "Crackling Doom"}], "mana_pool": {"R": 1, "W": 1, "B": 1}},
                 battlefield=[on_battlefield("g", "Probe Giant", "bob"), on_battlefield("b", "Probe Bear", "bob"),
                              on_battlefield("mine", "Probe Giant")])
    done = _run(game, [{"type": "cast", "card": "d"}, {"type": "resolve"}], doom, giant, BEAR)
    assert sorted(p["id"] for p in done["state"]["battlefield"]) == ["b", "mine"]
    assert player_of(done, "bob")["life"] == 18
    with pytest.raises(IllegalAction):  # the Bear hasn't the greatest power
        _run(game, [{"type": "cast", "card": "d"}, {"type": "resolve", "choices": {"sacrifice": ["b"]}}], doom, giant,
             BEAR)
