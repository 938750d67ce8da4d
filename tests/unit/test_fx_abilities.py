"""Effects of activated and triggered abilities (CR 602, 603), mana abilities that choose
between two types ("Add {R} or {G}", CR 106.1, 605), "enters tapped" (614.1c), and refusals that
say what a definition models rather than what a card has."""

from __future__ import annotations

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, permanent, player_of, state, types_of
from tests.unit.fx_cards import run_fx

SORCERER = {"id": "ps", "card": "Prodigal Sorcerer", "controlled_since_turn": 1}


def activate(*targets: str) -> dict[str, object]:
    return {"type": "activate", "permanent": "ps", "ability": 0, "choices": {"targets": list(targets)}}


def test_113_7_prodigal_sorcerers_ability_deals_damage_from_the_sorcerer() -> None:
    result = run_fx(state(battlefield=[SORCERER]), [activate("bob"), {"type": "resolve"}])
    damage = events_of(result, "damage_dealt")[0]
    assert (damage["source"], damage["to"], damage["amount"]) == ("ps", "bob", 1)
    assert player_of(result, "bob")["life"] == 19


def test_602_2b_an_illegal_target_is_refused_as_the_ability_is_activated() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run_fx(state(battlefield=[SORCERER, {"id": "f", "card": "Forest"}]), [activate("f")])
    assert refusal.value.title == "Illegal target" and "CR 602.2b" in refusal.value.cites


def test_608_2b_the_abilitys_target_gone_it_does_nothing() -> None:
    game = state(battlefield=[SORCERER, {"id": "bear", "card": "Grizzly Bears", "controller": "bob"}])
    result = run_fx(game, [activate("bear"), {"type": "move", "permanent": "bear", "to": "hand"},
                           {"type": "resolve"}])
    assert events_of(result, "ability_fizzled")[0]["cites"] == ["CR 608.2b"]
    assert "damage_dealt" not in types_of(result)


def test_603_3_flametongue_kavus_enters_trigger_deals_four_to_target_creature() -> None:
    game = state(alice={"mana_pool": {"R": 4}, "hand": [{"id": "ftk", "card": "Flametongue Kavu"}]},
                 battlefield=[{"id": "bk", "card": "Black Knight", "controller": "bob"}])
    result = run_fx(game, [{"type": "cast", "card": "ftk"}, {"type": "resolve", "choices": {"targets": ["bk"]}},
                           {"type": "resolve"}])
    assert events_of(result, "damage_dealt")[0]["amount"] == 4
    assert player_of(result, "bob")["graveyard"] == [{"id": "bk", "card": "Black Knight"}]


def test_603_3d_a_trigger_given_an_illegal_target_is_refused() -> None:
    game = state(alice={"mana_pool": {"R": 4}, "hand": [{"id": "ftk", "card": "Flametongue Kavu"}]})
    with pytest.raises(IllegalAction) as refusal:
        run_fx(game, [{"type": "cast", "card": "ftk"}, {"type": "resolve", "choices": {"targets": ["bob"]}}])
    assert "CR 603.3d" in refusal.value.cites
    assert "'bob' is a player; the target must be a creature" in refusal.value.detail


def test_107_3m_a_triggered_abilitys_x_is_the_x_its_source_entered_with() -> None:
    hydra = {"name": "Spitting Hydra", "mana_cost": "{X}{R}", "types": ["Creature"], "power": 1, "toughness": 1,
             "abilities": [{"kind": "triggered", "trigger": "enters",
                            "effect": {"kind": "damage", "amount": "X", "target": "player"}}]}
    game = state(alice={"mana_pool": {"R": 4}, "hand": [{"id": "h", "card": hydra}]})
    result = run_fx(game, [{"type": "cast", "card": "h", "x": 3}, {"type": "resolve", "choices": {"targets": ["bob"]}},
                           {"type": "resolve"}])
    assert player_of(result, "bob")["life"] == 17


def test_122_1_an_activated_ability_puts_a_counter_on_its_own_source_self() -> None:
    trainee = {"name": "Trainee", "mana_cost": "{G}", "types": ["Creature"], "power": 1, "toughness": 1,
               "abilities": [{"kind": "activated", "cost": "{G}",
                              "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "self"}}]}
    game = state(alice={"mana_pool": {"G": 1}}, battlefield=[{"id": "t", "card": trainee}])
    result = run_fx(game, [{"type": "activate", "permanent": "t", "ability": 0}, {"type": "resolve"}])
    assert permanent(result, "t")["counters"] == {"+1/+1": 1}


def test_605_3b_a_guildgate_adds_r_or_g_as_chosen() -> None:
    game = state(battlefield=[{"id": "g", "card": "Gruul Guildgate"}])
    result = run_fx(game, [{"type": "could_produce", "permanent": "g"},
                           {"type": "tap_for_mana", "permanent": "g", "ability": 1, "color": "G"}])
    assert result["queries"][0]["result"] == ["R", "G"]
    assert player_of(result, "alice")["mana_pool"]["G"] == 1
    assert events_of(result, "mana_added")[0]["mana"] == "{G}"


def test_106_1_a_guildgate_needs_a_color_of_its_two_and_nothing_else() -> None:
    game = state(battlefield=[{"id": "g", "card": "Gruul Guildgate"}])
    with pytest.raises(IllegalAction) as no_color:
        run_fx(game, [{"type": "tap_for_mana", "permanent": "g", "ability": 1}])
    assert "one of R, G" in no_color.value.detail
    with pytest.raises(IllegalAction) as blue:
        run_fx(game, [{"type": "tap_for_mana", "permanent": "g", "ability": 1, "color": "U"}])
    assert blue.value.title == "Wrong mana type"


def test_614_1c_a_guildgate_played_from_hand_enters_tapped() -> None:
    game = state(alice={"hand": [{"id": "g", "card": "Gruul Guildgate"}]})
    result = run_fx(game, [{"type": "play_land", "card": "g"}])
    assert permanent(result, "g")["tapped"] is True
    entered = events_of(result, "entered_battlefield")[0]
    assert entered["tapped"] is True and "CR 614.1c" in entered["cites"]


def test_602_1_a_missing_activated_ability_is_refused_saying_what_the_engine_models() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run_fx(state(battlefield=[SORCERER]), [{"type": "activate", "permanent": "ps", "ability": 3}])
    assert "activated abilities the engine models for it are number 0" in refusal.value.detail
    assert "none" not in refusal.value.detail
    vanilla = {"id": "bear", "card": "Grizzly Bears", "controlled_since_turn": 1}
    with pytest.raises(IllegalAction) as bare:
        run_fx(state(battlefield=[vanilla]), [{"type": "activate", "permanent": "bear", "ability": 0}])
    assert "its definition has no activated ability the engine models" in bare.value.detail


def test_605_1a_a_missing_mana_ability_is_refused_saying_what_the_engine_models() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run_fx(state(battlefield=[SORCERER]), [{"type": "tap_for_mana", "permanent": "ps", "ability": 0}])
    assert "its definition has no mana ability the engine models" in refusal.value.detail
    elves = {"id": "e", "card": "Llanowar Elves", "controlled_since_turn": 1}
    with pytest.raises(IllegalAction) as wrong_number:
        run_fx(state(battlefield=[elves]), [{"type": "tap_for_mana", "permanent": "e", "ability": 2}])
    assert "mana abilities the engine models for it are number 0" in wrong_number.value.detail
