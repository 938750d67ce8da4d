"""s17-grant: quoted abilities an Aura or Equipment grants to the permanent it is attached to (CR 613.1f,
113.1a), read from tuned sets' Oracle text and played by the engine; near variants with a word the
grammar doesn't know stay not modelled (docs/oracle-s17-grant.md)."""

from __future__ import annotations

from typing import Any

from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run


def _support(oracle: str, type_line: str = "Enchantment — Aura") -> str:
    return read_card(CardFacts(name="X", mana_cost="{1}", type_line=type_line, oracle_text=oracle)).support


# --- 'Enchanted creature has vigilance and "<step trigger>"' (Cathar's Call, MID) ---

CATHARS_CALL = read_full_definition(
    "Cathar's Call",
    "Enchantment — Aura",
    'Enchant creature\nEnchanted creature has vigilance and "At the beginning of your end step, create a 1/1 '
    'white Human creature token."',
    "{2}{W}",
)


def test_grant_with_quoted_reads_keywords_and_the_granted_step_trigger() -> None:
    abilities = CATHARS_CALL["abilities"]
    assert abilities[1] == {"kind": "attached_pump", "power": 0, "toughness": 0, "keywords": ["vigilance"]}
    assert abilities[2]["kind"] == "grant_step_trigger" and abilities[2]["to"] == "attached_permanent"
    assert abilities[2]["ability"]["step"] == "end" and abilities[2]["ability"]["whose"] == "yours"
    assert abilities[2]["ability"]["effect"]["kind"] == "create_token"


def test_613_1f_the_enchanted_creatures_controller_creates_the_token_at_their_end_step() -> None:
    game = state(
        step="postcombat_main",
        active_player="bob",
        battlefield=[
            {"id": "b", "card": "Grizzly Bears", "controller": "bob"},
            {"id": "au", "card": "Cathar's Call", "controller": "alice", "attached_to": "b"},
        ],
    )
    result = _run(game, [{"type": "next_step"}, {"type": "resolve"}], CATHARS_CALL)
    assert "vigilance" in permanent(result, "b")["characteristics"]["keywords"]
    humans = [
        p
        for p in result["state"]["battlefield"]
        if p["card"] == "Human Token" or (isinstance(p["card"], dict) and p["card"].get("name") == "Human Token")
    ]
    assert len(humans) == 1 and humans[0]["controller"] == "bob"
    pushed = events_of(result, "trigger_put_on_stack")
    assert pushed and "CR 613.1f" in pushed[0]["cites"]


def test_grant_with_quoted_near_variants_stay_not_modelled() -> None:
    line = 'Enchant creature\nEnchanted creature {} vigilance and "At the beginning of your end step, {} 1 life."'
    assert _support(line.format("has", "you lose")) == "full"
    assert (
        _support(
            'Enchant creature\nEnchanted creature gets +1/+1 and has "At the beginning of your upkeep, '
            'you gain 1 life."'
        )
        == "full"
    )
    assert _support(line.format("has", "you misplace")) != "full"
    assert _support(line.format("wants", "you lose")) != "full"


# --- 'Enchanted creature has "Whenever this creature deals combat damage to a player, draw a card."' (VOW's
# Catlike Curiosity) and 'Equipped creature has "Whenever this creature attacks, ..."'

CURIOSITY = read_full_definition(
    "Catlike Curiosity",
    "Enchantment — Aura",
    'Enchant creature\nEnchanted creature has "Whenever this creature deals combat damage to a player, draw a card."',
    "{1}{U}",
)
HORN = read_full_definition(
    "Test Horn",
    "Artifact — Equipment",
    'Equipped creature has "Whenever this creature attacks, you gain 2 life."\nEquip {1}',
    "{1}",
)


def _hand_size(result: dict[str, Any], player: str) -> int:
    return len(next(p for p in result["state"]["players"] if p["id"] == player)["hand"])


def _combat(attacker_controller: str, aura_controller: str) -> dict[str, Any]:
    game = state(
        step="declare_attackers",
        active_player=attacker_controller,
        battlefield=[
            {"id": "b", "card": "Grizzly Bears", "controller": attacker_controller},
            {"id": "au", "card": "Catlike Curiosity", "controller": aura_controller, "attached_to": "b"},
        ],
    )
    defending = "bob" if attacker_controller == "alice" else "alice"
    attack = {
        "type": "declare_attackers",
        "player": attacker_controller,
        "attackers": [{"id": "b", "defending": defending}],
    }
    steps = [attack, {"type": "next_step"}, {"type": "next_step"}]
    return _run(game, steps, CURIOSITY)


def test_grant_triggered_reads_the_quoted_combat_damage_trigger() -> None:
    assert CURIOSITY["abilities"][1] == {
        "kind": "grant_triggered",
        "to": "attached_permanent",
        "ability": {
            "kind": "triggered",
            "trigger": "deals_damage",
            "effect": {"kind": "draw", "amount": 1, "player": "you"},
            "damage_to": "player",
            "combat_damage": True,
        },
    }


def test_113_8_the_enchanted_creatures_controller_draws_when_it_deals_combat_damage() -> None:
    before = _hand_size(_run(state(), [], CURIOSITY), "bob")
    result = _combat("bob", "alice")  # alice's Aura on bob's creature: bob controls the granted ability
    pushed = [e for e in events_of(result, "trigger_put_on_stack") if e["source"] == "b"]
    assert pushed and "CR 613.1f" in pushed[0]["cites"] and "CR 510.2" in pushed[0]["cites"]
    resolved = _run_more(result)
    assert _hand_size(resolved, "bob") == before + 1
    assert next(p for p in resolved["state"]["players"] if p["id"] == "alice")["life"] == 18


def _run_more(result: dict[str, Any]) -> dict[str, Any]:
    return _run(result["state"], [{"type": "resolve"}], CURIOSITY)


def test_508_3a_the_equipped_creature_gains_life_for_its_controller_as_it_attacks() -> None:
    game = state(
        step="declare_attackers",
        battlefield=[
            {"id": "b", "card": "Grizzly Bears", "controller": "alice"},
            {"id": "eq", "card": "Test Horn", "controller": "alice", "attached_to": "b"},
        ],
    )
    attack = {"type": "declare_attackers", "attackers": [{"id": "b", "defending": "bob"}]}
    result = _run(game, [attack, {"type": "resolve"}], HORN)
    assert next(p for p in result["state"]["players"] if p["id"] == "alice")["life"] == 22
    unattached = state(
        step="declare_attackers",
        battlefield=[
            {"id": "b", "card": "Grizzly Bears", "controller": "alice"},
            {"id": "eq", "card": "Test Horn", "controller": "alice"},
        ],
    )
    result = _run(unattached, [attack], HORN)
    assert not [e for e in events_of(result, "trigger_put_on_stack") if e["source"] == "b"]


def test_grant_triggered_near_variants_stay_not_modelled() -> None:
    line = 'Enchant creature\nEnchanted creature has "Whenever this creature {}, draw a card."'
    assert _support(line.format("deals combat damage to a player")) == "full"
    assert _support(line.format("deals combat damage to a wombat")) != "full"
    assert _support(line.format("attacks")) == "full"
    assert _support(line.format("dawdles")) != "full"
    # the quoted ability says the Aura's own name: "~" would name another object (not modelled)
    assert (
        _support('Enchant creature\nEnchanted creature has "Whenever this creature attacks, X deals 1 damage to you."')
        != "full"
    )


# --- 'Enchanted creature gets +1/+1 and has "Whenever this creature deals combat damage to a player, you may
# draw a card."' (RIX's Curious Obsession, its first two lines): "you may" asks the creature's controller

OBSESSION = read_full_definition(
    "Curious Obsession",
    "Enchantment — Aura",
    'Enchant creature\nEnchanted creature gets +1/+1 and has "Whenever this creature deals combat damage to a '
    'player, you may draw a card."',
    "{U}",
)


def test_603_5_the_granted_you_may_draw_asks_the_creatures_controller() -> None:
    assert OBSESSION["abilities"][1] == {"kind": "attached_pump", "power": 1, "toughness": 1}
    assert OBSESSION["abilities"][2]["ability"]["optional"] is True
    game = state(
        step="declare_attackers",
        battlefield=[
            {"id": "b", "card": "Grizzly Bears", "controller": "alice"},
            {"id": "au", "card": "Curious Obsession", "controller": "alice", "attached_to": "b"},
        ],
    )
    attack = {"type": "declare_attackers", "attackers": [{"id": "b", "defending": "bob"}]}
    combat = [attack, {"type": "next_step"}, {"type": "next_step"}]
    before = _hand_size(_run(game, [], OBSESSION), "alice")
    yes = _run(game, [*combat, {"type": "resolve", "choices": {"pay_optional_cost": True}}], OBSESSION)
    assert _hand_size(yes, "alice") == before + 1
    assert next(p for p in yes["state"]["players"] if p["id"] == "bob")["life"] == 17
    no = _run(game, [*combat, {"type": "resolve"}], OBSESSION)
    assert _hand_size(no, "alice") == before and events_of(no, "optional_cost_declined")


# --- 'Enchanted creature gets +2/+0 and has "When this creature dies, draw a card."' (M19's Infernal Scarring)

SCARRING = read_full_definition(
    "Infernal Scarring",
    "Enchantment — Aura",
    'Enchant creature\nEnchanted creature gets +2/+0 and has "When this creature dies, draw a card."',
    "{1}{B}",
)

BOLT = {
    "name": "Test Bolt",
    "mana_cost": "{R}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}],
}


def test_603_10a_the_enchanted_creatures_controller_draws_when_it_dies() -> None:
    assert SCARRING["abilities"][2]["ability"] == {
        "kind": "triggered",
        "trigger": "dies",
        "effect": {"kind": "draw", "amount": 1, "player": "you"},
    }
    game = state(
        alice={"mana_pool": {"R": 1}, "hand": [{"id": "bolt", "card": "Test Bolt"}]},
        battlefield=[
            {"id": "b", "card": "Grizzly Bears", "controller": "bob"},
            {"id": "au", "card": "Infernal Scarring", "controller": "alice", "attached_to": "b"},
        ],
    )
    before = _hand_size(_run(game, [], SCARRING, BOLT), "bob")
    bolt = {"type": "cast", "card": "bolt", "choices": {"targets": ["b"]}}
    result = _run(game, [bolt, {"type": "resolve"}, {"type": "resolve"}], SCARRING, BOLT)
    assert _hand_size(result, "bob") == before + 1
    pushed = [e for e in events_of(result, "trigger_put_on_stack") if e["source"] == "b"]
    assert pushed and "CR 603.10a" in pushed[0]["cites"] and "CR 613.1f" in pushed[0]["cites"]


def test_a_granted_dies_trigger_naming_the_creature_stays_not_modelled() -> None:
    line = 'Enchant creature\nEnchanted creature has "When this creature dies, {}."'
    assert _support(line.format("draw a card")) == "full"
    assert _support(line.format("return it to its owner's hand")) != "full"
    assert _support(line.format("draw a wombat")) != "full"


# --- 'Enchanted creature has "Whenever another creature dies, put a +1/+1 counter on this creature."' (MID's
# Necrosynthesis, its first two lines): "this creature" is the creature that has the ability

NECROSYNTHESIS = read_full_definition(
    "Necrosynthesis",
    "Enchantment — Aura",
    'Enchant creature\nEnchanted creature has "Whenever another creature dies, put a +1/+1 counter on this creature."',
    "{B}",
)


def test_603_10a_the_enchanted_creature_gets_a_counter_when_another_creature_dies() -> None:
    assert NECROSYNTHESIS["abilities"][1]["ability"]["dying"] == "creature:other"
    game = state(
        alice={"mana_pool": {"R": 1}, "hand": [{"id": "bolt", "card": "Test Bolt"}]},
        battlefield=[
            {"id": "b", "card": "Grizzly Bears", "controller": "alice"},
            {"id": "au", "card": "Necrosynthesis", "controller": "alice", "attached_to": "b"},
            {"id": "o", "card": "Grizzly Bears", "controller": "bob"},
        ],
    )
    bolt = {"type": "cast", "card": "bolt", "choices": {"targets": ["o"]}}
    result = _run(game, [bolt, {"type": "resolve"}, {"type": "resolve"}], NECROSYNTHESIS, BOLT)
    assert permanent(result, "b")["counters"] == {"+1/+1": 1}
    pushed = [e for e in events_of(result, "trigger_put_on_stack") if e["source"] == "b"]
    assert pushed and "CR 613.1f" in pushed[0]["cites"]


def test_a_granted_creature_dies_trigger_needs_another_creature() -> None:
    line = 'Enchant creature\nEnchanted creature has "Whenever {} dies, put a +1/+1 counter on this creature."'
    assert _support(line.format("another creature")) == "full"
    assert _support(line.format("a creature")) != "full"  # the creature itself dying: not modelled
    assert _support(line.format("another wombat")) != "full"
