"""s23-neo: constructions read from Kamigawa: Neon Dynasty's Oracle text (and the same words on any card) and played by
the engine; near variants stay not modelled (docs/oracle-s23-neo.md)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, permanent, player_of, read_full_definition, run_with_cards, state


def _read(line: str, *, is_spell: bool = False) -> list[dict[str, Any]] | None:
    abilities: list[dict[str, Any]] | None = read_composed(line, is_spell=is_spell).abilities
    return abilities


def _on(card_id: str, card: str, controller: str = "alice", **more: Any) -> dict[str, Any]:
    return {"id": card_id, "card": card, "controller": controller, "controlled_since_turn": 1, **more}


def _ids(cards: list[dict[str, Any]]) -> list[str]:
    return [card["id"] for card in cards]


# --- "target <permanent> that player controls" after "deals combat damage to a player"; optional actions ----------

KAPPA = read_full_definition(
    "Kappa Tech-Wrecker", "Creature — Turtle Ninja",
    "Ninjutsu {1}{G}\nKappa Tech-Wrecker enters the battlefield with a deathtouch counter on it.\nWhenever Kappa "
    "Tech-Wrecker deals combat damage to a player, you may remove a deathtouch counter from it. When you do, exile "
    "target artifact or enchantment that player controls.", "{1}{G}", ("1", "3"))
DOKUCHI = read_full_definition(
    "Dokuchi Silencer", "Creature — Human Ninja",
    "Ninjutsu {1}{B}\nWhenever Dokuchi Silencer deals combat damage to a player, you may discard a creature card. When "
    "you do, destroy target creature or planeswalker that player controls.", "{1}{B}", ("2", "1"))
RELIC = {"name": "Plain Relic", "types": ["Artifact"], "mana_cost": "{1}"}
BEAR = {"name": "Plain Bear", "types": ["Creature"], "mana_cost": "{1}{G}", "power": 2, "toughness": 2}


def test_603_12_kappa_reads_the_damaged_players_permanent_and_removing_a_counter() -> None:
    assert KAPPA["abilities"][-1] == {
        "kind": "triggered", "trigger": "deals_damage", "damage_to": "player", "combat_damage": True,
        "effect": {"kind": "exile", "target": "artifact_or_enchantment:event_player_controls"},
        "optional_action": {"action": "remove_counter", "counter": "deathtouch"}, "reflexive": True}
    assert DOKUCHI["abilities"][-1]["optional_action"] == {"action": "discard", "amount": 1, "card_type": "creature"}
    # "that player" with no event naming a player, and a counter removed from another object, stay unread
    assert _read("Exile target artifact that player controls.", is_spell=True) is None
    assert _read("When ~ enters, you may remove a +1/+1 counter from target creature. When you do, draw a card.") is None


def _kappa_combat(resolve_choices: dict[str, Any], targets: list[str], counters: dict[str, int] | None = None
                  ) -> dict[str, Any]:
    game = state(step="declare_attackers", battlefield=[
        _on("kp", "Kappa Tech-Wrecker", counters=counters if counters is not None else {"deathtouch": 1}),
        _on("r1", "Plain Relic", "bob"), _on("r2", "Plain Relic")])
    return run_with_cards(game, [
        {"type": "declare_attackers", "attackers": [{"id": "kp", "defending": "bob"}]},
        {"type": "next_step"}, {"type": "next_step"},
        {"type": "resolve", "choices": {**resolve_choices, "targets": targets}},
        {"type": "resolve"}], KAPPA, RELIC)


def test_603_12_kappa_removes_its_counter_and_exiles_the_damaged_players_artifact() -> None:
    done = _kappa_combat({"pay_optional_cost": True}, ["r1"])
    assert "deathtouch" not in permanent(done, "kp").get("counters", {})
    assert _ids(player_of(done, "bob")["exile"]) == ["r1"]
    with pytest.raises(IllegalAction, match="r2"):  # alice's own artifact: not the damaged player's
        _kappa_combat({"pay_optional_cost": True}, ["r2"])
    with pytest.raises(IllegalAction, match="deathtouch counter"):  # no counter to remove: it can't be done
        _kappa_combat({"pay_optional_cost": True}, ["r1"], counters={})


def test_608_2d_dokuchi_discards_a_creature_card_then_destroys() -> None:
    game = state(step="declare_attackers", battlefield=[_on("dk", "Dokuchi Silencer"), _on("b1", "Plain Bear", "bob")],
                 alice={"hand": [{"id": "h1", "card": "Plain Relic"}, {"id": "h2", "card": "Plain Bear"}]})
    actions = [{"type": "declare_attackers", "attackers": [{"id": "dk", "defending": "bob"}]},
               {"type": "next_step"}, {"type": "next_step"},
               {"type": "resolve", "choices": {"pay_optional_cost": True, "discard": ["h2"], "targets": ["b1"]}},
               {"type": "resolve"}]
    done = run_with_cards(game, actions, DOKUCHI, RELIC, BEAR)
    assert _ids(player_of(done, "alice")["graveyard"]) == ["h2"]
    assert _ids(player_of(done, "bob")["graveyard"]) == ["b1"]
    actions[3]["choices"]["discard"] = ["h1"]  # an artifact card: not a creature card
    with pytest.raises(IllegalAction, match="h1"):
        run_with_cards(game, actions, DOKUCHI, RELIC, BEAR)


BITING_PALM = read_full_definition(
    "Biting-Palm Ninja", "Creature — Human Ninja",
    "Ninjutsu {2}{B}\nBiting-Palm Ninja enters the battlefield with a menace counter on it.\nWhenever Biting-Palm Ninja "
    "deals combat damage to a player, you may remove a menace counter from it. When you do, that player reveals their "
    "hand and you choose a nonland card from it. Exile that card.", "{2}{B}", ("3", "3"))
LAND = {"name": "Plain Land", "types": ["Land"]}


def test_701_20a_biting_palm_exiles_a_nonland_card_of_the_damaged_players_hand() -> None:
    assert BITING_PALM["abilities"][-1]["effect"] == {
        "kind": "reveal_choose_discard", "player": "that_player", "excluded_types": ["Land"], "exile": True}
    # the same words after a trigger whose event names no player stay unread
    assert _read("When ~ enters, you may pay {1}. When you do, that player reveals their hand and you choose a nonland "
                 "card from it. Exile that card.") is None
    game = state(step="declare_attackers", battlefield=[_on("bp", "Biting-Palm Ninja", counters={"menace": 1})],
                 bob={"hand": [{"id": "c1", "card": "Plain Relic"}, {"id": "c2", "card": "Plain Land"},
                               {"id": "c3", "card": "Plain Bear"}]})
    actions = [{"type": "declare_attackers", "attackers": [{"id": "bp", "defending": "bob"}]},
               {"type": "next_step"}, {"type": "next_step"}, {"type": "resolve", "choices": {"pay_optional_cost": True}},
               {"type": "resolve", "choices": {"discard": ["c1"]}}]
    done = run_with_cards(game, actions, BITING_PALM, RELIC, LAND, BEAR)
    assert _ids(player_of(done, "bob")["exile"]) == ["c1"] and _ids(player_of(done, "bob")["hand"]) == ["c2", "c3"]
    assert events_of(done, "hand_revealed")[0]["player"] == "bob"
    actions[-1]["choices"]["discard"] = ["c2"]  # a land card: not a nonland card
    with pytest.raises(IllegalAction, match="c2"):
        run_with_cards(game, actions, BITING_PALM, RELIC, LAND, BEAR)


# --- "As an additional cost to cast ~, you may tap [sacrifice] any number of ... ~ costs {1} less ... this way." ----

SINGULARITY = read_full_definition(
    "Explosive Singularity", "Sorcery",
    "As an additional cost to cast this spell, you may tap any number of untapped creatures you control. This spell "
    "costs {1} less to cast for each creature tapped this way.\nExplosive Singularity deals 10 damage to any target.",
    "{8}{R}{R}")


def _singularity(tap: list[str], pool: int, battlefield: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    game = state(battlefield=battlefield or [_on("c1", "Plain Bear"), _on("c2", "Plain Bear"),
                                             _on("c3", "Plain Bear", tapped=True), _on("b1", "Plain Bear", "bob")],
                 alice={"mana_pool": {"R": pool}, "hand": [{"id": "es", "card": "Explosive Singularity"}]})
    cast = {"type": "cast", "player": "alice", "card": "es", "choices": {"targets": ["bob"], "tap": tap}}
    return run_with_cards(game, [cast, {"type": "resolve"}], SINGULARITY, BEAR)


def test_601_2f_explosive_singularity_costs_one_less_for_each_creature_tapped() -> None:
    assert SINGULARITY["abilities"][0] == {"kind": "additional_cost", "cost": "tap", "card_type": "creature",
                                           "any_number": True, "each_costs_less": 1}
    assert _read("As an additional cost to cast ~, you may sacrifice any number of nonland permanents. ~ costs {1} less "
                 "to cast for each permanent sacrificed this way.") == [
        {"kind": "additional_cost", "cost": "sacrifice", "card_type": "nonland_permanent", "any_number": True,
         "each_costs_less": 1}]
    # the counted noun must be what was tapped / sacrificed
    assert _read("As an additional cost to cast ~, you may sacrifice any number of creatures. ~ costs {2} less to cast "
                 "for each creature tapped this way.") is None
    done = _singularity(["c1", "c2"], 8)  # {8}{R}{R} less {2}
    assert player_of(done, "bob")["life"] == 10 and player_of(done, "alice")["mana_pool"].get("R", 0) == 0
    assert permanent(done, "c1")["tapped"] and permanent(done, "c2")["tapped"]
    with pytest.raises(IllegalAction):  # {8}{R}{R} less {1}: 9 mana, only 8 in the pool
        _singularity(["c1"], 8)
    for wrong in (["c3"], ["b1"], ["c1", "c1"]):  # tapped already, an opponent's, named twice
        with pytest.raises(IllegalAction, match=r"choices\.tap"):
            _singularity(wrong, 10)


def test_601_2h_any_number_sacrificed_for_a_reduction() -> None:
    viper_cost = {"name": "Sac Spell", "types": ["Sorcery"], "mana_cost": "{3}{B}", "abilities": [
        {"kind": "additional_cost", "cost": "sacrifice", "card_type": "nonland_permanent", "any_number": True,
         "each_costs_less": 1},
        {"kind": "spell", "effect": {"kind": "draw", "amount": 1}}]}
    game = state(battlefield=[_on("r1", "Plain Relic"), _on("l1", "Plain Land"), _on("c1", "Plain Bear")],
                 alice={"mana_pool": {"B": 2}, "hand": [{"id": "sp", "card": "Sac Spell"}]})
    cast = {"type": "cast", "player": "alice", "card": "sp", "choices": {"sacrifice": ["r1", "c1"]}}
    done = run_with_cards(game, [cast, {"type": "resolve"}], viper_cost, RELIC, LAND, BEAR)
    assert sorted(_ids(player_of(done, "alice")["graveyard"])) == ["c1", "r1", "sp"]
    cast["choices"]["sacrifice"] = ["l1", "c1"]  # a land: not a nonland permanent
    with pytest.raises(IllegalAction, match=r"choices\.sacrifice"):
        run_with_cards(game, [cast], viper_cost, RELIC, LAND, BEAR)


# --- "When ~ dies, choose up to one —"; "target Saga or enchantment creature you control" ---------------------------

SATSUKI = read_full_definition(
    "Satsuki, the Living Lore", "Legendary Creature — Human Druid",
    "When Satsuki, the Living Lore dies, choose up to one —\n• Return target Saga or enchantment creature you control "
    "to its owner's hand.\n• Return target Saga card from your graveyard to your hand.", "{G}", ("1", "1"))
SPIRIT = {"name": "Plain Spirit", "types": ["Enchantment", "Creature"], "mana_cost": "{1}", "power": 1, "toughness": 1}
DOOM = {"name": "Test Doom", "types": ["Sorcery"], "mana_cost": "{0}",
        "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}}]}


def test_700_2_satsuki_may_choose_no_mode_or_return_an_enchantment_creature() -> None:
    assert SATSUKI["abilities"][0]["effect"] == {"kind": "modal", "up_to_one": True, "modes": [
        {"kind": "return_to_hand", "target": "enchantment:creature_or_Saga:you_control"},
        {"kind": "return_to_hand", "target": "card_in_your_graveyard:Saga"}]}
    assert _read("Return target Vehicle or enchantment creature you control to its owner's hand.", is_spell=True) is None
    game = state(battlefield=[_on("sa", "Satsuki, the Living Lore"), _on("sp", "Plain Spirit"),
                              _on("be", "Plain Bear")], alice={"hand": [{"id": "doom", "card": "Test Doom"}]})
    killed = [{"type": "cast", "player": "alice", "card": "doom", "choices": {"targets": ["sa"]}}, {"type": "resolve"}]
    cards = (SATSUKI, SPIRIT, BEAR, DOOM)
    asked = run_with_cards(game, killed, *cards)
    assert asked["pending"]["options"]["choice"] == "modes" and asked["pending"]["options"]["values"] == [[], [0], [1]]
    done = run_with_cards(game, [*killed, {"type": "resolve", "choices": {"modes": [0], "targets": ["sp"]}}], *cards)
    assert _ids(player_of(done, "alice")["hand"]) == ["sp"]
    none = run_with_cards(game, [*killed, {"type": "resolve"}], *cards)  # no mode: the ability is removed
    assert events_of(none, "ability_removed_from_stack") and _ids(player_of(none, "alice")["hand"]) == []
    wrong = run_with_cards(game, [*killed, {"type": "resolve", "choices": {"modes": [0], "targets": ["be"]}}], *cards)
    assert events_of(wrong, "target_illegal")[0]["target"] == "be"  # a creature that isn't an enchantment
