"""Four evasion keywords (rules/keyword_evasion.py): intimidate (CR 702.13b), shadow (702.28b), horsemanship
(702.31b) and skulk (702.118b), each read from its Oracle keyword line and checked as blockers are declared
(509.1b). The creatures are built by the Oracle reader from a keyword line alone, as cards print it (Farbog
Revenant's "Skulk", the first line of Dauthi Slayer: "Shadow")."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import read_full_definition, run_with_cards, state


def creature(name: str, keyword_line: str, cost: str, pt: tuple[str, str], *, types: str = "Creature — Soldier"
             ) -> dict[str, Any]:
    return read_full_definition(name, types, keyword_line, cost, pt)


def vanilla(name: str, cost: str, pt: tuple[str, str], types: str = "Creature — Soldier") -> dict[str, Any]:
    return read_full_definition(name, types, "", cost, pt)


INTIMIDATING = creature("Menacing Ogre Probe", "Intimidate", "{2}{B}", ("2", "2"))
SHADE = creature("Dauthi Probe", "Shadow", "{1}{B}", ("2", "2"))
OTHER_SHADE = creature("Soltari Probe", "Shadow", "{1}{W}", ("2", "2"))
RIDER = creature("Cavalry Probe", "Horsemanship", "{2}{R}", ("2", "2"))
OTHER_RIDER = creature("Lancer Probe", "Horsemanship", "{2}{W}", ("2", "2"))
SKULKER = creature("Skulking Probe", "Skulk", "{1}{U}", ("2", "2"))
BLACK_BEAR = vanilla("Black Probe", "{1}{B}", ("2", "2"))
GREEN_BEAR = vanilla("Green Probe", "{1}{G}", ("2", "2"))
BIG_GREEN = vanilla("Big Green Probe", "{3}{G}", ("3", "3"))
SMALL_GREEN = vanilla("Small Green Probe", "{G}", ("1", "1"))
GOLEM = vanilla("Golem Probe", "{3}", ("3", "3"), "Artifact Creature — Golem")
CARDS = (INTIMIDATING, SHADE, OTHER_SHADE, RIDER, OTHER_RIDER, SKULKER, BLACK_BEAR, GREEN_BEAR, BIG_GREEN,
         SMALL_GREEN, GOLEM)


def block(attacker: dict[str, Any], blocker: dict[str, Any]) -> dict[str, Any]:
    """Alice attacks bob with `attacker`; bob blocks it with `blocker`."""
    game = state(step="declare_attackers", battlefield=[
        {"id": "a", "card": attacker["name"], "controller": "alice"},
        {"id": "b", "card": blocker["name"], "controller": "bob"}])
    return run_with_cards(game, [{"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"}]},
                                 {"type": "next_step"},
                                 {"type": "declare_blockers", "blocks": [{"blocker": "b", "attacker": "a"}]}], *CARDS)


def refused(attacker: dict[str, Any], blocker: dict[str, Any], rule: str) -> None:
    with pytest.raises(IllegalAction) as refusal:
        block(attacker, blocker)
    assert refusal.value.action_index == 2
    assert f"CR {rule}" in refusal.value.cites


def blocked(attacker: dict[str, Any], blocker: dict[str, Any]) -> None:
    assert block(attacker, blocker)["state"]["combat"]["attackers"][0]["blocked_by"] == ["b"]


def test_the_four_keyword_lines_are_read_full_into_keywords() -> None:
    assert [card["keywords"] for card in (INTIMIDATING, SHADE, RIDER, SKULKER)] == [
        ["intimidate"], ["shadow"], ["horsemanship"], ["skulk"]]


def test_702_13b_intimidate_is_blocked_only_by_artifact_creatures_and_creatures_sharing_a_color() -> None:
    refused(INTIMIDATING, GREEN_BEAR, "702.13b")
    blocked(INTIMIDATING, BLACK_BEAR)  # shares black
    blocked(INTIMIDATING, GOLEM)  # an artifact creature


def test_702_28b_shadow_blocks_and_is_blocked_only_by_shadow() -> None:
    refused(SHADE, GREEN_BEAR, "702.28b")
    refused(GREEN_BEAR, SHADE, "702.28b")  # a creature with shadow can't block one without it
    blocked(SHADE, OTHER_SHADE)


def test_702_31b_horsemanship_is_blocked_only_by_horsemanship_and_may_block_anything() -> None:
    refused(RIDER, GREEN_BEAR, "702.31b")
    blocked(RIDER, OTHER_RIDER)
    blocked(GREEN_BEAR, RIDER)


def test_702_118b_skulk_is_not_blocked_by_greater_power() -> None:
    refused(SKULKER, BIG_GREEN, "702.118b")
    blocked(SKULKER, GREEN_BEAR)  # equal power
    blocked(SKULKER, SMALL_GREEN)


# --- wither and infect: damage dealt as counters (CR 120.3b, 120.3d, 702.80, 702.90) -------------------------

WITHERING = creature("Withering Probe", "Wither", "{1}{B}", ("2", "2"))
INFECTING = creature("Infecting Probe", "Infect", "{1}{G}", ("2", "2"))
COUNTER_CARDS = (WITHERING, INFECTING, BIG_GREEN, GREEN_BEAR)


def combat(attacker: dict[str, Any], blocker: dict[str, Any] | None) -> dict[str, Any]:
    """Alice attacks bob with `attacker`; bob blocks with `blocker` (or not); combat damage is dealt."""
    battlefield = [{"id": "a", "card": attacker["name"], "controller": "alice"}]
    if blocker is not None:
        battlefield.append({"id": "b", "card": blocker["name"], "controller": "bob"})
    blocks = [{"blocker": "b", "attacker": "a"}] if blocker is not None else []
    game = state(step="declare_attackers", battlefield=battlefield)
    return run_with_cards(game, [{"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"}]},
                                 {"type": "next_step"},
                                 {"type": "declare_blockers", "blocks": blocks},
                                 {"type": "next_step"}], *COUNTER_CARDS)


def on_battlefield(result: dict[str, Any], object_id: str) -> dict[str, Any] | None:
    return next((p for p in result["state"]["battlefield"] if p["id"] == object_id), None)


def bob(result: dict[str, Any]) -> dict[str, Any]:
    return next(p for p in result["state"]["players"] if p["id"] == "bob")


def test_the_two_keyword_lines_are_read_full() -> None:
    assert (WITHERING["keywords"], INFECTING["keywords"]) == (["wither"], ["infect"])


@pytest.mark.parametrize("attacker", [WITHERING, INFECTING], ids=["wither", "infect"])
def test_120_3d_damage_from_wither_or_infect_to_a_creature_is_minus_1_minus_1_counters(attacker: dict[str, Any]
                                                                                          ) -> None:
    result = combat(attacker, BIG_GREEN)
    blocker = on_battlefield(result, "b")
    assert blocker is not None and blocker["counters"] == {"-1/-1": 2} and blocker["damage"] == 0
    rule = "CR 702.90b" if attacker is INFECTING else "CR 702.80a"
    put = [e for e in result["events"] if e["type"] == "counters_put" and e["permanent"] == "b"]
    assert put and put[0]["amount"] == 2 and {"CR 120.3d", rule} <= set(put[0]["cites"])
    assert on_battlefield(result, "a") is None  # the 3/3 dealt it 3 marked damage (120.3e): it died


def test_120_3b_infect_damage_to_a_player_gives_poison_counters_not_life_loss() -> None:
    result = combat(INFECTING, None)
    assert (bob(result)["life"], bob(result)["poison_counters"]) == (20, 2)
    given = [e for e in result["events"] if e["type"] == "poison_counters_from_damage"]
    assert given == [{**given[0], "source": "a", "player": "bob", "amount": 2, "poison_counters": 2}]
    assert {"CR 702.90b", "CR 120.3b"} <= set(given[0]["cites"])


def test_702_80_wither_damage_to_a_player_is_ordinary_life_loss() -> None:
    result = combat(WITHERING, None)
    assert (bob(result)["life"], bob(result).get("poison_counters", 0)) == (18, 0)


def test_120_3d_wither_counters_kill_a_creature_at_zero_toughness() -> None:
    result = combat(WITHERING, GREEN_BEAR)
    assert on_battlefield(result, "b") is None and on_battlefield(result, "a") is None


# --- devoid (CR 702.114a) ----------------------------------------------------------------------------------

VOID_INTIMIDATOR = read_full_definition("Void Probe", "Creature — Eldrazi Drone", "Devoid\nIntimidate", "{1}{B}",
                                        ("2", "1"))


def test_702_114a_devoid_makes_a_black_costed_creature_colorless() -> None:
    assert VOID_INTIMIDATOR["keywords"] == ["devoid", "intimidate"]
    game = state(step="declare_attackers", battlefield=[
        {"id": "a", "card": "Void Probe", "controller": "alice"},
        {"id": "b", "card": "Black Probe", "controller": "bob"}])
    actions = [{"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"}]}, {"type": "next_step"},
               {"type": "declare_blockers", "blocks": [{"blocker": "b", "attacker": "a"}]}]
    # colorless: it shares no color with the black creature, which therefore can't block it (702.13b)
    with pytest.raises(IllegalAction) as refusal:
        run_with_cards(game, actions, VOID_INTIMIDATOR, BLACK_BEAR)
    assert "CR 702.13b" in refusal.value.cites
    # without devoid the same {1}{B} creature is black and the block is legal
    black = read_full_definition("Void Probe", "Creature — Eldrazi Drone", "Intimidate", "{1}{B}", ("2", "1"))
    result = run_with_cards(game, actions, black, BLACK_BEAR)
    assert result["state"]["combat"]["attackers"][0]["blocked_by"] == ["b"]
