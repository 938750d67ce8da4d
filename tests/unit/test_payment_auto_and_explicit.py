"""Paying with mana abilities: `payment` "auto" and explicit (CR 601.2g-h, 602.2b, 605.3a)."""

from __future__ import annotations

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, permanent, player_of, run, state

MOUNTAIN = {"name": "Mountain", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Mountain"]}
PRISM = {"name": "Prism Land", "types": ["Land"], "abilities": [{"kind": "mana", "cost": "{T}", "add": "any_color"}]}
GRUUL = {"name": "Gruul Pair", "mana_cost": "{R}{G}", "types": ["Creature"], "power": 2, "toughness": 2}
PINGER = {"name": "Pinger", "mana_cost": "{2}", "types": ["Artifact"],
          "abilities": [{"kind": "activated", "cost": "{1}{R}{T}"}]}


def lands(*entries: tuple[str, object]) -> list[dict[str, object]]:
    return [{"id": land_id, "card": card, "controller": "alice"} for land_id, card in entries]


def tapped_ids(result: dict[str, object]) -> list[str]:
    return [event["permanent"] for event in events_of(result, "mana_added")]


def test_601_2g_auto_payment_leaves_the_most_colours_producible() -> None:
    game = state(alice={"hand": [{"id": "c1", "card": "Grizzly Bears"}]},
                 battlefield=lands(("p1", PRISM), ("f1", "Forest"), ("f2", "Forest")))
    result = run(game, [{"type": "cast", "card": "c1", "payment": "auto"}])
    assert sorted(tapped_ids(result)) == ["f1", "f2"]  # the five-colour land stays untapped
    assert permanent(result, "p1")["tapped"] is False
    assert events_of(result, "mana_paid")[0]["paid"] == {"G": 2}


def test_601_2h_auto_payment_never_strands_a_payable_coloured_requirement() -> None:
    game = state(alice={"hand": [{"id": "c1", "card": GRUUL}]}, battlefield=lands(("p1", PRISM), ("m1", MOUNTAIN)))
    result = run(game, [{"type": "cast", "card": "c1", "payment": "auto"}])
    added = {event["permanent"]: event["amounts"] for event in events_of(result, "mana_added")}
    assert added == {"p1": {"G": 1}, "m1": {"R": 1}}
    assert result["state"]["stack"][0]["id"] == "c1"


def test_601_2h_auto_payment_spends_pool_mana_first() -> None:
    game = state(alice={"mana_pool": {"G": 1}, "hand": [{"id": "c1", "card": "Grizzly Bears"}]},
                 battlefield=lands(("f1", "Forest"), ("f2", "Forest")))
    result = run(game, [{"type": "cast", "card": "c1", "payment": "auto"}])
    assert tapped_ids(result) == ["f1"]
    assert player_of(result, "alice")["mana_pool"]["G"] == 0


def test_601_2h_auto_payment_refused_when_no_combination_pays() -> None:
    game = state(alice={"hand": [{"id": "c1", "card": GRUUL}]}, battlefield=lands(("m1", MOUNTAIN), ("m2", MOUNTAIN)))
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "cast", "card": "c1", "payment": "auto"}])
    assert refusal.value.title == "Cost can't be paid" and "CR 601.2g" in refusal.value.cites
    assert "nothing was paid" in refusal.value.detail


def test_302_6_auto_payment_skips_tapped_sources() -> None:
    game = state(alice={"hand": [{"id": "c1", "card": "Grizzly Bears"}]},
                 battlefield=[*lands(("f1", "Forest")), {"id": "f2", "card": "Forest", "controller": "alice",
                                                         "tapped": True}, *lands(("m1", MOUNTAIN))])
    result = run(game, [{"type": "cast", "card": "c1", "payment": "auto"}])
    assert sorted(tapped_ids(result)) == ["f1", "m1"]


def test_601_2g_explicit_payment_taps_exactly_the_named_sources() -> None:
    game = state(alice={"mana_pool": {"U": 1}, "hand": [{"id": "c1", "card": "Grizzly Bears"}]},
                 battlefield=lands(("p1", PRISM), ("f1", "Forest")))
    result = run(game, [{"type": "cast", "card": "c1", "payment": {"pool": {"U": 1}, "tap": [["f1", 0]]}}])
    assert tapped_ids(result) == ["f1"] and permanent(result, "p1")["tapped"] is False
    assert events_of(result, "mana_paid")[0]["paid"] == {"G": 1, "U": 1}


def test_601_2g_explicit_payment_with_a_chosen_colour() -> None:
    game = state(alice={"hand": [{"id": "c1", "card": GRUUL}]}, battlefield=lands(("p1", PRISM), ("m1", MOUNTAIN)))
    result = run(game, [{"type": "cast", "card": "c1", "payment": {"tap": [["p1", 0, "G"], ["m1", 0]]}}])
    assert result["state"]["stack"][0]["id"] == "c1"


def test_601_2h_explicit_payment_that_falls_short_is_refused_and_nothing_is_tapped() -> None:
    game = state(alice={"mana_pool": {"G": 1}, "hand": [{"id": "c1", "card": "Grizzly Bears"}]},
                 battlefield=lands(("f1", "Forest")))
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "cast", "card": "c1", "payment": {"tap": [["f1", 0]]}}])
    assert "missing 1 generic" in refusal.value.detail


def test_601_2h_explicit_payment_cant_spend_pool_mana_that_isnt_there() -> None:
    game = state(alice={"hand": [{"id": "c1", "card": "Grizzly Bears"}]}, battlefield=lands(("f1", "Forest")))
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "cast", "card": "c1", "payment": {"pool": {"G": 1}, "tap": [["f1", 0]]}}])
    assert refusal.value.title == "Not in the mana pool"


def test_107_5_explicit_payment_taps_a_source_once() -> None:
    game = state(alice={"hand": [{"id": "c1", "card": "Grizzly Bears"}]}, battlefield=lands(("f1", "Forest")))
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "cast", "card": "c1", "payment": {"tap": [["f1", 0], ["f1", 0]]}}])
    assert refusal.value.title == "Source used twice"


def test_602_2b_activation_auto_payment_doesnt_use_the_permanent_tapped_by_the_cost() -> None:
    game = state(battlefield=[{"id": "pi", "card": PINGER, "controller": "alice"},
                              *lands(("m1", MOUNTAIN), ("f1", "Forest"))])
    result = run(game, [{"type": "activate", "permanent": "pi", "payment": "auto"}])
    assert sorted(tapped_ids(result)) == ["f1", "m1"] and permanent(result, "pi")["tapped"] is True


def test_601_2h_boulder_jockey_auto_payment_pays_d_with_a_land_drop() -> None:
    game = state(alice={"hand": [{"id": "bj", "card": "Boulder Jockey"}]},
                 battlefield=lands(("m1", MOUNTAIN), ("f1", "Forest"), ("f2", "Forest")))
    result = run(game, [{"type": "cast", "card": "bj", "payment": "auto"}])
    assert sorted(tapped_ids(result)) == ["f1", "f2", "m1"]
    assert player_of(result, "alice")["land_drops_given_up"] == 1


def test_107_4f_auto_payment_pays_phyrexian_mana_with_mana_before_life() -> None:
    mite = {"name": "Phyrexian Sprout", "mana_cost": "{G/P}", "types": ["Artifact"]}
    game = state(alice={"hand": [{"id": "c1", "card": mite}]}, battlefield=lands(("f1", "Forest")))
    result = run(game, [{"type": "cast", "card": "c1", "payment": "auto"}])
    assert tapped_ids(result) == ["f1"] and player_of(result, "alice")["life"] == 20
    no_forest = state(alice={"hand": [{"id": "c1", "card": mite}]}, battlefield=lands(("m1", MOUNTAIN)))
    result = run(no_forest, [{"type": "cast", "card": "c1", "payment": "auto"}])
    assert tapped_ids(result) == [] and player_of(result, "alice")["life"] == 18
