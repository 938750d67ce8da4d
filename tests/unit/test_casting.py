"""Casting (CR 601), paying from the mana pool (601.2h), resolving (CR 608)."""

from __future__ import annotations

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, permanent, player_of, run, state


def hand(*cards: tuple[str, str]) -> list[dict[str, str]]:
    return [{"id": card_id, "card": name} for card_id, name in cards]


def test_601_2h_generic_mana_is_paid_with_any_type() -> None:
    game = state(alice={"mana_pool": {"G": 1, "U": 1, "C": 1}, "hand": hand(("c1", "Grizzly Bears"))})
    result = run(game, [{"type": "cast", "card": "c1"}])
    paid = events_of(result, "mana_paid")[0]
    assert paid["paid"] == {"G": 1, "C": 1}  # {G} from G, the generic {1} from colorless first
    assert player_of(result, "alice")["mana_pool"]["U"] == 1
    assert result["state"]["stack"][0]["id"] == "c1"
    assert result["state"]["stack"][0]["characteristics"]["name"] == "Grizzly Bears"


def test_601_2h_an_unpayable_cost_is_refused_and_nothing_is_paid() -> None:
    game = state(alice={"mana_pool": {"U": 5}, "hand": hand(("c1", "Grizzly Bears"))})
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "cast", "card": "c1"}])
    assert "missing 1 {G}" in refusal.value.detail and refusal.value.cites == ["CR 601.2h"]


def test_601_2_casting_counts_spells_cast_this_turn() -> None:
    game = state(alice={"mana_pool": {"R": 2}, "hand": hand(("b1", "Lightning Bolt"), ("b2", "Lightning Bolt"))})
    result = run(game, [{"type": "cast", "card": "b1"}, {"type": "cast", "card": "b2"}])
    assert player_of(result, "alice")["spells_cast_this_turn"] == 2
    assert [item["id"] for item in result["state"]["stack"]] == ["b2", "b1"]  # top first


def test_117_1a_a_creature_spell_waits_for_its_casters_main_phase() -> None:
    game = state(bob={"mana_pool": {"G": 2}, "hand": hand(("c1", "Grizzly Bears"))})
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "cast", "card": "c1"}])
    assert refusal.value.cites == ["CR 117.1a", "CR 302.1", "CR 702.8a"]


def test_117_1a_a_creature_spell_needs_an_empty_stack() -> None:
    game = state(alice={"mana_pool": {"G": 2, "R": 1}, "hand": hand(("b1", "Lightning Bolt"), ("c1", "Grizzly Bears"))})
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "cast", "card": "b1"}, {"type": "cast", "card": "c1"}])
    assert refusal.value.action_index == 1 and "stack is empty" in refusal.value.detail


def test_117_1a_an_instant_can_be_cast_on_another_players_turn() -> None:
    game = state(step="end", bob={"mana_pool": {"R": 1}, "hand": hand(("b1", "Lightning Bolt"))})
    result = run(game, [{"type": "cast", "card": "b1", "player": "bob"}])
    assert result["state"]["stack"][0]["controller"] == "bob"


def test_502_4_nothing_is_cast_during_the_untap_step() -> None:
    game = state(step="untap", alice={"mana_pool": {"R": 1}, "hand": hand(("b1", "Lightning Bolt"))})
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "cast", "card": "b1"}])
    assert refusal.value.cites == ["CR 502.4"]


def test_305_1_a_land_is_played_not_cast() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(state(alice={"hand": hand(("l1", "Forest"))}), [{"type": "cast", "card": "l1"}])
    assert refusal.value.cites == ["CR 305.1"]


def test_601_3_a_card_not_in_hand_cannot_be_cast() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(state(alice={"graveyard": hand(("c1", "Grizzly Bears"))}), [{"type": "cast", "card": "c1"}])
    assert "graveyard" in refusal.value.detail and refusal.value.cites == ["CR 601.3"]


def test_608_3_a_resolving_creature_spell_enters_the_battlefield() -> None:
    game = state(alice={"mana_pool": {"G": 2}, "hand": hand(("c1", "Grizzly Bears"))})
    result = run(game, [{"type": "cast", "card": "c1"}, {"type": "resolve"}])
    bear = permanent(result, "c1")
    assert bear["controller"] == "alice" and bear["controlled_since_turn"] == 3 and bear["summoning_sick"] is True
    assert result["state"]["stack"] == []
    assert "CR 608.3" in events_of(result, "entered_battlefield")[0]["cites"]


def test_608_2_a_resolved_instant_goes_to_its_owners_graveyard() -> None:
    game = state(alice={"mana_pool": {"R": 1}, "hand": hand(("b1", "Lightning Bolt"))})
    result = run(game, [{"type": "cast", "card": "b1"}, {"type": "resolve"}])
    assert [c["id"] for c in player_of(result, "alice")["graveyard"]] == ["b1"]


def test_608_1_resolving_an_empty_stack_is_refused() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(state(), [{"type": "resolve"}])
    assert refusal.value.cites == ["CR 608.1"]


def test_a_refusal_applies_nothing_of_the_request() -> None:
    game = state(alice={"mana_pool": {"G": 2}, "hand": hand(("c1", "Grizzly Bears"))})
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "cast", "card": "c1"}, {"type": "resolve"}, {"type": "resolve"}])
    assert refusal.value.action_index == 2


def test_compute_cost_reports_the_total_cost_without_changing_the_state() -> None:
    game = state(alice={"hand": hand(("c1", "Boulder Jockey"))})
    result = run(game, [{"type": "compute_cost", "card": "c1"}])
    assert result["queries"] == [{"action_index": 0, "type": "compute_cost",
                                  "result": {"mana": "{2}{R}", "additional": ["{D}"], "mana_value": 3}}]
    assert result["events"] == []


def test_actions_without_a_handler_yet_are_refused_as_not_supported(monkeypatch: pytest.MonkeyPatch) -> None:
    from app.engine import registry

    monkeypatch.delitem(registry._ACTION_HANDLERS, "could_produce")
    with pytest.raises(IllegalAction) as refusal:
        run(state(), [{"type": "could_produce", "permanent": "p1"}])
    assert refusal.value.title == "Not supported yet"
