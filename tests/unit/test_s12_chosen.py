"""Choices made as a permanent enters (CR 614.12, 607.2a; docs/oracle-chosen.md), each played from
the real card's Oracle text as the reader reads it: "As ~ enters, choose a color." and "Add one
mana of the chosen color." (Uncharted Haven), "As ~ enters, choose a creature type." (Patchwork
Banner, Three Tree City); near variants that stay not modelled."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.engine.creature_types import CREATURE_TYPES
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, player_of, state
from tests.unit.conftest import run_with_cards as _run

HAVEN = CardFacts(
    name="Uncharted Haven",
    mana_cost="",
    type_line="Land",
    oracle_text="Uncharted Haven enters tapped. As it enters, choose a color.\n{T}: Add one mana of the chosen color.",
)
CITY = CardFacts(
    name="Three Tree City",
    mana_cost="",
    type_line="Legendary Land",
    oracle_text="As Three Tree City enters, choose a creature type.\n{T}: Add {C}.\n"
    "{2}, {T}: Choose a color. Add an amount of mana of that color equal to the number "
    "of creatures you control of the chosen type.",
)


def _definition(facts: CardFacts) -> dict[str, Any]:
    reading = read_card(facts)
    assert reading.definition is not None
    return reading.definition


def test_uncharted_haven_reads_full() -> None:
    reading = read_card(HAVEN)
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    assert reading.definition["abilities"] == [
        {"kind": "enters_tapped"},
        {"kind": "choose_as_enters", "choose": "color"},
        {"kind": "mana", "cost": "{T}", "add": "chosen_color"},
    ]


def test_614_12_haven_enters_tapped_with_the_chosen_color_and_makes_that_mana() -> None:
    haven = _definition(HAVEN)
    game = state(alice={"hand": [{"id": "h", "card": "Uncharted Haven"}]})
    played = _run(game, [{"type": "play_land", "card": "h", "choices": {"chosen_color": "B"}}], haven)
    entered = permanent(played, "h")
    assert entered["tapped"] is True and entered["chosen_color"] == "B"
    chosen = events_of(played, "color_chosen")
    assert chosen and chosen[0]["color"] == "B" and "CR 614.12" in chosen[0]["cites"]
    # Next turn, untapped: it makes one black mana, and no other color (CR 607.2a).
    later = {**played["state"], "battlefield": [{**entered, "tapped": False}]}
    tapped = _run(later, [{"type": "tap_for_mana", "permanent": "h", "ability": 2}], haven)
    assert player_of(tapped, "alice")["mana_pool"]["B"] == 1
    with pytest.raises(IllegalAction, match="Wrong mana type"):
        _run(later, [{"type": "tap_for_mana", "permanent": "h", "ability": 2, "color": "G"}], haven)


def test_614_12_without_a_choice_the_color_is_white() -> None:
    haven = _definition(HAVEN)
    game = state(alice={"hand": [{"id": "h", "card": "Uncharted Haven"}]})
    played = _run(game, [{"type": "play_land", "card": "h"}], haven)
    assert permanent(played, "h")["chosen_color"] == "W"
    assert events_of(played, "color_chosen")[0]["chosen"] is False


def test_a_haven_posted_without_a_color_makes_no_mana() -> None:
    haven = _definition(HAVEN)
    game = state(battlefield=[{"id": "h", "card": "Uncharted Haven", "controller": "alice"}])
    tapped = _run(game, [{"type": "tap_for_mana", "permanent": "h", "ability": 2}], haven)
    assert not any(tapped["state"]["players"][0]["mana_pool"].values())


def test_205_3m_creature_type_chosen_as_three_tree_city_enters() -> None:
    city = _definition(CITY)
    assert {"kind": "choose_as_enters", "choose": "creature_type"} in city["abilities"]
    game = state(alice={"hand": [{"id": "c", "card": "Three Tree City"}]})
    played = _run(game, [{"type": "play_land", "card": "c", "choices": {"chosen_creature_type": "rabbit"}}], city)
    assert permanent(played, "c")["chosen_creature_type"] == "Rabbit"
    with pytest.raises(IllegalAction, match="Not a creature type"):
        _run(game, [{"type": "play_land", "card": "c", "choices": {"chosen_creature_type": "Forest"}}], city)


def test_default_creature_type_is_the_most_common_among_your_creatures() -> None:
    city = _definition(CITY)
    game = state(
        alice={"hand": [{"id": "c", "card": "Three Tree City"}]},
        battlefield=[
            {"id": "b1", "card": "Grizzly Bears", "controller": "alice"},
            {"id": "b2", "card": "Grizzly Bears", "controller": "alice"},
        ],
    )
    played = _run(game, [{"type": "play_land", "card": "c"}], city)
    assert permanent(played, "c")["chosen_creature_type"] == "Bear"
    alone = _run(
        state(alice={"hand": [{"id": "c", "card": "Three Tree City"}]}), [{"type": "play_land", "card": "c"}], city
    )
    assert permanent(alone, "c")["chosen_creature_type"] == min(CREATURE_TYPES) == "Advisor"


def test_the_creature_types_of_205_3m_are_data() -> None:
    assert {
        "Rabbit",
        "Mouse",
        "Otter",
        "Bat",
        "Lizard",
        "Squirrel",
        "Raccoon",
        "Frog",
        "Bird",
        "Shapeshifter",
    } <= CREATURE_TYPES
    assert not {"Forest", "Equipment", "Aura", "Saga"} & CREATURE_TYPES


@pytest.mark.parametrize(
    "line",
    [
        "As ~ enters, choose a basic land type.",
        "As ~ enters, choose an artifact card name.",  # s31-mh: "choose a card name" is read now (rules/s31mh_chosen_name.py)
        "As ~ enters, choose a nonbasic land card name.",
        "{T}: Tap target creature of the chosen color.",
        # s34-cmd: "... of the chosen type you control enters" is read now (`triggered.of_the_chosen`, CR 607.2a)
        "Whenever a creature of the chosen color you control enters, you gain 1 life.",
        "{T}: Add two mana of the chosen color.",
    ],
)
def test_near_variants_stay_not_modelled(line: str) -> None:
    reading = read_card(CardFacts(name="Variant", mana_cost="{1}", type_line="Artifact", oracle_text=line))
    assert reading.support != "full"
    assert reading.not_modelled


BANNER = CardFacts(
    name="Patchwork Banner",
    mana_cost="{3}",
    type_line="Artifact",
    oracle_text="As Patchwork Banner enters, choose a creature type.\n"
    "Creatures you control of the chosen type get +1/+1.\n{T}: Add one mana of any color.",
)


def test_patchwork_banner_reads_full() -> None:
    reading = read_card(BANNER)
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    assert reading.definition["abilities"][:2] == [
        {"kind": "choose_as_enters", "choose": "creature_type"},
        {
            "kind": "static_pump",
            "power": 1,
            "toughness": 1,
            "of_the_chosen": "creature_type",
            "affected": "creatures_you_control",
        },
    ]


def _power_toughness(result: dict[str, Any], object_id: str) -> tuple[int, int]:
    values = permanent(result, object_id)["characteristics"]
    return values["power"], values["toughness"]


def test_607_2a_banner_pumps_only_your_creatures_of_the_chosen_type() -> None:
    banner = _definition(BANNER)
    game = state(
        alice={"hand": [{"id": "pb", "card": "Patchwork Banner"}], "mana_pool": {"C": 3}},
        battlefield=[
            {"id": "bear", "card": "Grizzly Bears", "controller": "alice"},
            {"id": "theirs", "card": "Grizzly Bears", "controller": "bob"},
        ],
    )
    cast = _run(game, [{"type": "cast", "card": "pb"}], banner)
    resolved = _run(cast["state"], [{"type": "resolve", "choices": {"chosen_creature_type": "Bear"}}], banner)
    assert permanent(resolved, "pb")["chosen_creature_type"] == "Bear"
    assert _power_toughness(resolved, "bear") == (3, 3)
    assert _power_toughness(resolved, "theirs") == (2, 2)
    other = _run(cast["state"], [{"type": "resolve", "choices": {"chosen_creature_type": "Rabbit"}}], banner)
    assert _power_toughness(other, "bear") == (2, 2)


def test_pending_asks_the_creature_type_while_the_banner_is_on_the_stack() -> None:
    banner = _definition(BANNER)
    game = state(
        alice={"hand": [{"id": "pb", "card": "Patchwork Banner"}], "mana_pool": {"C": 3}},
        battlefield=[{"id": "bear", "card": "Grizzly Bears", "controller": "alice"}],
    )
    cast = _run(game, [{"type": "cast", "card": "pb"}], banner)
    pending = cast["pending"]
    assert pending["decision"] == "choose" and pending["player"] == "alice"
    options = pending["options"]
    assert options["kind"] == "creature_type" and options["choice"] == "chosen_creature_type"
    assert options["default"] == "Bear" and "Rabbit" in options["values"]
    resolved = _run(cast["state"], [{"type": "resolve"}], banner)
    assert permanent(resolved, "pb")["chosen_creature_type"] == "Bear"
    assert _power_toughness(resolved, "bear") == (3, 3)


HARVESTER = CardFacts(
    name="Barkform Harvester",
    mana_cost="{3}",
    type_line="Artifact Creature — Shapeshifter",
    oracle_text="Changeling (This card is every creature type.)\nReach\n"
    "{2}: Put target card from your graveyard on the bottom of your library.",
    power="2",
    toughness="3",
)


def test_702_73a_changeling_is_every_creature_type_and_of_the_chosen_type() -> None:
    reading = read_card(HARVESTER)
    assert "Changeling" not in " ".join(reading.not_modelled)
    harvester = reading.definition
    assert harvester is not None and "changeling" in harvester["keywords"]
    banner = _definition(BANNER)
    game = state(
        battlefield=[
            {"id": "pb", "card": "Patchwork Banner", "controller": "alice", "chosen_creature_type": "Rabbit"},
            {"id": "hv", "card": "Barkform Harvester", "controller": "alice"},
            {"id": "bear", "card": "Grizzly Bears", "controller": "alice"},
        ]
    )
    result = _run(game, [{"type": "next_step"}], banner, harvester)
    values = permanent(result, "hv")["characteristics"]
    assert set(values["subtypes"]) == CREATURE_TYPES
    assert (values["power"], values["toughness"]) == (3, 4)
    assert _power_toughness(result, "bear") == (2, 2)


MARE = CardFacts(
    name="Diamond Mare",
    mana_cost="{2}",
    type_line="Artifact Creature — Horse",
    oracle_text="As Diamond Mare enters the battlefield, choose a color.\n"
    "Whenever you cast a spell of the chosen color, you gain 1 life.",
    power="1",
    toughness="3",
)


@pytest.mark.parametrize(("chosen", "gained"), [("G", 1), ("B", 0)])
def test_607_2a_diamond_mare_triggers_on_spells_of_the_chosen_color(chosen: str, gained: int) -> None:
    reading = read_card(MARE)
    assert reading.support == "full", reading.not_modelled
    mare = _definition(MARE)
    game = state(
        alice={"hand": [{"id": "gb", "card": "Grizzly Bears"}], "mana_pool": {"G": 2}},
        battlefield=[{"id": "dm", "card": "Diamond Mare", "controller": "alice", "chosen_color": chosen}],
    )
    cast = _run(game, [{"type": "cast", "card": "gb"}], mare)
    triggered = [item for item in cast["state"]["stack"] if item.get("source") == "dm"]
    assert len(triggered) == gained
    if gained:
        resolved = _run(cast["state"], [{"type": "resolve"}], mare)
        assert player_of(resolved, "alice")["life"] == 21


def test_a_chosen_color_no_permanent_uses_is_refused() -> None:
    game = state(alice={"hand": [{"id": "f", "card": "Forest"}]})
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "play_land", "card": "f", "choices": {"chosen_color": "G"}}])
