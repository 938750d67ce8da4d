"""Session 20, group m20 (docs/oracle-s20-m20.md): Core Set 2020 lines read by the s20-m20 grammar rules, each
checked on the real card's Oracle text (and near variants the reader must refuse), then played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _not_read, _on, _permanent


def _read(line: str, *, is_spell: bool = False) -> list[dict[str, Any]] | None:
    return read_composed(line, is_spell=is_spell, name="Probe").abilities


def _pool(result: dict[str, Any], player: str = "alice") -> dict[str, int]:
    return {kind: amount for kind, amount in player_of(result, player).get("mana_pool", {}).items() if amount}


# --- "Spend this mana only to cast an Elemental spell or a Chandra planeswalker spell." (CR 106.6, 205.3j) ----------

EMBERCAT = read_full_definition(
    "Chandra's Embercat", "Creature — Elemental Cat",
    "{T}: Add {R}. Spend this mana only to cast an Elemental spell or a Chandra planeswalker spell.", "{1}{R}", ("2", "2"))
ELEMENTAL = {"name": "Spark Elemental", "mana_cost": "{R}", "types": ["Creature"], "subtypes": ["Elemental"],
             "power": 1, "toughness": 1}
CHANDRA = {"name": "Test Chandra", "mana_cost": "{R}", "types": ["Planeswalker"], "subtypes": ["Chandra"],
           "loyalty": 3}
GOBLIN = {"name": "Red Goblin", "mana_cost": "{R}", "types": ["Creature"], "subtypes": ["Goblin"],
          "power": 1, "toughness": 1}


def _embercat_cast(card: dict[str, Any]) -> dict[str, Any]:
    game = state(battlefield=[_on("ec", "Chandra's Embercat")], alice={"hand": [{"id": "c", "card": card["name"]}]})
    return _run(game, [{"type": "tap_for_mana", "permanent": "ec", "ability": 0}, {"type": "cast", "card": "c"}],
                EMBERCAT, card)


def test_106_6_embercat_reads_both_subtypes() -> None:
    assert EMBERCAT["abilities"] == [{"kind": "mana", "cost": "{T}", "add": "{R}", "spend_only": "subtype_spells",
                                      "spend_only_subtypes": ["Elemental", "Chandra"]}]
    # a word that is no planeswalker type (CR 205.3j) is not read as one
    _not_read("{T}: Add {R}. Spend this mana only to cast an Elemental spell or a Goblin planeswalker spell.")


@pytest.mark.parametrize("card", [ELEMENTAL, CHANDRA])
def test_106_6_embercat_mana_casts_an_elemental_or_a_chandra(card: dict[str, Any]) -> None:
    assert _embercat_cast(card)["state"]["stack"][0]["id"] == "c"


def test_106_6_embercat_mana_cant_cast_another_spell() -> None:
    with pytest.raises(IllegalAction, match="Elemental or Chandra"):
        _embercat_cast(GOBLIN)


# --- "{T}: Add {G}. If you control four or more creatures, add {G}{G} instead." (CR 608.2c, 106.1) ----------------

DRUID = read_full_definition("Leafkin Druid", "Creature — Elemental Druid",
                             "{T}: Add {G}. If you control four or more creatures, add {G}{G} instead.", "{1}{G}",
                             ("0", "3"))


def test_608_2c_leafkin_druid_reads_as_a_counted_mana_ability() -> None:
    assert DRUID["abilities"] == [{"kind": "mana", "cost": "{T}", "add": "{G}", "amount": {
        "kind": "s20m20_if_you_control", "condition": "creature", "at_least": 4, "times": 2}}]
    assert _read("{T}: Add {C}. If you control three or more artifacts, add {C}{C}{C} instead.") == [
        {"kind": "mana", "cost": "{T}", "add": "{C}", "amount": {
            "kind": "s20m20_if_you_control", "condition": "artifact", "at_least": 3, "times": 3}}]
    # mana that isn't the first mana made several times: not read
    _not_read("{T}: Add {G}. If you control four or more creatures, add {G}{U} instead.")
    _not_read("{T}: Add {G}{G}. If you control four or more creatures, add {G}{G}{G} instead.")


@pytest.mark.parametrize(("others", "made"), [(2, {"G": 1}), (3, {"G": 2})])
def test_608_2c_leafkin_druid_adds_gg_with_four_creatures(others: int, made: dict[str, int]) -> None:
    bears = [_on(f"b{n}", "Bear") for n in range(others)]
    game = state(battlefield=[_on("ld", "Leafkin Druid"), *bears, _on("x", "Bear", controller="bob")])
    done = _run(game, [{"type": "tap_for_mana", "permanent": "ld", "ability": 0}], DRUID, BEAR)
    assert _pool(done) == made
    assert "CR 608.2c" in events_of(done, "mana_added")[0]["cites"]


# --- "It gets an additional +2/+2 until end of turn for each card named ~ in your graveyard." (CR 608.2h) --------

GROWTH = read_full_definition(
    "Growth Cycle", "Instant",
    "Target creature gets +3/+3 until end of turn. It gets an additional +2/+2 until end of turn for each card named "
    "Growth Cycle in your graveyard.", "{1}{G}")


def test_608_2h_growth_cycle_reads_twice_the_count() -> None:
    assert GROWTH["abilities"][1] == {"kind": "spell", "effect": {
        "kind": "pump", "target": "it", "power": "times:2:graveyard_named_like_source",
        "toughness": "times:2:graveyard_named_like_source", "duration": "end_of_turn"}}
    assert _read("{T}: Target creature gets -2/-0 until end of turn for each creature you control.") == [
        {"kind": "activated", "cost": "{T}", "effect": {"kind": "pump", "target": "creature",
                                                        "power": "times:2:creatures_you_control", "toughness": 0,
                                                        "duration": "end_of_turn", "negated": True}}]
    _not_read("{T}: Target creature gets +2/+1 until end of turn for each creature you control.")


@pytest.mark.parametrize(("in_graveyard", "size"), [(0, 5), (2, 9)])
def test_608_2h_growth_cycle_counts_the_cards_named_growth_cycle(in_graveyard: int, size: int) -> None:
    graveyard = [{"id": f"g{n}", "card": "Growth Cycle"} for n in range(in_graveyard)]
    game = state(battlefield=[_on("b", "Bear")],
                 alice={"hand": [{"id": "gc", "card": "Growth Cycle"}], "graveyard": graveyard,
                        "mana_pool": {"G": 2}})
    done = _run(game, [{"type": "cast", "card": "gc", "choices": {"targets": ["b"]}}, {"type": "resolve"}],
                GROWTH, BEAR)
    assert [(e["power"], e["toughness"]) for e in events_of(done, "pumped")] == [
        (3, 3), (2 * in_graveyard, 2 * in_graveyard)]
    bear = _permanent(done, "b")
    assert bear is not None and sum(e["power"] for e in bear["effects"]) == size - 2


# --- "~ deals 2 damage to each creature except for creatures you control with flying." (CR 608.2b) --------------

SWEEP = read_full_definition(
    "Flame Sweep", "Instant",
    "Flame Sweep deals 2 damage to each creature except for creatures you control with flying.", "{2}{R}")
FLYER = {"name": "Flyer", "types": ["Creature"], "power": 1, "toughness": 3, "keywords": ["flying"]}


def test_608_2b_flame_sweep_reads_the_exception() -> None:
    assert SWEEP["abilities"] == [{"kind": "spell", "effect": {
        "kind": "damage", "amount": 2, "target": "each_creature", "except_for": "all:creature:you_control:with_flying"}}]
    # an exception of another card type than the permanents dealt damage: not read
    _not_read("~ deals 2 damage to each creature except for artifacts you control.", is_spell=True)


def test_608_2b_flame_sweep_spares_only_your_flyers() -> None:
    game = state(battlefield=[_on("mine", "Flyer"), _on("bear", "Bear"), _on("theirs", "Flyer", controller="bob")],
                 alice={"hand": [{"id": "fs", "card": "Flame Sweep"}], "mana_pool": {"R": 3}})
    done = _run(game, [{"type": "cast", "card": "fs"}, {"type": "resolve"}], SWEEP, FLYER, BEAR)
    dealt = {e["to"] for e in events_of(done, "damage_dealt")}
    assert dealt == {"bear", "theirs"}
    assert "CR 608.2b" in events_of(done, "damage_dealt")[0]["cites"]


# --- "Each player can't cast more than one spell each turn." (CR 101.2, 601.2i) ----------------------------------

RULE = read_full_definition("Rule of Law", "Enchantment", "Each player can't cast more than one spell each turn.",
                            "{2}{W}")


def _second_spell(spells_cast: int, controller: str = "bob") -> dict[str, Any]:
    game = state(battlefield=[_on("rl", "Rule of Law", controller=controller), _on("b", "Bear")],
                 alice={"hand": [{"id": "gc", "card": "Growth Cycle"}], "mana_pool": {"G": 2},
                        "spells_cast_this_turn": spells_cast})
    return _run(game, [{"type": "cast", "card": "gc", "choices": {"targets": ["b"]}}], RULE, GROWTH, BEAR)


def test_101_2_rule_of_law_reads_as_a_static() -> None:
    assert RULE["abilities"] == [{"kind": "one_spell_each_turn"}]
    _not_read("Each player can't cast more than two spells each turn.")


def test_101_2_the_first_spell_of_the_turn_is_cast() -> None:
    assert _second_spell(0)["state"]["stack"][0]["id"] == "gc"


@pytest.mark.parametrize("controller", ["alice", "bob"])
def test_101_2_a_second_spell_is_refused_whoever_controls_rule_of_law(controller: str) -> None:
    with pytest.raises(IllegalAction, match="one spell each turn"):
        _second_spell(1, controller)


# --- "Spend this mana only to cast artifact spells or activate abilities of artifacts." (CR 106.6, 109.2) ---------

SMITH = read_full_definition(
    "Renowned Weaponsmith", "Creature — Human Artificer",
    "{T}: Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities of artifacts.\n{U}, {T}: "
    "Search your library for a card named Heart-Piercer Bow or Vial of Dragonfire, reveal it, put it into your hand, "
    "then shuffle.", "{1}{U}", ("1", "3"))
TRINKET = {"name": "Trinket", "mana_cost": "{2}", "types": ["Artifact"]}
OGRE = {"name": "Colorless Ogre", "mana_cost": "{2}", "types": ["Creature"], "power": 2, "toughness": 2}
ENGINE = {"name": "Pump Engine", "types": ["Artifact"], "abilities": [
    {"kind": "activated", "cost": "{2}", "effect": {"kind": "gain_life", "amount": 1}}]}
TOTEM = {"name": "Pump Totem", "types": ["Enchantment"], "abilities": [
    {"kind": "activated", "cost": "{2}", "effect": {"kind": "gain_life", "amount": 1}}]}


def _smith(then: dict[str, Any]) -> dict[str, Any]:
    game = state(battlefield=[_on("ws", "Renowned Weaponsmith"), _on("pe", "Pump Engine"), _on("pt", "Pump Totem")],
                 alice={"hand": [{"id": "t", "card": "Trinket"}, {"id": "o", "card": "Colorless Ogre"}]})
    return _run(game, [{"type": "tap_for_mana", "permanent": "ws", "ability": 0}, then],
                SMITH, TRINKET, OGRE, ENGINE, TOTEM)


def test_106_6_weaponsmith_reads_its_restriction() -> None:
    assert SMITH["abilities"][0] == {"kind": "mana", "cost": "{T}", "add": "{C}{C}",
                                     "spend_only": "artifact_spells_or_abilities"}


@pytest.mark.parametrize("then", [{"type": "cast", "card": "t"}, {"type": "activate", "permanent": "pe", "ability": 0}])
def test_106_6_weaponsmith_mana_pays_an_artifact_spell_or_an_artifact_s_ability(then: dict[str, Any]) -> None:
    done = _smith(then)
    assert done["state"]["stack"] and not player_of(done, "alice").get("restricted_mana")


@pytest.mark.parametrize("then", [{"type": "cast", "card": "o"}, {"type": "activate", "permanent": "pt", "ability": 0}])
def test_106_6_weaponsmith_mana_cant_pay_anything_else(then: dict[str, Any]) -> None:
    with pytest.raises(IllegalAction, match="artifact spells or activate abilities of artifacts"):
        _smith(then)


# --- "you may have your life total become the total toughness of creatures you control" (CR 119.5, 608.2h) and
# "+X/+X, where X is your life total" ----------------------------------------------------------------------------

LIFECHANTER = read_full_definition(
    "Loxodon Lifechanter", "Creature — Elephant Cleric",
    "When Loxodon Lifechanter enters the battlefield, you may have your life total become the total toughness of "
    "creatures you control.\n{5}{W}: Loxodon Lifechanter gets +X/+X until end of turn, where X is your life total.",
    "{5}{W}", ("4", "6"))


def test_119_5_lifechanter_reads_in_full() -> None:
    assert LIFECHANTER["abilities"] == [
        {"kind": "triggered", "trigger": "enters", "optional": True, "effect": {
            "kind": "set_life_total", "amount": "s20m20_total_toughness:creature:you_control", "target": "you"}},
        {"kind": "activated", "cost": "{5}{W}", "effect": {"kind": "pump", "target": "self", "power": "your_life_total",
                                                           "toughness": "your_life_total", "duration": "end_of_turn"}}]
    _not_read("When ~ enters, you may have your life total become the total toughness of artifacts you control.")


@pytest.mark.parametrize(("accept", "life"), [(True, 6 + 2 + 2), (False, 20)])
def test_119_5_lifechanter_sets_your_life_to_your_creatures_toughness(accept: bool, life: int) -> None:
    game = state(battlefield=[_on("b1", "Bear"), _on("b2", "Bear"), _on("x", "Bear", controller="bob")],
                 alice={"hand": [{"id": "lx", "card": "Loxodon Lifechanter"}], "mana_pool": {"W": 6}})
    done = _run(game, [{"type": "cast", "card": "lx"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"pay_optional_cost": accept}}], LIFECHANTER, BEAR)
    assert player_of(done, "alice")["life"] == life


def test_608_2h_lifechanter_gets_plus_x_x_of_your_life_total() -> None:
    game = state(battlefield=[_on("lx", "Loxodon Lifechanter")], alice={"mana_pool": {"W": 6}, "life": 13})
    done = _run(game, [{"type": "activate", "permanent": "lx", "ability": 1}, {"type": "resolve"}], LIFECHANTER)
    assert [(e["power"], e["toughness"]) for e in events_of(done, "pumped")] == [(13, 13)]
