"""s14-r2main: triggers at the beginning of your first / second main phase (CR 505.1a, 603.2) and
"add {R} or {G} for each Raccoon you control" from a triggered ability (CR 106.4, 605.5a, 608.2d,
608.2h), read from Oracle text and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, player_of, read_full_definition, run_with_cards, state

MUERRA_TEXT = (
    "At the beginning of your first main phase, add {R} or {G} for each Raccoon you control.\n"
    "Whenever you expend 4, you gain 3 life. (You expend 4 as you spend your fourth total mana to cast "
    "spells during a turn.)\n"
    "Whenever you expend 8, exile the top two cards of your library. Until the end of your next turn, you "
    "may play those cards."
)
RACCOON = {"name": "Test Raccoon", "types": ["Creature"], "subtypes": ["Raccoon"], "power": 1, "toughness": 1}


def _muerra() -> dict[str, Any]:
    return read_full_definition(
        "Muerra, Trash Tactician", "Legendary Creature — Raccoon Warrior", MUERRA_TEXT, "{1}{R}{G}", ("2", "4")
    )


def _support(text: str) -> str:
    facts = CardFacts(
        name="Test Card", type_line="Creature — Raccoon", oracle_text=text, mana_cost="{2}", power="1", toughness="1"
    )
    return read_card(facts).support


def _to_main(
    muerra: dict[str, Any], raccoons: int, active: str = "alice", actions: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    battlefield: list[dict[str, Any]] = [{"id": "muerra", "controller": "alice", "card": muerra["name"]}]
    battlefield += [{"id": f"raccoon-{n}", "controller": "alice", "card": RACCOON} for n in range(raccoons)]
    battlefield.append({"id": "bob-raccoon", "controller": "bob", "card": RACCOON})  # not "you control"
    game = state(battlefield=battlefield)
    game["step"], game["active_player"] = "draw", active
    return run_with_cards(game, [{"type": "next_step"}, *(actions or [])], muerra, RACCOON)


def test_505_1a_first_main_phase_trigger_reads_as_precombat_main_step_trigger() -> None:
    ability = _muerra()["abilities"][0]
    assert ability == {
        "kind": "step_trigger",
        "step": "precombat_main",
        "whose": "yours",
        "effect": {"kind": "add_mana", "mana": "{R}|{G}", "times": "count:permanent:you_control:Raccoon"},
    }


def test_505_1a_second_main_phase_reads_as_postcombat_main() -> None:
    definition = read_full_definition(
        "Test Mentor",
        "Creature — Lizard",
        "At the beginning of your second main phase, you gain 1 life.",
        "{1}",
        ("1", "1"),
    )
    assert definition["abilities"][0]["step"] == "postcombat_main"


def test_near_variants_with_unknown_words_do_not_read() -> None:
    assert _support("At the beginning of your third main phase, you gain 1 life.") != "full"
    assert _support("At the beginning of your first main phase, add {R} or {G} for each Raccoon you command.") != "full"
    assert _support("{T}: Add {R} or {G} for each Raccoon you control.") != "full"  # a mana ability: not modelled


def test_608_2d_muerra_adds_one_chosen_mana_for_each_raccoon_you_control() -> None:
    muerra = _muerra()
    result = _to_main(muerra, 2, actions=[{"type": "resolve", "choices": {"mana_colors": ["R", "G", "G"]}}])
    put = events_of(result, "trigger_put_on_stack")
    assert put and "CR 505.1a" in put[0]["cites"]
    added = events_of(result, "mana_added_by_effect")
    assert added[0]["amounts"] == {"R": 1, "G": 2}
    assert "CR 608.2d" in added[0]["cites"]
    pool = player_of(result, "alice")["mana_pool"]
    assert (pool["R"], pool["G"]) == (1, 2)


def test_608_2d_default_choice_is_the_first_type_and_a_wrong_count_is_refused() -> None:
    muerra = _muerra()
    result = _to_main(muerra, 0, actions=[{"type": "resolve"}])
    assert events_of(result, "mana_added_by_effect")[0]["amounts"] == {"R": 1}  # Muerra is a Raccoon
    with pytest.raises(IllegalAction):
        _to_main(muerra, 1, actions=[{"type": "resolve", "choices": {"mana_colors": ["G"]}}])
    with pytest.raises(IllegalAction):
        _to_main(muerra, 0, actions=[{"type": "resolve", "choices": {"mana_colors": ["B"]}}])


def test_603_2_your_first_main_phase_does_not_trigger_on_an_opponents_turn() -> None:
    muerra = _muerra()
    result = _to_main(muerra, 1, active="bob")
    assert not events_of(result, "trigger_put_on_stack")


def test_608_2d_a_posted_amount_of_chosen_mana_is_counted_not_listed() -> None:
    """A posted definition may say any `times`: by default all of it is the first type, added as a
    number (no list of a billion mana is built); a choice must still name each mana."""
    ritual = {"name": "Test Ritual", "mana_cost": "{R}", "types": ["Instant"],
              "abilities": [{"kind": "spell", "effect": {"kind": "add_mana", "mana": "{R}|{G}", "times": 10**9}}]}
    game = state(alice={"mana_pool": {"R": 1}, "hand": [{"id": "ritual", "card": "Test Ritual"}]})
    result = run_with_cards(game, [{"type": "cast", "card": "ritual"}, {"type": "resolve"}], ritual)
    assert events_of(result, "mana_added_by_effect")[0]["amounts"] == {"R": 10**9}
    assert player_of(result, "alice")["mana_pool"]["R"] == 10**9
    with pytest.raises(IllegalAction):
        run_with_cards(game, [{"type": "cast", "card": "ritual"},
                              {"type": "resolve", "choices": {"mana_colors": ["G"]}}], ritual)
