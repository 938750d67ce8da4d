"""Oracle coverage, group "curses" (docs/oracle-curses.md): "You may play an additional land this
turn." (CR 305.2) read from real cards' Oracle text and played by the engine, and near variants with
a word the grammar doesn't expect left not modelled (honesty by construction)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import resolve
from app.engine.cards import CardDefinition
from app.engine.errors import IllegalAction
from app.ingest.definitions import CardFacts
from app.oracle.reader import read_card
from tests.unit.conftest import CATALOG, events_of, player_of, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run

# Zendikar Rising
SCALE_THE_HEIGHTS = (
    "Scale the Heights",
    "Sorcery",
    "Put a +1/+1 counter on up to one target creature. You gain 2 life. You may play an additional land "
    "this turn.\nDraw a card.",
    "{2}{G}",
)
EXTRA_LAND = {"kind": "spell", "effect": {"kind": "additional_land_this_turn"}}


def _cast_scale(**alice: Any) -> tuple[dict[str, Any], list[dict[str, Any]], dict[str, Any]]:
    scale = _read(*SCALE_THE_HEIGHTS)
    game = state(
        alice={
            "mana_pool": {"G": 3},
            "lands_played": 1,
            "hand": [
                {"id": "sth", "card": "Scale the Heights"},
                {"id": "new", "card": "Forest"},
                {"id": "new2", "card": "Forest"},
            ],
            **alice,
        },
    )
    actions: list[dict[str, Any]] = [{"type": "cast", "player": "alice", "card": "sth"}, {"type": "resolve"}]
    return game, actions, scale


def test_305_2_scale_the_heights_reads_the_additional_land_play_as_an_effect() -> None:
    scale = _read(*SCALE_THE_HEIGHTS)
    assert EXTRA_LAND in scale["abilities"]


def test_305_2_the_effect_lets_its_controller_play_one_more_land_this_turn() -> None:
    game, actions, scale = _cast_scale()
    result = _run(game, [*actions, {"type": "play_land", "card": "new", "player": "alice"}], scale)
    alice = player_of(result, "alice")
    assert alice["lands_played"] == 2 and alice["additional_land_plays_this_turn"] == 1
    (granted,) = events_of(result, "additional_land_play_granted")
    assert granted["player"] == "alice" and granted["land_plays_this_turn"] == 2
    assert "CR 305.2" in granted["cites"]
    assert events_of(result, "land_played")[0]["land_drops_remaining"] == 0


def test_305_2a_only_one_more_land_a_third_is_refused() -> None:
    game, actions, scale = _cast_scale()
    catalog = {**CATALOG, "Scale the Heights": CardDefinition.model_validate(scale)}
    play = [
        {"type": "play_land", "card": "new", "player": "alice"},
        {"type": "play_land", "card": "new2", "player": "alice"},
    ]
    with pytest.raises(IllegalAction):
        resolve(game, [*actions, *play], catalog)


def test_305_2_without_the_effect_the_second_land_is_refused() -> None:
    game, _, scale = _cast_scale()
    catalog = {**CATALOG, "Scale the Heights": CardDefinition.model_validate(scale)}
    with pytest.raises(IllegalAction):
        resolve(game, [{"type": "play_land", "card": "new", "player": "alice"}], catalog)


def test_305_2_the_count_is_back_to_zero_as_the_next_turn_begins() -> None:
    game, actions, scale = _cast_scale()
    result = _run(game, [*actions, {"type": "next_turn"}], scale)
    assert result["state"]["active_player"] == "bob"
    assert "additional_land_plays_this_turn" not in player_of(result, "alice")


@pytest.mark.parametrize(
    "oracle",
    [
        "You may play an additional swamp this turn.",
        "You may play an additional land this round.",
        "You may play an additional land this turn quickly.",
    ],
)
def test_near_variants_with_a_word_not_understood_are_not_read(oracle: str) -> None:
    reading = read_card(CardFacts(name="Variant", mana_cost="{G}", type_line="Sorcery", oracle_text=oracle))
    assert reading.support != "full"


# --- "Enchant player" (CR 303.4, 702.5a) ----------------------------------------------------------

CURSE = ("Test Curse", "Enchantment — Aura Curse", "Enchant player", "{B}")


def _curse_game(**fields: Any) -> dict[str, Any]:
    return state(alice={"mana_pool": {"B": 1}, "hand": [{"id": "curse", "card": "Test Curse"}]}, **fields)


def test_702_5a_enchant_player_reads_as_an_enchant_ability_naming_a_player() -> None:
    assert _read(*CURSE)["abilities"] == [{"kind": "enchant", "target": "player"}]


def test_303_4_an_aura_spell_with_enchant_player_targets_a_player_and_enters_attached_to_them() -> None:
    curse = _read(*CURSE)
    cast = {"type": "cast", "player": "alice", "card": "curse", "choices": {"targets": ["bob"]}}
    result = _run(_curse_game(), [cast, {"type": "resolve"}], curse)
    (aura,) = [p for p in result["state"]["battlefield"] if p["id"] == "curse"]
    assert aura["attached_to"] == "bob"
    assert "CR 608.3c" in events_of(result, "entered_battlefield")[0]["cites"]


def test_303_4a_an_aura_with_enchant_player_cant_target_a_permanent() -> None:
    curse = CardDefinition.model_validate(_read(*CURSE))
    game = _curse_game(battlefield=[{"id": "bears", "card": "Grizzly Bears", "controller": "bob"}])
    cast = {"type": "cast", "player": "alice", "card": "curse", "choices": {"targets": ["bears"]}}
    with pytest.raises(IllegalAction):
        resolve(game, [cast], {**CATALOG, "Test Curse": curse})


def test_704_5m_an_aura_with_enchant_player_attached_to_a_permanent_goes_to_the_graveyard() -> None:
    curse = _read(*CURSE)
    game = state(
        battlefield=[
            {"id": "bears", "card": "Grizzly Bears", "controller": "bob"},
            {"id": "curse", "card": "Test Curse", "controller": "alice", "attached_to": "bears"},
            {"id": "curse2", "card": "Test Curse", "controller": "alice", "attached_to": "bob"},
        ]
    )
    result = _run(game, [{"type": "pass_priority", "player": "alice"}], curse)
    assert [p["id"] for p in result["state"]["battlefield"]] == ["bears", "curse2"]
    assert [c["id"] for c in player_of(result, "alice")["graveyard"]] == ["curse"]


def test_303_4f_put_onto_the_battlefield_uncast_it_enchants_the_player_chosen() -> None:
    curse = _read(*CURSE)
    game = state(alice={"graveyard": [{"id": "curse", "card": "Test Curse"}]})
    put = {"type": "put_onto_battlefield", "card": "curse", "choices": {"enchant": "bob"}}
    result = _run(game, [put], curse)
    (aura,) = [p for p in result["state"]["battlefield"] if p["id"] == "curse"]
    assert aura["attached_to"] == "bob" and "CR 303.4f" in events_of(result, "entered_battlefield")[0]["cites"]
    catalog = {**CATALOG, "Test Curse": CardDefinition.model_validate(curse)}
    with pytest.raises(IllegalAction):
        resolve(game, [{**put, "choices": {"enchant": "nobody"}}], catalog)


@pytest.mark.parametrize("oracle", ["Enchant player you control", "Enchant wizard player"])
def test_near_variants_of_enchant_player_are_not_read(oracle: str) -> None:
    reading = read_card(
        CardFacts(name="Variant", mana_cost="{B}", type_line="Enchantment — Aura Curse", oracle_text=oracle)
    )
    assert reading.support != "full"


# --- "At the beginning of enchanted player's upkeep, ..." (CR 303.4, 503.1a, 603.2) ---------------

LEECHING_CURSE = (
    "Test Leeching Curse",
    "Enchantment — Aura Curse",
    "Enchant player\nAt the beginning of enchanted player's upkeep, that player loses 1 life and you gain 1 life.",
    "{1}{B}",
)


def test_503_1a_enchanted_players_upkeep_reads_as_a_step_trigger_of_the_enchanted_player() -> None:
    curse = _read(*LEECHING_CURSE)
    assert curse["abilities"][1] == {
        "kind": "step_trigger",
        "step": "upkeep",
        "whose": "enchanted_player",
        "effect": {"kind": "lose_life", "amount": 1, "player": "that_player"},
        "then_effects": [{"kind": "gain_life", "amount": 1, "player": "you"}],
    }


def _upkeep(active: str, *, resolves: bool = True) -> dict[str, Any]:
    curse = _read(*LEECHING_CURSE)
    game = state(
        active_player=active,
        step="untap",
        battlefield=[{"id": "curse", "card": "Test Leeching Curse", "controller": "alice", "attached_to": "bob"}],
    )
    actions: list[dict[str, Any]] = [{"type": "next_step"}, *([{"type": "resolve"}] if resolves else [])]
    return _run(game, actions, curse)


def test_603_2_it_triggers_in_the_enchanted_players_upkeep_and_that_player_loses_the_life() -> None:
    result = _upkeep("bob")
    assert player_of(result, "bob")["life"] == 19 and player_of(result, "alice")["life"] == 21
    assert result["state"]["step"] == "upkeep" and len(events_of(result, "trigger_put_on_stack")) == 1


def test_603_2_it_doesnt_trigger_in_another_players_upkeep() -> None:
    result = _upkeep("alice", resolves=False)
    assert result["state"]["step"] == "upkeep" and events_of(result, "trigger_put_on_stack") == []
    assert player_of(result, "bob")["life"] == 20 and player_of(result, "alice")["life"] == 20


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of enchanted wizard's upkeep, that player loses 1 life.",
        "At the beginning of enchanted player's upkeep, that player loses 1 life quickly.",
    ],
)
def test_near_variants_of_the_enchanted_players_step_are_not_read(line: str) -> None:
    reading = read_card(
        CardFacts(
            name="Variant", mana_cost="{B}", type_line="Enchantment — Aura Curse", oracle_text="Enchant player\n" + line
        )
    )
    assert reading.support != "full"
