"""Branch s19-neoa: constructions of Kamigawa: Neon Dynasty (cards A to Ma), read by the compositional reader and
played by the engine (docs/oracle-s19-neoa.md):
- "Create an X/X green Spirit creature token, where X is the number of lands you control." (CR 111.3, 608.2h):
  `create_token`'s `stats_x`, the token's power and toughness counted once as the effect resolves.
Each construction also has its honesty case: a near variant the engine can't play is not read."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from app.engine.cards import CreateTokenEffect
from tests.unit.conftest import events_of, probe_support, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run

KURA = (
    "Kura, the Boundless Sky",
    "Legendary Creature — Dragon Spirit",
    "Flying, deathtouch\n"
    "When Kura, the Boundless Sky dies, choose one —\n"
    "• Search your library for up to three land cards, reveal them, put them into your hand, then shuffle.\n"
    "• Create an X/X green Spirit creature token, where X is the number of lands you control.",
    "{3}{G}{G}",
    ("4", "4"),
)
MURDER = {"name": "Probe Murder", "mana_cost": "{B}", "types": ["Instant"],
          "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}}]}


# --- "an X/X ... token, where X is ..." (CR 111.3, 608.2h) ---


def test_kura_reads_in_full_with_a_counted_token_size() -> None:
    ability = _read(*KURA)["abilities"][0]
    token_mode = ability["effect"]["modes"][1]
    assert token_mode["kind"] == "create_token"
    assert token_mode["stats_x"] == "lands_you_control"
    assert token_mode["token"]["subtypes"] == ["Spirit"] and token_mode["token"]["colors"] == ["G"]


def _kura_dies(lands: int) -> dict[str, Any]:
    kura = _read(*KURA)
    battlefield = [{"id": "kura", "card": "Kura, the Boundless Sky", "controller": "alice"}]
    battlefield += [{"id": f"f{i}", "card": "Forest", "controller": "alice"} for i in range(lands)]
    battlefield.append({"id": "bob-forest", "card": "Forest", "controller": "bob"})  # not counted: bob's
    game = state(battlefield=battlefield, alice={"hand": [{"id": "murder", "card": "Probe Murder"}],
                                                 "mana_pool": {"B": 1}})
    actions = [
        {"type": "cast", "card": "murder", "choices": {"targets": ["kura"]}},
        {"type": "resolve"},
        {"type": "resolve", "choices": {"modes": [1]}},
    ]
    return _run(game, actions, kura, MURDER)


@pytest.mark.parametrize("lands", [3, 5])
def test_111_3_the_token_is_as_big_as_the_lands_you_control_as_it_resolves(lands: int) -> None:
    result = _kura_dies(lands)
    spirits = [p for p in result["state"]["battlefield"] if "Spirit" in str(p["card"])]
    assert len(spirits) == 1 and spirits[0]["controller"] == "alice"
    sized = events_of(result, "token_size_set")
    assert sized and sized[0]["power"] == lands and sized[0]["toughness"] == lands
    assert "CR 111.3" in sized[0]["cites"] and "CR 608.2h" in sized[0]["cites"]
    created = next(p for p in result["state"]["battlefield"] if p["id"] == spirits[0]["id"])
    assert created["card"]["power"] == lands and created["card"]["toughness"] == lands


def test_an_x_token_without_where_x_is_not_read() -> None:
    # Shark Typhoon's cycling trigger: X is the cycling cost's X, which a trigger doesn't know here
    assert probe_support("Whenever ~ attacks, create an X/X blue Shark creature token with flying.") != "full"
    with pytest.raises(ValidationError):
        CreateTokenEffect.model_validate({"kind": "create_token", "token": "Treasure", "stats_x": "X"})


def test_base_stats_x_x_lines_stay_not_read() -> None:
    line = "{X}: Until end of turn, ~ has base power and toughness X/X."
    assert probe_support(line) != "full"


# --- "If a creature would die this turn, exile it instead." (CR 614.1a, 700.4, 514.2) ---

MALICIOUS_MALFUNCTION = (
    "Malicious Malfunction",
    "Sorcery",
    "All creatures get -2/-2 until end of turn. If a creature would die this turn, exile it instead.",
    "{1}{B}{B}",
)
OGRE = {"name": "Probe Ogre", "mana_cost": "{3}", "types": ["Creature"], "power": 3, "toughness": 3}


def test_malicious_malfunction_reads_in_full() -> None:
    abilities = _read(*MALICIOUS_MALFUNCTION)["abilities"]
    assert abilities[1] == {"kind": "spell", "effect": {"kind": "creatures_exiled_if_they_would_die"}}


def _malfunction(extra_actions: list[dict[str, Any]], **fields: Any) -> dict[str, Any]:
    card = _read(*MALICIOUS_MALFUNCTION)
    game = state(
        battlefield=[{"id": "gb", "card": "Grizzly Bears", "controller": "bob"},
                     {"id": "mine", "card": "Grizzly Bears", "controller": "alice"},
                     {"id": "ogre", "card": "Probe Ogre", "controller": "bob"}],
        alice={"hand": [{"id": "mm", "card": "Malicious Malfunction"}, {"id": "murder", "card": "Probe Murder"}],
               "mana_pool": {"B": 4}},
        **fields,
    )
    actions = [{"type": "cast", "card": "mm"}, {"type": "resolve"}, *extra_actions]
    return _run(game, actions, card, OGRE, MURDER)


def _zone_of(result: dict[str, Any], card_id: str) -> str | None:
    for player in result["state"]["players"]:
        for zone in ("graveyard", "exile", "hand", "library"):
            if any(card["id"] == card_id for card in player.get(zone, [])):
                return zone
    return "battlefield" if any(p["id"] == card_id for p in result["state"]["battlefield"]) else None


def test_614_1a_the_creatures_it_kills_are_exiled_on_both_sides() -> None:
    result = _malfunction([])
    assert _zone_of(result, "gb") == "exile" and _zone_of(result, "mine") == "exile"
    assert _zone_of(result, "ogre") == "battlefield"
    assert result["state"]["creatures_exiled_if_they_would_die"] is True
    marked = events_of(result, "creatures_exiled_if_they_would_die")
    assert marked and "CR 614.1a" in marked[0]["cites"]
    moved = [e for e in events_of(result, "zone_change") if e.get("permanent") == "gb"]
    assert moved and moved[0]["to"] == "exile" and "CR 700.4" in moved[0]["cites"]


def test_614_1a_a_creature_dying_later_this_turn_is_exiled_too() -> None:
    result = _malfunction([{"type": "cast", "card": "murder", "choices": {"targets": ["ogre"]}}, {"type": "resolve"}])
    assert _zone_of(result, "ogre") == "exile"


def test_514_2_the_replacement_ends_in_the_cleanup_step() -> None:
    result = _malfunction([{"type": "next_step"}] * 9)  # to bob's draw step: the cleanup step has come and gone
    assert result["state"]["turn"] == 4 and result["state"]["active_player"] == "bob"
    assert "creatures_exiled_if_they_would_die" not in result["state"]
    ended = events_of(result, "creatures_exiled_if_they_would_die_ended")
    assert ended and ended[0]["cites"] == ["CR 514.2"]


def test_a_posted_state_with_a_non_boolean_flag_is_refused() -> None:
    from app.engine.state import GameState
    with pytest.raises(ValidationError):
        GameState.model_validate({"players": [{"id": "alice"}], "creatures_exiled_if_they_would_die": 1})


def test_a_near_variant_is_not_read() -> None:
    assert probe_support("If a creature would die this turn, exile it instead and you gain 1 life.",
                         type_line="Sorcery", pt=None) != "full"


# --- "Whenever ~ becomes attached to a creature, tap that creature." (CR 603.2, 701.3a) ---

ENORMOUS_ENERGY_BLADE = (
    "Enormous Energy Blade",
    "Artifact — Equipment",
    "Equipped creature gets +4/+0.\n"
    "Whenever Enormous Energy Blade becomes attached to a creature, tap that creature.\n"
    "Equip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)",
    "{2}{B}",
)


def test_enormous_energy_blade_reads_in_full() -> None:
    ability = _read(*ENORMOUS_ENERGY_BLADE)["abilities"][1]
    assert ability == {"kind": "triggered", "trigger": "self_becomes_attached",
                       "effect": {"kind": "tap", "target": "that_permanent"}}


def _equip_blade(target: str, *, resolve_trigger: bool = True, **extra: Any) -> dict[str, Any]:
    blade = _read(*ENORMOUS_ENERGY_BLADE)
    equip = len(blade["abilities"]) - 1
    battlefield = [{"id": "blade", "card": "Enormous Energy Blade", "controller": "alice"},
                   {"id": "gb", "card": "Grizzly Bears", "controller": "alice", "controlled_since_turn": 1},
                   {"id": "other", "card": "Grizzly Bears", "controller": "alice", "controlled_since_turn": 1}]
    battlefield += extra.pop("battlefield", [])
    game = state(battlefield=battlefield, alice={"mana_pool": {"C": 4}})
    actions: list[dict[str, Any]] = [
        {"type": "activate", "permanent": "blade", "ability": equip, "choices": {"targets": [target]}},
        {"type": "resolve"},
    ]
    if resolve_trigger:
        actions.append({"type": "resolve"})
    actions += extra.pop("actions", [])
    return _run(game, actions, blade)


def _tapped(result: dict[str, Any], object_id: str) -> bool:
    return bool(next(p for p in result["state"]["battlefield"] if p["id"] == object_id).get("tapped"))


def test_603_2_equipping_the_blade_taps_the_creature() -> None:
    result = _equip_blade("gb")
    pushed = [e for e in events_of(result, "trigger_put_on_stack") if e["trigger"] == "self_becomes_attached"]
    assert len(pushed) == 1 and pushed[0]["source"] == "blade"
    assert _tapped(result, "gb") and not _tapped(result, "other")
    assert next(p for p in result["state"]["battlefield"] if p["id"] == "blade")["attached_to"] == "gb"


def test_701_3a_moving_it_to_another_creature_taps_that_one() -> None:
    blade = _read(*ENORMOUS_ENERGY_BLADE)
    equip = len(blade["abilities"]) - 1
    move = [{"type": "activate", "permanent": "blade", "ability": equip, "choices": {"targets": ["other"]}},
            {"type": "resolve"}, {"type": "resolve"}]
    result = _equip_blade("gb", actions=move)
    assert _tapped(result, "other")
    assert len([e for e in events_of(result, "trigger_put_on_stack") if e["trigger"] == "self_becomes_attached"]) == 2


def test_no_trigger_when_the_equip_does_nothing() -> None:
    # equipping it to the creature it is already attached to: nothing happens (CR 701.3b), no trigger
    blade = _read(*ENORMOUS_ENERGY_BLADE)
    equip = len(blade["abilities"]) - 1
    again = [{"type": "activate", "permanent": "blade", "ability": equip, "choices": {"targets": ["gb"]}},
             {"type": "resolve"}]
    result = _equip_blade("gb", actions=again)
    assert len([e for e in events_of(result, "trigger_put_on_stack") if e["trigger"] == "self_becomes_attached"]) == 1


def test_a_near_variant_of_the_attach_trigger_is_not_read() -> None:
    assert probe_support("Whenever ~ becomes attached to a creature, you may tap that creature and you gain 2 life.",
                         type_line="Artifact — Equipment", pt=None) != "full"
    assert probe_support("Whenever ~ becomes attached to a land, tap that land.",
                         type_line="Artifact — Equipment", pt=None) != "full"


def test_303_4f_an_aura_entering_attached_becomes_attached() -> None:
    aura = _read("Probe Shackles", "Enchantment — Aura",
                 "Enchant creature\nWhenever Probe Shackles becomes attached to a creature, tap that creature.", "{W}")
    game = state(battlefield=[{"id": "gb", "card": "Grizzly Bears", "controller": "bob"}],
                 alice={"hand": [{"id": "aura", "card": "Probe Shackles"}], "mana_pool": {"W": 1}})
    actions = [{"type": "cast", "card": "aura", "choices": {"targets": ["gb"]}}, {"type": "resolve"},
               {"type": "resolve"}]
    result = _run(game, actions, aura)
    pushed = [e for e in events_of(result, "trigger_put_on_stack") if e["trigger"] == "self_becomes_attached"]
    assert len(pushed) == 1 and pushed[0]["source"] == "aura"
    assert _tapped(result, "gb")


# --- "Return target ... card ... to the battlefield. It gains haste. Sacrifice it at the beginning of the next end
# step." (CR 611.2a, 603.7, 701.21a, 400.7) ---

KAMI_OF_INDUSTRY = (
    "Kami of Industry",
    "Creature — Spirit",
    "When Kami of Industry enters the battlefield, return target artifact card with mana value 3 or less from your "
    "graveyard to the battlefield. It gains haste. Sacrifice it at the beginning of the next end step.",
    "{4}{R}",
    ("3", "6"),
)
CONSTRUCT = {"name": "Probe Construct", "mana_cost": "{3}", "types": ["Artifact", "Creature"], "power": 3,
             "toughness": 3}


def test_kami_of_industry_reads_in_full() -> None:
    ability = _read(*KAMI_OF_INDUSTRY)["abilities"][0]
    assert ability["effect"]["sacrifice_at"] == "next_end_step"
    assert ability["then_effects"] == [{"kind": "pump", "target": "it", "power": 0, "toughness": 0,
                                        "duration": "indefinitely", "keywords": ["haste"]}]


def _kami(extra_actions: list[dict[str, Any]]) -> dict[str, Any]:
    kami = _read(*KAMI_OF_INDUSTRY)
    game = state(alice={"hand": [{"id": "kami", "card": "Kami of Industry"}, {"id": "murder", "card": "Probe Murder"}],
                        "graveyard": [{"id": "construct", "card": "Probe Construct"}],
                        "mana_pool": {"R": 1, "C": 4, "B": 1}})
    actions = [{"type": "cast", "card": "kami"}, {"type": "resolve"},
               {"type": "resolve", "choices": {"targets": ["construct"]}}, *extra_actions]
    return _run(game, actions, kami, CONSTRUCT, MURDER)


def test_611_2a_the_returned_artifact_has_haste_and_attacks() -> None:
    result = _kami([{"type": "next_step"}, {"type": "next_step"},
                    {"type": "declare_attackers", "attackers": [{"id": "construct", "defending": "bob"}]}])
    assert any(p["id"] == "construct" for p in result["state"]["battlefield"])
    assert [e for e in events_of(result, "attackers_declared")]
    created = events_of(result, "delayed_trigger_created")
    assert created and created[0]["objects"] == ["construct"] and "CR 603.7" in created[0]["cites"]


def test_603_7_it_is_sacrificed_at_the_beginning_of_the_next_end_step() -> None:
    result = _kami([{"type": "next_step"}] * 5 + [{"type": "resolve"}])
    assert result["state"]["step"] == "end"
    assert not any(p["id"] == "construct" for p in result["state"]["battlefield"])
    graveyard = next(p for p in result["state"]["players"] if p["id"] == "alice")["graveyard"]
    assert any(card["id"] == "construct" for card in graveyard)


def test_400_7_a_permanent_that_left_is_not_followed_by_the_delayed_sacrifice() -> None:
    result = _kami([{"type": "cast", "card": "murder", "choices": {"targets": ["construct"]}}, {"type": "resolve"}])
    assert result["state"]["delayed_triggers"][0]["objects"] == []


def test_gains_haste_without_duration_elsewhere_is_not_read() -> None:
    # not after a return to the battlefield: a keyword without a duration on a target is not read
    assert probe_support("When ~ enters, target creature gains haste.") != "full"


# --- Lion Sash: "If it was a permanent card, ..." (CR 110.4b, 608.2h) and "Equipped creature gets +1/+1 for each
# +1/+1 counter on ~." (CR 613.4c, 122.1) ---

LION_SASH = (
    "Lion Sash",
    "Artifact Creature — Equipment Cat",
    "{W}: Exile target card from a graveyard. If it was a permanent card, put a +1/+1 counter on Lion Sash.\n"
    "Equipped creature gets +1/+1 for each +1/+1 counter on Lion Sash.\n"
    "Reconfigure {2} ({2}: Attach to target creature you control; or unattach from a creature. Reconfigure only as "
    "a sorcery. While attached, this isn't a creature.)",
    "{1}{W}",
    ("1", "1"),
)


def _pt(result: dict[str, Any], object_id: str) -> tuple[int, int]:
    found = next(p for p in result["state"]["battlefield"] if p["id"] == object_id)
    return found["characteristics"]["power"], found["characteristics"]["toughness"]


def test_lion_sash_reads_in_full() -> None:
    abilities = _read(*LION_SASH)["abilities"]
    assert abilities[0]["then_effects"][0]["condition"] == {
        "kind": "it_is", "specs": ["artifact_or_battle_or_creature_or_enchantment_or_land_or_planeswalker"]}
    assert abilities[1] == {"kind": "attached_counter_pump", "counter": "+1/+1", "power": 1, "toughness": 1}


@pytest.mark.parametrize(("card", "counters"), [("Grizzly Bears", 1), ("Forest", 1), ("Lightning Bolt", 0)])
def test_110_4b_only_a_permanent_card_exiled_puts_a_counter(card: str, counters: int) -> None:
    sash = _read(*LION_SASH)
    game = state(battlefield=[{"id": "sash", "card": "Lion Sash", "controller": "alice", "controlled_since_turn": 1}],
                 alice={"mana_pool": {"W": 1}}, bob={"graveyard": [{"id": "gone", "card": card}]})
    actions = [{"type": "activate", "permanent": "sash", "ability": 0, "choices": {"targets": ["gone"]}},
               {"type": "resolve"}]
    result = _run(game, actions, sash)
    sash_now = next(p for p in result["state"]["battlefield"] if p["id"] == "sash")
    assert sash_now.get("counters", {}).get("+1/+1", 0) == counters
    assert _pt(result, "sash") == (1 + counters, 1 + counters)


def test_613_4c_the_equipped_creature_gets_the_counters_on_the_sash() -> None:
    sash = _read(*LION_SASH)
    game = state(battlefield=[
        {"id": "gb", "card": "Grizzly Bears", "controller": "alice", "controlled_since_turn": 1},
        {"id": "sash", "card": "Lion Sash", "controller": "alice", "controlled_since_turn": 1, "attached_to": "gb",
         "counters": {"+1/+1": 2}},
    ], alice={"mana_pool": {"W": 1}}, bob={"graveyard": [{"id": "gone", "card": "Grizzly Bears"}]})
    result = _run(game, [], sash)
    assert _pt(result, "gb") == (4, 4)
    result = _run(game, [{"type": "activate", "permanent": "sash", "ability": 0, "choices": {"targets": ["gone"]}},
                         {"type": "resolve"}], sash)
    assert _pt(result, "gb") == (5, 5)  # a third counter: counted at once


def test_a_counter_pump_with_another_counter_kind_is_not_read() -> None:
    assert probe_support("Equipped creature gets +1/+1 for each frob counter on ~.", type_line="Artifact — Equipment",
                         pt=None) != "full"


VEHICLE = {"name": "Probe Vehicle", "mana_cost": "{2}", "types": ["Artifact"], "subtypes": ["Vehicle"],
           "power": 3, "toughness": 3, "abilities": [{"kind": "crew", "power": 1}]}


def _return_vehicle_crew_and_attack(returner: dict[str, Any]) -> dict[str, Any]:
    """The returner enters, returns the Vehicle card, crews it and attacks with it the same turn."""
    game = state(alice={"hand": [{"id": "kami", "card": returner["name"]}],
                        "graveyard": [{"id": "vehicle", "card": "Probe Vehicle"}], "mana_pool": {"R": 1, "C": 4}})
    actions = [{"type": "cast", "card": "kami"}, {"type": "resolve"},
               {"type": "resolve", "choices": {"targets": ["vehicle"]}},
               {"type": "activate", "permanent": "vehicle", "ability": 0, "crew": ["kami"]}, {"type": "resolve"},
               {"type": "next_step"}, {"type": "next_step"},
               {"type": "declare_attackers", "attackers": [{"id": "vehicle", "defending": "bob"}]}]
    return _run(game, actions, returner, VEHICLE)


def test_611_2c_a_returned_vehicle_has_haste_once_crewed() -> None:
    # the haste applies to the object returned, a noncreature artifact then: crewed later, it attacks at once
    result = _return_vehicle_crew_and_attack(_read(*KAMI_OF_INDUSTRY))
    assert events_of(result, "attackers_declared")
    assert "haste" in next(p for p in result["state"]["battlefield"] if p["id"] == "vehicle")["characteristics"]["keywords"]


def test_a_vehicle_without_the_haste_cant_attack_the_turn_it_came_back() -> None:
    # the control case: the same Vehicle put back by a plain return (no "It gains haste.") can't attack (CR 302.6)
    from app.engine import IllegalAction
    plain = _read("Probe Returner", "Creature — Spirit",
                  "When ~ enters, return target artifact card with mana value 3 or less from your graveyard to the "
                  "battlefield.", "{4}{R}", ("3", "6"))
    with pytest.raises(IllegalAction):
        _return_vehicle_crew_and_attack(plain)
