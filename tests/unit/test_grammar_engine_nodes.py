"""The engine nodes the compositional reader needed (app/oracle/lowering.py), each played from a
real card's Oracle text as the reader reads it:
- a triggered ability's further effects, in order (`then_effects`, CR 608.2c);
- a conditional static ability, "as long as you control ..." (CR 611.3a; rules/you_control.py);
- an intervening "if you control ..." on a beginning-of-step trigger (CR 603.4);
- "each opponent mills", "each player draws" (CR 701.17a, 121.1)."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from app.engine import CardDefinition, IllegalAction
from tests.unit.conftest import events_of, permanent, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run


def _life(result: dict[str, Any], player_id: str) -> int:
    life: int = next(p for p in result["state"]["players"] if p["id"] == player_id)["life"]
    return life


# Vampire Sovereign (M19)
SOVEREIGN = (
    "Vampire Sovereign",
    "Creature — Vampire",
    "Flying\nWhen Vampire Sovereign enters the battlefield, target opponent loses 3 life and you gain 3 life.",
    "{3}{B}{B}",
    ("3", "4"),
)


def test_608_2c_a_triggered_abilitys_then_effects_follow_its_targeted_effect() -> None:
    sovereign = _read(*SOVEREIGN)
    assert sovereign["abilities"][0]["then_effects"] == [{"kind": "gain_life", "amount": 3, "player": "you"}]
    game = state(alice={"mana_pool": {"B": 5}, "hand": [{"id": "h", "card": "Vampire Sovereign"}]})
    result = _run(
        game,
        [{"type": "cast", "card": "h"}, {"type": "resolve", "choices": {"targets": ["bob"]}}, {"type": "resolve"}],
        sovereign,
    )
    assert (_life(result, "bob"), _life(result, "alice")) == (17, 23)
    assert [e["type"] for e in result["events"] if e["type"] in ("life_lost", "life_gained")] == [
        "life_lost",
        "life_gained",
    ]


def test_603_3d_then_effects_of_a_triggered_ability_take_a_fixed_number_of_targets() -> None:
    # s20-trig2: a triggered ability's `then_effects` may target (each "target" chosen in order as it is put on the
    # stack, CR 603.3d, 601.2c), a fixed number each (rules/s20trig2_targets.py)
    def ability(then: dict[str, object]) -> dict[str, object]:
        return {"name": "Two Targets", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": [
            {"kind": "triggered", "trigger": "enters", "effect": {"kind": "draw", "amount": 1}, "then_effects": [then]}]}

    CardDefinition.model_validate(ability({"kind": "damage", "amount": 1, "target": "any"}))
    with pytest.raises(ValidationError, match="fixed number"):
        CardDefinition.model_validate(ability({"kind": "tap", "target": "creature", "target_count": "X"}))


# Gearsmith Prodigy (M19): "Gearsmith Prodigy gets +1/+0 as long as you control an artifact."
PRODIGY = (
    "Gearsmith Prodigy",
    "Creature — Human Artificer",
    "Gearsmith Prodigy gets +1/+0 as long as you control an artifact.",
    "{U}",
    ("1", "2"),
)
ORNITHOPTER = {
    "name": "Ornithopter",
    "mana_cost": "{0}",
    "types": ["Artifact", "Creature"],
    "power": 0,
    "toughness": 2,
    "keywords": ["flying"],
}


def test_611_3a_a_conditional_static_applies_only_while_its_condition_holds() -> None:
    prodigy = _read(*PRODIGY)
    assert prodigy["abilities"] == [
        {"kind": "static_pump", "affected": "self", "power": 1, "toughness": 0, "as_long_as_you_control": "artifact"}
    ]
    alone = _run(
        state(
            battlefield=[
                {"id": "p", "card": "Gearsmith Prodigy"},
                {"id": "o", "card": "Ornithopter", "controller": "bob"},
            ]
        ),
        [],
        prodigy,
        ORNITHOPTER,
    )
    assert permanent(alone, "p")["characteristics"]["power"] == 1  # the opponent's artifact doesn't count
    mine = _run(
        state(battlefield=[{"id": "p", "card": "Gearsmith Prodigy"}, {"id": "o", "card": "Ornithopter"}]),
        [],
        prodigy,
        ORNITHOPTER,
    )
    assert permanent(mine, "p")["characteristics"]["power"] == 2


def test_611_3a_two_conditional_statics_reading_each_other_end() -> None:
    # Each one's condition reads the other's types (layer 4), never the pumps (7c): no endless loop.
    one = {
        "name": "Smith One",
        "mana_cost": "{U}",
        "types": ["Artifact", "Creature"],
        "power": 1,
        "toughness": 1,
        "abilities": [
            {
                "kind": "static_pump",
                "affected": "self",
                "power": 1,
                "toughness": 0,
                "as_long_as_you_control": "artifact",
            }
        ],
    }
    two = {**one, "name": "Smith Two"}
    result = _run(state(battlefield=[{"id": "a", "card": "Smith One"}, {"id": "b", "card": "Smith Two"}]), [], one, two)
    powers = (permanent(result, "a")["characteristics"]["power"], permanent(result, "b")["characteristics"]["power"])
    assert powers == (2, 2)


def test_611_3a_a_static_condition_reads_types_subtypes_and_colors_only() -> None:
    with pytest.raises(ValidationError, match="only card types, subtypes and colors"):
        CardDefinition.model_validate(
            {
                "name": "X",
                "types": ["Creature"],
                "power": 1,
                "toughness": 1,
                "abilities": [
                    {
                        "kind": "static_pump",
                        "affected": "self",
                        "power": 1,
                        "as_long_as_you_control": "creature:power>=4",
                    }
                ],
            }
        )


# Colossal Majesty (M19)
MAJESTY = (
    "Colossal Majesty",
    "Enchantment",
    "At the beginning of your upkeep, if you control a creature with power 4 or greater, draw a card.",
    "{2}{G}",
    None,
)
GIANT = {"name": "Test Giant", "mana_cost": "{4}", "types": ["Creature"], "power": 4, "toughness": 4}


def _upkeep(battlefield: list[dict[str, Any]], actions: list[dict[str, Any]], *cards: dict[str, Any]) -> dict[str, Any]:
    return _run(state(step="untap", battlefield=battlefield), [{"type": "next_step"}, *actions], *cards)


def test_603_4_an_intervening_if_decides_whether_a_step_trigger_triggers() -> None:
    majesty = _read(*MAJESTY)
    assert majesty["abilities"][0]["if_you_control"] == "creature:power>=4"
    with_giant = _upkeep(
        [{"id": "m", "card": "Colossal Majesty"}, {"id": "g", "card": "Test Giant"}],
        [{"type": "resolve"}],
        majesty,
        GIANT,
    )
    assert [e["player"] for e in events_of(with_giant, "card_drawn")] == ["alice"]
    with_bear = _upkeep([{"id": "m", "card": "Colossal Majesty"}, {"id": "g", "card": "Grizzly Bears"}], [], majesty)
    assert with_bear["state"]["stack"] == [] and events_of(with_bear, "trigger_put_on_stack") == []


def test_603_4_an_intervening_if_is_checked_again_as_it_resolves() -> None:
    majesty = _read(*MAJESTY)
    # The giant leaves before the trigger resolves: it does nothing (CR 603.4).
    result = _upkeep(
        [{"id": "m", "card": "Colossal Majesty"}, {"id": "g", "card": "Test Giant"}],
        [{"type": "move", "permanent": "g", "to": "graveyard"}, {"type": "resolve"}],
        majesty,
        GIANT,
    )
    assert events_of(result, "card_drawn") == []
    assert events_of(result, "intervening_if_false")[0]["cites"][0].startswith("CR 603.4")


def test_701_17a_each_opponent_mills() -> None:
    mill = {
        "name": "Test Mill",
        "mana_cost": "{1}",
        "types": ["Artifact"],
        "abilities": [
            {"kind": "activated", "cost": "{T}", "effect": {"kind": "mill", "amount": 2, "player": "each_opponent"}}
        ],
    }
    result = _run(
        state(battlefield=[{"id": "t", "card": "Test Mill"}]),
        [{"type": "activate", "permanent": "t", "ability": 0}, {"type": "resolve"}],
        mill,
    )
    milled = events_of(result, "milled")
    assert [(e["player"], len(e["cards"])) for e in milled] == [("bob", 2)]


def test_121_1_each_player_draws() -> None:
    howl = {
        "name": "Test Howl",
        "mana_cost": "{1}",
        "types": ["Sorcery"],
        "abilities": [{"kind": "spell", "effect": {"kind": "draw", "amount": 1, "player": "each_player"}}],
    }
    result = _run(
        state(alice={"mana_pool": {"C": 1}, "hand": [{"id": "h", "card": "Test Howl"}]}),
        [{"type": "cast", "card": "h"}, {"type": "resolve"}],
        howl,
    )
    assert sorted(e["player"] for e in events_of(result, "card_drawn")) == ["alice", "bob"]


# Bumbleflower's Sharepot (BLB): "{5}, {T}, Sacrifice ~: Destroy target nonland permanent. Activate only as a sorcery."
SHAREPOT = (
    "Test Sharepot",
    "Artifact",
    "{5}, {T}, Sacrifice Test Sharepot: Destroy target nonland permanent. Activate only as a sorcery.",
    "{2}",
)


def test_602_5d_activate_only_as_a_sorcery() -> None:
    pot = _read(*SHAREPOT)
    assert pot["abilities"][0]["activate_only"] == "sorcery"
    battlefield = [{"id": "pot", "card": "Test Sharepot"}, {"id": "bear", "card": "Grizzly Bears", "controller": "bob"}]
    activate = {"type": "activate", "permanent": "pot", "ability": 0, "choices": {"targets": ["bear"]}}
    main = _run(state(alice={"mana_pool": {"C": 5}}, battlefield=battlefield), [activate, {"type": "resolve"}], pot)
    assert [p["id"] for p in main["state"]["battlefield"]] == []  # the pot sacrificed, the bear destroyed
    with pytest.raises(IllegalAction, match="only as a sorcery") as upkeep:
        _run(state(step="upkeep", alice={"mana_pool": {"C": 5}}, battlefield=battlefield), [activate], pot)
    assert "CR 602.5d" in upkeep.value.cites


# Sai, Master Thopterist's (M19) first line (its second, "{1}{U}, Sacrifice two artifacts: Draw a card.",
# has a cost the engine lacks, so the probe card has this line only).
SAI_LINE = "Whenever you cast an artifact spell, create a 1/1 colorless Thopter artifact creature token with flying."


def test_603_2_a_cast_trigger_read_by_the_grammar_creates_its_token() -> None:
    engine = _read("Test Engineer", "Creature — Human Artificer", SAI_LINE, "{2}{U}", ("1", "4"))
    [trigger] = engine["abilities"]
    assert (trigger["kind"], trigger["spell_type"]) == ("cast_trigger", "Artifact")
    game = state(
        alice={"mana_pool": {"C": 1}, "hand": [{"id": "h", "card": "Ornithopter"}]},
        battlefield=[{"id": "e", "card": "Test Engineer"}],
    )
    result = _run(game, [{"type": "cast", "card": "h"}, {"type": "resolve"}, {"type": "resolve"}], engine, ORNITHOPTER)
    names = [p["characteristics"]["name"] for p in result["state"]["battlefield"]]
    assert "Thopter Token" in names and "Ornithopter" in names


# Vine Mare (M19): "Hexproof" / "Vine Mare can't be blocked by black creatures."
VINE_MARE = (
    "Vine Mare",
    "Creature — Horse",
    "Hexproof (This creature can't be the target of spells or abilities "
    "your opponents control.)\nVine Mare can't be blocked by black creatures.",
    "{2}{G}{G}",
    ("5", "3"),
)


def _blocker(object_id: str, color: str) -> dict[str, Any]:
    card = {"name": f"Test {color} Bear", "types": ["Creature"], "power": 2, "toughness": 2, "colors": [color]}
    return {"id": object_id, "card": card, "controller": "bob", "controlled_since_turn": 1}


def test_509_1b_cant_be_blocked_by_creatures_of_a_color() -> None:
    mare = _read(*VINE_MARE)
    assert mare["abilities"] == [{"kind": "cant_be_blocked_by", "by": ["black_creatures"]}]
    attacker = {"id": "m", "card": "Vine Mare", "controller": "alice", "controlled_since_turn": 1}
    declare = [{"type": "declare_attackers", "attackers": [{"id": "m", "defending": "bob"}]}, {"type": "next_step"}]
    with pytest.raises(IllegalAction, match="black creatures") as refusal:
        _run(
            state(step="declare_attackers", battlefield=[attacker, _blocker("b", "B")]),
            [*declare, {"type": "declare_blockers", "blocks": [{"blocker": "b", "attacker": "m"}]}],
            mare,
        )
    assert "CR 509.1b" in refusal.value.cites
    green = _run(
        state(step="declare_attackers", battlefield=[attacker, _blocker("g", "G")]),
        [*declare, {"type": "declare_blockers", "blocks": [{"blocker": "g", "attacker": "m"}]}],
        mare,
    )
    assert green["state"]["combat"]["attackers"][0]["blocked"] is True


# Ajani's Welcome (M19) and Lifecreed Duo (BLB)
WELCOME = (
    "Ajani's Welcome",
    "Enchantment",
    "Whenever a creature enters the battlefield under your control, you gain 1 life.",
    "{W}",
)
DUO = (
    "Lifecreed Duo",
    "Creature — Bird Bat",
    "Flying\nWhenever another creature you control enters, you gain 1 life.",
    "{1}{W}",
    ("1", "2"),
)


def test_603_6a_a_creature_entering_under_your_control_triggers_enters_abilities_of_others() -> None:
    welcome = _read(*WELCOME)
    assert welcome["abilities"][0]["entering"] == "creature:you_control"
    game = state(
        alice={"mana_pool": {"G": 2}, "hand": [{"id": "h", "card": "Grizzly Bears"}]},
        bob={"hand": [{"id": "x", "card": "Grizzly Bears"}]},
        battlefield=[{"id": "w", "card": "Ajani's Welcome"}],
    )
    result = _run(
        game,
        [
            {"type": "cast", "card": "h"},
            {"type": "resolve"},
            {"type": "resolve"},
            {"type": "put_onto_battlefield", "card": "x", "from": "hand"},
        ],
        welcome,
    )
    assert _life(result, "alice") == 21  # the bear entering under alice's control; bob's doesn't count
    assert [e["cites"][:2] for e in events_of(result, "trigger_put_on_stack")] == [["CR 603.3", "CR 603.2"]]


def test_603_6a_another_creature_is_not_the_source_itself() -> None:
    duo = _read(*DUO)
    game = state(alice={"mana_pool": {"W": 2}, "hand": [{"id": "d", "card": "Lifecreed Duo"}]})
    result = _run(game, [{"type": "cast", "card": "d"}, {"type": "resolve"}], duo)
    assert result["state"]["stack"] == [] and _life(result, "alice") == 20


# Ajani's Pridemate (M19)
PRIDEMATE = (
    "Ajani's Pridemate",
    "Creature — Cat Soldier",
    "Whenever you gain life, put a +1/+1 counter on Ajani's Pridemate.",
    "{1}{W}",
    ("2", "2"),
)
HEALING = {
    "name": "Test Healing",
    "mana_cost": "{W}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "gain_life", "amount": 3, "player": "target_player"}}],
}


def test_119_9_whenever_you_gain_life_triggers_for_its_controllers_life_gain_only() -> None:
    pridemate = _read(*PRIDEMATE)
    assert pridemate["abilities"][0]["trigger"] == "you_gain_life"
    game = state(
        alice={
            "mana_pool": {"W": 2},
            "hand": [{"id": "h1", "card": "Test Healing"}, {"id": "h2", "card": "Test Healing"}],
        },
        battlefield=[{"id": "p", "card": "Ajani's Pridemate"}],
    )
    mine = _run(
        game,
        [{"type": "cast", "card": "h1", "choices": {"targets": ["alice"]}}, {"type": "resolve"}, {"type": "resolve"}],
        pridemate,
        HEALING,
    )
    assert permanent(mine, "p")["counters"] == {"+1/+1": 1}
    theirs = _run(
        game, [{"type": "cast", "card": "h1", "choices": {"targets": ["bob"]}}, {"type": "resolve"}], pridemate, HEALING
    )
    assert theirs["state"]["stack"] == [] and events_of(theirs, "trigger_put_on_stack") == []


# Angel of the Dawn's kind of line on a beginning-of-combat trigger (CR 507.1)
RALLY = (
    "Test Rally",
    "Enchantment",
    "At the beginning of combat on your turn, creatures you control get +1/+0 until end of turn.",
    "{1}{W}",
)


def test_507_1_at_the_beginning_of_combat_on_your_turn() -> None:
    rally = _read(*RALLY)
    assert (rally["abilities"][0]["step"], rally["abilities"][0]["whose"]) == ("beginning_of_combat", "yours")
    game = state(battlefield=[{"id": "r", "card": "Test Rally"}, {"id": "b", "card": "Grizzly Bears"}])
    result = _run(game, [{"type": "next_step"}, {"type": "resolve"}], rally)
    assert result["state"]["step"] == "beginning_of_combat"
    assert permanent(result, "b")["characteristics"]["power"] == 3
    assert "CR 507.1" in events_of(result, "trigger_put_on_stack")[0]["cites"]


# Gravedigger (M19)
GRAVEDIGGER = (
    "Gravedigger",
    "Creature — Zombie",
    "When Gravedigger enters the battlefield, you may return target creature card from your graveyard to your hand.",
    "{3}{B}",
    ("2", "2"),
)


@pytest.mark.parametrize("returns", [True, False])
def test_603_5_you_may_is_asked_as_the_trigger_resolves(returns: bool) -> None:
    gravedigger = _read(*GRAVEDIGGER)
    assert gravedigger["abilities"][0]["optional"] is True
    game = state(
        alice={
            "mana_pool": {"B": 4},
            "hand": [{"id": "h", "card": "Gravedigger"}],
            "graveyard": [{"id": "dead", "card": "Grizzly Bears"}],
        }
    )
    asked = _run(
        game, [{"type": "cast", "card": "h"}, {"type": "resolve", "choices": {"targets": ["dead"]}}], gravedigger
    )
    assert asked["pending"]["options"]["choice"] == "pay_optional_cost"
    result = _run(
        game,
        [
            {"type": "cast", "card": "h"},
            {"type": "resolve", "choices": {"targets": ["dead"]}},
            {"type": "resolve", "choices": {"pay_optional_cost": returns}},
        ],
        gravedigger,
    )
    alice = next(p for p in result["state"]["players"] if p["id"] == "alice")
    assert ([c["id"] for c in alice["hand"]] == ["dead"]) is returns


# Scholar of Stars (M19)
SCHOLAR = (
    "Scholar of Stars",
    "Creature — Human Artificer",
    "When Scholar of Stars enters the battlefield, if you control an artifact, draw a card.",
    "{3}{U}",
    ("3", "2"),
)


@pytest.mark.parametrize("with_artifact", [True, False])
def test_603_4_an_intervening_if_on_an_enters_trigger(with_artifact: bool) -> None:
    scholar = _read(*SCHOLAR)
    assert scholar["abilities"][0]["if_you_control"] == "artifact"
    battlefield = [{"id": "o", "card": "Ornithopter"}] if with_artifact else []
    game = state(
        alice={"mana_pool": {"U": 4}, "hand": [{"id": "h", "card": "Scholar of Stars"}]}, battlefield=battlefield
    )
    result = _run(game, [{"type": "cast", "card": "h"}, {"type": "resolve"}], scholar, ORNITHOPTER)
    if with_artifact:
        result = _run(
            game, [{"type": "cast", "card": "h"}, {"type": "resolve"}, {"type": "resolve"}], scholar, ORNITHOPTER
        )
    assert len(events_of(result, "card_drawn")) == int(with_artifact)
    assert (result["state"]["stack"] == []) and (events_of(result, "trigger_put_on_stack") != []) is with_artifact


# Guttersnipe (M19) and Tempest Angler (BLB)
GUTTERSNIPE = (
    "Guttersnipe",
    "Creature — Goblin Shaman",
    "Whenever you cast an instant or sorcery spell, Guttersnipe deals 2 damage to each opponent.",
    "{2}{R}",
    ("2", "2"),
)
ANGLER = (
    "Tempest Angler",
    "Creature — Otter Wizard",
    "Whenever you cast a noncreature spell, put a +1/+1 counter on Tempest Angler.",
    "{U/R}",
    ("0", "1"),
)


def _cast_then_trigger(card: dict[str, Any], spell: str) -> dict[str, Any]:
    """Cast `spell`, then resolve the top of the stack: the cast trigger, if it triggered (CR 603.3)."""
    game = state(
        alice={"mana_pool": {"W": 1, "G": 2}, "hand": [{"id": "s", "card": spell}]},
        battlefield=[{"id": "t", "card": card["name"]}],
    )
    cast: dict[str, Any] = {"type": "cast", "card": "s"}
    if spell == "Test Healing":
        cast["choices"] = {"targets": ["alice"]}
    return _run(game, [cast, {"type": "resolve"}], card, HEALING)


def test_603_2_cast_triggers_on_an_instant_or_sorcery_spell_and_on_a_noncreature_spell() -> None:
    snipe, angler = _read(*GUTTERSNIPE), _read(*ANGLER)
    assert snipe["abilities"][0]["spell_type_any_of"] == ["Instant", "Sorcery"]
    assert angler["abilities"][0]["spell_not_type"] == "Creature"
    assert _life(_cast_then_trigger(snipe, "Test Healing"), "bob") == 18
    assert _life(_cast_then_trigger(snipe, "Grizzly Bears"), "bob") == 20
    assert permanent(_cast_then_trigger(angler, "Test Healing"), "t")["counters"] == {"+1/+1": 1}
    assert permanent(_cast_then_trigger(angler, "Grizzly Bears"), "t")["counters"] == {}


# Mentor of the Meek (M19)
MENTOR = (
    "Mentor of the Meek",
    "Creature — Human Soldier",
    "Whenever another creature with power 2 or less enters "
    "the battlefield under your control, you may pay {1}. If you do, draw a card.",
    "{2}{W}",
    ("2", "2"),
)


@pytest.mark.parametrize("pays", [True, False])
def test_603_5_you_may_pay_if_you_do_on_an_enters_trigger(pays: bool) -> None:
    mentor = _read(*MENTOR)
    assert mentor["abilities"][0]["optional_cost"] == "{1}"
    game = state(
        alice={"mana_pool": {"G": 3}, "hand": [{"id": "h", "card": "Grizzly Bears"}]},
        battlefield=[{"id": "m", "card": "Mentor of the Meek"}],
    )
    result = _run(
        game,
        [
            {"type": "cast", "card": "h"},
            {"type": "resolve"},
            {"type": "resolve", "choices": {"pay_optional_cost": pays}},
        ],
        mentor,
    )
    assert len(events_of(result, "card_drawn")) == int(pays)
    alice = next(p for p in result["state"]["players"] if p["id"] == "alice")
    assert sum(alice["mana_pool"].values()) == (0 if pays else 1)


# Stitcher's Supplier (M19)
SUPPLIER = (
    "Stitcher's Supplier",
    "Creature — Zombie",
    "When Stitcher's Supplier enters the battlefield or dies, mill three cards.",
    "{B}",
    ("1", "1"),
)


def test_603_6a_603_6c_a_trigger_on_entering_or_dying() -> None:
    supplier = _read(*SUPPLIER)
    assert (supplier["abilities"][0]["trigger"], supplier["abilities"][0]["also_on"]) == ("dies", ["enters"])
    game = state(alice={"mana_pool": {"B": 1}, "hand": [{"id": "s", "card": "Stitcher's Supplier"}]})
    result = _run(
        game,
        [
            {"type": "cast", "card": "s"},
            {"type": "resolve"},
            {"type": "resolve"},
            {"type": "move", "permanent": "s", "to": "graveyard"},
            {"type": "resolve"},
        ],
        supplier,
    )
    assert [(e["player"], len(e["cards"])) for e in events_of(result, "milled")] == [("alice", 3), ("alice", 2)]


# Dwarven Priest (M19)
PRIEST = (
    "Dwarven Priest",
    "Creature — Dwarf Cleric",
    "When Dwarven Priest enters the battlefield, you gain 1 life for each creature you control.",
    "{3}{W}",
    ("1", "4"),
)


def test_608_2h_an_amount_counted_as_the_ability_resolves() -> None:
    priest = _read(*PRIEST)
    assert priest["abilities"][0]["effect"]["amount"] == "creatures_you_control"
    game = state(
        alice={"mana_pool": {"W": 4}, "hand": [{"id": "h", "card": "Dwarven Priest"}]},
        battlefield=[
            {"id": "b", "card": "Grizzly Bears"},
            {"id": "f", "card": "Forest"},
            {"id": "x", "card": "Grizzly Bears", "controller": "bob"},
        ],
    )
    result = _run(game, [{"type": "cast", "card": "h"}, {"type": "resolve"}, {"type": "resolve"}], priest)
    assert _life(result, "alice") == 22  # the priest and the bear: not the Forest, not bob's bear


# Shore Up (BLB): a second sentence naming the first one's target ("it", CR 608.2c)
SHORE_UP = (
    "Shore Up",
    "Instant",
    "Target creature you control gets +1/+1 and gains hexproof until end of turn. Untap it.",
    "{U}",
)


def test_608_2c_it_in_a_later_sentence_is_the_earlier_target() -> None:
    shore_up = _read(*SHORE_UP)
    assert shore_up["abilities"][1] == {"kind": "spell", "effect": {"kind": "untap", "target": "it"}}
    game = state(
        alice={"mana_pool": {"U": 1}, "hand": [{"id": "s", "card": "Shore Up"}]},
        battlefield=[
            {"id": "b", "card": "Grizzly Bears", "tapped": True},
            {"id": "c", "card": "Grizzly Bears", "tapped": True},
        ],
    )
    result = _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["b"]}}, {"type": "resolve"}], shore_up)
    assert (permanent(result, "b")["tapped"], permanent(result, "c")["tapped"]) == (False, True)
    assert permanent(result, "b")["characteristics"]["keywords"] == ["hexproof"]
