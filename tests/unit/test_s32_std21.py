"""Session 32, group std21 (docs/oracle-s32-std21.md): general constructions of the Standard sets of 2020-2021, each
read from the real Oracle text (tests/fixtures/sets) and played by the engine, with a near variant still refused."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import on_battlefield, player_of, probe_support, scryfall_full_definition, state
from tests.unit.conftest import run_with_cards as _run


def _library(count: int) -> list[dict[str, Any]]:
    return [{"id": f"l{n}", "card": "Grizzly Bears"} for n in range(count)]


# --- "Look at the top X cards of your library, where X is <a count>. Put N of them into your hand and the rest ..."
# (CR 107.3, 608.2h, 608.2c) ------------------------------------------------------------------------------------------

def test_608_2h_look_at_the_top_x_where_x_is_twice_a_count() -> None:
    bog = scryfall_full_definition("otj.json", "Pillage the Bog")
    assert bog["abilities"][0]["effect"] == {"kind": "look_at_top", "amount": "times:2:lands_you_control", "take": 1,
                                             "to": "hand", "rest": "bottom_random"}
    lands = [on_battlefield(f"f{n}", "Forest") for n in range(3)]
    game = state(alice={"hand": [{"id": "s", "card": "Pillage the Bog"}], "mana_pool": {"B": 1, "G": 1},
                        "library": _library(8)}, battlefield=lands)
    done = _run(game, [{"type": "cast", "card": "s"}, {"type": "resolve", "choices": {"chosen": ["l4"]}}], bog)
    alice = player_of(done, "alice")
    assert [card["id"] for card in alice["hand"]] == ["l4"]
    # six cards looked at (twice three lands): the five others went to the bottom, below the two never looked at
    assert [card["id"] for card in alice["library"][:2]] == ["l6", "l7"] and len(alice["library"]) == 7
    assert {card["id"] for card in alice["library"][2:]} == {"l0", "l1", "l2", "l3", "l5"}
    # near variants: X paid with a number put, a pump of twice a count, X never said, are still refused
    assert probe_support("Look at the top X cards of your library. Put one of them into your hand and the rest on the "
                         "bottom of your library in a random order.", "Sorcery", None) != "full"
    assert probe_support("Target creature gets +X/+X until end of turn, where X is twice the number of lands you "
                         "control.", "Instant", None) != "full"
    assert probe_support("Look at the top X cards of your library, where X is the number of lands you control.",
                         "Sorcery", None) != "full"
