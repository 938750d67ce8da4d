"""Branch s17-linked (issue 24): "loses all abilities" (layer 6, CR 613.1f), read by the compositional
reader and played by the engine (rules/lose_all_abilities.py):
- "It loses all abilities until end of turn." / "target creature ... loses all abilities until end of turn";
- "... loses all abilities and has base power and toughness 0/1 until end of turn." (with layer 7b, 613.4b).
While the effect lasts the permanent has no abilities: no keywords, no activated or mana abilities (its
intrinsic ones too), no triggered abilities; they come back as the effect ends in the cleanup step (514.2).
Each construction also has its honesty case: a near variant with one word the grammar doesn't know, or a
duration the engine doesn't model, is not read."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, permanent, player_of, probe_support, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run

TRICKSTER = (
    "Merfolk Trickster",
    "Creature — Merfolk Wizard",
    "Flash\nWhen Merfolk Trickster enters the battlefield, tap target creature an opponent controls. It loses all "
    "abilities until end of turn.",
    "{U}{U}",
    ("2", "2"),
)
MARAUDER = (
    "Warkite Marauder",
    "Creature — Human Pirate",
    "Flying\nWhenever Warkite Marauder attacks, target creature defending player controls loses all abilities and "
    "has base power and toughness 0/1 until end of turn.",
    "{1}{U}",
    ("2", "1"),
)
# an opponent's creature with a keyword, an activated ability and a triggered ability
SPIRIT: dict[str, Any] = {
    "name": "Test Spirit",
    "types": ["Creature"],
    "power": 3,
    "toughness": 3,
    "keywords": ["flying"],
    "abilities": [
        {"kind": "activated", "cost": "{1}", "effect": {"kind": "gain_life", "amount": 1, "player": "you"}},
        {
            "kind": "triggered",
            "trigger": "permanent_enters",
            "entering": "creature:other",
            "effect": {"kind": "gain_life", "amount": 2, "player": "you"},
        },
    ],
}


def _trickster(extra: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    game = state(
        alice={"hand": [{"id": "mt", "card": "Merfolk Trickster"}]},
        bob={"mana_pool": {"C": 1}},
        battlefield=[{"id": "sp", "card": "Test Spirit", "controller": "bob", "owner": "bob"}],
    )
    enter = {
        "type": "put_onto_battlefield",
        "player": "alice",
        "card": "mt",
        "from": "hand",
        "choices": {"targets": ["sp"]},
    }
    # the Spirit's "whenever another creature enters" triggers on the Trickster and resolves first (APNAP, CR 603.3b)
    return _run(game, [enter, {"type": "resolve"}, {"type": "resolve"}, *(extra or [])], _read(*TRICKSTER), SPIRIT)


def test_613_1f_trickster_reads_as_tap_then_lose_all_abilities() -> None:
    definition = _read(*TRICKSTER)
    trigger = definition["abilities"][0]
    assert trigger["effect"] == {"kind": "tap", "target": "creature:opponent_controls"}
    assert trigger["then_effects"] == [{"kind": "lose_all_abilities", "target": "it"}]


def test_613_1f_a_creature_that_lost_all_abilities_has_no_keywords_until_the_cleanup() -> None:
    result = _trickster()
    spirit = permanent(result, "sp")
    assert spirit["tapped"] is True
    assert spirit["characteristics"]["keywords"] == []
    assert spirit["characteristics"]["power"] == 3  # its other characteristics stay
    assert events_of(result, "abilities_lost")[0]["permanent"] == "sp"
    assert "CR 613.1f" in result["cites"]


def test_613_1f_its_activated_ability_cant_be_activated() -> None:
    with pytest.raises(IllegalAction) as refused:
        _trickster([{"type": "activate", "player": "bob", "permanent": "sp", "ability": 0}])
    assert refused.value.title == "No such ability"


def test_613_1f_its_triggered_ability_doesnt_trigger() -> None:
    # a creature entering afterwards: the Spirit's "whenever a creature enters" no longer triggers
    game_extra = [{"type": "put_onto_battlefield", "player": "alice", "card": "gb", "from": "hand"}]
    game = state(
        alice={"hand": [{"id": "mt", "card": "Merfolk Trickster"}, {"id": "gb", "card": "Grizzly Bears"}]},
        battlefield=[{"id": "sp", "card": "Test Spirit", "controller": "bob", "owner": "bob"}],
    )
    enter = {
        "type": "put_onto_battlefield",
        "player": "alice",
        "card": "mt",
        "from": "hand",
        "choices": {"targets": ["sp"]},
    }
    # the Trickster's entering triggers the Spirit once (it still has its abilities then)
    result = _run(game, [enter, {"type": "resolve"}, {"type": "resolve"}, *game_extra], _read(*TRICKSTER), SPIRIT)
    assert [e["permanent"] for e in events_of(result, "entered_battlefield")] == ["mt", "gb"]
    assert not result["state"]["stack"]
    assert player_of(result, "bob")["life"] == 22


def test_514_2_the_abilities_come_back_after_the_cleanup() -> None:
    game = state(
        step="end",
        alice={"hand": [{"id": "mt", "card": "Merfolk Trickster"}]},
        battlefield=[{"id": "sp", "card": "Test Spirit", "controller": "bob", "owner": "bob"}],
    )
    enter = {
        "type": "put_onto_battlefield",
        "player": "alice",
        "card": "mt",
        "from": "hand",
        "choices": {"targets": ["sp"]},
    }
    result = _run(
        game,
        [enter, {"type": "resolve"}, {"type": "resolve"}, {"type": "pass_priority"}, {"type": "pass_priority"}],
        _read(*TRICKSTER),
        SPIRIT,
    )
    assert result["state"]["turn"] == 4 and "cleanup" in [event["type"] for event in result["events"]]
    assert permanent(result, "sp")["characteristics"]["keywords"] == ["flying"]


def test_613_1f_a_land_that_lost_all_abilities_has_no_intrinsic_mana_ability() -> None:
    game = state(
        alice={"hand": [{"id": "mt", "card": "Merfolk Trickster"}]},
        battlefield=[
            {"id": "fo", "card": "Forest", "controller": "bob", "owner": "bob"},
            {"id": "sp", "card": "Test Spirit", "controller": "bob", "owner": "bob"},
        ],
    )
    trickster = _read(*TRICKSTER)
    # an untapped land: "target creature" can't be the Forest, so a one-off definition targets a land
    sprite = {
        **trickster,
        "name": "Test Sprite",
        "abilities": [
            {
                **trickster["abilities"][0],
                "effect": {"kind": "lose_all_abilities", "target": "land:opponent_controls"},
                "then_effects": [],
            }
        ],
    }
    game["players"][0]["hand"] = [{"id": "ts", "card": "Test Sprite"}]
    enter = {
        "type": "put_onto_battlefield",
        "player": "alice",
        "card": "ts",
        "from": "hand",
        "choices": {"targets": ["fo"]},
    }
    tap = {"type": "tap_for_mana", "player": "bob", "permanent": "fo"}
    with pytest.raises(IllegalAction) as refused:
        _run(game, [enter, {"type": "resolve"}, {"type": "resolve"}, tap], sprite, SPIRIT)
    assert refused.value.title == "No such mana ability"
    untouched = _run(game, [tap], sprite, SPIRIT)  # (its intrinsic {T}: Add {G} before, CR 305.6)
    assert player_of(untouched, "bob")["mana_pool"]["G"] == 1


def test_613_4b_marauder_makes_the_target_a_0_1_without_abilities() -> None:
    definition = _read(*MARAUDER)
    trigger = definition["abilities"][0]
    assert trigger["effect"] == {"kind": "lose_all_abilities", "target": "creature:defending_player_controls"}
    assert trigger["then_effects"] == [{"kind": "set_base_power_toughness", "power": 0, "toughness": 1, "target": "it"}]
    game = state(
        step="declare_attackers",
        battlefield=[
            {"id": "wm", "card": "Warkite Marauder", "controller": "alice", "owner": "alice"},
            {"id": "sp", "card": "Test Spirit", "controller": "bob", "owner": "bob"},
        ],
    )
    attack = {"type": "declare_attackers", "player": "alice", "attackers": [{"id": "wm", "defending": "bob"}]}
    result = _run(game, [attack, {"type": "resolve", "choices": {"targets": ["sp"]}}], definition, SPIRIT)
    spirit = permanent(result, "sp")["characteristics"]
    assert (spirit["power"], spirit["toughness"], spirit["keywords"]) == (0, 1, [])


def test_613_1f_near_variants_are_not_read() -> None:
    assert read_composed("Target creature loses all glorps until end of turn.", is_spell=True).abilities is None
    # without a duration the loss would last indefinitely: not modelled
    assert read_composed("Target creature loses all abilities.", is_spell=True).abilities is None
    assert read_composed("Target creature loses all abilities until end of turn.", is_spell=True).abilities
    assert (
        probe_support("When Probe enters the battlefield, target creature loses all abilities until your next turn.")
        != "full"
    )
    assert (
        probe_support(
            "Whenever Probe attacks, target creature loses all abilities and has base power and "
            "toughness 0/1 until end of turn."
        )
        == "full"
    )
    assert (
        probe_support(
            "Whenever Probe attacks, target creature loses all abilities and has base glorp and "
            "toughness 0/1 until end of turn."
        )
        != "full"
    )


# --- an Aura's "Enchanted creature loses all abilities" (CR 613.1f, 613.4b, 613.4c) -------------------

TRANSMUTATION = (
    "Kasmina's Transmutation",
    "Enchantment — Aura",
    "Enchant creature\nEnchanted creature loses all abilities and has base power and toughness 1/1.",
    "{1}{U}",
)
SUBDUAL = (
    "Mystic Subdual",
    "Enchantment — Aura",
    "Flash\nEnchant creature\nEnchanted creature gets -2/-0 and loses all abilities. (Mutating onto the creature "
    "won't give it new abilities. It can gain abilities in other ways.)",
    "{1}{U}",
)


def _enchanted(aura: tuple[str, ...], actions: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    game = state(
        bob={"mana_pool": {"C": 1}},
        battlefield=[
            {"id": "sp", "card": "Test Spirit", "controller": "bob", "owner": "bob", "counters": {"+1/+1": 1}},
            {"id": "au", "card": aura[0], "controller": "alice", "owner": "alice", "attached_to": "sp"},
        ],
    )
    return _run(game, actions or [{"type": "pass_priority"}], _read(*aura), SPIRIT)


def test_613_4b_transmutation_reads_as_an_attached_loss_with_base_1_1() -> None:
    assert _read(*TRANSMUTATION)["abilities"][1] == {
        "kind": "attached_loses_all_abilities",
        "base_power": 1,
        "base_toughness": 1,
    }
    assert _read(*SUBDUAL)["abilities"][1] == {"kind": "attached_loses_all_abilities", "power": -2, "toughness": 0}


def test_613_4b_the_enchanted_creature_is_a_1_1_without_abilities_its_counter_still_counting() -> None:
    spirit = permanent(_enchanted(TRANSMUTATION), "sp")["characteristics"]
    assert (spirit["power"], spirit["toughness"], spirit["keywords"]) == (2, 2, [])  # 1/1 base, +1/+1 counter (7c)


def test_613_1f_the_enchanted_creatures_abilities_cant_be_activated() -> None:
    with pytest.raises(IllegalAction) as refused:
        _enchanted(TRANSMUTATION, [{"type": "activate", "player": "bob", "permanent": "sp", "ability": 0}])
    assert refused.value.title == "No such ability"


def test_613_4c_subdual_gives_minus_2_and_no_abilities() -> None:
    spirit = permanent(_enchanted(SUBDUAL), "sp")["characteristics"]
    assert (spirit["power"], spirit["toughness"], spirit["keywords"]) == (2, 4, [])


def test_611_3a_the_abilities_come_back_when_the_aura_leaves() -> None:
    game = state(
        alice={"hand": [{"id": "sh", "card": "Test Unsummon"}], "mana_pool": {"U": 1}},
        battlefield=[
            {"id": "sp", "card": "Test Spirit", "controller": "bob", "owner": "bob"},
            {
                "id": "au",
                "card": "Kasmina's Transmutation",
                "controller": "alice",
                "owner": "alice",
                "attached_to": "sp",
            },
        ],
    )
    unsummon = _read("Test Unsummon", "Instant", "Return target enchantment to its owner's hand.", "{U}")
    cast = {"type": "cast", "player": "alice", "card": "sh", "choices": {"targets": ["au"]}}
    result = _run(game, [cast, {"type": "resolve"}], _read(*TRANSMUTATION), SPIRIT, unsummon)
    spirit = permanent(result, "sp")["characteristics"]
    assert (spirit["power"], spirit["toughness"], spirit["keywords"]) == (3, 3, ["flying"])


def test_613_1f_aura_near_variants_are_not_read() -> None:
    aura = "Enchantment — Aura"
    assert probe_support("Enchant creature\nEnchanted creature loses all abilities.", aura, None) == "full"
    assert probe_support("Enchant creature\nEnchanted creature loses all glorps.", aura, None) != "full"
    assert (
        probe_support(
            "Enchant creature\nEnchanted creature loses all abilities and has base glorp and toughness 1/1.", aura, None
        )
        != "full"
    )
    assert (
        probe_support("Enchant creature\nEnchanted creature gets -X/-0 and loses all abilities.", aura, None) != "full"
    )


FROGIFY = (
    "Frogify",
    "Enchantment — Aura",
    "Enchant creature\nEnchanted creature loses all abilities and is a blue Frog creature with base power and "
    "toughness 1/1. (It loses all other card types and creature types.)",
    "{1}{U}",
)
ICHTHYOMORPHOSIS = (
    "Ichthyomorphosis",
    "Enchantment — Aura",
    "Enchant creature\nEnchanted creature loses all abilities and is a blue Fish with base power and toughness 0/1.",
    "{3}{U}",
)
# a legendary artifact creature with a creature type and flying
GOLEM: dict[str, Any] = {
    "name": "Test Golem",
    "types": ["Artifact", "Creature"],
    "supertypes": ["Legendary"],
    "subtypes": ["Golem"],
    "mana_cost": "{4}",
    "power": 4,
    "toughness": 4,
    "keywords": ["flying"],
}


def _on_golem(aura: tuple[str, ...]) -> dict[str, Any]:
    game = state(
        battlefield=[
            {"id": "go", "card": "Test Golem", "controller": "bob", "owner": "bob"},
            {"id": "au", "card": aura[0], "controller": "alice", "owner": "alice", "attached_to": "go"},
        ],
    )
    result = _run(game, [{"type": "pass_priority"}], _read(*aura), GOLEM)
    characteristics: dict[str, Any] = permanent(result, "go")["characteristics"]
    return characteristics


def test_205_1a_frogify_makes_a_blue_frog_creature_only() -> None:
    golem = _on_golem(FROGIFY)
    assert golem["types"] == ["Creature"] and golem["subtypes"] == ["Frog"]  # its other types gone (205.1a)
    assert golem["supertypes"] == ["Legendary"]  # supertypes kept
    assert golem["colors"] == ["U"]  # layer 5 (CR 613.1e)
    assert (golem["power"], golem["toughness"], golem["keywords"]) == (1, 1, [])


def test_205_1b_a_blue_fish_keeps_its_card_types_and_loses_its_creature_types() -> None:
    golem = _on_golem(ICHTHYOMORPHOSIS)
    assert golem["types"] == ["Artifact", "Creature"] and golem["subtypes"] == ["Fish"]
    assert golem["colors"] == ["U"]
    assert (golem["power"], golem["toughness"], golem["keywords"]) == (0, 1, [])


def test_205_1a_type_setting_near_variants_are_not_read() -> None:
    aura = "Enchantment — Aura"
    text = (
        "Enchant creature\nEnchanted creature loses all abilities and is a blue {} with base power and toughness 1/1."
    )
    assert probe_support(text.format("Frog creature"), aura, None) == "full"
    assert probe_support(text.format("Frog glorp"), aura, None) != "full"
    assert probe_support(text.format("Frog artifact"), aura, None) != "full"


def test_613_1d_a_changeling_that_loses_all_abilities_keeps_every_creature_type() -> None:
    shapeshifter = {
        "name": "Test Shapeshifter",
        "types": ["Creature"],
        "subtypes": ["Shapeshifter"],
        "power": 2,
        "toughness": 2,
        "keywords": ["changeling", "flying"],
    }
    game = state(
        alice={"hand": [{"id": "mt", "card": "Merfolk Trickster"}]},
        battlefield=[{"id": "sh", "card": "Test Shapeshifter", "controller": "bob", "owner": "bob"}],
    )
    enter = {
        "type": "put_onto_battlefield",
        "player": "alice",
        "card": "mt",
        "from": "hand",
        "choices": {"targets": ["sh"]},
    }
    result = _run(game, [enter, {"type": "resolve"}], _read(*TRICKSTER), shapeshifter)
    changeling = permanent(result, "sh")["characteristics"]
    assert changeling["keywords"] == [] and {"Merfolk", "Elk", "Frog"} <= set(changeling["subtypes"])
