"""Ninjutsu (CR 702.49): the keyword line read by app/oracle/keyword_lines.py and the `ninjutsu`
action played by app/engine/rules/ninjutsu.py. The Ninja is made up in the shape of the printed
ones ("Ninjutsu {1}{B}" and its reminder text)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, player_of, run, state

NINJA_TEXT = ("Ninjutsu {1}{B} ({1}{B}, Return an unblocked attacker you control to hand: Put this card onto the "
              "battlefield from your hand tapped and attacking.)")


def _ninja() -> dict[str, Any]:
    reading = read_card(CardFacts(name="Alley Shadow", mana_cost="{2}{B}", type_line="Creature — Rat Ninja",
                                  oracle_text=NINJA_TEXT, power="3", toughness="2"))
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    return reading.definition


SWAMP = {"name": "Swamp", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Swamp"]}
BEAR = {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "types": ["Creature"], "subtypes": ["Bear"],
        "power": 2, "toughness": 2}


def _combat(step: str = "declare_attackers", **alice: Any) -> dict[str, Any]:
    return state(
        step=step,
        alice={"hand": [{"id": "ninja", "card": _ninja()}], **alice},
        battlefield=[
            {"id": "swamp-1", "card": SWAMP, "controller": "alice"},
            {"id": "swamp-2", "card": SWAMP, "controller": "alice"},
            {"id": "bears", "card": BEAR, "controller": "alice", "controlled_since_turn": 1},
            {"id": "wall", "card": {**BEAR, "name": "Bob's Bear"}, "controller": "bob", "controlled_since_turn": 1},
        ],
    )


ATTACK = {"type": "declare_attackers", "attackers": [{"id": "bears", "defending": "bob"}]}
NEXT = {"type": "next_step"}
NO_BLOCKS = {"type": "declare_blockers", "blocks": []}
SWAP = {"type": "ninjutsu", "player": "alice", "card": "ninja", "returning": "bears", "payment": "auto"}


def test_the_ninjutsu_line_is_read_as_the_keyword_ability() -> None:
    assert _ninja()["abilities"] == [{"kind": "ninjutsu", "cost": "{1}{B}"}]


def test_an_unknown_word_in_the_ninjutsu_line_is_not_read() -> None:
    reading = read_card(CardFacts(name="Alley Shadow", mana_cost="{2}{B}", type_line="Creature — Rat Ninja",
                                  oracle_text="Ninjutsu {1}{B} twice", power="3", toughness="2"))
    assert reading.support != "full"


def test_702_49a_ninjutsu_returns_the_unblocked_attacker_and_puts_the_ninja_in_attacking() -> None:
    result = run(_combat(), [ATTACK, NEXT, NO_BLOCKS, SWAP])
    # the costs are paid as it is activated: the mana, the card revealed, the attacker returned (CR 602.2b)
    assert [c["id"] for c in player_of(result, "alice")["hand"]] == ["ninja", "bears"]
    assert events_of(result, "card_revealed")[0]["card_id"] == "ninja"
    activated = events_of(result, "ability_activated")[-1]
    assert activated["source"] == "ninja" and "CR 702.49a" in activated["cites"]
    assert [a["id"] for a in result["state"]["combat"]["attackers"]] == []
    # it resolves: the Ninja enters tapped and attacking bob, unblocked (CR 702.49c)
    resolved = run(result["state"], [{"type": "resolve"}])
    ninja = permanent(resolved, "ninja")
    assert ninja["tapped"] is True
    [attacker] = resolved["state"]["combat"]["attackers"]
    assert attacker["id"] == "ninja" and attacker["defending"] == "bob" and not attacker.get("blocked")
    entered = events_of(resolved, "put_onto_battlefield_attacking")[0]
    assert "CR 702.49c" in entered["cites"] and entered["defending"] == "bob"
    # combat damage: the Ninja deals its 3 to bob
    damage = run(resolved["state"], [{"type": "next_step"}])
    assert player_of(damage, "bob")["life"] == 20 - 3


def test_509_1h_ninjutsu_before_blockers_are_declared_is_refused() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(_combat(), [ATTACK, NEXT, SWAP])
    assert refusal.value.title == "Not yet" and "CR 509.1h" in refusal.value.cites


def test_702_49a_a_blocked_attacker_cannot_be_returned() -> None:
    blocked = {"type": "declare_blockers", "blocks": [{"blocker": "wall", "attacker": "bears"}]}
    with pytest.raises(IllegalAction) as refusal:
        run(_combat(), [ATTACK, NEXT, blocked, SWAP])
    assert refusal.value.title == "Blocked"


def test_702_49a_a_ninja_that_left_the_hand_before_it_resolves_is_not_put_onto_the_battlefield() -> None:
    result = run(_combat(), [ATTACK, NEXT, NO_BLOCKS, SWAP, {"type": "move", "permanent": "ninja", "to": "graveyard"},
                             {"type": "resolve"}])
    assert events_of(result, "not_put_onto_battlefield")[0]["card_id"] == "ninja"
    assert all(p["id"] != "ninja" for p in result["state"]["battlefield"])


@pytest.mark.parametrize("step_actions", [[ATTACK, NEXT, NO_BLOCKS]])
def test_legal_actions_lists_ninjutsu_once_blockers_are_declared(step_actions: list[dict[str, Any]]) -> None:
    before = run(_combat(), [ATTACK, NEXT, {"type": "legal_actions", "player": "alice"}])
    assert not [a for a in before["queries"][0]["result"]["legal"] if a["action"]["type"] == "ninjutsu"]
    after = run(_combat(), [*step_actions, {"type": "legal_actions", "player": "alice"}])
    swaps = [a for a in after["queries"][0]["result"]["legal"] if a["action"]["type"] == "ninjutsu"]
    assert [(a["action"]["card"], a["action"]["returning"]) for a in swaps] == [("ninja", "bears")]
    assert "CR 702.49a" in swaps[0]["cites"]
