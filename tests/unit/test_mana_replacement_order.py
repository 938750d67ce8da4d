"""Several "tapped for mana" replacement effects (CR 616.1e-f, 106.12b, 106.7): the result never
depends on the order the battlefield lists them in; and a mana ability without {T} in its cost
doesn't "tap a permanent for mana" (CR 106.12), so they don't apply to it."""

from __future__ import annotations

from itertools import permutations
from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, player_of, run, state


def _replacement(name: str, **ability: Any) -> dict[str, Any]:
    return {"name": name, "types": ["Enchantment"],
            "abilities": [{"kind": "mana_replacement", "watch": "lands", **ability}]}


BLACKENER = _replacement("Blackener", instead="{B}")  # "... it produces {B} instead" (any type)
DOUBLER = _replacement("Doubler", multiply=2)  # "... it produces twice as much"
BLACK_TO_BLUE = _replacement("Black to Blue", mana_type="B", instead="{U}")
GREEN_TO_RED = _replacement("Green to Red", mana_type="G", instead="{R}")
GREEN_TO_WHITE = _replacement("Green to White", mana_type="G", instead="{W}")
FOREST = {"id": "f1", "card": "Forest", "controller": "alice", "controlled_since_turn": 1}
STONE = {"id": "s1", "controller": "alice", "card": {
    "name": "Green Stone", "types": ["Land"], "abilities": [{"kind": "mana", "cost": "{1}", "add": "{G}"}]}}


def _listed(replacements: tuple[dict[str, Any], ...], extra: dict[str, Any] = FOREST) -> list[dict[str, Any]]:
    return [*({"id": f"e{n}-{card['name']}", "card": card, "controller": "alice"} for n, card in enumerate(replacements)),
            extra]


def _tap(battlefield: list[dict[str, Any]], permanent: str = "f1", **pool: int) -> dict[str, Any]:
    result = run(state(battlefield=battlefield, alice={"mana_pool": pool}),
                 [{"type": "tap_for_mana", "permanent": permanent}])
    return events_of(result, "mana_added")[0]


def _could_produce(battlefield: list[dict[str, Any]], permanent: str = "f1") -> list[str]:
    result = run(state(battlefield=battlefield), [{"type": "could_produce", "permanent": permanent}])
    answer: list[str] = result["queries"][0]["result"]
    return answer


def test_616_1f_instead_then_twice_as_much_whatever_the_listing_order() -> None:
    for order in permutations((BLACKENER, DOUBLER)):
        added = _tap(_listed(order))
        assert added["amounts"] == {"B": 2}, order  # the order the controller would choose: {B}{B}, not {B}
        assert "CR 616.1" in added["cites"] and "CR 106.12b" in added["cites"]
        assert sorted(added["replaced_by"]) == sorted(f"e{n}-{c['name']}" for n, c in enumerate(order))


def test_616_1f_an_effect_that_applies_only_after_another_one_still_applies() -> None:
    # {G} -> {B} (Blackener), and only then does "if tapped for {B}, {U} instead" apply.
    for order in permutations((BLACK_TO_BLUE, BLACKENER)):
        assert _tap(_listed(order))["amounts"] == {"U": 1}, order
        assert _could_produce(_listed(order)) == ["U"], order  # once it applies, it must be applied


def test_616_1f_two_effects_that_exclude_each_other_the_tie_is_decided_by_type_order() -> None:
    for order in permutations((GREEN_TO_RED, GREEN_TO_WHITE)):
        assert _tap(_listed(order))["amounts"] == {"W": 1}, order


def test_106_7_could_produce_takes_every_order_whatever_the_listing_order() -> None:
    for order in permutations((GREEN_TO_RED, GREEN_TO_WHITE, DOUBLER)):
        assert _could_produce(_listed(order)) == ["W", "R"], order


def test_616_1f_many_effects_give_one_answer_in_any_listing_order() -> None:
    # More effects than the old engine tried every order of (it then tried two orders only).
    many = (GREEN_TO_RED, GREEN_TO_WHITE, BLACKENER, BLACK_TO_BLUE, DOUBLER,
            _replacement("Tripler", multiply=3), _replacement("Red to Green", mana_type="R", instead="{G}{G}"))
    answers = {(tuple(sorted(_tap(_listed(order))["amounts"].items())), tuple(_could_produce(_listed(order))))
               for order in (many, tuple(reversed(many)), many[3:] + many[:3], many[1::2] + many[::2])}
    assert len(answers) == 1, answers


def test_616_1_too_many_effects_to_order_is_refused_not_an_error() -> None:
    multipliers = tuple(_replacement(f"Multiplier {n}", multiply=n) for n in range(2, 16))
    with pytest.raises(IllegalAction) as refusal:
        _tap(_listed(multipliers))
    assert "CR 616.1" in refusal.value.cites


def test_106_12b_a_mana_ability_without_t_is_not_tapping_for_mana_so_no_replacement_applies() -> None:
    added = _tap(_listed((BLACKENER, DOUBLER), STONE), "s1", C=1)
    assert added["amounts"] == {"G": 1} and added["tapped_for_mana"] is False
    assert "replaced_by" not in added and "CR 106.12" in added["cites"]


def test_106_12b_could_produce_of_an_ability_without_t_ignores_tapped_for_mana_replacements() -> None:
    assert _could_produce(_listed((BLACKENER,), STONE), "s1") == ["G"]
    assert _could_produce(_listed((BLACKENER,))) == ["B"]


def test_106_12a_a_mana_ability_without_t_does_not_trigger_tapped_for_mana() -> None:
    watcher = {"name": "Watcher", "types": ["Enchantment"],
               "abilities": [{"kind": "tapped_for_mana_trigger", "watch": "lands", "effect": {"kind": "draw"}}]}
    result = run(state(battlefield=_listed((watcher,), STONE), alice={"mana_pool": {"C": 1}}),
                 [{"type": "tap_for_mana", "permanent": "s1"}])
    assert result["state"]["stack"] == [] and player_of(result, "alice")["mana_pool"]["G"] == 1
