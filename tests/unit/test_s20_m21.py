"""Session 20, group m21 (docs/oracle-s20-m21.md): Core Set 2021 lines read by the s20-m21 grammar rules, each
checked on the real card's Oracle text (and a near variant the reader must refuse), then played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, ROCK, _not_read, _on  # the s18-m21 helpers, shared


def _permanent(result: dict[str, Any], object_id: str) -> dict[str, Any]:
    return next(p for p in result["state"]["battlefield"] if p["id"] == object_id)


# --- soul counters and "Whenever equipped creature dies, ..." (CR 122.1, 301.5, 603.10a) -----------------------

SCYTHE = (
    "Malefic Scythe",
    "Artifact — Equipment",
    "Malefic Scythe enters the battlefield with a soul counter on it.\nEquipped creature gets +1/+1 for each soul "
    "counter on Malefic Scythe.\nWhenever equipped creature dies, put a soul counter on Malefic Scythe.\nEquip {1} "
    "({1}: Attach to target creature you control. Equip only as a sorcery.)",
    "{1}{B}",
)
BOLT = {"name": "Bolt", "types": ["Instant"], "mana_cost": "{0}", "abilities": [
    {"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}


def test_301_5_malefic_scythe_reads_in_full() -> None:
    abilities = read_full_definition(*SCYTHE)["abilities"]
    assert abilities[:3] == [
        {"kind": "etb_counters", "counter": "soul", "amount": 1},
        {"kind": "attached_counter_pump", "counter": "soul", "power": 1, "toughness": 1},
        {"kind": "triggered", "trigger": "equipped_dies",
         "effect": {"kind": "put_counters", "counter": "soul", "amount": 1, "target": "self"}}]
    _not_read("Whenever equipped creature frobs, put a soul counter on ~.")


def test_603_10a_the_scythe_gets_a_soul_counter_when_its_creature_dies() -> None:
    scythe = read_full_definition(*SCYTHE)
    game = state(battlefield=[_on("gb", "Bear"), _on("sc", "Malefic Scythe", attached_to="gb", counters={"soul": 1}),
                              _on("other", "Bear")],
                 alice={"hand": [{"id": "bolt", "card": "Bolt"}]})
    assert _permanent(_run(game, [], scythe, BEAR, BOLT), "gb")["characteristics"]["power"] == 3
    done = _run(game, [{"type": "cast", "player": "alice", "card": "bolt", "choices": {"targets": ["gb"]}},
                       {"type": "resolve"}, {"type": "resolve"}], scythe, BEAR, BOLT)
    assert _permanent(done, "sc")["counters"] == {"soul": 2}
    assert "attached_to" not in _permanent(done, "sc") or _permanent(done, "sc")["attached_to"] is None
    # another creature dying puts no counter on it
    done = _run(game, [{"type": "cast", "player": "alice", "card": "bolt", "choices": {"targets": ["other"]}},
                       {"type": "resolve"}], scythe, BEAR, BOLT)
    assert _permanent(done, "sc")["counters"] == {"soul": 1}
    assert player_of(done, "alice")["life"] == 20


# --- "Target player draws cards equal to half the number of cards in their library and loses half their life. Round
# up each time." (CR 121.1, 119.3, 107.1a, 107.1b, 608.2h) --------------------------------------------------------

PEER = ("Peer into the Abyss", "Sorcery", "Target player draws cards equal to half the number of cards in their "
        "library and loses half their life. Round up each time.", "{4}{B}{B}{B}")


def test_107_1a_peer_into_the_abyss_reads_as_a_draw_and_a_life_loss_of_halves_rounded_up() -> None:
    assert [a["effect"] for a in read_full_definition(*PEER)["abilities"]] == [
        {"kind": "draw", "amount": "target_library_half_up", "player": "target_player"},
        {"kind": "lose_life", "amount": "target_life_half_up", "player": "that_target_player"}]
    assert [a["effect"] for a in read_full_definition(
        "Probe", "Sorcery", "Target opponent loses half their life, rounded down.", "{B}")["abilities"]] == [
        {"kind": "lose_life", "amount": "target_life_half_down", "player": "target_opponent"}]
    _not_read("Target player draws cards equal to half the number of cards in their library and loses half their "
              "life. Round sideways each time.", is_spell=True)
    _not_read("Each opponent loses half their life, rounded up.", is_spell=True)  # "their": each one's own


def test_107_1b_the_target_draws_half_its_library_and_loses_half_its_life_rounded_up() -> None:
    peer = read_full_definition(*PEER)
    library = [{"id": f"l{n}", "card": "Bear"} for n in range(7)]
    for life, left in ((7, 3), (8, 4)):
        game = state(alice={"hand": [{"id": "pa", "card": "Peer into the Abyss"}], "mana_pool": {"B": 7}},
                     bob={"library": library, "life": life})
        done = _run(game, [{"type": "cast", "player": "alice", "card": "pa", "choices": {"targets": ["bob"]}},
                           {"type": "resolve"}], peer, BEAR)
        bob = player_of(done, "bob")
        assert (len(bob["hand"]), len(bob["library"]), bob["life"]) == (4, 3, left)


# --- "~ gets +X/+0, where X is the greatest power among creature cards in your graveyard." (CR 613.4c, 611.3a,
# 208.1, 208.2) ------------------------------------------------------------------------------------------------------

GRUB = ("Carrion Grub", "Creature — Insect", "Carrion Grub gets +X/+0, where X is the greatest power among creature "
        "cards in your graveyard.\nWhen Carrion Grub enters the battlefield, mill four cards. (Put the top four cards "
        "of your library into your graveyard.)", "{3}{B}", ("0", "5"))
BIG = {"name": "Big", "types": ["Creature"], "power": 5, "toughness": 5}
# a "*" power defined by a characteristic-defining ability, which works in the graveyard too (CR 604.3)
STAR = {"name": "Star", "types": ["Creature"], "power": "*", "toughness": "*", "abilities": [
    {"kind": "pt_equal_to_count", "count": "cards_in_your_hand"}]}


def test_613_4c_carrion_grub_reads_as_a_self_pump_by_the_greatest_graveyard_power() -> None:
    assert read_full_definition(*GRUB)["abilities"][0] == {
        "kind": "self_greatest_power_pump", "power": 1, "toughness": 0}
    _not_read("~ gets +X/+0, where X is the greatest power among creature cards in your frobyard.")
    _not_read("~ gets +X/+1, where X is the greatest power among creature cards in your graveyard.")


def test_611_3a_the_grub_counts_the_greatest_power_among_its_controllers_creature_cards() -> None:
    grub = read_full_definition(*GRUB)
    cases = (([], 0), (["Bear", "Big", "Rock"], 5), (["Bear", "Star"], 3))
    for cards, power in cases:
        game = state(battlefield=[_on("cg", "Carrion Grub")],
                     alice={"graveyard": [{"id": f"g{n}", "card": card} for n, card in enumerate(cards)],
                            "hand": [{"id": f"h{n}", "card": "Rock"} for n in range(3)]},
                     bob={"graveyard": [{"id": "bb", "card": "Big"}, {"id": "bb2", "card": "Big"}]})
        grub_now = _permanent(_run(game, [], grub, BEAR, BIG, ROCK, STAR), "cg")
        assert (grub_now["characteristics"]["power"], grub_now["characteristics"]["toughness"]) == (power, 5)


# --- "you may sacrifice a creature or discard a creature card. If you do, draw a card." (CR 608.2d, 701.21a, 701.9a)

LURKER = ("Crypt Lurker", "Creature — Horror", "When Crypt Lurker enters the battlefield, you may sacrifice a "
          "creature or discard a creature card. If you do, draw a card.", "{3}{B}", ("3", "4"))


def test_608_2d_crypt_lurker_reads_as_an_optional_sacrifice_or_discard() -> None:
    assert read_full_definition(*LURKER)["abilities"] == [{
        "kind": "triggered", "trigger": "enters", "effect": {"kind": "draw", "amount": 1, "player": "you"},
        "optional_action": {"action": "sacrifice", "spec": "creature", "amount": 1, "or_discard": "creature"}}]
    _not_read("When ~ enters, you may sacrifice a creature or discard a frob card. If you do, draw a card.")
    _not_read("You may sacrifice a creature or discard a creature card. If you do, draw a card.", is_spell=True)


def _lurker_resolves(choices: dict[str, Any], battlefield: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    lurker = read_full_definition(*LURKER)
    game = state(battlefield=battlefield if battlefield is not None else [_on("gb", "Bear")],
                 alice={"hand": [{"id": "cl", "card": "Crypt Lurker"}, {"id": "hb", "card": "Bear"},
                                 {"id": "hr", "card": "Rock"}],
                        "library": [{"id": "top", "card": "Rock"}], "mana_pool": {"B": 4}})
    return _run(game, [{"type": "cast", "player": "alice", "card": "cl"}, {"type": "resolve"},
                       {"type": "resolve", "choices": choices}], lurker, BEAR, ROCK)


def test_701_9a_the_lurker_draws_after_a_sacrifice_or_a_discard_of_a_creature_card() -> None:
    sacrificed = _lurker_resolves({"pay_optional_cost": True, "sacrifice": ["gb"]})
    alice = player_of(sacrificed, "alice")
    assert sorted(c["id"] for c in alice["hand"]) == ["hb", "hr", "top"]
    assert [c["id"] for c in alice["graveyard"]] == ["gb"]
    discarded = player_of(_lurker_resolves({"pay_optional_cost": True, "discard": ["hb"]}), "alice")
    assert sorted(c["id"] for c in discarded["hand"]) == ["hr", "top"]
    assert [c["id"] for c in discarded["graveyard"]] == ["hb"]
    assert any(p["id"] == "gb" for p in _lurker_resolves({"pay_optional_cost": True, "discard": ["hb"]})[
        "state"]["battlefield"])
    # no creature to sacrifice but the Lurker itself: it may be sacrificed (a creature); a Rock can't be discarded
    with pytest.raises(IllegalAction):
        _lurker_resolves({"pay_optional_cost": True, "discard": ["hr"]})
    declined = player_of(_lurker_resolves({"pay_optional_cost": False}), "alice")
    assert sorted(c["id"] for c in declined["hand"]) == ["hb", "hr"]


# --- "{T}, Put a page counter on ~: Scry 1." and "When there are four or more page counters on ~, exile it. If you do,
# you gain 4 life." (CR 602.2b, 122.1, 603.8, 406.2, 608.2c) ---------------------------------------------------------

TOME = ("Mazemind Tome", "Artifact", "{T}, Put a page counter on Mazemind Tome: Scry 1.\n{2}, {T}, Put a page counter "
        "on Mazemind Tome: Draw a card.\nWhen there are four or more page counters on Mazemind Tome, exile it. If you "
        "do, you gain 4 life.", "{2}")


def test_603_8_mazemind_tome_reads_as_counter_costs_and_a_counters_state_trigger() -> None:
    abilities = read_full_definition(*TOME)["abilities"]
    assert abilities[1] == {"kind": "activated", "cost": "{2}{T}", "effect": {"kind": "draw", "amount": 1,
                                                                              "player": "you"},
                            "other_costs": [{"kind": "put_counters_self", "counter": "page", "amount": 1}]}
    assert abilities[2] == {"kind": "counters_state_trigger", "counter": "page", "at_least": 4,
                            "if_done": {"kind": "gain_life", "amount": 4, "player": "you"}}
    _not_read("When there are four or more frob counters on ~, exile it.")
    _not_read("{T}, Put a frob counter on ~: Scry 1.")


def test_603_8_the_fourth_page_counter_exiles_the_tome_before_its_ability_resolves() -> None:
    tome = read_full_definition(*TOME)
    library = [{"id": f"l{n}", "card": "Rock"} for n in range(3)]
    game = state(battlefield=[_on("mt", "Mazemind Tome", counters={"page": 2})],
                 alice={"library": library, "mana_pool": {"C": 2}})
    third = _run(game, [{"type": "activate", "permanent": "mt", "ability": 1}], tome, ROCK)
    assert _permanent(third, "mt")["counters"] == {"page": 3}
    assert len(third["state"]["stack"]) == 1
    game["battlefield"][0]["counters"] = {"page": 3}
    done = _run(game, [{"type": "activate", "permanent": "mt", "ability": 1}, {"type": "resolve"},
                       {"type": "resolve"}], tome, ROCK)
    alice = player_of(done, "alice")
    assert not any(p["id"] == "mt" for p in done["state"]["battlefield"])
    assert [c["id"] for c in alice["exile"]] == ["mt"]
    assert alice["life"] == 24
    assert [c["id"] for c in alice["hand"]] == ["l0"]  # the ability still resolves without its source (CR 113.7a)


# --- "Look at the top two cards of your library. Put one of them into your hand and the other into your graveyard."
# (CR 608.2c) ---------------------------------------------------------------------------------------------------------

WAKER = ("Waker of Waves", "Creature — Whale", "Creatures your opponents control get -1/-0.\n{1}{U}, Discard Waker of "
         "Waves: Look at the top two cards of your library. Put one of them into your hand and the other into your "
         "graveyard.", "{5}{U}{U}", ("7", "7"))


def test_608_2c_waker_of_waves_reads_the_other_of_two_cards_as_the_rest() -> None:
    assert read_full_definition(*WAKER)["abilities"][1] == {
        "kind": "activated", "cost": "{1}{U}", "other_costs": [{"kind": "discard_self"}],
        "effect": {"kind": "look_at_top", "amount": 2, "take": 1, "to": "hand", "rest": "graveyard"}}
    _not_read("Look at the top three cards of your library. Put one of them into your hand and the other into your "
              "graveyard.", is_spell=True)


def test_608_2c_the_waker_puts_the_chosen_card_into_the_hand_and_the_other_into_the_graveyard() -> None:
    waker = read_full_definition(*WAKER)
    game = state(alice={"mana_pool": {"U": 2}, "hand": [{"id": "ww", "card": "Waker of Waves"}],
                      "library": [{"id": "a", "card": "Rock"}, {"id": "b", "card": "Bear"}, {"id": "c", "card": "Rock"}]})
    done = _run(game, [{"type": "activate", "permanent": "ww", "ability": 1},
                       {"type": "resolve", "choices": {"chosen": ["b"]}}], waker, BEAR, ROCK)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["hand"]] == ["b"]
    assert [c["id"] for c in alice["graveyard"]] == ["ww", "a"]
    assert [c["id"] for c in alice["library"]] == ["c"]


# --- "you may draw X cards, where X is the number of Shrines you control. If you do, discard a card." (CR 608.2d,
# 608.2h, 121.1) ------------------------------------------------------------------------------------------------------

CALM = ("Sanctum of Calm Waters", "Legendary Enchantment — Shrine", "At the beginning of your precombat main phase, "
        "you may draw X cards, where X is the number of Shrines you control. If you do, discard a card.", "{3}{U}")
SHRINE = {"name": "Other Shrine", "types": ["Enchantment"], "subtypes": ["Shrine"]}


def test_608_2h_sanctum_of_calm_waters_reads_as_an_optional_counted_draw() -> None:
    assert read_full_definition(*CALM)["abilities"] == [{
        "kind": "step_trigger", "step": "precombat_main", "whose": "yours",
        "effect": {"kind": "discard", "amount": 1, "player": "you"},
        "optional_action": {"action": "draw", "counted": "count:permanent:you_control:Shrine"}}]
    _not_read("At the beginning of your upkeep, you may draw X cards, where X is the number of frobs you control. If "
              "you do, discard a card.")
    _not_read("At the beginning of your upkeep, you may mill X cards, where X is the number of Shrines you control. If "
              "you do, discard a card.")


def test_608_2h_the_sanctum_draws_one_card_per_shrine_then_discards_one() -> None:
    calm = read_full_definition(*CALM)
    library = [{"id": f"l{n}", "card": "Rock"} for n in range(4)]
    game = state(step="draw", battlefield=[_on("sc", "Sanctum of Calm Waters"), _on("os", "Other Shrine"),
                                           _on("bs", "Other Shrine", controller="bob")],
                 alice={"library": library, "hand": [{"id": "kept", "card": "Bear"}]})
    done = _run(game, [{"type": "next_step"}, {"type": "resolve", "choices": {"pay_optional_cost": True,
                                                                              "discard": ["kept"]}}],
                calm, ROCK, SHRINE, BEAR)
    alice = player_of(done, "alice")
    assert sorted(c["id"] for c in alice["hand"]) == ["l0", "l1"]  # two Shrines of alice's: two cards, then a discard
    assert [c["id"] for c in alice["graveyard"]] == ["kept"]
    declined = player_of(_run(game, [{"type": "next_step"}, {"type": "resolve"}], calm, ROCK, SHRINE, BEAR), "alice")
    assert [c["id"] for c in declined["hand"]] == ["kept"] and declined["graveyard"] == []
    # with no Shrine left as it resolves, X is 0: refused rather than guessed
    gone = state(step="draw", battlefield=[_on("sc", "Sanctum of Calm Waters")], alice={"library": library})
    with pytest.raises(IllegalAction):
        _run(gone, [{"type": "next_step"}, {"type": "move", "permanent": "sc", "to": "graveyard"},
                    {"type": "resolve", "choices": {"pay_optional_cost": True}}], calm, ROCK)


def test_608_2h_a_whole_optional_body_keeps_what_x_counts() -> None:
    # "you may draw X cards, where X is ...": X is the count, not the X ~ entered with (CR 107.3m is for an X paid)
    composed = read_composed("When ~ enters, you may draw X cards, where X is the number of Shrines you control.",
                             is_spell=False)
    assert composed.abilities is not None and composed.abilities[0]["effect"] == {
        "kind": "draw", "amount": "count:permanent:you_control:Shrine", "player": "you"}


def test_603_10a_forebears_blade_attaches_to_another_creature_when_its_creature_dies() -> None:
    blade = read_full_definition("Forebear's Blade", "Artifact — Equipment", "Equipped creature gets +3/+0 and has "
                                 "vigilance and trample.\nWhenever equipped creature dies, attach Forebear's Blade to "
                                 "target creature you control.\nEquip {3}", "{3}")
    game = state(battlefield=[_on("gb", "Bear"), _on("fb", "Forebear's Blade", attached_to="gb"), _on("other", "Bear")],
                 alice={"hand": [{"id": "bolt", "card": "Bolt"}]})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "bolt", "choices": {"targets": ["gb"]}},
                       {"type": "resolve"}, {"type": "resolve", "choices": {"targets": ["other"]}}], blade, BEAR, BOLT)
    assert _permanent(done, "fb")["attached_to"] == "other"
    assert _permanent(done, "other")["characteristics"]["power"] == 5
