"""The construction of docs/oracle-m19final.md, section "Thud": "As an additional cost to cast this
spell, sacrifice a creature. ~ deals damage equal to the sacrificed creature's power to any target."
(CR 601.2h, 608.2h): read from the real Core Set 2019 Oracle text (near variants with an
unknown word, or without the cost, are not read), and played: the power is taken as the creature is
sacrificed and kept with the spell, so a state posted back later still knows it."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, player_of, read_full_definition, run_with_cards, state

THUD_TEXT = (
    "As an additional cost to cast this spell, sacrifice a creature.\n"
    "Thud deals damage equal to the sacrificed creature's power to any target."
)
OGRE = {"name": "Test Ogre", "types": ["Creature"], "power": 3, "toughness": 3, "mana_cost": "{2}{R}"}
WURM = {"name": "Test Wurm", "types": ["Creature"], "power": 4, "toughness": 4, "mana_cost": "{3}{G}"}


def _support(text: str) -> str:
    return read_card(CardFacts("Thud", "{1}{R}", "Sorcery", text)).support


def _thud() -> dict[str, Any]:
    return read_full_definition("Thud", "Sorcery", THUD_TEXT, "{1}{R}")


def test_thud_reads_from_its_oracle_text() -> None:
    assert _thud()["abilities"] == [
        {"kind": "additional_cost", "cost": "sacrifice", "card_type": "creature", "amount": 1},
        {"kind": "spell", "effect": {"kind": "damage", "amount": "sacrificed_power", "target": "any"}},
    ]
    # near variants: an unknown word; a power the engine doesn't keep (toughness); no sacrifice as
    # the spell's cost (nothing, a discard, two creatures): none is read
    assert _support(THUD_TEXT.replace("sacrificed creature's", "sacrificed glorp's")) != "full"
    # (s18-neoa: the toughness is kept now too, test_s18_neoa.py; a noun the reader doesn't take is not read)
    assert _support(THUD_TEXT.replace("creature's power", "artifact's power")) != "full"
    assert _support(THUD_TEXT.split("\n")[1]) != "full"
    assert _support(THUD_TEXT.replace("sacrifice a creature", "discard a card")) != "full"
    assert _support(THUD_TEXT.replace("sacrifice a creature", "sacrifice two creatures")) != "full"
    # an activation whose cost sacrifices ~ itself has no "sacrificed creature" of its own record: not read (s29-mh:
    # "{1}, Sacrifice a creature: ..." is read now, the one permanent its cost sacrifices; test_s29_mh.py)
    # an activation cost's sacrifice is not this spell's record; s29-stdb keeps an activated ability's one sacrificed
    # creature (rules/s29stdb_sacrificed_activation.py), so the refused variant sacrifices two (which one: a guess)
    # an activation cost's sacrifice (Wick, the Whorled Mind) is not this spell's record (s29-old: an activation that
    # sacrifices one creature records it now, tests/unit/test_s29_old.py); of two creatures: not read
    wick = read_card(
        CardFacts(
            "Test Rat",
            "{1}{B}",
            "Creature — Rat",
            "{1}, Sacrifice two creatures: ~ deals damage equal to the sacrificed creature's power to each opponent.",
            "2",
            "2",
        )
    )
    assert wick.support != "full"
    # s29-mh: nor a cost that sacrifices ~ itself ("the sacrificed creature" would be ~ as it last existed: not read)
    assert read_card(CardFacts("Test Rat", "{1}{B}", "Creature — Rat", "{1}, Sacrifice ~: ~ deals damage equal to the "
                               "sacrificed creature's power to each opponent.", "2", "2")).support != "full"


def _game(**bob: Any) -> dict[str, Any]:
    return state(
        alice={"mana_pool": {"R": 1, "C": 1}, "hand": [{"id": "thud", "card": "Thud"}]},
        battlefield=[
            {"id": "ogre", "card": "Test Ogre", "controller": "alice", "owner": "alice"},
            {"id": "wurm", "card": "Test Wurm", "controller": "bob", "owner": "bob"},
        ],
        **bob,
    )


def _play(actions: list[dict[str, Any]], game: dict[str, Any] | None = None) -> dict[str, Any]:
    return run_with_cards(game if game is not None else _game(), actions, _thud(), OGRE, WURM)


def _cast(target: str) -> dict[str, Any]:
    return {"type": "cast", "card": "thud", "choices": {"targets": [target], "sacrifice": ["ogre"]}}


def test_608_2h_sacrificing_a_3_3_deals_3_to_a_player() -> None:
    result = _play([_cast("bob"), {"type": "resolve"}])
    assert player_of(result, "bob")["life"] == 17
    assert {c["id"] for c in player_of(result, "alice")["graveyard"]} == {"ogre", "thud"}
    damage = events_of(result, "damage_dealt")
    assert [d["amount"] for d in damage] == [3]


def test_608_2h_sacrificing_a_3_3_deals_3_to_a_creature() -> None:
    result = _play([_cast("wurm"), {"type": "resolve"}])
    wurm = next(p for p in result["state"]["battlefield"] if p["id"] == "wurm")
    assert wurm["damage"] == 3  # a 4/4 survives 3 damage
    assert player_of(result, "bob")["life"] == 20


def test_601_2h_the_power_is_kept_with_the_spell_for_a_state_posted_back() -> None:
    cast = _play([_cast("bob")])
    spell = cast["state"]["stack"][0]
    assert spell["choices"]["sacrificed_power"] == 3
    assert "CR 601.2h" in events_of(cast, "spell_cast")[0]["cites"]
    # the power it had on the battlefield (a +1/+1 counter: 4), not the card's printed power
    game = _game()
    game["battlefield"][0]["counters"] = {"+1/+1": 1}
    assert _play([_cast("bob")], game)["state"]["stack"][0]["choices"]["sacrificed_power"] == 4
    # posted back later, the creature gone: the spell still knows 3
    later = _play([{"type": "resolve"}], cast["state"])
    assert player_of(later, "bob")["life"] == 17


def test_a_posted_power_that_is_no_number_is_refused() -> None:
    cast = _play([_cast("bob")])
    cast["state"]["stack"][0]["choices"]["sacrificed_power"] = "three"
    with pytest.raises(IllegalAction, match="sacrificed_power"):
        _play([{"type": "resolve"}], cast["state"])
