"""Session 17, group m2y (M20, M21 cards with one line not modelled; docs/oracle-s17-m2y.md): each
construction read from real cards' Oracle text and played by the engine; a near variant with a word the
grammar doesn't know stays not modelled (honesty by construction)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run


def _not_read(line: str, *, is_spell: bool = False) -> None:
    assert read_composed(line, is_spell=is_spell).abilities is None


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {
        "id": object_id,
        "card": card,
        "controller": controller,
        "owner": controller,
        "controlled_since_turn": 1,
        **fields,
    }


def _permanent(result: dict[str, Any], object_id: str) -> dict[str, Any] | None:
    return next((p for p in result["state"]["battlefield"] if p["id"] == object_id), None)


# --- "is put into a graveyard from the battlefield" (CR 603.6c, 603.10a) ----------------------------

RETRIBUTIVE_WAND = (
    "Retributive Wand",
    "Artifact",
    "{3}, {T}: Retributive Wand deals 1 damage to any target.\nWhen Retributive Wand is put into a graveyard "
    "from the battlefield, it deals 5 damage to any target.",
    "{3}",
)
STARFIELD_MYSTIC = (
    "Starfield Mystic",
    "Creature — Human Cleric",
    "Enchantment spells you cast cost {1} less to cast.\nWhenever an enchantment you control is put into a "
    "graveyard from the battlefield, put a +1/+1 counter on Starfield Mystic.",
    "{1}{W}",
    ("2", "2"),
)
AURA = {"name": "Test Charm", "types": ["Enchantment"]}


def test_603_6c_put_into_a_graveyard_from_the_battlefield_reads_as_its_triggers() -> None:
    wand = read_full_definition(*RETRIBUTIVE_WAND)["abilities"][-1]
    assert (wand["trigger"], wand["effect"]["kind"], wand["effect"]["target"]) == (
        "self_put_into_graveyard",
        "damage",
        "any",
    )
    mystic = read_full_definition(*STARFIELD_MYSTIC)["abilities"][-1]
    assert (mystic["trigger"], mystic["put_into_graveyard"]) == (
        "permanent_put_into_graveyard",
        "enchantment:you_control",
    )


def test_603_6c_near_variants_of_put_into_a_graveyard_are_not_read() -> None:
    _not_read("When ~ is put into a graveyard from the stack, it deals 5 damage to any target.")
    _not_read("Whenever an enchantment you control is put into a graveyard from the battlefield, frobnicate ~.")
    _not_read("Whenever a card is put into a graveyard from the battlefield, draw a card.")


def test_603_10a_retributive_wand_deals_5_damage_from_the_graveyard() -> None:
    game = state(battlefield=[_on("wand", "Retributive Wand")])
    moved = {"type": "move", "permanent": "wand", "to": "graveyard"}
    result = _run(
        game, [moved, {"type": "resolve", "choices": {"targets": ["bob"]}}], read_full_definition(*RETRIBUTIVE_WAND)
    )
    assert player_of(result, "bob")["life"] == 15
    # to a hand, it isn't put into a graveyard: nothing triggers
    to_hand = _run(game, [{"type": "move", "permanent": "wand", "to": "hand"}], read_full_definition(*RETRIBUTIVE_WAND))
    assert events_of(to_hand, "trigger_put_on_stack") == []


def test_603_10a_starfield_mystic_grows_when_an_enchantment_you_control_goes_to_a_graveyard() -> None:
    game = state(
        battlefield=[_on("mystic", "Starfield Mystic"), _on("charm", "Test Charm"), _on("theirs", "Test Charm", "bob")]
    )
    mystic = read_full_definition(*STARFIELD_MYSTIC)
    result = _run(game, [{"type": "move", "permanent": "charm", "to": "graveyard"}, {"type": "resolve"}], mystic, AURA)
    counters = _permanent(result, "mystic")
    assert counters is not None and counters["counters"].get("+1/+1") == 1
    # an opponent's enchantment does not match "you control"
    theirs = _run(game, [{"type": "move", "permanent": "theirs", "to": "graveyard"}], mystic, AURA)
    assert events_of(theirs, "trigger_put_on_stack") == []


# --- "gets +N/+N and attacks each combat if able" (CR 613.4c, 508.1d) --------------------------------

FUROR = (
    "Furor of the Bitten",
    "Enchantment — Aura",
    "Enchant creature\nEnchanted creature gets +2/+2 and attacks each combat if able.",
    "{R}",
)
BEAR = {"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2}


def test_508_1d_furor_of_the_bitten_reads_as_a_pump_and_a_requirement() -> None:
    assert read_full_definition(*FUROR)["abilities"][1:] == [
        {"kind": "attached_pump", "power": 2, "toughness": 2},
        {"kind": "attacks_each_combat", "affected": "enchanted_creature"},
    ]
    _not_read("Enchanted creature gets +2/+2 and attacks each wombat if able.")
    _not_read("Enchanted creature gets +2/+2 and attacks each combat if frobnicated.")


def test_508_1d_the_enchanted_creature_is_bigger_and_must_attack() -> None:
    furor = read_full_definition(*FUROR)
    game = state(
        step="declare_attackers",
        battlefield=[
            _on("bear", "Bear"),
            _on("other", "Bear"),
            _on("furor", "Furor of the Bitten", attached_to="bear"),
        ],
    )
    with pytest.raises(IllegalAction) as refusal:
        _run(game, [{"type": "declare_attackers", "attackers": [{"id": "other", "defending": "bob"}]}], furor, BEAR)
    assert "CR 508.1d" in refusal.value.cites
    result = _run(game, [{"type": "declare_attackers", "attackers": [{"id": "bear", "defending": "bob"}]}], furor, BEAR)
    bear = _permanent(result, "bear")
    assert bear is not None and (bear["characteristics"]["power"], bear["characteristics"]["toughness"]) == (4, 4)


# --- "~ can't attack unless you control ..." (CR 508.1c) ---------------------------------------------

GADRAK = (
    "Gadrak, the Crown-Scourge",
    "Legendary Creature — Dragon",
    "Flying\nGadrak, the Crown-Scourge can't attack unless you control four or more artifacts.\nAt the beginning "
    "of your end step, create a Treasure token for each nontoken creature that died this turn.",
    "{2}{R}",
    ("5", "4"),
)
TRINKET = {"name": "Trinket", "types": ["Artifact"]}


def test_508_1c_gadrak_reads_as_an_attack_restriction_on_what_you_control() -> None:
    assert read_full_definition(*GADRAK)["abilities"][0] == {
        "kind": "cant_attack_unless_you_control",
        "you_control": "artifact",
        "at_least": 4,
    }
    _not_read("~ can't attack unless you control four or more wombats.")
    _not_read("~ can't attack unless you frobnicate four or more artifacts.")
    _not_read("Enchanted creature can't attack unless you control four or more artifacts.")


def test_508_1c_gadrak_attacks_only_with_four_artifacts() -> None:
    gadrak = read_full_definition(*GADRAK)
    three = [_on(f"t{i}", "Trinket") for i in range(3)]
    attack = {"type": "declare_attackers", "attackers": [{"id": "gadrak", "defending": "bob"}]}
    game = state(step="declare_attackers", battlefield=[_on("gadrak", GADRAK[0]), *three])
    with pytest.raises(IllegalAction) as refusal:
        _run(game, [attack], gadrak, TRINKET)
    assert "CR 508.1c" in refusal.value.cites
    # an opponent's artifact doesn't count
    theirs = state(
        step="declare_attackers", battlefield=[_on("gadrak", GADRAK[0]), *three, _on("t9", "Trinket", "bob")]
    )
    with pytest.raises(IllegalAction):
        _run(theirs, [attack], gadrak, TRINKET)
    four = state(step="declare_attackers", battlefield=[_on("gadrak", GADRAK[0]), *three, _on("t3", "Trinket")])
    result = _run(four, [attack], gadrak, TRINKET)
    assert [a["id"] for a in result["state"]["combat"]["attackers"]] == ["gadrak"]


# --- "Whenever you attack with two or more <creatures>" (CR 508.3, 603.2) ----------------------------

TIDE_SKIMMER = (
    "Tide Skimmer",
    "Creature — Drake",
    "Flying\nWhenever you attack with two or more creatures with flying, draw a card.",
    "{3}{U}",
    ("2", "3"),
)
FLIER = {"name": "Flier", "types": ["Creature"], "power": 1, "toughness": 1, "keywords": ["flying"]}


def test_508_3_tide_skimmer_reads_as_an_attack_trigger_with_a_count() -> None:
    trigger = read_full_definition(*TIDE_SKIMMER)["abilities"][0]
    assert (trigger["trigger"], trigger["attack_with"], trigger["attack_with_at_least"]) == (
        "you_attack",
        "creature:with_flying",
        2,
    )
    _not_read("Whenever you attack with two or more wombats with flying, draw a card.")
    _not_read("Whenever you attack with two or more creatures with flying, frobnicate a card.")


def test_508_3_tide_skimmer_draws_only_when_two_fliers_attack() -> None:
    skimmer = read_full_definition(*TIDE_SKIMMER)
    game = state(
        step="declare_attackers",
        battlefield=[_on("skimmer", "Tide Skimmer"), _on("f1", "Flier"), _on("bear", "Bear")],
    )

    def attack(*ids: str) -> dict[str, Any]:
        return {"type": "declare_attackers", "attackers": [{"id": i, "defending": "bob"} for i in ids]}

    one_flier = _run(game, [attack("skimmer", "bear")], skimmer, FLIER, BEAR)
    assert events_of(one_flier, "trigger_put_on_stack") == []
    two = _run(game, [attack("skimmer", "f1"), {"type": "resolve"}], skimmer, FLIER, BEAR)
    assert len(events_of(two, "trigger_put_on_stack")) == 1
    assert len(player_of(two, "alice")["hand"]) == len(player_of(one_flier, "alice")["hand"]) + 1


# --- "a spell that targets a creature you control" (CR 601.2c, 601.2i) -------------------------------

SEASON = (
    "Season of Growth",
    "Enchantment",
    "Whenever a creature enters the battlefield under your control, scry 1.\nWhenever you cast a spell that "
    "targets a creature you control, draw a card.",
    "{1}{G}",
)


def test_601_2i_season_of_growth_reads_as_a_cast_trigger_on_its_targets() -> None:
    trigger = read_full_definition(*SEASON)["abilities"][1]
    assert (trigger["kind"], trigger["targets_matching"]) == ("cast_trigger", "creature:you_control")
    _not_read("Whenever you cast a spell that targets a wombat you control, draw a card.")
    _not_read("Whenever you cast a spell that frobnicates a creature you control, draw a card.")


def test_601_2c_season_of_growth_triggers_only_on_a_spell_targeting_your_creature() -> None:
    season = read_full_definition(*SEASON)
    game = state(
        alice={"mana_pool": {"R": 1}, "hand": [{"id": "bolt", "card": "Lightning Bolt"}]},
        battlefield=[_on("season", "Season of Growth"), _on("mine", "Bear"), _on("theirs", "Bear", "bob")],
    )

    def bolt(target: str) -> dict[str, Any]:
        return {"type": "cast", "player": "alice", "card": "bolt", "choices": {"targets": [target]}}

    assert len(events_of(_run(game, [bolt("mine")], season, BEAR), "trigger_put_on_stack")) == 1
    assert events_of(_run(game, [bolt("theirs")], season, BEAR), "trigger_put_on_stack") == []
    assert events_of(_run(game, [bolt("bob")], season, BEAR), "trigger_put_on_stack") == []


# --- "~ or another <permanent> enters under your control" (CR 603.6a) -------------------------------


def test_603_6a_or_another_enters_under_your_control_reads_as_you_control() -> None:
    under = read_composed(
        "Whenever ~ or another Rogue enters under your control, each opponent mills two cards.", is_spell=False
    ).abilities
    controls = read_composed(
        "Whenever ~ or another Rogue you control enters, each opponent mills two cards.", is_spell=False
    ).abilities
    assert under is not None and under == controls
    assert under[0]["entering_any_of"] == ["permanent:other:you_control:Rogue"]
    _not_read("Whenever ~ or another Rogue enters under your wombat, each opponent mills two cards.")
    _not_read("Whenever ~ or another Rogue you control enters under your control, each opponent mills two cards.")


# --- "Whenever ~ and at least two other creatures attack" (CR 508.3a, 603.2) -------------------------

BATTALION = (
    "Makeshift Battalion",
    "Creature — Human Soldier",
    "Whenever Makeshift Battalion and at least two other creatures attack, put a +1/+1 counter on Makeshift Battalion.",
    "{2}{W}",
    ("3", "2"),
)


def test_508_3a_makeshift_battalion_reads_as_an_attacks_trigger_with_others() -> None:
    trigger = read_full_definition(*BATTALION)["abilities"][0]
    assert (trigger["trigger"], trigger["attacks_with_others_at_least"]) == ("attacks", 2)
    _not_read("Whenever ~ and at least two other wombats attack, put a +1/+1 counter on ~.")
    _not_read("Whenever ~ and at most two other creatures attack, put a +1/+1 counter on ~.")


def test_508_3a_makeshift_battalion_triggers_only_with_two_others() -> None:
    battalion = read_full_definition(*BATTALION)
    game = state(
        step="declare_attackers",
        battlefield=[_on("mb", "Makeshift Battalion"), _on("b1", "Bear"), _on("b2", "Bear")],
    )

    def attack(*ids: str) -> dict[str, Any]:
        return {"type": "declare_attackers", "attackers": [{"id": i, "defending": "bob"} for i in ids]}

    assert events_of(_run(game, [attack("mb", "b1")], battalion, BEAR), "trigger_put_on_stack") == []
    result = _run(game, [attack("mb", "b1", "b2"), {"type": "resolve"}], battalion, BEAR)
    grown = _permanent(result, "mb")
    assert grown is not None and grown["counters"].get("+1/+1") == 1
