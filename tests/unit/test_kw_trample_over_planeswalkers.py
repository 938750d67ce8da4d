"""Trample over planeswalkers (CR 702.19c-g): combat damage past a planeswalker's loyalty."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, player_of, run
from tests.unit.test_kw_combat import NEXT, assign, attack, block, combat, creature, damage_by


def walker(loyalty: int = 3, controller: str = "bob") -> dict[str, Any]:
    return {"id": "pw", "controller": controller, "counters": {"loyalty": loyalty},
            "card": {"name": "Walker", "types": ["Planeswalker"]}}


def test_702_19c_unblocked_excess_past_loyalty_goes_to_the_controller() -> None:
    giant = creature("g", "alice", "trample_over_planeswalkers", power=7, toughness=7)
    result = run(combat(giant, walker(3)), [attack("g", defending="pw"), NEXT, NEXT, NEXT])
    assert damage_by(result, "g") == [("pw", 3), ("bob", 4)]
    assert player_of(result, "bob")["life"] == 16
    to_bob = next(e for e in events_of(result, "combat_damage") if e["to"] == "bob")
    assert "CR 702.19c" in to_bob["cites"]


def test_702_19c_blocked_assigns_lethal_then_loyalty_then_the_controller() -> None:
    giant = creature("g", "alice", "trample_over_planeswalkers", power=7, toughness=7)
    game = combat(giant, walker(3), creature("b1", "bob"))
    result = run(game, [attack("g", defending="pw"), NEXT, block(("b1", "g")), NEXT, NEXT])
    assert damage_by(result, "g") == [("b1", 2), ("pw", 3), ("bob", 2)]


def test_702_19c_the_controller_only_once_the_planeswalker_has_its_loyalty() -> None:
    giant = creature("g", "alice", "trample_over_planeswalkers", power=7, toughness=7)
    game = combat(giant, walker(3))
    with pytest.raises(IllegalAction) as refusal:
        run(game, [attack("g", defending="pw"), NEXT, NEXT, assign("g", pw=2, bob=5)])
    assert refusal.value.title == "Lethal damage first" and "CR 702.19c" in refusal.value.cites
    result = run(game, [attack("g", defending="pw"), NEXT, NEXT, assign("g", pw=7), NEXT])
    assert damage_by(result, "g") == [("pw", 7)]


def test_702_19c_loyalty_counts_damage_other_attackers_assign() -> None:
    giant = creature("g", "alice", "trample_over_planeswalkers", power=7, toughness=7)
    bear = creature("a1", "alice", power=1, toughness=1)
    result = run(combat(bear, giant, walker(3)), [attack("a1", "g", defending="pw"), NEXT, NEXT, NEXT])
    assert damage_by(result, "a1") == [("pw", 1)] and damage_by(result, "g") == [("pw", 2), ("bob", 5)]


def test_702_19b_plain_trample_never_reaches_a_planeswalkers_controller() -> None:
    rhino = creature("t", "alice", "trample", power=7, toughness=7)
    game = combat(rhino, walker(3))
    # Its only recipient is the planeswalker: no division to choose, so it is dealt as the step begins
    # (CR 510.1-510.2), and a division naming the player comes too late.
    with pytest.raises(IllegalAction) as refusal:
        run(game, [attack("t", defending="pw"), NEXT, NEXT, assign("t", pw=3, bob=4)])
    assert refusal.value.title == "Combat damage already dealt"
    result = run(game, [attack("t", defending="pw"), NEXT, NEXT])
    assert damage_by(result, "t") == [("pw", 7)] and player_of(result, "bob")["life"] == 20


def test_702_19e_planeswalker_gone_its_damage_goes_to_the_defending_player() -> None:
    giant = creature("g", "alice", "trample_over_planeswalkers", power=5, toughness=5)
    gone = {"type": "move", "permanent": "pw", "to": "hand"}
    result = run(combat(giant, walker(3)), [attack("g", defending="pw"), gone, NEXT, NEXT, NEXT])
    assert damage_by(result, "g") == [("bob", 5)]
    assert "CR 702.19e" in events_of(result, "combat_damage")[0]["cites"]
    assert result["state"]["combat"] is None or all(a["defending"] == "pw" for a in result["state"]["combat"]["attackers"])


def test_702_19f_without_it_nothing_reaches_the_player_when_the_planeswalker_is_gone() -> None:
    rhino = creature("t", "alice", "trample", power=5, toughness=5)
    gone = {"type": "move", "permanent": "pw", "to": "hand"}
    result = run(combat(rhino, walker(3)), [attack("t", defending="pw"), gone, NEXT, NEXT, NEXT])
    assert damage_by(result, "t") == [] and player_of(result, "bob")["life"] == 20


def test_702_19e_attacked_planeswalker_records_its_defending_player() -> None:
    giant = creature("g", "alice", "trample_over_planeswalkers", power=5, toughness=5)
    result = run(combat(giant, walker(3)), [attack("g", defending="pw")])
    assert result["state"]["combat"]["attackers"][0]["defending_player"] == "bob"
    result = run(combat(giant, walker(3)), [attack("g")])
    assert "defending_player" not in result["state"]["combat"]["attackers"][0]


def test_702_19c_oracle_keyword_line_reads_trample_over_planeswalkers() -> None:
    from app.oracle.reader import CardFacts, read_card

    text = ("Trample over planeswalkers (This creature can deal excess combat damage to the controller of the "
            "planeswalker it's attacking.)")
    found = read_card(CardFacts(name="Stomper", mana_cost="{5}{G}{G}", type_line="Creature — Dinosaur",
                                oracle_text=text, power="7", toughness="7"))
    assert found.support == "full" and (found.definition or {})["keywords"] == ["trample_over_planeswalkers"]
