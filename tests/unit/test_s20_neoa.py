"""Branch s20-neoa: constructions of Kamigawa: Neon Dynasty (cards A to L), read by the compositional reader and
played by the engine (docs/oracle-s20-neoa.md):
- "As an additional cost to cast this spell, tap an untapped artifact you control or pay {1}." (Disruption
  Protocol; CR 118.8, 601.2b, 601.2f-h, 701.26a): `tap_or_mana_cost`, the `cast` action's `choices.tap` or the mana.
Each construction also has its honesty case: a near variant the engine can't play is not read."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, permanent, player_of, probe_support, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run

PROTOCOL = (
    "Disruption Protocol",
    "Instant",
    "As an additional cost to cast this spell, tap an untapped artifact you control or pay {1}.\nCounter target spell.",
    "{U}{U}",
)
RELIC = {"name": "Probe Relic", "types": ["Artifact"]}
SHOCK = {"name": "Probe Shock", "mana_cost": "{R}", "types": ["Instant"],
         "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "player"}}]}


# --- "tap an untapped artifact you control or pay {1}" (CR 601.2b, 601.2f-h, 701.26a) ---


def _protocol_game(mana: dict[str, int], relic_tapped: bool = False) -> dict[str, Any]:
    game = state(
        battlefield=[{"id": "relic", "card": "Probe Relic", "controller": "alice", "tapped": relic_tapped},
                     {"id": "bobs-relic", "card": "Probe Relic", "controller": "bob"}],
        alice={"mana_pool": mana, "hand": [{"id": "dp", "card": "Disruption Protocol"}]},
        stack=[{"id": "shock", "kind": "spell", "card": "Probe Shock", "controller": "bob", "targets": ["alice"]}],
    )
    return game


def _protocol_actions(choices: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        {"type": "cast", "card": "dp", "choices": {"targets": ["shock"], **choices}},
        {"type": "resolve"},
    ]


def test_disruption_protocol_reads_in_full() -> None:
    assert _read(*PROTOCOL)["abilities"][0] == {"kind": "tap_or_mana_cost", "card_type": "artifact", "mana": "{1}"}
    # another payment than mana, or a choice of several permanents, is not read
    assert probe_support("As an additional cost to cast this spell, tap an untapped artifact you control or "
                         "sacrifice a creature.\nDraw a card.", "Instant", None) != "full"
    assert probe_support("As an additional cost to cast this spell, tap two untapped artifacts you control or "
                         "pay {1}.\nDraw a card.", "Instant", None) != "full"


def test_601_2b_tapping_an_artifact_pays_the_additional_cost() -> None:
    result = _run(_protocol_game({"U": 2}), _protocol_actions({"tap": ["relic"]}), _read(*PROTOCOL), RELIC, SHOCK)
    assert permanent(result, "relic")["tapped"] is True
    assert [c["id"] for c in player_of(result, "bob")["graveyard"]] == ["shock"]
    tapped = events_of(result, "tapped")
    assert tapped and tapped[0]["permanent"] == "relic" and "CR 701.26a" in tapped[0]["cites"]


def test_601_2f_without_a_tap_the_mana_is_added_to_the_total_cost() -> None:
    result = _run(_protocol_game({"U": 3}), _protocol_actions({}), _read(*PROTOCOL), RELIC, SHOCK)
    assert permanent(result, "relic")["tapped"] is False
    assert [c["id"] for c in player_of(result, "bob")["graveyard"]] == ["shock"]
    with pytest.raises(IllegalAction, match="cost"):
        _run(_protocol_game({"U": 2}), _protocol_actions({}), _read(*PROTOCOL), RELIC, SHOCK)


@pytest.mark.parametrize("tap", [["bobs-relic"], ["relic", "relic"], ["relic"]])
def test_118_3_a_tapped_or_foreign_artifact_cant_pay_it(tap: list[str]) -> None:
    with pytest.raises(IllegalAction, match="exactly one untapped artifact"):
        _run(_protocol_game({"U": 2}, relic_tapped=True), _protocol_actions({"tap": tap}), _read(*PROTOCOL),
             RELIC, SHOCK)


# --- "Equipped creature has base power and toughness 5/5, has menace, and is a black Demon in addition to its other
# colors and types." / "As long as enchanted permanent is a creature, it has base power and toughness 1/1."
# (CR 613.4b, 613.1e, 613.1f, 613.1d, 611.3a) ---

BLADE = (
    "Blade of the Oni",
    "Artifact Creature — Equipment Demon",
    "Menace\nEquipped creature has base power and toughness 5/5, has menace, and is a black Demon in addition to its "
    "other colors and types.\nReconfigure {2}{B}{B} ({2}{B}{B}: Attach to target creature you control; or unattach "
    "from a creature. Reconfigure only as a sorcery. While attached, this isn't a creature.)",
    "{1}{B}",
    ("3", "1"),
)
AWARENESS = (
    "Awakened Awareness",
    "Enchantment — Aura",
    "Enchant artifact or creature\nWhen Awakened Awareness enters the battlefield, put X +1/+1 counters on enchanted "
    "permanent.\nAs long as enchanted permanent is a creature, it has base power and toughness 1/1.",
    "{X}{U}{U}",
)
GIANT_GROWTH = {"name": "Probe Growth", "mana_cost": "{G}", "types": ["Instant"],
                "abilities": [{"kind": "spell", "effect": {"kind": "pump", "power": 3, "toughness": 3,
                                                           "target": "creature"}}]}


def _characteristics(result: dict[str, Any], object_id: str) -> dict[str, Any]:
    return dict(permanent(result, object_id)["characteristics"])


def test_blade_of_the_oni_reads_in_full() -> None:
    abilities = _read(*BLADE)["abilities"]
    assert {"kind": "attached_base_power_toughness", "base_power": 5, "base_toughness": 5,
            "add_colors": ["B"]} in abilities
    assert {"kind": "attached_pump", "power": 0, "toughness": 0, "keywords": ["menace"],
            "add_subtypes": ["Demon"]} in abilities
    # "in addition to its other types" alone (colors replaced?) and a noncreature type are not read
    assert probe_support("Equipped creature has base power and toughness 5/5, has menace, and is a black Demon in "
                         "addition to its other types.", "Artifact — Equipment", None) != "full"
    assert probe_support("Equipped creature has base power and toughness 5/5, has menace, and is a black Equipment "
                         "in addition to its other colors and types.", "Artifact — Equipment", None) != "full"


def test_613_4b_the_equipped_creature_is_a_black_5_5_demon_with_menace_and_pumps_still_apply() -> None:
    game = state(battlefield=[
        {"id": "gb", "card": "Grizzly Bears", "controller": "alice", "controlled_since_turn": 1,
         "counters": {"+1/+1": 1}},
        {"id": "blade", "card": "Blade of the Oni", "controller": "alice", "controlled_since_turn": 1,
         "attached_to": "gb"},
    ], alice={"mana_pool": {"G": 1}, "hand": [{"id": "growth", "card": "Probe Growth"}]})
    found = _characteristics(_run(game, [], _read(*BLADE), GIANT_GROWTH), "gb")
    # layer 7b sets 5/5, the +1/+1 counter applies after it (7c)
    assert (found["power"], found["toughness"]) == (6, 6)
    assert found["colors"] == ["B", "G"] and "menace" in found["keywords"]
    assert "Demon" in found["subtypes"] and "Bear" in found["subtypes"]
    pumped = _run(game, [{"type": "cast", "card": "growth", "choices": {"targets": ["gb"]}}, {"type": "resolve"}],
                  _read(*BLADE), GIANT_GROWTH)
    assert (_characteristics(pumped, "gb")["power"], _characteristics(pumped, "gb")["toughness"]) == (9, 9)
    # unattached, the bear is itself again
    alone = dict(game, battlefield=[game["battlefield"][0]])
    found = _characteristics(_run(alone, [], _read(*BLADE), GIANT_GROWTH), "gb")
    assert (found["power"], found["toughness"], found["colors"]) == (3, 3, ["G"])


def test_awakened_awareness_reads_in_full() -> None:
    abilities = _read(*AWARENESS)["abilities"]
    assert abilities[1]["effect"] == {"kind": "put_counters", "counter": "+1/+1", "amount": "X",
                                      "target": "enchanted_creature"}
    assert abilities[2] == {"kind": "attached_base_power_toughness", "base_power": 1, "base_toughness": 1,
                            "if_creature": True}


RELIC_2_2 = {"name": "Probe Relic", "types": ["Artifact"]}


@pytest.mark.parametrize(("host", "pt"), [("gb", (4, 4)), ("relic", None)])
def test_611_3a_awareness_makes_a_creature_1_1_with_x_counters(host: str, pt: tuple[int, int] | None) -> None:
    game = state(battlefield=[
        {"id": "gb", "card": "Grizzly Bears", "controller": "alice", "controlled_since_turn": 1},
        {"id": "relic", "card": "Probe Relic", "controller": "alice", "controlled_since_turn": 1},
    ], alice={"mana_pool": {"U": 5}, "hand": [{"id": "aa", "card": "Awakened Awareness"}]})
    actions = [{"type": "cast", "card": "aa", "x": 3, "choices": {"targets": [host]}}, {"type": "resolve"},
               {"type": "resolve"}]
    result = _run(game, actions, _read(*AWARENESS), RELIC_2_2)
    assert permanent(result, host).get("counters", {}).get("+1/+1") == 3  # CR 107.3m: the X it was cast with
    found = _characteristics(result, host)
    assert (found.get("power"), found.get("toughness")) == (pt if pt is not None else (None, None))


# --- the Arrest family: "Enchanted permanent can't attack, block, or crew Vehicles. Its activated abilities can't be
# activated unless they're mana abilities." (CR 508.1c, 509.1b, 702.122a, 602.5, 605.3) ---

INTERCESSORS_ARREST = (
    "Intercessor's Arrest",
    "Enchantment — Aura",
    "Enchant permanent\nEnchanted permanent can't attack, block, or crew Vehicles. Its activated abilities can't be "
    "activated unless they're mana abilities.",
    "{2}{W}",
)
# the Arrest line of other sets (Eldraine, Ravnica Allegiance): mana abilities forbidden too
ARREST = ("Probe Arrest", "Enchantment — Aura",
          "Enchant creature\nEnchanted creature can't attack or block, and its activated abilities can't be activated.",
          "{2}{W}")
PINGER = {"name": "Probe Pinger", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1,
          "abilities": [{"kind": "activated", "cost": "{1}", "effect": {"kind": "draw", "amount": 1}},
                        {"kind": "mana", "cost": "{T}", "add": "{G}"}]}
VEHICLE = {"name": "Probe Vehicle", "mana_cost": "{2}", "types": ["Artifact"], "subtypes": ["Vehicle"],
           "power": 3, "toughness": 3, "abilities": [{"kind": "crew", "power": 1}]}


def test_the_arrest_lines_read_in_full() -> None:
    assert _read(*INTERCESSORS_ARREST)["abilities"][1:] == [
        {"kind": "cant_attack_or_block", "affected": "enchanted_creature"}, {"kind": "attached_cant_crew"},
        {"kind": "attached_cant_activate", "except_mana_abilities": True}]
    assert _read(*ARREST)["abilities"][1:] == [{"kind": "cant_attack_or_block", "affected": "enchanted_creature"},
                                               {"kind": "attached_cant_activate"}]
    blocks_only = _read("Probe Arrest", "Enchantment — Aura", "Enchant creature\nEnchanted creature can't block, and "
                        "its activated abilities can't be activated.", "{1}{W}")
    assert blocks_only["abilities"][1]["cant_block"] is True
    # a restriction on some abilities only, or "crew" of another subtype, is not read
    assert probe_support("Enchanted creature can't attack or block, and its loyalty abilities can't be activated.",
                         "Enchantment — Aura", None) != "full"
    assert probe_support("Enchanted permanent can't attack, block, or crew Dragons. Its activated abilities can't "
                         "be activated unless they're mana abilities.", "Enchantment — Aura", None) != "full"


def _arrested(arrest: str, **alice: Any) -> dict[str, Any]:
    return state(battlefield=[
        {"id": "pinger", "card": "Probe Pinger", "controller": "alice", "controlled_since_turn": 1},
        {"id": "vehicle", "card": "Probe Vehicle", "controller": "alice", "controlled_since_turn": 1},
        {"id": "arrest", "card": arrest, "controller": "bob", "controlled_since_turn": 1, "attached_to": "pinger"},
    ], alice={"mana_pool": {"C": 1}, **alice})


def test_602_5_the_enchanted_permanents_activated_abilities_cant_be_activated() -> None:
    cards = (_read(*INTERCESSORS_ARREST), PINGER, VEHICLE)
    with pytest.raises(IllegalAction, match="can't be activated unless they are mana abilities") as refused:
        _run(_arrested("Intercessor's Arrest"), [{"type": "activate", "permanent": "pinger", "ability": 0}], *cards)
    assert "CR 602.5" in refused.value.cites
    # its mana ability still can be (CR 605.3)
    tapped = _run(_arrested("Intercessor's Arrest"), [{"type": "tap_for_mana", "permanent": "pinger", "ability": 1}],
                  *cards)
    assert player_of(tapped, "alice")["mana_pool"].get("G") == 1
    # without the Aura attached, it can
    free = _arrested("Intercessor's Arrest")
    free["battlefield"][2].pop("attached_to")
    free["battlefield"][2]["card"] = "Grizzly Bears"
    result = _run(free, [{"type": "activate", "permanent": "pinger", "ability": 0}, {"type": "resolve"}], *cards)
    assert len(player_of(result, "alice")["hand"]) == 1


def test_605_3_without_the_exception_mana_abilities_cant_be_activated_either() -> None:
    cards = (_read(*ARREST), PINGER, VEHICLE)
    with pytest.raises(IllegalAction, match="can't be activated") as refused:
        _run(_arrested("Probe Arrest"), [{"type": "tap_for_mana", "permanent": "pinger", "ability": 1}], *cards)
    assert "CR 605.3" in refused.value.cites
    # nor used by an automatic payment: {1} can't be paid with it
    game = _arrested("Probe Arrest", hand=[{"id": "bear", "card": "Grizzly Bears"}])
    game["players"][0]["mana_pool"] = {"G": 1}
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "cast", "card": "bear", "payment": "auto"}], *cards)


def test_702_122a_the_enchanted_permanent_cant_crew() -> None:
    cards = (_read(*INTERCESSORS_ARREST), PINGER, VEHICLE)
    with pytest.raises(IllegalAction, match="crew"):
        _run(_arrested("Intercessor's Arrest"),
             [{"type": "activate", "permanent": "vehicle", "ability": 0, "crew": ["pinger"]}], *cards)
    with pytest.raises(IllegalAction):  # the default crew finds no one either
        _run(_arrested("Intercessor's Arrest"), [{"type": "activate", "permanent": "vehicle", "ability": 0}], *cards)


# --- "Spells you cast cost {1} less to cast for each target." / "Spells your opponents cast cost {1} more to cast for
# each target." (CR 601.2f, 601.2c, 118.7a) ---

HINATA = (
    "Hinata, Dawn-Crowned",
    "Legendary Creature — Kirin Spirit",
    "Flying, trample\nSpells you cast cost {1} less to cast for each target.\nSpells your opponents cast cost {1} more "
    "to cast for each target.",
    "{1}{U}{R}{W}",
    ("4", "4"),
)
BLAST = {"name": "Probe Blast", "mana_cost": "{2}{R}", "types": ["Instant"],
         "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}]}


def _hinata_game(caster: str, mana: dict[str, int]) -> dict[str, Any]:
    game = state(battlefield=[{"id": "hinata", "card": "Hinata, Dawn-Crowned", "controller": "alice",
                               "controlled_since_turn": 1}],
                 **{caster: {"mana_pool": mana, "hand": [{"id": "blast", "card": "Probe Blast"}]}})
    if caster == "bob":
        game["active_player"] = "bob"
    return game


def test_hinata_reads_in_full() -> None:
    assert _read(*HINATA)["abilities"][0:2] == [
        {"kind": "cost_per_target", "cast_by": "you", "change": "less", "generic": 1},
        {"kind": "cost_per_target", "cast_by": "opponents", "change": "more", "generic": 1}]
    assert probe_support("Spells you cast cost {1} less to cast for each creature.") != "full"


def test_601_2f_your_spells_cost_1_less_for_each_target() -> None:
    cast = [{"type": "cast", "card": "blast", "choices": {"targets": ["bob"]}}, {"type": "resolve"}]
    result = _run(_hinata_game("alice", {"R": 1, "C": 1}), cast, _read(*HINATA), BLAST)
    assert player_of(result, "bob")["life"] == 18
    with pytest.raises(IllegalAction):  # {1}{R}: {R} alone is not enough
        _run(_hinata_game("alice", {"R": 1}), cast, _read(*HINATA), BLAST)


def test_601_2f_your_opponents_spells_cost_1_more_for_each_target() -> None:
    cast = [{"type": "cast", "player": "bob", "card": "blast", "choices": {"targets": ["alice"]}}, {"type": "resolve"}]
    result = _run(_hinata_game("bob", {"R": 1, "C": 3}), cast, _read(*HINATA), BLAST)
    assert player_of(result, "alice")["life"] == 18
    with pytest.raises(IllegalAction):  # {3}{R} with {2}{R}
        _run(_hinata_game("bob", {"R": 1, "C": 2}), cast, _read(*HINATA), BLAST)
