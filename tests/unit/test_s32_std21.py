"""Session 32, group std21 (docs/oracle-s32-std21.md): general constructions of the Standard sets of 2020-2021, each
read from the real Oracle text (tests/fixtures/sets) and played by the engine, with a near variant still refused."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import (
    mtgjson_full_definition,
    on_battlefield,
    permanent,
    player_of,
    probe_support,
    scryfall_full_definition,
    state,
)
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


# --- "~ deals N damage to any other target." after a spell's one earlier target (CR 115.3, 601.2c) -----------------

def test_115_3_any_other_target_after_a_spells_target() -> None:
    bond = mtgjson_full_definition("WAR", "Bond of Passion")
    assert bond["abilities"][3]["effect"] == {"kind": "damage", "amount": 2, "target": "any_other_target"}
    welcome = mtgjson_full_definition("STX", "Explosive Welcome")  # "... to any target and 3 damage to any other target"
    assert [a["effect"]["target"] for a in welcome["abilities"][:2]] == ["any", "any_other_target"]
    field = [on_battlefield("b", "Grizzly Bears", "bob", tapped=True), on_battlefield("c", "Grizzly Bears", "bob")]
    game = state(alice={"hand": [{"id": "s", "card": "Bond of Passion"}], "mana_pool": {"R": 2, "C": 4}},
                 battlefield=field)
    done = _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["b", "c"]}}, {"type": "resolve"}], bond)
    stolen, burnt = permanent(done, "b"), [p for p in done["state"]["battlefield"] if p["id"] == "c"]
    assert stolen["controller"] == "alice" and not stolen["tapped"] and "haste" in stolen["characteristics"]["keywords"]
    assert not burnt and any(card["id"] == "c" for card in player_of(done, "bob")["graveyard"])  # 2 damage: it died
    with pytest.raises(IllegalAction, match="other target"):
        _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["b", "b"]}}], bond)
    # near variants: in a permanent's ability (other than ~, or than its target?), or with no earlier target, refused
    assert probe_support("{T}: Tap target creature. ~ deals 1 damage to any other target.") != "full"
    assert probe_support("~ deals 2 damage to any other target.", "Instant", None) != "full"


# --- "the life you've lost this turn" / "Each opponent loses life equal to the life they lost this turn." (CR 119.3,
# 608.2h) -----------------------------------------------------------------------------------------------------------

def test_119_3_life_lost_this_turn_each_opponent_their_own_and_you_yours() -> None:
    wound, korlis = mtgjson_full_definition("2XM", "Wound Reflection"), mtgjson_full_definition("TSR", "Children of Korlis")
    assert wound["abilities"][0]["effect"] == {"kind": "lose_life", "amount": "life_lost_this_turn",
                                               "player": "each_opponent", "per_player": True}
    assert korlis["abilities"][0]["effect"] == {"kind": "gain_life", "amount": "life_lost_this_turn", "player": "you"}
    mtgjson_full_definition("AFR", "Warlock Class")  # its level 3 ability reads too
    game = state(alice={"life": 15, "life_lost_this_turn": 5}, bob={"life": 17, "life_lost_this_turn": 3},
                 step="postcombat_main", battlefield=[on_battlefield("w", "Wound Reflection"),
                                                      on_battlefield("k", "Children of Korlis")])
    done = _run(game, [{"type": "next_step"}, {"type": "resolve"},
                       {"type": "activate", "permanent": "k", "ability": 0}, {"type": "resolve"}], wound, korlis)
    assert player_of(done, "bob")["life"] == 14  # 17 - the 3 bob lost this turn (not alice's 5)
    assert player_of(done, "alice")["life"] == 20  # 15 + the 5 alice lost this turn
    # near variants: "they" of a targeted player, or in a gain, are still refused
    assert probe_support("At the beginning of your end step, target opponent loses life equal to the life they lost "
                         "this turn.", "Enchantment", None) != "full"
    assert probe_support("At the beginning of your end step, you gain life equal to the life they lost this turn.",
                         "Enchantment", None) != "full"
