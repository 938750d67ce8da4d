"""Session 18, group m21 (Core Set 2021 cards with lines not modelled; docs/oracle-s18-m21.md): each
construction read from real cards' Oracle text and played by the engine; a near variant with a word the
grammar doesn't know stays not modelled (honesty by construction)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run


def _not_read(line: str, *, is_spell: bool = False) -> None:
    assert read_composed(line, is_spell=is_spell).abilities is None


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


def _permanent(result: dict[str, Any], object_id: str) -> dict[str, Any] | None:
    return next((p for p in result["state"]["battlefield"] if p["id"] == object_id), None)


def _pt(result: dict[str, Any], object_id: str) -> tuple[int, int]:
    found = _permanent(result, object_id)
    assert found is not None
    return found["characteristics"]["power"], found["characteristics"]["toughness"]


BEAR = {"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2}
ROCK = {"name": "Rock", "types": ["Artifact"]}


# --- "as long as an opponent has eight or more cards in their graveyard" (CR 611.3a, 404.1) ---------------

ENFORCER = (
    "Thieves' Guild Enforcer",
    "Creature — Human Rogue",
    "Flash\nWhenever Thieves' Guild Enforcer or another Rogue enters the battlefield under your control, each "
    "opponent mills two cards.\nAs long as an opponent has eight or more cards in their graveyard, Thieves' Guild "
    "Enforcer gets +2/+1 and has deathtouch.",
    "{2}{B}",
    ("2", "2"),
)


def test_611_3a_thieves_guild_enforcer_reads_as_a_pump_while_an_opponent_has_eight_cards() -> None:
    assert read_full_definition(*ENFORCER)["abilities"][-1] == {
        "kind": "static_pump", "affected": "self", "power": 2, "toughness": 1, "keywords": ["deathtouch"],
        "as_long_as_opponent_graveyard_at_least": 8,
    }
    blackbloom = read_composed("~ gets +3/+0 as long as an opponent has eight or more cards in their graveyard.",
                               is_spell=False).abilities
    assert blackbloom == [{"kind": "static_pump", "affected": "self", "power": 3, "toughness": 0,
                           "as_long_as_opponent_graveyard_at_least": 8}]
    _not_read("As long as an opponent has eight or more cards in their frobyard, ~ gets +2/+1.")


def _rocks(count: int) -> list[dict[str, str]]:
    return [{"id": f"rock-{index}", "card": "Rock"} for index in range(count)]


def test_611_3a_enforcer_is_bigger_only_while_an_opponent_has_eight_cards_in_their_graveyard() -> None:
    enforcer = read_full_definition(*ENFORCER)
    battlefield = [_on("tge", "Thieves' Guild Enforcer")]
    seven = state(battlefield=battlefield, bob={"graveyard": _rocks(7)})
    eight = state(battlefield=battlefield, bob={"graveyard": _rocks(8)})
    mine = state(battlefield=battlefield, alice={"graveyard": _rocks(9)})
    assert _pt(_run(seven, [], enforcer, ROCK), "tge") == (2, 2)
    assert _pt(_run(mine, [], enforcer, ROCK), "tge") == (2, 2)  # its controller's graveyard doesn't count
    result = _run(eight, [], enforcer, ROCK)
    assert _pt(result, "tge") == (4, 3)
    found = _permanent(result, "tge")
    assert found is not None and "deathtouch" in found["characteristics"]["keywords"]


# --- a step trigger's "you may <action>. If you do, ..." (CR 608.2d, 603.12) -------------------------------

WARMONGER = (
    "Dire Fleet Warmonger",
    "Creature — Orc Pirate",
    "At the beginning of combat on your turn, you may sacrifice another creature. If you do, Dire Fleet Warmonger "
    "gets +2/+2 and gains trample until end of turn. (It can deal excess combat damage to the player or "
    "planeswalker it's attacking.)",
    "{1}{B}{R}",
    ("3", "3"),
)


def test_608_2d_dire_fleet_warmonger_reads_as_a_step_trigger_with_an_optional_sacrifice() -> None:
    assert read_full_definition(*WARMONGER)["abilities"] == [{
        "kind": "step_trigger", "step": "beginning_of_combat", "whose": "yours",
        "effect": {"kind": "pump", "target": "self", "power": 2, "toughness": 2, "duration": "end_of_turn",
                   "keywords": ["trample"]},
        "optional_action": {"action": "sacrifice", "spec": "creature:other", "amount": 1},
    }]
    _not_read("At the beginning of combat on your turn, you may sacrifice another frob. If you do, ~ gets +2/+2 "
              "until end of turn.")


def test_608_2d_warmonger_grows_only_when_its_controller_sacrifices_another_creature() -> None:
    warmonger = read_full_definition(*WARMONGER)
    game = state(battlefield=[_on("dfw", "Dire Fleet Warmonger"), _on("bear", "Bear")])
    done = _run(game, [{"type": "next_step"}, {"type": "resolve", "choices": {"pay_optional_cost": True}}],
                warmonger, BEAR)
    assert _pt(done, "dfw") == (5, 5)
    assert _permanent(done, "bear") is None
    assert events_of(done, "optional_action_done")
    declined = _run(game, [{"type": "next_step"}, {"type": "resolve", "choices": {"pay_optional_cost": False}}],
                    warmonger, BEAR)
    assert _pt(declined, "dfw") == (3, 3)
    assert _permanent(declined, "bear") is not None
    alone = state(battlefield=[_on("dfw", "Dire Fleet Warmonger")])
    asked = _run(alone, [{"type": "next_step"}], warmonger, BEAR)["pending"]
    assert asked["options"]["choice"] == "pay_optional_cost" and asked["options"]["cost"] == "sacrifice 1 creature:other"
    with pytest.raises(IllegalAction) as refusal:  # no other creature: the action can't be done (CR 608.2d)
        _run(alone, [{"type": "next_step"}, {"type": "resolve", "choices": {"pay_optional_cost": True}}], warmonger)
    assert "CR 608.2d" in refusal.value.cites


# --- "Whenever ~ [blocks or] becomes blocked by a creature" (CR 509.3c-d, 509.3f) ----------------------------

GLOOM_SOWER = (
    "Gloom Sower",
    "Creature — Horror",
    "Whenever Gloom Sower becomes blocked by a creature, that creature's controller loses 2 life and you gain 2 life.",
    "{5}{B}{B}",
    ("8", "6"),
)
ORNERY_GOBLIN = (
    "Ornery Goblin",
    "Creature — Goblin Warrior",
    "Whenever Ornery Goblin blocks or becomes blocked by a creature, Ornery Goblin deals 1 damage to that creature.",
    "{1}{R}",
    ("2", "1"),
)


def _attack(*ids: str) -> dict[str, Any]:
    return {"type": "declare_attackers", "attackers": [{"id": i, "defending": "bob"} for i in ids]}


def _block(*pairs: tuple[str, str]) -> dict[str, Any]:
    return {"type": "declare_blockers", "blocks": [{"blocker": b, "attacker": a} for b, a in pairs]}


def test_509_3d_gloom_sower_and_ornery_goblin_read_as_block_triggers_on_that_creature() -> None:
    assert read_full_definition(*GLOOM_SOWER)["abilities"] == [{
        "kind": "triggered", "trigger": "becomes_blocked",
        "effect": {"kind": "lose_life", "amount": 2, "player": "that_player"},
        "then_effects": [{"kind": "gain_life", "amount": 2, "player": "you"}],
    }]
    assert read_full_definition(*ORNERY_GOBLIN)["abilities"] == [{
        "kind": "triggered", "trigger": "blocks_or_becomes_blocked",
        "effect": {"kind": "damage", "amount": 1, "target": "that_permanent"},
    }]
    _not_read("Whenever ~ becomes blocked by a frob, that creature's controller loses 2 life.")
    _not_read("Whenever ~ becomes blocked by a creature, that creature's controller loses life equal to its power.")


def test_509_3d_gloom_sower_drains_once_for_each_blocking_creature() -> None:
    sower = read_full_definition(*GLOOM_SOWER)
    game = state(step="declare_attackers",
                 battlefield=[_on("gs", "Gloom Sower"), _on("b1", "Bear", "bob"), _on("b2", "Bear", "bob")])
    result = _run(game, [_attack("gs"), {"type": "next_step"}, _block(("b1", "gs"), ("b2", "gs")),
                         {"type": "resolve"}, {"type": "resolve"}], sower, BEAR)
    players = {p["id"]: p["life"] for p in result["state"]["players"]}
    assert players == {"alice": 24, "bob": 16}
    unblocked = _run(game, [_attack("gs"), {"type": "next_step"}, _block()], sower, BEAR)
    assert {p["id"]: p["life"] for p in unblocked["state"]["players"]} == {"alice": 20, "bob": 20}


def test_509_3c_ornery_goblin_deals_1_damage_to_the_creature_it_blocks_or_that_blocks_it() -> None:
    goblin = read_full_definition(*ORNERY_GOBLIN)
    game = state(step="declare_attackers", battlefield=[_on("og", "Ornery Goblin"), _on("b1", "Bear", "bob")])
    result = _run(game, [_attack("og"), {"type": "next_step"}, _block(("b1", "og")), {"type": "resolve"}],
                  goblin, BEAR)
    bear = _permanent(result, "b1")
    assert bear is not None and bear["damage"] == 1
    blocking = state(step="declare_attackers", battlefield=[_on("b1", "Bear"), _on("og", "Ornery Goblin", "bob")])
    result = _run(blocking, [_attack("b1"), {"type": "next_step"}, _block(("og", "b1")), {"type": "resolve"}],
                  goblin, BEAR)
    bear = _permanent(result, "b1")
    assert bear is not None and bear["damage"] == 1


# --- "Exile target card from a graveyard. If it was a creature card, ..." (CR 608.2c, 608.2h) ------------------

OOZE = (
    "Scavenging Ooze",
    "Creature — Ooze",
    "{G}: Exile target card from a graveyard. If it was a creature card, put a +1/+1 counter on Scavenging Ooze "
    "and you gain 1 life.",
    "{1}{G}",
    ("2", "2"),
)
CLING = (
    "Cling to Dust",
    "Instant",
    "Exile target card from a graveyard. If it was a creature card, you gain 3 life. Otherwise, you draw a card.",
    "{B}",
)


def test_608_2h_scavenging_ooze_reads_as_an_exile_with_riders_on_the_exiled_card() -> None:
    rider = {"kind": "it_is", "specs": ["creature"]}
    assert read_full_definition(*OOZE)["abilities"] == [{
        "kind": "activated", "cost": "{G}", "effect": {"kind": "exile", "target": "card_in_a_graveyard"},
        "then_effects": [
            {"kind": "if_condition", "condition": rider,
             "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "self"}},
            {"kind": "if_condition", "condition": rider, "effect": {"kind": "gain_life", "amount": 1, "player": "you"}},
        ],
    }]
    read_full_definition(*CLING)
    _not_read("{G}: Exile target card from a graveyard. If it was a creature frob, you gain 1 life.")
    _not_read("{G}: Draw a card. If it was a creature card, you gain 1 life.")  # no card targeted before it


def test_608_2h_scavenging_ooze_grows_only_when_the_exiled_card_was_a_creature_card() -> None:
    ooze = read_full_definition(*OOZE)
    game = state(battlefield=[_on("so", "Scavenging Ooze")], alice={"mana_pool": {"G": 2}},
                 bob={"graveyard": [{"id": "g-bear", "card": "Bear"}, {"id": "g-rock", "card": "Rock"}]})
    activate = {"type": "activate", "permanent": "so", "ability": 0, "choices": {"targets": ["g-bear"]}}
    result = _run(game, [activate, {"type": "resolve"}], ooze, BEAR, ROCK)
    found = _permanent(result, "so")
    assert found is not None and found["counters"] == {"+1/+1": 1}
    assert {p["id"]: p["life"] for p in result["state"]["players"]}["alice"] == 21
    bob = next(p for p in result["state"]["players"] if p["id"] == "bob")
    assert [card["id"] for card in bob["graveyard"]] == ["g-rock"]
    rock = _run(game, [{**activate, "choices": {"targets": ["g-rock"]}}, {"type": "resolve"}], ooze, BEAR, ROCK)
    found = _permanent(rock, "so")
    assert found is not None and not found.get("counters")
    assert {p["id"]: p["life"] for p in rock["state"]["players"]}["alice"] == 20


# --- "discard up to two cards, then draw that many cards" (CR 701.9b, 121.1, 608.2c) ---------------------------

AUGUR = (
    "Kinetic Augur",
    "Creature — Human Shaman",
    "Trample\nKinetic Augur's power is equal to the number of instant and sorcery cards in your graveyard.\nWhen "
    "Kinetic Augur enters, discard up to two cards, then draw that many cards.",
    "{3}{R}",
    ("*", "4"),
)
LOOTING = {"name": "Looting", "types": ["Sorcery"], "mana_cost": "{R}", "abilities": [
    {"kind": "spell", "effect": {"kind": "discard_up_to_draw", "amount": 2}}]}


def _cards(prefix: str, count: int) -> list[dict[str, str]]:
    return [{"id": f"{prefix}-{index}", "card": "Rock"} for index in range(count)]


def test_701_9b_kinetic_augur_reads_as_discard_up_to_two_then_draw_that_many() -> None:
    abilities = read_full_definition(*AUGUR)["abilities"]
    assert abilities[-1] == {"kind": "triggered", "trigger": "enters",
                             "effect": {"kind": "discard_up_to_draw", "amount": 2}}
    assert read_composed("Discard up to three cards, then draw that many cards.", is_spell=True).abilities == [
        {"kind": "spell", "effect": {"kind": "discard_up_to_draw", "amount": 3}}]
    _not_read("Discard up to three cards, then draw that many frobs.", is_spell=True)


def test_701_9b_discarding_up_to_two_draws_as_many_as_were_discarded() -> None:
    game = state(alice={"hand": [{"id": "loot", "card": "Looting"}, *_cards("h", 3)], "library": _cards("l", 5),
                        "mana_pool": {"R": 1}})
    cast = {"type": "cast", "card": "loot"}

    def hand_after(choices: dict[str, Any]) -> list[str]:
        result = _run(game, [cast, {"type": "resolve", "choices": choices}], LOOTING, ROCK)
        return [card["id"] for card in next(p for p in result["state"]["players"] if p["id"] == "alice")["hand"]]

    assert hand_after({"discard": ["h-0", "h-2"]}) == ["h-1", "l-0", "l-1"]
    assert hand_after({"discard": ["h-1"]}) == ["h-0", "h-2", "l-0"]
    assert hand_after({}) == ["h-0", "h-1", "h-2"]  # none chosen: none discarded, none drawn
    with pytest.raises(IllegalAction) as refusal:
        hand_after({"discard": ["h-0", "h-1", "h-2"]})
    assert "CR 701.9b" in refusal.value.cites


# --- "you may tap or untap target creature" (CR 701.26, 608.2d) -----------------------------------------------

KRAKEN = (
    "Tolarian Kraken",
    "Creature — Kraken",
    "Whenever you draw a card, you may pay {1}. When you do, you may tap or untap target creature.",
    "{4}{U}{U}",
    ("6", "6"),
)
DRAW = {"name": "Draw", "types": ["Sorcery"], "mana_cost": "{U}", "abilities": [
    {"kind": "spell", "effect": {"kind": "draw", "amount": 1, "player": "you"}}]}


def test_701_26_tolarian_kraken_reads_as_a_reflexive_tap_or_untap() -> None:
    assert read_full_definition(*KRAKEN)["abilities"] == [{
        "kind": "triggered", "trigger": "you_draw", "effect": {"kind": "tap_or_untap", "target": "creature"},
        "optional_cost": "{1}", "reflexive": True,
    }]
    _not_read("Whenever you draw a card, tap or untap target creature.")  # "neither" would be no choice
    _not_read("Whenever you draw a card, you may tap or untap target frob.")


def test_701_26_kraken_pays_1_then_taps_or_untaps_the_target() -> None:
    kraken = read_full_definition(*KRAKEN)
    game = state(battlefield=[_on("tk", "Tolarian Kraken"), _on("b1", "Bear", "bob")],
                 alice={"hand": [{"id": "d", "card": "Draw"}], "library": _cards("l", 3), "mana_pool": {"U": 2}})
    actions = [{"type": "cast", "card": "d"}, {"type": "resolve"},
               {"type": "resolve", "choices": {"pay_optional_cost": True, "targets": ["b1"]}},
               {"type": "resolve", "choices": {"tap_or_untap": "tap"}}]
    result = _run(game, actions, kraken, DRAW, BEAR, ROCK)
    bear = _permanent(result, "b1")
    assert bear is not None and bear["tapped"]
    declined = _run(game, [*actions[:2], {"type": "resolve", "choices": {"pay_optional_cost": False}}],
                    kraken, DRAW, BEAR, ROCK)
    bear = _permanent(declined, "b1")
    assert bear is not None and not bear.get("tapped") and not declined["state"]["stack"]


# --- "Destroy all Equipment attached to that creature." (CR 608.2c, 701.8a, 301.5) -----------------------------

SLAG = (
    "Turn to Slag",
    "Sorcery",
    "Turn to Slag deals 5 damage to target creature. Destroy all Equipment attached to that creature.",
    "{3}{R}{R}",
)
SWORD = {"name": "Test Sword", "types": ["Artifact"], "subtypes": ["Equipment"]}
GIANT = {"name": "Giant", "types": ["Creature"], "power": 6, "toughness": 6}


def test_701_8a_turn_to_slag_reads_as_damage_then_destroy_attached_equipment() -> None:
    assert read_full_definition(*SLAG)["abilities"] == [
        {"kind": "spell", "effect": {"kind": "damage", "amount": 5, "target": "creature"}},
        {"kind": "spell", "effect": {"kind": "destroy_attached", "subtype": "Equipment"}},
    ]
    _not_read("Destroy all Equipment attached to that creature.", is_spell=True)  # no creature targeted before
    _not_read("~ deals 5 damage to target creature. Destroy all Frobs attached to that creature.", is_spell=True)


def test_701_8a_turn_to_slag_destroys_only_the_equipment_attached_to_its_target() -> None:
    slag = read_full_definition(*SLAG)
    game = state(alice={"hand": [{"id": "slag", "card": "Turn to Slag"}], "mana_pool": {"R": 2, "C": 3}},
                 battlefield=[_on("giant", "Giant", "bob"), _on("s1", "Test Sword", "bob", attached_to="giant"),
                              _on("other", "Giant", "bob"), _on("s2", "Test Sword", "bob", attached_to="other")])
    result = _run(game, [{"type": "cast", "card": "slag", "choices": {"targets": ["giant"]}}, {"type": "resolve"}],
                  slag, SWORD, GIANT)
    assert _permanent(result, "s1") is None
    assert _permanent(result, "s2") is not None
    giant = _permanent(result, "giant")
    assert giant is not None and giant["damage"] == 5


# --- a spell's "Add two mana of any one color." (CR 106.1, 106.4, 608.2d) ---------------------------------------

GREED = (
    "Traitorous Greed",
    "Sorcery",
    "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn. Add "
    "two mana of any one color.",
    "{3}{R}",
)


def test_106_1_traitorous_greed_adds_two_mana_of_the_one_color_chosen() -> None:
    greed = read_full_definition(*GREED)
    assert greed["abilities"][-1] == {"kind": "spell", "effect": {
        "kind": "add_mana", "mana": "{W}|{U}|{B}|{R}|{G}", "times": 2, "one_color": True}}
    game = state(alice={"hand": [{"id": "tg", "card": "Traitorous Greed"}], "mana_pool": {"R": 1, "C": 3}},
                 battlefield=[_on("b1", "Bear", "bob", tapped=True)])
    cast = {"type": "cast", "card": "tg", "choices": {"targets": ["b1"]}}
    result = _run(game, [cast, {"type": "resolve", "choices": {"mana_colors": ["G", "G"]}}], greed, BEAR)
    alice = next(p for p in result["state"]["players"] if p["id"] == "alice")
    assert {color: n for color, n in alice["mana_pool"].items() if n} == {"G": 2}
    bear = _permanent(result, "b1")
    assert bear is not None and bear["controller"] == "alice" and not bear["tapped"]
    with pytest.raises(IllegalAction) as refusal:
        _run(game, [cast, {"type": "resolve", "choices": {"mana_colors": ["G", "U"]}}], greed, BEAR)
    assert "CR 106.1" in refusal.value.cites


# --- "it deals triple that damage to that permanent or player instead" (CR 614.1a, 616.1) ----------------------

EMANCIPATION = (
    "Fiery Emancipation",
    "Enchantment",
    "If a source you control would deal damage to a permanent or player, it deals triple that damage to that "
    "permanent or player instead.",
    "{3}{R}{R}{R}",
)
BOLT = {"name": "Bolt", "types": ["Instant"], "mana_cost": "{R}", "abilities": [
    {"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}
SPARK = {"name": "Spark", "types": ["Enchantment"], "abilities": [{"kind": "damage_increase", "plus": 1}]}


def test_614_1a_fiery_emancipation_reads_as_a_damage_multiplier() -> None:
    assert read_full_definition(*EMANCIPATION)["abilities"] == [{"kind": "damage_multiplier", "times": 3}]
    assert read_composed("If a source you control would deal damage to a permanent or player, it deals double that "
                         "damage to that permanent or player instead.", is_spell=False).abilities == [
        {"kind": "damage_multiplier", "times": 2}]
    _not_read("If a source you control would deal damage to a permanent or player, it deals quadruple that damage "
              "to that permanent or player instead.")


def test_614_1a_fiery_emancipation_triples_its_controllers_damage_only() -> None:
    emancipation = read_full_definition(*EMANCIPATION)
    game = state(alice={"hand": [{"id": "bolt", "card": "Bolt"}], "mana_pool": {"R": 1}},
                 bob={"hand": [{"id": "bob-bolt", "card": "Bolt"}], "mana_pool": {"R": 1}},
                 battlefield=[_on("fe", "Fiery Emancipation")])
    mine = _run(game, [{"type": "cast", "card": "bolt", "choices": {"targets": ["bob"]}}, {"type": "resolve"}],
                emancipation, BOLT)
    assert {p["id"]: p["life"] for p in mine["state"]["players"]}["bob"] == 11
    assert events_of(mine, "damage_multiplied")[0]["amount"] == 9
    # with a "plus 1" too: tripled first, then 1 added (3 * 3 + 1)
    both = state(alice={"hand": [{"id": "bolt", "card": "Bolt"}], "mana_pool": {"R": 1}},
                 battlefield=[_on("fe", "Fiery Emancipation"), _on("sp", "Spark")])
    result = _run(both, [{"type": "cast", "card": "bolt", "choices": {"targets": ["bob"]}}, {"type": "resolve"}],
                  emancipation, BOLT, SPARK)
    assert {p["id"]: p["life"] for p in result["state"]["players"]}["bob"] == 10


# --- "Remove two loyalty counters from each planeswalker." (CR 122.1, 704.5i) ----------------------------------

HAZE = (
    "Pestilent Haze",
    "Sorcery",
    "Choose one —\n• All creatures get -2/-2 until end of turn.\n• Remove two loyalty counters from each planeswalker.",
    "{1}{B}{B}",
)
WALKER = {"name": "Walker", "types": ["Planeswalker"], "subtypes": ["Test"], "loyalty": 3}


def test_122_1_pestilent_haze_reads_as_a_mode_removing_two_loyalty_counters() -> None:
    modes = read_full_definition(*HAZE)["abilities"][0]["effect"]["modes"]
    assert modes[1] == {"kind": "mode_sequence", "effects": [
        {"kind": "remove_counters_from", "counter": "loyalty", "amount": 2, "target": "all:planeswalker"}]}
    _not_read("Remove two frob counters from each planeswalker.", is_spell=True)


def test_122_1_pestilent_haze_removes_two_loyalty_counters_from_each_planeswalker() -> None:
    haze = read_full_definition(*HAZE)
    game = state(alice={"hand": [{"id": "ph", "card": "Pestilent Haze"}], "mana_pool": {"B": 2, "C": 1}},
                 battlefield=[_on("w1", "Walker", "bob", counters={"loyalty": 2}),
                              _on("w2", "Walker", "bob", counters={"loyalty": 5}),
                              _on("w3", "Walker", counters={"loyalty": 1})])
    result = _run(game, [{"type": "cast", "card": "ph", "choices": {"modes": [1]}}, {"type": "resolve"}], haze, WALKER)
    assert _permanent(result, "w1") is None  # no loyalty left: put into the graveyard (CR 704.5i)
    assert _permanent(result, "w3") is None  # only one to remove
    w2 = _permanent(result, "w2")
    assert w2 is not None and w2["counters"] == {"loyalty": 3}
    assert [e["amount"] for e in events_of(result, "counters_removed")] == [2, 2, 1]


CALAMITY = (
    "Calamity Bearer",
    "Creature — Giant Berserker",
    "If a Giant source you control would deal damage to a permanent or player, it deals double that damage to that "
    "permanent or player instead.",
    "{2}{R}{R}",
    ("3", "4"),
)


def _pinger(name: str, subtype: str) -> dict[str, Any]:
    return {"name": name, "types": ["Creature"], "subtypes": [subtype], "power": 1, "toughness": 1, "abilities": [
        {"kind": "activated", "cost": "{T}", "effect": {"kind": "damage", "amount": 1, "target": "any"}}]}


def test_614_1a_calamity_bearer_doubles_the_damage_of_giant_sources_only() -> None:
    bearer = read_full_definition(*CALAMITY)
    assert bearer["abilities"] == [{"kind": "damage_multiplier", "times": 2, "source_subtype": "Giant"}]
    _not_read("If a Giant source you control would deal damage to a permanent or player, it deals that much damage "
              "plus 1 instead.")
    game = state(battlefield=[_on("cb", "Calamity Bearer"), _on("gp", "Giant Pinger"), _on("ep", "Elf Pinger")])
    cards = (bearer, _pinger("Giant Pinger", "Giant"), _pinger("Elf Pinger", "Elf"))

    def life_after(pinger: str) -> int:
        ping = {"type": "activate", "permanent": pinger, "ability": 0, "choices": {"targets": ["bob"]}}
        result = _run(game, [ping, {"type": "resolve"}], *cards)
        return int(next(p for p in result["state"]["players"] if p["id"] == "bob")["life"])

    assert life_after("gp") == 18
    assert life_after("ep") == 19


TUSKODON = (
    "Charging Tuskodon",
    "Creature — Dinosaur",
    "Trample\nIf Charging Tuskodon would deal combat damage to a player, it deals double that damage to that player "
    "instead.",
    "{4}{R}{R}",
    ("4", "4"),
)


def test_614_1a_charging_tuskodon_doubles_only_its_own_combat_damage_to_a_player() -> None:
    tuskodon = read_full_definition(*TUSKODON)
    assert tuskodon["abilities"][-1] == {"kind": "damage_multiplier", "times": 2, "source_self": True,
                                         "combat_only": True, "to": "player"}
    game = state(step="declare_attackers", battlefield=[_on("ct", "Charging Tuskodon"), _on("bear", "Bear"),
                                                        _on("b1", "Bear", "bob")])
    attack = {"type": "declare_attackers", "attackers": [{"id": i, "defending": "bob"} for i in ("ct", "bear")]}
    result = _run(game, [attack, {"type": "next_step"}, _block(), {"type": "next_step"}], tuskodon, BEAR)
    assert next(p for p in result["state"]["players"] if p["id"] == "bob")["life"] == 20 - 8 - 2
    assert [e["amount"] for e in events_of(result, "damage_multiplied")] == [8]  # the Bear's 2 is not doubled
