"""s21-neob: constructions of Kamigawa: Neon Dynasty (cards M-Z) read from real cards' Oracle text and played by the
engine; near variants stay not modelled (docs/oracle-s21-neob.md)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, permanent, player_of, read_full_definition, run_with_cards, state


def _read(line: str, *, is_spell: bool = False) -> list[dict[str, Any]] | None:
    abilities: list[dict[str, Any]] | None = read_composed(line, is_spell=is_spell).abilities
    return abilities


# --- a land that becomes a creature with no duration: "It's still a land." (CR 611.2a, 205.1b, 613.4b) -------------

ROARING_EARTH = read_full_definition(
    "Roaring Earth", "Enchantment",
    "Whenever a land enters under your control, put a +1/+1 counter on target creature or Vehicle you control.\n"
    "Channel — {X}{G}{G}, Discard Roaring Earth: Put X +1/+1 counters on target land you control. It becomes a 0/0 "
    "green Spirit creature with haste. It's still a land.", "{1}{G}")


def test_611_2a_roaring_earth_reads_a_lasting_animation() -> None:
    channel = ROARING_EARTH["abilities"][1]
    assert channel["then_effects"] == [
        {"kind": "becomes_creature", "power": 0, "toughness": 0, "types": ["Creature"], "subtypes": ["Spirit"],
         "target": "it", "colors": ["G"], "keywords": ["haste"], "duration": "indefinitely"}]
    # Waker of the Wilds (XLN): "That land" after the one target land is "it"
    waker = _read("{X}{G}{G}: Put X +1/+1 counters on target land you control. That land becomes a 0/0 Elemental "
                  "creature with haste. It's still a land.")
    assert waker is not None and waker[0]["then_effects"][0]["target"] == "it"
    # "that land" after a creature target, or with no target: not read
    assert _read("{X}{G}{G}: Put X +1/+1 counters on target creature you control. That land becomes a 0/0 Elemental "
                 "creature with haste. It's still a land.") is None
    assert _read("{X}{G}{G}: Put X +1/+1 counters on ~. That land becomes a 0/0 Elemental creature with haste. "
                 "It's still a land.") is None


def test_611_2a_the_animated_land_stays_a_creature_after_the_turn() -> None:
    game = state(battlefield=[{"id": "f", "card": "Forest", "controller": "alice", "controlled_since_turn": 3}],
                 alice={"mana_pool": {"G": 2, "C": 2}, "hand": [{"id": "re", "card": "Roaring Earth"}]})
    actions = [{"type": "activate", "permanent": "re", "ability": 1, "x": 2, "choices": {"targets": ["f"]}},
               {"type": "resolve"}, {"type": "next_turn"}]
    result = run_with_cards(game, actions, ROARING_EARTH)
    forest = permanent(result, "f")["characteristics"]
    assert "Creature" in forest["types"] and "Land" in forest["types"]
    assert (forest["power"], forest["toughness"]) == (2, 2) and "haste" in forest["keywords"]
    assert forest["colors"] == ["G"] and "Spirit" in forest["subtypes"]
    assert events_of(result, "became_creature")[0]["duration"] == "indefinitely"
    assert [c["id"] for c in player_of(result, "alice")["graveyard"]] == ["re"]


# --- "Choose one. If you control an artifact and an enchantment as you cast ~, you may choose both." (CR 700.2d) ----

SOUL_TRANSFER = read_full_definition(
    "Soul Transfer", "Sorcery",
    "Choose one. If you control an artifact and an enchantment as you cast this spell, you may choose both.\n"
    "• Exile target creature or planeswalker.\n"
    "• Return target creature or planeswalker card from your graveyard to your hand.", "{1}{B}{B}")

PROBE_RELIC: dict[str, Any] = {"name": "Probe Relic", "mana_cost": "{1}", "types": ["Artifact", "Enchantment"]}
PROBE_TRINKET: dict[str, Any] = {"name": "Probe Trinket", "mana_cost": "{1}", "types": ["Artifact"]}


def test_700_2d_soul_transfer_reads_both_modes_under_a_condition() -> None:
    assert SOUL_TRANSFER["abilities"][0]["effect"]["choose_max"] == 2
    assert SOUL_TRANSFER["abilities"][1] == {
        "kind": "more_modes_if", "condition": {"kind": "you_control_each", "specs": ["artifact", "enchantment"]}}
    # another condition, or "choose both" on a triggered ability: not read
    assert _read("Choose one. If you control a creature as you cast ~, you may choose both. • Draw a card. "
                 "• You gain 3 life.", is_spell=True) is None
    assert _read("When ~ enters, choose one. If you control an artifact and an enchantment as you cast ~, you may "
                 "choose both. • Draw a card. • You gain 3 life.") is None


def _soul_transfer(relics: list[str], modes: list[int]) -> dict[str, Any]:
    battlefield = [{"id": f"r{n}", "card": card, "controller": "alice", "controlled_since_turn": 1}
                   for n, card in enumerate(relics)]
    battlefield.append({"id": "bb", "card": "Grizzly Bears", "controller": "bob", "controlled_since_turn": 1})
    game = state(battlefield=battlefield,
                 alice={"mana_pool": {"B": 2, "C": 1}, "hand": [{"id": "st", "card": "Soul Transfer"}],
                        "graveyard": [{"id": "g", "card": "Grizzly Bears"}]})
    targets = [["bb"], ["g"]]
    actions = [{"type": "cast", "card": "st", "choices": {"modes": modes,
                                                          "targets": [t for m in modes for t in targets[m]]}},
               {"type": "resolve"}]
    return run_with_cards(game, actions, SOUL_TRANSFER, PROBE_RELIC, PROBE_TRINKET)


def test_700_2d_both_modes_with_an_artifact_enchantment() -> None:
    result = _soul_transfer(["Probe Relic"], [0, 1])
    alice, bob = player_of(result, "alice"), player_of(result, "bob")
    assert [c["id"] for c in alice["hand"]] == ["g"]
    assert [c["id"] for c in bob["exile"]] == ["bb"]


def test_700_2d_both_modes_refused_without_an_enchantment_but_one_mode_is_fine() -> None:
    with pytest.raises(IllegalAction) as refusal:
        _soul_transfer(["Probe Trinket"], [0, 1])
    assert refusal.value.title == "Choose one mode" and "CR 601.2b" in refusal.value.cites
    one = _soul_transfer(["Probe Trinket"], [1])
    assert [c["id"] for c in player_of(one, "alice")["hand"]] == ["g"]


# --- a chapter's "You may discard a card. When you do, ..." (CR 714.2b, 608.2d, 603.12) ----------------------------

EIGANJO_II = ("II — You may discard a card. When you do, return target permanent card with mana value 2 or less from "
              "your graveyard to the battlefield tapped.")
PROBE_SAGA = read_full_definition(
    "Probe Restoration", "Enchantment — Saga",
    "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\n"
    "I — Search your library for a basic Plains card, reveal it, put it into your hand, then shuffle.\n"
    f"{EIGANJO_II}\nIII — Draw a card.", "{2}{W}")


def test_714_2b_the_reflexive_chapter_reads_as_a_triggered_ability() -> None:
    assert PROBE_SAGA["abilities"][1] == {
        "kind": "chapter", "chapters": [2], "optional_action": {"action": "discard", "amount": 1}, "reflexive": True,
        "effect": {"kind": "return_to_battlefield", "tapped": True,
                   "target": "card_in_your_graveyard:creature_or_artifact_or_enchantment_or_land_or_planeswalker_or_"
                             "battle:mana_value<=2"}}
    # "If you do" chapters stay read as a spell's sentences; another action after "You may": not read
    from app.oracle.sagas import read_chapter_line

    def reader(effect: str, is_spell: bool = True) -> list[dict[str, Any]] | None:
        return read_composed(effect, is_spell=is_spell).abilities

    assert read_chapter_line("II — You may discard a card. When you do, you gain 3 life and foo.", reader) is None
    assert read_chapter_line("II — You may discard a card. If you do, draw two cards.", reader) == [
        {"kind": "chapter", "chapters": [2], "effect": {"kind": "if_you_do", "optional_action": {
            "action": "discard", "amount": 1}, "effects": [{"kind": "draw", "amount": 2, "player": "you"}]}}]


def test_603_12_the_discarded_card_may_be_the_reflexive_target() -> None:
    game = state(step="draw", battlefield=[{"id": "saga", "card": "Probe Restoration", "controller": "alice",
                                            "controlled_since_turn": 1, "counters": {"lore": 1}}],
                 alice={"hand": [{"id": "tr", "card": "Probe Trinket"}]})
    actions = [{"type": "next_step"},
               {"type": "resolve", "choices": {"pay_optional_cost": True, "discard": ["tr"], "targets": ["tr"]}},
               {"type": "resolve"}]
    result = run_with_cards(game, actions, PROBE_SAGA, PROBE_TRINKET)
    assert [e["trigger"] for e in events_of(result, "trigger_put_on_stack")] == ["chapter_2", "reflexive"]
    trinket = permanent(result, "tr")
    assert trinket["tapped"] is True and trinket["controller"] == "alice"
    declined = run_with_cards(game, [*actions[:1], {"type": "resolve"}], PROBE_SAGA, PROBE_TRINKET)
    assert [c["id"] for c in player_of(declined, "alice")["hand"]] == ["tr"] and not declined["state"]["stack"]


# --- "Each player gains control of all permanents [creatures] they own." (CR 613.1b, 611.2a, 108.3) ----------------

KONDA_SAGA = read_full_definition(
    "Probe Konda", "Enchantment — Saga",
    "I — You gain 1 life.\nII — Each player gains control of all permanents they own.\nIII — Draw a card.", "{2}{W}")
PROBE_RECLAIM = read_full_definition(
    "Probe Reclaim", "Sorcery", "Each player gains control of all creatures they own.", "{1}{W}")


def test_613_1b_owners_gain_control_reads() -> None:
    assert KONDA_SAGA["abilities"][1] == {"kind": "chapter", "chapters": [2],
                                          "effect": {"kind": "owners_gain_control", "card_type": "permanent"}}
    assert PROBE_RECLAIM["abilities"][0]["effect"] == {"kind": "owners_gain_control", "card_type": "creature"}
    # with a duration, or for one player only: not read
    assert _read("Each player gains control of all permanents they own until end of turn.", is_spell=True) is None
    assert _read("Each opponent gains control of all permanents they own.", is_spell=True) is None


def _stolen(spell_or_saga: str) -> dict[str, Any]:
    battlefield: list[dict[str, Any]] = [
        {"id": "bears", "card": "Grizzly Bears", "controller": "alice", "owner": "bob", "controlled_since_turn": 1},
        {"id": "trinket", "card": "Probe Trinket", "controller": "alice", "owner": "bob", "controlled_since_turn": 1},
        {"id": "mine", "card": "Grizzly Bears", "controller": "alice", "controlled_since_turn": 1}]
    if spell_or_saga == "saga":
        battlefield.append({"id": "saga", "card": "Probe Konda", "controller": "alice", "controlled_since_turn": 1,
                            "counters": {"lore": 1}})
        game = state(step="draw", battlefield=battlefield)
        return run_with_cards(game, [{"type": "next_step"}, {"type": "resolve"}], KONDA_SAGA, PROBE_TRINKET)
    game = state(battlefield=battlefield, alice={"mana_pool": {"W": 1, "C": 1},
                                                 "hand": [{"id": "pr", "card": "Probe Reclaim"}]})
    return run_with_cards(game, [{"type": "cast", "card": "pr"}, {"type": "resolve"}], PROBE_RECLAIM, PROBE_TRINKET)


def test_613_1b_each_player_gains_control_of_what_they_own() -> None:
    saga = _stolen("saga")
    assert [permanent(saga, p)["controller"] for p in ("bears", "trinket", "mine")] == ["bob", "bob", "alice"]
    assert {e["permanent"] for e in events_of(saga, "control_changed")} == {"bears", "trinket"}
    creatures = _stolen("spell")  # "all creatures they own": the artifact stays
    assert [permanent(creatures, p)["controller"] for p in ("bears", "trinket", "mine")] == ["bob", "alice", "alice"]
    # no duration: still bob's after the turn ends (CR 611.2a)
    game = state(battlefield=[{"id": "bears", "card": "Grizzly Bears", "controller": "alice", "owner": "bob",
                               "controlled_since_turn": 1}],
                 alice={"mana_pool": {"W": 1, "C": 1}, "hand": [{"id": "pr", "card": "Probe Reclaim"}]})
    later = run_with_cards(game, [{"type": "cast", "card": "pr"}, {"type": "resolve"}, {"type": "next_turn"}],
                           PROBE_RECLAIM)
    assert permanent(later, "bears")["controller"] == "bob"


# --- "As an additional cost to cast ~, you may sacrifice an artifact." and "If ~'s additional cost was paid, ~ deals
# 4 damage instead." (CR 601.2b, 118.8, 608.2c) -------------------------------------------------------------------

VOLTAGE_SURGE = read_full_definition(
    "Voltage Surge", "Instant",
    "As an additional cost to cast this spell, you may sacrifice an artifact.\n"
    "Voltage Surge deals 2 damage to target creature or planeswalker. If this spell's additional cost was paid, "
    "Voltage Surge deals 4 damage instead.", "{R}")


def test_601_2b_voltage_surge_reads_an_optional_cost_and_its_instead() -> None:
    assert VOLTAGE_SURGE["abilities"][0] == {"kind": "additional_cost", "cost": "sacrifice", "card_type": "artifact",
                                             "optional": True}
    paid = {"kind": "additional_cost_paid"}
    assert [a["effect"] for a in VOLTAGE_SURGE["abilities"][1:]] == [
        {"kind": "choose_target", "target": "creature_or_planeswalker"},
        {"kind": "if_condition", "condition": {**paid, "negated": True},
         "effect": {"kind": "damage", "amount": 2, "target": "it"}},
        {"kind": "if_condition", "condition": paid, "effect": {"kind": "damage", "amount": 4, "target": "it"}}]
    # the condition in an ability's text (the spell's own record only), or "instead" after another effect: not read
    # (s32-ma: "If ~'s additional cost was paid, draw a card." as a spell's own sentence now reads, the rider condition
    # `additional_cost_paid` on `if_condition`, as bargain's "If ~ was bargained"; docs/oracle-s32-ma.md)
    assert _read("{T}: If ~'s additional cost was paid, draw a card.") is None
    assert _read("Target creature gets +2/+2 until end of turn. If ~'s additional cost was paid, ~ deals 4 damage "
                 "instead.", is_spell=True) is None


def _surge(sacrifice: list[str] | None) -> dict[str, Any]:
    game = state(battlefield=[{"id": "t", "card": "Probe Trinket", "controller": "alice", "controlled_since_turn": 1},
                              {"id": "bb", "card": "Grizzly Bears", "controller": "bob", "controlled_since_turn": 1}],
                 alice={"mana_pool": {"R": 1}, "hand": [{"id": "vs", "card": "Voltage Surge"}]})
    choices: dict[str, Any] = {"targets": ["bb"], **({"sacrifice": sacrifice} if sacrifice is not None else {})}
    return run_with_cards(game, [{"type": "cast", "card": "vs", "choices": choices}, {"type": "resolve"}],
                          VOLTAGE_SURGE, PROBE_TRINKET)


def test_601_2b_the_sacrifice_makes_it_four_damage_and_is_optional() -> None:
    paid = _surge(["t"])
    assert [e["amount"] for e in events_of(paid, "damage_dealt")] == [4]
    assert [c["id"] for c in player_of(paid, "alice")["graveyard"]] == ["t", "vs"]
    unpaid = _surge(None)
    assert [e["amount"] for e in events_of(unpaid, "damage_dealt")] == [2]
    assert permanent(unpaid, "t")["controller"] == "alice"
    with pytest.raises(IllegalAction):  # a creature isn't an artifact to sacrifice
        _surge(["bb"])


# --- 'As long as ~ is modified, it has "{T}: Add {G}{G}."' (CR 700.9, 611.3a, 613.1f) ------------------------------

MERGE_KEEPER = read_full_definition(
    "Orochi Merge-Keeper", "Creature — Snake Druid",
    "{T}: Add {G}.\nAs long as Orochi Merge-Keeper is modified, it has \"{T}: Add {G}{G}.\" (Equipment, Auras you "
    "control, and counters are modifications.)", "{1}{G}", ("1", "1"))


def test_700_9_merge_keeper_reads_a_mana_ability_while_modified() -> None:
    assert MERGE_KEEPER["abilities"][1] == {"kind": "grant_activated", "to": "self", "if_modified": True,
                                            "ability": {"kind": "mana", "cost": "{T}", "add": "{G}{G}"}}
    assert _read('As long as ~ is modified, it has flying and "{T}: Add {G}{G}."') is None


def test_700_9_the_second_mana_ability_only_while_modified() -> None:
    def tap(counters: dict[str, int]) -> dict[str, Any]:
        keeper = {"id": "k", "card": "Orochi Merge-Keeper", "controller": "alice", "controlled_since_turn": 1,
                  "counters": counters}
        return run_with_cards(state(battlefield=[keeper]),
                              [{"type": "tap_for_mana", "player": "alice", "permanent": "k", "ability": 2}],
                              MERGE_KEEPER)

    assert player_of(tap({"+1/+1": 1}), "alice")["mana_pool"]["G"] == 2
    with pytest.raises(IllegalAction):  # no counter, no Equipment, no Aura: not modified
        tap({})


# --- "Target creature you control deals damage equal to its power to each of X target creatures and/or
# planeswalkers." (CR 601.2c, 107.3a, 608.2h, 120.1) --------------------------------------------------------------

SPINNING_WHEEL_KICK = read_full_definition(
    "Spinning Wheel Kick", "Sorcery",
    "Target creature you control deals damage equal to its power to each of X target creatures and/or planeswalkers.",
    "{X}{X}{G}{G}")
PROBE_OGRE: dict[str, Any] = {"name": "Probe Ogre", "mana_cost": "{2}", "types": ["Creature"], "power": 3,
                              "toughness": 3}


def test_601_2c_spinning_wheel_kick_reads_x_targets() -> None:
    assert SPINNING_WHEEL_KICK["abilities"][1]["effect"] == {
        "kind": "damage_by_it", "amount": "its_power", "target": "creature_or_planeswalker", "target_count": "X"}
    assert _read("Target creature you control deals damage equal to its power to each of up to X target creatures.",
                 is_spell=True) is None


def test_601_2c_the_creature_deals_its_power_to_each_of_x_targets() -> None:
    battlefield = [{"id": "ogre", "card": "Probe Ogre", "controller": "alice", "controlled_since_turn": 1},
                   *({"id": f"b{n}", "card": "Grizzly Bears", "controller": "bob", "controlled_since_turn": 1}
                     for n in range(3))]
    game = state(battlefield=battlefield,
                 alice={"mana_pool": {"G": 2, "C": 4}, "hand": [{"id": "kick", "card": "Spinning Wheel Kick"}]})
    cast = {"type": "cast", "card": "kick", "x": 2, "choices": {"targets": ["ogre", "b0", "b1"]}}
    result = run_with_cards(game, [cast, {"type": "resolve"}], SPINNING_WHEEL_KICK, PROBE_OGRE)
    assert [(e["source"], e["amount"]) for e in events_of(result, "damage_dealt")] == [("ogre", 3), ("ogre", 3)]
    assert {p["id"] for p in result["state"]["battlefield"]} == {"ogre", "b2"}
    with pytest.raises(IllegalAction):  # X is 2: three targets for it are refused
        run_with_cards(game, [{**cast, "choices": {"targets": ["ogre", "b0", "b1", "b2"]}}], SPINNING_WHEEL_KICK,
                       PROBE_OGRE)
