"""s19-impulse (docs/oracle-s19-impulse.md): "Until end of turn, you may play cards exiled this way." (Act on
Impulse, Chandra, Heart of Fire), "You may play cards exiled this way until the end of your next turn." (Escape to
the Wilds) and "You may play them this turn without paying their mana costs." (Golos, Tireless Pilgrim), read from
real Oracle text and played (CR 601.2a, 305.2, 305.9, 118.9, 107.3b, 400.7, 514.2)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import CardDefinition, IllegalAction, resolve
from app.engine.errors import InvalidState
from app.oracle.reader import CardFacts, read_card
from tests.unit.conftest import CATALOG, events_of, probe_support, state
from tests.unit.conftest import read_full_definition as _read

ACT_ON_IMPULSE = (
    "Act on Impulse",
    "Sorcery",
    "Exile the top three cards of your library. Until end of turn, you may play cards exiled this way. (If you cast "
    "a spell this way, you still pay its costs. You can play a land this way only if you have an available land "
    "play remaining.)",
    "{2}{R}",
    None,
)
ESCAPE = (
    "Escape to the Wilds",
    "Sorcery",
    "Exile the top five cards of your library. You may play cards exiled this way until the end of your next "
    "turn.\nYou may play an additional land this turn.",
    "{3}{R}{G}",
    None,
)
GOLOS = (
    "Golos, Tireless Pilgrim",
    "Legendary Artifact Creature — Scout",
    "When Golos, Tireless Pilgrim enters the battlefield, you may search your library for a land card, put that "
    "card onto the battlefield tapped, then shuffle.\n{2}{W}{U}{B}{R}{G}: Exile the top three cards of your "
    "library. You may play them this turn without paying their mana costs.",
    "{5}",
    ("3", "5"),
)
CHANDRA_PLUS_ONE = ("[+1]: Discard your hand, then exile the top three cards of your library. Until end of turn, you "
                    "may play cards exiled this way.")


def _catalog() -> dict[str, CardDefinition]:
    cards = [_read(*ACT_ON_IMPULSE), _read(*ESCAPE), _read(*GOLOS)]
    return {**CATALOG, **{card["name"]: CardDefinition.model_validate(card) for card in cards}}


def _run(game: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    return resolve(game, actions, _catalog()).model_dump(mode="json")


LIBRARY = [
    {"id": "bears", "card": "Grizzly Bears"},
    {"id": "forest", "card": "Forest"},
    {"id": "bolt", "card": "Lightning Bolt"},
    {"id": "rest", "card": "Grizzly Bears"},
]


def test_cards_exiled_this_way_read_as_the_impulse_effect() -> None:
    assert _read(*ACT_ON_IMPULSE)["abilities"] == [
        {"kind": "spell", "effect": {"kind": "exile_top_may_play", "amount": 3, "until": "end_of_turn"}}
    ]
    assert _read(*ESCAPE)["abilities"][0] == {
        "kind": "spell", "effect": {"kind": "exile_top_may_play", "amount": 5, "until": "end_of_your_next_turn"}
    }


def test_chandra_discards_then_exiles_cards_she_may_play() -> None:
    reading = read_card(CardFacts(name="Chandra, Heart of Fire", mana_cost="{3}{R}{R}", loyalty="5",
                                  type_line="Legendary Planeswalker — Chandra", oracle_text=CHANDRA_PLUS_ONE))
    assert reading.support == "full" and reading.definition is not None, reading.not_modelled
    ability = reading.definition["abilities"][0]
    assert ability["kind"] == "loyalty"
    assert ability["effect"] == {"kind": "discard", "player": "you", "whole_hand": True}
    assert ability["then_effects"] == [{"kind": "exile_top_may_play", "amount": 3, "until": "end_of_turn"}]


def test_golos_reads_a_free_permission() -> None:
    ability = _read(*GOLOS)["abilities"][1]
    assert ability["effect"] == {
        "kind": "exile_top_may_play", "amount": 3, "until": "end_of_turn", "without_paying_mana_cost": True
    }


def _after_act_on_impulse(**alice: Any) -> dict[str, Any]:
    game = state(alice={"mana_pool": {"R": 3}, "hand": [{"id": "aoi", "card": "Act on Impulse"}],
                        "library": LIBRARY, **alice})
    return _run(game, [{"type": "cast", "card": "aoi"}, {"type": "resolve"}])


def test_act_on_impulse_exiles_three_and_its_cards_are_cast_or_played_from_exile() -> None:
    result = _after_act_on_impulse()
    game = result["state"]
    assert [c["id"] for c in game["players"][0]["exile"]] == ["bears", "forest", "bolt"]
    assert [p["card"] for p in game["play_from_exile"]] == ["bears", "forest", "bolt"]
    # The land uses the turn's land drop (CR 305.2, 305.9).
    played = _run(game, [{"type": "play_land", "card": "forest"}])
    assert events_of(played, "land_played")
    with pytest.raises(IllegalAction):
        _run({**played["state"], "players": [{**played["state"]["players"][0],
                                              "exile": [*played["state"]["players"][0]["exile"],
                                                        {"id": "forest2", "card": "Forest"}]},
                                             played["state"]["players"][1]],
              "play_from_exile": [*played["state"]["play_from_exile"],
                                  {"card": "forest2", "player": "alice", "granted_turn": game["turn"]}]},
             [{"type": "play_land", "card": "forest2"}])
    # A spell: its own timing and costs (CR 601.2a); no mana left, so refused.
    with pytest.raises(IllegalAction):
        _run(played["state"], [{"type": "cast", "card": "bears"}])


def test_the_permission_ends_in_the_cleanup_step() -> None:
    game = _after_act_on_impulse()["state"]
    ended = _run(game, [{"type": "next_turn"}])
    assert events_of(ended, "play_permission_ended")
    assert "play_from_exile" not in ended["state"]
    assert [c["id"] for c in ended["state"]["players"][0]["exile"]] == ["bears", "forest", "bolt"]


def _golos_resolved() -> dict[str, Any]:
    game = state(alice={"mana_pool": {"W": 1, "U": 1, "B": 1, "R": 1, "G": 1, "C": 2}, "library": LIBRARY},
                 battlefield=[{"id": "golos", "card": "Golos, Tireless Pilgrim", "controller": "alice"}])
    return _run(game, [{"type": "activate", "permanent": "golos", "ability": 1}, {"type": "resolve"}])


def test_golos_casts_an_exiled_spell_without_paying_its_mana_cost() -> None:
    result = _golos_resolved()
    game = result["state"]
    assert [p["card"] for p in game["play_from_exile"]] == ["bears", "forest", "bolt"]
    assert all(p["without_paying_mana_cost"] for p in game["play_from_exile"])
    exiled = events_of(result, "exiled_may_play")[0]
    assert exiled["without_paying_mana_cost"] is True
    listed = _run(game, [{"type": "legal_actions", "player": "alice"}])["queries"][0]["result"]["legal"]
    free = [a for a in listed
            if a["action"].get("card") == "bears" and a["action"].get("alternative_cost") == "without_paying_mana_cost"]
    assert free and free[0]["cost"]["mana"] == "{0}"
    cast = _run(game, [{"type": "cast", "card": "bears", "alternative_cost": "without_paying_mana_cost"}])
    spell_cast = events_of(cast, "spell_cast")[0]
    assert spell_cast["from"] == "exile" and "CR 118.9" in spell_cast["cites"]
    assert [p["card"] for p in cast["state"]["play_from_exile"]] == ["forest", "bolt"]  # spent (CR 400.7)
    # Still the card's own timing (the stack is not empty now: a creature waits, CR 307.1 / 117.1a)...
    with pytest.raises(IllegalAction):
        _run(cast["state"], [{"type": "play_land", "card": "forest"}])
    # ... and an instant may be cast for nothing, with its target.
    bolt = _run(cast["state"], [{"type": "cast", "card": "bolt", "alternative_cost": "without_paying_mana_cost",
                                 "choices": {"targets": ["bob"]}}])
    assert bolt["state"]["stack"][0]["id"] == "bolt"


def test_a_free_cast_needs_a_free_permission() -> None:
    game = _after_act_on_impulse()["state"]
    with pytest.raises(IllegalAction) as refused:
        _run(game, [{"type": "cast", "card": "bears", "alternative_cost": "without_paying_mana_cost"}])
    assert "CR 118.9" in refused.value.cites


def test_a_posted_permission_must_name_a_card_in_its_players_exile() -> None:
    game = state(alice={"library": LIBRARY, "exile": [{"id": "x", "card": "Grizzly Bears"}]})
    fine = _run({**game, "play_from_exile": [{"card": "x", "player": "alice"}]}, [])
    assert [p["card"] for p in fine["state"]["play_from_exile"]] == ["x"]
    for wrong in ({"card": "bears", "player": "alice"}, {"card": "x", "player": "bob"}):
        with pytest.raises(InvalidState):
            _run({**game, "play_from_exile": [wrong]}, [])


RONA = (
    "Rona, Disciple of Gix",
    "Legendary Creature — Human Artificer",
    "When Rona, Disciple of Gix enters the battlefield, you may exile target historic card from your graveyard. "
    "(Artifacts, legendaries, and Sagas are historic.)\nYou may cast spells from among cards exiled with Rona.\n"
    "{4}, {T}: Exile the top card of your library.",
    "{1}{U}{B}",
    ("2", "2"),
)


def _rona_run(game: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    catalog = {**CATALOG, "Rona, Disciple of Gix": CardDefinition.model_validate(_read(*RONA))}
    return resolve(game, actions, catalog).model_dump(mode="json")


def test_rona_reads_its_linked_abilities() -> None:
    abilities = _read(*RONA)["abilities"]
    assert abilities[1] == {"kind": "cast_from_exiled_with"}
    assert abilities[2]["effect"] == {"kind": "exile_top_of_library", "amount": 1}


def _rona_exiled(controller: str = "alice") -> dict[str, Any]:
    game = state(alice={"mana_pool": {"C": 4}, "library": LIBRARY},
                 battlefield=[{"id": "rona", "card": "Rona, Disciple of Gix", "controller": "alice"}])
    return _rona_run(game, [{"type": "activate", "permanent": "rona", "ability": 2}, {"type": "resolve"}])


def test_rona_exiles_the_top_card_and_her_controller_casts_it_from_exile() -> None:
    result = _rona_exiled()
    assert events_of(result, "exiled_top_of_library")[0]["cards"] == ["bears"]
    game = result["state"]
    assert game["battlefield"][0]["exiled_with"] == ["bears"]
    game["players"][0]["mana_pool"] = {"G": 2}
    listed = _rona_run(game, [{"type": "legal_actions", "player": "alice"}])["queries"][0]["result"]["legal"]
    assert any(a["action"].get("card") == "bears" and a["action"]["type"] == "cast" for a in listed)
    cast = _rona_run(game, [{"type": "cast", "card": "bears"}, {"type": "resolve"}])
    spell_cast = events_of(cast, "spell_cast")[0]
    assert spell_cast["from"] == "exile" and "CR 607.2a" in spell_cast["cites"]
    assert "exiled_with" not in cast["state"]["battlefield"][0]  # a new object (CR 400.7)
    assert [p["id"] for p in cast["state"]["battlefield"]] == ["rona", "bears"]


def test_a_land_exiled_with_rona_is_neither_cast_nor_played() -> None:
    game = state(alice={"exile": [{"id": "forest", "card": "Forest"}]},
                 battlefield=[{"id": "rona", "card": "Rona, Disciple of Gix", "controller": "alice",
                               "exiled_with": ["forest"]}])
    for action in ({"type": "play_land", "card": "forest"}, {"type": "cast", "card": "forest"}):
        with pytest.raises(IllegalAction):
            _rona_run(game, [action])


def test_rona_s_new_controller_casts_a_card_another_player_owns() -> None:
    game = state(turn=4, active_player="bob", bob={"mana_pool": {"G": 2}},
                 alice={"exile": [{"id": "bears", "card": "Grizzly Bears"}]},
                 battlefield=[{"id": "rona", "card": "Rona, Disciple of Gix", "controller": "bob", "owner": "alice",
                               "exiled_with": ["bears"]}])
    with pytest.raises(IllegalAction):  # alice doesn't control Rona
        _rona_run({**game, "active_player": "alice", "turn": 3}, [{"type": "cast", "card": "bears",
                                                                  "player": "alice"}])
    cast = _rona_run(game, [{"type": "cast", "card": "bears"}])
    spell = cast["state"]["stack"][0]
    assert (spell["controller"], spell["owner"]) == ("bob", "alice")  # CR 108.3
    resolved = _rona_run(cast["state"], [{"type": "resolve"}])
    bears = next(p for p in resolved["state"]["battlefield"] if p["id"] == "bears")
    assert bears["controller"] == "bob" and bears.get("owner", "bob") == "alice"


VANCE_LINE = ("At the beginning of your upkeep, exile the top card of your library. If it's a nonland card, you may "
              "cast that card this turn.")
# Vance's Blasting Cannons' sentences on an activated ability (its other line, a transform trigger, isn't read).
CANNON = (
    "Test Cannon",
    "Artifact",
    "{T}: Exile the top card of your library. If it's a nonland card, you may cast that card this turn.",
    "{1}",
    None,
)


def test_vance_s_line_reads_a_permission_to_cast_a_nonland_card() -> None:
    reading = read_card(CardFacts(name="Test Cannons", mana_cost="{2}{R}", type_line="Enchantment",
                                  oracle_text=VANCE_LINE))
    assert reading.support == "full" and reading.definition is not None, reading.not_modelled
    assert reading.definition["abilities"][0]["effect"] == {
        "kind": "exile_top_may_play", "amount": 1, "until": "end_of_turn", "cast_only": True
    }


def _cannon(library: list[dict[str, str]]) -> dict[str, Any]:
    catalog = {**CATALOG, "Test Cannon": CardDefinition.model_validate(_read(*CANNON))}
    game = state(alice={"library": library, "mana_pool": {"G": 2}},
                 battlefield=[{"id": "cannon", "card": "Test Cannon", "controller": "alice"}])
    return resolve(game, [{"type": "activate", "permanent": "cannon", "ability": 0}, {"type": "resolve"}],
                   catalog).model_dump(mode="json")


def test_a_nonland_card_may_be_cast_and_a_land_card_gets_no_permission() -> None:
    spell = _cannon(LIBRARY)
    assert [p["card"] for p in spell["state"]["play_from_exile"]] == ["bears"]
    assert spell["state"]["play_from_exile"][0]["cast_only"] is True
    cast = _run({**spell["state"], "battlefield": []}, [{"type": "cast", "card": "bears"}])
    assert events_of(cast, "spell_cast")[0]["from"] == "exile"
    land = _cannon([{"id": "land", "card": "Forest"}, *LIBRARY[2:]])
    assert events_of(land, "exiled_may_play")[0]["permitted"] == []
    assert "play_from_exile" not in land["state"]
    with pytest.raises(IllegalAction):
        _run({**land["state"], "battlefield": []}, [{"type": "play_land", "card": "land"}])


def test_a_permission_to_cast_doesn_t_play_a_land() -> None:
    game = state(alice={"exile": [{"id": "forest", "card": "Forest"}]},
                 play_from_exile=[{"card": "forest", "player": "alice", "cast_only": True}])
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "play_land", "card": "forest"}])
    listed = _run(game, [{"type": "legal_actions", "player": "alice"}])["queries"][0]["result"]["legal"]
    assert not any(a["action"].get("card") == "forest" for a in listed)
    played = _run({**game, "play_from_exile": [{"card": "forest", "player": "alice"}]},
                  [{"type": "play_land", "card": "forest"}])
    assert events_of(played, "land_played")


# Fireglass Mentor's and Tectonic Giant's sentences on an activated ability (their triggers aren't read).
MENTOR = (
    "Test Mentor",
    "Artifact",
    "{T}: Exile the top two cards of your library. Choose one of them. Until end of turn, you may play that card.",
    "{1}",
    None,
)


def _mentor(actions: list[dict[str, Any]]) -> dict[str, Any]:
    catalog = {**CATALOG, "Test Mentor": CardDefinition.model_validate(_read(*MENTOR))}
    game = state(alice={"library": LIBRARY},
                 battlefield=[{"id": "mentor", "card": "Test Mentor", "controller": "alice"}])
    return resolve(game, [{"type": "activate", "permanent": "mentor", "ability": 0}, *actions],
                   catalog).model_dump(mode="json")


def test_choose_one_of_them_reads_and_asks_the_card() -> None:
    assert _read(*MENTOR)["abilities"][0]["effect"] == {
        "kind": "exile_top_may_play", "amount": 2, "until": "end_of_turn", "choose_one": True
    }
    assert probe_support("{T}: Exile the top card of your library. Choose one of them. Until end of turn, you may "
                         "play that card.") != "full"
    assert probe_support("{T}: Exile the top two cards of your library. Choose one of them. Until end of turn, you "
                         "may play those cards.") != "full"
    asked = _mentor([])["pending"]["options"]
    assert asked["choice"] == "chosen" and asked["kind"] == "impulse_choose_one"
    assert asked["values"] == ["bears", "forest"] and asked["default"] == ["bears"]


def test_only_the_chosen_card_may_be_played() -> None:
    result = _mentor([{"type": "resolve", "choices": {"chosen": ["forest"]}}])
    assert [c["id"] for c in result["state"]["players"][0]["exile"]] == ["bears", "forest"]
    assert [p["card"] for p in result["state"]["play_from_exile"]] == ["forest"]
    assert events_of(result, "exiled_may_play")[0]["permitted"] == ["forest"]
    default = _mentor([{"type": "resolve"}])
    assert [p["card"] for p in default["state"]["play_from_exile"]] == ["bears"]
    with pytest.raises(IllegalAction) as refused:
        _mentor([{"type": "resolve", "choices": {"chosen": ["bolt"]}}])
    assert "CR 608.2d" in refused.value.cites
