"""Instants and sorceries with `spell` abilities (CR 608.2): targets on cast (601.2c) and on
resolution (608.2b), and each effect kind with its rule."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from app.engine import IllegalAction, InvalidState, registry
from app.engine.registry import Refusal
from tests.unit.conftest import events_of, permanent, player_of, state, types_of
from tests.unit.fx_cards import run_fx


def hand(*cards: tuple[str, str], **pool: int) -> dict[str, Any]:
    return {"mana_pool": pool, "hand": [{"id": card_id, "card": name} for card_id, name in cards]}


def cast(card: str, *targets: str, player: str | None = None, x: int | None = None) -> dict[str, Any]:
    action: dict[str, Any] = {"type": "cast", "card": card, "choices": {"targets": list(targets)}}
    if player is not None:
        action["player"] = player
    if x is not None:
        action["x"] = x
    return action


RESOLVE = {"type": "resolve"}
BEAR_OF_BOB = {"id": "bear", "card": "Grizzly Bears", "controller": "bob"}


def test_120_3a_lightning_bolt_deals_three_damage_to_a_player() -> None:
    result = run_fx(state(alice=hand(("b1", "Lightning Bolt"), R=1)), [cast("b1", "bob"), RESOLVE])
    damage = events_of(result, "damage_dealt")[0]
    assert (damage["source"], damage["to"], damage["amount"]) == ("b1", "bob", 3)
    assert {"CR 120.1", "CR 120.3a"} <= set(damage["cites"])
    assert player_of(result, "bob")["life"] == 17


def test_120_3e_lightning_bolt_marks_damage_on_a_creature_which_then_dies_704_5g() -> None:
    result = run_fx(state(alice=hand(("b1", "Lightning Bolt"), R=1), battlefield=[BEAR_OF_BOB]),
                    [cast("b1", "bear"), RESOLVE])
    assert "CR 120.3e" in events_of(result, "damage_dealt")[0]["cites"]
    died = next(e for e in events_of(result, "zone_change") if e.get("permanent") == "bear")
    assert "CR 704.5g" in died["cites"]
    assert player_of(result, "bob")["graveyard"] == [{"id": "bear", "card": "Grizzly Bears"}]


def test_608_2n_an_instant_goes_to_its_owners_graveyard_after_its_effects() -> None:
    result = run_fx(state(alice=hand(("b1", "Lightning Bolt"), R=1)), [cast("b1", "bob"), RESOLVE])
    order = types_of(result)
    assert order.index("spell_resolved") < order.index("damage_dealt") < order.index("zone_change")
    moved = events_of(result, "zone_change")[0]
    assert (moved["object"], moved["to"], moved["cites"]) == ("b1", "graveyard", ["CR 608.2n"])
    assert player_of(result, "alice")["graveyard"] == [{"id": "b1", "card": "Lightning Bolt"}]
    assert result["state"]["stack"] == []


def test_601_2c_a_spell_with_a_targeted_effect_needs_its_target_when_cast() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run_fx(state(alice=hand(("b1", "Lightning Bolt"), R=1)), [cast("b1")])
    assert refusal.value.title == "Wrong targets" and "CR 601.2c" in refusal.value.cites
    assert "takes 1 target(s) (any); 0 chosen" in refusal.value.detail


def test_601_2c_an_illegal_target_is_refused_when_cast_and_nothing_is_paid() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run_fx(state(alice=hand(("b1", "Lightning Bolt"), R=1), battlefield=[{"id": "f1", "card": "Forest"}]),
               [cast("b1", "f1")])
    assert refusal.value.title == "Illegal target"
    assert "'f1' is not a creature, player, planeswalker or battle" in refusal.value.detail
    assert {"CR 601.2c", "CR 115.1"} <= set(refusal.value.cites)


def test_608_2b_a_spell_whose_target_left_doesnt_resolve_and_goes_to_the_graveyard() -> None:
    actions = [cast("b1", "bear"), {"type": "move", "permanent": "bear", "to": "hand"}, RESOLVE]
    result = run_fx(state(alice=hand(("b1", "Lightning Bolt"), R=1), battlefield=[BEAR_OF_BOB]), actions)
    fizzled = events_of(result, "spell_fizzled")[0]
    assert fizzled["cites"] == ["CR 608.2b"]
    assert fizzled["illegal_targets"] == {"bear": "there is no permanent or player 'bear'; the target must be a "
                                                  "creature, player, planeswalker or battle"}
    assert "spell_resolved" not in types_of(result) and "damage_dealt" not in types_of(result)
    assert events_of(result, "zone_change")[-1]["cites"] == ["CR 608.2b"]
    assert player_of(result, "alice")["graveyard"] == [{"id": "b1", "card": "Lightning Bolt"}]


def test_107_3a_blaze_deals_x_damage() -> None:
    result = run_fx(state(alice=hand(("z", "Blaze"), R=5)), [cast("z", "bob", x=4), RESOLVE])
    assert events_of(result, "damage_dealt")[0]["amount"] == 4
    assert player_of(result, "bob")["life"] == 16


def test_701_6a_counterspell_counters_a_spell_which_goes_to_its_owners_graveyard() -> None:
    game = state(alice=hand(("b1", "Lightning Bolt"), R=1), bob=hand(("c1", "Counterspell"), U=2))
    result = run_fx(game, [cast("b1", "bob"), cast("c1", "b1", player="bob"), RESOLVE])
    countered = events_of(result, "spell_countered")[0]
    assert (countered["countered"], countered["card"]) == ("b1", "Lightning Bolt") and "CR 701.6a" in countered["cites"]
    assert result["state"]["stack"] == []
    assert player_of(result, "alice")["graveyard"] == [{"id": "b1", "card": "Lightning Bolt"}]
    assert player_of(result, "bob")["graveyard"] == [{"id": "c1", "card": "Counterspell"}]
    assert player_of(result, "bob")["life"] == 20


def test_701_6_essence_scatter_can_target_only_a_creature_spell() -> None:
    game = state(alice=hand(("b1", "Lightning Bolt"), R=1), bob=hand(("c1", "Essence Scatter"), U=2))
    with pytest.raises(IllegalAction) as refusal:
        run_fx(game, [cast("b1", "bob"), cast("c1", "b1", player="bob")])
    assert "'b1' is not a creature spell" in refusal.value.detail


def test_701_6_negate_counters_a_noncreature_spell_but_not_a_creature_spell() -> None:
    game = state(alice=hand(("g", "Grizzly Bears"), ("b1", "Lightning Bolt"), G=2, R=1),
                 bob=hand(("n", "Negate"), U=2))
    result = run_fx(game, [cast("b1", "bob"), cast("n", "b1", player="bob"), RESOLVE])
    assert events_of(result, "spell_countered")[0]["countered"] == "b1"
    with pytest.raises(IllegalAction):
        run_fx(game, [{"type": "cast", "card": "g"}, cast("n", "g", player="bob")])


def test_115_5_counterspell_cant_target_itself() -> None:
    game = state(bob=hand(("c1", "Counterspell"), U=2))
    with pytest.raises(IllegalAction) as refusal:
        run_fx(game, [cast("c1", "c1", player="bob")])
    assert "is not a spell on the stack" in refusal.value.detail


def test_701_8a_doom_blade_destroys_a_nonblack_creature_but_cant_target_a_black_one() -> None:
    game = state(alice=hand(("d", "Doom Blade"), B=2), battlefield=[BEAR_OF_BOB,
                                                                     {"id": "bk", "card": "Black Knight"}])
    result = run_fx(game, [cast("d", "bear"), RESOLVE])
    destroyed = next(e for e in events_of(result, "zone_change") if e.get("permanent") == "bear")
    assert destroyed["reason"] == "destroyed" and "CR 701.8a" in destroyed["cites"]
    with pytest.raises(IllegalAction) as refusal:
        run_fx(game, [cast("d", "bk")])
    assert "'bk' is not a nonblack creature" in refusal.value.detail


def test_702_12b_wrath_of_god_destroys_each_creature_but_an_indestructible_one() -> None:
    game = state(alice=hand(("w", "Wrath of God"), W=4),
                 battlefield=[BEAR_OF_BOB, {"id": "myr", "card": "Darksteel Myr"}, {"id": "f", "card": "Forest"}])
    result = run_fx(game, [cast("w"), RESOLVE])
    assert [p["id"] for p in result["state"]["battlefield"]] == ["myr", "f"]
    assert events_of(result, "not_destroyed")[0]["cites"] == ["CR 702.12b"]


def test_406_2_erase_exiles_target_enchantment() -> None:
    game = state(alice=hand(("e", "Erase"), W=1), battlefield=[{"id": "p", "card": "Pacifism", "controller": "bob"}])
    result = run_fx(game, [cast("e", "p"), RESOLVE])
    assert player_of(result, "bob")["exile"] == [{"id": "p", "card": "Pacifism"}]
    assert "CR 406.2" in next(e for e in events_of(result, "zone_change") if e.get("permanent") == "p")["cites"]


def test_400_3_unsummon_returns_a_creature_to_its_owners_hand() -> None:
    stolen = {"id": "bear", "card": "Grizzly Bears", "controller": "alice", "owner": "bob"}
    result = run_fx(state(alice=hand(("u", "Unsummon"), U=1), battlefield=[stolen]), [cast("u", "bear"), RESOLVE])
    assert result["state"]["battlefield"] == []
    assert {"id": "bear", "card": "Grizzly Bears"} in player_of(result, "bob")["hand"]


def test_608_2c_pressure_point_taps_target_creature_then_draws_a_card() -> None:
    result = run_fx(state(alice=hand(("pp", "Pressure Point"), W=2), battlefield=[BEAR_OF_BOB]),
                    [cast("pp", "bear"), RESOLVE])
    assert permanent(result, "bear")["tapped"] is True
    assert "CR 701.26a" in events_of(result, "tapped")[0]["cites"]
    order = types_of(result)
    assert order.index("tapped") < order.index("card_drawn")
    assert len(player_of(result, "alice")["hand"]) == 1


def test_701_26b_vitalize_untaps_each_creature_you_control_only() -> None:
    game = state(alice=hand(("v", "Vitalize"), G=1),
                 battlefield=[{"id": "mine", "card": "Grizzly Bears", "tapped": True},
                              {"id": "f", "card": "Forest", "tapped": True},
                              {**BEAR_OF_BOB, "tapped": True}])
    result = run_fx(game, [cast("v"), RESOLVE])
    assert [(p["id"], p["tapped"]) for p in result["state"]["battlefield"]] == [
        ("mine", False), ("f", True), ("bear", True)]
    assert events_of(result, "untapped")[0]["cites"] == ["CR 608.2", "CR 701.26b"]


def test_119_3_sovereigns_bite_target_player_loses_three_and_you_gain_three() -> None:
    result = run_fx(state(alice=hand(("s", "Sovereign's Bite"), B=2)), [cast("s", "bob"), RESOLVE])
    assert (player_of(result, "alice")["life"], player_of(result, "bob")["life"]) == (23, 17)
    assert "CR 119.3" in events_of(result, "life_lost")[0]["cites"]
    assert "CR 119.3" in events_of(result, "life_gained")[0]["cites"]


def test_704_5a_a_player_brought_to_zero_life_by_life_loss_loses() -> None:
    game = state(alice=hand(("s", "Sovereign's Bite"), B=2), bob={"life": 3})
    result = run_fx(game, [cast("s", "bob"), RESOLVE])
    assert player_of(result, "bob")["has_lost"] is True and result["state"]["winner"] == "alice"


def test_115_1_a_player_target_cant_be_a_permanent() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run_fx(state(alice=hand(("s", "Sovereign's Bite"), B=2), battlefield=[BEAR_OF_BOB]), [cast("s", "bear")])
    assert "not a player" in refusal.value.detail


def test_122_1_battlegrowth_puts_a_plus_one_counter_on_target_creature() -> None:
    result = run_fx(state(alice=hand(("g", "Battlegrowth"), G=1), battlefield=[BEAR_OF_BOB]),
                    [cast("g", "bear"), RESOLVE])
    bear = permanent(result, "bear")
    assert bear["counters"] == {"+1/+1": 1} and bear["characteristics"]["power"] == 3
    assert "CR 122.1" in events_of(result, "counters_put")[0]["cites"]


def test_704_5q_a_plus_one_counter_put_on_a_creature_with_a_minus_one_counter_annihilates() -> None:
    withered = {**BEAR_OF_BOB, "counters": {"-1/-1": 1}}
    result = run_fx(state(alice=hand(("g", "Battlegrowth"), G=1), battlefield=[withered]),
                    [cast("g", "bear"), RESOLVE])
    assert permanent(result, "bear")["counters"] == {}
    assert "counters_annihilated" in types_of(result)


def test_613_4c_giant_growth_pumps_until_end_of_turn_514_2() -> None:
    game = state(alice=hand(("gg", "Giant Growth"), G=1), battlefield=[BEAR_OF_BOB])
    result = run_fx(game, [cast("gg", "bear"), RESOLVE])
    assert permanent(result, "bear")["characteristics"]["power"] == 5
    later = run_fx(game, [cast("gg", "bear"), RESOLVE, {"type": "next_turn"}])
    assert permanent(later, "bear")["characteristics"]["power"] == 2


def test_115_1_an_effect_on_permanents_cant_name_a_player_in_a_definition() -> None:
    bad = {"name": "Bad", "mana_cost": "{B}", "types": ["Instant"],
           "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "player"}}]}
    with pytest.raises(InvalidState) as invalid:
        run_fx(state(alice={"hand": [{"id": "x", "card": bad}]}), [])
    assert any("acts on permanents only" in error["message"] for error in invalid.value.errors)


def test_115_1_an_attacking_creature_target_must_be_attacking() -> None:
    spear = {"name": "Spear", "mana_cost": "{W}", "types": ["Instant"],
             "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "attacking_creature"}}]}
    with pytest.raises(IllegalAction) as refusal:
        run_fx(state(alice={"mana_pool": {"W": 1}, "hand": [{"id": "x", "card": spear}]}, battlefield=[BEAR_OF_BOB]),
               [cast("x", "bear")])
    assert "'bear' is not an attacking creature" in refusal.value.detail


def test_115_1_target_opponent_cant_be_yourself() -> None:
    drain = {"name": "Drain", "mana_cost": "{B}", "types": ["Sorcery"],
             "abilities": [{"kind": "spell", "effect": {"kind": "lose_life", "amount": 2, "player": "target_opponent"}}]}
    game = state(alice={"mana_pool": {"B": 1}, "hand": [{"id": "x", "card": drain}]})
    with pytest.raises(IllegalAction) as refusal:
        run_fx(game, [cast("x", "alice")])
    assert "not an opponent" in refusal.value.detail
    assert player_of(run_fx(game, [cast("x", "bob"), RESOLVE]), "bob")["life"] == 18


def test_608_2b_with_two_targets_an_illegal_one_is_skipped_and_the_other_affected() -> None:
    double = {"name": "Double Shot", "mana_cost": "{R}", "types": ["Instant"],
              "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 1, "target": "creature"}},
                            {"kind": "spell", "effect": {"kind": "damage", "amount": 1, "target": "player"}}]}
    game = state(alice={"mana_pool": {"R": 1}, "hand": [{"id": "x", "card": double}]}, battlefield=[BEAR_OF_BOB])
    result = run_fx(game, [cast("x", "bear", "bob"), {"type": "move", "permanent": "bear", "to": "hand"}, RESOLVE])
    assert events_of(result, "effect_skipped")[0]["cites"] == ["CR 608.2b"]
    assert player_of(result, "bob")["life"] == 19


def test_704_5f_a_minus_one_counter_put_on_a_one_one_kills_it() -> None:
    wither = {"name": "Wither", "mana_cost": "{B}", "types": ["Instant"],
              "abilities": [{"kind": "spell", "effect": {"kind": "put_counters", "counter": "-1/-1", "amount": 1,
                                                         "target": "creature"}}]}
    elves = {"id": "e", "card": "Llanowar Elves", "controller": "bob"}
    result = run_fx(state(alice={"mana_pool": {"B": 1}, "hand": [{"id": "w", "card": wither}]}, battlefield=[elves]),
                    [cast("w", "e"), RESOLVE])
    assert events_of(result, "counters_put")[0]["counter"] == "-1/-1"
    assert "CR 704.5f" in next(e for e in events_of(result, "zone_change") if e.get("permanent") == "e")["cites"]


@contextmanager
def refusing(target_id: str) -> Iterator[None]:
    """A targeting restriction (as hexproof would be) that refuses `target_id`, for the test only."""
    def restriction(game: Any, source: str, target: str, controller: str) -> Refusal | None:
        return Refusal("it can't be the target of spells or abilities", ("CR 702.18b",)) if target == target_id else None
    registry.targeting_restrictions.add(restriction)
    try:
        yield
    finally:
        hooks = registry.targeting_restrictions
        hooks._hooks = [entry for entry in hooks._hooks if entry[2] is not restriction]
        hooks._ordered = tuple(hook for _, _, hook in hooks._hooks)


def test_601_2c_targeting_restrictions_are_asked_when_a_spell_is_cast() -> None:
    game = state(alice=hand(("b1", "Lightning Bolt"), R=1), battlefield=[BEAR_OF_BOB])
    with refusing("bear"), pytest.raises(IllegalAction) as refusal:
        run_fx(game, [cast("b1", "bear")])
    assert "can't be the target of spells or abilities" in refusal.value.detail
    assert "CR 702.18b" in refusal.value.cites


def test_608_2b_targeting_restrictions_are_asked_again_as_the_spell_resolves() -> None:
    game = state(alice=hand(("b1", "Lightning Bolt"), R=1), battlefield=[BEAR_OF_BOB])
    cast_only = run_fx(game, [cast("b1", "bear")])
    with refusing("bear"):
        result = run_fx(cast_only["state"], [RESOLVE])
    assert events_of(result, "spell_fizzled")[0]["cites"] == ["CR 608.2b"]
    assert permanent(result, "bear")["damage"] == 0


def test_608_3_a_permanent_card_with_spell_abilities_is_refused_when_cast() -> None:
    odd = {"name": "Odd Statue", "mana_cost": "{1}", "types": ["Artifact"],
           "abilities": [{"kind": "spell", "effect": {"kind": "draw", "amount": 1}}]}
    with pytest.raises(IllegalAction) as refusal:
        run_fx(state(alice={"mana_pool": {"C": 1}, "hand": [{"id": "o", "card": odd}]}), [cast("o")])
    assert refusal.value.title == "Not modelled"


def test_120_1_a_negative_damage_amount_is_refused_in_a_definition() -> None:
    bad = {"name": "Bad", "mana_cost": "{R}", "types": ["Instant"],
           "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": -2}}]}
    with pytest.raises(InvalidState) as invalid:
        run_fx(state(alice={"hand": [{"id": "x", "card": bad}]}), [])
    assert any("must not be negative" in error["message"] for error in invalid.value.errors)
