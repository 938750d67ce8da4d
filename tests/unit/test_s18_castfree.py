"""s18-castfree (docs/oracle-s18-castfree.md): casting permissions and delayed copies read from real cards'
Oracle text and played by the engine (CR 603.7, 603.7c, 707.10, 707.10c); near variants stay not modelled."""

from __future__ import annotations

from typing import Any

from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run

DOUBLECAST_TEXT = (
    "When you cast your next instant or sorcery spell this turn, copy that spell. You may choose new targets "
    "for the copy."
)
DUAL_STRIKE_LINE = (
    "When you cast your next instant or sorcery spell with mana value 4 or less this turn, copy that spell. "
    "You may choose new targets for the copy."
)
BOLT = {
    "name": "Test Bolt",
    "mana_cost": "{R}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}],
}
BIG_BOLT = {**BOLT, "name": "Test Big Bolt", "mana_cost": "{4}{R}"}


def _doublecast() -> dict[str, Any]:
    return read_full_definition("Doublecast", "Sorcery", DOUBLECAST_TEXT, "{R}{R}")


def _not_modelled(oracle: str, type_line: str = "Sorcery") -> list[str]:
    return read_card(CardFacts(name="Test", mana_cost="{1}{R}", type_line=type_line, oracle_text=oracle)).not_modelled


# --- "When you cast your next instant or sorcery spell this turn, copy that spell." (CR 603.7) -----------


def test_603_7_copy_next_spell_is_read() -> None:
    assert _doublecast()["abilities"] == [
        {"kind": "spell", "effect": {"kind": "copy_next_spell", "spells": "instant_or_sorcery", "new_targets": True}}
    ]
    dual = read_card(CardFacts(name="Dual Strike", mana_cost="{R}{R}", type_line="Instant", oracle_text=DUAL_STRIKE_LINE))
    assert dual.not_modelled == []
    assert dual.definition is not None
    effect = dual.definition["abilities"][0]["effect"]
    assert effect == {"kind": "copy_next_spell", "spells": "instant_or_sorcery", "max_mana_value": 4,
                      "new_targets": True}
    # Ral, Storm Conduit's loyalty ability
    ral = read_card(CardFacts(name="Ral", mana_cost="{2}{U}{R}", type_line="Legendary Planeswalker — Ral",
                              oracle_text=f"[−2]: {DOUBLECAST_TEXT}", loyalty="4"))
    assert ral.not_modelled == []


def test_603_7_near_variants_are_not_modelled() -> None:
    for text in (
        "When you cast your next creature spell this turn, copy that spell. You may choose new targets for the copy.",
        "When you cast your next instant or sorcery spell with mana value 4 or greater this turn, copy that spell.",
        "When you cast your next instant or sorcery spell this turn, copy that spell twice.",
        "When you cast your next instant or sorcery spell this turn, copy that wombat.",
    ):
        assert _not_modelled(text), text


def _game(hand: list[dict[str, Any]], mana: dict[str, int]) -> dict[str, Any]:
    return state(alice={"mana_pool": mana, "hand": hand})


def test_603_7c_the_next_instant_is_copied_once_with_new_targets() -> None:
    hand = [{"id": "dc", "card": "Doublecast"}, {"id": "b1", "card": "Test Bolt"}, {"id": "b2", "card": "Test Bolt"}]
    game = _game(hand, {"R": 4})
    actions = [
        {"type": "cast", "card": "dc"},
        {"type": "resolve"},
        {"type": "cast", "card": "b1", "choices": {"targets": ["bob"]}},
    ]
    result = _run(game, actions, _doublecast(), BOLT)
    assert len(events_of(result, "delayed_copy_created")) == 1
    stack = result["state"]["stack"]
    assert [item["kind"] for item in stack] == ["triggered_ability", "spell"]
    assert result["state"].get("copy_next_spell") is None  # triggered: gone (CR 603.7c)
    # the copy targets alice instead (707.10c); the original hits bob
    after = _run(result["state"], [{"type": "resolve", "choices": {"copy_targets": ["alice"]}}, {"type": "resolve"},
                                   {"type": "resolve"}], _doublecast(), BOLT)
    copied = events_of(after, "spell_copied")
    assert len(copied) == 1 and "CR 603.7" in copied[0]["cites"] and "CR 707.10c" in copied[0]["cites"]
    assert player_of(after, "alice")["life"] == 17 and player_of(after, "bob")["life"] == 17
    # a second spell isn't copied (the ability triggered once)
    again = _run(after["state"], [{"type": "cast", "card": "b2", "choices": {"targets": ["bob"]}}], _doublecast(), BOLT)
    assert [item["kind"] for item in again["state"]["stack"]] == ["spell"]


def test_603_7_mana_value_limit_and_end_of_turn() -> None:
    dual = {"name": "Dual Strike", "mana_cost": "{R}{R}", "types": ["Instant"], "abilities": [
        {"kind": "spell", "effect": {"kind": "copy_next_spell", "max_mana_value": 4, "new_targets": True}}]}
    hand = [{"id": "ds", "card": "Dual Strike"}, {"id": "big", "card": "Test Big Bolt"}]
    game = _game(hand, {"R": 7})
    actions = [{"type": "cast", "card": "ds"}, {"type": "resolve"},
               {"type": "cast", "card": "big", "choices": {"targets": ["bob"]}}]
    result = _run(game, actions, dual, BIG_BOLT)
    # mana value 5: not "your next spell with mana value 4 or less": no trigger, it keeps waiting
    assert [item["kind"] for item in result["state"]["stack"]] == ["spell"]
    assert result["state"]["copy_next_spell"] == [{"player": "alice", "turn": 3, "source": "ds", "max_mana_value": 4,
                                                   "new_targets": True}]
    # it ends unused in the cleanup step (CR 514.2, 603.7c)
    ended = _run({**result["state"], "stack": [], "step": "end"}, [{"type": "next_step"}], dual, BIG_BOLT)
    assert len(events_of(ended, "delayed_copy_ended")) == 1
    assert ended["state"].get("copy_next_spell") is None


def test_603_7_another_players_spell_does_not_trigger_it() -> None:
    posted = state(copy_next_spell=[{"player": "bob", "turn": 3, "source": "x"}],
                   alice={"mana_pool": {"R": 1}, "hand": [{"id": "b1", "card": "Test Bolt"}]})
    result = _run(posted, [{"type": "cast", "card": "b1", "choices": {"targets": ["bob"]}}], BOLT)
    assert [item["kind"] for item in result["state"]["stack"]] == ["spell"]
    assert len(result["state"]["copy_next_spell"]) == 1
