"""s16-m2x: constructions of Core Sets 2020 and 2021 whose pieces almost existed, read from Oracle
text and played by the engine (docs/oracle-m2x.md)."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import TypeAdapter, ValidationError

from app.engine.cards import Count
from app.engine.errors import IllegalAction
from tests.unit.conftest import permanent, player_of, probe_support, read_full_definition, run_with_cards, state

Card = tuple[str, str, str, str, tuple[str, str] | None]


_reads = probe_support


# --- "you gain 2 life for each creature you control with flying": N times a count (CR 608.2h) -------

GAGGLEMASTER: Card = (
    "Aven Gagglemaster",
    "Creature — Bird Warrior",
    "Flying\nWhen Aven Gagglemaster enters the battlefield, you gain 2 life for each creature you control with flying.",
    "{3}{W}{W}",
    ("4", "3"),
)
DRAKE = {
    "name": "Test Drake",
    "mana_cost": "{3}{U}",
    "types": ["Creature"],
    "power": 2,
    "toughness": 2,
    "keywords": ["flying"],
}
WALKER = {"name": "Test Walker", "mana_cost": "{3}{U}", "types": ["Creature"], "power": 2, "toughness": 2}


def test_608_2h_n_for_each_reads_as_a_multiple_of_the_count() -> None:
    ability = read_full_definition(*GAGGLEMASTER)["abilities"][0]
    assert ability["effect"] == {
        "kind": "gain_life",
        "amount": "times:2:count:creature:you_control:with_flying",
        "player": "you",
    }
    assert _reads("When Probe enters, you gain 3 life for each creature you control.") == "full"


@pytest.mark.parametrize(
    "oracle",
    [
        "When Probe enters, you gain 2 life for each creature you control with glimmering.",
        "When Probe enters, you gain 2 life for each creature you control with flying twice.",
        "When Probe enters, you gain X life for each creature you control with flying.",
    ],
)
def test_608_2h_n_for_each_with_an_unknown_word_is_not_read(oracle: str) -> None:
    assert _reads(oracle) != "full"


@pytest.mark.parametrize(
    "value", ["times:1:creatures_you_control", "times:2:3", "times:2:times:2:X", "times:two:X", "times:2:nothing"]
)
def test_608_2h_a_multiple_names_a_count_and_a_factor_from_2(value: str) -> None:
    with pytest.raises(ValidationError):
        TypeAdapter(Count).validate_python(value)


def test_608_2h_the_count_is_taken_as_the_ability_resolves_and_multiplied() -> None:
    gagglemaster = read_full_definition(*GAGGLEMASTER)
    game = state(
        alice={"mana_pool": {"W": 5}, "hand": [{"id": "g", "card": "Aven Gagglemaster"}]},
        battlefield=[
            {"id": "d", "card": "Test Drake", "controller": "alice", "controlled_since_turn": 1},
            {"id": "w", "card": "Test Walker", "controller": "alice", "controlled_since_turn": 1},
            {"id": "o", "card": "Test Drake", "controller": "bob", "controlled_since_turn": 1},
        ],
    )
    actions: list[dict[str, Any]] = [{"type": "cast", "card": "g"}, {"type": "resolve"}, {"type": "resolve"}]
    result = run_with_cards(game, actions, gagglemaster, DRAKE, WALKER)
    before = player_of(run_with_cards(game, [], gagglemaster, DRAKE, WALKER), "alice")["life"]
    # Aven Gagglemaster and the Drake fly; the Walker doesn't, and bob's Drake isn't alice's: 2 x 2 life
    assert player_of(result, "alice")["life"] == before + 4


# --- "That permanent loses indestructible until end of turn." after one target (CR 608.2c, 613.1f) ---

SOUL_SEAR: Card = (
    "Soul Sear",
    "Instant",
    "Soul Sear deals 5 damage to target creature or planeswalker. That permanent loses indestructible until "
    "end of turn.",
    "{2}{R}",
    None,
)
STATUE = {
    "name": "Test Statue",
    "mana_cost": "{3}",
    "types": ["Creature"],
    "power": 3,
    "toughness": 3,
    "keywords": ["indestructible"],
}


def test_608_2c_that_permanent_after_one_target_reads_as_it() -> None:
    abilities = read_full_definition(*SOUL_SEAR)["abilities"]
    assert abilities[1]["effect"] == {"kind": "lose_keywords", "keywords": ["indestructible"], "target": "it"}
    assert (
        _reads(
            "Probe deals 2 damage to target artifact or creature. That permanent loses flying until end of turn.",
            "Instant",
            None,
        )
        == "full"
    )


@pytest.mark.parametrize(
    "oracle",
    [
        "Probe deals 5 damage to target creature or planeswalker. That permanent loses indestructible forever.",
        "Draw a card. That permanent loses indestructible until end of turn.",
        "Probe deals 5 damage to any target. That permanent loses indestructible until end of turn.",
        "Probe deals 5 damage to target creature or planeswalker. That shiny permanent loses indestructible until "
        "end of turn.",
    ],
)
def test_608_2c_that_permanent_without_one_permanent_target_is_not_read(oracle: str) -> None:
    assert _reads(oracle, "Instant", None) != "full"


def test_608_2c_the_damaged_permanent_loses_indestructible_and_is_destroyed() -> None:
    sear = read_full_definition(*SOUL_SEAR)
    game = state(
        alice={"mana_pool": {"R": 3}, "hand": [{"id": "s", "card": "Soul Sear"}]},
        battlefield=[
            {"id": "t", "card": "Test Statue", "controller": "bob", "controlled_since_turn": 1},
            {"id": "u", "card": "Test Statue", "controller": "bob", "controlled_since_turn": 1},
        ],
    )
    actions: list[dict[str, Any]] = [{"type": "cast", "card": "s", "choices": {"targets": ["t"]}}, {"type": "resolve"}]
    result = run_with_cards(game, actions, sear, STATUE)
    on_battlefield = [p["id"] for p in result["state"]["battlefield"]]
    assert "t" not in on_battlefield  # lethal damage, no longer indestructible (CR 704.5g, 702.12b)
    assert "u" in on_battlefield
    lost = [e for e in result["events"] if e["type"] == "keywords_lost"]
    assert [e["permanent"] for e in lost] == ["t"]


# --- "put a +1/+1 counter on ~ and untap it": "it" after a clause naming ~ alone (CR 608.2c) -----------

MAULER: Card = (
    "Sabertooth Mauler",
    "Creature — Cat",
    "At the beginning of your end step, if a creature died this turn, put a +1/+1 counter on Sabertooth Mauler "
    "and untap it.",
    "{2}{G}{G}",
    ("4", "2"),
)
DIED = {
    "permanent": "gone",
    "controller": "bob",
    "owner": "bob",
    "to": "graveyard",
    "types": ["Creature"],
    "subtypes": ["Bear"],
    "colors": ["G"],
}


def test_608_2c_it_after_a_clause_on_self_alone_is_self() -> None:
    ability = read_full_definition(*MAULER)["abilities"][0]
    assert ability["effect"] == {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "self"}
    assert ability["then_effects"] == [{"kind": "untap", "target": "self"}]


@pytest.mark.parametrize(
    "oracle",
    [
        "At the beginning of your end step, put a +1/+1 counter on target creature and untap it twice.",
        "At the beginning of your end step, put a +1/+1 counter on Probe and untap it sometimes.",
        "At the beginning of your end step, put a +1/+1 counter on Probe and tap it, then untap it.",
    ],
)
def test_608_2c_it_after_self_with_an_unknown_word_is_not_read(oracle: str) -> None:
    assert _reads(oracle) != "full"


def test_608_2c_the_counter_goes_on_self_and_self_untaps() -> None:
    mauler = read_full_definition(*MAULER)
    game = state(
        step="postcombat_main",
        left_battlefield_this_turn=[DIED],
        battlefield=[
            {"id": "m", "card": "Sabertooth Mauler", "controller": "alice", "tapped": True},
            {"id": "b", "card": "Grizzly Bears", "controller": "alice", "tapped": True},
        ],
    )
    result = run_with_cards(game, [{"type": "next_step"}, {"type": "resolve"}], mauler)
    assert permanent(result, "m")["tapped"] is False
    assert permanent(result, "m")["counters"] == {"+1/+1": 1}
    assert permanent(result, "b")["tapped"] is True
    quiet = run_with_cards({**game, "left_battlefield_this_turn": []}, [{"type": "next_step"}], mauler)
    assert permanent(quiet, "m")["tapped"] is True


# --- "Whenever you draw a card, target opponent mills two cards." (CR 701.17a, 115.1) ----------------

TUTELAGE: Card = (
    "Teferi's Tutelage",
    "Enchantment",
    "When Teferi's Tutelage enters the battlefield, draw a card, then discard a card.\n"
    "Whenever you draw a card, target opponent mills two cards. (They put the top two cards of their library "
    "into their graveyard.)",
    "{2}{U}",
    None,
)


def test_701_17a_target_opponent_mills_reads() -> None:
    ability = read_full_definition(*TUTELAGE)["abilities"][1]
    assert ability == {
        "kind": "triggered",
        "trigger": "you_draw",
        "effect": {"kind": "mill", "amount": 2, "player": "target_opponent"},
    }


@pytest.mark.parametrize(
    "oracle",
    [
        "Whenever you draw a card, target opponent mills two cards twice.",
        "Whenever you draw a card, target ally mills two cards.",
    ],
)
def test_701_17a_target_opponent_mills_with_an_unknown_word_is_not_read(oracle: str) -> None:
    assert _reads(oracle, "Enchantment", None) != "full"


def test_701_17a_the_targeted_opponent_mills_and_you_cannot_be_the_target() -> None:
    tutelage = read_full_definition(*TUTELAGE)
    game = state(step="upkeep", battlefield=[{"id": "t", "card": "Teferi's Tutelage", "controller": "alice"}])
    draw: list[dict[str, Any]] = [{"type": "next_step"}]
    before = len(player_of(run_with_cards(game, [], tutelage), "bob")["library"])
    result = run_with_cards(game, [*draw, {"type": "resolve", "choices": {"targets": ["bob"]}}], tutelage)
    assert len(player_of(result, "bob")["library"]) == before - 2
    assert len(player_of(result, "bob")["graveyard"]) == 2
    with pytest.raises(IllegalAction, match="'alice' is not an opponent"):  # CR 603.3d, 115.1
        run_with_cards(game, [*draw, {"type": "resolve", "choices": {"targets": ["alice"]}}], tutelage)


# --- "When ~ enters, sacrifice two lands.": a sacrifice chosen as it resolves (CR 701.21a, 608.2d, 609.3)

LOTUS_FIELD: Card = (
    "Lotus Field",
    "Land",
    "Hexproof\nLotus Field enters the battlefield tapped.\nWhen Lotus Field enters the battlefield, sacrifice two "
    "lands.\n{T}: Add three mana of any one color.",
    "",
    None,
)


def test_701_21a_sacrifice_n_permanents_reads() -> None:
    ability = read_full_definition(*LOTUS_FIELD)["abilities"][1]
    assert ability == {
        "kind": "triggered",
        "trigger": "enters",
        "effect": {"kind": "m2x_sacrifice_chosen", "spec": "land", "amount": 2},
    }
    assert _reads("When Probe enters, sacrifice another creature.") == "full"


@pytest.mark.parametrize(
    "oracle",
    [
        "When Probe enters, sacrifice two glimmering lands.",
        "When Probe enters, sacrifice two lands eventually.",
        "When Probe enters, target opponent sacrifice two lands or else.",
    ],
)
def test_701_21a_sacrifice_n_with_an_unknown_word_is_not_read(oracle: str) -> None:
    assert _reads(oracle) != "full"


def _lotus_game(*lands: str) -> dict[str, Any]:
    return state(
        alice={"hand": [{"id": "lotus", "card": "Lotus Field"}]},
        battlefield=[
            *({"id": land, "card": "Forest", "controller": "alice"} for land in lands),
            {"id": "bobs", "card": "Forest", "controller": "bob"},
        ],
    )


def test_701_21a_the_controller_sacrifices_two_lands_of_their_choice() -> None:
    lotus = read_full_definition(*LOTUS_FIELD)
    play: list[dict[str, Any]] = [{"type": "play_land", "card": "lotus"}]
    default = run_with_cards(_lotus_game("f1", "f2", "f3"), [*play, {"type": "resolve"}], lotus)
    on_battlefield = [p["id"] for p in default["state"]["battlefield"]]
    assert on_battlefield == ["f3", "bobs", "lotus"]  # the first two in battlefield order
    chosen = run_with_cards(
        _lotus_game("f1", "f2", "f3"), [*play, {"type": "resolve", "choices": {"sacrifice": ["lotus", "f2"]}}], lotus
    )
    assert sorted(p["id"] for p in chosen["state"]["battlefield"]) == ["bobs", "f1", "f3"]
    assert sorted(c["id"] for c in player_of(chosen, "alice")["graveyard"]) == ["f2", "lotus"]
    with pytest.raises(IllegalAction):
        run_with_cards(
            _lotus_game("f1", "f2"), [*play, {"type": "resolve", "choices": {"sacrifice": ["bobs", "f1"]}}], lotus
        )


def test_609_3_with_fewer_lands_all_of_them_are_sacrificed() -> None:
    lotus = read_full_definition(*LOTUS_FIELD)
    result = run_with_cards(_lotus_game(), [{"type": "play_land", "card": "lotus"}, {"type": "resolve"}], lotus)
    assert [p["id"] for p in result["state"]["battlefield"]] == ["bobs"]  # Lotus Field itself was the one land


# --- "~ deals damage equal to its power" / after "Sacrifice ~": ~'s own power (CR 608.2h, 113.7a) ------

IMMOLATOR: Card = (
    "Heartfire Immolator",
    "Creature — Human Wizard",
    "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)\n"
    "{R}, Sacrifice Heartfire Immolator: It deals damage equal to its power to target creature or planeswalker.",
    "{1}{R}",
    ("2", "2"),
)
AVENGER: Card = (
    "Leafkin Avenger",
    "Creature — Elemental Druid",
    "{T}: Add {G} for each creature with power 4 or greater you control.\n"
    "{7}{R}: Leafkin Avenger deals damage equal to its power to target player or planeswalker.",
    "{2}{R}{G}",
    ("4", "3"),
)
OX = {"name": "Test Ox", "mana_cost": "{3}", "types": ["Creature"], "power": 3, "toughness": 3}


def test_608_2h_damage_equal_to_its_own_power_reads() -> None:
    immolator = read_full_definition(*IMMOLATOR)["abilities"][0]
    assert immolator["effect"] == {"kind": "damage", "amount": "source_power", "target": "creature_or_planeswalker"}
    avenger = read_full_definition(*AVENGER)["abilities"][1]
    assert avenger["effect"] == {"kind": "damage", "amount": "source_power", "target": "player_or_planeswalker"}


@pytest.mark.parametrize(
    "oracle",
    [
        "{R}: Probe deals damage equal to its power to target creature twice.",
        # ("{R}: Target creature deals damage equal to its power to target player." is read since s28-std: a bite at a
        # player, tests/unit/test_s28_std.py)
        "{R}: Probe deals damage equal to its glimmer to target creature.",
    ],
)
def test_608_2h_damage_equal_to_its_power_with_an_unknown_word_is_not_read(oracle: str) -> None:
    assert _reads(oracle) != "full"


def test_608_2h_the_sacrificed_source_deals_damage_equal_to_its_last_known_power() -> None:
    immolator = read_full_definition(*IMMOLATOR)
    game = state(
        alice={"mana_pool": {"R": 1}},
        battlefield=[
            {"id": "hi", "card": "Heartfire Immolator", "controller": "alice", "counters": {"+1/+1": 1}},
            {"id": "ox", "card": "Test Ox", "controller": "bob"},
        ],
    )
    activate = {"type": "activate", "permanent": "hi", "ability": 0, "choices": {"targets": ["ox"]}}
    result = run_with_cards(game, [activate, {"type": "resolve"}], immolator, OX)
    assert [p["id"] for p in result["state"]["battlefield"]] == []  # 3 damage: its power with the counter
    plain = run_with_cards(
        {**game, "battlefield": [{**game["battlefield"][0], "counters": {}}, game["battlefield"][1]]},
        [activate, {"type": "resolve"}],
        immolator,
        OX,
    )
    assert permanent(plain, "ox")["damage"] == 2


def test_608_2h_the_source_on_the_battlefield_deals_damage_equal_to_its_power_now() -> None:
    avenger = read_full_definition(*AVENGER)
    game = state(
        alice={"mana_pool": {"R": 8}},
        battlefield=[{"id": "la", "card": "Leafkin Avenger", "controller": "alice", "counters": {"+1/+1": 2}}],
    )
    activate = {"type": "activate", "permanent": "la", "ability": 1, "choices": {"targets": ["bob"]}}
    result = run_with_cards(game, [activate, {"type": "resolve"}], avenger)
    assert player_of(result, "bob")["life"] == player_of(result, "alice")["life"] - 6
