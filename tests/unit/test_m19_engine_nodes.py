"""Engine nodes Core Set 2019 needed, each played from the real card's Oracle text as the reader
reads it (app/oracle/lowering.py):
- "Whenever a nontoken creature you control dies" / "another creature dies": `creature_dies` with
  `dying` (rules/dies_triggers.py, CR 603.6c, 603.10a, 700.4);
- "Whenever you draw a card": `you_draw` (rules/draw_triggers.py, CR 121.2, 603.2);
- "Create two 1/1 ... tokens": one effect creating several tokens (`count`, CR 111.1);
- "target player or planeswalker": the target spec `player_or_planeswalker` (CR 115.1, 120.3);
- "... can't block this turn": `cant_block_this_turn` (rules/cant_block_this_turn.py, CR 509.1a, 611.2c)."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from app.engine import CardDefinition, IllegalAction, resolve
from tests.unit.conftest import CATALOG, events_of, permanent, player_of, state
from tests.unit.conftest import read_full_definition as _read

# A burn spell to kill with ("Test Bolt deals 3 damage to any target.")
TEST_BOLT = {
    "name": "Test Bolt",
    "mana_cost": "{R}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}],
}
# "Draw two cards."
TEST_DIVINATION = {
    "name": "Test Divination",
    "mana_cost": "{2}{U}",
    "types": ["Sorcery"],
    "abilities": [{"kind": "spell", "effect": {"kind": "draw", "amount": 2}}],
}


def _run(game: dict[str, Any], actions: list[dict[str, Any]], *cards: dict[str, Any]) -> dict[str, Any]:
    catalog = {
        **CATALOG,
        **{card["name"]: CardDefinition.model_validate(card) for card in (*cards, TEST_BOLT, TEST_DIVINATION)},
    }
    return resolve(game, actions, catalog).model_dump(mode="json")


def _bolt(target: str) -> list[dict[str, Any]]:
    return [{"type": "cast", "card": "bolt", "choices": {"targets": [target]}}, {"type": "resolve"}]


BOLT_IN_HAND = {"mana_pool": {"R": 1}, "hand": [{"id": "bolt", "card": "Test Bolt"}]}

# Open the Graves (M19)
OPEN_THE_GRAVES = (
    "Open the Graves",
    "Enchantment",
    "Whenever a nontoken creature you control dies, create a 2/2 black Zombie creature token.",
    "{3}{B}{B}",
)


def test_603_10a_a_nontoken_creature_you_control_dies() -> None:
    graves = _read(*OPEN_THE_GRAVES)
    assert graves["abilities"][0]["trigger"] == "creature_dies"
    assert graves["abilities"][0]["dying"] == "creature:nontoken:you_control"
    mine = _run(
        state(
            alice=BOLT_IN_HAND,
            battlefield=[{"id": "g", "card": "Open the Graves"}, {"id": "b", "card": "Grizzly Bears"}],
        ),
        [*_bolt("b"), {"type": "resolve"}],
        graves,
    )
    tokens = [p for p in mine["state"]["battlefield"] if p.get("is_token")]
    assert len(tokens) == 1 and tokens[0]["characteristics"]["subtypes"] == ["Zombie"]
    assert tokens[0]["controller"] == "alice"
    assert "CR 603.10a" in events_of(mine, "trigger_put_on_stack")[0]["cites"]
    # an opponent's creature is not one "you control"
    theirs = _run(
        state(
            alice=BOLT_IN_HAND,
            battlefield=[
                {"id": "g", "card": "Open the Graves"},
                {"id": "b", "card": "Grizzly Bears", "controller": "bob"},
            ],
        ),
        _bolt("b"),
        graves,
    )
    assert events_of(theirs, "trigger_put_on_stack") == [] and theirs["state"]["stack"] == []


def test_111_1_a_token_creature_dying_is_not_a_nontoken_one() -> None:
    graves = _read(*OPEN_THE_GRAVES)
    token = {"id": "t", "card": "Grizzly Bears", "is_token": True}
    result = _run(
        state(alice=BOLT_IN_HAND, battlefield=[{"id": "g", "card": "Open the Graves"}, token]),
        _bolt("t"),
        graves,
    )
    assert events_of(result, "trigger_put_on_stack") == [] and result["state"]["stack"] == []


# Poison-Tip Archer (M19)
ARCHER = (
    "Poison-Tip Archer",
    "Creature — Elf Archer",
    "Reach (This creature can block creatures with flying.)\nDeathtouch (Any amount of damage this deals to a "
    "creature is enough to destroy it.)\nWhenever another creature dies, each opponent loses 1 life.",
    "{2}{B}{G}",
    ("2", "3"),
)


def test_603_6c_another_creature_dies_any_controller_but_not_itself() -> None:
    archer = _read(*ARCHER)
    assert archer["abilities"][-1] == {
        "kind": "triggered",
        "trigger": "creature_dies",
        "dying": "creature:other",
        "effect": {"kind": "lose_life", "amount": 1, "player": "each_opponent"},
    }
    battlefield = [{"id": "a", "card": "Poison-Tip Archer"}, {"id": "b", "card": "Grizzly Bears", "controller": "bob"}]
    other = _run(state(alice=BOLT_IN_HAND, battlefield=battlefield), [*_bolt("b"), {"type": "resolve"}], archer)
    assert player_of(other, "bob")["life"] == 19 and player_of(other, "alice")["life"] == 20
    archer_only = [{"id": "a", "card": "Poison-Tip Archer", "damage": 2}]
    itself = _run(state(alice=BOLT_IN_HAND, battlefield=archer_only), _bolt("a"), archer)
    assert events_of(itself, "trigger_put_on_stack") == [] and player_of(itself, "bob")["life"] == 20


def test_dying_goes_with_creature_dies_and_knows_no_states_but_nontoken() -> None:
    with pytest.raises(ValidationError, match="dying"):
        CardDefinition.model_validate(
            {
                "name": "X",
                "types": ["Enchantment"],
                "abilities": [
                    {"kind": "triggered", "trigger": "dies", "dying": "creature", "effect": {"kind": "draw"}}
                ],
            }
        )
    with pytest.raises(ValidationError, match="nontoken"):
        CardDefinition.model_validate(
            {
                "name": "X",
                "types": ["Enchantment"],
                "abilities": [
                    {
                        "kind": "triggered",
                        "trigger": "creature_dies",
                        "dying": "creature:tapped",
                        "effect": {"kind": "draw"},
                    }
                ],
            }
        )


# Psychic Corrosion (M19)
CORROSION = ("Psychic Corrosion", "Enchantment", "Whenever you draw a card, each opponent mills two cards.", "{2}{U}")


def test_121_2_whenever_you_draw_a_card_triggers_once_per_card() -> None:
    corrosion = _read(*CORROSION)
    assert corrosion["abilities"][0]["trigger"] == "you_draw"
    game = state(
        alice={"mana_pool": {"U": 3}, "hand": [{"id": "d", "card": "Test Divination"}]},
        battlefield=[{"id": "c", "card": "Psychic Corrosion"}],
    )
    result = _run(
        game, [{"type": "cast", "card": "d"}, {"type": "resolve"}, {"type": "resolve"}, {"type": "resolve"}], corrosion
    )
    assert len(events_of(result, "trigger_put_on_stack")) == 2  # two cards drawn, two events (121.2)
    assert len(player_of(result, "bob")["library"]) == 1 and len(player_of(result, "bob")["graveyard"]) == 4
    assert len(player_of(result, "alice")["graveyard"]) == 1  # Divination only: it mills opponents


def test_121_2_an_opponents_draw_does_not_trigger_it() -> None:
    corrosion = _read(*CORROSION)
    game = state(
        active_player="bob",
        step="upkeep",
        battlefield=[{"id": "c", "card": "Psychic Corrosion", "controller": "alice"}],
    )
    result = _run(game, [{"type": "next_step"}], corrosion)
    assert result["state"]["step"] == "draw"
    assert events_of(result, "card_drawn") and events_of(result, "trigger_put_on_stack") == []


# Heroic Reinforcements (M19)
REINFORCEMENTS = (
    "Heroic Reinforcements",
    "Sorcery",
    "Create two 1/1 white Soldier creature tokens. Until end of turn, creatures you control get +1/+1 and gain "
    "haste. (They can attack and {T} this turn.)",
    "{2}{R}{W}",
)


def test_111_1_create_two_tokens_then_pump_them() -> None:
    reinforcements = _read(*REINFORCEMENTS)
    assert reinforcements["abilities"][0]["effect"]["count"] == 2
    game = state(
        alice={"mana_pool": {"R": 1, "W": 1, "C": 2}, "hand": [{"id": "h", "card": "Heroic Reinforcements"}]},
        battlefield=[{"id": "b", "card": "Grizzly Bears"}],
    )
    result = _run(game, [{"type": "cast", "card": "h"}, {"type": "resolve"}], reinforcements)
    tokens = [p for p in result["state"]["battlefield"] if p.get("is_token")]
    assert len(tokens) == 2
    for soldier in tokens:
        assert (soldier["characteristics"]["power"], soldier["characteristics"]["toughness"]) == (2, 2)
        assert "haste" in soldier["characteristics"]["keywords"]
    assert permanent(result, "b")["characteristics"]["power"] == 3


# Lava Axe and Viashino Pyromancer (M19)
LAVA_AXE = ("Lava Axe", "Sorcery", "Lava Axe deals 5 damage to target player or planeswalker.", "{4}{R}")
PYROMANCER = (
    "Viashino Pyromancer",
    "Creature — Viashino Wizard",
    "When Viashino Pyromancer enters the battlefield, it deals 2 damage to target player or planeswalker.",
    "{1}{R}",
    ("2", "1"),
)
WALKER = {
    "id": "pw",
    "controller": "bob",
    "counters": {"loyalty": 6},
    "card": {"name": "Test Walker", "types": ["Planeswalker"]},
}


def test_115_1_target_player_or_planeswalker() -> None:
    axe = _read(*LAVA_AXE)
    assert axe["abilities"] == [
        {"kind": "spell", "effect": {"kind": "damage", "amount": 5, "target": "player_or_planeswalker"}}
    ]
    game = state(
        alice={"mana_pool": {"R": 5}, "hand": [{"id": "h", "card": "Lava Axe"}]},
        battlefield=[WALKER, {"id": "b", "card": "Grizzly Bears", "controller": "bob"}],
    )
    cast = {"type": "cast", "card": "h"}
    at_bob = _run(game, [{**cast, "choices": {"targets": ["bob"]}}, {"type": "resolve"}], axe)
    assert player_of(at_bob, "bob")["life"] == 15
    at_walker = _run(game, [{**cast, "choices": {"targets": ["pw"]}}, {"type": "resolve"}], axe)
    assert permanent(at_walker, "pw")["counters"]["loyalty"] == 1  # damage removes loyalty (CR 120.3c)
    with pytest.raises(IllegalAction, match="player or planeswalker"):
        _run(game, [{**cast, "choices": {"targets": ["b"]}}], axe)


def test_115_1_an_enters_trigger_at_a_player_or_planeswalker() -> None:
    pyromancer = _read(*PYROMANCER)
    assert pyromancer["abilities"][0]["effect"]["target"] == "player_or_planeswalker"
    game = state(
        alice={"mana_pool": {"R": 2}, "hand": [{"id": "h", "card": "Viashino Pyromancer"}]}, battlefield=[WALKER]
    )
    result = _run(
        game,
        [{"type": "cast", "card": "h"}, {"type": "resolve"}, {"type": "resolve", "choices": {"targets": ["pw"]}}],
        pyromancer,
    )
    assert permanent(result, "pw")["counters"]["loyalty"] == 4


# Siegebreaker Giant and Tectonic Rift (M19)
GIANT = (
    "Siegebreaker Giant",
    "Creature — Giant Warrior",
    "Trample (This creature can deal excess combat damage to the player or planeswalker it's attacking.)\n"
    "{3}{R}: Target creature can't block this turn.",
    "{3}{R}{R}",
    ("6", "3"),
)
RIFT = ("Tectonic Rift", "Sorcery", "Destroy target land. Creatures without flying can't block this turn.", "{3}{R}")


def _attack_and_block(blocker: str) -> list[dict[str, Any]]:
    return [
        {"type": "next_step"},
        {"type": "next_step"},
        {"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"}]},
        {"type": "next_step"},
        {"type": "declare_blockers", "blocks": [{"blocker": blocker, "attacker": "a"}]},
    ]


def test_509_1a_target_creature_cant_block_this_turn() -> None:
    giant = _read(*GIANT)
    assert giant["abilities"][-1]["effect"] == {"kind": "cant_block_this_turn", "target": "creature"}
    game = state(
        alice={"mana_pool": {"R": 4}},
        battlefield=[
            {"id": "g", "card": "Siegebreaker Giant", "controller": "alice", "controlled_since_turn": 1},
            {"id": "a", "card": "Grizzly Bears", "controller": "alice", "controlled_since_turn": 1},
            {"id": "b", "card": "Grizzly Bears", "controller": "bob", "controlled_since_turn": 1},
        ],
    )
    activate = [
        {"type": "activate", "permanent": "g", "ability": 0, "choices": {"targets": ["b"]}},
        {"type": "resolve"},
    ]
    with pytest.raises(IllegalAction, match="can't block this turn") as refusal:
        _run(game, [*activate, *_attack_and_block("b")], giant)
    assert "CR 509.1a" in refusal.value.cites
    # without it, the same block is legal
    blocked = _run(game, _attack_and_block("b"), giant)
    assert blocked["state"]["combat"]["attackers"][0]["blocked"] is True


def test_611_2c_creatures_without_flying_cant_block_this_turn() -> None:
    rift = _read(*RIFT)
    assert rift["abilities"][1]["effect"] == {"kind": "cant_block_this_turn", "target": "all:creature:without_flying"}
    flyer = {
        "id": "f",
        "controller": "bob",
        "controlled_since_turn": 1,
        "card": {"name": "Test Bird", "types": ["Creature"], "power": 1, "toughness": 1, "keywords": ["flying"]},
    }
    game = state(
        alice={"mana_pool": {"R": 4}, "hand": [{"id": "h", "card": "Tectonic Rift"}]},
        battlefield=[
            {"id": "a", "card": "Grizzly Bears", "controller": "alice", "controlled_since_turn": 1},
            {"id": "b", "card": "Grizzly Bears", "controller": "bob", "controlled_since_turn": 1},
            {"id": "l", "card": "Forest", "controller": "bob", "controlled_since_turn": 1},
            flyer,
        ],
    )
    cast = [{"type": "cast", "card": "h", "choices": {"targets": ["l"]}}, {"type": "resolve"}]
    with pytest.raises(IllegalAction, match="can't block this turn"):
        _run(game, [*cast, *_attack_and_block("b")], rift)
    flown = _run(game, [*cast, *_attack_and_block("f")], rift)
    assert flown["state"]["combat"]["attackers"][0]["blocked"] is True


# Ghostform and Macabre Waltz (M19)
GHOSTFORM = ("Ghostform", "Sorcery", "Up to two target creatures can't be blocked this turn.", "{1}{U}")
WALTZ = (
    "Macabre Waltz",
    "Sorcery",
    "Return up to two target creature cards from your graveyard to your hand, then discard a card.",
    "{1}{B}",
)


def _ghostform_game() -> dict[str, Any]:
    return state(
        alice={"mana_pool": {"U": 2}, "hand": [{"id": "h", "card": "Ghostform"}]},
        battlefield=[{"id": f"c{n}", "card": "Grizzly Bears", "controller": "alice"} for n in range(3)],
    )


@pytest.mark.parametrize("chosen", [[], ["c0"], ["c0", "c1"]])
def test_601_2c_up_to_two_targets_any_number_from_zero_to_two(chosen: list[str]) -> None:
    ghostform = _read(*GHOSTFORM)
    assert ghostform["abilities"][0]["effect"] == {
        "kind": "cant_be_blocked",
        "target": "creature",
        "target_count": 2,
        "up_to": True,
    }
    result = _run(
        _ghostform_game(),
        [{"type": "cast", "card": "h", "choices": {"targets": chosen}}, {"type": "resolve"}],
        ghostform,
    )
    assert events_of(result, "spell_resolved") and not events_of(result, "spell_fizzled")
    assert sorted(e["permanent"] for e in events_of(result, "cant_be_blocked")) == chosen


def test_601_2c_up_to_two_targets_refuses_a_third_and_the_same_one_twice() -> None:
    ghostform = _read(*GHOSTFORM)
    with pytest.raises(IllegalAction, match="0 to 2"):
        _run(_ghostform_game(), [{"type": "cast", "card": "h", "choices": {"targets": ["c0", "c1", "c2"]}}], ghostform)
    with pytest.raises(IllegalAction, match="twice"):
        _run(_ghostform_game(), [{"type": "cast", "card": "h", "choices": {"targets": ["c0", "c0"]}}], ghostform)


def test_601_2c_up_to_two_target_cards_in_your_graveyard_then_discard() -> None:
    waltz = _read(*WALTZ)
    assert waltz["abilities"][0]["effect"]["up_to"] is True
    assert waltz["abilities"][1]["effect"] == {"kind": "discard", "amount": 1, "player": "you"}
    game = state(
        alice={
            "mana_pool": {"B": 2},
            "hand": [{"id": "h", "card": "Macabre Waltz"}],
            "graveyard": [{"id": "g1", "card": "Grizzly Bears"}, {"id": "g2", "card": "Grizzly Bears"}],
        }
    )
    result = _run(game, [{"type": "cast", "card": "h", "choices": {"targets": ["g1"]}}, {"type": "resolve"}], waltz)
    alice = player_of(result, "alice")
    # g1 came back; a card was discarded (the only one in hand: g1), and Waltz went to the graveyard
    assert {c["id"] for c in alice["graveyard"]} == {"g1", "g2", "h"} and alice["hand"] == []


def test_up_to_goes_with_a_number_of_targets() -> None:
    with pytest.raises(ValidationError, match="up_to"):
        CardDefinition.model_validate(
            {
                "name": "X",
                "types": ["Sorcery"],
                "abilities": [
                    {
                        "kind": "spell",
                        "effect": {"kind": "tap", "target": "creature", "target_count": "X", "up_to": True},
                    }
                ],
            }
        )


# Lathliss, Dragon Queen (M19)
LATHLISS = (
    "Lathliss, Dragon Queen",
    "Legendary Creature — Dragon",
    "Flying\nWhenever another nontoken Dragon enters the battlefield under your control, create a 5/5 red Dragon "
    "creature token with flying.\n{1}{R}: Dragons you control get +1/+0 until end of turn.",
    "{4}{R}{R}",
    ("6", "6"),
)
WHELP = {
    "name": "Test Whelp",
    "mana_cost": "{R}",
    "types": ["Creature"],
    "subtypes": ["Dragon"],
    "power": 1,
    "toughness": 1,
}


def test_603_6a_another_nontoken_dragon_enters_under_your_control() -> None:
    lathliss = _read(*LATHLISS)
    assert lathliss["abilities"][0]["entering"] == "permanent:other:nontoken:you_control:Dragon"
    game = state(
        alice={"mana_pool": {"R": 1}, "hand": [{"id": "w", "card": WHELP}]},
        battlefield=[{"id": "l", "card": "Lathliss, Dragon Queen", "controller": "alice"}],
    )
    result = _run(game, [{"type": "cast", "card": "w"}, {"type": "resolve"}, {"type": "resolve"}], lathliss)
    tokens = [p for p in result["state"]["battlefield"] if p.get("is_token")]
    assert len(tokens) == 1 and tokens[0]["characteristics"]["power"] == 5
    # the token Dragon it made is not "nontoken": no further trigger
    assert len(events_of(result, "trigger_put_on_stack")) == 1 and result["state"]["stack"] == []
    bears = _run(
        state(
            alice={"mana_pool": {"G": 2}, "hand": [{"id": "b", "card": "Grizzly Bears"}]},
            battlefield=[{"id": "l", "card": "Lathliss, Dragon Queen", "controller": "alice"}],
        ),
        [{"type": "cast", "card": "b"}, {"type": "resolve"}],
        lathliss,
    )
    assert events_of(bears, "trigger_put_on_stack") == []


# Mist-Cloaked Herald (M19)
HERALD = (
    "Mist-Cloaked Herald",
    "Creature — Merfolk Warrior",
    "Mist-Cloaked Herald can't be blocked.",
    "{U}",
    ("1", "1"),
)


def test_509_1b_a_static_cant_be_blocked() -> None:
    herald = _read(*HERALD)
    assert herald["abilities"] == [{"kind": "unblockable"}]
    game = state(
        battlefield=[
            {"id": "a", "card": "Mist-Cloaked Herald", "controller": "alice", "controlled_since_turn": 1},
            {"id": "b", "card": "Grizzly Bears", "controller": "bob", "controlled_since_turn": 1},
        ]
    )
    with pytest.raises(IllegalAction, match="can't be blocked") as refusal:
        _run(game, _attack_and_block("b"), herald)
    assert "CR 509.1b" in refusal.value.cites
    unblocked = _run(game, [*_attack_and_block("b")[:-1], {"type": "declare_blockers", "blocks": []}], herald)
    assert unblocked["state"]["combat"]["attackers"][0]["blocked"] is False


# Grasping Scoundrel (M19)
SCOUNDREL = (
    "Grasping Scoundrel",
    "Creature — Human Pirate",
    "Grasping Scoundrel gets +1/+0 as long as it's attacking.",
    "{B}",
    ("1", "1"),
)


def test_611_3a_gets_plus_one_as_long_as_its_attacking() -> None:
    scoundrel = _read(*SCOUNDREL)
    assert scoundrel["abilities"] == [
        {"kind": "static_pump", "power": 1, "toughness": 0, "affected": "self", "status": "attacking"}
    ]
    game = state(
        battlefield=[{"id": "a", "card": "Grasping Scoundrel", "controller": "alice", "controlled_since_turn": 1}]
    )
    before = _run(game, [{"type": "next_step"}], scoundrel)
    assert permanent(before, "a")["characteristics"]["power"] == 1
    attacking = _run(game, _attack_and_block("x")[:3], scoundrel)
    assert permanent(attacking, "a")["characteristics"]["power"] == 2


# Leonin Vanguard (M19)
VANGUARD = (
    "Leonin Vanguard",
    "Creature — Cat Soldier",
    "At the beginning of combat on your turn, if you control three or more creatures, Leonin Vanguard gets +1/+1 "
    "until end of turn and you gain 1 life.",
    "{W}",
    ("1", "1"),
)


@pytest.mark.parametrize(("bears", "triggers"), [(2, True), (1, False)])
def test_603_4_if_you_control_three_or_more_creatures(bears: int, triggers: bool) -> None:
    vanguard = _read(*VANGUARD)
    assert (vanguard["abilities"][0]["if_you_control"], vanguard["abilities"][0]["if_you_control_at_least"]) == (
        "creature",
        3,
    )
    battlefield = [{"id": "v", "card": "Leonin Vanguard", "controller": "alice"}]
    battlefield += [{"id": f"b{n}", "card": "Grizzly Bears", "controller": "alice"} for n in range(bears)]
    battlefield.append({"id": "o", "card": "Grizzly Bears", "controller": "bob"})  # not one alice controls
    result = _run(
        state(battlefield=battlefield), [{"type": "next_step"}, *([{"type": "resolve"}] * triggers)], vanguard
    )
    assert result["state"]["step"] == "beginning_of_combat"
    assert permanent(result, "v")["characteristics"]["power"] == (2 if triggers else 1)
    assert player_of(result, "alice")["life"] == (21 if triggers else 20)
    assert bool(events_of(result, "trigger_put_on_stack")) is triggers


# Infernal Reckoning (M19)
RECKONING = (
    "Infernal Reckoning",
    "Instant",
    "Exile target colorless creature. You gain life equal to its power.",
    "{B}",
)
GOLEM = {"name": "Test Golem", "mana_cost": "{4}", "types": ["Artifact", "Creature"], "power": 4, "toughness": 4}


def test_105_2c_target_colorless_creature_and_life_equal_to_its_power() -> None:
    reckoning = _read(*RECKONING)
    assert reckoning["abilities"][0]["effect"]["target"] == "creature:colorless"
    assert reckoning["abilities"][1]["effect"] == {"kind": "gain_life", "amount": "its_power", "player": "you"}
    game = state(
        alice={"mana_pool": {"B": 1}, "hand": [{"id": "h", "card": "Infernal Reckoning"}]},
        battlefield=[
            {"id": "g", "card": GOLEM, "controller": "bob"},
            {"id": "b", "card": "Grizzly Bears", "controller": "bob"},
        ],
    )
    cast = {"type": "cast", "card": "h"}
    result = _run(game, [{**cast, "choices": {"targets": ["g"]}}, {"type": "resolve"}], reckoning)
    assert player_of(result, "alice")["life"] == 24  # its power as it last existed (CR 608.2h)
    assert all(p["id"] != "g" for p in result["state"]["battlefield"])
    with pytest.raises(IllegalAction, match="colorless"):
        _run(game, [{**cast, "choices": {"targets": ["b"]}}], reckoning)


# Windreader Sphinx (M19)
SPHINX = (
    "Windreader Sphinx",
    "Creature — Sphinx",
    "Flying\nWhenever a creature with flying attacks, you may draw a card.",
    "{5}{U}{U}",
    ("3", "7"),
)
BIRD = {"name": "Test Bird", "types": ["Creature"], "power": 1, "toughness": 1, "keywords": ["flying"]}


def test_508_3a_whenever_a_creature_with_flying_attacks_once_for_each() -> None:
    sphinx = _read(*SPHINX)
    assert sphinx["abilities"][0] == {
        "kind": "triggered",
        "trigger": "creature_attacks",
        "attacking": "creature:with_flying",
        "optional": True,
        "effect": {"kind": "draw", "amount": 1, "player": "you"},
    }
    game = state(
        step="beginning_of_combat",
        battlefield=[
            {"id": "s", "card": "Windreader Sphinx", "controller": "alice", "controlled_since_turn": 1},
            {"id": "f", "card": BIRD, "controller": "alice", "controlled_since_turn": 1},
            {"id": "b", "card": "Grizzly Bears", "controller": "alice", "controlled_since_turn": 1},
        ],
    )
    attack = (
        {"type": "next_step"},
        {
            "type": "declare_attackers",
            "attackers": [
                {"id": "s", "defending": "bob"},
                {"id": "f", "defending": "bob"},
                {"id": "b", "defending": "bob"},
            ],
        },
    )
    take = {"type": "resolve", "choices": {"pay_optional_cost": True}}
    result = _run(game, [*attack, take, take], sphinx)
    assert len(events_of(result, "trigger_put_on_stack")) == 2  # the Sphinx and the bird; not the Bears
    assert "CR 508.3a" in events_of(result, "trigger_put_on_stack")[0]["cites"]
    assert len(player_of(result, "alice")["hand"]) == 2
    only_bears = _run(
        game,
        [{"type": "next_step"}, {"type": "declare_attackers", "attackers": [{"id": "b", "defending": "bob"}]}],
        sphinx,
    )
    assert events_of(only_bears, "trigger_put_on_stack") == []


# Gravewaker (M19)
GRAVEWAKER = (
    "Gravewaker",
    "Creature — Bird Spirit",
    "Flying (This creature can't be blocked except by creatures with flying or reach.)\n"
    "{5}{B}{B}: Return target creature card from your graveyard to the battlefield tapped.",
    "{4}{B}{B}",
    ("5", "5"),
)


def test_400_7_return_target_creature_card_from_your_graveyard_to_the_battlefield_tapped() -> None:
    gravewaker = _read(*GRAVEWAKER)
    assert gravewaker["abilities"][0]["effect"] == {
        "kind": "return_to_battlefield",
        "target": "card_in_your_graveyard:creature",
        "tapped": True,
    }
    game = state(
        alice={"mana_pool": {"B": 7}, "graveyard": [{"id": "g1", "card": "Grizzly Bears"}]},
        bob={"graveyard": [{"id": "g2", "card": "Grizzly Bears"}]},
        battlefield=[{"id": "w", "card": "Gravewaker", "controller": "alice"}],
    )
    activate = {"type": "activate", "permanent": "w", "ability": 0}
    result = _run(game, [{**activate, "choices": {"targets": ["g1"]}}, {"type": "resolve"}], gravewaker)
    bears = permanent(result, "g1")
    assert bears["tapped"] is True and bears["controller"] == "alice" and bears["owner"] == "alice"
    assert player_of(result, "alice")["graveyard"] == []
    assert events_of(result, "entered_battlefield")[0]["from"] == "graveyard"
    with pytest.raises(IllegalAction, match="graveyard"):  # "your graveyard" only (CR 115.2)
        _run(game, [{**activate, "choices": {"targets": ["g2"]}}], gravewaker)


# Dismissive Pyromancer (M19)
PYRO = (
    "Dismissive Pyromancer",
    "Creature — Human Wizard",
    "{R}, {T}, Discard a card: Draw a card.\n"
    "{2}{R}, {T}, Sacrifice Dismissive Pyromancer: It deals 4 damage to target creature.",
    "{1}{R}",
    ("2", "2"),
)


def test_602_2b_discard_a_card_as_a_cost() -> None:
    pyro = _read(*PYRO)
    assert pyro["abilities"][0]["other_costs"] == [{"kind": "discard"}]
    game = state(
        alice={
            "mana_pool": {"R": 1},
            "hand": [{"id": "c1", "card": "Grizzly Bears"}, {"id": "c2", "card": "Forest"}],
            "library": [{"id": "top", "card": "Grizzly Bears"}],
        },
        battlefield=[{"id": "p", "card": "Dismissive Pyromancer", "controller": "alice", "controlled_since_turn": 1}],
    )
    activate = {"type": "activate", "permanent": "p", "ability": 0, "choices": {"discard": ["c2"]}}
    result = _run(game, [activate], pyro)
    alice = player_of(result, "alice")
    assert [c["id"] for c in alice["graveyard"]] == ["c2"]  # paid as the ability is activated (CR 602.2b)
    resolved = _run(game, [activate, {"type": "resolve"}], pyro)
    assert sorted(c["id"] for c in player_of(resolved, "alice")["hand"]) == ["c1", "top"]
    with pytest.raises(IllegalAction):  # no card to discard: the cost can't be paid
        _run(state(alice={"mana_pool": {"R": 1}}, battlefield=game["battlefield"]), [activate], pyro)


# Hungering Hydra (M19)
HYDRA = (
    "Hungering Hydra",
    "Creature — Hydra",
    "Hungering Hydra enters the battlefield with X +1/+1 counters on it.\n"
    "Hungering Hydra can't be blocked by more than one creature.\n"
    "Whenever Hungering Hydra is dealt damage, put that many +1/+1 counters on it. "
    "(It must survive the damage to get the counters.)",
    "{X}{G}",
    ("0", "0"),
)


@pytest.mark.parametrize(("counters", "survives"), [(4, True), (3, False)])
def test_603_2_whenever_its_dealt_damage_put_that_many_counters(counters: int, survives: bool) -> None:
    hydra = _read(*HYDRA)
    assert hydra["abilities"][-1] == {
        "kind": "triggered",
        "trigger": "dealt_damage",
        "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": "that_much", "target": "self"},
    }
    game = state(
        alice=BOLT_IN_HAND,
        battlefield=[{"id": "h", "card": "Hungering Hydra", "controller": "alice", "counters": {"+1/+1": counters}}],
    )
    actions = [*_bolt("h"), {"type": "resolve"}]
    result = _run(game, actions, hydra)
    if survives:
        assert permanent(result, "h")["counters"] == {"+1/+1": 7}  # 4 and the 3 damage dealt
    else:  # it must survive the damage: dead before its trigger resolves, nothing to put counters on
        assert all(p["id"] != "h" for p in result["state"]["battlefield"])


# Vinereap Mentor (Bloomburrow): a predefined token read by the grammar
MENTOR = (
    "Vinereap Mentor",
    "Creature — Squirrel Druid",
    "When Vinereap Mentor enters or dies, create a Food token. "
    '(It\'s an artifact with "{2}, {T}, Sacrifice this artifact: You gain 3 life.")',
    "{B}{G}",
    ("3", "2"),
)


def test_111_10_create_a_food_token_on_entering_and_on_dying() -> None:
    mentor = _read(*MENTOR)
    assert mentor["abilities"] == [
        {
            "kind": "triggered",
            "trigger": "dies",
            "also_on": ["enters"],
            "effect": {"kind": "create_token", "token": "Food"},
        }
    ]
    game = state(
        alice={
            **BOLT_IN_HAND,
            "mana_pool": {"R": 1, "B": 1, "G": 1},
            "hand": [{"id": "m", "card": "Vinereap Mentor"}, {"id": "bolt", "card": "Test Bolt"}],
        }
    )
    result = _run(
        game,
        [{"type": "cast", "card": "m"}, {"type": "resolve"}, {"type": "resolve"}, *_bolt("m"), {"type": "resolve"}],
        mentor,
    )
    foods = [p for p in result["state"]["battlefield"] if p["characteristics"]["subtypes"] == ["Food"]]
    assert len(foods) == 2 and all(p["is_token"] for p in foods)


# Luminous Bonds (M19)
BONDS = (
    "Luminous Bonds",
    "Enchantment — Aura",
    "Enchant creature\nEnchanted creature can't attack or block.",
    "{2}{W}",
)


def test_508_1c_509_1b_enchanted_creature_cant_attack_or_block() -> None:
    bonds = _read(*BONDS)
    assert bonds["abilities"][1] == {"kind": "cant_attack_or_block", "affected": "enchanted_creature"}
    creatures = [
        {"id": "a", "card": "Grizzly Bears", "controller": "alice", "controlled_since_turn": 1},
        {"id": "b", "card": "Grizzly Bears", "controller": "bob", "controlled_since_turn": 1},
    ]
    on_attacker = state(
        battlefield=[*creatures, {"id": "lb", "card": "Luminous Bonds", "controller": "bob", "attached_to": "a"}]
    )
    with pytest.raises(IllegalAction, match="can't attack or block") as refusal:
        _run(on_attacker, _attack_and_block("b")[:3], bonds)
    assert "CR 508.1c" in refusal.value.cites
    on_blocker = state(
        battlefield=[*creatures, {"id": "lb", "card": "Luminous Bonds", "controller": "alice", "attached_to": "b"}]
    )
    with pytest.raises(IllegalAction, match="can't attack or block") as refusal:
        _run(on_blocker, _attack_and_block("b"), bonds)
    assert "CR 509.1b" in refusal.value.cites
    free = _run(state(battlefield=creatures), _attack_and_block("b"), bonds)
    assert free["state"]["combat"]["attackers"][0]["blocked"] is True
