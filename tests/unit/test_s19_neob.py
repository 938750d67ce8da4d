"""s19-neob: constructions of Kamigawa: Neon Dynasty (and the same wording in other sets) read from real cards'
Oracle text and played by the engine; near variants stay not modelled (docs/oracle-s19-neob.md)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, permanent, read_full_definition, run_with_cards, state

CREW_3 = ("Crew 3 (Tap any number of creatures you control with total power 3 or more: This Vehicle becomes an "
          "artifact creature until end of turn.)")


def _read(line: str, *, is_spell: bool = False) -> list[dict[str, Any]] | None:
    abilities: list[dict[str, Any]] | None = read_composed(line, is_spell=is_spell).abilities
    return abilities


def _bears(object_id: str) -> dict[str, Any]:
    return {"id": object_id, "card": "Grizzly Bears", "controller": "alice", "controlled_since_turn": 1}


# --- "<object> becomes an artifact creature ..." (CR 205.1b, 613.1d-f, 613.4b, 301.7) -------------------------

SUIT_UP = read_full_definition(
    "Suit Up", "Instant",
    "Until end of turn, target creature or Vehicle becomes an artifact creature with base power and toughness 4/5.\n"
    "Draw a card.", "{2}{U}")

MOBILIZER_MECH = read_full_definition(
    "Mobilizer Mech", "Artifact — Vehicle",
    "Flying\nWhenever Mobilizer Mech becomes crewed, up to one other target Vehicle you control becomes an artifact "
    f"creature until end of turn.\n{CREW_3}", "{2}{U}", ("3", "4"))

SKIFF: dict[str, Any] = {"name": "Sky Skiff", "mana_cost": "{2}", "types": ["Artifact"], "subtypes": ["Vehicle"],
                         "power": 2, "toughness": 3, "keywords": ["flying"], "abilities": [{"kind": "crew", "power": 1}]}


def test_suit_up_and_mobilizer_mech_read_in_full() -> None:
    assert SUIT_UP["abilities"][0]["effect"] == {
        "kind": "becomes_creature", "power": 4, "toughness": 5, "types": ["Artifact", "Creature"], "subtypes": [],
        "target": "permanent:creature_or_Vehicle"}
    trigger = MOBILIZER_MECH["abilities"][0]
    assert trigger["trigger"] == "self_becomes_crewed"
    assert trigger["effect"]["kind"] == "becomes_artifact_creature"
    assert trigger["effect"]["up_to"] is True


def test_becomes_an_artifact_creature_reads_other_sets_wordings() -> None:
    hangar = _read("{3}, {T}: Target Vehicle becomes an artifact creature until end of turn.")
    assert hangar is not None
    assert hangar[0]["effect"] == {"kind": "becomes_artifact_creature", "target": "permanent:Vehicle"}
    bear = _read("{2}: ~ becomes a 4/4 green Bear artifact creature until end of turn.")  # Stuffed Bear (MID)
    assert bear is not None
    assert bear[0]["effect"] == {"kind": "becomes_creature", "power": 4, "toughness": 4,
                                 "types": ["Artifact", "Creature"], "subtypes": ["Bear"], "target": "self",
                                 "colors": ["G"]}
    angel = _read("Until end of turn, target artifact or creature becomes a 4/4 Angel artifact creature and gains "
                  "flying.", is_spell=True)  # Majestic Metamorphosis (SNC)
    assert angel is not None
    assert angel[0]["effect"]["keywords"] == ["flying"]
    assert angel[0]["effect"]["subtypes"] == ["Angel"]


def test_becomes_an_artifact_creature_near_variants_stay_not_modelled() -> None:
    # no duration: it would last indefinitely (CR 611.2a); not a Vehicle: no power and toughness (Tezzeret's -2)
    assert _read("Target artifact becomes an artifact creature.", is_spell=True) is None
    assert _read("Target artifact becomes an artifact creature until end of turn.", is_spell=True) is None
    assert _read("Target Vehicle becomes an artifact creature.", is_spell=True) is None
    # the older rule still reads a Vehicle's own "~ becomes an artifact creature until end of turn"
    self_vehicle = _read("{1}: ~ becomes an artifact creature until end of turn.")
    assert self_vehicle is not None
    assert self_vehicle[0]["effect"] == {"kind": "becomes_artifact_creature", "target": "self"}


def test_205_1b_suit_up_makes_a_creature_a_4_5_artifact_creature_keeping_its_types() -> None:
    game = state(battlefield=[_bears("g")], alice={"hand": [{"id": "s", "card": "Suit Up"}],
                                                   "mana_pool": {"U": 1, "C": 2}})
    result = run_with_cards(game, [{"type": "cast", "card": "s", "choices": {"targets": ["g"]}}, {"type": "resolve"}],
                            SUIT_UP)
    bears = permanent(result, "g")
    assert bears["characteristics"]["power"] == 4 and bears["characteristics"]["toughness"] == 5
    assert bears["characteristics"]["types"] == ["Creature", "Artifact"]
    assert bears["characteristics"]["subtypes"] == ["Bear"]
    assert events_of(result, "became_creature")[0]["cites"][:2] == ["CR 608.2", "CR 613.1d"]


def test_301_7_suit_up_on_a_vehicle_makes_it_a_creature_until_end_of_turn() -> None:
    game = state(battlefield=[{"id": "v", "card": "Sky Skiff", "controller": "alice"}],
                 alice={"hand": [{"id": "s", "card": "Suit Up"}], "mana_pool": {"U": 1, "C": 2}})
    result = run_with_cards(game, [{"type": "cast", "card": "s", "choices": {"targets": ["v"]}}, {"type": "resolve"}],
                            SUIT_UP, SKIFF)
    skiff = permanent(result, "v")["characteristics"]
    assert (skiff["power"], skiff["toughness"]) == (4, 5) and "Creature" in skiff["types"]
    ended = run_with_cards(game, [{"type": "cast", "card": "s", "choices": {"targets": ["v"]}}, {"type": "resolve"},
                                  {"type": "next_turn"}], SUIT_UP, SKIFF)
    assert "Creature" not in permanent(ended, "v")["characteristics"]["types"]


def _crew_mech(extra: list[dict[str, Any]], trigger_targets: list[str] | None) -> dict[str, Any]:
    battlefield = [{"id": "m", "card": "Mobilizer Mech", "controller": "alice", "controlled_since_turn": 1},
                   _bears("g1"), _bears("g2"), *extra]
    actions: list[dict[str, Any]] = [
        {"type": "activate", "permanent": "m", "ability": 1, "crew": ["g1", "g2"]},
        {"type": "resolve"},
    ]
    if trigger_targets is not None:
        actions.append({"type": "resolve", "choices": {"targets": trigger_targets}})
    return run_with_cards(state(battlefield=battlefield), actions, MOBILIZER_MECH, SKIFF)


def test_702_122a_mobilizer_mech_crewed_makes_another_vehicle_a_creature() -> None:
    result = _crew_mech([{"id": "v", "card": "Sky Skiff", "controller": "alice", "controlled_since_turn": 1}], ["v"])
    assert [e["permanent"] for e in events_of(result, "became_crewed")] == ["m"]
    assert [e["permanent"] for e in events_of(result, "became_creature")] == ["m", "v"]
    skiff = permanent(result, "v")["characteristics"]
    assert "Creature" in skiff["types"] and (skiff["power"], skiff["toughness"]) == (2, 3)  # printed (CR 301.7)


def test_702_122a_mobilizer_mech_with_no_other_vehicle_targets_nothing() -> None:
    result = _crew_mech([], None)
    assert [e["permanent"] for e in events_of(result, "became_creature")] == ["m"]
    assert events_of(result, "became_crewed")
    assert [e["trigger"] for e in events_of(result, "trigger_removed")] == ["self_becomes_crewed"]  # (CR 603.3d)


def test_603_2_another_effect_making_it_a_creature_is_not_becoming_crewed() -> None:
    hangar: dict[str, Any] = {"name": "Hangar", "types": ["Land"], "abilities": [
        {"kind": "activated", "cost": "{3}", "effect": {"kind": "becomes_artifact_creature", "target": "permanent:Vehicle"}}]}
    game = state(battlefield=[{"id": "m", "card": "Mobilizer Mech", "controller": "alice"},
                              {"id": "h", "card": "Hangar", "controller": "alice"}],
                 alice={"mana_pool": {"C": 3}})
    result = run_with_cards(game, [{"type": "activate", "permanent": "h", "ability": 0, "choices": {"targets": ["m"]}},
                                   {"type": "resolve"}], MOBILIZER_MECH, hangar)
    assert "Creature" in permanent(result, "m")["characteristics"]["types"]
    assert not events_of(result, "became_crewed")
    assert result["state"]["stack"] == []


# --- the March cycle: "you may exile any number of white cards from your hand. ~ costs {2} less ..." -----------
# (CR 118.8, 601.2b, 601.2f-h, 118.7a)

MARCH_OF_OTHERWORLDLY_LIGHT = read_full_definition(
    "March of Otherworldly Light", "Instant",
    "As an additional cost to cast this spell, you may exile any number of white cards from your hand. This spell "
    "costs {2} less to cast for each card exiled this way.\n"
    "Exile target artifact, creature, or enchantment with mana value X or less.", "{X}{W}")

KNIGHT: dict[str, Any] = {"name": "White Knight", "mana_cost": "{W}{W}", "types": ["Creature"], "power": 2,
                          "toughness": 2}


def _march(exiled: list[str] | None, pool: dict[str, int], x: int = 2) -> dict[str, Any]:
    game = state(battlefield=[{"id": "g", "card": "Grizzly Bears", "controller": "bob"}],
                 alice={"hand": [{"id": "m", "card": "March of Otherworldly Light"},
                                 {"id": "k1", "card": "White Knight"}, {"id": "k2", "card": "White Knight"},
                                 {"id": "b", "card": "Grizzly Bears"}],
                        "mana_pool": pool})
    choices: dict[str, Any] = {"targets": ["g"]}
    if exiled is not None:
        choices["exile_from_hand"] = exiled
    return run_with_cards(game, [{"type": "cast", "card": "m", "x": x, "choices": choices}, {"type": "resolve"}],
                          MARCH_OF_OTHERWORLDLY_LIGHT, KNIGHT)


def test_march_reads_in_full() -> None:
    assert MARCH_OF_OTHERWORLDLY_LIGHT["abilities"][0] == {"kind": "exile_from_hand_cost_reduction", "color": "W",
                                                           "generic": 2}
    black = _read("As an additional cost to cast ~, you may exile any number of black cards from your hand. ~ costs "
                  "{2} less to cast for each card exiled this way.", is_spell=True)
    assert black == [{"kind": "exile_from_hand_cost_reduction", "color": "B", "generic": 2}]


def test_601_2f_each_white_card_exiled_makes_it_cost_2_less_x_included() -> None:
    result = _march(["k1"], {"W": 1})  # X=2: {2}{W} less {2}
    exiled = result["state"]["players"][0]["exile"]
    assert [card["id"] for card in exiled] == ["k1"]
    assert [card["id"] for card in result["state"]["players"][0]["hand"]] == ["k2", "b"]
    assert "g" in [card["id"] for card in result["state"]["players"][1]["exile"]]
    moved = [e for e in events_of(result, "zone_change") if e.get("reason") == "exiled to pay a cost"]
    assert moved[0]["cards"] == ["k1"] and "CR 601.2h" in moved[0]["cites"]


def test_118_7a_the_reduction_never_goes_below_the_colored_part() -> None:
    result = _march(["k1", "k2"], {"W": 1}, x=2)  # {2}{W} less {4}: {W}
    assert [card["id"] for card in result["state"]["players"][0]["exile"]] == ["k1", "k2"]


def test_601_2f_without_cards_exiled_it_costs_its_full_cost() -> None:
    with pytest.raises(IllegalAction):
        _march(None, {"W": 1})  # {2}{W} with one mana
    result = _march(None, {"W": 1, "C": 2})
    assert result["state"]["players"][0]["exile"] == []


def test_601_2b_only_other_white_cards_in_hand_may_be_exiled() -> None:
    for wrong in (["b"], ["m"], ["k1", "k1"], ["nowhere"]):
        with pytest.raises(IllegalAction, match="exile_from_hand"):
            _march(wrong, {"W": 3})


# --- lore counters: "put a lore counter on target Saga you control" (CR 714.2b-c, 122.1) --------------------------

KELDON_WARCALLER = read_full_definition(
    "Keldon Warcaller", "Creature — Human Warrior",
    "Whenever Keldon Warcaller attacks, put a lore counter on target Saga you control.", "{1}{R}", ("2", "2"))

SAGA: dict[str, Any] = {"name": "Test Saga", "mana_cost": "{2}", "types": ["Enchantment"], "subtypes": ["Saga"],
                        "abilities": [
                            {"kind": "chapter", "chapters": [1], "effect": {"kind": "gain_life", "amount": 1}},
                            {"kind": "chapter", "chapters": [2], "effect": {"kind": "gain_life", "amount": 2}},
                            {"kind": "chapter", "chapters": [3], "effect": {"kind": "gain_life", "amount": 3}}]}


def test_lore_counters_read() -> None:
    assert KELDON_WARCALLER["abilities"][0]["effect"] == {"kind": "put_counters", "counter": "lore", "amount": 1,
                                                          "target": "permanent:you_control:Saga"}
    satsuki = _read("{T}: Put a lore counter on each Saga you control. Activate only as a sorcery.")
    assert satsuki is not None
    assert satsuki[0]["effect"]["target"] == "all:you_control:Saga"
    assert _read("Put two lore counters on target Saga you control.", is_spell=True) is not None


def test_714_2c_a_lore_counter_put_by_an_effect_triggers_the_next_chapter() -> None:
    game = state(step="declare_attackers", battlefield=[
        {"id": "k", "card": "Keldon Warcaller", "controller": "alice", "controlled_since_turn": 1},
        {"id": "s", "card": "Test Saga", "controller": "alice", "counters": {"lore": 1}}])
    actions: list[dict[str, Any]] = [
        {"type": "declare_attackers", "attackers": [{"id": "k", "defending": "bob"}]},
        {"type": "resolve", "choices": {"targets": ["s"]}},
        {"type": "resolve"},
    ]
    result = run_with_cards(game, actions, KELDON_WARCALLER, SAGA)
    assert permanent(result, "s")["counters"]["lore"] == 2
    assert result["state"]["players"][0]["life"] == 22  # chapter II (CR 714.2c)
    put = events_of(result, "counters_put")
    assert put[0]["counter"] == "lore" and put[0]["permanent"] == "s"


# --- "Spend this mana only to cast a Pilot or Vehicle spell." (CR 106.6, 205.3) -----------------------------------

MECH_HANGAR = read_full_definition(
    "Mech Hangar", "Land",
    "{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a Pilot or Vehicle spell.\n"
    "{3}, {T}: Target Vehicle becomes an artifact creature until end of turn.", "")

PILOT: dict[str, Any] = {"name": "Test Pilot", "mana_cost": "{U}", "types": ["Creature"], "subtypes": ["Human", "Pilot"],
                         "power": 1, "toughness": 1}
SHAPESHIFTER: dict[str, Any] = {"name": "Test Changeling", "mana_cost": "{U}", "types": ["Creature"],
                                "subtypes": ["Shapeshifter"], "keywords": ["changeling"], "power": 1, "toughness": 1}


def _hangar_cast(card: str, *cards: dict[str, Any]) -> dict[str, Any]:
    game = state(battlefield=[{"id": "h", "card": "Mech Hangar", "controller": "alice"}],
                 alice={"hand": [{"id": "c", "card": card}]})
    actions: list[dict[str, Any]] = [{"type": "tap_for_mana", "permanent": "h", "ability": 1, "color": "U"},
                                     {"type": "cast", "card": "c"}]
    return run_with_cards(game, actions, MECH_HANGAR, *cards)


def test_mech_hangar_reads_in_full() -> None:
    assert MECH_HANGAR["abilities"][1] == {"kind": "mana", "cost": "{T}", "add": "any_color",
                                           "spend_only": "subtype_spells", "spend_only_subtypes": ["Pilot", "Vehicle"]}
    assert _read("{T}: Add {W}. Spend this mana only to cast an Angel spell.") == [
        {"kind": "mana", "cost": "{T}", "add": "{W}", "spend_only": "subtype_spells", "spend_only_subtypes": ["Angel"]}]
    assert _read("{T}: Add {W}. Spend this mana only to cast an Angel spell with flying.") is None


def test_106_6_pilot_spells_may_spend_the_restricted_mana() -> None:
    result = _hangar_cast("Test Pilot", PILOT)
    assert result["state"]["stack"][0]["id"] == "c"
    tapped = [e for e in result["events"] if e["type"] == "mana_added"]
    assert tapped and tapped[0].get("restricted_to") == "subtype_spells:Pilot|Vehicle"


def test_702_73a_a_changeling_is_a_pilot() -> None:
    assert _hangar_cast("Test Changeling", SHAPESHIFTER)["state"]["stack"][0]["id"] == "c"


def test_106_6_other_spells_cant_spend_it() -> None:
    bear: dict[str, Any] = {**PILOT, "name": "Blue Bear", "subtypes": ["Bear"]}
    with pytest.raises(IllegalAction, match="Pilot or Vehicle"):
        _hangar_cast("Blue Bear", bear)


UNCLAIMED_TERRITORY = read_full_definition(
    "Unclaimed Territory", "Land",
    "As Unclaimed Territory enters, choose a creature type.\n{T}: Add {C}.\n{T}: Add one mana of any color. Spend "
    "this mana only to cast a creature spell of the chosen type.", "")


def _territory_cast(card: str, *cards: dict[str, Any], chosen: str | None = "Pilot") -> dict[str, Any]:
    territory: dict[str, Any] = {"id": "t", "card": "Unclaimed Territory", "controller": "alice"}
    if chosen is not None:
        territory["chosen_creature_type"] = chosen
    game = state(battlefield=[territory], alice={"hand": [{"id": "c", "card": card}]})
    actions: list[dict[str, Any]] = [{"type": "tap_for_mana", "permanent": "t", "ability": 2, "color": "U"},
                                     {"type": "cast", "card": "c"}]
    return run_with_cards(game, actions, UNCLAIMED_TERRITORY, *cards)


def test_106_6_creature_spell_of_the_chosen_type() -> None:
    assert UNCLAIMED_TERRITORY["abilities"][2]["spend_only"] == "chosen_type_creature_spells"
    result = _territory_cast("Test Pilot", PILOT)
    assert result["state"]["stack"][0]["id"] == "c"
    added = [e for e in result["events"] if e["type"] == "mana_added"]
    assert added[0]["restricted_to"] == "creature_subtype_spells:Pilot"
    bear: dict[str, Any] = {**PILOT, "name": "Blue Bear", "subtypes": ["Bear"]}
    with pytest.raises(IllegalAction, match="Pilot creature spell"):
        _territory_cast("Blue Bear", bear)
    vehicle: dict[str, Any] = {"name": "Pilot Vehicle", "mana_cost": "{U}", "types": ["Artifact"],
                               "subtypes": ["Vehicle"], "power": 1, "toughness": 1}
    with pytest.raises(IllegalAction):
        _territory_cast("Pilot Vehicle", vehicle, chosen="Vehicle")  # not a creature spell
    with pytest.raises(IllegalAction, match="no chosen creature type"):
        _territory_cast("Test Pilot", PILOT, chosen=None)


# --- "Whenever ~ attacks, it deals 1 damage to defending player." (CR 508.5, 506.2) -------------------------------

FALKENRATH_PERFORATOR = read_full_definition(
    "Falkenrath Perforator", "Creature — Vampire Soldier",
    "Whenever Falkenrath Perforator attacks, it deals 1 damage to defending player.", "{1}{R}", ("2", "1"))


def test_508_5_it_deals_1_damage_to_the_player_it_attacks() -> None:
    assert FALKENRATH_PERFORATOR["abilities"][0]["effect"] == {"kind": "damage", "amount": 1,
                                                               "target": "defending_player"}
    game = state(step="declare_attackers", battlefield=[
        {"id": "f", "card": "Falkenrath Perforator", "controller": "alice", "controlled_since_turn": 1}])
    result = run_with_cards(game, [{"type": "declare_attackers", "attackers": [{"id": "f", "defending": "bob"}]},
                                   {"type": "resolve"}], FALKENRATH_PERFORATOR)
    assert result["state"]["players"][1]["life"] == 19
    assert result["state"]["players"][0]["life"] == 20
    assert _read("When ~ enters, it deals 1 damage to defending player.") is None
