"""Session 17, group m2y (M20, M21 cards with one line not modelled; docs/oracle-s17-m2y.md): each
construction read from real cards' Oracle text and played by the engine; a near variant with a word the
grammar doesn't know stays not modelled (honesty by construction)."""

from __future__ import annotations

from typing import Any

from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run


def _not_read(line: str, *, is_spell: bool = False) -> None:
    assert read_composed(line, is_spell=is_spell).abilities is None


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {
        "id": object_id,
        "card": card,
        "controller": controller,
        "owner": controller,
        "controlled_since_turn": 1,
        **fields,
    }


def _permanent(result: dict[str, Any], object_id: str) -> dict[str, Any] | None:
    return next((p for p in result["state"]["battlefield"] if p["id"] == object_id), None)


# --- "is put into a graveyard from the battlefield" (CR 603.6c, 603.10a) ----------------------------

RETRIBUTIVE_WAND = (
    "Retributive Wand",
    "Artifact",
    "{3}, {T}: Retributive Wand deals 1 damage to any target.\nWhen Retributive Wand is put into a graveyard "
    "from the battlefield, it deals 5 damage to any target.",
    "{3}",
)
STARFIELD_MYSTIC = (
    "Starfield Mystic",
    "Creature — Human Cleric",
    "Enchantment spells you cast cost {1} less to cast.\nWhenever an enchantment you control is put into a "
    "graveyard from the battlefield, put a +1/+1 counter on Starfield Mystic.",
    "{1}{W}",
    ("2", "2"),
)
AURA = {"name": "Test Charm", "types": ["Enchantment"]}


def test_603_6c_put_into_a_graveyard_from_the_battlefield_reads_as_its_triggers() -> None:
    wand = read_full_definition(*RETRIBUTIVE_WAND)["abilities"][-1]
    assert (wand["trigger"], wand["effect"]["kind"], wand["effect"]["target"]) == (
        "self_put_into_graveyard",
        "damage",
        "any",
    )
    mystic = read_full_definition(*STARFIELD_MYSTIC)["abilities"][-1]
    assert (mystic["trigger"], mystic["put_into_graveyard"]) == (
        "permanent_put_into_graveyard",
        "enchantment:you_control",
    )


def test_603_6c_near_variants_of_put_into_a_graveyard_are_not_read() -> None:
    _not_read("When ~ is put into a graveyard from the stack, it deals 5 damage to any target.")
    _not_read("Whenever an enchantment you control is put into a graveyard from the battlefield, frobnicate ~.")
    _not_read("Whenever a card is put into a graveyard from the battlefield, draw a card.")


def test_603_10a_retributive_wand_deals_5_damage_from_the_graveyard() -> None:
    game = state(battlefield=[_on("wand", "Retributive Wand")])
    moved = {"type": "move", "permanent": "wand", "to": "graveyard"}
    result = _run(
        game, [moved, {"type": "resolve", "choices": {"targets": ["bob"]}}], read_full_definition(*RETRIBUTIVE_WAND)
    )
    assert player_of(result, "bob")["life"] == 15
    # to a hand, it isn't put into a graveyard: nothing triggers
    to_hand = _run(game, [{"type": "move", "permanent": "wand", "to": "hand"}], read_full_definition(*RETRIBUTIVE_WAND))
    assert events_of(to_hand, "trigger_put_on_stack") == []


def test_603_10a_starfield_mystic_grows_when_an_enchantment_you_control_goes_to_a_graveyard() -> None:
    game = state(
        battlefield=[_on("mystic", "Starfield Mystic"), _on("charm", "Test Charm"), _on("theirs", "Test Charm", "bob")]
    )
    mystic = read_full_definition(*STARFIELD_MYSTIC)
    result = _run(game, [{"type": "move", "permanent": "charm", "to": "graveyard"}, {"type": "resolve"}], mystic, AURA)
    counters = _permanent(result, "mystic")
    assert counters is not None and counters["counters"].get("+1/+1") == 1
    # an opponent's enchantment does not match "you control"
    theirs = _run(game, [{"type": "move", "permanent": "theirs", "to": "graveyard"}], mystic, AURA)
    assert events_of(theirs, "trigger_put_on_stack") == []
