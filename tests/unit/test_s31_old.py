"""Session 31, group old (docs/oracle-s31-old.md): general constructions of the Standard sets of 2011-2017, each read
from the real Oracle text (tests/fixtures/sets, MTGJSON) and played by the engine; a near variant stays refused."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, mtgjson_full_definition, permanent, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run

NEXT = {"type": "next_step"}
BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


# --- "As ~ enters, choose Khans or Dragons. • Khans — <ability> • Dragons — <ability>" (CR 614.12, 607.2a) -----------

def test_614_12_siege_chooses_a_mode_as_it_enters_and_has_only_that_modes_ability() -> None:
    palace, outpost = mtgjson_full_definition("FRF", "Palace Siege"), mtgjson_full_definition("FRF", "Outpost Siege")
    chooser = palace["abilities"][0]
    assert chooser["kind"] == "s31old_choose_mode_as_enters"
    assert [mode["name"] for mode in chooser["modes"]] == ["Khans", "Dragons"]
    assert chooser["modes"][1]["abilities"] == [{
        "kind": "step_trigger", "step": "upkeep", "whose": "yours",
        "effect": {"kind": "lose_life", "amount": 2, "player": "each_opponent"},
        "then_effects": [{"kind": "gain_life", "amount": 2, "player": "you"}]}]
    assert outpost["abilities"][0]["modes"][1]["abilities"][0]["trigger"] == "group_leaves"
    # cast: the choice is the resolve's `choices.s31old_chosen_mode` (CR 614.12)
    game = state(alice={"hand": [{"id": "s", "card": "Palace Siege"}], "mana_pool": {"B": 2, "C": 3}})
    cast = [{"type": "cast", "card": "s"}, {"type": "resolve", "choices": {"s31old_chosen_mode": "Dragons"}}]
    done = _run(game, cast, palace)
    assert permanent(done, "s")["s31old_chosen_mode"] == "Dragons"
    assert events_of(done, "mode_chosen")[0]["mode"] == "Dragons"
    default = _run(game, [*cast[:1], {"type": "resolve"}], palace)
    assert permanent(default, "s")["s31old_chosen_mode"] == "Khans"  # none given: the first mode
    with pytest.raises(IllegalAction):
        _run(game, [*cast[:1], {"type": "resolve", "choices": {"s31old_chosen_mode": "Abzan"}}], palace)
    # upkeep: only the chosen mode's trigger (Dragons: drain 2; Khans: return a creature card)
    grave = {"graveyard": [{"id": "g", "card": "Probe Bear"}]}
    dragons = _run(state(step="untap", alice=grave, battlefield=[_on("s", "Palace Siege", s31old_chosen_mode="Dragons")]),
                   [NEXT, {"type": "resolve"}], palace, BEAR)
    assert (player_of(dragons, "alice")["life"], player_of(dragons, "bob")["life"]) == (22, 18)
    assert [card["id"] for card in player_of(dragons, "alice")["graveyard"]] == ["g"]
    khans = _run(state(step="untap", alice=grave, battlefield=[_on("s", "Palace Siege", s31old_chosen_mode="Khans")]),
                 [NEXT, {"type": "resolve", "choices": {"targets": ["g"]}}], palace, BEAR)
    assert (player_of(khans, "alice")["life"], player_of(khans, "bob")["life"]) == (20, 20)
    assert [card["id"] for card in player_of(khans, "alice")["hand"]] == ["g"]
    # the Siege destroyed with its Dragons trigger on the stack: the trigger is still the chosen mode's (CR 603.10a,
    # 608.2h; the mode recorded on the stack object as it was put there)
    disenchant = {"name": "Probe Disenchant", "types": ["Instant"], "mana_cost": "{G}",
                  "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "enchantment"}}]}
    left = _run(state(step="untap", alice={"hand": [{"id": "e", "card": "Probe Disenchant"}]},
                      battlefield=[_on("s", "Palace Siege", s31old_chosen_mode="Dragons"), _on("p", "Forest")]),
                [NEXT, {"type": "tap_for_mana", "player": "alice", "permanent": "p", "ability": 0},
                 {"type": "cast", "card": "e", "choices": {"targets": ["s"]}}, {"type": "resolve"},
                 {"type": "resolve"}], palace, disenchant)
    assert [p["id"] for p in left["state"]["battlefield"]] == ["p"] and not left["state"]["stack"]
    assert (player_of(left, "alice")["life"], player_of(left, "bob")["life"]) == (22, 18)


def test_614_12_a_siege_whose_mode_does_not_read_or_with_a_third_mode_stays_refused() -> None:
    good = "At the beginning of your upkeep, you gain 2 life."
    assert probe_support(f"As ~ enters, choose Khans or Dragons. • Khans — {good} • Dragons — {good}",
                         "Enchantment", None) == "full"
    unread = "At the beginning of your upkeep, you gain 2 life for each Probe you have ever seen."
    assert probe_support(f"As ~ enters, choose Khans or Dragons. • Khans — {good} • Dragons — {unread}",
                         "Enchantment", None) != "full"
    assert probe_support(f"As ~ enters, choose Khans, Abzan or Dragons. • Khans — {good} • Abzan — {good} "
                         f"• Dragons — {good}", "Enchantment", None) != "full"
    assert probe_support(f"As ~ enters, choose Khans or Dragons. • Khans — {good} • Temur — {good}",
                         "Enchantment", None) != "full"


# --- "At the beginning of combat on each opponent's turn, tap target creature that player controls." (CR 507.1, 603.2)

def test_603_2_citadel_siege_taps_a_creature_of_the_opponent_whose_combat_begins() -> None:
    citadel = mtgjson_full_definition("FRF", "Citadel Siege")
    assert citadel["abilities"][0]["modes"][1]["abilities"] == [{
        "kind": "step_trigger", "step": "beginning_of_combat", "whose": "opponents",
        "effect": {"kind": "tap", "target": "creature:event_player_controls"}}]
    field = [_on("s", "Citadel Siege", s31old_chosen_mode="Dragons"), _on("x", "Probe Bear", "bob"),
             _on("y", "Probe Bear")]
    game = state(active_player="bob", battlefield=field)
    done = _run(game, [NEXT, {"type": "resolve", "choices": {"targets": ["x"]}}], citadel, BEAR)
    assert permanent(done, "x")["tapped"] and not permanent(done, "y").get("tapped")
    # a creature of another player than the one whose turn it is: not a legal target (CR 115.1, 608.2b)
    wrong = _run(game, [NEXT, {"type": "resolve", "choices": {"targets": ["y"]}}], citadel, BEAR)
    assert events_of(wrong, "target_illegal") and not permanent(wrong, "y").get("tapped")
    mine = _run(state(battlefield=field), [NEXT], citadel, BEAR)  # alice's own turn: no trigger
    assert not mine["state"]["stack"]
    assert probe_support("At the beginning of combat on each opponent's turn, tap target creature that player "
                         "controls and each creature you control.", "Enchantment", None) != "full"
    assert probe_support("At the beginning of combat on each player's turn, tap target creature that player controls.",
                         "Enchantment", None) != "full"


# --- "for each kind of counter on target permanent or player, give that permanent or player another counter of that
# kind" (CR 122.1, 122.1f, 107.14) ------------------------------------------------------------------------------------

def test_122_1_maulfist_revolutionary_gives_another_counter_of_each_kind_to_a_permanent_or_player() -> None:
    maulfist, plunderer = (mtgjson_full_definition("AER", "Maulfist Revolutionary"),
                           mtgjson_full_definition("AER", "Skyship Plunderer"))
    effect = {"kind": "s31old_another_counter_each_kind", "target": "permanent_or_player"}
    assert maulfist["abilities"][0]["effect"] == effect and plunderer["abilities"][0]["effect"] == effect
    game = state(alice={"hand": [{"id": "m", "card": "Maulfist Revolutionary"}], "mana_pool": {"G": 2, "C": 1}},
                 bob={"poison_counters": 2, "energy_counters": 3},
                 battlefield=[_on("b", "Probe Bear", counters={"+1/+1": 1, "charge": 2}), _on("c", "Probe Bear")])
    cast = [{"type": "cast", "card": "m"}]
    bear = _run(game, [*cast, {"type": "resolve", "choices": {"targets": ["b"]}}, {"type": "resolve"}], maulfist, BEAR)
    assert permanent(bear, "b")["counters"] == {"+1/+1": 2, "charge": 3}
    bob = _run(game, [*cast, {"type": "resolve", "choices": {"targets": ["bob"]}}, {"type": "resolve"}], maulfist, BEAR)
    assert (player_of(bob, "bob")["poison_counters"], player_of(bob, "bob")["energy_counters"]) == (3, 4)
    none = _run(game, [*cast, {"type": "resolve", "choices": {"targets": ["c"]}}, {"type": "resolve"}], maulfist, BEAR)
    assert not permanent(none, "c").get("counters")  # no counter on it: nothing to give
    with pytest.raises(IllegalAction):  # not a permanent or player
        _run(game, [*cast, {"type": "resolve", "choices": {"targets": ["nobody"]}}], maulfist, BEAR)
    assert probe_support("When ~ enters, for each kind of counter on target creature or player, give that creature or "
                         "player another counter of that kind.") != "full"
    assert probe_support("When ~ enters, for each kind of counter on target permanent or player, give that permanent or "
                         "player two counters of that kind.") != "full"


# --- "Choose up to one creature. Destroy the rest." / "Each player chooses a creature they control. Destroy the rest."
# (CR 608.2d, 101.4, 701.8a) ----------------------------------------------------------------------------------------

def test_701_8a_destroy_the_rest_keeps_only_the_creatures_chosen_as_it_resolves() -> None:
    duneblast, reckoning = mtgjson_full_definition("KTK", "Duneblast"), mtgjson_full_definition("ISD", "Divine Reckoning")
    assert duneblast["abilities"][0]["effect"] == {"kind": "s31old_destroy_the_rest", "chooser": "you"}
    assert reckoning["abilities"][0]["effect"] == {"kind": "s31old_destroy_the_rest", "chooser": "each_player"}
    field = [_on("a1", "Probe Bear"), _on("a2", "Probe Bear"), _on("b1", "Probe Bear", "bob"),
             _on("b2", "Probe Bear", "bob")]
    hand = {"hand": [{"id": "d", "card": "Duneblast"}, {"id": "r", "card": "Divine Reckoning"}],
            "mana_pool": {"B": 1, "G": 1, "W": 3, "C": 4}}
    game = state(alice=hand, battlefield=field)

    def alive(done: dict[str, Any]) -> list[str]:
        return [p["id"] for p in done["state"]["battlefield"]]

    blast = _run(game, [{"type": "cast", "card": "d"}, {"type": "resolve", "choices": {"chosen": ["b2"]}}],
                 duneblast, reckoning, BEAR)
    assert alive(blast) == ["b2"]  # any one creature, an opponent's too
    default = _run(game, [{"type": "cast", "card": "d"}, {"type": "resolve"}], duneblast, reckoning, BEAR)
    assert alive(default) == ["a1"]  # none given: the caster's first creature
    each = _run(game, [{"type": "cast", "card": "r"}, {"type": "resolve", "choices": {"chosen": ["a2", "b1"]}}],
                duneblast, reckoning, BEAR)
    assert alive(each) == ["a2", "b1"]
    with pytest.raises(IllegalAction):  # two creatures of one player
        _run(game, [{"type": "cast", "card": "r"}, {"type": "resolve", "choices": {"chosen": ["a1", "a2"]}}],
             duneblast, reckoning, BEAR)
    with pytest.raises(IllegalAction):  # "up to one"
        _run(game, [{"type": "cast", "card": "d"}, {"type": "resolve", "choices": {"chosen": ["a1", "b1"]}}],
             duneblast, reckoning, BEAR)
    assert probe_support("Choose up to two creatures. Destroy the rest.", "Sorcery", None) != "full"
    assert probe_support("Each player chooses a creature they control. Exile the rest.", "Sorcery", None) != "full"
