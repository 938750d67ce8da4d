"""Oracle coverage, group "triggers-a" (docs/oracle-triggers-a.md): each construction read from a
real card's Oracle text, played by the engine, and a near variant with a word the grammar doesn't
know left not modelled (honesty by construction)."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from app.engine import CardDefinition, IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, permanent, player_of, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run


def _creature(name: str, subtypes: list[str], keywords: list[str] | None = None) -> dict[str, Any]:
    return {
        "name": name,
        "mana_cost": "{G}",
        "types": ["Creature"],
        "subtypes": subtypes,
        "power": 1,
        "toughness": 1,
        "keywords": keywords or [],
    }


RABBIT = _creature("Test Rabbit", ["Rabbit"])
BAT = _creature("Test Bat", ["Bat"], ["flying"])
FOOD = {"name": "Test Food", "mana_cost": "{G}", "types": ["Artifact"], "subtypes": ["Food"]}

# Valley Mightcaller (BLB)
MIGHTCALLER = (
    "Valley Mightcaller",
    "Creature — Frog Warrior",
    "Trample\nWhenever another Frog, Rabbit, Raccoon, or Squirrel you control enters, put a +1/+1 counter on "
    "Valley Mightcaller.",
    "{G}",
    ("2", "2"),
)
# Plumecreed Mentor (BLB)
MENTOR = (
    "Plumecreed Mentor",
    "Creature — Bird Scout",
    "Flying\nWhenever Plumecreed Mentor or another creature you control with flying enters, put a +1/+1 counter "
    "on target creature you control without flying.",
    "{1}{W}{U}",
    ("2", "3"),
)
# Honored Dreyleader (BLB), its second line
DREYLEADER_LINE = "Whenever another Squirrel or Food you control enters, put a +1/+1 counter on ~."
# Stickytongue Sentinel (BLB)
SENTINEL = (
    "Stickytongue Sentinel",
    "Creature — Frog Warrior",
    "Reach\nWhen Stickytongue Sentinel enters, return up to one other target permanent you control to its "
    "owner's hand.",
    "{2}{G}",
    ("3", "3"),
)


def test_603_6a_any_of_several_subtypes_entering_triggers_group_enters() -> None:
    mightcaller = _read(*MIGHTCALLER)
    ability = mightcaller["abilities"][0]
    assert ability["trigger"] == "group_enters"
    assert ability["entering_any_of"] == [
        "permanent:Frog:other:you_control",
        "permanent:Rabbit:other:you_control",
        "permanent:Raccoon:other:you_control",
        "permanent:Squirrel:other:you_control",
    ]
    game = state(
        alice={"hand": [{"id": "r", "card": "Test Rabbit"}, {"id": "b", "card": "Test Bat"}]},
        bob={"hand": [{"id": "x", "card": "Test Rabbit"}]},
        battlefield=[{"id": "m", "card": "Valley Mightcaller"}],
    )
    result = _run(
        game,
        [
            {"type": "put_onto_battlefield", "card": "r", "from": "hand"},  # a Rabbit: triggers
            {"type": "resolve"},
            {"type": "put_onto_battlefield", "card": "b", "from": "hand"},  # a Bat: no
            {"type": "put_onto_battlefield", "card": "x", "from": "hand"},  # bob's Rabbit: no
        ],
        mightcaller,
        RABBIT,
        BAT,
    )
    assert permanent(result, "m")["counters"] == {"+1/+1": 1}
    assert result["state"]["stack"] == []
    assert [e["cites"][:3] for e in events_of(result, "trigger_put_on_stack")] == [
        ["CR 603.3", "CR 603.2", "CR 603.6a"]
    ]


def test_603_6a_another_excludes_the_source_entering() -> None:
    mightcaller = _read(*MIGHTCALLER)
    game = state(alice={"hand": [{"id": "m", "card": "Valley Mightcaller"}]})
    result = _run(game, [{"type": "put_onto_battlefield", "card": "m", "from": "hand"}], mightcaller)
    assert result["state"]["stack"] == [] and events_of(result, "trigger_put_on_stack") == []


def test_603_6a_a_subtype_of_a_noncreature_permanent_counts() -> None:
    reading = read_composed(DREYLEADER_LINE, is_spell=False)
    assert reading.abilities is not None
    dreyleader = {
        "name": "Dreyleader",
        "types": ["Creature"],
        "subtypes": ["Squirrel"],
        "power": 2,
        "toughness": 2,
        "abilities": reading.abilities,
    }
    game = state(alice={"hand": [{"id": "f", "card": "Test Food"}]}, battlefield=[{"id": "d", "card": "Dreyleader"}])
    result = _run(
        game, [{"type": "put_onto_battlefield", "card": "f", "from": "hand"}, {"type": "resolve"}], dreyleader, FOOD
    )
    assert permanent(result, "d")["counters"] == {"+1/+1": 1}


def test_603_6a_self_or_another_triggers_on_the_source_and_on_the_others() -> None:
    mentor = _read(*MENTOR)
    ability = mentor["abilities"][0]
    assert (ability["trigger"], ability["or_self"], ability["entering_any_of"]) == (
        "group_enters",
        True,
        ["creature:other:you_control:with_flying"],
    )
    game = state(
        alice={
            "hand": [
                {"id": "p", "card": "Plumecreed Mentor"},
                {"id": "b", "card": "Test Bat"},
                {"id": "g", "card": "Grizzly Bears"},
            ]
        },
        battlefield=[{"id": "r", "card": "Test Rabbit", "controller": "alice"}],
    )
    result = _run(
        game,
        [
            {"type": "put_onto_battlefield", "card": "p", "from": "hand"},  # ~ itself
            {"type": "resolve", "choices": {"targets": ["r"]}},
            {"type": "put_onto_battlefield", "card": "b", "from": "hand"},  # another creature with flying
            {"type": "resolve", "choices": {"targets": ["r"]}},
            {"type": "put_onto_battlefield", "card": "g", "from": "hand"},  # no flying: no trigger
        ],
        mentor,
        RABBIT,
        BAT,
    )
    assert permanent(result, "r")["counters"] == {"+1/+1": 2}
    assert result["state"]["stack"] == []


def test_601_2c_up_to_one_other_target_may_choose_none_and_never_the_source() -> None:
    sentinel = _read(*SENTINEL)
    effect = sentinel["abilities"][0]["effect"]
    assert effect == {
        "kind": "return_to_hand",
        "target": "permanent:you_control:other",
        "target_count": 1,
        "up_to": True,
    }
    game = state(
        alice={"hand": [{"id": "s", "card": "Stickytongue Sentinel"}]},
        battlefield=[{"id": "r", "card": "Test Rabbit", "controller": "alice"}],
    )
    chosen = _run(
        game,
        [
            {"type": "put_onto_battlefield", "card": "s", "from": "hand"},
            {"type": "resolve", "choices": {"targets": ["r"]}},
        ],
        sentinel,
        RABBIT,
    )
    assert [p["id"] for p in chosen["state"]["battlefield"]] == ["s"]
    none = _run(
        game,
        [
            {"type": "put_onto_battlefield", "card": "s", "from": "hand"},
            {"type": "resolve", "choices": {"targets": []}},
        ],
        sentinel,
        RABBIT,
    )
    assert sorted(p["id"] for p in none["state"]["battlefield"]) == ["r", "s"]


def test_group_enters_needs_its_specs() -> None:
    with pytest.raises(ValidationError, match="entering_any_of"):
        CardDefinition.model_validate(
            {
                "name": "Bad",
                "types": ["Creature"],
                "power": 1,
                "toughness": 1,
                "abilities": [
                    {"kind": "triggered", "trigger": "group_enters", "effect": {"kind": "draw", "amount": 1}}
                ],
            }
        )


@pytest.mark.parametrize(
    ("line", "stop"),
    [
        ("Whenever another Frog, Rabbit, or Squirrel you control emerges, draw a card.", "emerges"),
        ("Whenever ~ or another Bird you control wanders in, draw a card.", "wanders"),
        ("When ~ enters, return up to one other sneaky target permanent you control to its owner's hand.", "sneaky"),
    ],
)
def test_a_near_variant_with_an_unknown_word_is_not_read(line: str, stop: str) -> None:
    reading = read_composed(line, is_spell=False)
    assert reading.abilities is None and reading.stopped_at == stop


def test_or_a_permanent_without_another_is_not_read() -> None:
    reading = read_composed("Whenever ~ or a Bird you control enters, draw a card.", is_spell=False)
    assert reading.abilities is None and reading.reason is not None and "another" in reading.reason


# Skyskipper Duo (BLB)
DUO = (
    "Skyskipper Duo",
    "Creature — Bird Frog",
    "Flying\nWhen Skyskipper Duo enters, exile up to one other target creature you control. Return it to the "
    "battlefield under its owner's control at the beginning of the next end step.",
    "{4}{U}",
    ("3", "3"),
)


def _flicker(duo: dict[str, Any], target: list[str], battlefield: list[dict[str, Any]]) -> dict[str, Any]:
    game = state(
        step="postcombat_main", alice={"hand": [{"id": "d", "card": "Skyskipper Duo"}]}, battlefield=battlefield
    )
    return _run(
        game,
        [
            {"type": "put_onto_battlefield", "card": "d", "from": "hand"},
            {"type": "resolve", "choices": {"targets": target}},
        ],
        duo,
        RABBIT,
    )


def test_603_7a_610_3_exiled_then_returned_at_the_beginning_of_the_next_end_step() -> None:
    duo = _read(*DUO)
    assert duo["abilities"][0]["effect"] == {
        "kind": "exile_then_return",
        "target": "creature:you_control:other",
        "target_count": 1,
        "up_to": True,
    }
    mine = [
        {
            "id": "r",
            "card": "Test Rabbit",
            "controller": "alice",
            "owner": "alice",
            "counters": {"+1/+1": 2},
            "tapped": True,
        }
    ]
    exiled = _flicker(duo, ["r"], mine)
    assert [p["id"] for p in exiled["state"]["battlefield"]] == ["d"]
    assert [c["id"] for c in player_of(exiled, "alice")["exile"]] == ["r"]
    assert exiled["state"]["delayed_triggers"] == [
        {
            "controller": "alice",
            "at": "next_end_step",
            "action": "return_to_battlefield",
            "objects": ["r"],
            "source": "d",
        }
    ]
    game = exiled["state"]
    result = _run(game, [{"type": "next_turn"}, {"type": "resolve"}], duo, RABBIT)
    assert result["state"]["step"] == "end" and result["state"]["delayed_triggers"] == []
    returned = permanent(result, "r")
    # a new object (CR 400.7): untapped, no counters, under its owner's control
    assert (returned["controller"], returned.get("tapped", False), returned.get("counters", {})) == ("alice", False, {})
    assert player_of(result, "alice")["exile"] == []


def test_610_3_a_creature_owned_by_another_player_returns_under_its_owners_control() -> None:
    duo = _read(*DUO)
    borrowed = [{"id": "r", "card": "Test Rabbit", "controller": "alice", "owner": "bob"}]
    exiled = _flicker(duo, ["r"], borrowed)
    assert [c["id"] for c in player_of(exiled, "bob")["exile"]] == ["r"]
    result = _run(exiled["state"], [{"type": "next_turn"}, {"type": "resolve"}], duo, RABBIT)
    assert permanent(result, "r")["controller"] == "bob"


def test_610_3_a_card_that_left_exile_is_not_returned_and_none_chosen_makes_no_delayed_trigger() -> None:
    duo = _read(*DUO)
    mine = [{"id": "r", "card": "Test Rabbit", "controller": "alice", "owner": "alice"}]
    exiled = _flicker(duo, ["r"], mine)
    game = exiled["state"]
    alice = next(p for p in game["players"] if p["id"] == "alice")
    alice["graveyard"], alice["exile"] = alice["exile"], []  # it left exile meanwhile (CR 400.7)
    result = _run(game, [{"type": "next_turn"}, {"type": "resolve"}], duo, RABBIT)
    assert [p["id"] for p in result["state"]["battlefield"]] == ["d"]
    none = _flicker(duo, [], mine)
    assert none["state"]["delayed_triggers"] == [] and "delayed_trigger_created" not in [
        e["type"] for e in none["events"]
    ]


@pytest.mark.parametrize(
    "line",
    [
        "When ~ enters, exile target creature. Return it to the battlefield under its owner's control at the "
        "beginning of the next upkeep.",
        "When ~ enters, exile target creature. Return it to the battlefield under its owner's control with a "
        "shadow counter on it at the beginning of the next end step.",  # (a flying counter: read since s14-flicker)
        "When ~ enters, exile target creature. Return it to the battlefield under its owner's control at the "
        "beginning of the next end step eventually.",
    ],
)
def test_a_return_the_engine_lacks_or_with_an_unknown_word_is_not_read(line: str) -> None:
    assert read_composed(line, is_spell=False).abilities is None


def test_a_delayed_return_must_follow_the_exile_of_one_object() -> None:
    line = (
        "When ~ enters, draw a card. Return it to the battlefield under its owner's control at the beginning "
        "of the next end step."
    )
    reading = read_composed(line, is_spell=False)
    assert reading.abilities is None and reading.reason is not None and "exile" in reading.reason


# Banishing Light (BLB)
BANISHING = (
    "Banishing Light",
    "Enchantment",
    "When Banishing Light enters, exile target nonland permanent an opponent controls until Banishing Light "
    "leaves the battlefield.",
    "{2}{W}",
)
THEIRS = [{"id": "x", "card": "Test Rabbit", "controller": "bob", "owner": "bob", "counters": {"+1/+1": 1}}]


def _banish(light: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    game = state(alice={"hand": [{"id": "l", "card": "Banishing Light"}]}, battlefield=THEIRS)
    return _run(
        game,
        [
            {"type": "put_onto_battlefield", "card": "l", "from": "hand"},
            {"type": "resolve", "choices": {"targets": ["x"]}},
            *actions,
        ],
        light,
        RABBIT,
    )


def test_610_3_exiled_until_the_source_leaves_then_returned_under_its_owners_control() -> None:
    light = _read(*BANISHING)
    assert light["abilities"][0]["effect"] == {
        "kind": "exile_until_source_leaves",
        "target": "permanent:nonland:opponent_controls",
    }
    exiled = _banish(light, [])
    assert [c["id"] for c in player_of(exiled, "bob")["exile"]] == ["x"]
    assert permanent(exiled, "l")["exiled_until_it_leaves"] == ["x"]
    back = _banish(light, [{"type": "move", "permanent": "l", "to": "graveyard"}])
    returned = permanent(back, "x")
    assert (returned["controller"], returned.get("counters", {})) == ("bob", {})  # a new object (CR 400.7)
    assert player_of(back, "bob")["exile"] == [] and "CR 610.3c" in events_of(back, "returned_from_exile")[0]["cites"]
    # immediately: not a trigger, nothing on the stack (CR 610.3)
    assert back["state"]["stack"] == []


def test_610_3b_the_source_gone_before_resolution_exiles_nothing() -> None:
    light = _read(*BANISHING)
    game = state(alice={"hand": [{"id": "l", "card": "Banishing Light"}]}, battlefield=THEIRS)
    result = _run(
        game,
        [
            {"type": "put_onto_battlefield", "card": "l", "from": "hand"},
            {"type": "move", "permanent": "l", "to": "graveyard"},
            {"type": "resolve", "choices": {"targets": ["x"]}},
        ],
        light,
        RABBIT,
    )
    assert [p["id"] for p in result["state"]["battlefield"]] == ["x"]
    assert events_of(result, "not_exiled")[0]["cites"][:2] == ["CR 610.3a", "CR 610.3b"]


def test_400_7_a_card_that_left_exile_is_not_returned() -> None:
    light = _read(*BANISHING)
    game = _banish(light, [])["state"]
    bob = next(p for p in game["players"] if p["id"] == "bob")
    bob["hand"], bob["exile"] = bob["exile"], []
    result = _run(game, [{"type": "move", "permanent": "l", "to": "graveyard"}], light, RABBIT)
    assert result["state"]["battlefield"] == [] and [c["id"] for c in player_of(result, "bob")["hand"]] == ["x"]


@pytest.mark.parametrize(
    "line",
    [
        "Exile target creature until ~ leaves the battlefield.",  # a spell: ~ is no permanent
        "When ~ enters, exile target creature until ~ leaves the battlefield forever.",
        "When ~ enters, exile target creature until ~ leaves the graveyard.",
    ],
)
def test_until_leaves_where_it_means_nothing_or_with_an_unknown_word_is_not_read(line: str) -> None:
    assert read_composed(line, is_spell=line.startswith("Exile")).abilities is None


# Honored Dreyleader (BLB)
DREYLEADER = (
    "Honored Dreyleader",
    "Creature — Squirrel Warrior",
    "Trample\nWhen Honored Dreyleader enters, put a +1/+1 counter on it for each other Squirrel and/or Food you "
    "control.\nWhenever another Squirrel or Food you control enters, put a +1/+1 counter on Honored Dreyleader.",
    "{2}{G}",
    ("1", "1"),
)
SQUIRREL_FOOD = {
    "name": "Test Squirrel Food",
    "mana_cost": "{G}",
    "types": ["Artifact", "Creature"],
    "subtypes": ["Squirrel", "Food"],
    "power": 1,
    "toughness": 1,
}
SQUIRREL = _creature("Test Squirrel", ["Squirrel"])


def test_608_2h_for_each_permanent_matching_any_spec_counted_once_as_it_resolves() -> None:
    dreyleader = _read(*DREYLEADER)
    assert dreyleader["abilities"][0]["effect"]["amount"] == (
        "count:permanent:Squirrel:other:you_control|permanent:Food:other:you_control"
    )
    game = state(
        alice={"hand": [{"id": "d", "card": "Honored Dreyleader"}]},
        battlefield=[
            {"id": "s", "card": "Test Squirrel", "controller": "alice"},
            {"id": "f", "card": "Test Food", "controller": "alice"},
            {"id": "sf", "card": "Test Squirrel Food", "controller": "alice"},  # both: counted once
            {"id": "r", "card": "Test Rabbit", "controller": "alice"},  # neither
            {"id": "o", "card": "Test Squirrel", "controller": "bob"},  # not yours
        ],
    )
    result = _run(
        game,
        [{"type": "put_onto_battlefield", "card": "d", "from": "hand"}, {"type": "resolve"}],
        dreyleader,
        SQUIRREL,
        FOOD,
        SQUIRREL_FOOD,
        RABBIT,
    )
    assert permanent(result, "d")["counters"] == {"+1/+1": 3}  # not itself ("other"), though a Squirrel


def test_608_2h_count_of_is_checked_as_a_permanent_spec() -> None:
    bad = {"kind": "put_counters", "counter": "+1/+1", "amount": "count:spell", "target": "self"}
    with pytest.raises(ValidationError):
        CardDefinition.model_validate(
            {
                "name": "Bad",
                "types": ["Creature"],
                "power": 1,
                "toughness": 1,
                "abilities": [{"kind": "triggered", "trigger": "enters", "effect": bad}],
            }
        )


@pytest.mark.parametrize(
    ("line", "stop"),
    [
        ("When ~ enters, put a +1/+1 counter on it for each other Squirrel and/or Food you command.", "command"),
        ("When ~ enters, put a +1/+1 counter on it for each other Squirrel and/or/or Food you control.", "/"),
    ],
)
def test_for_each_with_an_unknown_or_misplaced_word_is_not_read(line: str, stop: str) -> None:
    reading = read_composed(line, is_spell=False)
    assert reading.abilities is None and reading.stopped_at == stop


def _dies_card(name: str, line: str, power: int) -> dict[str, Any]:
    reading = read_composed(line.replace(name, "~"), is_spell=False)
    assert reading.abilities is not None, reading.reason
    return {
        "name": name,
        "types": ["Creature"],
        "subtypes": ["Mouse"],
        "power": power,
        "toughness": 1,
        "abilities": reading.abilities,
    }


def test_603_10a_608_2h_a_dying_creature_deals_damage_equal_to_its_last_known_power() -> None:
    # Heartfire Hero (BLB), its second line
    hero = _dies_card(
        "Heartfire Hero", "When Heartfire Hero dies, it deals damage equal to its power to each opponent.", 1
    )
    assert hero["abilities"][0]["effect"] == {"kind": "damage", "amount": "source_power", "target": "each_opponent"}
    game = state(battlefield=[{"id": "h", "card": "Heartfire Hero", "controller": "alice", "counters": {"+1/+1": 3}}])
    result = _run(game, [{"type": "move", "permanent": "h", "to": "graveyard"}, {"type": "resolve"}], hero)
    assert player_of(result, "bob")["life"] == 16  # 1 + 3 counters, as it last existed
    dealt = events_of(result, "damage_dealt")[0]
    assert (dealt["source"], dealt["to"], dealt["amount"]) == ("h", "bob", 4)


def test_603_10a_a_dying_creature_deals_fixed_damage_to_a_target_player() -> None:
    # Steampath Charger (BLB), its second line ("this creature" is ~)
    charger = _dies_card("Steampath Charger", "When ~ dies, it deals 1 damage to target player.", 2)
    game = state(battlefield=[{"id": "c", "card": "Steampath Charger", "controller": "alice"}])
    result = _run(
        game,
        [{"type": "move", "permanent": "c", "to": "graveyard"}, {"type": "resolve", "choices": {"targets": ["bob"]}}],
        charger,
    )
    assert player_of(result, "bob")["life"] == 19 and player_of(result, "alice")["life"] == 20


def test_dies_damage_with_an_amount_the_engine_lacks_or_an_unknown_word_is_not_read() -> None:
    assert (
        read_composed("When ~ dies, it deals damage equal to its toughness to any target.", is_spell=False).abilities
        is None
    )
    assert read_composed("When ~ dies, it deals 1 fiery damage to target player.", is_spell=False).abilities is None


# Splash Lasher (BLB), its second line
LASHER_LINE = "When ~ enters, tap up to one target creature and put a stun counter on it."
UNTAPPER = {
    "name": "Test Untapper",
    "mana_cost": "{U}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "untap", "target": "creature"}}],
}


def _lasher() -> dict[str, Any]:
    reading = read_composed(LASHER_LINE, is_spell=False)
    assert reading.abilities is not None, reading.reason
    return {
        "name": "Lasher",
        "types": ["Creature"],
        "subtypes": ["Frog"],
        "power": 3,
        "toughness": 3,
        "abilities": reading.abilities,
    }


def test_122_1d_the_up_to_one_target_is_tapped_and_stunned() -> None:
    lasher = _lasher()
    assert lasher["abilities"][0]["then_effects"] == [
        {"kind": "put_counters", "counter": "stun", "amount": 1, "target": "it"}
    ]
    game = state(
        alice={"hand": [{"id": "l", "card": "Lasher"}]},
        battlefield=[{"id": "x", "card": "Test Rabbit", "controller": "bob"}],
    )
    result = _run(
        game,
        [
            {"type": "put_onto_battlefield", "card": "l", "from": "hand"},
            {"type": "resolve", "choices": {"targets": ["x"]}},
        ],
        lasher,
        RABBIT,
    )
    stunned = permanent(result, "x")
    assert (stunned["tapped"], stunned["counters"]) == (True, {"stun": 1})
    assert permanent(result, "l").get("counters", {}) == {}
    none = _run(
        game,
        [
            {"type": "put_onto_battlefield", "card": "l", "from": "hand"},
            {"type": "resolve", "choices": {"targets": []}},
        ],
        lasher,
        RABBIT,
    )
    assert permanent(none, "x").get("counters", {}) == {} and permanent(none, "l").get("counters", {}) == {}


def test_122_1d_a_stun_counter_is_removed_instead_of_untapping_in_the_untap_step() -> None:
    game = state(
        step="end",
        battlefield=[
            {"id": "x", "card": "Test Rabbit", "controller": "bob", "tapped": True, "counters": {"stun": 2}},
            {"id": "y", "card": "Test Rabbit", "controller": "bob", "tapped": True},
        ],
    )
    first = _run(game, [{"type": "next_turn"}], RABBIT)
    assert first["state"]["active_player"] == "bob"
    assert (permanent(first, "x")["tapped"], permanent(first, "x")["counters"]) == (True, {"stun": 1})
    assert permanent(first, "y").get("tapped", False) is False
    removed = events_of(first, "counters_removed")[0]
    assert removed["cites"] == ["CR 122.1d", "CR 614.1a"] and removed["permanent"] == "x"


def test_122_1d_a_spell_that_untaps_removes_a_stun_counter_instead() -> None:
    game = state(
        alice={"mana_pool": {"U": 2}, "hand": [{"id": "u", "card": "Test Untapper"}]},
        battlefield=[
            {"id": "x", "card": "Test Rabbit", "controller": "alice", "tapped": True, "counters": {"stun": 1}}
        ],
    )
    once = _run(
        game, [{"type": "cast", "card": "u", "choices": {"targets": ["x"]}}, {"type": "resolve"}], RABBIT, UNTAPPER
    )
    assert (permanent(once, "x")["tapped"], permanent(once, "x").get("counters", {})) == (True, {})
    assert "untapped" not in [e["type"] for e in once["events"]]


def test_stun_with_an_unknown_word_is_not_read() -> None:
    line = "When ~ enters, tap up to one target creature and put a stunning counter on it."
    assert read_composed(line, is_spell=False).abilities is None


# Carrot Cake (BLB)
CAKE = (
    "Carrot Cake",
    "Artifact — Food",
    "When Carrot Cake enters and when you sacrifice it, create a 1/1 white Rabbit creature token and scry 1. "
    "(Look at the top card of your library. You may put that card on the bottom.)\n"
    "{2}, {T}, Sacrifice Carrot Cake: You gain 3 life.",
    "{1}{W}",
)


def _rabbits(result: dict[str, Any]) -> int:
    return sum(1 for p in result["state"]["battlefield"] if p["card"] == "Rabbit Token" or p.get("is_token"))


def test_603_6c_701_21a_enters_and_when_you_sacrifice_it() -> None:
    cake = _read(*CAKE)
    ability = cake["abilities"][0]
    assert (ability["trigger"], ability["also_on"], ability["then_effects"]) == (
        "sacrificed",
        ["enters"],
        [{"kind": "scry", "amount": 1}],
    )
    game = state(alice={"hand": [{"id": "c", "card": "Carrot Cake"}], "mana_pool": {"C": 2}})
    entered = _run(
        game,
        [
            {"type": "put_onto_battlefield", "card": "c", "from": "hand"},
            {"type": "resolve", "choices": {"scry": {"top": [], "bottom": ["alice-lib-0"]}}},
        ],
        cake,
    )
    assert _rabbits(entered) == 1
    assert player_of(entered, "alice")["library"][-1]["id"] == "alice-lib-0"  # scry 1: to the bottom
    sacrificed = _run(
        entered["state"],
        [{"type": "activate", "permanent": "c", "ability": 1}, {"type": "resolve"}, {"type": "resolve"}],
        cake,
    )
    assert _rabbits(sacrificed) == 2 and player_of(sacrificed, "alice")["life"] == 23
    assert "CR 701.21a" in events_of(sacrificed, "trigger_put_on_stack")[0]["cites"]


def test_603_6c_put_into_the_graveyard_otherwise_is_not_sacrificed() -> None:
    cake = _read(*CAKE)
    game = state(battlefield=[{"id": "c", "card": "Carrot Cake", "controller": "alice"}])
    result = _run(game, [{"type": "move", "permanent": "c", "to": "graveyard"}], cake)
    assert result["state"]["stack"] == [] and events_of(result, "trigger_put_on_stack") == []


@pytest.mark.parametrize(
    "line",
    [
        "When ~ enters and when you sacrifice it, put a +1/+1 counter on it.",  # ~ a permanent, then a card
        "When ~ enters and when you gently sacrifice it, draw a card.",
        "When ~ enters and when an opponent sacrifices it, draw a card.",
    ],
)
def test_sacrifice_triggers_the_engine_lacks_or_with_an_unknown_word_are_not_read(line: str) -> None:
    assert read_composed(line, is_spell=False).abilities is None


def test_701_22a_scry_n_is_lowered_to_the_scry_effect() -> None:
    reading = read_composed("When ~ enters, scry 2.", is_spell=False)
    assert reading.abilities == [{"kind": "triggered", "trigger": "enters", "effect": {"kind": "scry", "amount": 2}}]


# Three Tree Scribe (BLB)
SCRIBE = (
    "Three Tree Scribe",
    "Creature — Frog Druid",
    "Whenever Three Tree Scribe or another creature you control leaves the battlefield without dying, put a +1/+1 "
    "counter on target creature you control.",
    "{1}{G}",
    ("2", "3"),
)


def _scribe(actions: list[dict[str, Any]], target: str) -> dict[str, Any]:
    scribe = _read(*SCRIBE)
    game = state(
        battlefield=[
            {"id": "s", "card": "Three Tree Scribe", "controller": "alice"},
            {"id": "r", "card": "Test Rabbit", "controller": "alice"},
            {"id": "b", "card": "Test Bat", "controller": "alice"},
            {"id": "o", "card": "Test Rabbit", "controller": "bob"},
        ]
    )
    return _run(game, [*actions, {"type": "resolve", "choices": {"targets": [target]}}], scribe, RABBIT, BAT)


def test_603_6c_700_4_another_creature_leaving_without_dying_triggers() -> None:
    ability = _read(*SCRIBE)["abilities"][0]
    assert (ability["trigger"], ability["leaving"], ability["or_self"], ability["without_dying"]) == (
        "group_leaves",
        "creature:other:you_control",
        True,
        True,
    )
    bounced = _scribe([{"type": "move", "permanent": "r", "to": "hand"}], "b")
    assert permanent(bounced, "b")["counters"] == {"+1/+1": 1}
    exiled = _scribe([{"type": "move", "permanent": "r", "to": "exile"}], "b")
    assert permanent(exiled, "b")["counters"] == {"+1/+1": 1}


def test_603_10a_the_scribe_itself_leaving_triggers_its_own_ability() -> None:
    result = _scribe([{"type": "move", "permanent": "s", "to": "hand"}], "r")
    assert permanent(result, "r")["counters"] == {"+1/+1": 1}


def test_700_4_dying_or_an_opponents_creature_leaving_triggers_nothing() -> None:
    scribe = _read(*SCRIBE)
    game = state(
        battlefield=[
            {"id": "s", "card": "Three Tree Scribe", "controller": "alice"},
            {"id": "r", "card": "Test Rabbit", "controller": "alice"},
            {"id": "o", "card": "Test Rabbit", "controller": "bob"},
        ]
    )
    result = _run(
        game,
        [{"type": "move", "permanent": "r", "to": "graveyard"}, {"type": "move", "permanent": "o", "to": "hand"}],
        scribe,
        RABBIT,
    )
    assert result["state"]["stack"] == [] and events_of(result, "trigger_put_on_stack") == []


@pytest.mark.parametrize(
    "line",
    [
        # (s13-batch reads "Whenever one or more other creatures you control leave the battlefield without
        # dying" now: tests/unit/test_s13_batch.py)
        "Whenever ~ or another creature you control leaves the battlefield without crying, draw a card.",
        "Whenever ~ or a creature you control leaves the battlefield, draw a card.",
    ],
)
def test_leaves_triggers_the_engine_lacks_or_with_an_unknown_word_are_not_read(line: str) -> None:
    assert read_composed(line, is_spell=False).abilities is None


# Tidecaller Mentor (BLB)
TIDECALLER = (
    "Tidecaller Mentor",
    "Creature — Rat Wizard",
    "Menace\nThreshold — When Tidecaller Mentor enters, if seven or more cards are in your graveyard, return up "
    "to one target nonland permanent to its owner's hand.",
    "{1}{U}{B}",
    ("3", "3"),
)


def _graveyard(count: int) -> list[dict[str, str]]:
    return [{"id": f"g{n}", "card": "Grizzly Bears"} for n in range(count)]


def test_603_4_threshold_an_intervening_if_on_the_cards_in_your_graveyard() -> None:
    mentor = _read(*TIDECALLER)
    assert mentor["abilities"][0]["if_cards_in_your_graveyard"] == 7
    battlefield = [{"id": "x", "card": "Test Rabbit", "controller": "bob", "owner": "bob"}]
    seven = state(
        alice={"hand": [{"id": "t", "card": "Tidecaller Mentor"}], "graveyard": _graveyard(7)}, battlefield=battlefield
    )
    result = _run(
        seven,
        [
            {"type": "put_onto_battlefield", "card": "t", "from": "hand"},
            {"type": "resolve", "choices": {"targets": ["x"]}},
        ],
        mentor,
        RABBIT,
    )
    assert [c["id"] for c in player_of(result, "bob")["hand"]] == ["x"]
    six = state(
        alice={"hand": [{"id": "t", "card": "Tidecaller Mentor"}], "graveyard": _graveyard(6)}, battlefield=battlefield
    )
    untriggered = _run(six, [{"type": "put_onto_battlefield", "card": "t", "from": "hand"}], mentor, RABBIT)
    assert untriggered["state"]["stack"] == []  # false as it enters: it doesn't trigger (CR 603.4)


def test_603_4_threshold_is_checked_again_as_it_resolves() -> None:
    mentor = _read(*TIDECALLER)
    game = state(
        alice={"hand": [{"id": "t", "card": "Tidecaller Mentor"}], "graveyard": _graveyard(7)},
        battlefield=[{"id": "x", "card": "Test Rabbit", "controller": "bob", "owner": "bob"}],
    )
    triggered = _run(game, [{"type": "put_onto_battlefield", "card": "t", "from": "hand"}], mentor, RABBIT)
    after = triggered["state"]
    alice = next(p for p in after["players"] if p["id"] == "alice")
    alice["exile"], alice["graveyard"] = alice["graveyard"][:2], alice["graveyard"][2:]  # down to five
    result = _run(after, [{"type": "resolve", "choices": {"targets": ["x"]}}], mentor, RABBIT)
    assert {p["id"] for p in result["state"]["battlefield"]} == {"x", "t"}  # nothing returned
    assert events_of(result, "intervening_if_false")[0]["cites"] == ["CR 603.4"]


@pytest.mark.parametrize(
    "line",
    [
        "Threshold — When ~ enters, if seven or more cards are in your library, draw a card.",
        "Threshold — When ~ enters, if seven or more cards are in your graveyard, draw a cord.",
        # (an ability word before any line is taken off since s11-triggers-b: it has no rules meaning, CR 207.2c)
    ],
)
def test_threshold_variants_the_engine_lacks_or_with_an_unknown_word_are_not_read(line: str) -> None:
    assert read_composed(line, is_spell=False).abilities is None


# Treetop Sentries (BLB)
SENTRIES = (
    "Treetop Sentries",
    "Creature — Squirrel Archer",
    "Reach\nWhen Treetop Sentries enters, you may forage. If you do, draw a card. (To forage, exile three cards "
    "from your graveyard or sacrifice a Food.)",
    "{3}{G}",
    ("2", "4"),
)


def _sentries(choices: dict[str, Any], graveyard: int = 3, food: bool = False) -> dict[str, Any]:
    sentries = _read(*SENTRIES)
    assert sentries["abilities"][0]["optional_forage"] is True
    battlefield = [{"id": "f", "card": "Test Food", "controller": "alice"}] if food else []
    game = state(
        alice={"hand": [{"id": "t", "card": "Treetop Sentries"}], "graveyard": _graveyard(graveyard)},
        battlefield=battlefield,
    )
    return _run(
        game,
        [{"type": "put_onto_battlefield", "card": "t", "from": "hand"}, {"type": "resolve", "choices": choices}],
        sentries,
        FOOD,
    )


def test_701_61a_you_may_forage_if_you_do_draw() -> None:
    foraged = _sentries({"pay_optional_cost": True})
    alice = player_of(foraged, "alice")
    assert (len(alice["hand"]), len(alice["exile"]), alice["graveyard"]) == (1, 3, [])
    by_food = _sentries({"pay_optional_cost": True, "forage": ["f"]}, food=True)
    assert len(player_of(by_food, "alice")["hand"]) == 1 and [p["id"] for p in by_food["state"]["battlefield"]] == ["t"]
    declined = _sentries({"pay_optional_cost": False})
    assert player_of(declined, "alice")["hand"] == [] and len(player_of(declined, "alice")["graveyard"]) == 3


def test_701_61a_choosing_to_forage_when_one_cant_is_refused() -> None:
    with pytest.raises(IllegalAction, match="can't forage"):
        _sentries({"pay_optional_cost": True}, graveyard=2)


def test_forage_variants_the_engine_lacks_or_with_an_unknown_word_are_not_read() -> None:
    reflexive = (
        "When ~ enters, you may forage. When you do, return target permanent card from your graveyard to your hand."
    )
    # Read since s12-reflexive (a reflexive trigger, tests/unit/test_s12_reflexive.py)
    assert read_composed(reflexive, is_spell=False).abilities is not None
    assert (
        read_composed("When ~ enters, you may forage twice. If you do, draw a card.", is_spell=False).abilities is None
    )


# Dreamdew Entrancer (BLB)
ENTRANCER = (
    "Dreamdew Entrancer",
    "Creature — Frog Wizard",
    "Reach\nWhen Dreamdew Entrancer enters, tap up to one target creature and put three stun counters on it. If "
    "you control that creature, draw two cards.",
    "{2}{G}{U}",
    ("3", "4"),
)


def _entrance(target: list[str]) -> dict[str, Any]:
    entrancer = _read(*ENTRANCER)
    game = state(
        alice={"hand": [{"id": "d", "card": "Dreamdew Entrancer"}]},
        battlefield=[
            {"id": "mine", "card": "Test Rabbit", "controller": "alice"},
            {"id": "theirs", "card": "Test Rabbit", "controller": "bob"},
        ],
    )
    return _run(
        game,
        [
            {"type": "put_onto_battlefield", "card": "d", "from": "hand"},
            {"type": "resolve", "choices": {"targets": target}},
        ],
        entrancer,
        RABBIT,
    )


def test_608_2c_if_you_control_that_creature_draw_two() -> None:
    mine = _entrance(["mine"])
    assert permanent(mine, "mine")["counters"] == {"stun": 3} and len(player_of(mine, "alice")["hand"]) == 2
    theirs = _entrance(["theirs"])
    assert permanent(theirs, "theirs")["counters"] == {"stun": 3} and player_of(theirs, "alice")["hand"] == []
    none = _entrance([])
    assert player_of(none, "alice")["hand"] == []


def test_if_you_control_that_with_another_noun_or_an_unknown_word_is_not_read() -> None:
    for line in (
        "When ~ enters, destroy target artifact. If you control that creature, draw two cards.",
        "When ~ enters, tap target creature. If you truly control that creature, draw two cards.",
    ):
        assert read_composed(line, is_spell=False).abilities is None
    bad = {"kind": "if_you_control_it", "effects": [{"kind": "destroy", "target": "creature"}]}
    with pytest.raises(ValidationError, match="can't target"):
        CardDefinition.model_validate(
            {
                "name": "Bad",
                "types": ["Creature"],
                "power": 1,
                "toughness": 1,
                "abilities": [
                    {
                        "kind": "triggered",
                        "trigger": "enters",
                        "effect": {"kind": "draw", "amount": 1},
                        "then_effects": [bad],
                    }
                ],
            }
        )


def test_608_2c_it_after_a_target_in_a_trigger_on_its_own_event_is_that_target() -> None:
    line = "When ~ enters, tap target creature and put a +1/+1 counter on it."
    reading = read_composed(line, is_spell=False)
    assert reading.abilities is not None and reading.abilities[0]["then_effects"][0]["target"] == "it"
    attacks = read_composed("Whenever ~ attacks, it gets +1/+0 until end of turn.", is_spell=False)
    assert attacks.abilities is not None and attacks.abilities[0]["effect"]["target"] == "self"
    several = read_composed(
        "When ~ enters, tap up to two target creatures and put a stun counter on it.", is_spell=False
    )
    assert several.abilities is None  # which of them "it" is would be a guess
