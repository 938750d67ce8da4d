"""Total cost (CR 601.2f, 118.7a), Chatzuk's reduction, hybrid/Phyrexian payment, X (CR 107.3)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine import IllegalAction, InvalidState, resolve
from app.engine.citations import CHATZUK_KEEPS_MANA_VALUE, CHATZUK_REDUCES_ONLY_GENERIC, ETB_X_USES_SPELL_X
from tests.unit.conftest import CATALOG, events_of, permanent, player_of, run, state

CHATZUK = "Chatzuk, Mighty Guitarist"


def bander(mana_cost: str, name: str = "Bander") -> dict[str, Any]:
    return {"name": name, "mana_cost": mana_cost, "types": ["Creature"], "power": 1, "toughness": 1,
            "keywords": ["banding"]}


def hand(*cards: tuple[str, Any]) -> list[dict[str, Any]]:
    return [{"id": card_id, "card": card} for card_id, card in cards]


def query(game: dict[str, Any], action: dict[str, Any]) -> Any:
    result = run(game, [action])
    assert result["events"] == [] and result["state"] == run(game, [])["state"]
    return result["queries"][0]["result"]


def chatzuks(count: int, controller: str = "alice") -> list[dict[str, Any]]:
    return [{"id": f"cz{n}", "card": CHATZUK, "controller": controller} for n in range(count)]


def test_601_2f_compute_cost_of_boulder_jockey_lists_d_apart_from_mana() -> None:
    result = query(state(alice={"hand": hand(("j1", "Boulder Jockey"))}), {"type": "compute_cost", "card": "j1"})
    assert result == {"mana": "{2}{R}", "additional": ["{D}"], "mana_value": 3}


def test_ruling_chatzuk_reduces_the_generic_mana_of_a_banding_creature_spell() -> None:
    game = state(battlefield=chatzuks(1), alice={"hand": hand(("b1", bander("{3}{W}")))})
    assert query(game, {"type": "compute_cost", "card": "b1"}) == {"mana": "{1}{W}", "additional": [], "mana_value": 4}


def test_ruling_chatzuk_never_reduces_colored_mana_nor_below_zero() -> None:
    game = state(battlefield=chatzuks(1), alice={"hand": hand(("b1", bander("{1}{W}{W}")), ("b2", bander("{G}")))})
    assert query(game, {"type": "compute_cost", "card": "b1"})["mana"] == "{W}{W}"
    assert query(game, {"type": "compute_cost", "card": "b2"})["mana"] == "{G}"


def test_ruling_chatzuk_reduces_only_creature_spells_with_banding_cast_by_its_controller() -> None:
    plain = {"name": "Plain Bear", "mana_cost": "{3}{G}", "types": ["Creature"], "power": 3, "toughness": 3}
    banding_artifact = {"name": "Band Rock", "mana_cost": "{3}", "types": ["Artifact"], "keywords": ["banding"]}
    game = state(battlefield=chatzuks(1, controller="bob"),
                 alice={"hand": hand(("b1", bander("{3}{W}")), ("p1", plain), ("r1", banding_artifact))})
    assert query(game, {"type": "compute_cost", "card": "b1"})["mana"] == "{3}{W}"  # bob's Chatzuk
    game = state(battlefield=chatzuks(1), alice={"hand": hand(("p1", plain), ("r1", banding_artifact))})
    assert query(game, {"type": "compute_cost", "card": "p1"})["mana"] == "{3}{G}"
    assert query(game, {"type": "compute_cost", "card": "r1"})["mana"] == "{3}"


def test_ruling_several_chatzuks_stack() -> None:
    game = state(battlefield=chatzuks(2), alice={"hand": hand(("b1", bander("{5}{W}")))})
    assert query(game, {"type": "compute_cost", "card": "b1"})["mana"] == "{1}{W}"


def test_ruling_chatzuk_changes_neither_mana_cost_nor_mana_value_and_cites_both_rulings() -> None:
    game = state(battlefield=chatzuks(1), alice={"mana_pool": {"W": 1, "G": 1}, "hand": hand(("b1", bander("{3}{W}")))})
    result = run(game, [{"type": "cast", "card": "b1"}])
    spell = result["state"]["stack"][0]["characteristics"]
    assert spell["mana_cost"] == "{3}{W}" and spell["mana_value"] == 4
    paid = events_of(result, "mana_paid")[0]
    assert paid["cost"] == "{1}{W}" and paid["paid"] == {"W": 1, "G": 1}
    assert {CHATZUK_REDUCES_ONLY_GENERIC, CHATZUK_KEEPS_MANA_VALUE, "CR 601.2f", "CR 118.7a"} <= set(paid["cites"])
    assert paid["reductions"] == ["Chatzuk, Mighty Guitarist (cz0): {2} less"]


def test_ruling_chatzuk_reduces_a_second_chatzuk_with_banding() -> None:
    game = state(battlefield=chatzuks(1), alice={"mana_pool": {"G": 1, "W": 1}, "hand": hand(("c2", CHATZUK))})
    result = run(game, [{"type": "cast", "card": "c2"}])
    assert player_of(result, "alice")["mana_pool"]["G"] == 0 and events_of(result, "mana_paid")[0]["cost"] == "{G}{W}"


def test_601_2h_the_reduced_cost_is_all_that_is_needed() -> None:
    game = state(battlefield=chatzuks(1), alice={"mana_pool": {"W": 1}, "hand": hand(("b1", bander("{2}{W}")))})
    result = run(game, [{"type": "cast", "card": "b1"}])
    assert result["state"]["stack"][0]["id"] == "b1"


def test_107_3_x_is_chosen_on_casting_and_counts_in_the_spells_mana_value() -> None:
    hydra = {"name": "Hydra", "mana_cost": "{X}{G}", "types": ["Creature"], "power": 0, "toughness": 0,
             "abilities": [{"kind": "etb_counters", "counter": "+1/+1", "amount": "X"}]}
    game = state(alice={"mana_pool": {"G": 4}, "hand": hand(("h1", hydra))})
    assert query(game, {"type": "compute_cost", "card": "h1", "x": 3}) == {"mana": "{3}{G}", "additional": [],
                                                                          "mana_value": 4}
    on_stack = run(game, [{"type": "cast", "card": "h1", "x": 3}])
    assert on_stack["state"]["stack"][0]["x"] == 3 and on_stack["state"]["stack"][0]["characteristics"]["mana_value"] == 4


def test_107_3m_an_enters_ability_uses_the_spells_x_while_the_permanents_x_is_0() -> None:
    hydra = {"name": "Hydra", "mana_cost": "{X}{G}", "types": ["Creature"], "power": 0, "toughness": 0,
             "abilities": [{"kind": "etb_counters", "counter": "+1/+1", "amount": "X"}]}
    game = state(alice={"mana_pool": {"G": 4}, "hand": hand(("h1", hydra))})
    result = run(game, [{"type": "cast", "card": "h1", "x": 3}, {"type": "resolve"}])
    creature = permanent(result, "h1")
    assert creature["counters"] == {"+1/+1": 3} and creature["characteristics"]["power"] == 3
    assert creature["characteristics"]["mana_value"] == 1  # X is 0 on the battlefield
    entered = events_of(result, "entered_battlefield")[0]
    assert {ETB_X_USES_SPELL_X, "CR 107.3m"} <= set(entered["cites"]) and entered["x_for_enters_abilities"] == 3


def test_107_3m_a_permanent_not_cast_has_x_0_for_its_enters_ability() -> None:
    hydra = {"name": "Hydra", "mana_cost": "{X}{G}", "types": ["Creature"], "power": 1, "toughness": 1,
             "abilities": [{"kind": "etb_counters", "counter": "+1/+1", "amount": "X"},
                           {"kind": "etb_counters", "counter": "charge", "amount": 2}]}
    result = run(state(alice={"hand": hand(("h1", hydra))}), [{"type": "put_onto_battlefield", "card": "h1"}])
    assert permanent(result, "h1")["counters"] == {"charge": 2}


def test_107_3_x_for_a_card_without_x_is_refused() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(state(alice={"hand": hand(("c1", "Grizzly Bears"))}), [{"type": "compute_cost", "card": "c1", "x": 2}])
    assert refusal.value.cites == ["CR 107.3"]


def test_107_4e_hybrid_mana_is_paid_with_either_half() -> None:
    card = {"name": "Hybrid Bear", "mana_cost": "{W/U}{2/G}", "types": ["Creature"], "power": 2, "toughness": 2}
    result = run(state(alice={"mana_pool": {"U": 1, "C": 2}, "hand": hand(("c1", card))}),
                 [{"type": "cast", "card": "c1"}])
    assert events_of(result, "mana_paid")[0]["paid"] == {"U": 1, "C": 2}
    assert result["state"]["stack"][0]["characteristics"]["mana_value"] == 3


def test_107_4f_phyrexian_mana_is_paid_with_its_color_or_two_life() -> None:
    card = {"name": "Phyrexian Bear", "mana_cost": "{G/P}{G/P}", "types": ["Creature"], "power": 2, "toughness": 2}
    result = run(state(alice={"mana_pool": {"G": 1}, "hand": hand(("c1", card))}), [{"type": "cast", "card": "c1"}])
    assert player_of(result, "alice")["life"] == 18 and events_of(result, "mana_paid")[0]["life_paid"] == 2
    with pytest.raises(IllegalAction) as refusal:
        run(state(alice={"life": 1, "hand": hand(("c1", card))}), [{"type": "cast", "card": "c1"}])
    assert "missing 1 {G/P} (or 2 life), 1 {G/P} (or 2 life)" in refusal.value.detail


def test_malformed_mana_cost_in_an_inline_definition_is_an_invalid_state_naming_card_and_string() -> None:
    broken = {"name": "Broken Bear", "mana_cost": "{1}{Z}", "types": ["Creature"], "power": 2, "toughness": 2}
    bad_ability = {"name": "Bad Rock", "types": ["Artifact"], "abilities": [{"kind": "mana", "cost": "{T", "add": "{G}"}]}
    game = state(alice={"hand": hand(("c1", broken))}, battlefield=[{"id": "r1", "card": bad_ability}])
    with pytest.raises(InvalidState) as invalid:
        resolve(game, [], CATALOG)
    messages = [error["message"] for error in invalid.value.errors]
    assert any("'Broken Bear'" in m and "'{1}{Z}'" in m for m in messages), messages
    assert any("'{T'" in m for m in messages), messages


@settings(max_examples=200, deadline=None)
@given(generic=st.integers(0, 8), colored=st.lists(st.sampled_from("WUBRG"), max_size=4), reducers=st.integers(0, 4),
       x=st.integers(0, 5), has_x=st.booleans())
def test_property_compute_cost_is_never_negative_and_never_reduces_colored_mana(
    generic: int, colored: list[str], reducers: int, x: int, has_x: bool,
) -> None:
    cost = ("{X}" if has_x else "") + (f"{{{generic}}}" if generic else "") + "".join(f"{{{c}}}" for c in colored)
    game = state(battlefield=chatzuks(reducers), alice={"hand": hand(("b1", bander(cost or "{0}")))})
    action: dict[str, Any] = {"type": "compute_cost", "card": "b1", **({"x": x} if has_x else {})}
    result = resolve(game, [action], CATALOG).queries[0].result
    mana = result["mana"]
    assert "-" not in mana
    for color in "WUBRG":
        assert mana.count(f"{{{color}}}") == colored.count(color)
    full_generic = generic + (x if has_x else 0)
    expected_generic = max(0, full_generic - 2 * reducers)
    leading = mana[1:mana.index("}")]
    assert (int(leading) if leading.isdigit() else 0) == expected_generic
    assert result["mana_value"] == full_generic + len(colored)
