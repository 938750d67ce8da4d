"""Session 31, group cmd (docs/oracle-s31-cmd.md): general constructions of the Commander sets and the staples they
reprint, each read from the real Oracle text (tests/fixtures/sets/*.json) and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import (
    events_of,
    mtgjson_full_definition,
    on_battlefield,
    permanent,
    player_of,
    probe_support,
    state,
)
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import attack


def _zone(done: dict[str, Any], player: str, zone: str) -> list[str]:
    found = next(p for p in done["state"]["players"] if p["id"] == player)
    return [card["id"] for card in found[zone]]


# --- Fact or Fiction piles: "Reveal the top N cards of your library. An opponent separates those cards into two piles.
# Put one pile into your hand and the other into your graveyard." (CR 700.3, 701.20a) ---------------------------------

def test_700_3_an_opponent_separates_the_revealed_cards_into_two_piles_and_you_take_one() -> None:
    fof = mtgjson_full_definition("MH1", "Fact or Fiction")
    assert fof["abilities"][0]["effect"] == {"kind": "look_at_top", "amount": 5, "take": 5, "optional": True,
                                             "to": "hand", "rest": "graveyard", "reveal_all": True,
                                             "s31cmd_piles": True}
    sphinx = mtgjson_full_definition("M12", "Sphinx of Uthuun")
    assert sphinx["abilities"][-1]["effect"]["s31cmd_piles"] is True
    library = [{"id": f"c{n}", "card": "Grizzly Bears"} for n in range(7)]
    game = state(alice={"hand": [{"id": "f", "card": "Fact or Fiction"}], "mana_pool": {"U": 1, "C": 3},
                        "library": library})
    cast = {"type": "cast", "card": "f"}
    done = _run(game, [cast, {"type": "resolve", "choices": {"piles": ["c0", "c3"], "chosen": ["c4", "c1", "c2"]}}],
                fof)
    assert _zone(done, "alice", "hand") == ["c1", "c2", "c4"]
    assert sorted(_zone(done, "alice", "graveyard")) == ["c0", "c3", "f"]
    assert _zone(done, "alice", "library") == ["c5", "c6"]
    assert len(events_of(done, "card_revealed")) == 5
    # an empty pile is a pile (CR 700.3): the controller may take it, all five go to the graveyard
    empty = _run(game, [cast, {"type": "resolve", "choices": {"piles": [], "chosen": []}}], fof)
    assert _zone(empty, "alice", "hand") == [] and len(_zone(empty, "alice", "graveyard")) == 6
    # defaults: the first card alone in the first pile, the larger pile taken
    default = _run(game, [cast, {"type": "resolve"}], fof)
    assert _zone(default, "alice", "hand") == ["c1", "c2", "c3", "c4"]
    # a pick that is not one of the two piles, a card not revealed, piles made by the controller: refused
    for wrong, why in (({"piles": ["c0"], "chosen": ["c0", "c1"]}, "one pile"),
                       ({"piles": ["c0", "c9"]}, "among those revealed")):
        with pytest.raises(IllegalAction, match=why):
            _run(game, [cast, {"type": "resolve", "choices": wrong}], fof)
    with pytest.raises(IllegalAction, match="bob makes this"):
        _run(game, [cast, {"type": "resolve", "player": "alice", "choices": {"piles": ["c0"]}}], fof)


def test_700_3_near_variants_of_the_piles_stay_refused() -> None:
    base = "Reveal the top five cards of your library. An opponent separates those cards into two piles. "
    assert probe_support(base + "Put one pile into your hand and the other into your graveyard.", "Instant",
                         None) == "full"
    assert probe_support(base + "Put one pile into your hand and the other into exile.", "Instant", None) != "full"
    assert probe_support(base + "Put one pile into your hand and the other on the bottom of your library in a random "
                         "order.", "Instant", None) != "full"
    assert probe_support("Reveal the top five cards of your library and separate them into two piles. An opponent "
                         "chooses one of those piles. Put that pile into your hand and the other into your "
                         "graveyard.", "Instant", None) != "full"


# --- land-type-setting statics: "Nonbasic lands are Mountains." / "All lands are Islands in addition to their other
# types." (CR 305.7, 613.1d, 205.1b, 305.6) ----------------------------------------------------------------------------

GATE = {"name": "Probe Gate", "types": ["Land"], "subtypes": ["Gate"],
        "abilities": [{"kind": "mana", "cost": "{T}", "add": "{W}|{U}"}]}


def test_305_7_nonbasic_lands_are_mountains_and_all_lands_are_islands_in_addition() -> None:
    moon = mtgjson_full_definition("2XM", "Blood Moon")
    assert moon["abilities"] == [{"kind": "s31cmd_lands_are", "lands": "nonbasic", "land_type": "Mountain"}]
    assert mtgjson_full_definition("TSR", "Magus of the Moon")["abilities"] == moon["abilities"]
    field = [on_battlefield("m", "Blood Moon"), on_battlefield("g", "Probe Gate"), on_battlefield("f", "Forest")]
    done = _run(state(battlefield=field), [{"type": "tap_for_mana", "permanent": "g", "ability": 0}], moon, GATE)
    gate = permanent(done, "g")["characteristics"]
    assert gate["subtypes"] == ["Mountain"] and gate["types"] == ["Land"]  # its Gate type gone (CR 305.7)
    assert player_of(done, "alice")["mana_pool"]["R"] == 1  # its {W}/{U} ability gone, {T}: Add {R} (305.6)
    assert permanent(done, "f")["characteristics"]["subtypes"] == ["Forest"]  # a basic land is not affected
    with pytest.raises(IllegalAction):  # no second mana ability on it
        _run(state(battlefield=field), [{"type": "tap_for_mana", "permanent": "g", "ability": 1}], moon, GATE)
    # without the Moon, the Gate taps for {W} or {U} again
    plain = _run(state(battlefield=field[1:]), [{"type": "tap_for_mana", "permanent": "g", "ability": 0,
                                                 "color": "U"}], GATE)
    assert player_of(plain, "alice")["mana_pool"]["U"] == 1
    # "in addition": a Forest is also an Island, with both intrinsic mana abilities (205.1b, 305.6)
    islands = {"name": "Probe Tide", "types": ["Enchantment"], "mana_cost": "{U}", "abilities": [
        {"kind": "s31cmd_lands_are", "lands": "all", "land_type": "Island", "in_addition": True}]}
    wet = _run(state(battlefield=[on_battlefield("t", "Probe Tide"), *field[1:]]),
               [{"type": "tap_for_mana", "permanent": "f", "ability": 1}, {"type": "tap_for_mana", "permanent": "g",
                                                                       "ability": 0, "color": "W"}],
               islands, GATE)
    assert permanent(wet, "f")["characteristics"]["subtypes"] == ["Forest", "Island"]
    assert permanent(wet, "g")["characteristics"]["subtypes"] == ["Gate", "Island"]
    assert player_of(wet, "alice")["mana_pool"]["U"] == 1 and player_of(wet, "alice")["mana_pool"]["W"] == 1


def test_305_7_near_variants_of_land_types_stay_refused() -> None:
    assert probe_support("Nonbasic lands are Mountains.", "Enchantment", None) == "full"
    assert probe_support("Nonbasic lands are Mountains in addition to their other types.", "Enchantment",
                         None) == "full"
    for text in ("Lands you control are Mountains.", "Nonbasic lands are Deserts.", "Lands are Islands.",
                 "Nonbasic lands your opponents control are Mountains.", "All lands are Islands until end of turn."):
        assert probe_support(text, "Enchantment", None) != "full", text


# --- "Creatures without flying or islandwalk can't attack." (CR 508.1c) -----------------------------------------------

def test_508_1c_creatures_without_flying_or_islandwalk_cant_attack() -> None:
    leviathan = mtgjson_full_definition("M13", "Stormtide Leviathan")
    assert leviathan["abilities"][-1] == {"kind": "s31cmd_creatures_cant_attack",
                                          "unless_keywords": ["flying", "islandwalk"]}
    assert "islandwalk" in leviathan["keywords"]
    drake = {"name": "Probe Drake", "types": ["Creature"], "subtypes": ["Drake"], "power": 2, "toughness": 2,
             "mana_cost": "{1}{U}", "keywords": ["flying"]}
    field = [on_battlefield("s", "Stormtide Leviathan"), on_battlefield("b", "Grizzly Bears"),
             on_battlefield("d", "Probe Drake")]
    game = state(step="declare_attackers", battlefield=field)
    done = _run(game, [attack("s", "d")], leviathan, drake)  # islandwalk, flying: they may attack
    assert sorted(a["id"] for a in done["state"]["combat"]["attackers"]) == ["d", "s"]
    with pytest.raises(IllegalAction, match="without flying or islandwalk"):
        _run(game, [attack("b")], leviathan, drake)
    theirs = state(step="declare_attackers", active_player="bob",
                   battlefield=[field[0], on_battlefield("b", "Grizzly Bears", "bob")])
    with pytest.raises(IllegalAction, match="can't attack"):  # every player's creatures (its controller's too)
        _run(theirs, [attack("b", defending="alice")], leviathan)
    assert probe_support("Creatures without flying can't attack.", "Enchantment", None) == "full"
    for text in ("Creatures without flying can't block.", "Creatures you control without flying can't attack.",
                 "Creatures without reach can't attack.", "Creatures with flying can't attack."):
        assert probe_support(text, "Enchantment", None) != "full", text
