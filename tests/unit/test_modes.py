"""Modal spells and abilities (CR 700.2) and counterspells restricted by color (701.6a), played with
Fourth Edition's own Oracle text read by the reader: Healing Salve and Alabaster Potion ("Choose one
—"), Lifeforce and Deathgrip ("Counter target black / green spell.")."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import CardDefinition, IllegalAction, resolve
from tests.unit.conftest import events_of, state
from tests.unit.fourth_edition import fourth_edition_catalog
from tests.unit.fx_cards import FX_CATALOG

# A modal activated ability, to check modes are chosen as it is activated (CR 700.2a, 602.2b).
CHARM_STONE = {"name": "Charm Stone", "mana_cost": "{2}", "types": ["Artifact"],
               "abilities": [{"kind": "activated", "cost": "{1}", "effect": {"kind": "modal", "modes": [
                   {"kind": "gain_life", "amount": 2, "player": "you"},
                   {"kind": "damage", "amount": 1, "target": "creature"}]}}]}
CATALOG = {**FX_CATALOG, "Charm Stone": CardDefinition.model_validate(CHARM_STONE), **fourth_edition_catalog(
    "Healing Salve", "Alabaster Potion", "Lifeforce", "Deathgrip", "Lightning Bolt", "Hill Giant", "Grizzly Bears",
    "Giant Growth")}


def run(game: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    return resolve(game, actions, CATALOG).model_dump(mode="json")


def life(result: dict[str, Any], player_id: str) -> int:
    return next(int(p["life"]) for p in result["state"]["players"] if p["id"] == player_id)


def salve(**alice: Any) -> dict[str, Any]:
    return state(alice={"hand": [{"id": "hs", "card": "Healing Salve"}], "mana_pool": {"W": 1, "R": 1},
                        **alice}, battlefield=[{"id": "hg", "card": "Hill Giant", "controller": "bob"}])


def test_700_2a_healing_salve_first_mode_target_player_gains_three_life() -> None:
    result = run(salve(), [{"type": "cast", "card": "hs", "choices": {"modes": [0], "targets": ["bob"]}},
                           {"type": "resolve"}])
    chosen = events_of(result, "modes_chosen")[0]
    assert chosen["modes"] == [0] and {"CR 700.2a", "CR 601.2b"} <= set(chosen["cites"])
    assert life(result, "bob") == 23 and not events_of(result, "prevention_shield")


def test_700_2a_healing_salve_second_mode_prevents_the_next_three_damage() -> None:
    game = salve(hand=[{"id": "hs", "card": "Healing Salve"}, {"id": "lb", "card": "Lightning Bolt"}])
    result = run(game, [{"type": "cast", "card": "hs", "choices": {"modes": [1], "targets": ["hg"]}},
                        {"type": "resolve"},
                        {"type": "cast", "card": "lb", "choices": {"targets": ["hg"]}}, {"type": "resolve"}])
    assert events_of(result, "prevention_applied")[0]["prevented"] == 3
    assert not events_of(result, "life_gained") and events_of(result, "damage_prevented")[0]["to"] == "hg"


def test_700_2c_only_the_chosen_modes_target_is_checked() -> None:
    # Mode 0 targets a player: a creature is not a legal target for it (CR 115.1).
    with pytest.raises(IllegalAction) as refused:
        run(salve(), [{"type": "cast", "card": "hs", "choices": {"modes": [0], "targets": ["hg"]}}])
    assert "CR 115.1" in refused.value.cites


def test_700_2a_a_modal_spell_cast_without_a_mode_is_refused() -> None:
    with pytest.raises(IllegalAction) as refused:
        run(salve(), [{"type": "cast", "card": "hs", "choices": {"targets": ["bob"]}}])
    assert refused.value.title == "Choose a mode" and "CR 700.2a" in refused.value.cites
    with pytest.raises(IllegalAction) as no_such:
        run(salve(), [{"type": "cast", "card": "hs", "choices": {"modes": [2], "targets": ["bob"]}}])
    assert no_such.value.title == "No such mode"


def test_700_2a_modes_on_a_spell_that_isnt_modal_are_refused() -> None:
    game = state(alice={"hand": [{"id": "lb", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}})
    with pytest.raises(IllegalAction) as refused:
        run(game, [{"type": "cast", "card": "lb", "choices": {"modes": [0], "targets": ["bob"]}}])
    assert refused.value.title == "No modes"


def test_107_3a_alabaster_potion_x_in_the_chosen_mode() -> None:
    game = state(alice={"hand": [{"id": "ap", "card": "Alabaster Potion"}], "mana_pool": {"W": 6}})
    result = run(game, [{"type": "cast", "card": "ap", "x": 4, "choices": {"modes": [0], "targets": ["alice"]}},
                        {"type": "resolve"}])
    assert life(result, "alice") == 24


def test_700_2a_a_modal_activated_ability_chooses_its_mode_as_it_is_activated() -> None:
    game = state(alice={"mana_pool": {"C": 2}}, battlefield=[{"id": "cs", "card": "Charm Stone"},
                                                             {"id": "gb", "card": "Grizzly Bears", "controller": "bob"}])
    result = run(game, [{"type": "activate", "permanent": "cs", "choices": {"modes": [1], "targets": ["gb"]}},
                        {"type": "resolve"},
                        {"type": "activate", "permanent": "cs", "choices": {"modes": [0]}}, {"type": "resolve"}])
    assert [e["modes"] for e in events_of(result, "modes_chosen")] == [[1], [0]]
    assert events_of(result, "damage_dealt")[0]["to"] == "gb" and life(result, "alice") == 22
    with pytest.raises(IllegalAction):
        run(game, [{"type": "activate", "permanent": "cs"}])


def test_700_2_the_chosen_mode_is_kept_on_the_stack_object() -> None:
    result = run(salve(), [{"type": "cast", "card": "hs", "choices": {"modes": [1], "targets": ["hg"]}}])
    assert result["state"]["stack"][0]["choices"]["modes"] == [1]


# --- counterspells restricted by color (701.6a) -------------------------------------------------------


def test_701_6a_lifeforce_counters_target_black_spell() -> None:
    game = state(alice={"mana_pool": {"G": 2}},
                 bob={"hand": [{"id": "db", "card": "Doom Blade"}], "mana_pool": {"B": 2}},
                 battlefield=[{"id": "lf", "card": "Lifeforce", "controller": "alice"},
                              {"id": "gb", "card": "Grizzly Bears", "controller": "alice"}])
    result = run(game, [{"type": "cast", "card": "db", "player": "bob", "choices": {"targets": ["gb"]}},
                        {"type": "activate", "permanent": "lf", "choices": {"targets": ["db"]}}, {"type": "resolve"}])
    assert events_of(result, "spell_countered")[0]["countered"] == "db"
    assert [p["id"] for p in result["state"]["battlefield"]] == ["lf", "gb"]


def test_701_6a_deathgrip_cant_target_a_spell_that_isnt_green() -> None:
    game = state(alice={"mana_pool": {"B": 2}},
                 bob={"hand": [{"id": "lb", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}},
                 battlefield=[{"id": "dg", "card": "Deathgrip", "controller": "alice"}])
    with pytest.raises(IllegalAction) as refused:
        run(game, [{"type": "cast", "card": "lb", "player": "bob", "choices": {"targets": ["alice"]}},
                   {"type": "activate", "permanent": "dg", "choices": {"targets": ["lb"]}}])
    assert "is not a green spell" in refused.value.detail
    game["players"][1]["hand"] = [{"id": "gg", "card": "Giant Growth"}]
    game["players"][1]["mana_pool"] = {"G": 1}
    game["battlefield"].append({"id": "gb", "card": "Grizzly Bears", "controller": "bob"})
    result = run(game, [{"type": "cast", "card": "gg", "player": "bob", "choices": {"targets": ["gb"]}},
                        {"type": "activate", "permanent": "dg", "choices": {"targets": ["gg"]}}, {"type": "resolve"}])
    assert events_of(result, "spell_countered")[0]["countered"] == "gg"


def test_700_2a_legal_actions_lists_a_modal_spell_with_the_modes_that_can_be_chosen() -> None:
    result = run(salve(), [{"type": "legal_actions", "player": "alice"}])
    cast = next(e for e in result["queries"][0]["result"]["legal"]
                if e["action"]["type"] == "cast" and e["action"]["card"] == "hs")
    assert cast["options"]["modes"] == [0, 1] and cast["action"]["choices"]["modes"] == [0]
    assert cast["options"]["targets"] == ["alice", "bob"]  # the first mode's: a player
    run(salve(), [cast["action"]])  # accepted as listed
    # A modal activated ability: only the modes whose target can be chosen are listed
    stone = state(alice={"mana_pool": {"C": 1}}, battlefield=[{"id": "cs", "card": "Charm Stone"}])
    listed = run(stone, [{"type": "legal_actions", "player": "alice"}])["queries"][0]["result"]["legal"]
    activation = next(e for e in listed if e["action"]["type"] == "activate")
    assert activation["options"]["modes"] == [0]  # no creature to deal 1 damage to (CR 700.2a)


def test_700_2b_a_modal_triggered_ability_takes_its_mode_as_it_is_put_on_the_stack() -> None:
    oracle = {"name": "Oracle of Choices", "mana_cost": "{1}{W}", "types": ["Creature"], "power": 1, "toughness": 1,
              "abilities": [{"kind": "triggered", "trigger": "enters", "effect": {"kind": "modal", "modes": [
                  {"kind": "gain_life", "amount": 2, "player": "you"}, {"kind": "draw", "amount": 1}]}}]}
    game = state(alice={"hand": [{"id": "oc", "card": oracle}], "mana_pool": {"W": 2}})
    # The spell resolves and the creature enters: its trigger is put on the stack with the mode of
    # the action that made it trigger (700.2b).
    result = run(game, [{"type": "cast", "card": "oc"}, {"type": "resolve", "choices": {"modes": [1]}},
                        {"type": "resolve"}])
    chosen = events_of(result, "modes_chosen")[0]
    assert chosen["modes"] == [1] and chosen["cites"] == ["CR 700.2b"]
    assert events_of(result, "card_drawn") and not events_of(result, "life_gained")
    # With no mode given then, the resolving action's is used.
    later = run(game, [{"type": "cast", "card": "oc"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"modes": [0]}}])
    assert life(later, "alice") == 22


def test_700_2b_a_modal_trigger_with_no_mode_chosen_is_removed_from_the_stack() -> None:
    oracle = {"name": "Oracle of Choices", "mana_cost": "{1}{W}", "types": ["Creature"], "power": 1, "toughness": 1,
              "abilities": [{"kind": "triggered", "trigger": "enters", "effect": {"kind": "modal", "modes": [
                  {"kind": "gain_life", "amount": 2, "player": "you"}, {"kind": "draw", "amount": 1}]}}]}
    game = state(alice={"hand": [{"id": "oc", "card": oracle}], "mana_pool": {"W": 2}})
    entered = run(game, [{"type": "cast", "card": "oc"}, {"type": "resolve"}])
    assert entered["pending"]["decision"] == "choose"
    assert entered["pending"]["options"]["choice"] == "modes" and entered["pending"]["options"]["values"] == [[0], [1]]
    result = run(game, [{"type": "cast", "card": "oc"}, {"type": "resolve"}, {"type": "resolve"}])
    removed = events_of(result, "ability_removed_from_stack")[0]
    assert removed["cites"] == ["CR 700.2b"] and life(result, "alice") == 20 and not result["state"]["stack"]
