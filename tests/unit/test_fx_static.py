"""Static "creatures you control get +N/+N" (layer 7c, CR 613.4c), characteristic-defining
abilities for `*` power/toughness (CR 604.3, layer 7a 613.4a), and the refusal of a creature
whose power or toughness the engine can't define (never a silent 0/0 dying to 704.5f)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction, InvalidState, resolve
from app.engine.game import Game
from app.engine.rules.static_pump import game_reads_other_objects
from app.engine.state import GameState
from tests.unit.conftest import events_of, permanent, state, types_of
from tests.unit.differential import engine_flag
from tests.unit.fx_cards import FX_CATALOG, run_fx


def pt(result: dict[str, Any], object_id: str) -> tuple[int, int]:
    characteristics = permanent(result, object_id)["characteristics"]
    return characteristics["power"], characteristics["toughness"]


ANTHEM = {"id": "an", "card": "Glorious Anthem"}


def test_613_4c_glorious_anthem_pumps_creatures_you_control_only() -> None:
    game = state(battlefield=[ANTHEM, {"id": "mine", "card": "Grizzly Bears"},
                              {"id": "theirs", "card": "Grizzly Bears", "controller": "bob"}])
    result = run_fx(game, [])
    assert (pt(result, "mine"), pt(result, "theirs")) == ((3, 3), (2, 2))


def test_613_4c_other_creatures_you_control_excludes_the_source() -> None:
    lord = {"name": "Lord", "mana_cost": "{1}{W}", "types": ["Creature"], "power": 2, "toughness": 2,
            "abilities": [{"kind": "static_pump", "affected": "other_creatures_you_control", "power": 1,
                           "toughness": 1}]}
    result = run_fx(state(battlefield=[{"id": "lord", "card": lord}, {"id": "bear", "card": "Grizzly Bears"}]), [])
    assert (pt(result, "lord"), pt(result, "bear")) == ((2, 2), (3, 3))


def test_704_5f_a_creature_kept_alive_by_an_anthem_dies_when_the_anthem_leaves() -> None:
    game = state(battlefield=[{"id": "bear", "card": "Grizzly Bears", "counters": {"-1/-1": 2}}, ANTHEM])
    assert pt(run_fx(game, []), "bear") == (1, 1)
    result = run_fx(game, [{"type": "move", "permanent": "an", "to": "graveyard"}])
    died = next(e for e in events_of(result, "zone_change") if e.get("permanent") == "bear")
    assert "CR 704.5f" in died["cites"]


def test_613_4c_an_anthem_entering_applies_to_creatures_already_there() -> None:
    game = state(alice={"mana_pool": {"W": 3}, "hand": [{"id": "an", "card": "Glorious Anthem"}]},
                 battlefield=[{"id": "bear", "card": "Grizzly Bears"}])
    result = run_fx(game, [{"type": "cast", "card": "an"}, {"type": "resolve"}])
    assert pt(result, "bear") == (3, 3)


def test_613_4c_the_same_with_and_without_the_engine_optimisations() -> None:
    game = state(alice={"mana_pool": {"W": 3}, "hand": [{"id": "an2", "card": "Glorious Anthem"}]},
                 battlefield=[{"id": "bear", "card": "Grizzly Bears", "counters": {"-1/-1": 2}}, ANTHEM])
    actions = [{"type": "move", "permanent": "an", "to": "graveyard"}, {"type": "cast", "card": "an2"},
               {"type": "resolve"}]
    with engine_flag("CHECK_ONLY_CHANGED_PERMANENTS", False):
        plain = run_fx(game, actions)
    assert run_fx(game, actions) == plain


def test_604_3_a_game_with_an_anthem_or_a_star_creature_reuses_no_characteristics() -> None:
    def game_of(battlefield: list[dict[str, Any]]) -> Game:
        return Game(GameState.model_validate(state(battlefield=battlefield)), FX_CATALOG)
    assert not game_reads_other_objects(game_of([{"id": "bear", "card": "Grizzly Bears"}]))
    assert game_reads_other_objects(game_of([ANTHEM]))
    assert game_reads_other_objects(game_of([{"id": "k", "card": "Keldon Warlord"}]))
    assert game_of([ANTHEM]).characteristics_cacheable is False
    assert game_of([{"id": "bear", "card": "Grizzly Bears"}]).characteristics_cacheable is True


def test_604_3_keldon_warlord_counts_the_non_wall_creatures_you_control() -> None:
    game = state(battlefield=[{"id": "k", "card": "Keldon Warlord"}, {"id": "bear", "card": "Grizzly Bears"},
                              {"id": "wall", "card": "Wall of Stone"},
                              {"id": "theirs", "card": "Grizzly Bears", "controller": "bob"}])
    assert pt(run_fx(game, []), "k") == (2, 2)
    result = run_fx(game, [{"type": "move", "permanent": "bear", "to": "graveyard"}])
    assert pt(result, "k") == (1, 1)


def test_604_3_nightmare_counts_swamps_and_dies_at_zero_704_5f() -> None:
    game = state(battlefield=[{"id": "n", "card": "Nightmare"}, {"id": "s1", "card": "Swamp"},
                              {"id": "s2", "card": "Swamp"}, {"id": "f", "card": "Forest"}])
    assert pt(run_fx(game, []), "n") == (2, 2)
    result = run_fx(game, [{"type": "move", "permanent": "s1", "to": "graveyard"},
                           {"type": "move", "permanent": "s2", "to": "graveyard"}])
    assert [p["id"] for p in result["state"]["battlefield"]] == ["f"]
    assert "CR 704.5f" in next(e for e in events_of(result, "zone_change") if e.get("permanent") == "n")["cites"]


def test_604_3_plague_rats_count_every_plague_rats_on_the_battlefield() -> None:
    game = state(battlefield=[{"id": "r1", "card": "Plague Rats"}, {"id": "r2", "card": "Plague Rats",
                                                                     "controller": "bob"}])
    assert pt(run_fx(game, []), "r2") == (2, 2)


def test_604_3_a_characteristic_defining_ability_works_on_the_stack_too() -> None:
    game = state(alice={"mana_pool": {"R": 4}, "hand": [{"id": "k", "card": "Keldon Warlord"}]},
                 battlefield=[{"id": "bear", "card": "Grizzly Bears"}])
    on_stack = run_fx(game, [{"type": "cast", "card": "k"}])["state"]["stack"][0]["characteristics"]
    assert (on_stack["power"], on_stack["toughness"]) == (1, 1)
    assert pt(run_fx(game, [{"type": "cast", "card": "k"}, {"type": "resolve"}]), "k") == (2, 2)


def test_604_3_lhurgoyf_counts_creature_cards_in_all_graveyards_plus_one_toughness() -> None:
    lhurgoyf = {"name": "Lhurgoyf", "mana_cost": "{2}{G}{G}", "types": ["Creature"], "power": "*", "toughness": "*",
                "abilities": [{"kind": "pt_equal_to_count", "count": "creature_cards_in_all_graveyards",
                               "sets": "power"},
                              {"kind": "pt_equal_to_count", "count": "creature_cards_in_all_graveyards",
                               "sets": "toughness", "plus": 1}]}
    game = state(alice={"graveyard": [{"id": "g1", "card": "Grizzly Bears"}, {"id": "g2", "card": "Forest"}]},
                 bob={"graveyard": [{"id": "g3", "card": "Grizzly Bears"}]},
                 battlefield=[{"id": "l", "card": lhurgoyf}])
    assert pt(run_fx(game, []), "l") == (2, 3)


def test_208_2_a_star_creature_without_a_modelled_ability_is_refused_not_a_0_0() -> None:
    liege = {"name": "Gaea's Liege", "mana_cost": "{3}{G}{G}", "types": ["Creature"], "power": "*",
             "toughness": "*"}
    with pytest.raises(InvalidState) as invalid:
        run_fx(state(battlefield=[{"id": "x", "card": liege}]), [])
    error = invalid.value.errors[0]
    assert error["path"] == "battlefield[0].card"
    assert "its power is defined by an ability the engine does not model" in error["message"]


def test_208_2_a_creature_without_power_is_refused_on_the_battlefield_and_on_the_stack() -> None:
    blank = {"name": "Blank", "mana_cost": "{1}", "types": ["Creature"]}
    with pytest.raises(InvalidState) as invalid:
        run_fx(state(battlefield=[{"id": "x", "card": blank}], stack=[{"id": "y", "card": blank}]), [])
    assert [error["path"] for error in invalid.value.errors] == ["battlefield[0].card", "stack[0].card"]


def test_208_2_casting_or_putting_such_a_creature_onto_the_battlefield_is_refused() -> None:
    liege = {"name": "Gaea's Liege", "mana_cost": "{G}", "types": ["Creature"], "power": "*", "toughness": "*"}
    game = state(alice={"mana_pool": {"G": 1}, "hand": [{"id": "x", "card": liege}]})
    for action in ({"type": "cast", "card": "x"}, {"type": "put_onto_battlefield", "card": "x"}):
        with pytest.raises(IllegalAction) as refusal:
            run_fx(game, [action])
        assert refusal.value.title == "Not modelled" and "CR 604.3" in refusal.value.cites


def test_107_3m_rock_hydra_cast_with_x_3_enters_with_three_counters_and_survives() -> None:
    game = state(alice={"mana_pool": {"R": 5}, "hand": [{"id": "h", "card": "Rock Hydra"}]})
    result = run_fx(game, [{"type": "cast", "card": "h", "x": 3}, {"type": "resolve"}])
    assert pt(result, "h") == (3, 3) and permanent(result, "h")["counters"] == {"+1/+1": 3}
    assert "zone_change" not in types_of(result)


def test_704_5f_rock_hydra_cast_with_x_0_dies_as_a_0_0() -> None:
    game = state(alice={"mana_pool": {"R": 2}, "hand": [{"id": "h", "card": "Rock Hydra"}]})
    result = run_fx(game, [{"type": "cast", "card": "h", "x": 0}, {"type": "resolve"}])
    assert result["state"]["battlefield"] == []


def test_604_3_resolve_is_deterministic_with_static_and_defining_abilities() -> None:
    game = state(battlefield=[{"id": "k", "card": "Keldon Warlord"}, ANTHEM, {"id": "bear", "card": "Grizzly Bears"}])
    first = resolve(game, [], FX_CATALOG).model_dump_json()
    assert first == resolve(game, [], FX_CATALOG).model_dump_json()
    assert pt(run_fx(game, []), "k") == (3, 3)  # two creatures, +1/+1 from the anthem
