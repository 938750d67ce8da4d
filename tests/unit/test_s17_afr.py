"""Branch s17-afr (issue 24): constructions of Adventures in the Forgotten Realms, read by the
compositional reader and played by the engine:
- a flavor word before an ability or a mode ("Keen Senses — When ...", "• Cure Wounds — ...") is
  read as the ability or mode after it (CR 207.2d);
Each construction also has its honesty case: a near variant with one word the grammar doesn't
know is not read."""

from __future__ import annotations

from app.oracle.compose import read_composed, without_ability_word
from tests.unit.conftest import events_of, player_of, probe_support, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run

# --- flavor words (CR 207.2d) --------------------------------------------------------------------


def test_207_2d_a_flavor_word_is_read_as_the_ability_after_it() -> None:
    line = "Keen Senses — When ~ enters, draw a card."
    assert without_ability_word(line) == "When ~ enters, draw a card."
    assert without_ability_word("Dark One's Own Luck — Whenever ~ attacks, draw a card.").startswith("Whenever")
    assert without_ability_word("Two-Weapon Fighting — Draw a card.") == "Draw a card."
    # named modes: each mode's flavor word is dropped, the modal line's own dash is kept
    modal = "Choose one — • Cure Wounds — You gain 2 life. • Dispel Magic — Destroy target enchantment."
    assert without_ability_word(modal) == "Choose one — • You gain 2 life. • Destroy target enchantment."
    # a keyword's cost has no spaces around its dash
    assert without_ability_word("Ward—Pay 3 life.") == "Ward—Pay 3 life."


BARD = (
    "Inspiring Bard",
    "Creature — Elf Bard",
    "When Inspiring Bard enters the battlefield, choose one — • Bardic Inspiration — Target creature gets +2/+2 "
    "until end of turn. • Song of Rest — You gain 3 life.",
    "{3}{G}",
    ("3", "3"),
)


def test_207_2d_owlbear_draws_on_entering() -> None:
    owlbear = _read(
        "Owlbear",
        "Creature — Bird Bear",
        "Trample\nKeen Senses — When Owlbear enters the battlefield, draw a card.",
        "{4}{G}",
        ("4", "4"),
    )
    game = state(alice={"hand": [{"id": "o", "card": "Owlbear"}]})
    enter = {"type": "put_onto_battlefield", "player": "alice", "card": "o", "from": "hand"}
    result = _run(game, [enter, {"type": "resolve"}], owlbear)
    assert len(player_of(result, "alice")["hand"]) == 1
    assert events_of(result, "card_drawn")


def test_207_2d_a_named_mode_is_chosen_and_played() -> None:
    bard = _read(*BARD)
    assert [mode["kind"] for mode in bard["abilities"][0]["effect"]["modes"]] == ["pump", "gain_life"]
    game = state(alice={"hand": [{"id": "b", "card": "Inspiring Bard"}]})
    enter = {"type": "put_onto_battlefield", "player": "alice", "card": "b", "from": "hand", "choices": {"modes": [1]}}
    result = _run(game, [enter, {"type": "resolve"}], bard)
    assert player_of(result, "alice")["life"] == 23


def test_207_2d_a_flavor_word_does_not_hide_an_unknown_word() -> None:
    assert read_composed("Keen Senses — When ~ enters, draw a glorp.", is_spell=False).abilities is None
    assert probe_support("Keen Senses — When Probe enters the battlefield, draw a card.") == "full"
    assert probe_support("Keen Senses — When Probe enters the battlefield, frobnicate a card.") != "full"
