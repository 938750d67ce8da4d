"""s22-neob: constructions of Kamigawa: Neon Dynasty (cards M-Z) read from real cards' Oracle text and played by the
engine; near variants stay not modelled (docs/oracle-s22-neob.md)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, permanent, player_of, read_full_definition, run_with_cards, state


def _read(line: str, *, is_spell: bool = False) -> list[dict[str, Any]] | None:
    abilities: list[dict[str, Any]] | None = read_composed(line, is_spell=is_spell).abilities
    return abilities


def _on(card_id: str, card: str, controller: str = "alice") -> dict[str, Any]:
    return {"id": card_id, "card": card, "controller": controller, "controlled_since_turn": 1}


# --- "Whenever one or more artifacts you control leave the battlefield during your turn, ..." (CR 603.2c, 102.1) ----

ONI_CULT_ANVIL = read_full_definition(
    "Oni-Cult Anvil", "Artifact",
    "Whenever one or more artifacts you control leave the battlefield during your turn, create a 1/1 colorless "
    "Construct artifact creature token. This ability triggers only once each turn.\n"
    "{T}, Sacrifice an artifact: Oni-Cult Anvil deals 1 damage to each opponent. You gain 1 life.", "{B}{R}")
PROBE_BAUBLE = read_full_definition("Probe Bauble", "Artifact", "Sacrifice Probe Bauble: You gain 1 life.", "{1}")


def test_603_2c_oni_cult_anvil_reads_a_batch_leaves_trigger_during_your_turn() -> None:
    assert ONI_CULT_ANVIL["abilities"][0] == {
        "kind": "triggered", "trigger": "group_leaves", "leaving": "artifact:you_control", "during_your_turn": True,
        "effect": {"kind": "create_token", "token": {
            "name": "Construct Token", "colors": [], "types": ["Artifact", "Creature"], "subtypes": ["Construct"],
            "power": 1, "toughness": 1, "keywords": []}},
        "batch": True, "max_per_turn": 1}
    # without "during your turn" a noncreature batch still isn't read (s13-batch's creatures only)
    assert _read("Whenever one or more artifacts you control leave the battlefield, draw a card.") is None


def _constructs(result: dict[str, Any]) -> int:
    return sum(1 for p in result["state"]["battlefield"] if p["card"] == "Construct Token"
               or (isinstance(p["card"], dict) and p["card"].get("name") == "Construct Token"))


def _anvil(active: str, actions: list[dict[str, Any]]) -> dict[str, Any]:
    game = state(active_player=active, battlefield=[
        _on("anvil", "Oni-Cult Anvil"), _on("b1", "Probe Bauble"), _on("b2", "Probe Bauble"),
        _on("bb", "Probe Bauble", "bob")])
    return run_with_cards(game, actions, ONI_CULT_ANVIL, PROBE_BAUBLE)


def test_603_2c_an_artifact_leaving_on_your_turn_makes_one_construct_once_a_turn() -> None:
    result = _anvil("alice", [
        {"type": "activate", "permanent": "anvil", "ability": 1, "choices": {"sacrifice": ["b1"]}},
        {"type": "resolve"}, {"type": "resolve"},
        {"type": "activate", "permanent": "b2", "ability": 0}, {"type": "resolve"}])
    assert _constructs(result) == 1
    assert player_of(result, "bob")["life"] == 19 and player_of(result, "alice")["life"] == 22
    put = events_of(result, "trigger_put_on_stack")
    assert len(put) == 1 and put[0]["trigger"] == "group_leaves" and "CR 102.1" in put[0]["cites"]


def test_102_1_not_on_an_opponents_turn_nor_for_an_opponents_artifact() -> None:
    theirs = _anvil("alice", [{"type": "activate", "permanent": "bb", "ability": 0}, {"type": "resolve"}])
    assert _constructs(theirs) == 0
    not_yours = _anvil("bob", [{"type": "activate", "permanent": "b1", "ability": 0}, {"type": "resolve"}])
    assert _constructs(not_yours) == 0 and player_of(not_yours, "alice")["life"] == 21


def test_603_10a_the_anvil_leaving_itself_triggers_once_a_turn() -> None:
    itself = _anvil("alice", [
        {"type": "activate", "permanent": "anvil", "ability": 1, "choices": {"sacrifice": ["anvil"]}},
        {"type": "resolve"}, {"type": "resolve"}])
    assert _constructs(itself) == 1
    already = _anvil("alice", [
        {"type": "activate", "permanent": "b1", "ability": 0}, {"type": "resolve"}, {"type": "resolve"},
        {"type": "activate", "permanent": "anvil", "ability": 1, "choices": {"sacrifice": ["anvil"]}},
        {"type": "resolve"}])
    assert _constructs(already) == 1 and len(events_of(already, "trigger_put_on_stack")) == 1


# --- "Spend this mana only to cast a creature spell of the chosen type or activate an ability of a creature or
# creature card of the chosen type." (CR 106.6, 614.12, 602.2b) ---------------------------------------------------

SECLUDED_COURTYARD = read_full_definition(
    "Secluded Courtyard", "Land",
    "As Secluded Courtyard enters, choose a creature type.\n{T}: Add {C}.\n{T}: Add one mana of any color. Spend this "
    "mana only to cast a creature spell of the chosen type or activate an ability of a creature or creature card of "
    "the chosen type.", "")
PROBE_NINJA = read_full_definition("Probe Ninja", "Creature — Human Ninja", "{1}: Probe Ninja gets +1/+1 until end "
                                   "of turn.\nCycling {1}", "{1}{U}", ("1", "1"))
PROBE_MONK = {**PROBE_NINJA, "name": "Probe Monk", "subtypes": ["Human", "Monk"]}
PROBE_IDOL = read_full_definition("Probe Idol", "Artifact — Ninja", "{1}: You gain 1 life.", "{1}")


def _courtyard(actions: list[dict[str, Any]], pool: dict[str, int] | None = None) -> dict[str, Any]:
    game = state(battlefield=[
        {"id": "yard", "card": "Secluded Courtyard", "controller": "alice", "chosen_creature_type": "Ninja"},
        _on("ninja", "Probe Ninja"), _on("monk", "Probe Monk"), _on("idol", "Probe Idol")],
        alice={"hand": [{"id": "hn", "card": "Probe Ninja"}, {"id": "hm", "card": "Probe Monk"}],
               "mana_pool": pool or {}})
    tap = {"type": "tap_for_mana", "permanent": "yard", "ability": 2, "color": "U"}
    return run_with_cards(game, [tap, *actions], SECLUDED_COURTYARD, PROBE_NINJA, PROBE_MONK, PROBE_IDOL)


def test_106_6_secluded_courtyard_reads_its_restriction() -> None:
    assert SECLUDED_COURTYARD["abilities"][2] == {
        "kind": "mana", "cost": "{T}", "add": "any_color", "spend_only": "chosen_type_creature_spells_or_abilities"}


def test_106_6_its_mana_activates_a_chosen_type_creatures_ability_and_cycles_a_chosen_type_card() -> None:
    pumped = _courtyard([{"type": "activate", "permanent": "ninja", "ability": 0}, {"type": "resolve"}])
    added = events_of(pumped, "mana_added")[0]
    assert added["restricted_to"] == "creature_subtype_spells_or_abilities:Ninja"
    assert permanent(pumped, "ninja")["characteristics"]["power"] == 2
    assert player_of(pumped, "alice").get("restricted_mana", []) == []
    cycled = _courtyard([{"type": "cycle", "card": "hn"}])
    assert [c["id"] for c in player_of(cycled, "alice")["graveyard"]] == ["hn"]
    assert _courtyard([{"type": "cast", "card": "hn"}], {"C": 1})["state"]["stack"][0]["id"] == "hn"


def test_106_6_not_for_another_type_a_noncreature_or_another_cards_cycling() -> None:
    for action in ({"type": "activate", "permanent": "monk", "ability": 0},
                   {"type": "activate", "permanent": "idol", "ability": 0},  # a Ninja, but no creature
                   {"type": "cycle", "card": "hm"}):
        with pytest.raises(IllegalAction, match="Ninja creature or creature card"):
            _courtyard([action])


# --- "Whenever a nontoken artifact enters under your control, you may pay {1}{U}. If you do, create a token that's a
# copy of that artifact." (CR 603.6a, 707.2, 111.1) -----------------------------------------------------------------

REPLICATION_SPECIALIST = read_full_definition(
    "Replication Specialist", "Creature — Moonfolk Artificer",
    "Flying\nWhenever a nontoken artifact enters under your control, you may pay {1}{U}. If you do, create a token "
    "that's a copy of that artifact.", "{3}{U}", ("3", "2"))


def test_707_2_replication_specialist_copies_the_artifact_that_entered() -> None:
    assert REPLICATION_SPECIALIST["abilities"][0] == {
        "kind": "triggered", "trigger": "permanent_enters", "entering": "artifact:nontoken:you_control",
        "effect": {"kind": "create_token_copy", "target": "that_permanent"}, "optional_cost": "{1}{U}"}
    # "that artifact" after an event naming another card type: not read
    assert _read("Whenever a nontoken creature enters under your control, create a token that's a copy of that "
                 "artifact.") is None


def _specialist(*after: dict[str, Any]) -> dict[str, Any]:
    game = state(battlefield=[_on("rs", "Replication Specialist")],
                 alice={"mana_pool": {"U": 1, "C": 2}, "hand": [{"id": "pb", "card": "Probe Bauble"}]})
    actions = [{"type": "cast", "card": "pb"}, {"type": "resolve"}, *after]
    return run_with_cards(game, actions, REPLICATION_SPECIALIST, PROBE_BAUBLE)


def test_707_2_paying_makes_a_token_copy_and_declining_makes_none() -> None:
    paid = _specialist({"type": "resolve", "choices": {"pay_optional_cost": True}})
    tokens = [p for p in paid["state"]["battlefield"] if p.get("is_token")]
    assert len(tokens) == 1 and tokens[0]["characteristics"]["name"] == "Probe Bauble"
    assert player_of(paid, "alice")["mana_pool"] == {"W": 0, "U": 0, "B": 0, "R": 0, "G": 0, "C": 0}
    declined = _specialist({"type": "resolve", "choices": {"pay_optional_cost": False}})
    assert not [p for p in declined["state"]["battlefield"] if p.get("is_token")]


def test_608_2h_a_copy_of_an_artifact_that_left_is_refused() -> None:
    with pytest.raises(IllegalAction, match="has left the battlefield"):
        _specialist({"type": "activate", "permanent": "pb", "ability": 0},
                    {"type": "resolve"}, {"type": "resolve", "choices": {"pay_optional_cost": True}})


# --- "~ deals 2 damage to any target and 1 damage to each nonartifact creature target opponent controls." (CR 115.1,
# 120.3, 601.2c) -------------------------------------------------------------------------------------------------

SEISMIC_WAVE = read_full_definition(
    "Seismic Wave", "Instant",
    "Seismic Wave deals 2 damage to any target and 1 damage to each nonartifact creature target opponent controls.",
    "{2}{R}")
PROBE_THOPTER = {"name": "Probe Thopter", "mana_cost": "{2}", "types": ["Artifact", "Creature"], "power": 1,
                 "toughness": 1}


def test_115_1_seismic_wave_reads_a_second_target_an_opponent() -> None:
    assert [a["effect"]["target"] for a in SEISMIC_WAVE["abilities"]] == [
        "any", "all:creature:nonartifact:target_opponent_controls"]
    # "target opponent controls" elsewhere: not read
    assert _read("~ deals 1 damage to each creature target opponent controls.", is_spell=True) is None
    assert _read("Destroy each creature target opponent controls.", is_spell=True) is None


def _wave(targets: list[str]) -> dict[str, Any]:
    game = state(battlefield=[_on("ab", "Grizzly Bears"), _on("b1", "Grizzly Bears", "bob"),
                              _on("b2", "Grizzly Bears", "bob"), _on("bt", "Probe Thopter", "bob")],
                 alice={"mana_pool": {"R": 1, "C": 2}, "hand": [{"id": "sw", "card": "Seismic Wave"}]})
    actions = [{"type": "cast", "card": "sw", "choices": {"targets": targets}}, {"type": "resolve"}]
    return run_with_cards(game, actions, SEISMIC_WAVE, PROBE_THOPTER)


def test_120_3_two_damage_to_any_target_one_to_each_nonartifact_creature_of_the_opponent() -> None:
    result = _wave(["b1", "bob"])
    damage = {p["id"]: p.get("damage", 0) for p in result["state"]["battlefield"]}
    assert "b1" not in damage  # 2 + 1 damage: a 2/2 dies
    assert damage == {"ab": 0, "b2": 1, "bt": 0}
    face = _wave(["bob", "bob"])
    assert player_of(face, "bob")["life"] == 18
    with pytest.raises(IllegalAction, match="must be an opponent"):
        _wave(["b1", "alice"])


# --- "Exile the top X cards of your library. You may play up to two of those cards until the end of your next turn."
# (CR 601.2a, 305.9) ----------------------------------------------------------------------------------------------

MARCH_OF_RECKLESS_JOY = read_full_definition(
    "March of Reckless Joy", "Instant",
    "As an additional cost to cast this spell, you may exile any number of red cards from your hand. This spell costs "
    "{2} less to cast for each card exiled this way.\nExile the top X cards of your library. You may play up to two "
    "of those cards until the end of your next turn.", "{X}{R}")


def test_601_2a_march_of_reckless_joy_reads_a_limit_on_the_cards_played() -> None:
    assert MARCH_OF_RECKLESS_JOY["abilities"][1]["effect"] == {
        "kind": "exile_top_may_play", "amount": "X", "until": "end_of_your_next_turn", "max_played": 2}
    # "up to two" of one card: not read
    assert _read("Exile the top card of your library. You may play up to two of those cards until the end of your "
                 "next turn.", is_spell=True) is None


def _march(*plays: str) -> dict[str, Any]:
    game = state(alice={"mana_pool": {"R": 1, "C": 5, "G": 3}, "hand": [{"id": "m", "card": "March of Reckless Joy"}]})
    actions = [{"type": "cast", "card": "m", "x": 3}, {"type": "resolve"}]
    for card in plays:
        actions += [{"type": "cast", "card": card}, {"type": "resolve"}]
    return run_with_cards(game, actions, MARCH_OF_RECKLESS_JOY)


def test_601_2a_two_of_the_exiled_cards_may_be_played_and_no_third() -> None:
    one = _march("alice-lib-0")
    assert {(p["card"], p["plays_left"]) for p in one["state"]["play_from_exile"]} == {
        ("alice-lib-1", 1), ("alice-lib-2", 1)}
    two = _march("alice-lib-0", "alice-lib-1")
    assert not two["state"].get("play_from_exile")
    assert events_of(two, "play_permission_ended")[-1]["cards"] == ["alice-lib-2"]
    assert [c["id"] for c in player_of(two, "alice")["exile"]] == ["alice-lib-2"]
    with pytest.raises(IllegalAction):
        _march("alice-lib-0", "alice-lib-1", "alice-lib-2")


# --- "Whenever a Samurai or Warrior you control attacks alone, the next spell you cast this turn costs {1} less to
# cast." (CR 601.2f, 118.7a, 601.2i) ------------------------------------------------------------------------------

PEERLESS_SAMURAI = read_full_definition(
    "Peerless Samurai", "Creature — Human Samurai",
    "Menace\nWhenever a Samurai or Warrior you control attacks alone, the next spell you cast this turn costs {1} "
    "less to cast.", "{2}{R}", ("2", "3"))
PROBE_JOLT = read_full_definition("Probe Jolt", "Instant", "Probe Jolt deals 1 damage to any target.", "{1}{R}")


def test_601_2f_peerless_samurai_reads_the_next_spells_reduction() -> None:
    assert PEERLESS_SAMURAI["abilities"][0] == {
        "kind": "triggered", "trigger": "creature_attacks", "effect": {"kind": "next_spell_costs_less", "generic": 1},
        "attacking": "creature:Samurai_or_Warrior:you_control", "attacks_alone": True}
    assert _read("Whenever ~ attacks, the next spell you cast this turn costs {U} less to cast.") is None


def _samurai(*after: dict[str, Any]) -> dict[str, Any]:
    game = state(step="declare_attackers", battlefield=[_on("ps", "Peerless Samurai")],
                 alice={"mana_pool": {"R": 2}, "hand": [{"id": "j1", "card": "Probe Jolt"},
                                                        {"id": "j2", "card": "Probe Jolt"}]})
    actions = [{"type": "declare_attackers", "attackers": [{"id": "ps", "defending": "bob"}]}, {"type": "resolve"},
               *after]
    return run_with_cards(game, actions, PEERLESS_SAMURAI, PROBE_JOLT)


def test_601_2f_the_next_spell_costs_one_less_once() -> None:
    waiting = _samurai()
    assert waiting["state"]["next_spell_reductions"] == [{"player": "alice", "turn": 3, "generic": 1, "source": "ps"}]
    cast = _samurai({"type": "cast", "card": "j1", "choices": {"targets": ["bob"]}})
    assert cast["state"]["stack"][0]["id"] == "j1" and not cast["state"].get("next_spell_reductions")
    assert player_of(cast, "alice")["mana_pool"]["R"] == 1
    with pytest.raises(IllegalAction, match="Cost can't be paid"):  # used up: {1}{R} with {R} left
        _samurai({"type": "cast", "card": "j1", "choices": {"targets": ["bob"]}}, {"type": "resolve"},
                 {"type": "cast", "card": "j2", "choices": {"targets": ["bob"]}})


def test_514_2_an_unused_reduction_ends_with_the_turn() -> None:
    ended = _samurai({"type": "next_turn"})
    assert not ended["state"].get("next_spell_reductions")
