"""s15-r2m20: a life total and a count of permanents as conditions (rules/life_total_conditions.py,
CR 611.3a, 119.1, 602.5b) read from Oracle text and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from app.engine.cards import ActivatedAbility, StaticPumpAbility
from app.engine.errors import IllegalAction
from tests.unit.conftest import permanent, player_of, probe_support, read_full_definition, run_with_cards, state

PALADIN = (
    "Twinblade Paladin",
    "Creature — Human Knight",
    "Whenever you gain life, put a +1/+1 counter on Twinblade Paladin.\nAs long as you have 25 or more life, "
    "Twinblade Paladin has double strike. (It deals both first-strike and regular combat damage.)",
    "{3}{W}",
    ("3", "3"),
)
CAVES = (
    "Cryptic Caves",
    "Land",
    "{T}: Add {C}.\n{1}, {T}, Sacrifice Cryptic Caves: Draw a card. Activate only if you control five or more lands.",
    "",
    None,
)


def _read(card: tuple[str, str, str, str, tuple[str, str] | None]) -> dict[str, Any]:
    return read_full_definition(*card)


_reads = probe_support


def test_611_3a_as_long_as_you_have_n_or_more_life_reads() -> None:
    assert _read(PALADIN)["abilities"][1] == {
        "kind": "static_pump",
        "power": 0,
        "toughness": 0,
        "keywords": ["double_strike"],
        "affected": "self",
        "as_long_as_life_at_least": 25,
    }
    trailing = _reads("Probe gets +2/+2 as long as you have 25 or more life.")
    assert trailing == "full"


def test_602_5b_activate_only_if_you_control_n_or_more_reads() -> None:
    ability = _read(CAVES)["abilities"][1]
    assert ability["activate_only_if_you_control"] == "land"
    assert ability["activate_only_if_you_control_at_least"] == 5


@pytest.mark.parametrize(
    "oracle",
    [
        "As long as you have 25 or more poison, Probe has double strike.",
        "As long as you have 25 or more life, Probe has double wings.",
        "{T}: Draw a card. Activate only if you control five or more glimmers.",
        "{T}: Draw a card. Activate only if you control five or fewer lands.",
    ],
)
def test_near_variants_with_an_unknown_word_are_not_read(oracle: str) -> None:
    assert _reads(oracle) != "full"


def test_the_new_fields_are_strictly_typed() -> None:
    with pytest.raises(ValidationError):
        StaticPumpAbility.model_validate({"affected": "self", "as_long_as_life_at_least": False})
    with pytest.raises(ValidationError):
        ActivatedAbility.model_validate(
            {
                "cost": "{T}",
                "effect": {"kind": "draw", "amount": 1},
                "activate_only_if_you_control": "land",
                "activate_only_if_you_control_at_least": True,
            }
        )


def test_611_3a_double_strike_only_while_life_is_25_or_more() -> None:
    paladin = _read(PALADIN)
    board = [{"id": "tp", "controller": "alice", "card": "Twinblade Paladin"}]
    low = run_with_cards(state(battlefield=board, alice={"life": 24}), [], paladin)
    assert "double_strike" not in permanent(low, "tp")["characteristics"]["keywords"]
    high = run_with_cards(state(battlefield=board, alice={"life": 25}), [], paladin)
    assert "double_strike" in permanent(high, "tp")["characteristics"]["keywords"]


def test_602_5b_activate_only_while_you_control_five_lands() -> None:
    caves = _read(CAVES)
    lands = [{"id": f"l{n}", "controller": "alice", "card": "Forest"} for n in range(4)]
    board = [{"id": "cc", "controller": "alice", "card": "Cryptic Caves"}, *lands[:3]]
    game = state(battlefield=board, alice={"mana_pool": {"C": 1}})
    with pytest.raises(IllegalAction, match="5 or more"):
        run_with_cards(game, [{"type": "activate", "permanent": "cc", "ability": 1}], caves)
    game = state(battlefield=[*board, lands[3]], alice={"mana_pool": {"C": 1}})
    result = run_with_cards(game, [{"type": "activate", "permanent": "cc", "ability": 1}, {"type": "resolve"}], caves)
    assert len(player_of(result, "alice")["hand"]) == 1


MIGHT = (
    "Might of the Masses",
    "Instant",
    "Target creature gets +1/+1 until end of turn for each creature you control.",
    "{G}",
    None,
)
BRAWLER = (
    "Lavakin Brawler",
    "Creature — Elemental Warrior",
    "Whenever Lavakin Brawler attacks, it gets +1/+0 until end of turn for each Elemental you control.",
    "{3}{R}",
    ("2", "4"),
)


def test_608_2h_pump_for_each_reads_into_a_counted_pump() -> None:
    assert _read(MIGHT)["abilities"][0]["effect"] == {
        "kind": "pump",
        "target": "creature",
        "power": "creatures_you_control",
        "toughness": "creatures_you_control",
        "duration": "end_of_turn",
    }
    effect = _read(BRAWLER)["abilities"][0]["effect"]
    assert effect["power"] == "count:permanent:you_control:Elemental" and effect["toughness"] == 0
    shrink = _reads("{T}: Target creature gets -1/-1 until end of turn for each Elemental you control.")
    assert shrink == "full"


@pytest.mark.parametrize(
    "oracle",
    [
        # (s20-m20 reads "+2/+2 ... for each" as twice the count, tests/unit/test_s20_m20.py; unequal sizes stay refused)
        "{T}: Target creature gets +2/+1 until end of turn for each creature you control.",
        "{T}: Target creature gets +1/+1 until end of turn for each glimmer you control.",
        "{T}: Target creature gets +1/+1 until end of combat for each creature you control.",
    ],
)
def test_pump_for_each_near_variants_are_not_read(oracle: str) -> None:
    assert _reads(oracle) != "full"


def test_608_2h_might_of_the_masses_counts_as_it_resolves() -> None:
    might = _read(MIGHT)
    board = [{"id": f"b{n}", "controller": "alice", "card": "Grizzly Bears"} for n in range(3)]
    board.append({"id": "x", "controller": "bob", "card": "Grizzly Bears"})
    game = state(battlefield=board, alice={"hand": [{"id": "m", "card": "Might of the Masses"}], "mana_pool": {"G": 1}})
    actions = [{"type": "cast", "player": "alice", "card": "m", "choices": {"targets": ["x"]}}, {"type": "resolve"}]
    result = run_with_cards(game, actions, might)
    characteristics = permanent(result, "x")["characteristics"]
    assert (characteristics["power"], characteristics["toughness"]) == (5, 5)  # 2/2 + three creatures alice controls


def test_608_2h_minus_one_for_each_is_negated() -> None:
    definition = read_full_definition(
        "Probe",
        "Creature — Probe",
        "{T}: Target creature gets -1/-1 until end of turn for each Elemental you control.",
        "{2}",
        ("2", "2"),
    )
    assert definition["abilities"][0]["effect"]["negated"] is True


EXECUTIONER = (
    "Hanged Executioner",
    "Creature — Spirit",
    "Flying\nWhen Hanged Executioner enters the battlefield, create a 1/1 white Spirit creature token with flying.\n"
    "{3}{W}, Exile Hanged Executioner: Exile target creature.",
    "{2}{W}",
    ("3", "2"),
)


def test_602_2b_exile_self_cost_reads() -> None:
    ability = _read(EXECUTIONER)["abilities"][-1]
    assert ability["other_costs"] == [{"kind": "exile_self"}]
    assert _reads("{T}, Exile target creature: Draw a card.") != "full"  # only ~ itself as the cost


def test_602_2b_406_2_exile_self_cost_exiles_it_and_the_ability_still_resolves() -> None:
    executioner = _read(EXECUTIONER)
    board = [
        {"id": "he", "controller": "alice", "card": "Hanged Executioner"},
        {"id": "x", "controller": "bob", "card": "Grizzly Bears"},
    ]
    game = state(battlefield=board, alice={"mana_pool": {"W": 1, "C": 3}})
    activate = {"type": "activate", "permanent": "he", "ability": 1, "choices": {"targets": ["x"]}}
    paid = run_with_cards(game, [activate], executioner)
    assert "he" not in {p["id"] for p in paid["state"]["battlefield"]}
    assert [c["card"] for c in player_of(paid, "alice")["exile"]] == ["Hanged Executioner"]
    result = run_with_cards(game, [activate, {"type": "resolve"}], executioner)
    assert [c["card"] for c in player_of(result, "bob")["exile"]] == ["Grizzly Bears"]


RECLAIMER = (
    "Elvish Reclaimer",
    "Creature — Elf Warrior",
    "Elvish Reclaimer gets +2/+2 as long as there are three or more land cards in your graveyard.\n"
    "{2}, {T}, Sacrifice a land: Search your library for a land card, put it onto the battlefield tapped, "
    "then shuffle.",
    "{G}",
    ("1", "2"),
)


def test_611_3a_typed_graveyard_count_reads() -> None:
    assert _read(RECLAIMER)["abilities"][0]["as_long_as_graveyard_cards"] == {"card_type": "Land", "at_least": 3}
    fronted = _reads("As long as three or more creature cards are in your graveyard, Probe has flying.")
    assert fronted == "full"


@pytest.mark.parametrize(
    "oracle",
    [
        "Probe gets +2/+2 as long as there are three or more land cards in your library.",
        "Probe gets +2/+2 as long as there are three or more glimmer cards in your graveyard.",
        "Probe gets +2/+2 as long as there are three or fewer land cards in your graveyard.",
    ],
)
def test_typed_graveyard_near_variants_are_not_read(oracle: str) -> None:
    assert _reads(oracle) != "full"


def test_the_graveyard_count_is_strictly_typed() -> None:
    with pytest.raises(ValidationError):
        StaticPumpAbility.model_validate(
            {"affected": "self", "as_long_as_graveyard_cards": {"card_type": "Land", "at_least": True}}
        )
    with pytest.raises(ValidationError):
        StaticPumpAbility.model_validate(
            {"affected": "self", "as_long_as_graveyard_cards": {"card_type": "Glimmer", "at_least": 3}}
        )


def test_611_3a_reclaimer_counts_only_land_cards_in_its_controllers_graveyard() -> None:
    reclaimer = _read(RECLAIMER)
    board = [{"id": "er", "controller": "alice", "card": "Elvish Reclaimer"}]
    two_lands = [{"id": f"f{n}", "card": "Forest"} for n in range(2)]
    bears = [{"id": f"g{n}", "card": "Grizzly Bears"} for n in range(3)]
    low = run_with_cards(
        state(
            battlefield=board,
            alice={"graveyard": [*two_lands, *bears]},
            bob={"graveyard": [{"id": "bf", "card": "Forest"}]},
        ),
        [],
        reclaimer,
    )
    assert permanent(low, "er")["characteristics"]["power"] == 1
    high = run_with_cards(
        state(battlefield=board, alice={"graveyard": [*two_lands, {"id": "f3", "card": "Forest"}]}), [], reclaimer
    )
    assert (
        permanent(high, "er")["characteristics"]["power"],
        permanent(high, "er")["characteristics"]["toughness"],
    ) == (3, 4)
