"""Session 32, group modern (docs/oracle-s32-modern.md): general constructions of today's Oracle text, each read from
the real card's Oracle text (tests/fixtures/sets) and played by the engine; a near variant the engine does not
implement stays refused."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import (
    events_of,
    mtgjson_full_definition,
    on_battlefield,
    player_of,
    probe_support,
    read_full_definition,
    scryfall_full_definition,
    state,
)
from tests.unit.conftest import run_with_cards as _run

# --- "Copy target [activated or] triggered ability you control. You may choose new targets for the copy." ------------
# (CR 707.10, 707.10c, 115.1)

def _pinger() -> dict[str, Any]:
    return read_full_definition("Probe Pinger", "Creature — Human Wizard",
                                "When Probe Pinger enters, it deals 2 damage to any target.", "{1}{R}", ("1", "1"))


def test_707_10_strionic_resonator_copies_a_triggered_ability_you_control_with_new_targets() -> None:
    resonator = mtgjson_full_definition("M14", "Strionic Resonator")
    assert resonator["abilities"][0]["effect"] == {"kind": "copy_ability", "target": "triggered_ability:you_control",
                                                   "new_targets": True}
    pinger = _pinger()
    trigger = {"id": "t1", "kind": "triggered_ability", "card": "Probe Pinger", "source": "p", "controller": "alice",
               "ability_index": 0, "targets": ["bob"]}
    game = state(battlefield=[on_battlefield("r", "Strionic Resonator"), on_battlefield("p", "Probe Pinger")],
                 stack=[trigger], alice={"mana_pool": {"C": 2}})
    activate = {"type": "activate", "permanent": "r", "ability": 0, "choices": {"targets": ["t1"]}}
    kept = _run(game, [activate, {"type": "resolve"}, {"type": "resolve"}, {"type": "resolve"}], resonator, pinger)
    copied = events_of(kept, "ability_copied")
    assert [(e["of"], e["controller"], e["targets"]) for e in copied] == [("t1", "alice", ["bob"])]
    assert player_of(kept, "bob")["life"] == 16 and kept["state"]["stack"] == []  # the copy and the original: 2 + 2
    moved = _run(game, [activate, {"type": "resolve", "choices": {"copy_targets": ["alice"]}}, {"type": "resolve"},
                        {"type": "resolve"}], resonator, pinger)
    assert (player_of(moved, "alice")["life"], player_of(moved, "bob")["life"]) == (18, 18)
    with pytest.raises(IllegalAction):  # an ability bob controls is no target for "you control" (CR 115.1)
        _run(state(battlefield=[on_battlefield("r", "Strionic Resonator"), on_battlefield("p", "Probe Pinger", "bob")],
                   stack=[{**trigger, "controller": "bob"}], alice={"mana_pool": {"C": 2}}), [activate],
             resonator, pinger)


def test_707_10_activated_or_triggered_variants_read_and_other_sources_stay_refused() -> None:
    assert probe_support("{2}, {T}: Copy target activated or triggered ability you control. You may choose new "
                         "targets for the copy.", "Artifact", None) == "full"
    assert probe_support("{2}, {T}: Copy target triggered ability. You may choose new targets for the copy.",
                         "Artifact", None) != "full"  # any controller's: not read
    assert probe_support("{G}, {T}: Copy target activated or triggered ability you control from an enchantment "
                         "source. You may choose new targets for the copy.", "Artifact", None) != "full"
    assert probe_support("{2}, {T}: Copy target static ability you control.", "Artifact", None) != "full"


# --- "When you next cast an instant or sorcery spell this turn, copy it." / "Until end of turn, whenever you cast an
# instant or sorcery spell, copy it." (CR 603.7, 603.7b, 707.10, 707.10c) --------------------------------------------

BOLT = {"name": "Test Bolt", "mana_cost": "{R}", "types": ["Instant"],
        "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}


def test_603_7b_the_mirari_conjecture_copies_every_instant_this_turn_and_ends_in_cleanup() -> None:
    mirari = mtgjson_full_definition("DOM", "The Mirari Conjecture")
    assert mirari["abilities"][2]["effect"] == {"kind": "copy_next_spell", "spells": "instant_or_sorcery",
                                                "new_targets": True, "s32modern_each": True}
    each = read_full_definition("Probe Echo", "Sorcery", "Until end of turn, whenever you cast an instant or sorcery "
                                "spell, copy it. You may choose new targets for the copy.", "{R}")
    hand = [{"id": "e", "card": "Probe Echo"}, {"id": "b1", "card": "Test Bolt"}, {"id": "b2", "card": "Test Bolt"}]
    bolt = {"type": "cast", "card": "b1", "choices": {"targets": ["bob"]}}
    done = _run(state(alice={"mana_pool": {"R": 3}, "hand": hand}),
                [{"type": "cast", "card": "e"}, {"type": "resolve"}, bolt, {"type": "resolve"}, {"type": "resolve"},
                 {"type": "resolve"}, {**bolt, "card": "b2"}, {"type": "resolve"}, {"type": "resolve"},
                 {"type": "resolve"}], each, BOLT)
    assert len(events_of(done, "spell_copied")) == 2  # each instant this turn, not only the next (CR 603.7b)
    assert player_of(done, "bob")["life"] == 20 - 4 * 3 and done["state"]["copy_next_spell"][0]["s32modern_each"]
    ended = _run({**done["state"], "step": "end"}, [{"type": "next_step"}], each, BOLT)
    assert len(events_of(ended, "delayed_copy_ended")) == 1 and ended["state"].get("copy_next_spell") is None


def test_603_7_when_you_next_cast_is_todays_wording_of_the_one_time_copy() -> None:
    next_one = read_full_definition("Probe Double", "Instant", "When you next cast an instant or sorcery spell this "
                                    "turn, copy it. You may choose new targets for the copy.", "{R}")
    assert next_one["abilities"][0]["effect"] == {"kind": "copy_next_spell", "spells": "instant_or_sorcery",
                                                  "new_targets": True}
    for refused in ("When you next cast an instant or sorcery spell this turn, copy it three times.",  # s35-fin: twice reads
                    "When you next cast a creature spell this turn, copy it.",
                    "Until end of turn, whenever you cast a spell, copy it.",
                    "Until end of turn, whenever you cast an instant or sorcery spell, copy it twice."):
        assert probe_support(refused, "Sorcery", None) != "full", refused


# --- "Whenever you activate an ability of <permanent>, [if it isn't a mana ability,] you may pay {R}. If you do, copy
# that ability. You may choose new targets for the copy." (CR 707.10, 707.10c, 603.2, 602.2, 605.3a) -----------------

ROD = {"name": "Probe Rod", "mana_cost": "{1}", "types": ["Artifact"],
       "abilities": [{"kind": "activated", "cost": "{T}", "effect": {"kind": "damage", "amount": 1, "target": "any"}}]}


def test_707_10_copy_that_ability_copies_the_activated_ability_of_an_artifact() -> None:
    echo = read_full_definition(
        "Probe Echoer", "Creature — Goblin Shaman", "Whenever you activate an ability of an artifact, if it isn't a mana "
        "ability, you may pay {R}. If you do, copy that ability. You may choose new targets for the copy.", "{2}{R}",
        ("2", "2"))
    assert echo["abilities"][0] == {"kind": "triggered", "trigger": "you_activate", "activated_of": "artifact",
                                    "effect": {"kind": "copy_ability", "target": "that_ability", "new_targets": True},
                                    "optional_cost": "{R}"}
    game = state(battlefield=[on_battlefield("k", "Probe Echoer"), on_battlefield("rod", "Probe Rod")],
                 alice={"mana_pool": {"R": 1}})
    ping = {"type": "activate", "permanent": "rod", "ability": 0, "choices": {"targets": ["bob"]}}
    done = _run(game, [ping, {"type": "resolve", "choices": {"pay_optional_cost": True, "copy_targets": ["alice"]}},
                       {"type": "resolve"}, {"type": "resolve"}], echo, ROD)
    assert [(e["controller"], e["targets"]) for e in events_of(done, "ability_copied")] == [("alice", ["alice"])]
    assert (player_of(done, "alice")["life"], player_of(done, "bob")["life"]) == (19, 19)
    declined = _run(game, [ping, {"type": "resolve", "choices": {"pay_optional_cost": False}}, {"type": "resolve"}],
                    echo, ROD)
    assert not events_of(declined, "ability_copied") and player_of(declined, "bob")["life"] == 19
    for refused in ("Whenever you cast an instant spell, copy that ability.",
                    "Whenever you activate an ability of an artifact, if it isn't a creature, draw a card.",
                    "When ~ enters, if it isn't a mana ability, draw a card.",
                    "Whenever you activate an ability of an artifact, copy that ability twice."):
        assert probe_support(refused) != "full", refused


# --- "Return ~ to its owner's hand" as an activation cost (CR 602.2b) --------------------------------------------------

def test_602_2b_rootha_returns_itself_to_its_owners_hand_to_copy_an_instant() -> None:
    rootha = mtgjson_full_definition("STX", "Rootha, Mercurial Artist")
    copy_ability = next(a for a in rootha["abilities"] if a["kind"] == "activated")
    assert copy_ability["other_costs"] == [{"kind": "s32modern_return_self"}]
    game = state(battlefield=[on_battlefield("r", "Rootha, Mercurial Artist")],
                 alice={"mana_pool": {"R": 1, "C": 2}, "hand": [{"id": "b1", "card": "Test Bolt"}]})
    done = _run(game, [{"type": "cast", "card": "b1", "choices": {"targets": ["bob"]}},
                       {"type": "activate", "permanent": "r", "ability": rootha["abilities"].index(copy_ability),
                        "choices": {"targets": ["b1"]}},
                       {"type": "resolve"}, {"type": "resolve"}, {"type": "resolve"}], rootha, BOLT)
    alice = player_of(done, "alice")
    assert [card["card"] for card in alice["hand"]] == ["Rootha, Mercurial Artist"]  # paid as the ability was activated
    assert not done["state"]["battlefield"] and player_of(done, "bob")["life"] == 14  # the Bolt and its copy
    for refused in ("{1}, Return ~ to your hand: Draw a card.",
                    "{R}, Return ~ to its owner's hand: Add {C}{C}{R}. Activate only as a sorcery.",
                    "Return ~ to its owner's library: Draw a card."):
        assert probe_support(refused) != "full", refused


# --- "If you've cast another spell this turn, <effects>." in an instant or sorcery (CR 601.2i, 608.2c) ----------------

def test_601_2i_slick_sequence_draws_only_after_another_spell_this_turn() -> None:
    slick = scryfall_full_definition("otj.json", "Slick Sequence")
    assert slick["abilities"][1]["effect"]["condition"] == {"kind": "s32modern_cast_another_spell"}
    hand = [{"id": "s", "card": "Slick Sequence"}, {"id": "b1", "card": "Test Bolt"}]
    cast_slick = {"type": "cast", "card": "s", "choices": {"targets": ["bob"]}}
    first = _run(state(alice={"mana_pool": {"U": 1, "R": 2}, "hand": hand}), [cast_slick, {"type": "resolve"}],
                 slick, BOLT)
    assert len(events_of(first, "condition_not_met")) == 1  # itself only: no other spell cast
    assert [card["id"] for card in player_of(first, "alice")["hand"]] == ["b1"]
    second = _run(state(alice={"mana_pool": {"U": 1, "R": 2}, "hand": hand}),
                  [{"type": "cast", "card": "b1", "choices": {"targets": ["bob"]}}, {"type": "resolve"}, cast_slick,
                   {"type": "resolve"}], slick, BOLT)
    assert not events_of(second, "condition_not_met") and len(player_of(second, "alice")["hand"]) == 1  # drew one
    for refused in ("Whenever ~ attacks, if you've cast another spell this turn, draw a card.",
                    "{T}: Draw a card. Activate only if you've cast another spell this turn."):
        assert probe_support(refused) != "full", refused
