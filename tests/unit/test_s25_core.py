"""Session 25, group core (docs/oracle-s25-core.md): Jumpstart (JMP), Tenth Edition (10E) and core-set lines read by the
s25-core grammar rules and lowerings, each checked on the real card's Oracle text (and a near variant the reader must
refuse where one matters), then played by the engine."""

from __future__ import annotations

from typing import Any

from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import NEXT
from tests.unit.test_s18_m21 import BEAR, _on


def _read(line: str, *, is_spell: bool = False) -> list[dict[str, Any]] | None:
    return read_composed(line, is_spell=is_spell).abilities


def _ids(done: dict[str, Any]) -> list[str]:
    return [p["id"] for p in done["state"]["battlefield"]]


# --- "At the beginning of each opponent's upkeep, ..." / "At the beginning of the end step, ..." (CR 503.1a, 513.1a) --


def test_503_1a_sheoldred_each_opponents_upkeep_that_player_sacrifices() -> None:
    sheoldred = read_full_definition("Sheoldred, Whispering One", "Legendary Creature — Phyrexian Praetor",
                                     "Swampwalk\nAt the beginning of each opponent's upkeep, that player sacrifices a "
                                     "creature.", "{5}{B}{B}", ("6", "6"))
    assert sheoldred["abilities"][-1] == {"kind": "step_trigger", "step": "upkeep", "whose": "opponents",
                                          "effect": {"kind": "edict", "player": "that_player", "what": "creature"}}
    on = [_on("s", "Sheoldred, Whispering One"), _on("a", "Bear"), _on("b", "Bear", "bob")]
    # bob's upkeep: bob sacrifices his Bear
    done = _run(state(step="untap", active_player="bob", battlefield=on), [NEXT, {"type": "resolve"}], sheoldred, BEAR)
    assert _ids(done) == ["s", "a"]
    # alice's own upkeep: it doesn't trigger (her Bear stays, no ability on the stack)
    done = _run(state(step="untap", active_player="alice", battlefield=on), [NEXT], sheoldred, BEAR)
    assert _ids(done) == ["s", "a", "b"] and not done["state"]["stack"]


def test_513_1a_viashino_sandscout_returns_at_every_end_step() -> None:
    scout = read_full_definition("Viashino Sandscout", "Creature — Viashino Scout", "Haste\nAt the beginning of the end "
                                 "step, return Viashino Sandscout to its owner's hand. (Return it only if it's on the "
                                 "battlefield.)", "{1}{R}", ("2", "1"))
    assert scout["abilities"][-1] == {"kind": "step_trigger", "step": "end", "whose": "each",
                                      "effect": {"kind": "return_to_hand", "target": "self"}}
    # "the end step" is every player's end step: it triggers in bob's turn too
    game = state(step="postcombat_main", active_player="bob", battlefield=[_on("v", "Viashino Sandscout")])
    done = _run(game, [NEXT, {"type": "resolve"}], scout)
    assert _ids(done) == [] and [c["id"] for c in player_of(done, "alice")["hand"]] == ["v"]


# --- a discard by a player named without the discard's own target (CR 608.2h, 508.5, 701.9b-c) ---------------------


def _hand(done: dict[str, Any], who: str) -> list[str]:
    return [c["id"] for c in player_of(done, who)["hand"]]


def test_608_2h_assassins_strike_its_controller_discards() -> None:
    strike = read_full_definition("Assassin's Strike", "Sorcery", "Destroy target creature. Its controller discards a "
                                  "card.", "{4}{B}{B}")
    assert strike["abilities"][1]["effect"] == {"kind": "discard", "amount": 1, "player": "its_controller"}
    game = state(alice={"hand": [{"id": "s", "card": "Assassin's Strike"}, {"id": "a1", "card": "Bear"}],
                        "mana_pool": {"B": 2, "C": 4}},
                 bob={"hand": [{"id": "b1", "card": "Bear"}, {"id": "b2", "card": "Bear"}]},
                 battlefield=[_on("x", "Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["x"]}},
                       {"type": "resolve", "choices": {"discard": ["b2"]}}], strike, BEAR)
    assert _ids(done) == [] and _hand(done, "bob") == ["b1"] and _hand(done, "alice") == ["a1"]


def test_701_9c_black_cat_target_opponent_discards_at_random() -> None:
    cat = read_full_definition("Black Cat", "Creature — Zombie Cat", "When Black Cat dies, target opponent discards a "
                               "card at random.", "{1}{B}", ("1", "1"))
    assert cat["abilities"][0]["effect"] == {"kind": "discard_at_random", "amount": 1, "player": "target_opponent"}
    zap = {"name": "Zap", "types": ["Instant"], "mana_cost": "{R}",
           "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}]}
    game = state(alice={"hand": [{"id": "z", "card": "Zap"}], "mana_pool": {"R": 1}},
                 bob={"hand": [{"id": "b1", "card": "Bear"}, {"id": "b2", "card": "Bear"}]},
                 battlefield=[_on("c", "Black Cat")])
    done = _run(game, [{"type": "cast", "card": "z", "choices": {"targets": ["c"]}}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"targets": ["bob"], "discard": ["b2"]}}], cat, zap, BEAR)
    assert _hand(done, "bob") == ["b1"] and events_of(done, "discarded_at_random")[0]["chosen"] is True


def test_508_5_slate_street_ruffian_defending_player_discards_when_blocked() -> None:
    from tests.unit.test_kw_combat import attack, block

    ruffian = read_full_definition("Slate Street Ruffian", "Creature — Human Warrior", "Whenever Slate Street Ruffian "
                                   "becomes blocked, defending player discards a card.", "{2}{B}", ("2", "2"))
    assert ruffian["abilities"][0] == {"kind": "triggered", "trigger": "self_becomes_blocked", "effect": {
        "kind": "discard", "amount": 1, "player": "defending_player"}}
    assert _read("When ~ enters, defending player discards a card.") is None  # no defending player outside combat
    game = state(step="declare_attackers", bob={"hand": [{"id": "b1", "card": "Bear"}]},
                 battlefield=[_on("r", "Slate Street Ruffian"), _on("x", "Bear", "bob")])
    done = _run(game, [attack("r"), NEXT, block(("x", "r")), {"type": "resolve"}], ruffian, BEAR)
    assert _hand(done, "bob") == [] and [c["id"] for c in player_of(done, "bob")["graveyard"]] == ["b1"]


# --- "~ deals 3 damage to target creature and 2 damage to target player or planeswalker." (CR 601.2c, 120.3) --------


def test_601_2c_hungry_flames_second_target_is_a_player() -> None:
    import pytest

    from app.engine import IllegalAction

    flames = read_full_definition("Hungry Flames", "Instant", "Hungry Flames deals 3 damage to target creature and 2 "
                                  "damage to target player or planeswalker.", "{2}{R}")
    assert [a["effect"] for a in flames["abilities"]] == [
        {"kind": "damage", "amount": 3, "target": "creature"},
        {"kind": "damage", "amount": 2, "target": "player_or_planeswalker"}]
    game = state(alice={"hand": [{"id": "h", "card": "Hungry Flames"}], "mana_pool": {"R": 1, "C": 2}},
                 battlefield=[_on("x", "Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "h", "choices": {"targets": ["x", "bob"]}}, {"type": "resolve"}],
                flames, BEAR)
    assert _ids(done) == [] and player_of(done, "bob")["life"] == 18
    with pytest.raises(IllegalAction):  # the second target is no creature
        _run(game, [{"type": "cast", "card": "h", "choices": {"targets": ["x", "x"]}}], flames, BEAR)


# --- "Put one of them into your hand and the other on the bottom of your library." (CR 608.2c, 401.4) ----------------


def test_401_4_sea_gate_oracle_the_other_goes_to_the_bottom() -> None:
    oracle = read_full_definition("Sea Gate Oracle", "Creature — Human Wizard", "When Sea Gate Oracle enters the "
                                  "battlefield, look at the top two cards of your library. Put one of them into your "
                                  "hand and the other on the bottom of your library.", "{2}{U}", ("1", "3"))
    assert oracle["abilities"][0]["effect"] == {"kind": "look_at_top", "amount": 2, "take": 1, "to": "hand",
                                                "rest": "bottom_any_order"}
    assert _read("Look at the top three cards of your library. Put one of them into your hand and the other on the "
                 "bottom of your library.", is_spell=True) is None  # "the other" is one card of two only
    game = state(alice={"mana_pool": {"U": 1, "C": 2}, "hand": [{"id": "o", "card": "Sea Gate Oracle"}],
                        "library": [{"id": "a", "card": "Bear"}, {"id": "b", "card": "Bear"}, {"id": "c", "card": "Bear"}]})
    done = _run(game, [{"type": "cast", "card": "o"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"chosen": ["b"]}}], oracle, BEAR)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["hand"]] == ["b"] and [c["id"] for c in alice["library"]] == ["c", "a"]


# --- "Whenever a creature you control / enchanted creature deals [combat] damage to an opponent, ..." (CR 510.2, 102.3)


def test_510_2_coastal_piracy_and_curiosity_damage_to_an_opponent() -> None:
    from tests.unit.test_kw_combat import attack

    piracy = read_full_definition("Coastal Piracy", "Enchantment", "Whenever a creature you control deals combat damage "
                                  "to an opponent, you may draw a card.", "{2}{U}{U}")
    curiosity = read_full_definition("Curiosity", "Enchantment — Aura", "Enchant creature\nWhenever enchanted creature "
                                     "deals damage to an opponent, you may draw a card.", "{U}")
    assert piracy["abilities"][0]["damage_to"] == "opponent" and curiosity["abilities"][1]["damage_to"] == "opponent"
    # alice's Bear, enchanted with bob's Curiosity, hits bob: Coastal Piracy (alice's) triggers; Curiosity (bob's) doesn't
    on = [_on("p", "Coastal Piracy"), _on("a", "Bear"), _on("c", "Curiosity", "bob", attached_to="a")]
    game = state(step="declare_attackers", battlefield=on)
    done = _run(game, [attack("a"), NEXT, NEXT, {"type": "resolve", "choices": {"pay_optional_cost": True}}],
                piracy, curiosity, BEAR)
    assert player_of(done, "bob")["life"] == 18 and len(player_of(done, "alice")["hand"]) == 1
    assert len(player_of(done, "bob")["hand"]) == 0 and not done["state"]["stack"]
    # with alice's Curiosity on it: both trigger
    on[2] = _on("c", "Curiosity", attached_to="a")
    done = _run(state(step="declare_attackers", battlefield=on), [attack("a"), NEXT, NEXT], piracy, curiosity, BEAR)
    assert len(done["state"]["stack"]) == 2


# --- "Enchanted creature can't attack." (CR 508.1c) ------------------------------------------------------------------


def test_508_1c_forced_worship_cant_attack_but_can_block() -> None:
    import pytest

    from app.engine import IllegalAction
    from tests.unit.test_kw_combat import attack, block

    worship = read_full_definition("Forced Worship", "Enchantment — Aura", "Enchant creature\nEnchanted creature can't "
                                   "attack.\n{2}{W}: Return Forced Worship to its owner's hand.", "{1}{W}")
    assert worship["abilities"][1] == {"kind": "cant_attack_or_block", "affected": "enchanted_creature",
                                       "attack_only": True}
    on = [_on("x", "Bear", "bob"), _on("w", "Forced Worship", attached_to="x"), _on("a", "Bear")]
    with pytest.raises(IllegalAction, match="can't attack"):
        _run(state(step="declare_attackers", active_player="bob", battlefield=on), [attack("x", defending="alice")],
             worship, BEAR)
    # it still blocks
    done = _run(state(step="declare_attackers", battlefield=on), [attack("a"), NEXT, block(("x", "a"))], worship, BEAR)
    assert events_of(done, "blockers_declared")


# --- "You have shroud." (CR 702.18a) ---------------------------------------------------------------------------------


def test_702_18a_true_believer_no_one_targets_its_controller() -> None:
    import pytest

    from app.engine import IllegalAction

    believer = read_full_definition("True Believer", "Creature — Human Cleric", "You have shroud. (You can't be the "
                                    "target of spells or abilities.)", "{W}{W}", ("2", "2"))
    assert believer["abilities"] == [{"kind": "player_hexproof", "shroud": True}]
    zap = {"name": "Zap", "types": ["Instant"], "mana_cost": "{R}",
           "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}]}
    on = [_on("t", "True Believer")]
    for who in ("alice", "bob"):  # neither an opponent's spell nor her own may target alice
        game = state(active_player=who, battlefield=on, **{who: {"hand": [{"id": "z", "card": "Zap"}],
                                                                  "mana_pool": {"R": 1}}})
        with pytest.raises(IllegalAction, match="shroud"):
            _run(game, [{"type": "cast", "card": "z", "player": who, "choices": {"targets": ["alice"]}}], believer, zap)
    game = state(battlefield=on, alice={"hand": [{"id": "z", "card": "Zap"}], "mana_pool": {"R": 1}})
    done = _run(game, [{"type": "cast", "card": "z", "choices": {"targets": ["bob"]}}, {"type": "resolve"}],
                believer, zap)
    assert player_of(done, "bob")["life"] == 18


# --- "Target player draws a card, then discards a card." (CR 601.2c, 608.2c, 701.9b) ----------------------------------


def test_608_2c_target_player_draws_then_that_player_discards() -> None:
    looter = read_full_definition("Reckless Scholar", "Creature — Human Wizard", "{T}: Target player draws a card, "
                                  "then discards a card.", "{2}{U}", ("2", "1"))
    assert looter["abilities"][0]["then_effects"] == [{"kind": "discard", "amount": 1, "player": "that_target_player"}]
    assert _read("Target player draws a card, then discards a card at random.", is_spell=True) is None
    game = state(battlefield=[_on("l", "Reckless Scholar")], bob={"hand": [{"id": "b1", "card": "Bear"}],
                                                                         "library": [{"id": "b2", "card": "Bear"}]})
    done = _run(game, [{"type": "activate", "permanent": "l", "ability": 0, "choices": {"targets": ["bob"]}},
                       {"type": "resolve", "choices": {"discard": ["b1"]}}], looter, BEAR)
    assert _hand(done, "bob") == ["b2"] and _hand(done, "alice") == []
    assert [c["id"] for c in player_of(done, "bob")["graveyard"]] == ["b1"]


# --- "You may cast Spirit spells as though they had flash." (CR 702.8a, 601.3, 205.3) --------------------------------


def test_601_3_rattlechains_spirit_spells_as_though_they_had_flash() -> None:
    import pytest

    from app.engine import IllegalAction

    chains = read_full_definition("Rattlechains", "Creature — Spirit", "Flash\nFlying\nWhen Rattlechains enters the "
                                  "battlefield, target Spirit gains hexproof until end of turn.\nYou may cast Spirit "
                                  "spells as though they had flash.", "{1}{U}", ("2", "1"))
    assert chains["abilities"][-1] == {"kind": "cast_as_though_flash", "spells": "all", "subtype": "Spirit"}
    spirit = {"name": "Wisp", "types": ["Creature"], "subtypes": ["Spirit"], "mana_cost": "{1}", "power": 1,
              "toughness": 1}
    hand = [{"id": "s", "card": "Wisp"}, {"id": "b", "card": "Bear"}]
    game = state(step="end", active_player="bob", battlefield=[_on("r", "Rattlechains")],
                 alice={"hand": hand, "mana_pool": {"G": 2, "C": 1}})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "s"}, {"type": "resolve"}], chains, spirit, BEAR)
    assert "s" in _ids(done)
    with pytest.raises(IllegalAction):  # a Bear is no Spirit: sorcery timing still
        _run(game, [{"type": "cast", "player": "alice", "card": "b"}], chains, spirit, BEAR)


# --- "You can't cast creature spells." (CR 101.2, 601.2, 110.4) -------------------------------------------------------


def test_101_2_steel_golem_you_cant_cast_creature_spells() -> None:
    import pytest

    from app.engine import IllegalAction

    golem = read_full_definition("Steel Golem", "Artifact Creature — Golem", "You can't cast creature spells.", "{3}",
                                 ("3", "4"))
    assert golem["abilities"] == [{"kind": "cant_cast_spells", "spells": "creature"}]
    zap = {"name": "Zap", "types": ["Instant"], "mana_cost": "{R}",
           "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}]}
    hand = [{"id": "b", "card": "Bear"}, {"id": "z", "card": "Zap"}]
    game = state(battlefield=[_on("g", "Steel Golem")], alice={"hand": hand, "mana_pool": {"G": 2, "R": 1}},
                 bob={"hand": [{"id": "b2", "card": "Bear"}]})
    with pytest.raises(IllegalAction, match="can't cast creature spells"):
        _run(game, [{"type": "cast", "card": "b"}], golem, zap, BEAR)
    done = _run(game, [{"type": "cast", "card": "z", "choices": {"targets": ["bob"]}}, {"type": "resolve"}],
                golem, zap, BEAR)  # an instant is no creature spell
    assert player_of(done, "bob")["life"] == 18
    # bob, who doesn't control it, casts creatures
    game = state(active_player="bob", battlefield=[_on("g", "Steel Golem")],
                 bob={"hand": [{"id": "b2", "card": "Bear"}], "mana_pool": {"G": 2}})
    assert "b2" in _ids(_run(game, [{"type": "cast", "player": "bob", "card": "b2"}, {"type": "resolve"}], golem, BEAR))
