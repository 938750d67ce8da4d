"""Branch s17-afr (issue 24): constructions of Adventures in the Forgotten Realms, read by the
compositional reader and played by the engine:
- a flavor word before an ability or a mode ("Keen Senses — When ...", "• Cure Wounds — ...") is
  read as the ability or mode after it (CR 207.2d);
- pack tactics: "if you attacked with creatures with total power 6 or greater this combat" (CR 603.4);
- "Roll a d20." and its result table, the result given by `choices.die_roll` (CR 706.1, 706.2), and
  "Whenever you roll one or more dice" (CR 603.2);
- "As long as ~ is equipped, it gets/has ..." (CR 301.5, 611.3a);
- "~ becomes a 3/4 white Dragon creature with flying until end of turn. It's still a land." (CR 205.1b).
Each construction also has its honesty case: a near variant with one word the grammar doesn't
know is not read."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from app.engine.actions import Choices
from app.oracle.compose import read_composed, without_ability_word
from tests.unit.conftest import events_of, player_of, probe_support, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run

# --- flavor words (CR 207.2d) --------------------------------------------------------------------


def test_207_2d_a_flavor_word_is_read_as_the_ability_after_it() -> None:
    line = "Keen Senses — When ~ enters, draw a card."
    assert without_ability_word(line) == "When ~ enters, draw a card."
    assert without_ability_word("Dark One's Own Luck — Whenever ~ attacks, draw a card.").startswith("Whenever")
    assert without_ability_word("Two-Weapon Fighting — Draw a card.") == "Draw a card."
    # named modes: each mode's flavor word is dropped, the modal line's own dash is kept
    modal = "Choose one — • Cure Wounds — You gain 2 life. • Dispel Magic — Destroy target enchantment."
    assert without_ability_word(modal) == "Choose one — • You gain 2 life. • Destroy target enchantment."
    # a keyword's cost has no spaces around its dash
    assert without_ability_word("Ward—Pay 3 life.") == "Ward—Pay 3 life."
    # a Saga's chapter number is no flavor word (CR 714.2b)
    assert without_ability_word("II — Create a 1/1 white Soldier creature token.").startswith("II — ")


BARD = (
    "Inspiring Bard",
    "Creature — Elf Bard",
    "When Inspiring Bard enters the battlefield, choose one — • Bardic Inspiration — Target creature gets +2/+2 "
    "until end of turn. • Song of Rest — You gain 3 life.",
    "{3}{G}",
    ("3", "3"),
)


def test_207_2d_owlbear_draws_on_entering() -> None:
    owlbear = _read(
        "Owlbear",
        "Creature — Bird Bear",
        "Trample\nKeen Senses — When Owlbear enters the battlefield, draw a card.",
        "{4}{G}",
        ("4", "4"),
    )
    game = state(alice={"hand": [{"id": "o", "card": "Owlbear"}]})
    enter = {"type": "put_onto_battlefield", "player": "alice", "card": "o", "from": "hand"}
    result = _run(game, [enter, {"type": "resolve"}], owlbear)
    assert len(player_of(result, "alice")["hand"]) == 1
    assert events_of(result, "card_drawn")


def test_207_2d_a_named_mode_is_chosen_and_played() -> None:
    bard = _read(*BARD)
    assert [mode["kind"] for mode in bard["abilities"][0]["effect"]["modes"]] == ["pump", "gain_life"]
    game = state(alice={"hand": [{"id": "b", "card": "Inspiring Bard"}]})
    enter = {"type": "put_onto_battlefield", "player": "alice", "card": "b", "from": "hand", "choices": {"modes": [1]}}
    result = _run(game, [enter, {"type": "resolve"}], bard)
    assert player_of(result, "alice")["life"] == 23


def test_207_2d_a_flavor_word_does_not_hide_an_unknown_word() -> None:
    assert read_composed("Keen Senses — When ~ enters, draw a glorp.", is_spell=False).abilities is None
    assert probe_support("Keen Senses — When Probe enters the battlefield, draw a card.") == "full"
    assert probe_support("Keen Senses — When Probe enters the battlefield, frobnicate a card.") != "full"


# --- pack tactics (CR 207.2c, 603.4) -------------------------------------------------------------

GNOLL = (
    "Gnoll Hunter",
    "Creature — Gnoll",
    "Pack tactics — Whenever Gnoll Hunter attacks, if you attacked with creatures with total power 6 or greater "
    "this combat, put a +1/+1 counter on Gnoll Hunter.",
    "{1}{G}",
    ("2", "2"),
)
OGRE = {"name": "Test Ogre", "types": ["Creature"], "power": 4, "toughness": 4}
SHRINK = ("Test Shrink", "Instant", "Target creature gets -3/-0 until end of turn.", "{B}")


def _pack(attackers: list[str], respond: bool = False) -> dict[str, Any]:
    game = state(
        step="declare_attackers",
        alice={"hand": [{"id": "sh", "card": "Test Shrink"}], "mana_pool": {"B": 1}},
        battlefield=[
            {"id": "gn", "card": "Gnoll Hunter", "controller": "alice", "owner": "alice"},
            {"id": "og", "card": "Test Ogre", "controller": "alice", "owner": "alice"},
            {"id": "og2", "card": "Test Ogre", "controller": "bob", "owner": "bob"},
        ],
    )
    attack = {
        "type": "declare_attackers",
        "player": "alice",
        "attackers": [{"id": a, "defending": "bob"} for a in attackers],
    }
    shrink = {"type": "cast", "player": "alice", "card": "sh", "choices": {"targets": ["og"]}}
    actions = [attack, shrink, {"type": "resolve"}, {"type": "resolve"}] if respond else [attack]
    if len(attackers) > 1 and not respond:
        actions.append({"type": "resolve"})
    return _run(game, actions, _read(*GNOLL), _read(*SHRINK), OGRE)


def test_603_4_pack_tactics_triggers_when_the_attackers_total_power_reaches_six() -> None:
    result = _pack(["gn", "og"])
    gnoll = next(p for p in result["state"]["battlefield"] if p["id"] == "gn")
    assert gnoll["counters"] == {"+1/+1": 1}
    assert "CR 603.4" in result["cites"]


def test_603_4_pack_tactics_doesnt_trigger_below_six() -> None:
    result = _pack(["gn"])
    gnoll = next(p for p in result["state"]["battlefield"] if p["id"] == "gn")
    assert not gnoll.get("counters")
    assert not result["state"]["stack"]


def test_603_4_pack_tactics_still_resolves_after_the_attackers_power_drops() -> None:
    # the condition is about the declaration ("you attacked with ... this combat"): a -3/-0 in response
    # leaves 3 power attacking, and the ability still resolves
    result = _pack(["gn", "og"], respond=True)
    gnoll = next(p for p in result["state"]["battlefield"] if p["id"] == "gn")
    assert gnoll["counters"] == {"+1/+1": 1}


def test_pack_tactics_reads_and_a_near_variant_does_not() -> None:
    line = "Pack tactics — Whenever Probe attacks, if you attacked with creatures with total power 6 or greater this combat, draw a card."
    assert probe_support(line) == "full"
    assert probe_support(line.replace("total power", "total toughness")) != "full"
    assert probe_support(line.replace("Whenever Probe attacks", "When Probe enters the battlefield")) != "full"


# --- rolling a die and its result table (CR 706) --------------------------------------------------

SHEPHERD = (
    "Sylvan Shepherd",
    "Creature — Human Druid",
    "Vigilance\nWhenever Sylvan Shepherd attacks, roll a d20.\n1—9 | You gain 1 life.\n10—19 | You gain 2 life.\n"
    "20 | You gain 5 life.",
    "{1}{G}",
    ("2", "2"),
)
FIREBALL = (
    "Farideh's Fireball",
    "Instant",
    "Farideh's Fireball deals 5 damage to target creature or planeswalker. Roll a d20.\n"
    "1—9 | Farideh's Fireball deals 2 damage to each player.\n10—20 | Farideh's Fireball deals 2 damage to each opponent.",
    "{4}{R}",
)


def _shepherd(choices: dict[str, Any] | None) -> dict[str, Any]:
    game = state(
        step="declare_attackers",
        battlefield=[{"id": "sh", "card": "Sylvan Shepherd", "controller": "alice", "owner": "alice"}],
    )
    attack = {"type": "declare_attackers", "player": "alice", "attackers": [{"id": "sh", "defending": "bob"}]}
    resolve: dict[str, Any] = {"type": "resolve"}
    if choices is not None:
        resolve["choices"] = choices
    return _run(game, [attack, resolve], _read(*SHEPHERD))


def test_706_2_the_result_table_reads_as_one_roll_die_effect() -> None:
    shepherd = _read(*SHEPHERD)
    effect = shepherd["abilities"][0]["effect"]
    assert effect["kind"] == "roll_die" and effect["sides"] == 20
    assert [(row["low"], row["high"]) for row in effect["results"]] == [(1, 9), (10, 19), (20, 20)]


def test_706_1_the_request_gives_the_result_and_its_row_happens() -> None:
    for roll, life in ((5, 21), (10, 22), (19, 22), (20, 25)):
        result = _shepherd({"die_roll": roll})
        assert player_of(result, "alice")["life"] == life
        rolled = events_of(result, "die_rolled")[0]
        assert rolled["result"] == roll and rolled["given"] is True
        assert "CR 706.2" in rolled["cites"]


def test_706_1_pending_asks_for_the_result_and_one_stands_for_it_when_not_given() -> None:
    game = state(
        step="declare_attackers",
        battlefield=[{"id": "sh", "card": "Sylvan Shepherd", "controller": "alice", "owner": "alice"}],
    )
    attack = {"type": "declare_attackers", "player": "alice", "attackers": [{"id": "sh", "defending": "bob"}]}
    asked = _run(game, [attack], _read(*SHEPHERD))
    assert asked["pending"]["options"]["choice"] == "die_roll"
    assert asked["pending"]["options"]["values"] == list(range(1, 21))
    result = _shepherd(None)
    assert player_of(result, "alice")["life"] == 21
    assert events_of(result, "die_rolled")[0]["given"] is False


def test_706_1_a_result_outside_the_die_is_refused() -> None:
    with pytest.raises(ValidationError):
        Choices.model_validate({"die_roll": 21})
    with pytest.raises(ValidationError):
        Choices.model_validate({"die_roll": True})


def test_706_2_a_spell_rolls_after_its_first_effect() -> None:
    game = state(
        alice={"hand": [{"id": "fb", "card": "Farideh's Fireball"}], "mana_pool": {"R": 5}},
        battlefield=[{"id": "og", "card": "Test Ogre", "controller": "bob", "owner": "bob"}],
    )
    ogre = {"name": "Test Ogre", "types": ["Creature"], "power": 4, "toughness": 6}
    cast = {"type": "cast", "player": "alice", "card": "fb", "choices": {"targets": ["og"]}}
    low = _run(game, [cast, {"type": "resolve", "choices": {"die_roll": 3}}], _read(*FIREBALL), ogre)
    assert player_of(low, "alice")["life"] == 18 and player_of(low, "bob")["life"] == 18
    high = _run(game, [cast, {"type": "resolve", "choices": {"die_roll": 12}}], _read(*FIREBALL), ogre)
    assert player_of(high, "alice")["life"] == 20 and player_of(high, "bob")["life"] == 18
    assert next(p for p in high["state"]["battlefield"] if p["id"] == "og")["damage"] == 5


def test_706_2_result_tables_that_dont_read_are_not_modelled() -> None:
    roll = "When Probe enters the battlefield, roll a d20.\n1—9 | You gain 1 life.\n10—20 | You gain 2 life."
    assert probe_support(roll) == "full"
    assert probe_support(roll.replace("10—20", "11—20")) != "full"  # 10 is in no row
    assert probe_support(roll.replace("d20", "d6")) != "full"
    assert probe_support(roll.replace("You gain 2 life", "You glorp 2 life")) != "full"
    assert probe_support(roll.replace("You gain 2 life", "Destroy target creature")) != "full"  # a row can't target


DWARF = (
    "Brazen Dwarf",
    "Creature — Dwarf Shaman",
    "Whenever you roll one or more dice, Brazen Dwarf deals 1 damage to each opponent.",
    "{1}{R}",
    ("1", "3"),
)


def test_603_2_whenever_you_roll_one_or_more_dice_triggers_after_the_roll() -> None:
    game = state(
        step="declare_attackers",
        battlefield=[
            {"id": "sh", "card": "Sylvan Shepherd", "controller": "alice", "owner": "alice"},
            {"id": "bd", "card": "Brazen Dwarf", "controller": "alice", "owner": "alice"},
            {"id": "bd2", "card": "Brazen Dwarf", "controller": "bob", "owner": "bob"},
        ],
    )
    attack = {"type": "declare_attackers", "player": "alice", "attackers": [{"id": "sh", "defending": "bob"}]}
    rolled = _run(game, [attack, {"type": "resolve", "choices": {"die_roll": 20}}], _read(*SHEPHERD), _read(*DWARF))
    assert player_of(rolled, "alice")["life"] == 25
    assert [item["source"] for item in rolled["state"]["stack"]] == ["bd"]  # only the roller's Dwarf
    done = _run(rolled["state"], [{"type": "resolve"}], _read(*SHEPHERD), _read(*DWARF))
    assert player_of(done, "bob")["life"] == 19 and player_of(done, "alice")["life"] == 25


def test_603_2_the_dice_trigger_near_variant_is_not_read() -> None:
    assert probe_support("Whenever you roll one or more dice, draw a card.") == "full"
    assert probe_support("Whenever you roll one or more coins, draw a card.") != "full"


# --- "As long as ~ is equipped" (CR 301.5, 611.3a) ------------------------------------------------

CHAMPION = (
    "Dwarfhold Champion",
    "Creature — Dwarf Warrior",
    "As long as Dwarfhold Champion is equipped, it gets +0/+2.",
    "{2}{W}",
    ("3", "3"),
)
VETERAN = (
    "Armory Veteran",
    "Creature — Orc Warrior",
    "As long as Armory Veteran is equipped, it has menace. (It can't be blocked except by two or more creatures.)",
    "{1}{R}",
    ("2", "2"),
)
SWORD = {"name": "Test Sword", "types": ["Artifact"], "subtypes": ["Equipment"]}
RING = {"name": "Test Ring", "types": ["Artifact"]}


def _equipped(attached: str | None) -> dict[str, Any]:
    battlefield: list[dict[str, Any]] = [
        {"id": "ch", "card": "Dwarfhold Champion", "controller": "alice", "owner": "alice"},
        {"id": "av", "card": "Armory Veteran", "controller": "alice", "owner": "alice"},
    ]
    if attached is not None:
        battlefield += [
            {"id": "eq", "card": attached, "controller": "alice", "owner": "alice", "attached_to": "ch"},
            {"id": "eq2", "card": attached, "controller": "alice", "owner": "alice", "attached_to": "av"},
        ]
    return _run(state(battlefield=battlefield), [], _read(*CHAMPION), _read(*VETERAN), SWORD, RING)


def test_301_5_as_long_as_it_is_equipped_it_gets_the_bonus() -> None:
    equipped = _equipped("Test Sword")
    champion = next(p for p in equipped["state"]["battlefield"] if p["id"] == "ch")["characteristics"]
    veteran = next(p for p in equipped["state"]["battlefield"] if p["id"] == "av")["characteristics"]
    assert (champion["power"], champion["toughness"]) == (3, 5)
    assert "menace" in veteran["keywords"]


def test_301_5_not_equipped_no_bonus() -> None:
    for attached in (None, "Test Ring"):  # nothing attached, or an attached artifact that isn't an Equipment
        result = _equipped(attached)
        champion = next(p for p in result["state"]["battlefield"] if p["id"] == "ch")["characteristics"]
        veteran = next(p for p in result["state"]["battlefield"] if p["id"] == "av")["characteristics"]
        assert (champion["power"], champion["toughness"]) == (3, 3)
        assert "menace" not in veteran["keywords"]


def test_301_5_the_equipped_condition_near_variants_are_not_read() -> None:
    assert probe_support("As long as Probe is equipped, it gets +1/+1.") == "full"
    assert probe_support("As long as Probe is equipped, it gets +1/+1 for each glorp.") != "full"
    assert probe_support("As long as Probe is unequipped, it gets +1/+1.") != "full"


# --- a land that becomes a creature until end of turn (CR 205.1b, 613.1d-f, 613.4b) ---------------

CAVE = (
    "Cave of the Frost Dragon",
    "Land",
    "If you control two or more other lands, Cave of the Frost Dragon enters the battlefield tapped.\n{T}: Add {W}.\n"
    "{4}{W}: Cave of the Frost Dragon becomes a 3/4 white Dragon creature with flying until end of turn. "
    "It's still a land.",
    "",
)
GUILDMAGE = (
    "Clan Guildmage",
    "Creature — Human Shaman",
    "{1}{R}, {T}: Target creature can't block this turn.\n"
    "{2}{G}, {T}: Target land you control becomes a 4/4 Elemental creature with haste until end of turn. "
    "It's still a land.",
    "{R}{G}",
    ("2", "2"),
)


def test_205_1b_a_creature_land_becomes_a_colored_creature_with_flying_until_end_of_turn() -> None:
    game = state(
        alice={"mana_pool": {"W": 1, "C": 4}},
        battlefield=[{"id": "cave", "card": "Cave of the Frost Dragon", "controller": "alice", "owner": "alice"}],
    )
    cave = _read(*CAVE)
    result = _run(game, [{"type": "activate", "permanent": "cave", "ability": 2}, {"type": "resolve"}], cave)
    animated = next(p for p in result["state"]["battlefield"] if p["id"] == "cave")["characteristics"]
    assert animated["types"] == ["Land", "Creature"] and animated["subtypes"] == ["Dragon"]
    assert (animated["power"], animated["toughness"], animated["colors"]) == (3, 4, ["W"])
    assert "flying" in animated["keywords"]
    later = _run(result["state"], [{"type": "next_turn"}], cave)
    back = next(p for p in later["state"]["battlefield"] if p["id"] == "cave")["characteristics"]
    assert back["types"] == ["Land"] and back["colors"] == [] and "flying" not in back.get("keywords", [])


def test_205_1b_a_target_land_becomes_a_creature_with_haste() -> None:
    game = state(
        alice={"mana_pool": {"G": 1, "C": 2}},
        battlefield=[
            {"id": "gm", "card": "Clan Guildmage", "controller": "alice", "owner": "alice"},
            {"id": "for", "card": "Forest", "controller": "alice", "owner": "alice"},
        ],
    )
    activate = {"type": "activate", "permanent": "gm", "ability": 1, "choices": {"targets": ["for"]}}
    result = _run(game, [activate, {"type": "resolve"}], _read(*GUILDMAGE))
    forest = next(p for p in result["state"]["battlefield"] if p["id"] == "for")["characteristics"]
    assert forest["types"] == ["Land", "Creature"] and (forest["power"], forest["toughness"]) == (4, 4)
    assert forest["subtypes"] == ["Forest", "Elemental"] and "haste" in forest["keywords"]
    assert forest["colors"] == []


def test_205_1b_creature_land_near_variants_are_not_read() -> None:
    line = "{4}{W}: Probe becomes a 3/4 white Dragon creature with flying until end of turn. It's still a land."
    assert probe_support(line, type_line="Land", pt=None) == "full"
    assert probe_support(line.replace("until end of turn", "until your next turn"), type_line="Land", pt=None) != "full"
    assert probe_support(line.replace("a land", "a glorp"), type_line="Land", pt=None) != "full"
    assert (
        probe_support("{1}: Target creature becomes a 3/4 Dragon creature until end of turn. It's still a land.")
        != "full"
    )
