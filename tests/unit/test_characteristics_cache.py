"""The reuse of permanents' characteristics between checks (`characteristics.characteristics_of`):
a change to any input must never be missed (a stale value would skip or misjudge a check)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from app.engine import registry
from app.engine.characteristics import characteristics_of, compute, take_characteristics
from app.engine.game import Game
from app.engine.rules.sba import creatures_die
from app.engine.state import Characteristics, GameState, MergedBackFace, Permanent, PowerToughnessEffect
from tests.unit.conftest import CATALOG, player


def _game(*permanents: dict[str, Any]) -> Game:
    state = GameState.model_validate({"players": [player("alice"), player("bob")], "day_night": "day",
                                      "battlefield": list(permanents)})
    return Game(state, CATALOG)


def _bear(game: Game) -> Permanent:
    permanent = game.state.battlefield[0]
    assert characteristics_of(game, permanent) == compute(game, permanent)  # warms the cache
    assert characteristics_of(game, permanent) is characteristics_of(game, permanent)  # and is reused
    assert creatures_die(game) == []
    return permanent


def _dies(game: Game) -> bool:
    thunks = creatures_die(game)
    for thunk in thunks:
        thunk()
    return bool(thunks)


def _agrees(game: Game, permanent: Permanent) -> Characteristics:
    shared = characteristics_of(game, permanent)
    assert shared == compute(game, permanent)
    assert shared is not None
    return shared


def test_damage_is_never_stale() -> None:
    game = _game({"id": "p1", "card": "Grizzly Bears"})
    bear = _bear(game)
    bear.damage = 2
    assert _dies(game) and game.state.battlefield == []


def test_minus_counters_are_never_stale() -> None:
    game = _game({"id": "p1", "card": "Grizzly Bears"})
    bear = _bear(game)
    bear.counters["-1/-1"] = 2  # changed in place, not replaced
    assert _agrees(game, bear).toughness == 0
    assert _dies(game)


def test_plus_counters_are_never_stale() -> None:
    game = _game({"id": "p1", "card": "Grizzly Bears", "damage": 1})
    bear = _bear(game)
    bear.counters["+1/+1"] = 1
    assert _agrees(game, bear).toughness == 3
    bear.damage = 2
    assert creatures_die(game) == []
    del bear.counters["+1/+1"]
    assert _agrees(game, bear).toughness == 2
    assert _dies(game)


def test_effects_are_never_stale() -> None:
    game = _game({"id": "p1", "card": "Grizzly Bears"})
    bear = _bear(game)
    bear.effects.append(PowerToughnessEffect(power=1, toughness=-2))  # appended in place
    assert _agrees(game, bear).toughness == 0
    assert _dies(game)


def test_an_effect_changed_in_place_is_never_stale() -> None:
    game = _game({"id": "p1", "card": "Grizzly Bears", "effects": [{"power": 1, "toughness": 1}]})
    bear = _bear(game)
    bear.effects[0].toughness = -2
    assert _agrees(game, bear).toughness == 0
    assert _dies(game)


def test_face_down_is_never_stale() -> None:
    game = _game({"id": "p1", "card": "Forest"})
    land = _bear(game)
    assert "Creature" not in _agrees(game, land).types
    land.face_down = True
    assert _agrees(game, land).types == ["Creature"] and _agrees(game, land).toughness == 2
    land.face_down = False
    assert "Creature" not in _agrees(game, land).types


def test_transformed_is_never_stale() -> None:
    game = _game({"id": "p1", "card": "Hound Villager", "damage": 3})
    hound = game.state.battlefield[0]
    hound.transformed = True
    assert creatures_die(game) == []  # a 4/4 at night
    hound.transformed = False
    assert _agrees(game, hound).name == "Hound Villager"
    assert _dies(game)


def test_back_face_card_is_never_stale() -> None:
    game = _game({"id": "p1", "card": "Werewhat", "transformed": True,
                  "back_face_card": {"id": "x1", "card": "Grizzly Bears"}})
    werewhat = game.state.battlefield[0]
    assert _agrees(game, werewhat).name == "Grizzly Bears"
    werewhat.back_face_card = MergedBackFace(id="x1", card="Hound Villager")
    assert _agrees(game, werewhat).name == "Hound Villager"
    assert werewhat.back_face_card is not None
    werewhat.back_face_card.card = "Night Prowler"  # changed in place
    assert _agrees(game, werewhat).name == "Night Prowler"


def test_card_is_never_stale() -> None:
    game = _game({"id": "p1", "card": "Grizzly Bears"})
    bear = _bear(game)
    bear.card = "Night Prowler"
    assert _agrees(game, bear).name == "Night Prowler"


def test_battlefield_membership_is_never_stale() -> None:
    game = _game({"id": "p1", "card": "Grizzly Bears"})
    _bear(game)
    game.state.battlefield.append(Permanent(id="p2", card="Grizzly Bears", damage=5, controller="alice", owner="alice"))
    assert _dies(game)
    assert [p.id for p in game.state.battlefield] == ["p1"]


def test_a_new_object_with_the_same_id_is_not_confused_with_the_old() -> None:
    game = _game({"id": "p1", "card": "Grizzly Bears"})
    _bear(game)
    game.state.battlefield[0] = Permanent(id="p1", card="Night Prowler", damage=2, controller="alice", owner="alice")
    assert _agrees(game, game.state.battlefield[0]).name == "Night Prowler"
    assert creatures_die(game) == []


def test_compute_always_returns_a_new_object() -> None:
    game = _game({"id": "p1", "card": "Grizzly Bears"})
    bear = _bear(game)
    assert compute(game, bear) is not compute(game, bear)
    assert compute(game, bear) is not characteristics_of(game, bear)


def test_taken_characteristics_are_no_longer_shared() -> None:
    game = _game({"id": "p1", "card": "Grizzly Bears"})
    bear = _bear(game)
    shared = characteristics_of(game, bear)
    taken = take_characteristics(game, bear)
    assert taken == compute(game, bear)
    assert taken is shared  # handed over, not recomputed ...
    assert characteristics_of(game, bear) is not taken  # ... and never given out again
    assert take_characteristics(game, bear) is not taken


@pytest.fixture
def shrinking_layer() -> Iterator[dict[str, int]]:
    """A characteristic layer (not known to be cache-safe) reading a value outside the permanent."""
    setting = {"toughness": 0}

    def layer(game: Game, obj: Any, characteristics: Characteristics) -> None:
        if characteristics.toughness is not None:
            characteristics.toughness -= setting["toughness"]

    hooks = registry.characteristic_layers
    saved_hooks, saved_ordered = list(hooks._hooks), hooks._ordered
    hooks.add(layer, order=70)
    try:
        yield setting
    finally:
        hooks._hooks, hooks._ordered = saved_hooks, saved_ordered


def test_an_unknown_layer_turns_reuse_off(shrinking_layer: dict[str, int]) -> None:
    game = _game({"id": "p1", "card": "Grizzly Bears"})
    assert not game.characteristics_cacheable
    bear = game.state.battlefield[0]
    assert creatures_die(game) == []
    shrinking_layer["toughness"] = 2  # nothing on the permanent changed
    assert _agrees(game, bear).toughness == 0
    assert _dies(game)


def test_an_unknown_back_face_provider_turns_reuse_off() -> None:
    def provider(game: Game, permanent: Permanent) -> None:
        return None

    hooks = registry.back_face_providers
    saved_hooks, saved_ordered = list(hooks._hooks), hooks._ordered
    hooks.add(provider, order=5)
    try:
        assert not _game().characteristics_cacheable
    finally:
        hooks._hooks, hooks._ordered = saved_hooks, saved_ordered
    assert _game().characteristics_cacheable


def test_the_input_copy_is_a_deep_copy_like_deepcopy() -> None:
    import copy
    from decimal import Decimal

    from app.engine.resolve import _deep_copy

    shared = {"k": [1, 2]}
    value = {"a": [shared, shared, ("t", [3])], "b": {"c": None, "d": 1.5, "e": True}, "f": Decimal("1"), "s": shared}
    copied = _deep_copy(value)
    assert copied == value == copy.deepcopy(value)
    assert copied["a"][0] is copied["a"][1] is copied["s"] and copied["s"] is not shared  # aliasing kept
    assert copied["a"][2][1] is not value["a"][2][1]  # other types: deepcopy
    copied["s"]["k"].append(3)
    assert shared == {"k": [1, 2]}


def test_memoised_cost_facts_match_the_parsed_cost() -> None:
    from app.engine.characteristics import _cost_colors, _cost_value
    from app.engine.mana import MalformedManaCost, parse_mana_cost

    for text in ("{1}{G}", "{X}{R}", "{2}{R}{D}", "{W/U}{2/B}", "{G/P}", "{C}", "{S}{U}"):
        cost = parse_mana_cost(text)
        assert _cost_colors(text) == tuple(cost.colors) and _cost_value(text) == cost.mana_value(0)
    for _ in range(2):  # a malformed cost is refused every time, never remembered as valid
        with pytest.raises(MalformedManaCost):
            _cost_colors("{1}x")


def test_characteristics_built_without_model_construct_are_the_same_objects() -> None:
    """`_built` skips `model_construct`'s per-field loop: the instance must be indistinguishable
    (equality, set fields, JSON, assignment, copies) from a constructed and from a validated one."""
    from app.engine.characteristics import _built

    values = {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "mana_value": 2, "colors": ["G"],
              "types": ["Creature"], "supertypes": [], "subtypes": ["Bear"], "power": 2, "toughness": 2,
              "keywords": []}
    built = _built(dict(values))
    constructed = Characteristics.model_construct(**values)
    validated = Characteristics.model_validate(values)
    assert built == constructed == validated
    assert built.model_fields_set == constructed.model_fields_set == validated.model_fields_set
    assert built.model_dump_json() == validated.model_dump_json()
    assert built.__pydantic_extra__ is None and built.__pydantic_private__ is None
    built.power = 5
    assert built.power == 5 and built.model_copy() == built and built.model_copy(deep=True) == built
    assert Characteristics.model_validate(built.model_dump()) == built
