"""s19-granted: activated and mana abilities granted in quotes (docs/oracle-s19-granted.md) — 'Equipped creature has
"{T}: ..."', 'Enchanted land has "{T}: ..."', 'Creatures you control with vigilance have "{1}, {T}: Tap target
creature."', 'Elves you control have "{T}: Add {B}."' (CR 613.1f, 113.1a, 602.1, 605.1a), read from real cards'
Oracle text and played by the engine; near variants with a word the grammar doesn't know stay not modelled."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run

SCREAMING_SHIELD = read_full_definition(  # RNA
    "Screaming Shield",
    "Artifact — Equipment",
    'Equipped creature gets +0/+3 and has "{2}, {T}: Target player mills three cards."\nEquip {3}',
    "{1}",
)
CAUSTIC_TAR = read_full_definition(  # M15
    "Caustic Tar", "Enchantment — Aura", 'Enchant land\nEnchanted land has "{T}: Target player loses 3 life."', "{4}{B}{B}"
)
FRONDLAND_FELIDAR = read_full_definition(  # IKO
    "Frondland Felidar",
    "Creature — Cat Beast",
    'Vigilance\nCreatures you control with vigilance have "{1}, {T}: Tap target creature."',
    "{2}{G}{W}",
    ("3", "5"),
)
ELF_LORD = read_full_definition(  # Tyvar Kell's static ability on a creature (KHM)
    "Test Elf Lord", "Creature — Elf", 'Elves you control have "{T}: Add {B}."', "{2}{B}", ("2", "2")
)
GAUNTLETS = read_full_definition(  # Gauntlets of Light's quoted ability (M20)
    "Test Gauntlets", "Enchantment — Aura", 'Enchant creature\nEnchanted creature has "{2}{W}: Untap this creature."',
    "{2}{W}",
)
BOLT = read_full_definition("Test Bolt", "Sorcery", "Test Bolt deals 3 damage to any target.", "{B}")
ELF = read_full_definition("Test Elf", "Creature — Elf Druid", "{T}: Add {G}.", "{G}", ("1", "1"))


def _support(oracle: str, type_line: str = "Enchantment — Aura", name: str = "X") -> str:
    return read_card(CardFacts(name=name, mana_cost="{1}", type_line=type_line, oracle_text=oracle)).support


def test_613_1f_quoted_activated_abilities_are_read() -> None:
    shield = SCREAMING_SHIELD["abilities"]
    assert shield[0] == {"kind": "attached_pump", "power": 0, "toughness": 3}
    assert shield[1] == {"kind": "grant_activated", "to": "attached_permanent", "ability": {
        "kind": "activated", "cost": "{2}{T}", "effect": {"kind": "mill", "amount": 3, "player": "target_player"}}}
    assert CAUSTIC_TAR["abilities"][1]["to"] == "attached_permanent"
    felidar = FRONDLAND_FELIDAR["abilities"][0]
    assert felidar["to"] == "group" and felidar["group"] == "all:creature:you_control:with_vigilance"
    assert ELF_LORD["abilities"][0]["ability"] == {"kind": "mana", "cost": "{T}", "add": "{B}"}


def test_granted_activated_near_variants_stay_not_modelled() -> None:
    line = 'Enchant creature\nEnchanted creature has "{{T}}: {}."'
    assert _support(line.format("Draw a card")) == "full"
    assert _support(line.format("Draw a wombat")) != "full"
    assert _support('Creatures you control with vigilance have "{1}, {T}: Tap target creature."', "Creature — Cat",
                    ) == "full"
    assert _support('Creatures you control with vigilance have "{1}, {T}: Tap target blorp."', "Creature — Cat") != "full"
    # the quoted ability says the Equipment's own name: "~" would name another object (not modelled)
    kunai = 'Equipped creature has "{1}, {T}, Sacrifice Probe Kunai: This creature deals 3 damage to any target."'
    assert _support(kunai, "Artifact — Equipment", name="Probe Kunai") != "full"


def _shield_game(sick: bool = False) -> dict[str, Any]:
    return state(
        alice={"mana_pool": {"C": 2}},
        battlefield=[
            {"id": "b", "card": "Grizzly Bears", "controller": "alice", **({"controlled_since_turn": 3} if sick else {})},
            {"id": "eq", "card": "Screaming Shield", "controller": "alice", "attached_to": "b"},
        ],
    )


def test_602_2_the_equipped_creature_activates_the_granted_ability() -> None:
    game = _shield_game()
    listed = _run(game, [{"type": "legal_actions", "player": "alice"}], SCREAMING_SHIELD)["queries"][0]["result"]
    offered = [a for a in listed["legal"] if a["action"].get("type") == "activate" and a["action"].get("permanent") == "b"]
    # Grizzly Bears has no ability: the granted one is number 0 (left out of the action as its default), its cost shown
    assert [a["action"].get("ability", 0) for a in offered] == [0]
    assert offered[0]["cost"] == {"mana": "{2}", "additional": ["{T}"], "mana_value": 2}
    activate = {"type": "activate", "player": "alice", "permanent": "b", "ability": 0,
                "choices": {"targets": ["bob"]}}
    result = _run(game, [activate, {"type": "resolve"}], SCREAMING_SHIELD)
    assert permanent(result, "b")["tapped"] is True
    assert len(player_of(result, "bob")["graveyard"]) == 3
    activated = events_of(result, "ability_activated")[0]
    assert activated["source"] == "b" and "CR 613.1f" in " ".join(activated["cites"])


def test_302_6_a_summoning_sick_creature_cant_pay_the_granted_tap_ability() -> None:
    activate = {"type": "activate", "player": "alice", "permanent": "b", "ability": 0, "choices": {"targets": ["bob"]}}
    with pytest.raises(IllegalAction) as refused:
        _run(_shield_game(sick=True), [activate], SCREAMING_SHIELD)
    assert "302.6" in " ".join(refused.value.cites)


def test_301_5_the_ability_is_gone_when_the_equipment_is_unattached() -> None:
    game = _shield_game()
    game["battlefield"][1].pop("attached_to")
    activate = {"type": "activate", "player": "alice", "permanent": "b", "ability": 0, "choices": {"targets": ["bob"]}}
    with pytest.raises(IllegalAction, match="No such ability"):
        _run(game, [activate], SCREAMING_SHIELD)


def test_113_7a_the_ability_resolves_after_the_equipment_left() -> None:
    game = _shield_game()
    game["players"][0]["hand"] = [{"id": "sp", "card": "Test Bolt"}]
    game["players"][0]["mana_pool"] = {"C": 2, "B": 1}
    activate = {"type": "activate", "player": "alice", "permanent": "b", "ability": 0, "choices": {"targets": ["bob"]}}
    result = _run(game, [activate], SCREAMING_SHIELD, BOLT)
    stack = result["state"]["stack"]
    assert stack[0]["choices"]["granted_activated"]["cost"] == "{2}{T}"
    after = result["state"]
    after["battlefield"] = [p for p in after["battlefield"] if p["id"] != "eq"]
    resolved = _run(after, [{"type": "resolve"}], SCREAMING_SHIELD, BOLT)
    assert len(player_of(resolved, "bob")["graveyard"]) == 3


def test_605_1a_a_granted_mana_ability_pays_for_a_spell() -> None:
    game = state(
        alice={"hand": [{"id": "sp", "card": "Test Bolt"}]},
        battlefield=[
            {"id": "lord", "card": "Test Elf Lord", "controller": "alice"},
            {"id": "elf", "card": "Test Elf", "controller": "alice"},
        ],
    )
    # the elf's own mana ability is number 0; the granted one is number 1
    tap = {"type": "tap_for_mana", "player": "alice", "permanent": "elf", "ability": 1}
    cast = {"type": "cast", "player": "alice", "card": "sp", "choices": {"targets": ["bob"]}}
    result = _run(game, [tap, cast, {"type": "resolve"}], ELF_LORD, ELF, BOLT)
    assert player_of(result, "bob")["life"] == 17
    added = events_of(result, "mana_added")[0]
    assert added["permanent"] == "elf" and added["mana"] == "{B}"


def test_613_1f_a_group_grant_follows_the_group() -> None:
    game = state(
        step="precombat_main",
        alice={"mana_pool": {"C": 1}},
        battlefield=[
            {"id": "fel", "card": "Frondland Felidar", "controller": "alice"},
            {"id": "b", "card": "Grizzly Bears", "controller": "alice"},
            {"id": "x", "card": "Grizzly Bears", "controller": "bob"},
        ],
    )
    activate = {"type": "activate", "player": "alice", "permanent": "fel", "ability": 1, "choices": {"targets": ["x"]}}
    result = _run(game, [activate, {"type": "resolve"}], FRONDLAND_FELIDAR)
    assert permanent(result, "x")["tapped"] is True and permanent(result, "fel")["tapped"] is True
    no_vigilance = {**activate, "permanent": "b", "ability": 0}
    with pytest.raises(IllegalAction, match="No such ability"):
        _run(game, [no_vigilance], FRONDLAND_FELIDAR)


def test_602_2_untap_this_creature_untaps_the_enchanted_creature() -> None:
    game = state(
        alice={"mana_pool": {"C": 2, "W": 1}},
        battlefield=[
            {"id": "b", "card": "Grizzly Bears", "controller": "alice", "tapped": True},
            {"id": "au", "card": "Test Gauntlets", "controller": "alice", "attached_to": "b"},
        ],
    )
    activate = {"type": "activate", "player": "alice", "permanent": "b", "ability": 0}
    result = _run(game, [activate, {"type": "resolve"}], GAUNTLETS)
    assert permanent(result, "b")["tapped"] is False


# --- 'until end of turn, Spirit creatures you control gain "{T}: ..."' (CR 613.1f, 611.2a, 611.2c) ---

LOREHOLD_APPRENTICE = read_full_definition(  # STX
    "Lorehold Apprentice",
    "Creature — Human Cleric",
    "Magecraft — Whenever you cast or copy an instant or sorcery spell, until end of turn, Spirit creatures you "
    'control gain "{T}: This creature deals 1 damage to each opponent."',
    "{R}{W}",
    ("2", "1"),
)
SPIRIT = read_full_definition("Test Spirit", "Creature — Spirit", "Flying", "{1}{W}", ("1", "1"))


def test_611_2a_spirits_gain_the_quoted_ability_until_end_of_turn() -> None:
    grant = LOREHOLD_APPRENTICE["abilities"][0]["effect"]
    assert grant["kind"] == "grant_activated_until_end_of_turn" and grant["target"] == "all:creature:Spirit:you_control"
    game = state(
        alice={"hand": [{"id": "tb", "card": "Test Bolt"}], "mana_pool": {"B": 1}},
        battlefield=[
            {"id": "la", "card": "Lorehold Apprentice", "controller": "alice"},
            {"id": "sp", "card": "Test Spirit", "controller": "alice"},
        ],
    )
    cards = (LOREHOLD_APPRENTICE, SPIRIT, BOLT)
    cast = {"type": "cast", "player": "alice", "card": "tb", "choices": {"targets": ["bob"]}}
    granted = _run(game, [cast, {"type": "resolve"}], *cards)
    assert events_of(granted, "ability_granted")[0]["permanent"] == "sp"
    activate = {"type": "activate", "player": "alice", "permanent": "sp", "ability": 0}
    result = _run(granted["state"], [activate, {"type": "resolve"}, {"type": "resolve"}], *cards)
    assert player_of(result, "bob")["life"] == 16
    assert permanent(result, "sp")["tapped"] is True
    with pytest.raises(IllegalAction, match="No such ability"):  # the Apprentice is no Spirit
        _run(granted["state"], [{**activate, "permanent": "la"}], *cards)
    assert any(e.get("granted_activated") for e in permanent(result, "sp").get("effects", []))
    ended = _run(result["state"], [{"type": "next_step"}] * 6, *cards)  # through the cleanup step (CR 514.2)
    assert not [e for p in ended["state"]["battlefield"] for e in p.get("effects", []) if e.get("granted_activated")]


# --- 'As long as enchanted permanent is a land, it has "{T}: ..."' (CR 611.3a) ---

NATURES_EMBRACE = read_full_definition(  # VOW
    "Nature's Embrace",
    "Enchantment — Aura",
    "Enchant creature or land\nAs long as enchanted permanent is a creature, it gets +2/+2.\nAs long as enchanted "
    'permanent is a land, it has "{T}: Add two mana of any one color."',
    "{2}{G}",
)


def test_611_3a_the_land_has_the_granted_mana_ability_only_while_it_is_a_land() -> None:
    assert NATURES_EMBRACE["abilities"][2]["if_attached_is"] == "land"
    game = state(battlefield=[
        {"id": "f", "card": "Forest", "controller": "alice"},
        {"id": "b", "card": "Grizzly Bears", "controller": "alice"},
        {"id": "au", "card": "Nature's Embrace", "controller": "alice", "attached_to": "f"},
    ])
    tap = {"type": "tap_for_mana", "player": "alice", "permanent": "f", "ability": 1, "color": "W"}  # after {T}: Add {G}
    result = _run(game, [tap], NATURES_EMBRACE)
    assert player_of(result, "alice")["mana_pool"]["W"] == 2
    game["battlefield"][2]["attached_to"] = "b"
    with pytest.raises(IllegalAction, match="No such mana ability"):
        _run(game, [{**tap, "permanent": "b", "ability": 0}], NATURES_EMBRACE)
