"""s14-mana: constructions read from real Bloomburrow cards' Oracle text and played by the engine
(docs/oracle-mana.md). Each construction has its honesty case: a near variant with a word the
grammar doesn't know is not read."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run

BYWAY_BARTERER = (
    "Byway Barterer",
    "Creature — Raccoon Rogue",
    "Menace\nWhenever you expend 4, you may discard your hand. If you do, draw two cards. (You expend 4 as you "
    "spend your fourth total mana to cast spells during a turn.)",
    "{2}{R}",
    ("3", "3"),
)
BIG = {"name": "Test Big Spell", "types": ["Sorcery"], "mana_cost": "{3}{R}"}


# --- expend triggers with a choice and several effects (CR 700.14, 608.2c-d) -----------------------


def test_700_14_expend_reads_you_may_discard_your_hand_if_you_do_draw() -> None:
    barterer = read_full_definition(*BYWAY_BARTERER)
    assert barterer["abilities"] == [
        {
            "kind": "expend_trigger",
            "amount": 4,
            "effect": {"kind": "draw", "amount": 2, "player": "you"},
            "optional_action": {"action": "discard_hand"},
        }
    ]
    near = "Whenever you expend 4, you may discard your hand gladly. If you do, draw two cards."
    assert read_composed(near, is_spell=False).abilities is None


def _barterer_game() -> dict[str, Any]:
    return state(
        alice={
            "mana_pool": {"R": 4},
            "hand": [
                {"id": "s", "card": "Test Big Spell"},
                {"id": "h1", "card": "Grizzly Bears"},
                {"id": "h2", "card": "Grizzly Bears"},
            ],
        },
        battlefield=[{"id": "b", "card": "Byway Barterer", "controller": "alice", "controlled_since_turn": 1}],
    )


def test_608_2d_expend_4_discarding_the_hand_draws_two() -> None:
    barterer = read_full_definition(*BYWAY_BARTERER)
    actions = [{"type": "cast", "card": "s"}, {"type": "resolve", "choices": {"pay_optional_cost": True}}]
    result = _run(_barterer_game(), actions, barterer, BIG)
    alice = player_of(result, "alice")
    assert {card["id"] for card in alice["graveyard"]} >= {"h1", "h2"}
    assert len(alice["hand"]) == 2 and not {"h1", "h2"} & {card["id"] for card in alice["hand"]}
    assert events_of(result, "optional_action_done")


def test_608_2d_expend_4_declined_keeps_the_hand_and_draws_nothing() -> None:
    barterer = read_full_definition(*BYWAY_BARTERER)
    actions = [{"type": "cast", "card": "s"}, {"type": "resolve", "choices": {"pay_optional_cost": False}}]
    result = _run(_barterer_game(), actions, barterer, BIG)
    assert {card["id"] for card in player_of(result, "alice")["hand"]} == {"h1", "h2"}


def test_608_2c_an_expend_trigger_does_its_effects_in_order() -> None:
    line = "Whenever you expend 4, you gain 1 life and draw a card."
    abilities = read_composed(line, is_spell=False).abilities
    assert abilities == [
        {
            "kind": "expend_trigger",
            "amount": 4,
            "effect": {"kind": "gain_life", "amount": 1, "player": "you"},
            "then_effects": [{"kind": "draw", "amount": 1, "player": "you"}],
        }
    ]


# --- "target Bat, Lizard, Rat, or Squirrel card" (CR 205.3, 115.1) ---------------------------------

MUDFLAT_VILLAGE = (
    "Mudflat Village",
    "Land",
    "{T}: Add {C}.\n{T}: Add {B}. Spend this mana only to cast a creature spell.\n{1}{B}, {T}, Sacrifice Mudflat "
    "Village: Return target Bat, Lizard, Rat, or Squirrel card from your graveyard to your hand.",
    "",
)
RAT = {"name": "Test Rat", "mana_cost": "{B}", "types": ["Creature"], "subtypes": ["Rat"], "power": 1, "toughness": 1}


def test_205_3_a_card_with_one_of_the_listed_subtypes_reads() -> None:
    village = read_full_definition(*MUDFLAT_VILLAGE)
    assert village["abilities"][2]["effect"] == {
        "kind": "return_to_hand",
        "target": "card_in_your_graveyard:Bat_or_Lizard_or_Rat_or_Squirrel",
    }
    line = "{1}{B}, {T}, Sacrifice ~: Return target Bat, Lizard, Rat, or Squirrel card from your graveyard to your "
    assert read_composed(line + "hand quickly.", is_spell=False).abilities is None
    # "Bat and Rat card" would need both: not read
    assert (
        read_composed(
            "Return target Bat, Lizard, and Rat card from your graveyard to your hand.", is_spell=True
        ).abilities
        is None
    )


def _village_game() -> dict[str, Any]:
    return state(
        alice={
            "mana_pool": {"B": 2},
            "graveyard": [{"id": "rat", "card": "Test Rat"}, {"id": "bear", "card": "Grizzly Bears"}],
        },
        battlefield=[{"id": "v", "card": "Mudflat Village", "controller": "alice", "controlled_since_turn": 1}],
    )


def test_205_3_the_village_returns_a_rat_card_to_the_hand() -> None:
    village = read_full_definition(*MUDFLAT_VILLAGE)
    activate = {"type": "activate", "permanent": "v", "ability": 2, "choices": {"targets": ["rat"]}}
    result = _run(_village_game(), [activate, {"type": "resolve"}], village, RAT)
    alice = player_of(result, "alice")
    assert [card["id"] for card in alice["hand"]] == ["rat"]
    assert "v" not in {p["id"] for p in result["state"]["battlefield"]}


def test_115_1_a_card_of_none_of_the_subtypes_is_no_legal_target() -> None:
    village = read_full_definition(*MUDFLAT_VILLAGE)
    activate = {"type": "activate", "permanent": "v", "ability": 2, "choices": {"targets": ["bear"]}}
    with pytest.raises(IllegalAction):
        _run(_village_game(), [activate], village, RAT)


# --- "Then if you control four or more lands, untap that land." (CR 608.2c, 701.26b) ---------------

FABLED_PASSAGE = (
    "Fabled Passage",
    "Land",
    "{T}, Sacrifice Fabled Passage: Search your library for a basic land card, put it onto the battlefield tapped, "
    "then shuffle. Then if you control four or more lands, untap that land.",
    "",
)


def test_608_2c_then_if_untap_that_land_reads_onto_the_search() -> None:
    passage = read_full_definition(*FABLED_PASSAGE)
    assert passage["abilities"][0]["effect"] == {
        "kind": "search_library",
        "to": "battlefield_tapped",
        "quality": ["land:basic"],
        "untap_if": {"kind": "you_control", "spec": "land", "number": 4},
    }
    line = (
        "{T}, Sacrifice ~: Search your library for a basic land card, put it onto the battlefield tapped, then "
        "shuffle. Then if you control four or more lands, untap that land slowly."
    )
    assert read_composed(line, is_spell=False).abilities is None
    # "that creature" names nothing the search found: not read
    other = line.replace("untap that land slowly", "untap that creature")
    assert read_composed(other, is_spell=False).abilities is None


def _passage_game(lands: int) -> dict[str, Any]:
    others = [
        {"id": f"f{n}", "card": "Forest", "controller": "alice", "controlled_since_turn": 1} for n in range(lands)
    ]
    return state(
        alice={"library": [{"id": "lib-bear", "card": "Grizzly Bears"}, {"id": "lib-forest", "card": "Forest"}]},
        battlefield=[{"id": "p", "card": "Fabled Passage", "controller": "alice", "controlled_since_turn": 1}, *others],
    )


def _search(lands: int) -> dict[str, Any]:
    passage = read_full_definition(*FABLED_PASSAGE)
    actions = [
        {"type": "activate", "permanent": "p", "ability": 0},
        {"type": "resolve", "choices": {"search": ["lib-forest"]}},
    ]
    return _run(_passage_game(lands), actions, passage)


def test_701_26b_with_four_lands_after_the_search_the_found_land_is_untapped() -> None:
    result = _search(3)  # three Forests and the one found (Fabled Passage was sacrificed)
    found = next(p for p in result["state"]["battlefield"] if p["id"] == "lib-forest")
    assert not found.get("tapped", False)
    types = [event["type"] for event in result["events"]]
    assert types.index("library_shuffled") < len(types) - 1 - types[::-1].index("untapped")


def test_608_2c_with_three_lands_the_found_land_stays_tapped() -> None:
    result = _search(2)
    found = next(p for p in result["state"]["battlefield"] if p["id"] == "lib-forest")
    assert found["tapped"] is True
    assert events_of(result, "condition_not_met")


# --- an amount of mana of one color, counted (CR 106.1, 605.3b, 608.2h) -----------------------------

THREE_TREE_CITY = (
    "Three Tree City",
    "Legendary Land",
    "As Three Tree City enters, choose a creature type.\n{T}: Add {C}.\n{2}, {T}: Choose a color. Add an amount of "
    "mana of that color equal to the number of creatures you control of the chosen type.",
    "",
)


def test_106_1_choose_a_color_add_an_amount_reads_as_a_mana_ability() -> None:
    city = read_full_definition(*THREE_TREE_CITY)
    assert city["abilities"][2] == {
        "kind": "mana",
        "cost": "{2}{T}",
        "add": "any_color",
        "amount": "creatures_you_control_of_the_chosen_type",
    }
    near = "{2}, {T}: Choose a color. Add an amount of mana of that color equal to the number of creatures you own."
    assert read_composed(near, is_spell=False).abilities is None
    helga = read_composed("{T}: Add X mana of any one color, where X is ~'s power.", is_spell=False)
    assert helga.abilities == [{"kind": "mana", "cost": "{T}", "add": "any_color", "amount": "source_power"}]
    assert read_composed("{T}: Add X mana of any one color, where X is ~'s luck.", is_spell=False).abilities is None


def _city_game(chosen: str) -> dict[str, Any]:
    bears = [
        {"id": f"bear{n}", "card": "Grizzly Bears", "controller": owner, "controlled_since_turn": 1}
        for n, owner in enumerate(["alice", "alice", "bob"])
    ]
    city = {
        "id": "city",
        "card": "Three Tree City",
        "controller": "alice",
        "controlled_since_turn": 1,
        "chosen_creature_type": chosen,
    }
    return state(alice={"mana_pool": {"C": 2}}, battlefield=[city, *bears])


def test_607_2a_the_city_adds_one_mana_of_the_chosen_color_per_creature_of_the_chosen_type() -> None:
    city = read_full_definition(*THREE_TREE_CITY)
    tap = {"type": "tap_for_mana", "permanent": "city", "ability": 2, "color": "G"}
    result = _run(_city_game("Bear"), [tap], city)
    pool = {kind: n for kind, n in player_of(result, "alice")["mana_pool"].items() if n}
    assert pool == {"G": 2}  # alice's two Bears, not bob's; {2} paid
    added = events_of(result, "mana_added")[-1]
    assert added["amounts"] == {"G": 2} and "CR 608.2h" in added["cites"]


def test_106_1_no_creature_of_the_chosen_type_adds_no_mana() -> None:
    city = read_full_definition(*THREE_TREE_CITY)
    tap = {"type": "tap_for_mana", "permanent": "city", "ability": 2, "color": "U"}
    result = _run(_city_game("Elf"), [tap], city)
    assert not any(player_of(result, "alice")["mana_pool"].values())


def test_208_3_x_mana_where_x_is_the_sources_power() -> None:
    abilities = read_composed("{T}: Add X mana of any one color, where X is ~'s power.", is_spell=False).abilities
    seer = {
        "name": "Test Seer",
        "mana_cost": "{G}",
        "types": ["Creature"],
        "power": 3,
        "toughness": 3,
        "abilities": abilities,
    }
    game = state(battlefield=[{"id": "s", "card": "Test Seer", "controller": "alice", "controlled_since_turn": 1}])
    result = _run(game, [{"type": "tap_for_mana", "permanent": "s", "ability": 0, "color": "W"}], seer)
    assert {kind: n for kind, n in player_of(result, "alice")["mana_pool"].items() if n} == {"W": 3}


# --- "Whenever you cast a creature spell with mana value 4 or greater" (CR 202.3, 601.2i) -----------

BIG_CREATURE = {"name": "Test Big Creature", "mana_cost": "{3}{G}", "types": ["Creature"], "power": 4, "toughness": 4}


def _watcher() -> dict[str, Any]:
    line = "Whenever you cast a creature spell with mana value 4 or greater, you gain 1 life."
    abilities = read_composed(line, is_spell=False).abilities
    assert abilities is not None
    return {
        "name": "Test Watcher",
        "mana_cost": "{G}",
        "types": ["Creature"],
        "power": 1,
        "toughness": 1,
        "abilities": abilities,
    }


def test_601_2i_a_cast_trigger_reads_a_mana_value_comparison() -> None:
    assert _watcher()["abilities"][0]["spell_with"] == ["mana_value>=4"]
    near = "Whenever you cast a creature spell with mana value 4 or bigger, you gain 1 life."
    assert read_composed(near, is_spell=False).abilities is None


def _cast(card: str) -> dict[str, Any]:
    game = state(
        alice={"mana_pool": {"G": 4}, "hand": [{"id": "c", "card": card}]},
        battlefield=[{"id": "w", "card": "Test Watcher", "controller": "alice", "controlled_since_turn": 1}],
    )
    return _run(game, [{"type": "cast", "card": "c"}, {"type": "resolve"}], _watcher(), BIG_CREATURE)


def test_202_3_a_creature_spell_of_mana_value_4_triggers() -> None:
    assert player_of(_cast("Test Big Creature"), "alice")["life"] == 21


def test_202_3_a_creature_spell_of_mana_value_2_does_not_trigger() -> None:
    result = _cast("Grizzly Bears")
    assert player_of(result, "alice")["life"] == 20 and not events_of(result, "trigger_put_on_stack")
