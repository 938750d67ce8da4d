"""Session 26, group core (docs/oracle-s26-core.md): Tenth Edition (10E), Jumpstart (JMP) and core-set lines read by the
s26-core lowerings, each checked on the real card's Oracle text, then played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import NEXT, attack, block
from tests.unit.test_s18_m21 import BEAR, _on


def _ids(done: dict[str, Any]) -> list[str]:
    return [p["id"] for p in done["state"]["battlefield"]]


def _life(done: dict[str, Any], who: str) -> int:
    return int(player_of(done, who)["life"])


# --- "Untap target creature and gain control of it until end of turn." (CR 608.2c, 613.1b) ----------------------------


def test_613_1b_threaten_untaps_then_gains_control_of_it() -> None:
    threaten = read_full_definition("Threaten", "Sorcery", "Untap target creature and gain control of it until end of "
                                    "turn. That creature gains haste until end of turn. (It can attack and {T} this "
                                    "turn.)", "{2}{R}")
    assert [a["effect"] for a in threaten["abilities"]] == [
        {"kind": "untap", "target": "creature"}, {"kind": "gain_control", "target": "it"},
        {"kind": "pump", "target": "it:creature", "power": 0, "toughness": 0, "duration": "end_of_turn",
         "keywords": ["haste"]}]
    game = state(alice={"hand": [{"id": "t", "card": "Threaten"}], "mana_pool": {"R": 1, "C": 2}},
                 battlefield=[_on("x", "Bear", "bob", tapped=True)])
    done = _run(game, [{"type": "cast", "card": "t", "choices": {"targets": ["x"]}}, {"type": "resolve"}],
                threaten, BEAR)
    bear = done["state"]["battlefield"][0]
    assert bear["controller"] == "alice" and not bear.get("tapped")


# --- "its controller" in an attached creature's attack / block trigger (CR 508.3a, 509.3a, 608.2h) --------------------


def test_608_2h_contaminated_bond_its_controller_loses_life() -> None:
    bond = read_full_definition("Contaminated Bond", "Enchantment — Aura", "Enchant creature (Target a creature as you "
                                "cast this. This card enters the battlefield attached to that creature.)\nWhenever "
                                "enchanted creature attacks or blocks, its controller loses 3 life.", "{1}{B}")
    assert bond["abilities"][1:] == [
        {"kind": "triggered", "trigger": "enchanted_attacks",
         "effect": {"kind": "lose_life", "amount": 3, "player": "that_player"}},
        {"kind": "triggered", "trigger": "enchanted_blocks",
         "effect": {"kind": "lose_life", "amount": 3, "player": "that_player"}}]
    # alice's Aura on bob's Bear: bob's Bear blocks, bob loses 3
    on = [_on("a", "Bear"), _on("x", "Bear", "bob"), _on("c", "Contaminated Bond", attached_to="x")]
    done = _run(state(step="declare_attackers", battlefield=on), [attack("a"), NEXT, block(("x", "a")),
                                                                   {"type": "resolve"}], bond, BEAR)
    assert _life(done, "bob") == 17 and _life(done, "alice") == 20
    # on alice's own attacking Bear, alice loses 3
    on = [_on("a", "Bear"), _on("c", "Contaminated Bond", attached_to="a")]
    done = _run(state(step="declare_attackers", battlefield=on), [attack("a"), {"type": "resolve"}], bond, BEAR)
    assert _life(done, "alice") == 17 and _life(done, "bob") == 20


# --- "Artifact and enchantment spells your opponents cast cost {2} more to cast." (CR 601.2f) ------------------------


def test_601_2f_aura_of_silence_either_card_type() -> None:
    aura = read_full_definition("Aura of Silence", "Enchantment", "Artifact and enchantment spells your opponents cast "
                                "cost {2} more to cast.\nSacrifice Aura of Silence: Destroy target artifact or "
                                "enchantment.", "{1}{W}{W}")
    assert aura["abilities"][0] == {"kind": "cost_increase", "applies_to": "spells", "generic": 2,
                                    "card_type": "Artifact", "also_card_type": "Enchantment", "cast_by": "opponents"}
    trinket = {"name": "Trinket", "types": ["Artifact"], "mana_cost": "{1}"}
    charm = {"name": "Charm", "types": ["Enchantment"], "mana_cost": "{1}"}
    cub = {"name": "Cub", "types": ["Creature"], "mana_cost": "{1}", "power": 1, "toughness": 1}

    def cast(card: str, mana: int) -> dict[str, Any]:
        game = state(active_player="bob", bob={"hand": [{"id": "h", "card": card}], "mana_pool": {"C": mana}},
                     battlefield=[_on("s", "Aura of Silence")])
        return _run(game, [{"type": "cast", "card": "h", "player": "bob"}], aura, trinket, charm, cub)

    for card in ("Trinket", "Charm"):
        with pytest.raises(IllegalAction):
            cast(card, 2)
        assert cast(card, 3)["state"]["stack"]
    assert cast("Cub", 1)["state"]["stack"]  # a creature spell costs no more


# --- "All creatures get +X/-X until end of turn." (CR 107.3a, 613.4c) -------------------------------------------------


def test_613_4c_flowstone_slide_plus_x_minus_x() -> None:
    slide = read_full_definition("Flowstone Slide", "Sorcery", "All creatures get +X/-X until end of turn.",
                                 "{X}{2}{R}{R}")
    assert slide["abilities"][0]["effect"] == {"kind": "pump", "target": "each_creature", "power": "X",
                                               "toughness": "X", "duration": "end_of_turn", "toughness_negated": True}
    giant = {"name": "Giant", "types": ["Creature"], "power": 4, "toughness": 4}
    game = state(alice={"hand": [{"id": "f", "card": "Flowstone Slide"}], "mana_pool": {"R": 2, "C": 4}},
                 battlefield=[_on("b", "Bear", "bob"), _on("g", "Giant")])
    done = _run(game, [{"type": "cast", "card": "f", "x": 2}, {"type": "resolve"}], slide, BEAR, giant)
    assert _ids(done) == ["g"]  # the 2/2 got +2/-2 and died; the 4/4 is 6/2
    assert [(e["power"], e["toughness"]) for e in events_of(done, "pumped")] == [(2, -2), (2, -2)]


# --- "Each player loses 1 life for each creature they control." (CR 119.3, 608.2h) -----------------------------------


def _608_2h_stronghold_discipline_each_counts_their_own() -> None:
    discipline = read_full_definition("Stronghold Discipline", "Sorcery", "Each player loses 1 life for each creature "
                                      "they control.", "{2}{B}{B}")
    assert discipline["abilities"][0]["effect"] == {"kind": "lose_life", "amount": "creatures_you_control",
                                                    "player": "each_player", "per_player": True}
    game = state(alice={"hand": [{"id": "d", "card": "Stronghold Discipline"}], "mana_pool": {"B": 2, "C": 2}},
                 battlefield=[_on("a", "Bear"), _on("b1", "Bear", "bob"), _on("b2", "Bear", "bob"),
                              _on("b3", "Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "d"}, {"type": "resolve"}], discipline, BEAR)
    assert (_life(done, "alice"), _life(done, "bob")) == (19, 17)


# --- "You gain life equal to that creature's power." after one target, in an ability (CR 608.2h) ---------------------


def _608_2h_brightmare_that_creatures_power() -> None:
    mare = read_full_definition("Brightmare", "Creature — Unicorn", "When Brightmare enters the battlefield, tap up to "
                                "one target creature. You gain life equal to that creature's power.", "{2}{W}", ("2", "3"))
    assert mare["abilities"][0]["then_effects"] == [{"kind": "gain_life", "amount": "its_power", "player": "you"}]
    giant = {"name": "Giant", "types": ["Creature"], "power": 4, "toughness": 4}
    game = state(alice={"hand": [{"id": "m", "card": "Brightmare"}], "mana_pool": {"W": 1, "C": 2}},
                 battlefield=[_on("g", "Giant", "bob")])
    cast = {"type": "cast", "card": "m"}
    done = _run(game, [cast, {"type": "resolve", "choices": {"targets": ["g"]}}, {"type": "resolve"}], mare, giant)
    assert _life(done, "alice") == 24 and done["state"]["battlefield"][0]["tapped"]
    done = _run(game, [cast, {"type": "resolve", "choices": {"targets": []}}, {"type": "resolve"}], mare, giant)
    assert _life(done, "alice") == 20  # no target chosen: no creature, no life


# --- "Whenever a creature enters under your control, you gain life equal to its toughness." (CR 608.2h) --------------


def _608_2h_angelic_chorus_the_entering_creatures_toughness() -> None:
    chorus = read_full_definition("Angelic Chorus", "Enchantment", "Whenever a creature enters the battlefield under "
                                  "your control, you gain life equal to its toughness.", "{3}{W}{W}")
    assert chorus["abilities"][0]["effect"] == {"kind": "gain_life", "amount": "that_permanent_toughness",
                                                "player": "you"}
    wall = {"name": "Wall", "types": ["Creature"], "mana_cost": "{1}", "power": 0, "toughness": 5}
    game = state(alice={"hand": [{"id": "w", "card": "Wall"}], "mana_pool": {"C": 1}},
                 battlefield=[_on("c", "Angelic Chorus")])
    done = _run(game, [{"type": "cast", "card": "w"}, {"type": "resolve"}, {"type": "resolve"}], chorus, wall)
    assert _life(done, "alice") == 25


def _608_2h_hamletback_goliath_where_x_is_that_creatures_power() -> None:
    goliath = read_full_definition("Hamletback Goliath", "Creature — Giant Warrior", "Whenever another creature enters "
                                   "the battlefield, you may put X +1/+1 counters on Hamletback Goliath, where X is that "
                                   "creature's power.", "{6}{R}", ("6", "6"))
    assert goliath["abilities"][0]["effect"] == {"kind": "put_counters", "counter": "+1/+1",
                                                 "amount": "that_permanent_power", "target": "self"}
    giant = {"name": "Giant", "types": ["Creature"], "mana_cost": "{1}", "power": 4, "toughness": 4}
    game = state(active_player="bob", bob={"hand": [{"id": "g", "card": "Giant"}], "mana_pool": {"C": 1}},
                 battlefield=[_on("h", "Hamletback Goliath")])
    done = _run(game, [{"type": "cast", "card": "g", "player": "bob"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"pay_optional_cost": True}}], goliath, giant)
    assert done["state"]["battlefield"][0]["counters"] == {"+1/+1": 4}


# --- "... onto the battlefield under your control. You lose life equal to its mana value." (CR 119.3, 608.2h) --------


def _608_2h_reanimate_lose_life_equal_to_its_mana_value() -> None:
    reanimate = read_full_definition("Reanimate", "Sorcery", "Put target creature card from a graveyard onto the "
                                     "battlefield under your control. You lose life equal to its mana value.", "{B}")
    assert reanimate["abilities"][1]["effect"] == {"kind": "lose_life", "amount": "its_mana_value", "player": "you"}
    giant = {"name": "Giant", "types": ["Creature"], "mana_cost": "{4}{R}", "power": 4, "toughness": 4}
    game = state(alice={"hand": [{"id": "r", "card": "Reanimate"}], "mana_pool": {"B": 1}},
                 bob={"graveyard": [{"id": "g", "card": "Giant"}]})
    done = _run(game, [{"type": "cast", "card": "r", "choices": {"targets": ["g"]}}, {"type": "resolve"}],
                reanimate, giant)
    assert done["state"]["battlefield"][0]["controller"] == "alice" and _life(done, "alice") == 15


# --- "~ deals damage to target player equal to the number of cards in that player's hand." (CR 402.1, 608.2h) --------


def _608_2h_sudden_impact_cards_in_that_players_hand() -> None:
    impact = read_full_definition("Sudden Impact", "Instant", "Sudden Impact deals damage to target player equal to the "
                                  "number of cards in that player's hand.", "{3}{R}")
    assert impact["abilities"][0]["effect"] == {"kind": "damage", "amount": "target_hand_cards", "target": "player"}
    game = state(alice={"hand": [{"id": "s", "card": "Sudden Impact"}, {"id": "a1", "card": "Bear"}],
                        "mana_pool": {"R": 1, "C": 3}},
                 bob={"hand": [{"id": f"b{i}", "card": "Bear"} for i in range(3)]})
    done = _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["bob"]}}, {"type": "resolve"}],
                impact, BEAR)
    assert (_life(done, "alice"), _life(done, "bob")) == (20, 17)


# --- "When ~ blocks a creature, destroy that creature and ~." (CR 701.8a, 608.2) --------------------------------------


def test_608_2_one_instruction_two_effects() -> None:
    _peel_from_reality_returns_both_targets()
    _loyal_sentry_destroys_that_creature_and_itself()


def _peel_from_reality_returns_both_targets() -> None:
    peel = read_full_definition("Peel from Reality", "Instant", "Return target creature you control and target "
                                "creature you don't control to their owners' hands.", "{1}{U}")
    assert [a["effect"] for a in peel["abilities"]] == [{"kind": "return_to_hand", "target": "creature:you_control"},
                                                        {"kind": "return_to_hand", "target": "creature:opponent_controls"}]
    game = state(alice={"hand": [{"id": "p", "card": "Peel from Reality"}], "mana_pool": {"U": 1, "C": 1}},
                 battlefield=[_on("a", "Bear"), _on("x", "Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "p", "choices": {"targets": ["a", "x"]}}, {"type": "resolve"}], peel,
                BEAR)
    assert _ids(done) == [] and [c["id"] for c in player_of(done, "bob")["hand"]] == ["x"]


def _loyal_sentry_destroys_that_creature_and_itself() -> None:
    sentry = read_full_definition("Loyal Sentry", "Creature — Human Soldier", "Defender\nWhen Loyal Sentry blocks a "
                                  "creature, destroy that creature and Loyal Sentry.", "{W}", ("0", "1"))
    assert sentry["abilities"][-1] == {"kind": "triggered", "trigger": "blocks_a_creature",
                                       "effect": {"kind": "destroy", "target": "that_permanent"},
                                       "then_effects": [{"kind": "destroy", "target": "self"}]}
    on = [_on("x", "Bear", "bob"), _on("s", "Loyal Sentry"), _on("a", "Bear")]
    done = _run(state(step="declare_attackers", active_player="bob", battlefield=on),
                [attack("x", defending="alice"), NEXT, block(("s", "x")), {"type": "resolve"}], sentry, BEAR)
    assert _ids(done) == ["a"]


# --- "At the beginning of each player's upkeep, that player returns a creature they control ..." (CR 608.2d) ---------


def test_608_2d_sunken_hope_that_player_returns_one_of_theirs() -> None:
    hope = read_full_definition("Sunken Hope", "Enchantment", "At the beginning of each player's upkeep, that player "
                                "returns a creature they control to its owner's hand.", "{3}{U}{U}")
    assert hope["abilities"][0]["effect"] == {"kind": "return_chosen_to_hand", "spec": "creature",
                                              "player": "that_player"}
    on = [_on("h", "Sunken Hope"), _on("a", "Bear"), _on("b1", "Bear", "bob"), _on("b2", "Bear", "bob")]
    done = _run(state(step="untap", active_player="bob", battlefield=on),
                [NEXT, {"type": "resolve", "choices": {"chosen": ["b2"]}}], hope, BEAR)
    assert _ids(done) == ["h", "a", "b1"] and [c["id"] for c in player_of(done, "bob")["hand"]] == ["b2"]


def _402_1_dreamborn_muse_mills_as_many_as_cards_in_their_hand() -> None:
    muse = read_full_definition("Dreamborn Muse", "Creature — Spirit", "At the beginning of each player's upkeep, that "
                                "player mills X cards, where X is the number of cards in their hand.", "{2}{U}{U}",
                                ("2", "2"))
    assert muse["abilities"][0]["effect"] == {"kind": "mill", "amount": "that_player_hand_cards",
                                              "player": "that_player"}
    game = state(step="untap", active_player="bob", battlefield=[_on("m", "Dreamborn Muse")],
                 alice={"hand": [{"id": "a1", "card": "Bear"}]},
                 bob={"hand": [{"id": f"h{i}", "card": "Bear"} for i in range(3)]})
    done = _run(game, [NEXT, {"type": "resolve"}], muse, BEAR)
    assert len(player_of(done, "bob")["graveyard"]) == 3 and not player_of(done, "alice")["graveyard"]


# --- "~ has protection from the chosen color." (CR 702.16a, 607.2a) ---------------------------------------------------


def _702_16a_voice_of_all_protection_from_the_chosen_color() -> None:
    voice = read_full_definition("Voice of All", "Creature — Angel", "Flying\nAs Voice of All enters the battlefield, "
                                 "choose a color.\nVoice of All has protection from the chosen color.", "{2}{W}{W}",
                                 ("2", "2"))
    assert voice["abilities"][-1] == {"kind": "static_pump", "affected": "self", "power": 0, "toughness": 0,
                                      "protection_from_chosen_color": True}
    zap = {"name": "Zap", "types": ["Instant"], "mana_cost": "{R}", "colors": ["R"],
           "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}]}
    game = state(alice={"hand": [{"id": "z", "card": "Zap"}], "mana_pool": {"R": 1}},
                 battlefield=[_on("v", "Voice of All", "bob", chosen_color="R")])
    with pytest.raises(IllegalAction, match=r"702\.16|protection"):
        _run(game, [{"type": "cast", "card": "z", "choices": {"targets": ["v"]}}], voice, zap)
    game["battlefield"][0]["chosen_color"] = "B"
    done = _run(game, [{"type": "cast", "card": "z", "choices": {"targets": ["v"]}}, {"type": "resolve"}], voice, zap)
    assert _ids(done) == []  # a 2/2 dealt 2 by a red spell: protection from black doesn't stop it


# --- "Whenever ~ becomes blocked, it gets +1/+1 until end of turn for each creature blocking it." (CR 608.2h) ---------


def test_608_2h_elvish_berserker_for_each_creature_blocking_it() -> None:
    berserker = read_full_definition("Elvish Berserker", "Creature — Elf Berserker", "Whenever Elvish Berserker becomes "
                                     "blocked, it gets +1/+1 until end of turn for each creature blocking it.", "{G}",
                                     ("1", "1"))
    assert berserker["abilities"][0]["effect"]["power"] == "count:creature:blocking_source"
    on = [_on("e", "Elvish Berserker"), _on("x", "Bear", "bob"), _on("y", "Bear", "bob")]
    done = _run(state(step="declare_attackers", battlefield=on), [attack("e"), NEXT, block(("x", "e"), ("y", "e")),
                                                                   {"type": "resolve"}], berserker, BEAR)
    assert [(e["power"], e["toughness"]) for e in events_of(done, "pumped")] == [(2, 2)]


# --- "Look at target player's hand and choose a card from it. That player discards that card." (CR 402.3, 608.2d) ----


def test_402_3_thrull_surgeon_looks_at_the_hand_and_chooses() -> None:
    surgeon = read_full_definition("Thrull Surgeon", "Creature — Thrull", "{1}{B}, Sacrifice Thrull Surgeon: Look at "
                                   "target player's hand and choose a card from it. That player discards that card. "
                                   "Activate only as a sorcery.", "{1}{B}", ("1", "1"))
    assert surgeon["abilities"][0]["effect"] == {"kind": "reveal_choose_discard", "player": "target_player",
                                                 "excluded_types": [], "looked": True}
    game = state(alice={"mana_pool": {"B": 1, "C": 1}}, battlefield=[_on("t", "Thrull Surgeon")],
                 bob={"hand": [{"id": "b1", "card": "Bear"}, {"id": "b2", "card": "Bear"}]})
    done = _run(game, [{"type": "activate", "permanent": "t", "ability": 0, "choices": {"targets": ["bob"]}},
                       {"type": "resolve", "choices": {"discard": ["b2"]}}], surgeon, BEAR)
    assert [c["id"] for c in player_of(done, "bob")["hand"]] == ["b1"]
    assert events_of(done, "hand_looked_at") and not events_of(done, "hand_revealed")


# --- "At the beginning of your upkeep, if twenty or more creature cards are in your graveyard, ..." (CR 603.4) --------


def test_603_4_mortal_combat_twenty_creature_cards() -> None:
    combat = read_full_definition("Mortal Combat", "Enchantment", "At the beginning of your upkeep, if twenty or more "
                                  "creature cards are in your graveyard, you win the game.", "{2}{B}{B}")
    assert combat["abilities"][0]["if_graveyard_cards"] == {"card_type": "Creature", "at_least": 20}

    def upkeep(creatures: int) -> dict[str, Any]:
        graveyard = [{"id": f"g{i}", "card": "Bear"} for i in range(creatures)]
        game = state(step="untap", alice={"graveyard": graveyard}, battlefield=[_on("m", "Mortal Combat")])
        return _run(game, [NEXT, {"type": "resolve"}] if creatures >= 20 else [NEXT], combat, BEAR)

    assert not upkeep(19)["state"]["stack"]  # no trigger: the intervening "if" is false
    assert upkeep(20)["state"]["winner"] == "alice"


# --- "You draw cards equal to the sacrificed creature's power, then you gain life equal to its toughness." (608.2h) --


def _608_2h_momentous_fall_its_toughness_is_the_sacrificed_creatures() -> None:
    fall = read_full_definition("Momentous Fall", "Instant", "As an additional cost to cast this spell, sacrifice a "
                                "creature.\nYou draw cards equal to the sacrificed creature's power, then you gain life "
                                "equal to its toughness.", "{2}{G}{G}")
    assert fall["abilities"][-1]["effect"] == {"kind": "gain_life", "amount": "sacrificed_toughness", "player": "you"}
    wall = {"name": "Wall", "types": ["Creature"], "power": 1, "toughness": 5}
    game = state(alice={"hand": [{"id": "f", "card": "Momentous Fall"}], "mana_pool": {"G": 2, "C": 2}},
                 battlefield=[_on("w", "Wall")])
    done = _run(game, [{"type": "cast", "card": "f", "choices": {"sacrifice": ["w"]}}, {"type": "resolve"}], fall, wall)
    assert _life(done, "alice") == 25 and len(player_of(done, "alice")["hand"]) == 1


# --- "Whenever an opponent loses life, you gain that much life." (CR 603.2, 119.3, 102.3) -----------------------------


def test_603_2_exquisite_blood_an_opponent_loses_life() -> None:
    blood = read_full_definition("Exquisite Blood", "Enchantment", "Whenever an opponent loses life, you gain that much "
                                 "life.", "{4}{B}")
    assert blood["abilities"][0] == {"kind": "triggered", "trigger": "opponent_loses_life",
                                     "effect": {"kind": "gain_life", "amount": "that_much", "player": "you"}}
    zap = {"name": "Zap", "types": ["Instant"], "mana_cost": "{R}",
           "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}
    game = state(alice={"hand": [{"id": "z", "card": "Zap"}, {"id": "z2", "card": "Zap"}], "mana_pool": {"R": 2}},
                 battlefield=[_on("e", "Exquisite Blood")])
    done = _run(game, [{"type": "cast", "card": "z", "choices": {"targets": ["bob"]}}, {"type": "resolve"},
                       {"type": "resolve"}], blood, zap)
    assert (_life(done, "alice"), _life(done, "bob")) == (23, 17)
    done = _run(game, [{"type": "cast", "card": "z", "choices": {"targets": ["alice"]}}, {"type": "resolve"}], blood, zap)
    assert _life(done, "alice") == 17 and not done["state"]["stack"]  # its controller's own loss doesn't trigger it


# --- "Whenever you cast a creature spell with power 4, 5, or 6, ..." (CR 601.2i, 208.1) ------------------------------


def test_601_2i_sarkhans_unsealing_power_4_5_or_6() -> None:
    unsealing = read_full_definition("Sarkhan's Unsealing", "Enchantment", "Whenever you cast a creature spell with "
                                     "power 4, 5, or 6, Sarkhan's Unsealing deals 4 damage to any target.\nWhenever you "
                                     "cast a creature spell with power 7 or greater, Sarkhan's Unsealing deals 4 damage "
                                     "to each opponent and each creature and planeswalker they control.", "{3}{R}")
    assert unsealing["abilities"][0]["spell_with"] == ["power>=4", "power<=6"]

    def cast(power: int) -> dict[str, Any]:
        beast = {"name": "Beast", "types": ["Creature"], "mana_cost": "{1}", "power": power, "toughness": 1}
        game = state(alice={"hand": [{"id": "b", "card": "Beast"}], "mana_pool": {"C": 1}},
                     battlefield=[_on("u", "Sarkhan's Unsealing")])
        return _run(game, [{"type": "cast", "card": "b", "choices": {"targets": ["bob"]}}], unsealing, beast)

    assert [len(cast(p)["state"]["stack"]) for p in (3, 4, 6, 7)] == [1, 2, 2, 2]  # 7: the second ability
    assert [item["ability_index"] for item in cast(7)["state"]["stack"] if item["kind"] != "spell"] == [1]
    assert [item["ability_index"] for item in cast(5)["state"]["stack"] if item["kind"] != "spell"] == [0]


# --- "~ gets +1/+1 for each creature card in your opponents' graveyards." (CR 404.1, 102.2, 613.4c) ------------------


def _613_4c_wight_of_precinct_six_opponents_graveyards() -> None:
    wight = read_full_definition("Wight of Precinct Six", "Creature — Zombie", "Wight of Precinct Six gets +1/+1 for "
                                 "each creature card in your opponents' graveyards.", "{1}{B}", ("1", "1"))
    assert wight["abilities"][0] == {"kind": "self_count_pump", "power": 1, "toughness": 1,
                                     "count": "creature_cards_in_opponents_graveyards"}
    game = state(battlefield=[_on("w", "Wight of Precinct Six")], alice={"graveyard": [{"id": "a", "card": "Bear"}]},
                 bob={"graveyard": [{"id": "b1", "card": "Bear"}, {"id": "b2", "card": "Bear"}]})
    done = _run(game, [NEXT], wight, BEAR)
    assert done["state"]["battlefield"][0]["characteristics"]["power"] == 3


def test_608_2h_counts_of_each_players_own_hand_and_permanents() -> None:
    _608_2h_stronghold_discipline_each_counts_their_own()
    _608_2h_sudden_impact_cards_in_that_players_hand()
    _402_1_dreamborn_muse_mills_as_many_as_cards_in_their_hand()


def test_608_2h_that_creatures_power_and_the_entering_creatures() -> None:
    _608_2h_brightmare_that_creatures_power()
    _608_2h_angelic_chorus_the_entering_creatures_toughness()
    _608_2h_hamletback_goliath_where_x_is_that_creatures_power()


def test_608_2h_its_mana_value_and_the_sacrificed_toughness() -> None:
    _608_2h_reanimate_lose_life_equal_to_its_mana_value()
    _608_2h_momentous_fall_its_toughness_is_the_sacrificed_creatures()


def test_613_1f_chosen_color_protection_and_opponents_graveyards() -> None:
    _702_16a_voice_of_all_protection_from_the_chosen_color()
    _613_4c_wight_of_precinct_six_opponents_graveyards()
