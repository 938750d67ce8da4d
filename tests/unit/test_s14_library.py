"""s14-library (docs/oracle-library.md): library and hidden-information constructions of Bloomburrow's
Oracle text, read by the grammar and played by the engine."""

from __future__ import annotations

from typing import Any

from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run


def _card(name: str, cost: str | None, types: list[str], **fields: Any) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "types": types, **fields}
    if cost is not None:
        card["mana_cost"] = cost
    return card


def _library(*names: str) -> list[dict[str, str]]:
    return [{"id": f"lib{n}", "card": name} for n, name in enumerate(names)]


# --- "reveal the top card ... into your hand. You lose life equal to its mana value." -----------

AUGUR = (
    "Darkstar Augur",
    "Creature — Bat Warlock",
    "Offspring {B}\nFlying\nAt the beginning of your upkeep, reveal the top card of your library and put that card "
    "into your hand. You lose life equal to its mana value.",
    "{2}{B}",
    ("2", "2"),
)
FIVE_DROP = _card("Test Five Drop", "{3}{B}{B}", ["Sorcery"])
X_SPELL = _card("Test X Spell", "{X}{R}", ["Sorcery"])
LAND = _card("Test Land", None, ["Land"])


def _upkeep(augur: dict[str, Any], top: str) -> dict[str, Any]:
    game = state(
        step="untap",
        alice={"life": 20, "library": _library(top, "Grizzly Bears")},
        battlefield=[{"id": "a", "card": "Darkstar Augur", "controller": "alice"}],
    )
    return _run(game, [{"type": "next_step"}, {"type": "resolve"}], augur, FIVE_DROP, X_SPELL, LAND)


def test_202_3_reveal_the_top_card_and_lose_life_equal_to_its_mana_value() -> None:
    augur = _read(*AUGUR)
    upkeep = next(a for a in augur["abilities"] if a["kind"] == "step_trigger")
    assert upkeep == {
        "kind": "step_trigger",
        "step": "upkeep",
        "whose": "yours",
        "effect": {"kind": "reveal_top", "amount": 1, "to": "hand", "otherwise": "hand", "lose_life_mana_value": True},
    }
    result = _upkeep(augur, "Test Five Drop")
    alice = player_of(result, "alice")
    assert alice["life"] == 15
    assert [card["card"] for card in alice["hand"]] == ["Test Five Drop"]
    assert [card["card"] for card in alice["library"]] == ["Grizzly Bears"]
    revealed = events_of(result, "card_revealed")
    assert [event["card"] for event in revealed] == ["Test Five Drop"]
    lost = events_of(result, "life_lost")
    assert [event["amount"] for event in lost] == [5] and "CR 202.3" in lost[0]["cites"]


def test_202_3e_x_counts_zero_and_a_land_costs_no_life() -> None:
    augur = _read(*AUGUR)
    x_spell = _upkeep(augur, "Test X Spell")
    assert player_of(x_spell, "alice")["life"] == 19  # {X}{R}: X is 0 in the library (CR 202.3e)
    land = _upkeep(augur, "Test Land")
    assert player_of(land, "alice")["life"] == 20 and events_of(land, "life_lost") == []
    assert [card["card"] for card in player_of(land, "alice")["hand"]] == ["Test Land"]


def test_an_empty_library_reveals_nothing_and_costs_no_life() -> None:
    augur = _read(*AUGUR)
    game = state(
        step="untap",
        alice={"life": 20, "library": []},
        battlefield=[{"id": "a", "card": "Darkstar Augur", "controller": "alice"}],
    )
    result = _run(game, [{"type": "next_step"}, {"type": "resolve"}], augur)
    assert player_of(result, "alice")["life"] == 20 and events_of(result, "card_revealed") == []


def test_life_equal_to_its_mana_value_reads_only_after_the_reveal() -> None:
    reading = read_composed("Draw a card. You lose life equal to its mana value.", is_spell=True)
    assert reading.abilities is None
    # a near variant with a word the grammar doesn't know stays not modelled
    variant = read_composed(
        "At the beginning of your upkeep, reveal the top card of your library and put that card into your "
        "graveyard. You lose life equal to its mana value.",
        is_spell=False,
    )
    assert variant.abilities is None
