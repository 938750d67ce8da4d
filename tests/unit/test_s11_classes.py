"""Bloomburrow's Classes and their kin read through the grammar (s11-classes, docs/oracle-classes.md),
each engine node played from a real card's Oracle text as the reader reads it:
- "When this Class becomes level N, <effect>" (CR 716.2a), with an instant or sorcery card in a
  graveyard as its target (CR 205.2a, 115.2);
- "Whenever you attack" (CR 508.3d): once per declaration of attackers, not per attacker;
- "Whenever ~ attacks while you control a token" (CR 508.3a, 603.2: checked as it triggers only).
"""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from app.engine import CardDefinition, IllegalAction
from app.engine.target_grammar import parse_target_spec
from app.oracle import CardFacts, read_card
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, permanent, player_of, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run


def _line(line: str, name: str = "Test Card") -> list[dict[str, Any]] | None:
    return read_composed(line, is_spell=False, name=name).abilities


STORMCHASER = (
    "Stormchaser's Talent",
    "Enchantment — Class",
    "(Gain the next level as a sorcery to add its ability.)\n"
    "When Stormchaser's Talent enters, create a 1/1 blue and red Otter creature token with prowess.\n"
    "{3}{U}: Level 2\n"
    "When this Class becomes level 2, return target instant or sorcery card from your graveyard to your hand.\n"
    "{5}{U}: Level 3\n"
    "Whenever you cast an instant or sorcery spell, create a 1/1 blue and red Otter creature token with prowess.",
    "{U}",
)
SHOCK = {
    "name": "Shock",
    "types": ["Instant"],
    "mana_cost": "{R}",
    "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}],
}
BEARS = {"name": "Grizzly Bears", "types": ["Creature"], "mana_cost": "{1}{G}", "power": 2, "toughness": 2}


def test_716_2a_a_class_level_trigger_reads_through_the_grammar() -> None:
    talent = _read(*STORMCHASER)
    level_2 = talent["abilities"][1]
    assert level_2["abilities"] == [
        {
            "kind": "class_becomes_level",
            "level": 2,
            "effect": {"kind": "return_to_hand", "target": "card_in_your_graveyard:instant_or_sorcery"},
        }
    ]
    assert talent["abilities"][2]["abilities"][0]["kind"] == "cast_trigger"
    assert talent["abilities"][2]["abilities"][0]["effect"]["token"]["keywords"] == ["prowess"]


def test_716_2a_level_2_returns_an_instant_and_not_a_creature_card() -> None:
    talent = _read(*STORMCHASER)
    game = state(
        alice={
            "mana_pool": {"U": 4},
            "graveyard": [{"id": "g1", "card": "Shock"}, {"id": "g2", "card": "Grizzly Bears"}],
        },
        battlefield=[{"id": "t", "card": "Stormchaser's Talent", "controller": "alice"}],
    )
    level_up = [{"type": "activate", "permanent": "t", "ability": 1}, {"type": "resolve"}]
    result = _run(game, [*level_up, {"type": "resolve", "choices": {"targets": ["g1"]}}], talent, SHOCK, BEARS)
    assert [card["id"] for card in player_of(result, "alice")["hand"]] == ["g1"]
    assert permanent(result, "t")["class_level"] == 2
    # a creature card can't be chosen as the trigger's target (CR 603.3d), rather than chosen and left to fizzle
    with pytest.raises(IllegalAction, match="'g2' is not an instant or sorcery card in your graveyard"):
        _run(game, [*level_up, {"type": "resolve", "choices": {"targets": ["g2"]}}], talent, SHOCK, BEARS)


def test_205_2a_card_types_of_cards_in_a_zone_are_kept() -> None:
    # before this branch "target instant card" lowered to any card: the type is now a qualifier
    assert _line("When ~ enters, return target instant card from your graveyard to your hand.") == [
        {
            "kind": "triggered",
            "trigger": "enters",
            "effect": {"kind": "return_to_hand", "target": "card_in_your_graveyard:instant"},
        }
    ]
    assert parse_target_spec("card_in_your_graveyard:artifact_or_creature").one_of_types == (("artifact", "creature"),)


def test_honesty_near_variants_of_the_new_events_do_not_read() -> None:
    assert _line("When this Class becomes level 2, draw a card.") is not None
    assert _line("When this Class becomes level 2, draw a card quickly.") is None  # an unknown word
    assert _line("When this Saga becomes level 2, draw a card.") is None  # not a Class
    assert _line("Whenever you attack, draw a card.") is not None
    assert _line("Whenever you attack alone, draw a card.") is None
    assert _line("Whenever ~ attacks while you control a token, draw a card.") is not None
    assert _line("Whenever ~ attacks while you control a shiny token, draw a card.") is None


HUNTER_LEVEL_2 = "Whenever you attack, target attacking creature gets +1/+0 and gains trample until end of turn."
ATTACKER = {"name": "Attacker", "types": ["Creature"], "power": 2, "toughness": 2}


def test_508_3d_whenever_you_attack_triggers_once_per_declaration() -> None:
    abilities = _line(HUNTER_LEVEL_2)
    assert abilities == [
        {
            "kind": "triggered",
            "trigger": "you_attack",
            "effect": {
                "kind": "pump",
                "target": "attacking_creature",
                "power": 1,
                "toughness": 0,
                "duration": "end_of_turn",
                "keywords": ["trample"],
            },
        }
    ]
    source = {"name": "Attack Watcher", "types": ["Enchantment"], "abilities": abilities}
    game = state(
        step="declare_attackers",
        battlefield=[
            {"id": "w", "card": "Attack Watcher", "controller": "alice"},
            {"id": "a1", "card": "Attacker", "controller": "alice"},
            {"id": "a2", "card": "Attacker", "controller": "alice"},
        ],
    )
    declare = {
        "type": "declare_attackers",
        "attackers": [{"id": "a1", "defending": "bob"}, {"id": "a2", "defending": "bob"}],
    }
    result = _run(game, [declare, {"type": "resolve", "choices": {"targets": ["a2"]}}], source, ATTACKER)
    pushed = [e for e in events_of(result, "trigger_put_on_stack") if e.get("trigger") == "you_attack"]
    assert len(pushed) == 1 and "CR 508.3d" in pushed[0]["cites"]
    assert result["state"]["stack"] == []
    pumped = permanent(result, "a2")["characteristics"]
    assert (pumped["power"], pumped["keywords"]) == (3, ["trample"])
    assert permanent(result, "a1")["characteristics"]["power"] == 2
    no_attack = _run(game, [{"type": "declare_attackers", "attackers": []}], source, ATTACKER)
    assert not [e for e in events_of(no_attack, "trigger_put_on_stack") if e.get("trigger") == "you_attack"]


def test_508_3d_an_opponents_attack_does_not_trigger_it() -> None:
    source = {"name": "Attack Watcher", "types": ["Enchantment"], "abilities": _line(HUNTER_LEVEL_2)}
    game = state(
        step="declare_attackers",
        battlefield=[
            {"id": "w", "card": "Attack Watcher", "controller": "bob"},
            {"id": "a1", "card": "Attacker", "controller": "alice"},
        ],
    )
    declare = {"type": "declare_attackers", "attackers": [{"id": "a1", "defending": "bob"}]}
    result = _run(game, [declare], source, ATTACKER)
    assert not [e for e in events_of(result, "trigger_put_on_stack") if e.get("trigger") == "you_attack"]


WARRENGUARD = (
    "Seasoned Warrenguard",
    "Creature — Rabbit Warrior",
    "Whenever Seasoned Warrenguard attacks while you control a token, Seasoned Warrenguard gets +2/+0 until end "
    "of turn.",
    "{W}",
    ("1", "2"),
)
TOKEN = {"name": "Rabbit Token", "types": ["Creature"], "subtypes": ["Rabbit"], "power": 1, "toughness": 1}


def _warrenguard_attacks(with_token: bool) -> dict[str, Any]:
    warrenguard = _read(*WARRENGUARD)
    battlefield = [{"id": "w", "card": "Seasoned Warrenguard", "controller": "alice"}]
    if with_token:
        battlefield.append({"id": "tok", "card": "Rabbit Token", "controller": "alice", "is_token": True})
    game = state(step="declare_attackers", battlefield=battlefield)
    declare = {"type": "declare_attackers", "attackers": [{"id": "w", "defending": "bob"}]}
    return _run(game, [declare, *([{"type": "resolve"}] if with_token else [])], warrenguard, TOKEN)


def test_603_2_attacks_while_you_control_a_token() -> None:
    assert _read(*WARRENGUARD)["abilities"] == [
        {
            "kind": "triggered",
            "trigger": "attacks_while_you_control",
            "while_you_control": "permanent:token",
            "effect": {"kind": "pump", "target": "self", "power": 2, "toughness": 0, "duration": "end_of_turn"},
        }
    ]
    with_token = _warrenguard_attacks(True)
    assert [e["trigger"] for e in events_of(with_token, "trigger_put_on_stack")] == ["attacks_while_you_control"]
    assert permanent(with_token, "w")["characteristics"]["power"] == 3
    alone = _warrenguard_attacks(False)
    assert events_of(alone, "trigger_put_on_stack") == []


def test_603_2_a_nontoken_creature_is_not_a_token() -> None:
    warrenguard = _read(*WARRENGUARD)
    game = state(
        step="declare_attackers",
        battlefield=[
            {"id": "w", "card": "Seasoned Warrenguard", "controller": "alice"},
            {"id": "b", "card": "Grizzly Bears", "controller": "alice"},
            {"id": "tok", "card": "Rabbit Token", "controller": "bob", "is_token": True},
        ],
    )
    declare = {"type": "declare_attackers", "attackers": [{"id": "w", "defending": "bob"}]}
    result = _run(game, [declare], warrenguard, TOKEN, BEARS)
    assert events_of(result, "trigger_put_on_stack") == []


def test_while_you_control_goes_with_its_trigger() -> None:
    with pytest.raises(ValidationError, match="while_you_control"):
        CardDefinition.model_validate(
            {
                "name": "X",
                "types": ["Creature"],
                "power": 1,
                "toughness": 1,
                "abilities": [
                    {
                        "kind": "triggered",
                        "trigger": "attacks",
                        "while_you_control": "permanent:token",
                        "effect": {"kind": "draw", "amount": 1},
                    }
                ],
            }
        )


CARETAKER = (
    "Caretaker's Talent",
    "Enchantment — Class",
    "(Gain the next level as a sorcery to add its ability.)\n"
    "Whenever one or more tokens you control enter, draw a card. This ability triggers only once each turn.\n"
    "{W}: Level 2\n"
    "When this Class becomes level 2, create a token that's a copy of target token you control.\n"
    "{3}{W}: Level 3\n"
    "Creature tokens you control get +2/+2.",
    "{2}{W}",
)
RABBIT_MAKER = {
    "name": "Rabbit Maker",
    "types": ["Sorcery"],
    "mana_cost": "{W}",
    "abilities": [
        {
            "kind": "spell",
            "effect": {
                "kind": "create_token",
                "token": {
                    "name": "Rabbit Token",
                    "types": ["Creature"],
                    "subtypes": ["Rabbit"],
                    "colors": ["W"],
                    "power": 1,
                    "toughness": 1,
                },
            },
        }
    ],
}


def _library(n: int) -> list[dict[str, Any]]:
    return [{"id": f"l{i}", "card": "Grizzly Bears"} for i in range(n)]


def test_caretakers_talent_reads_in_full() -> None:
    talent = _read(*CARETAKER)
    assert talent["abilities"][0] == {
        "kind": "triggered",
        "trigger": "permanent_enters",
        "entering": "permanent:token:you_control",
        "effect": {"kind": "draw", "amount": 1, "player": "you"},
        "max_per_turn": 1,
    }
    assert talent["abilities"][1]["abilities"] == [
        {
            "kind": "class_becomes_level",
            "level": 2,
            "effect": {"kind": "create_token_copy", "target": "permanent:token:you_control"},
        }
    ]
    assert talent["abilities"][2]["abilities"] == [
        {"kind": "static_pump", "affected": "creatures_you_control", "power": 2, "toughness": 2, "status": "token"}
    ]


def test_603_2_triggers_only_once_each_turn_and_again_the_next_turn() -> None:
    talent = _read(*CARETAKER)
    game = state(
        alice={
            "mana_pool": {"W": 2},
            "hand": [{"id": "s1", "card": "Rabbit Maker"}, {"id": "s2", "card": "Rabbit Maker"}],
            "library": _library(5),
        },
        battlefield=[{"id": "t", "card": "Caretaker's Talent", "controller": "alice"}],
    )
    first = [{"type": "cast", "card": "s1"}, {"type": "resolve"}, {"type": "resolve"}]
    second = [{"type": "cast", "card": "s2"}, {"type": "resolve"}]
    result = _run(game, [*first, *second], talent, RABBIT_MAKER, BEARS)
    assert len(player_of(result, "alice")["hand"]) == 1  # one draw for two tokens entering this turn
    assert permanent(result, "t")["triggered_this_turn"] == {"0": 1}
    assert result["state"]["stack"] == []
    # a new turn: the count starts again (CR 500.1)
    later = {**result["state"], "turn": 5, "step": "cleanup"}
    next_turn = _run(later, [{"type": "next_step"}], talent, RABBIT_MAKER, BEARS)
    assert "triggered_this_turn" not in permanent(next_turn, "t")


def test_a_nontoken_entering_does_not_trigger_it() -> None:
    talent = _read(*CARETAKER)
    game = state(
        alice={"mana_pool": {"G": 2}, "hand": [{"id": "b", "card": "Grizzly Bears"}], "library": _library(2)},
        battlefield=[{"id": "t", "card": "Caretaker's Talent", "controller": "alice"}],
    )
    result = _run(game, [{"type": "cast", "card": "b"}, {"type": "resolve"}], talent, BEARS)
    assert events_of(result, "trigger_put_on_stack") == []


def test_707_2_level_2_copies_a_token_and_level_3_pumps_creature_tokens_only() -> None:
    talent = _read(*CARETAKER)
    game = state(
        alice={"mana_pool": {"W": 1}, "library": _library(3)},
        battlefield=[
            {"id": "t", "card": "Caretaker's Talent", "controller": "alice", "triggered_this_turn": {"0": 1}},
            {"id": "tok", "card": "Rabbit Token", "controller": "alice", "is_token": True},
            {"id": "b", "card": "Grizzly Bears", "controller": "alice"},
        ],
    )
    level_up = [{"type": "activate", "permanent": "t", "ability": 1}, {"type": "resolve"}]
    result = _run(game, [*level_up, {"type": "resolve", "choices": {"targets": ["tok"]}}], talent, TOKEN, BEARS)
    tokens = [p for p in result["state"]["battlefield"] if p["is_token"]]
    assert [p["characteristics"]["name"] for p in tokens] == ["Rabbit Token", "Rabbit Token"]
    assert len(player_of(result, "alice")["hand"]) == 0  # it already triggered this turn
    at_3 = _run(
        {**game, "battlefield": [{**game["battlefield"][0], "class_level": 3}, *game["battlefield"][1:]]},
        [],
        talent,
        TOKEN,
        BEARS,
    )
    assert permanent(at_3, "tok")["characteristics"]["power"] == 3
    assert permanent(at_3, "b")["characteristics"]["power"] == 2
    with pytest.raises(IllegalAction, match="'b' is not a token"):  # not a token: it can't be chosen (CR 603.3d)
        _run(game, [*level_up, {"type": "resolve", "choices": {"targets": ["b"]}}], talent, TOKEN, BEARS)


def test_honesty_batches_without_a_limit_and_near_variants_do_not_read() -> None:
    # (s13-batch reads a batch trigger without the limit now, `batch` (CR 603.2c): tests/unit/test_s13_batch.py)
    assert _line("Whenever one or more tokens you control enter, draw a card.") == [
        {"kind": "triggered", "trigger": "permanent_enters", "entering": "permanent:token:you_control",
         "effect": {"kind": "draw", "amount": 1, "player": "you"}, "batch": True}]
    assert _line("Whenever one or more tokens you control enter, draw a card. This ability triggers only once.") is None
    assert _line("Creature tokens you control get +2/+2 sometimes.") is None
    assert _line("Create a token that's a copy of target token you control.") is None  # a permanent's line
    assert read_composed("Create a token that's a copy of target token you control.", is_spell=True).abilities == [
        {"kind": "spell", "effect": {"kind": "create_token_copy", "target": "permanent:token:you_control"}}
    ]


def test_701_25a_surveil_and_scry_lower_in_triggers() -> None:
    assert _line("Whenever a creature you control enters, surveil 1.") == [
        {
            "kind": "triggered",
            "trigger": "permanent_enters",
            "entering": "creature:you_control",
            "effect": {"kind": "surveil", "amount": 1},
        }
    ]
    assert _line("When ~ enters, scry 2.") is not None


def test_max_per_turn_is_at_least_one() -> None:
    with pytest.raises(ValidationError):
        CardDefinition.model_validate(
            {
                "name": "X",
                "types": ["Enchantment"],
                "abilities": [
                    {
                        "kind": "triggered",
                        "trigger": "permanent_enters",
                        "entering": "creature",
                        "max_per_turn": 0,
                        "effect": {"kind": "draw", "amount": 1},
                    }
                ],
            }
        )


def test_the_limit_is_read_only_on_triggers_the_engine_counts() -> None:
    limited = _line("Whenever you draw a card, you gain 1 life. This ability triggers only once each turn.")
    assert limited is not None and limited[0]["max_per_turn"] == 1
    # damage triggers are not counted by rules/trigger_limits.py: the line stays not modelled
    assert (
        _line("Whenever ~ deals combat damage to a player, draw a card. This ability triggers only once each turn.")
        is None
    )
    with pytest.raises(ValidationError, match="max_per_turn"):
        CardDefinition.model_validate(
            {
                "name": "X",
                "types": ["Creature"],
                "power": 1,
                "toughness": 1,
                "abilities": [
                    {
                        "kind": "triggered",
                        "trigger": "deals_damage",
                        "max_per_turn": 1,
                        "effect": {"kind": "draw", "amount": 1},
                    }
                ],
            }
        )


GOSSIP = (
    "Gossip's Talent",
    "Enchantment — Class",
    "(Gain the next level as a sorcery to add its ability.)\n"
    "Whenever a creature you control enters, surveil 1.\n"
    "{1}{U}: Level 2\n"
    "Whenever you attack, target attacking creature with power 3 or less can't be blocked this turn.\n"
    "{3}{U}: Level 3\n"
    "Whenever a creature you control deals combat damage to a player, you may exile it, then return it to the "
    "battlefield under its owner's control.",
    "{1}{U}",
)


def _gossip_combat(attacker: dict[str, Any], answer: bool | None) -> dict[str, Any]:
    talent = _read(*GOSSIP)
    game = state(
        step="declare_attackers",
        alice={"library": _library(3)},
        battlefield=[{"id": "t", "card": "Gossip's Talent", "controller": "alice", "class_level": 3}, attacker],
    )
    actions: list[dict[str, Any]] = [
        {"type": "declare_attackers", "attackers": [{"id": attacker["id"], "defending": "bob"}]},
        {"type": "resolve", "choices": {"targets": [attacker["id"]]}},
        {"type": "next_step"},
        {"type": "next_step"},
    ]
    if answer is not None:
        actions.append({"type": "resolve", "choices": {"pay_optional_cost": answer}})
    return _run(game, actions, talent, BEARS, TOKEN)


def test_gossips_talent_reads_in_full() -> None:
    level_3 = _read(*GOSSIP)["abilities"][2]["abilities"]
    assert level_3 == [
        {
            "kind": "triggered",
            "trigger": "creature_deals_combat_damage",
            "dealing": "creature:you_control",
            "effect": {"kind": "flicker", "target": "that_permanent"},
            "optional": True,
        }
    ]


def test_400_7_a_creature_that_dealt_combat_damage_is_exiled_and_returns_as_a_new_object() -> None:
    result = _gossip_combat({"id": "g", "card": "Grizzly Bears", "controller": "alice"}, True)
    pushed = [e for e in events_of(result, "trigger_put_on_stack") if e["trigger"] == "creature_deals_combat_damage"]
    assert len(pushed) == 1 and "CR 510.2" in pushed[0]["cites"]
    assert player_of(result, "bob")["life"] == 18
    back = permanent(result, "g")
    assert back["tapped"] is False and back["controlled_since_turn"] == 3 and back["summoning_sick"] is True
    assert [e["to"] for e in events_of(result, "zone_change")] == ["exile"]
    assert [e["from"] for e in events_of(result, "entered_battlefield")] == ["exile"]
    assert all(a["id"] != "g" for a in (result["state"]["combat"] or {}).get("attackers", []))


def test_603_5_declining_leaves_it_where_it_is() -> None:
    result = _gossip_combat({"id": "g", "card": "Grizzly Bears", "controller": "alice"}, False)
    assert permanent(result, "g")["tapped"] is True and events_of(result, "zone_change") == []


def test_704_5d_a_token_exiled_this_way_does_not_return() -> None:
    result = _gossip_combat({"id": "r", "card": "Rabbit Token", "controller": "alice", "is_token": True}, True)
    assert all(p["id"] != "r" for p in result["state"]["battlefield"])
    assert events_of(result, "token_ceased_to_exist") != []


def test_510_2_an_opponents_creature_dealing_combat_damage_does_not_trigger_it() -> None:
    talent = _read(*GOSSIP)
    game = state(
        step="declare_attackers",
        battlefield=[
            {"id": "t", "card": "Gossip's Talent", "controller": "bob", "class_level": 3},
            {"id": "g", "card": "Grizzly Bears", "controller": "alice"},
        ],
    )
    actions = [
        {"type": "declare_attackers", "attackers": [{"id": "g", "defending": "bob"}]},
        {"type": "next_step"},
        {"type": "next_step"},
    ]
    result = _run(game, actions, talent, BEARS)
    assert player_of(result, "bob")["life"] == 18 and result["state"]["stack"] == []


def test_honesty_flicker_variants() -> None:
    assert read_composed(
        "Exile target creature you control, then return it to the battlefield under its owner's control.",
        is_spell=True,
    ).abilities == [{"kind": "spell", "effect": {"kind": "flicker", "target": "creature:you_control"}}]
    assert (
        read_composed(
            "Exile target creature you control, then return it to the battlefield under its owner's control soon.",
            is_spell=True,
        ).abilities
        is None
    )
    # "it" with no event permanent and no target: not read
    assert _line("When ~ enters, exile it, then return it to the battlefield under its owner's control.") is not None
    assert (
        _line(
            "Whenever a creature deals combat damage to a player, exile it, then return it to the battlefield "
            "under its owner's control."
        )
        is not None
    )
    assert _line("Whenever you attack, exile it, then return it to the battlefield under its owner's control.") is None


def test_601_2f_noncreature_spells_you_cast_cost_1_less() -> None:
    abilities = _line("Noncreature spells you cast cost {1} less to cast.")
    assert abilities == [{"kind": "cost_reduction", "spells": "noncreature", "generic": 1}]
    assert _line("Instant and sorcery spells you cast cost {2} less to cast.") == [
        {"kind": "cost_reduction", "spells": "instant_or_sorcery", "generic": 2}
    ]
    assert _line("Noncreature spells you cast cost {U} less to cast.") is None  # colored: not generic
    assert _line("Noncreature spells you cast cost {1} less to cast eventually.") is None
    source = {"name": "Discount", "types": ["Enchantment"], "abilities": abilities}
    divination = {
        "name": "Divination",
        "types": ["Sorcery"],
        "mana_cost": "{2}{U}",
        "abilities": [{"kind": "spell", "effect": {"kind": "draw", "amount": 2}}],
    }
    game = state(
        alice={
            "mana_pool": {"U": 2},
            "hand": [{"id": "d", "card": "Divination"}, {"id": "b", "card": "Grizzly Bears"}],
            "library": _library(3),
        },
        battlefield=[{"id": "x", "card": "Discount", "controller": "alice"}],
    )
    result = _run(game, [{"type": "cast", "card": "d"}, {"type": "resolve"}], source, divination, BEARS)
    assert len(player_of(result, "alice")["hand"]) == 3  # paid {1}{U} with two mana
    with pytest.raises(IllegalAction, match=r"costs \{1\}\{G\}"):  # a creature spell: no reduction
        _run(
            {**game, "players": [{**game["players"][0], "mana_pool": {"G": 1}}, game["players"][1]]},
            [{"type": "cast", "card": "b"}],
            source,
            divination,
            BEARS,
        )


SCAVENGER_LEVEL_2 = "Whenever you sacrifice a permanent, target player mills two cards."


def test_701_21a_whenever_you_sacrifice_a_permanent() -> None:
    abilities = _line(SCAVENGER_LEVEL_2)
    assert abilities == [
        {
            "kind": "triggered",
            "trigger": "you_sacrifice",
            "effect": {"kind": "mill", "amount": 2, "player": "target_player"},
        }
    ]
    assert _line("Whenever you sacrifice a Food, you gain 1 life.") == [
        {
            "kind": "triggered",
            "trigger": "you_sacrifice",
            "sacrificed": "permanent:Food",
            "effect": {"kind": "gain_life", "amount": 1, "player": "you"},
        }
    ]
    assert _line("Whenever you sacrifice a permanent slowly, draw a card.") is None
    watcher = {"name": "Sacrifice Watcher", "types": ["Enchantment"], "abilities": abilities}
    fodder = {
        "name": "Fodder",
        "types": ["Artifact"],
        "mana_cost": "{0}",
        "abilities": [
            {
                "kind": "activated",
                "cost": "",
                "other_costs": [{"kind": "sacrifice_self"}],
                "effect": {"kind": "gain_life", "amount": 1, "player": "you"},
            }
        ],
    }
    game = state(
        bob={"library": _library(3)},
        battlefield=[
            {"id": "w", "card": "Sacrifice Watcher", "controller": "alice"},
            {"id": "f", "card": "Fodder", "controller": "alice"},
            {"id": "f2", "card": "Fodder", "controller": "bob"},
        ],
    )
    result = _run(
        game,
        [{"type": "activate", "permanent": "f", "ability": 0}, {"type": "resolve", "choices": {"targets": ["bob"]}}],
        watcher,
        fodder,
        BEARS,
    )
    pushed = [e for e in events_of(result, "trigger_put_on_stack") if e["trigger"] == "you_sacrifice"]
    assert len(pushed) == 1 and "CR 701.21a" in pushed[0]["cites"]
    assert len(player_of(result, "bob")["graveyard"]) == 2
    # an opponent sacrificing is not "you"
    theirs = _run(game, [{"type": "activate", "permanent": "f2", "ability": 0, "player": "bob"}], watcher, fodder)
    assert not [e for e in events_of(theirs, "trigger_put_on_stack") if e["trigger"] == "you_sacrifice"]


def test_700_2a_choose_one_modes_read_through_the_grammar() -> None:
    line = "Choose one — • Destroy target artifact. • Target creature gets +2/+2 and gains trample until end of turn."
    assert read_composed(line, is_spell=True).abilities == [
        {
            "kind": "spell",
            "effect": {
                "kind": "modal",
                "modes": [
                    {"kind": "destroy", "target": "artifact"},
                    {
                        "kind": "pump",
                        "target": "creature",
                        "power": 2,
                        "toughness": 2,
                        "duration": "end_of_turn",
                        "keywords": ["trample"],
                    },
                ],
            },
        }
    ]
    # a mode of two effects is read since s13-modal as a `mode_sequence` (docs/oracle-modal.md);
    # an unknown word is not read; "choose two" on a spell is read since s26-cmdc (exactly two modes, CR 700.2d)
    two = read_composed("Choose one — • Destroy target artifact. • Draw a card. You gain 2 life.", is_spell=True)
    assert two.abilities is not None
    assert two.abilities[0]["effect"]["modes"][1]["kind"] == "mode_sequence"
    both = read_composed("Choose two — • Destroy target artifact. • Draw a card.", is_spell=True).abilities
    assert both is not None and (both[0]["effect"]["choose_min"], both[0]["effect"]["choose_max"]) == (2, 2)
    assert (
        read_composed("Choose one — • Destroy target artifact. • Draw a card gladly.", is_spell=True).abilities is None
    )


def test_700_2h_a_pawprint_mode_the_templates_dont_read_goes_to_the_grammar() -> None:
    text = (
        "Choose up to five {P} worth of modes. You may choose the same mode more than once.\n"
        "{P} — Target creature gets +1/+0 and gains trample until end of turn.\n"
        "{P}{P} — Destroy target artifact.\n"
        "{P}{P}{P} — You gain 3 life."
    )
    reading = read_card(CardFacts("Test Season", "{G}", "Sorcery", text))
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    modal = reading.definition["abilities"][0]["effect"]
    assert modal["pawprints"] == [1, 2, 3]
    assert modal["modes"][0]["keywords"] == ["trample"]


def test_608_2c_a_class_level_trigger_with_several_effects() -> None:
    abilities = _line("When this Class becomes level 2, draw two cards, then discard a card.")
    assert abilities == [
        {
            "kind": "class_becomes_level",
            "level": 2,
            "effect": {"kind": "draw", "amount": 2, "player": "you"},
            "then_effects": [{"kind": "discard", "amount": 1, "player": "you"}],
        }
    ]
    talent = {
        "name": "Loot Talent",
        "types": ["Enchantment"],
        "subtypes": ["Class"],
        "mana_cost": "{U}",
        "abilities": [{"kind": "class_level", "level": 2, "cost": "{U}", "abilities": abilities}],
    }
    game = state(
        alice={"mana_pool": {"U": 1}, "library": _library(3)},
        battlefield=[{"id": "t", "card": "Loot Talent", "controller": "alice"}],
    )
    result = _run(
        game,
        [{"type": "activate", "permanent": "t", "ability": 0}, {"type": "resolve"}, {"type": "resolve"}],
        talent,
        BEARS,
    )
    assert [e["type"] for e in result["events"]][-3:] == ["card_drawn", "card_drawn", "cards_discarded"]
    assert (len(player_of(result, "alice")["hand"]), len(player_of(result, "alice")["graveyard"])) == (1, 1)


def test_110_4_a_noncreature_nonland_permanent_card_returns_and_a_creature_card_does_not() -> None:
    line = "Return target noncreature, nonland permanent card from your graveyard to the battlefield."
    abilities = read_composed(line, is_spell=True).abilities
    assert abilities is not None
    spell = {"name": "Rebuild", "types": ["Sorcery"], "mana_cost": "{W}", "abilities": abilities}
    relic = {"name": "Relic", "types": ["Artifact"], "mana_cost": "{2}"}
    game = state(
        alice={
            "mana_pool": {"W": 2},
            "hand": [{"id": "s", "card": "Rebuild"}],
            "graveyard": [
                {"id": "r", "card": "Relic"},
                {"id": "b", "card": "Grizzly Bears"},
                {"id": "i", "card": "Shock"},
            ],
        },
    )
    result = _run(
        game,
        [{"type": "cast", "card": "s", "choices": {"targets": ["r"]}}, {"type": "resolve"}],
        spell,
        relic,
        BEARS,
        SHOCK,
    )
    assert [p["id"] for p in result["state"]["battlefield"]] == ["r"]
    for not_it in ("b", "i"):  # a creature card; an instant card (no permanent type)
        with pytest.raises(IllegalAction, match="target"):
            _run(game, [{"type": "cast", "card": "s", "choices": {"targets": [not_it]}}], spell, relic, BEARS, SHOCK)
