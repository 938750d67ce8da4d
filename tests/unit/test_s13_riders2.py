"""Second pass on riders (docs/oracle-riders2.md): static abilities that set base power and/or
toughness (layer 7b, CR 613.4b; rules/static_base_pt.py), read from real cards' Oracle text and
played by the engine; near variants with a word the grammar doesn't know stay not modelled."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, player_of, read_full_definition, run, state

# Maha, Its Feathers Night (BLB)
MAHA = (
    "Maha, Its Feathers Night",
    "Legendary Creature — Elemental Bird",
    "Flying, trample\nWard—Discard a card.\nCreatures your opponents control have base toughness 1.",
    "{3}{B}{B}",
    ("6", "5"),
)


def creature(object_id: str, controller: str, power: int = 2, toughness: int = 2, **fields: Any) -> dict[str, Any]:
    return {
        "id": object_id,
        "controller": controller,
        "controlled_since_turn": 1,
        "card": {"name": object_id.title(), "types": ["Creature"], "power": power, "toughness": toughness},
        **fields,
    }


def _reads(oracle: str, type_line: str = "Creature — Elemental Bird") -> str:
    reading = read_card(
        CardFacts(name="Test", mana_cost="{3}{B}", type_line=type_line, oracle_text=oracle, power="2", toughness="2")
    )
    return reading.support


def test_613_4b_maha_reads_base_toughness_for_opponents_creatures() -> None:
    abilities = read_full_definition(*MAHA)["abilities"]
    assert abilities[-1] == {
        "kind": "static_pump",
        "power": 0,
        "toughness": 0,
        "affected": "creatures_opponents_control",
        "base_toughness": 1,
    }


def test_613_4b_base_power_and_toughness_and_conditions_read_unknown_words_do_not() -> None:
    assert _reads("Creatures your opponents control have base power and toughness 1/1.") == "full"
    assert _reads("Other creatures you control have base power 4.") == "full"
    assert _reads("As long as it's your turn, creatures your opponents control have base toughness 1.") == "full"
    # near variants with a word the grammar doesn't know (or a shape it doesn't have)
    assert _reads("Creatures your opponents control have basic toughness 1.") != "full"
    assert _reads("Creatures your opponents control have base toughness 1 forever.") != "full"
    assert _reads("Creatures your opponents control have base loyalty 1.") != "full"


def _maha_game(*others: dict[str, Any], **fields: Any) -> dict[str, Any]:
    maha = read_full_definition(*MAHA)
    return state(
        battlefield=[{"id": "maha", "card": maha, "controller": "alice", "controlled_since_turn": 1}, *others], **fields
    )


def test_613_4b_base_toughness_applies_before_counters_and_pumps_to_opponents_only() -> None:
    game = _maha_game(
        creature("ogre", "bob", 3, 3, counters={"+1/+1": 1}),
        creature("bear", "alice", 2, 2),
        creature("giant", "bob", 4, 6, effects=[{"power": 0, "toughness": 2}]),
    )
    result = run(game, [])
    ogre = permanent(result, "ogre")["characteristics"]
    assert (ogre["power"], ogre["toughness"]) == (4, 2)  # base 3/1 (7b), then the counter (7c)
    giant = permanent(result, "giant")["characteristics"]
    assert (giant["power"], giant["toughness"]) == (4, 3)  # base 4/1, then +0/+2 until end of turn
    bear = permanent(result, "bear")["characteristics"]
    assert (bear["power"], bear["toughness"]) == (2, 2)  # its controller's own creatures are unaffected
    maha = permanent(result, "maha")["characteristics"]
    assert (maha["power"], maha["toughness"]) == (6, 5)


def test_704_5g_damage_is_checked_against_the_base_toughness() -> None:
    game = _maha_game(creature("ogre", "bob", 3, 3, damage=1))
    result = run(game, [{"type": "pass_priority", "player": "alice"}])
    assert all(p["id"] != "ogre" for p in result["state"]["battlefield"])
    died = [e for e in events_of(result, "zone_change") if e.get("permanent") == "ogre"]
    assert died and "CR 704.5g" in died[0]["cites"]


def test_613_4b_a_newer_resolved_base_power_toughness_effect_wins() -> None:
    game = _maha_game(creature("ogre", "bob", 3, 3, effects=[{"base_power": 0, "base_toughness": 2}]))
    ogre = permanent(run(game, []), "ogre")["characteristics"]
    assert (ogre["power"], ogre["toughness"]) == (0, 2)


# --- Thought Shucker: "Activate only if seven or more cards are in your graveyard and only once." ---------

SHUCKER = (
    "Thought Shucker",
    "Creature — Rat Rogue",
    "Threshold — {1}{U}: Put a +1/+1 counter on Thought Shucker and draw a card. Activate only if seven or more "
    "cards are in your graveyard and only once.",
    "{1}{U}",
    ("1", "3"),
)


def _shucker_game(graveyard: int, **permanent_fields: Any) -> dict[str, Any]:
    shucker = read_full_definition(*SHUCKER)
    cards = [{"id": f"g{n}", "card": "Grizzly Bears"} for n in range(graveyard)]
    return state(
        battlefield=[
            {"id": "rat", "card": shucker, "controller": "alice", "controlled_since_turn": 1, **permanent_fields}
        ],
        alice={"graveyard": cards, "mana_pool": {"U": 4}},
    )


ACTIVATE = {"type": "activate", "permanent": "rat", "ability": 0}


def test_602_5b_thought_shucker_reads_its_two_restrictions() -> None:
    ability = read_full_definition(*SHUCKER)["abilities"][0]
    assert ability["activate_only_if_graveyard_at_least"] == 7 and ability["only_once"] is True
    plain = "{1}{U}: Draw a card. Activate only if seven or more cards are in your graveyard."
    assert _reads(plain) == "full"
    assert _reads("{1}{U}: Draw a card. Activate only once.") == "full"
    assert (
        _reads("{1}{U}: Draw a card. Activate only if seven or more cards are in your graveyard and only twice.")
        != "full"
    )
    assert _reads("{1}{U}: Draw a card. Activate only rarely.") != "full"


def test_602_5b_thought_shucker_needs_seven_cards_in_the_graveyard() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(_shucker_game(6), [ACTIVATE])
    assert refusal.value.title == "Condition not met" and "CR 602.5b" in refusal.value.cites
    result = run(_shucker_game(7), [ACTIVATE, {"type": "resolve"}])
    rat = permanent(result, "rat")
    assert rat["counters"] == {"+1/+1": 1} and rat["activated_once"] == ["0"]
    assert len(player_of(result, "alice")["hand"]) == 1


def test_602_5b_only_once_lasts_across_turns_for_the_same_object() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(_shucker_game(7, activated_once=["0"]), [ACTIVATE])
    assert refusal.value.title == "Activated too often"
    with pytest.raises(IllegalAction):
        run(_shucker_game(7), [ACTIVATE, {"type": "resolve"}, ACTIVATE])
