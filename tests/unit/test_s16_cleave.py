"""s16-cleave: cleave (CR 702.148), the spell read as two texts (docs/oracle-cleave.md)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, read_full_definition, run_with_cards, state

REMINDER = "(You may cast this spell for its cleave cost. If you do, remove the words in square brackets.)"
FIERCE_TEXT = f"Cleave {{5}}{{W}} {REMINDER}\nDestroy target [attacking] creature."
DIG_UP_TEXT = (
    f"Cleave {{1}}{{B}}{{B}}{{G}} {REMINDER}\n"
    "Search your library for a [basic land] card, [reveal it,] put it into your hand, then shuffle."
)


def _fierce() -> dict[str, Any]:
    return read_full_definition("Fierce Retribution", "Instant", FIERCE_TEXT, "{1}{W}")


def _support(text: str, type_line: str = "Instant") -> str:
    return read_card(CardFacts("Test Cleave", "{1}", type_line, text)).support


def test_cleave_keyword_and_both_texts_read() -> None:
    assert _fierce()["abilities"] == [
        {"kind": "alternative_cost", "name": "cleave", "cost": "{5}{W}"},
        {"kind": "spell", "effect": {"kind": "destroy", "target": "attacking_creature"}, "condition": "not_cleaved"},
        {"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}, "condition": "cleaved"},
    ]
    dig = read_full_definition("Dig Up", "Sorcery", DIG_UP_TEXT, "{G}")["abilities"]
    assert [a["condition"] for a in dig[1:]] == ["not_cleaved", "cleaved"]
    assert dig[1]["effect"]["quality"] == ["land:basic"] and dig[1]["effect"]["reveal"] is True
    assert dig[2]["effect"] == {"kind": "search_library", "to": "hand"}


def test_cleave_near_variants_do_not_read() -> None:
    assert _support(FIERCE_TEXT.replace("Cleave", "Cleavex")) != "full"
    assert _support(FIERCE_TEXT.replace("[attacking]", "[glorping]")) != "full"  # an unknown word in brackets
    assert _support(FIERCE_TEXT.replace("[attacking]", "[attacking")) != "full"  # brackets that don't pair
    assert _support("Destroy target [attacking] creature.") != "full"  # brackets without cleave
    assert _support(f"Cleave {{X}}{{W}} {REMINDER}\nDestroy target [attacking] creature.") != "full"  # X: not named


def _game() -> dict[str, Any]:
    game = state(alice={"mana_pool": {"W": 6}, "hand": [{"id": "fierce", "card": "Fierce Retribution"}]})
    game["battlefield"] = [{"id": "bear", "card": "Grizzly Bears", "controller": "bob"}]
    return game


def test_702_148_cleaved_spell_drops_the_bracketed_words() -> None:
    cast = {"type": "cast", "card": "fierce", "alternative_cost": "cleave", "choices": {"targets": ["bear"]}}
    result = run_with_cards(_game(), [cast, {"type": "resolve"}], _fierce())
    assert not [p for p in result["state"]["battlefield"] if p["id"] == "bear"]
    (cast_event,) = events_of(result, "spell_cast")
    assert {"CR 702.148a", "CR 702.148b"} <= set(cast_event["cites"])
    # for its mana cost the words stay: a creature that isn't attacking can't be targeted
    with pytest.raises(IllegalAction, match="not an attacking creature"):
        run_with_cards(_game(), [{**cast, "alternative_cost": None}], _fierce())


# --- "If this spell was kicked, <effect> instead." (CR 702.33d) -----------------------------------

FIELD_RESEARCH_TEXT = (
    "Kicker {2}{U} (You may pay an additional {2}{U} as you cast this spell.)\n"
    "Draw two cards. If this spell was kicked, draw three cards instead."
)
THIRST_TEXT = (
    "Kicker {2}{B} (You may pay an additional {2}{B} as you cast this spell.)\n"
    "Destroy target creature or planeswalker with mana value 2 or less. If this spell was kicked, instead destroy "
    "target creature or planeswalker."
)


def _field_research() -> dict[str, Any]:
    return read_full_definition("Field Research", "Sorcery", FIELD_RESEARCH_TEXT, "{1}{U}")


def test_kicked_instead_reads_both_sentences() -> None:
    assert _field_research()["abilities"][1:] == [
        {"kind": "spell", "effect": {"kind": "draw", "amount": 2}, "condition": "not_kicked"},
        {"kind": "spell", "effect": {"kind": "draw", "amount": 3}, "condition": "kicked"},
    ]
    thirst = read_full_definition("Bloodchief's Thirst", "Sorcery", THIRST_TEXT, "{B}")["abilities"]
    assert [a["effect"]["target"] for a in thirst[1:]] == [
        "creature_or_planeswalker:mana_value<=2",
        "creature_or_planeswalker",
    ]
    glorp = FIELD_RESEARCH_TEXT.replace("three cards instead", "three glorps instead")
    assert _support(glorp, "Sorcery") != "full"
    # a sentence that doesn't stand alone is not read ("that creature gets +4/+4 ..." is, with the first sentence's
    # subject: s21-szn; one naming a target of its own is not)
    assert (
        _support(
            "Kicker {4}\nTarget creature gets +2/+2 until end of turn. If this spell was kicked, that creature fights "
            "target creature you don't control instead."
        )
        != "full"
    )


def test_702_33d_kicked_spell_does_the_instead_sentence_only() -> None:
    def drawn(kicked: bool) -> int:
        game = state(alice={"mana_pool": {"U": 5}, "hand": [{"id": "research", "card": "Field Research"}]})
        cast = {"type": "cast", "card": "research", "kicked": kicked}
        result = run_with_cards(game, [cast, {"type": "resolve"}], _field_research())
        alice = next(p for p in result["state"]["players"] if p["id"] == "alice")
        return len(alice["hand"])

    assert drawn(False) == 2
    assert drawn(True) == 3


# --- "target Wolf or Werewolf creature" (CR 205.3) ---------------------------------------------------


def test_one_of_subtypes_creature_target_reads() -> None:
    text = f"Cleave {{3}}{{U}} {REMINDER}\nReturn target [Wolf or Werewolf] creature to its owner's hand.\nDraw a card."
    abilities = read_full_definition("Lunar Rejection", "Instant", text, "{1}{U}")["abilities"]
    assert [a["effect"].get("target") for a in abilities[1:]] == ["creature:Wolf_or_Werewolf", "creature", None]
    assert _support("Return target Wolf or Werewolf glorp to its owner's hand.") != "full"


ROIL_TEXT = (
    "Kicker {5} (You may pay an additional {5} as you cast this spell.)\n"
    "Roil Eruption deals 3 damage to any target. If this spell was kicked, it deals 5 damage instead."
)


def test_702_33d_it_deals_more_damage_instead_to_the_same_target() -> None:
    roil = read_full_definition("Roil Eruption", "Sorcery", ROIL_TEXT, "{1}{R}")
    assert roil["abilities"][2] == {
        "kind": "spell",
        "effect": {"kind": "damage", "amount": 5, "target": "any"},
        "condition": "kicked",
    }
    assert _support(ROIL_TEXT.replace("5 damage instead", "5 glorps instead"), "Sorcery") != "full"

    def bob_life(kicked: bool) -> int:
        game = state(alice={"mana_pool": {"R": 7}, "hand": [{"id": "roil", "card": "Roil Eruption"}]})
        cast = {"type": "cast", "card": "roil", "kicked": kicked, "choices": {"targets": ["bob"]}}
        result = run_with_cards(game, [cast, {"type": "resolve"}], roil)
        return int(next(p for p in result["state"]["players"] if p["id"] == "bob")["life"])

    assert bob_life(False) == 17
    assert bob_life(True) == 15
