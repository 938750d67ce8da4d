"""Branch s19-neoa: constructions of Kamigawa: Neon Dynasty (cards A to Ma), read by the compositional reader and
played by the engine (docs/oracle-s19-neoa.md):
- "Create an X/X green Spirit creature token, where X is the number of lands you control." (CR 111.3, 608.2h):
  `create_token`'s `stats_x`, the token's power and toughness counted once as the effect resolves.
Each construction also has its honesty case: a near variant the engine can't play is not read."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from app.engine.cards import CreateTokenEffect
from tests.unit.conftest import events_of, probe_support, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run

KURA = (
    "Kura, the Boundless Sky",
    "Legendary Creature — Dragon Spirit",
    "Flying, deathtouch\n"
    "When Kura, the Boundless Sky dies, choose one —\n"
    "• Search your library for up to three land cards, reveal them, put them into your hand, then shuffle.\n"
    "• Create an X/X green Spirit creature token, where X is the number of lands you control.",
    "{3}{G}{G}",
    ("4", "4"),
)
MURDER = {"name": "Probe Murder", "mana_cost": "{B}", "types": ["Instant"],
          "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}}]}


# --- "an X/X ... token, where X is ..." (CR 111.3, 608.2h) ---


def test_kura_reads_in_full_with_a_counted_token_size() -> None:
    ability = _read(*KURA)["abilities"][0]
    token_mode = ability["effect"]["modes"][1]
    assert token_mode["kind"] == "create_token"
    assert token_mode["stats_x"] == "lands_you_control"
    assert token_mode["token"]["subtypes"] == ["Spirit"] and token_mode["token"]["colors"] == ["G"]


def _kura_dies(lands: int) -> dict[str, Any]:
    kura = _read(*KURA)
    battlefield = [{"id": "kura", "card": "Kura, the Boundless Sky", "controller": "alice"}]
    battlefield += [{"id": f"f{i}", "card": "Forest", "controller": "alice"} for i in range(lands)]
    battlefield.append({"id": "bob-forest", "card": "Forest", "controller": "bob"})  # not counted: bob's
    game = state(battlefield=battlefield, alice={"hand": [{"id": "murder", "card": "Probe Murder"}],
                                                 "mana_pool": {"B": 1}})
    actions = [
        {"type": "cast", "card": "murder", "choices": {"targets": ["kura"]}},
        {"type": "resolve"},
        {"type": "resolve", "choices": {"modes": [1]}},
    ]
    return _run(game, actions, kura, MURDER)


@pytest.mark.parametrize("lands", [3, 5])
def test_111_3_the_token_is_as_big_as_the_lands_you_control_as_it_resolves(lands: int) -> None:
    result = _kura_dies(lands)
    spirits = [p for p in result["state"]["battlefield"] if "Spirit" in str(p["card"])]
    assert len(spirits) == 1 and spirits[0]["controller"] == "alice"
    sized = events_of(result, "token_size_set")
    assert sized and sized[0]["power"] == lands and sized[0]["toughness"] == lands
    assert "CR 111.3" in sized[0]["cites"] and "CR 608.2h" in sized[0]["cites"]
    created = next(p for p in result["state"]["battlefield"] if p["id"] == spirits[0]["id"])
    assert created["card"]["power"] == lands and created["card"]["toughness"] == lands


def test_an_x_token_without_where_x_is_not_read() -> None:
    # Shark Typhoon's cycling trigger: X is the cycling cost's X, which a trigger doesn't know here
    assert probe_support("Whenever ~ attacks, create an X/X blue Shark creature token with flying.") != "full"
    with pytest.raises(ValidationError):
        CreateTokenEffect.model_validate({"kind": "create_token", "token": "Treasure", "stats_x": "X"})


def test_base_stats_x_x_lines_stay_not_read() -> None:
    line = "{X}: Until end of turn, ~ has base power and toughness X/X."
    assert probe_support(line) != "full"
