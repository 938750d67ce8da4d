"""s21-mutate: mutate (CR 702.140) and merged permanents (CR 727) read from Ikoria's Oracle text and played by the
engine; near variants stay not modelled (docs/oracle-s21-mutate.md)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, permanent, read_full_definition, run_with_cards, state

REMINDER = ("(If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They "
            "mutate into the creature on top plus all abilities from under it.)")
VULPIKEET = read_full_definition(
    "Vulpikeet", "Creature — Fox Bird",
    f"Mutate {{2}}{{W}} {REMINDER}\nFlying\nWhenever this creature mutates, put a +1/+1 counter on it.", "{3}{W}",
    ("2", "3"))
HUNTMASTER = read_full_definition(
    "Huntmaster Liger", "Creature — Cat",
    f"Mutate {{2}}{{W}} {REMINDER}\nWhenever this creature mutates, other creatures you control get +X/+X until end "
    "of turn, where X is the number of times this creature has mutated.", "{3}{W}", ("3", "4"))
PORCUPARROT = read_full_definition(
    "Porcuparrot", "Creature — Bird Beast",
    f"Mutate {{2}}{{R}} {REMINDER}\n{{T}}: This creature deals X damage to any target, where X is the number of times "
    "this creature has mutated.", "{3}{R}", ("3", "4"))
ESSENCE_SYMBIOTE = read_full_definition(
    "Essence Symbiote", "Creature — Beast",
    "Whenever a creature you control mutates, put a +1/+1 counter on that creature and you gain 2 life.", "{1}{G}",
    ("2", "2"))
HUMAN: dict[str, Any] = {"name": "Probe Human", "mana_cost": "{1}", "types": ["Creature"], "subtypes": ["Human"],
                         "power": 1, "toughness": 1}
CARDS = (VULPIKEET, HUNTMASTER, PORCUPARROT, ESSENCE_SYMBIOTE, HUMAN)


def _bears(object_id: str, **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": "Grizzly Bears", "controller": "alice", "owner": "alice",
            "controlled_since_turn": 1, **fields}


def _game(*battlefield: dict[str, Any], hand: tuple[str, ...] = ("Vulpikeet",)) -> dict[str, Any]:
    return state(alice={"hand": [{"id": f"h{n}", "card": card} for n, card in enumerate(hand)],
                        "mana_pool": {"W": 3, "R": 3}},
                 battlefield=list(battlefield or [_bears("b")]))


def _mutate(card: str = "h0", target: str = "b") -> dict[str, Any]:
    return {"type": "cast", "card": card, "alternative_cost": "mutate", "choices": {"targets": [target]}}


def test_mutate_line_and_mutates_triggers_read() -> None:
    assert VULPIKEET["abilities"] == [
        {"kind": "alternative_cost", "name": "mutate", "cost": "{2}{W}"},
        {"kind": "triggered", "trigger": "self_mutates",
         "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "self"}}]
    assert HUNTMASTER["abilities"][1]["effect"] == {
        "kind": "pump", "target": "all:creature:other:you_control", "power": "times_mutated",
        "toughness": "times_mutated", "duration": "end_of_turn"}
    assert PORCUPARROT["abilities"][1]["effect"] == {"kind": "damage", "amount": "times_mutated", "target": "any"}
    assert ESSENCE_SYMBIOTE["abilities"][0]["trigger"] == "creature_you_control_mutates"
    assert ESSENCE_SYMBIOTE["abilities"][0]["effect"]["target"] == "that_permanent"


@pytest.mark.parametrize("line", [
    "Whenever ~ mutates or attacks, draw a card.",  # with another event
    "Whenever a creature an opponent controls mutates, draw a card.",  # not "you control"
    "Whenever ~ mutates, draw X cards, where X is the number of times ~ has transformed.",
])
def test_near_variants_not_read(line: str) -> None:
    assert read_composed(line, is_spell=False).abilities is None


def test_merges_over_the_same_permanent_with_every_ability() -> None:
    result = run_with_cards(_game(_bears("b", tapped=True, damage=1)), [_mutate(), {"type": "resolve"},
                                                                         {"type": "resolve"}], *CARDS)
    merged = permanent(result, "b")
    assert merged["tapped"] and merged["damage"] == 1 and not merged["summoning_sick"]  # the same object (CR 727.2)
    assert merged["characteristics"]["name"] == "Vulpikeet"
    assert merged["characteristics"]["power"] == 3 and merged["characteristics"]["keywords"] == ["flying"]
    assert merged["printed_card"] == "Grizzly Bears" and merged["merged_over"] == [{"id": "h0", "card": "Vulpikeet"}]
    assert [e["trigger"] for e in events_of(result, "trigger_put_on_stack")] == ["self_mutates"]
    assert not events_of(result, "entered_battlefield")  # it doesn't enter (CR 702.140c)
    assert events_of(result, "mutated")[0]["cites"] == ["CR 702.140c", "CR 727.2", "CR 702.140e"]


def test_under_keeps_the_top_card_and_brings_its_trigger_and_all_cards_leave_together() -> None:
    result = run_with_cards(_game(), [_mutate(), {"type": "resolve", "choices": {"mutate_position": "under"}},
                                      {"type": "resolve"}, {"type": "move", "permanent": "b", "to": "graveyard"}],
                            *CARDS)
    mutated = events_of(result, "mutated")[0]
    assert (mutated["position"], mutated["chosen"], mutated["name"]) == ("under", True, "Grizzly Bears")
    assert events_of(result, "counters_put")[0]["permanent"] == "b"  # Vulpikeet's trigger, from under it
    graveyard = result["state"]["players"][0]["graveyard"]
    assert graveyard == [{"id": "b", "card": "Grizzly Bears"}, {"id": "h0", "card": "Vulpikeet"}]
    assert "CR 727.3" in events_of(result, "zone_change")[-1]["cites"]


def test_pending_asks_over_or_under() -> None:
    result = run_with_cards(_game(), [_mutate()], *CARDS)
    assert result["pending"]["options"] == {"stack_object": "h0", "choice": "mutate_position",
                                            "values": ["over", "under"], "player": "alice", "permanent": "b"}


def test_illegal_target_enters_as_a_creature_spell() -> None:
    result = run_with_cards(_game(), [_mutate(), {"type": "move", "permanent": "b", "to": "graveyard"},
                                      {"type": "resolve"}], *CARDS)
    assert events_of(result, "target_illegal")[0]["cites"][:2] == ["CR 702.140b", "CR 608.3b"]
    assert [p["id"] for p in result["state"]["battlefield"]] == ["h0"]
    assert not events_of(result, "mutated") and not events_of(result, "trigger_put_on_stack")


@pytest.mark.parametrize(("target", "title"), [
    ({"id": "x", "card": "Probe Human", "controller": "alice", "owner": "alice"}, "Illegal target"),
    (_bears("x", owner="bob"), "Illegal target"),  # not owned by the caster (CR 702.140a)
    (_bears("x", is_token=True), "Not modelled"),
    (_bears("x", face_down=True), "Not modelled"),
])
def test_refused_targets(target: dict[str, Any], title: str) -> None:
    with pytest.raises(IllegalAction) as refused:
        run_with_cards(_game(target), [_mutate(target="x")], *CARDS)
    assert refused.value.title == title


def test_times_mutated_and_creature_you_control_mutates() -> None:
    game = _game(_bears("b"), _bears("c"), {"id": "e", "card": "Essence Symbiote", "controller": "alice",
                                           "owner": "alice", "controlled_since_turn": 1},
                 hand=("Porcuparrot", "Huntmaster Liger"))
    result = run_with_cards(game, [
        _mutate("h0"), {"type": "resolve", "choices": {"mutate_position": "under"}}, {"type": "resolve"},
        _mutate("h1"), {"type": "resolve"}, {"type": "resolve"}, {"type": "resolve"},
        {"type": "activate", "permanent": "b", "ability": 3, "choices": {"targets": ["bob"]}}, {"type": "resolve"}],
        *CARDS)
    assert events_of(result, "pumped")[0]["power"] == 2  # mutated twice
    assert events_of(result, "damage_dealt")[0]["amount"] == 2
    assert permanent(result, "b")["counters"] == {"+1/+1": 2}  # Essence Symbiote, once for each mutation
    assert result["state"]["players"][0]["life"] == 24


def test_legal_actions_list_a_mutate_cast_with_its_targets() -> None:
    result = run_with_cards(_game(_bears("b"), {"id": "h", "card": "Probe Human", "controller": "alice",
                                                "owner": "alice"}), [{"type": "legal_actions"}], *CARDS)
    listed = [entry for entry in result["queries"][0]["result"]["legal"] if entry["action"].get("alternative_cost") == "mutate"]
    assert [entry["options"]["targets"] for entry in listed] == [["b"]]
