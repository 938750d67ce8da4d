"""Session 27, group older (docs/oracle-s27-older.md): lines of Modern Horizons 1 and 2, Time Spiral Remastered,
Coldsnap, the Khans block, Innistrad, Eldritch Moon, Aether Revolt, Hour of Devastation, Tenth Edition, the core sets
and Jumpstart, each read from the real card's Oracle text and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, player_of, probe_support, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import NEXT, attack, block
from tests.unit.test_s18_m21 import _on

# --- the Pacts: "At the beginning of your next upkeep, pay {3}{U}{U}. If you don't, you lose the game." (CR 603.7a) ----

PACT = ("Pact of Negation", "Instant", "Counter target spell.\nAt the beginning of your next upkeep, pay {3}{U}{U}. If you "
        "don't, you lose the game.", "{0}")


ISLAND = {"name": "Island", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Island"]}


def test_603_7a_pact_pay_at_your_next_upkeep_or_lose() -> None:
    pact = read_full_definition(*PACT)
    assert pact["abilities"][1] == {"kind": "spell", "effect": {"kind": "lose_game", "target": "you",
                                                                "unless_paid_at_your_next_upkeep": "{3}{U}{U}"}}
    islands = [_on(f"i{n}", "Island") for n in range(5)]
    game = state(active_player="bob", alice={"hand": [{"id": "p", "card": "Pact of Negation"}]},
                 bob={"hand": [{"id": "b", "card": "Grizzly Bears"}], "mana_pool": {"G": 1, "C": 1}},
                 battlefield=islands)
    cast = [{"type": "cast", "card": "b", "player": "bob"},
            {"type": "cast", "card": "p", "player": "alice", "choices": {"targets": ["b"]}}, {"type": "resolve"}]
    countered = _run(game, cast, pact, ISLAND)
    assert [c["id"] for c in player_of(countered, "bob")["graveyard"]] == ["b"]
    assert countered["state"]["delayed_triggers"][0]["cost"] == "{3}{U}{U}"
    # bob's turn ends; alice's upkeep: the trigger (not at bob's next upkeep)
    upkeep = [*cast, {"type": "next_turn"}]
    lost = _run(game, [*upkeep, {"type": "resolve"}], pact, ISLAND)
    assert player_of(lost, "alice").get("has_lost") and events_of(lost, "player_lost")
    taps = [{"type": "tap_for_mana", "permanent": f"i{n}"} for n in range(5)]
    paid = _run(game, [*upkeep, *taps, {"type": "resolve", "choices": {"pay_optional_cost": True}}], pact, ISLAND)
    assert not player_of(paid, "alice").get("has_lost") and not paid["state"]["delayed_triggers"]
    assert sum(1 for p in paid["state"]["battlefield"] if p.get("tapped")) == 5
    with pytest.raises(IllegalAction):  # four Islands can't pay {3}{U}{U} (CR 118.3)
        _run({**game, "battlefield": islands[:4]}, [*upkeep, *taps[:4], {"type": "resolve",
                                                                       "choices": {"pay_optional_cost": True}}], pact,
             ISLAND)


# --- "protection from black and from red" in a list of keywords (CR 702.16a, 702.16g) ----------------------------------

MEMORIAL = ("Akroma's Memorial", "Legendary Artifact", "Creatures you control have flying, first strike, vigilance, "
            "trample, haste, and protection from black and from red.", "{7}")
SWORD = ("Sword of Light and Shadow", "Artifact — Equipment", "Equipped creature gets +2/+2 and has protection from white "
         "and from black.\nEquip {2}", "{3}")


def test_702_16g_protection_from_two_colors_in_a_keyword_list() -> None:
    memorial = read_full_definition(*MEMORIAL)
    assert memorial["abilities"] == [{"kind": "static_pump", "power": 0, "toughness": 0, "affected":
                                      "creatures_you_control", "keywords": ["flying", "first_strike", "vigilance",
                                                                           "trample", "haste", "protection:black",
                                                                           "protection:red"]}]
    sword = read_full_definition(*SWORD)
    assert sword["abilities"][0] == {"kind": "attached_pump", "power": 2, "toughness": 2,
                                     "keywords": ["protection:white", "protection:black"]}
    game = state(active_player="bob", bob={"hand": [{"id": "l", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}},
                 battlefield=[_on("m", "Akroma's Memorial"), _on("b", "Grizzly Bears")])
    with pytest.raises(IllegalAction):  # a red spell can't target it (CR 702.16b)
        _run(game, [{"type": "cast", "card": "l", "player": "bob", "choices": {"targets": ["b"]}}], memorial)
    bear = _run(game, [], memorial)["state"]["battlefield"][1]
    assert {"flying", "haste", "protection:black", "protection:red"} <= set(bear["characteristics"]["keywords"])


# --- "~ becomes a 4/4 white and blue Dragon artifact creature with flying until end of turn." (CR 613.1d-f, 613.4b) ---

MONUMENT = ("Ojutai Monument", "Legendary Artifact", "{T}: Add {W} or {U}.\n{4}{W}{U}: Ojutai Monument becomes a 4/4 "
            "white and blue Dragon artifact creature with flying until end of turn.", "{3}")


def test_613_1d_monument_becomes_a_dragon_artifact_creature_with_flying() -> None:
    monument = read_full_definition(*MONUMENT)
    assert monument["abilities"][1]["effect"] == {
        "kind": "becomes_creature", "power": 4, "toughness": 4, "types": ["Artifact", "Creature"],
        "subtypes": ["Dragon"], "target": "self", "colors": ["W", "U"], "keywords": ["flying"]}
    game = state(alice={"mana_pool": {"W": 1, "U": 1, "C": 4}}, battlefield=[_on("m", "Ojutai Monument")])
    done = _run(game, [{"type": "activate", "permanent": "m", "ability": 1}, {"type": "resolve"}], monument)
    got = done["state"]["battlefield"][0]["characteristics"]
    assert (got["power"], got["toughness"], got["subtypes"], got["colors"]) == (4, 4, ["Dragon"], ["W", "U"])
    assert "Creature" in got["types"] and "flying" in got["keywords"]


# --- "When ~ enters, you gain life equal to its power." ("its": ~ alone; CR 608.2h) ------------------------------------

CHAMPION = ("Sunscourge Champion", "Creature — Human Wizard", "When Sunscourge Champion enters the battlefield, you gain "
            "life equal to its power.\nEternalize—{2}{W}{W}, Discard a card.", "{2}{W}", ("2", "3"))


def test_608_2h_its_power_in_an_enters_or_attacks_trigger_is_the_source() -> None:
    champion = read_full_definition(*CHAMPION)
    assert champion["abilities"][0] == {"kind": "triggered", "trigger": "enters", "effect": {
        "kind": "gain_life", "amount": "source_power", "player": "you"}}
    attacker = read_full_definition("Probe", "Creature — Probe", "Whenever ~ attacks, you gain life equal to its power.",
                                    "{2}", ("3", "3"))
    assert attacker["abilities"][0]["effect"]["amount"] == "source_power"
    for refused in ("When ~ enters, you gain life equal to its toughness.",
                    "When ~ enters, tap target creature. You gain life equal to its power."):
        assert probe_support(refused) != "full"
    game = state(alice={"hand": [{"id": "c", "card": "Sunscourge Champion"}], "mana_pool": {"W": 1, "C": 2}})
    done = _run(game, [{"type": "cast", "card": "c"}, {"type": "resolve"}, {"type": "resolve"}], champion)
    assert player_of(done, "alice")["life"] == 22


# --- "Each creature you control can block an additional creature each combat." (CR 509.1a) -----------------------------


def test_509_1a_each_creature_you_control_can_block_an_additional_creature() -> None:
    ground = read_full_definition("High Ground", "Enchantment", "Each creature you control can block an additional "
                                  "creature each combat.", "{W}")
    assert ground["abilities"] == [{"kind": "additional_block", "affected": "all:creature:you_control"}]
    on = [_on("a1", "Grizzly Bears"), _on("a2", "Grizzly Bears"), _on("x", "Grizzly Bears", "bob")]
    two = [attack("a1", "a2"), NEXT, block(("x", "a1"), ("x", "a2"))]
    with pytest.raises(IllegalAction):  # without it, one attacker only (CR 509.1a)
        _run(state(step="declare_attackers", battlefield=on), two, ground)
    mine = _run(state(step="declare_attackers", battlefield=[*on, _on("g", "High Ground", "bob")]), two, ground)
    assert mine["state"]["combat"]
    with pytest.raises(IllegalAction):  # the attacker's High Ground gives bob's blocker nothing
        _run(state(step="declare_attackers", battlefield=[*on, _on("g", "High Ground")]), two, ground)


# --- "At the beginning of the end step, ~'s owner shuffles it into their library." (CR 701.24a, 701.24c) --------------

SHRIEKER = ("Lightning Shrieker", "Creature — Dragon", "Flying, trample, haste\nAt the beginning of the end step, Lightning "
            "Shrieker's owner shuffles it into their library.", "{4}{R}", ("5", "5"))


def test_701_24a_its_owner_shuffles_it_into_their_library() -> None:
    shrieker = read_full_definition(*SHRIEKER)
    assert shrieker["abilities"] == [{"kind": "step_trigger", "step": "end", "whose": "each", "effect": {
        "kind": "shuffle", "player": "source_owner", "source": True}}]
    assert probe_support("When ~ attacks, tap target creature. Its owner shuffles it into their library.") != "full"
    # bob owns it, alice controls it: it goes into bob's library, which is shuffled; alice's isn't
    on = [{**_on("s", "Lightning Shrieker"), "owner": "bob"}]
    done = _run(state(step="postcombat_main", battlefield=on), [NEXT, {"type": "resolve"}], shrieker)
    assert not done["state"]["battlefield"] and "s" in [c["id"] for c in player_of(done, "bob")["library"]]
    assert [e["player"] for e in events_of(done, "library_shuffled")] == ["bob"]


# --- creature types that are their own plural: "Other Aetherborn you control get +1/+1." (CR 205.3m, 613.4c) ---------

ENTOURAGE = ("Midnight Entourage", "Creature — Aetherborn Rogue", "Other Aetherborn you control get +1/+1.\nWhenever "
             "Midnight Entourage or another Aetherborn you control dies, you draw a card and you lose 1 life.", "{2}{B}{B}",
             ("3", "3"))


def test_205_3m_a_creature_type_that_is_its_own_plural() -> None:
    entourage = read_full_definition(*ENTOURAGE)
    assert entourage["abilities"][0] == {"kind": "static_pump", "power": 1, "toughness": 1, "subtype": "Aetherborn",
                                         "affected": "other_creatures_you_control"}
    extricator = read_full_definition("Extricator of Sin", "Creature — Eldrazi Horror", "Eldrazi you control have "
                                      "vigilance.", "{2}{W}", ("0", "3"))
    assert extricator["abilities"][0]["subtype"] == "Eldrazi"
    # a legendary card's short name is no creature type: "Whenever Svyelun attacks" stays refused (CR 506.1)
    assert probe_support("Whenever Svyelun attacks, draw a card.") != "full"
    born = {"name": "Aether Probe", "types": ["Creature"], "subtypes": ["Aetherborn"], "power": 2, "toughness": 1}
    done = _run(state(battlefield=[_on("e", "Midnight Entourage"), _on("a", "Aether Probe"), _on("b", "Grizzly Bears")]),
                [], entourage, born)
    stats = {p["id"]: (p["characteristics"]["power"], p["characteristics"]["toughness"])
             for p in done["state"]["battlefield"]}
    assert stats == {"e": (3, 3), "a": (3, 2), "b": (2, 2)}


# --- "Add two mana in any combination of colors." (CR 106.1, 605.1a) ----------------------------------------------------

TERRARION = ("Terrarion", "Artifact", "Terrarion enters the battlefield tapped.\n{2}, {T}, Sacrifice Terrarion: Add two "
             "mana in any combination of colors.\nWhen Terrarion is put into a graveyard from the battlefield, draw a "
             "card.", "{1}")


def test_106_1_two_mana_in_any_combination_of_colors() -> None:
    terrarion = read_full_definition(*TERRARION)
    combos = terrarion["abilities"][1]["add"].split("|")
    assert len(combos) == 15 and {"{W}{W}", "{U}{B}", "{G}{G}", "{R}{G}"} <= set(combos)
    assert probe_support("{T}: Add four mana in any combination of colors.") != "full"
    game = state(alice={"mana_pool": {"C": 2}}, battlefield=[_on("t", "Terrarion")])
    done = _run(game, [{"type": "tap_for_mana", "permanent": "t", "ability": 1, "color": "UB"}], terrarion)
    pool = player_of(done, "alice")["mana_pool"]
    assert (pool.get("U"), pool.get("B"), pool.get("C", 0)) == (1, 1, 0) and not done["state"]["battlefield"]


# --- spell mastery's "If there are two or more instant and/or sorcery cards in your graveyard, ~ can't be countered." ---

FIRECRAFT = ("Exquisite Firecraft", "Sorcery", "Exquisite Firecraft deals 4 damage to any target.\nSpell mastery — If there "
             "are two or more instant and/or sorcery cards in your graveyard, this spell can't be countered.", "{1}{R}{R}")
NOPE = {"name": "Nope", "types": ["Instant"], "mana_cost": "{U}",
        "abilities": [{"kind": "spell", "effect": {"kind": "counter", "target": "spell"}}]}


def test_101_2_spell_mastery_cant_be_countered() -> None:
    firecraft = read_full_definition(*FIRECRAFT)
    assert firecraft["abilities"][1] == {"kind": "cant_be_countered", "if_graveyard": {
        "kind": "cards_in_your_graveyard", "number": 2, "card_type": "Instant", "or_card_type": "Sorcery"}}

    def countered(graveyard: list[str]) -> bool:
        game = state(alice={"hand": [{"id": "f", "card": "Exquisite Firecraft"}], "mana_pool": {"R": 2, "C": 1},
                            "graveyard": [{"id": f"g{n}", "card": card} for n, card in enumerate(graveyard)]},
                     bob={"hand": [{"id": "n", "card": "Nope"}], "mana_pool": {"U": 1}})
        done = _run(game, [{"type": "cast", "card": "f", "choices": {"targets": ["bob"]}},
                           {"type": "cast", "card": "n", "player": "bob", "choices": {"targets": ["f"]}},
                           {"type": "resolve"}], firecraft, NOPE)
        return not done["state"]["stack"]

    assert countered(["Lightning Bolt", "Grizzly Bears"])
    assert not countered(["Lightning Bolt", "Divination"])


# --- "Enchanted creature has base power and toughness 0/2." (CR 613.4b) -------------------------------------------------

STATURE = ("Reduce in Stature", "Enchantment — Aura", "Enchant creature\nEnchanted creature has base power and toughness "
           "0/2.", "{2}{U}")


def test_613_4b_enchanted_creature_has_base_power_and_toughness() -> None:
    stature = read_full_definition(*STATURE)
    assert stature["abilities"][1] == {"kind": "attached_base_power_toughness", "base_power": 0, "base_toughness": 2}
    on = [_on("b", "Grizzly Bears", "bob", counters={"+1/+1": 1}), _on("s", "Reduce in Stature", attached_to="b")]
    bear = _run(state(battlefield=on), [], stature)["state"]["battlefield"][0]["characteristics"]
    assert (bear["power"], bear["toughness"]) == (1, 3)  # 0/2 in layer 7b, then its counter (7c)


# --- "Creature spells you cast cost {1} more to cast." (CR 601.2f) -----------------------------------------------------


def test_601_2f_creature_spells_you_cast_cost_more() -> None:
    scarecrow = read_full_definition("Geist-Fueled Scarecrow", "Artifact Creature — Scarecrow", "Creature spells you cast "
                                     "cost {1} more to cast.", "{4}", ("4", "4"))
    assert scarecrow["abilities"] == [{"kind": "cost_increase", "applies_to": "spells", "generic": 1,
                                       "card_type": "Creature", "cast_by": "you"}]

    def cast(who: str, mana: int) -> dict[str, Any]:
        game = state(active_player=who, **{who: {"hand": [{"id": "h", "card": "Grizzly Bears"}],
                                                 "mana_pool": {"G": 1, "C": mana}}},
                     battlefield=[_on("s", "Geist-Fueled Scarecrow")])
        return _run(game, [{"type": "cast", "card": "h", "player": who}], scarecrow)

    with pytest.raises(IllegalAction):
        cast("alice", 1)
    assert cast("alice", 2)["state"]["stack"] and cast("bob", 1)["state"]["stack"]  # bob's cost no more


# --- "Planeswalker spells you cast cost {1} less to cast." (CR 601.2f) ---------------------------------------------------

OATH = ("Oath of Ajani", "Legendary Enchantment", "When Oath of Ajani enters the battlefield, put a +1/+1 counter on each "
        "creature you control.\nPlaneswalker spells you cast cost {1} less to cast.", "{G}{W}")
WALKER = {"name": "Probe Walker", "types": ["Planeswalker"], "mana_cost": "{2}{W}", "loyalty": 3}


def test_601_2f_planeswalker_spells_cost_less() -> None:
    oath = read_full_definition(*OATH)
    assert oath["abilities"][1] == {"kind": "cost_reduction", "spells": "planeswalker", "generic": 1}

    def cast(card: str, pool: dict[str, int]) -> dict[str, Any]:
        game = state(alice={"hand": [{"id": "h", "card": card}], "mana_pool": pool},
                     battlefield=[_on("o", "Oath of Ajani")])
        return _run(game, [{"type": "cast", "card": "h"}], oath, WALKER)

    assert cast("Probe Walker", {"W": 1, "C": 1})["state"]["stack"]
    with pytest.raises(IllegalAction):
        cast("Probe Walker", {"W": 1})
    with pytest.raises(IllegalAction):  # a creature spell costs what it costs
        cast("Grizzly Bears", {"G": 1})


# --- "~ gets +1/+1 for each other creature you control with a +1/+1 counter on it." (CR 613.4c, 122.1) ---------------

SENTINELS = ("High Sentinels of Arashin", "Creature — Bird Soldier", "Flying\nHigh Sentinels of Arashin gets +1/+1 for "
             "each other creature you control with a +1/+1 counter on it.\n{3}{W}: Put a +1/+1 counter on target "
             "creature.", "{3}{W}", ("3", "4"))


def test_613_4c_for_each_other_creature_you_control_with_a_counter() -> None:
    sentinels = read_full_definition(*SENTINELS)
    assert sentinels["abilities"][0] == {"kind": "self_count_pump", "count": "creatures_you_control", "power": 1,
                                         "toughness": 1, "other": True, "with_counter": "+1/+1"}
    on = [_on("s", "High Sentinels of Arashin", counters={"+1/+1": 1}), _on("a", "Grizzly Bears", counters={"+1/+1": 2}),
          _on("b", "Grizzly Bears"), _on("x", "Grizzly Bears", "bob", counters={"+1/+1": 1})]
    got = _run(state(battlefield=on), [], sentinels)["state"]["battlefield"][0]["characteristics"]
    assert (got["power"], got["toughness"]) == (5, 6)  # 3/4, its own counter, one other creature of alice's with one
