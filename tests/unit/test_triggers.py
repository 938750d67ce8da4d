"""Triggered abilities on the stack (CR 603.3) and their effects (Flavor Disaster's pump)."""

from __future__ import annotations

from tests.unit.conftest import events_of, permanent, run, state


def flavor_state() -> dict[str, object]:
    return state(alice={"mana_pool": {"G": 5}, "hand": [{"id": "f1", "card": "Flavor Disaster"}]},
                 battlefield=[{"id": "bear", "card": "Grizzly Bears"}])


def test_603_3_an_enters_trigger_goes_on_the_stack_and_resolves_with_resolve() -> None:
    actions = [{"type": "cast", "card": "f1"}, {"type": "resolve", "choices": {"targets": ["bear"]}}]
    on_stack = run(flavor_state(), actions)
    ability = on_stack["state"]["stack"][0]
    assert ability["kind"] == "triggered_ability" and ability["source"] == "f1" and ability["targets"] == ["bear"]
    assert ability["characteristics"] is None
    assert events_of(on_stack, "trigger_put_on_stack")[0]["cites"] == ["CR 603.3"]
    result = run(flavor_state(), [*actions, {"type": "resolve"}])
    bear = permanent(result, "bear")
    assert (bear["characteristics"]["power"], bear["characteristics"]["toughness"]) == (6, 6)
    assert result["state"]["stack"] == []


def test_608_2h_the_pump_uses_the_sources_last_known_power_when_it_has_left() -> None:
    actions = [{"type": "cast", "card": "f1"}, {"type": "resolve", "choices": {"targets": ["bear"]}},
               {"type": "move", "permanent": "f1", "to": "graveyard"}, {"type": "resolve"}]
    result = run(flavor_state(), actions)
    pumped = events_of(result, "pumped")[0]
    assert pumped["power"] == 4 and "CR 608.2h" in pumped["cites"]
    assert result["state"]["last_known"] == {}  # nothing on the stack refers to it any more


def test_608_2b_a_pump_whose_target_left_does_nothing() -> None:
    actions = [{"type": "cast", "card": "f1"}, {"type": "resolve", "choices": {"targets": ["bear"]}},
               {"type": "move", "permanent": "bear", "to": "graveyard"}, {"type": "resolve"}]
    result = run(flavor_state(), actions)
    assert events_of(result, "ability_fizzled")[0]["cites"] == ["CR 608.2b"]


def test_514_2_the_pump_ends_in_the_cleanup_step() -> None:
    actions = [{"type": "cast", "card": "f1"}, {"type": "resolve", "choices": {"targets": ["bear"]}},
               {"type": "resolve"}, {"type": "next_turn"}]
    result = run(flavor_state(), actions)
    assert permanent(result, "bear")["characteristics"]["power"] == 2
