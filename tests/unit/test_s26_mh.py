"""Session 26, group mh (docs/oracle-s26-mh.md): general constructions of Modern Horizons 1 and 2 and the Khans and
Shadows blocks, each read from the real Oracle text and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.engine.cards import S26mhCastSelfFromGraveyardAbility
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, permanent, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import NEXT, attack
from tests.unit.test_s18_m21 import _not_read, _on

# --- "Enchanted creature has <keyword> as long as you control a <color> or <color> permanent." (CR 611.3a) ----------

RUNEMARK = ("Abzan Runemark", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets +2/+2.\nEnchanted "
            "creature has vigilance as long as you control a black or green permanent.", "{2}{W}")
BLACK = {"name": "Black Probe", "types": ["Enchantment"], "colors": ["B"], "mana_cost": "{B}"}


def _keywords(done: dict[str, Any], object_id: str) -> list[str]:
    return list(permanent(done, object_id)["characteristics"]["keywords"])


def test_611_3a_an_aura_grants_a_keyword_only_while_you_control_a_permanent_of_those_colors() -> None:
    runemark = read_full_definition(*RUNEMARK)
    assert runemark["abilities"][2] == {"kind": "attached_pump", "power": 0, "toughness": 0, "keywords": ["vigilance"],
                                        "as_long_as_you_control": "permanent:black_or_green"}
    _not_read("Enchanted creature has vigilance as long as you control a black or green permanent and a Dragon.")
    game = state(battlefield=[{"id": "b", "card": "Grizzly Bears", "controller": "bob", "owner": "bob"},
                              {"id": "r", "card": "Abzan Runemark", "attached_to": "b"}])
    assert "vigilance" not in _keywords(_run(game, [], runemark, BLACK), "b")  # the green Bears are Bob's
    game["battlefield"].append({"id": "k", "card": "Black Probe"})
    done = _run(game, [], runemark, BLACK)
    bears = permanent(done, "b")["characteristics"]
    assert "vigilance" in bears["keywords"] and (bears["power"], bears["toughness"]) == (4, 4)


# --- "Whenever ~ deals combat damage to a player, if you control a <color> or <color> permanent, ..." (CR 603.4) ----

CHAMPION = ("Wandering Champion", "Creature — Human Monk", "Whenever Wandering Champion deals combat damage to a player, "
            "if you control a blue or red permanent, you may discard a card. If you do, draw a card.", "{1}{W}", ("3", "1"))
RED = {"name": "Red Probe", "types": ["Enchantment"], "colors": ["R"], "mana_cost": "{R}"}


def test_603_4_a_combat_damage_trigger_checks_you_control_as_it_triggers_and_resolves() -> None:
    champion = read_full_definition(*CHAMPION)
    assert champion["abilities"][0]["if_you_control"] == "permanent:blue_or_red"
    _not_read("Whenever ~ deals damage to a creature, if you control a blue or red permanent, draw a card.")
    on = [_on("w", "Wandering Champion")]
    game = state(step="declare_attackers", battlefield=on, alice={"hand": [{"id": "x", "card": "Grizzly Bears"}]})
    done = _run(game, [attack("w"), NEXT, NEXT], champion, RED)
    assert player_of(done, "bob")["life"] == 17 and not done["state"]["stack"]  # no red or blue permanent: no trigger
    on.append(_on("r", "Red Probe"))
    done = _run(game, [attack("w"), NEXT, NEXT, {"type": "resolve", "choices": {"pay_optional_cost": True,
                                                                                "discard": ["x"]}}], champion, RED)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["graveyard"]] == ["x"] and len(alice["hand"]) == 1


# --- "{T}, Mill a card: Add {C}." (CR 602.2b, 701.17a-b) -------------------------------------------------------------

MILLIKIN = ("Millikin", "Artifact Creature — Construct", "{T}, Mill a card: Add {C}. (To mill a card, put the top card "
            "of your library into your graveyard.)", "{2}", ("0", "1"))


def test_602_2b_mill_a_card_as_a_cost_and_an_empty_library_cant_pay_it() -> None:
    millikin = read_full_definition(*MILLIKIN)
    assert millikin["abilities"] == [{"kind": "mana", "cost": "{T}", "add": "{C}", "other_costs": [{"kind": "mill"}]}]
    assert read_composed("{T}, Mill two cards: Draw a card.", is_spell=False).abilities[0]["other_costs"] == [
        {"kind": "mill", "amount": 2}]
    _not_read("{T}, Mill X cards: Add {C}.")
    tap = {"type": "tap_for_mana", "player": "alice", "permanent": "m", "ability": 0}
    done = _run(state(battlefield=[_on("m", "Millikin")]), [tap], millikin)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["graveyard"]] == ["alice-lib-0"] and len(alice["library"]) == 4
    assert alice["mana_pool"]["C"] == 1 and "CR 701.17a" in events_of(done, "milled")[0]["cites"]
    with pytest.raises(IllegalAction, match="Cost can't be paid"):
        _run(state(battlefield=[_on("m", "Millikin")], alice={"library": []}), [tap], millikin)


# --- "Battle cry" (CR 702.91a) -----------------------------------------------------------------------------------------

VETERAN = ("Rhox Veteran", "Creature — Rhino Soldier", "Battle cry (Whenever this creature attacks, each other attacking "
           "creature gets +1/+0 until end of turn.)\nWhenever Rhox Veteran attacks, tap target creature an opponent "
           "controls.", "{3}{W}", ("4", "2"))


def test_702_91a_battle_cry_pumps_each_other_attacking_creature() -> None:
    veteran = read_full_definition(*VETERAN)
    cry = veteran["abilities"][0]
    assert cry == read_composed("Whenever ~ attacks, each other attacking creature gets +1/+0 until end of turn.",
                                is_spell=False).abilities[0]
    crier = {"name": "Crier", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": [cry]}
    on = [_on("c", "Crier"), _on("b", "Grizzly Bears"), _on("s", "Grizzly Bears")]
    done = _run(state(step="declare_attackers", battlefield=on), [attack("c", "b"), {"type": "resolve"}], crier)
    assert [(p["id"], p["characteristics"]["power"]) for p in done["state"]["battlefield"]] == [
        ("c", 1), ("b", 3), ("s", 2)]


# --- "As long as / If you control <permanent>, you may cast ~ as though it had flash." (CR 702.8a, 601.3) ------------

YETI = ("Hungering Yeti", "Creature — Yeti", "As long as you control a green or blue permanent, you may cast Hungering "
        "Yeti as though it had flash. (You may cast it any time you could cast an instant.)", "{4}{R}", ("4", "4"))
GRIP = ("Dragon Grip", "Enchantment — Aura", "Ferocious — If you control a creature with power 4 or greater, you may "
        "cast Dragon Grip as though it had flash. (You may cast it any time you could cast an instant.)\nEnchant "
        "creature\nEnchanted creature gets +2/+0 and has first strike.", "{2}{R}")


def test_702_8a_a_card_cast_as_though_it_had_flash_while_you_control_a_permanent() -> None:
    yeti = read_full_definition(*YETI)
    assert yeti["abilities"] == [{"kind": "cast_as_though_flash", "spells": "self",
                                  "if_you_control": "permanent:green_or_blue"}]
    assert read_full_definition(*GRIP)["abilities"][0]["if_you_control"] == "creature:power>=4"
    cast = [{"type": "cast", "card": "y", "player": "alice"}]
    hand = {"hand": [{"id": "y", "card": "Hungering Yeti"}], "mana_pool": {"R": 1, "C": 4}}
    with pytest.raises(IllegalAction, match="Wrong time"):
        _run(state(active_player="bob", alice=hand), cast, yeti)
    done = _run(state(active_player="bob", alice=hand, battlefield=[_on("g", "Grizzly Bears")]),
                [*cast, {"type": "resolve"}], yeti)
    assert permanent(done, "y") is not None
    with pytest.raises(IllegalAction, match="Wrong time"):  # Bob's green Bears are not Alice's
        _run(state(active_player="bob", alice=hand, battlefield=[_on("g", "Grizzly Bears", "bob")]), cast, yeti)


# --- "tap target <permanent> ... That <permanent> doesn't untap during its controller's next untap step." (CR 502.3) --

NIBLIS = ("Niblis of Frost", "Creature — Spirit", "Flying\nProwess (Whenever you cast a noncreature spell, this creature "
          "gets +1/+1 until end of turn.)\nWhenever you cast an instant or sorcery spell, tap target creature an opponent "
          "controls. That creature doesn't untap during its controller's next untap step.", "{2}{U}{U}", ("3", "3"))
INNKEEPER = ("Stensia Innkeeper", "Creature — Vampire", "When Stensia Innkeeper enters the battlefield, tap target land "
             "an opponent controls. That land doesn't untap during its controller's next untap step.", "{3}{R}", ("3", "3"))
DRAGON_TAP = "Whenever a Dragon you control attacks, tap target nonland permanent an opponent controls. That permanent " \
             "doesn't untap during its controller's next untap step."


def test_502_3_tap_and_doesnt_untap_in_cast_attack_and_land_triggers() -> None:
    trigger = read_full_definition(*NIBLIS)["abilities"][0]
    assert trigger["then_effects"] == [{"kind": "doesnt_untap_next_untap_step", "target": "it"}]
    niblis = {"name": "Niblis of Frost", "types": ["Creature"], "power": 3, "toughness": 3, "abilities": [trigger]}
    assert read_full_definition(*INNKEEPER)["abilities"][0]["effect"]["target"] == "land:opponent_controls"
    assert read_composed(DRAGON_TAP, is_spell=False).abilities[0]["attacking"] == "creature:you_control:Dragon"
    _not_read("When ~ enters, tap target creature an opponent controls. That land doesn't untap during its "
              "controller's next untap step.")
    _not_read("Tap target land. That land doesn't untap during its controller's next untap step.", is_spell=True)
    game = state(battlefield=[_on("n", "Niblis of Frost"), _on("b", "Grizzly Bears", "bob")],
                 alice={"hand": [{"id": "l", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}})
    done = _run(game, [{"type": "cast", "card": "l"}, {"type": "resolve", "choices": {"targets": ["b"]}}], niblis)
    bears = permanent(done, "b")
    assert bears["tapped"] and bears["doesnt_untap_next_step_of"] == "bob"


# --- "You may cast ~ from your graveyard [as long as you control <permanent>]." (CR 601.3, 113.6) ---------------------

PROWLER = ("Marang River Prowler", "Creature — Human Rogue", "Marang River Prowler can't block and can't be blocked.\n"
           "You may cast Marang River Prowler from your graveyard as long as you control a black or green permanent.",
           "{2}{U}", ("2", "1"))


def test_601_3_a_card_cast_from_its_owners_graveyard_while_you_control_a_permanent() -> None:
    prowler = read_full_definition(*PROWLER)
    assert prowler["abilities"][2] == {"kind": "cast_self_from_graveyard", "if_you_control": "permanent:black_or_green"}
    assert read_composed("You may cast ~ from your graveyard.", is_spell=False).abilities == [
        {"kind": "cast_self_from_graveyard"}]
    _not_read("You may cast ~ from your graveyard as long as an opponent controls a black permanent.")
    alice = {"graveyard": [{"id": "p", "card": "Marang River Prowler"}], "mana_pool": {"U": 1, "C": 2}}
    cast = [{"type": "cast", "card": "p"}]
    with pytest.raises(IllegalAction):
        _run(state(alice=alice), cast, prowler)
    done = _run(state(alice=alice, battlefield=[_on("g", "Grizzly Bears")]), [*cast, {"type": "resolve"}], prowler)
    assert permanent(done, "p") is not None and player_of(done, "alice")["graveyard"] == []
    cast_event = events_of(done, "spell_cast")[0]
    assert cast_event["from"] == "graveyard" and "CR 601.3" in cast_event["cites"]
    query = [{"type": "legal_actions", "player": "alice"}]
    listed = _run(state(alice=alice, battlefield=[_on("g", "Grizzly Bears")]), query, prowler)["queries"][0]
    assert any(entry["action"].get("card") == "p" for entry in listed["result"]["legal"])
    assert not any(entry["action"].get("card") == "p"
                   for entry in _run(state(alice=alice), query, prowler)["queries"][0]["result"]["legal"])
    with pytest.raises(IllegalAction, match="Wrong time"):  # its timing is still a creature's (CR 117.1a)
        _run(state(alice=alice, battlefield=[_on("g", "Grizzly Bears")], active_player="bob"), cast, prowler)


# --- "You gain shroud until end of turn." (CR 702.18a); "Whenever a Dragon you control attacks, it gains ..." --------

LIGHT = ("Gilded Light", "Instant", "You gain shroud until end of turn. (You can't be the target of spells or "
         "abilities.)\nCycling {2} ({2}, Discard this card: Draw a card.)", "{1}{W}")
ATARKA = ("Atarka, World Render", "Legendary Creature — Dragon", "Flying, trample\nWhenever a Dragon you control attacks, "
          "it gains double strike until end of turn.", "{5}{R}{G}", ("6", "4"))
DRAGON = {"name": "Test Dragon", "types": ["Creature"], "subtypes": ["Dragon"], "power": 2, "toughness": 2}


def test_702_18a_you_gain_shroud_and_an_attacking_dragon_gains_double_strike() -> None:
    light = read_full_definition(*LIGHT)
    assert light["abilities"][0]["effect"] == {"kind": "player_gains_keywords", "keywords": ["shroud"]}
    _not_read("You gain flying until end of turn.", is_spell=True)
    done = _run(state(alice={"hand": [{"id": "l", "card": "Gilded Light"}], "mana_pool": {"W": 1, "C": 1}}),
                [{"type": "cast", "card": "l"}, {"type": "resolve"}], light)
    assert "shroud" in player_of(done, "alice")["keywords"]
    atarka = read_full_definition(*ATARKA)
    assert atarka["abilities"][0]["effect"]["target"] == "that_permanent"
    on = [_on("a", "Atarka, World Render"), _on("d", "Test Dragon"), _on("b", "Grizzly Bears")]
    done = _run(state(step="declare_attackers", battlefield=on), [attack("d", "b"), {"type": "resolve"}],
                atarka, DRAGON)
    assert "double_strike" in _keywords(done, "d") and "double_strike" not in _keywords(done, "b")


# --- "Other nontoken creatures you control get +1/+1 and have vigilance." (CR 613.4c, 111.1) --------------------------

WATCHER = ("Thraben Watcher", "Creature — Angel", "Flying, vigilance\nOther nontoken creatures you control get +1/+1 and "
           "have vigilance.", "{2}{W}{W}", ("2", "2"))


def test_613_4c_an_anthem_of_nontoken_creatures_leaves_tokens_out() -> None:
    watcher = read_full_definition(*WATCHER)
    assert watcher["abilities"][0]["status"] == "nontoken"
    on = [_on("w", "Thraben Watcher"), _on("b", "Grizzly Bears"), _on("t", "Grizzly Bears", is_token=True)]
    done = _run(state(battlefield=on), [], watcher)
    assert [(permanent(done, i)["characteristics"]["power"], "vigilance" in _keywords(done, i)) for i in "wbt"] == [
        (2, True), (3, True), (2, False)]


# --- "Search your library for a nonlegendary card, put that card into your graveyard, then shuffle." (CR 205.4a) -----

GRAVE = ("Unmarked Grave", "Sorcery", "Search your library for a nonlegendary card, put that card into your graveyard, "
         "then shuffle.", "{1}{B}")
LEGEND = {"name": "Test Legend", "types": ["Creature"], "supertypes": ["Legendary"], "power": 1, "toughness": 1}


def test_205_4a_a_nonlegendary_card_is_searched_for() -> None:
    grave = read_full_definition(*GRAVE)
    assert grave["abilities"][0]["effect"]["quality"] == ["card:nonlegendary"]
    game = state(alice={"hand": [{"id": "u", "card": "Unmarked Grave"}], "mana_pool": {"B": 1, "C": 1},
                        "library": [{"id": "l", "card": "Test Legend"}, {"id": "g", "card": "Grizzly Bears"}]})
    cast = [{"type": "cast", "card": "u"}]
    with pytest.raises(IllegalAction):
        _run(game, [*cast, {"type": "resolve", "choices": {"search": ["l"]}}], grave, LEGEND)
    done = _run(game, [*cast, {"type": "resolve", "choices": {"search": ["g"]}}], grave, LEGEND)
    assert [c["id"] for c in player_of(done, "alice")["graveyard"]] == ["g", "u"]


# --- Evolve (CR 702.100a, 603.4) ---------------------------------------------------------------------------------------

SLUG = ("Gluttonous Slug", "Creature — Slug Horror", "Menace\nEvolve (Whenever a creature enters the battlefield under "
        "your control, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this "
        "creature.)", "{1}{B}", ("1", "1"))


def test_702_100a_evolve_puts_a_counter_only_for_a_greater_creature() -> None:
    slug = read_full_definition(*SLUG)
    assert slug["abilities"] == [{"kind": "triggered", "trigger": "permanent_enters", "entering": "creature:you_control",
                                  "evolve": True, "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1,
                                                             "target": "self"}}]
    bears = [{"id": "g", "card": "Grizzly Bears"}, {"id": "h", "card": "Grizzly Bears"}]
    game = state(battlefield=[_on("s", "Gluttonous Slug")], alice={"hand": bears, "mana_pool": {"G": 2, "C": 2}})
    done = _run(game, [{"type": "cast", "card": "g"}, {"type": "resolve"}, {"type": "resolve"},
                       {"type": "cast", "card": "h"}, {"type": "resolve"}], slug)
    assert permanent(done, "s")["counters"] == {"+1/+1": 1} and not done["state"]["stack"]  # 2/2 is not greater than 2/2
    # a Slug already 2/2 with its counter: the entering 2/2 Bears are not greater, no trigger (CR 603.4)
    game["battlefield"][0]["counters"] = {"+1/+1": 1}
    game["battlefield"].append(_on("x", "Grizzly Bears"))
    done = _run({**game, "stack": []}, [{"type": "cast", "card": "g"}, {"type": "resolve"}], slug)
    assert not done["state"]["stack"] and permanent(done, "s")["counters"] == {"+1/+1": 1}


# --- "Whenever one or more +1/+1 counters are put on ~, <effects>." (CR 122.6, 603.2) ---------------------------------

MYR = ("Knighted Myr", "Artifact Creature — Myr Knight", "{2}{W}: Adapt 1. (If this creature has no +1/+1 counters on "
       "it, put a +1/+1 counter on it.)\nWhenever one or more +1/+1 counters are put on Knighted Myr, it gains double "
       "strike until end of turn.", "{2}{W}", ("2", "1"))


def test_122_6_counters_put_on_itself_trigger_its_ability() -> None:
    myr = read_full_definition(*MYR)
    assert myr["abilities"][1] == {"kind": "triggered", "trigger": "s26mh_counters_put_on_self", "counters_put": "+1/+1",
                                   "effect": {"kind": "pump", "target": "self", "power": 0, "toughness": 0,
                                              "duration": "end_of_turn", "keywords": ["double_strike"]}}
    _not_read("Whenever one or more -1/-1 counters are put on ~, draw a card.")
    game = state(battlefield=[_on("m", "Knighted Myr"), _on("o", "Knighted Myr", "bob")],
                 alice={"mana_pool": {"W": 1, "C": 2}})
    done = _run(game, [{"type": "activate", "permanent": "m", "ability": 0}, {"type": "resolve"}], myr)
    assert len(done["state"]["stack"]) == 1  # Alice's Myr's trigger only (not Bob's)
    done = _run(game, [{"type": "activate", "permanent": "m", "ability": 0}, {"type": "resolve"}, {"type": "resolve"}],
                myr)
    assert "double_strike" in _keywords(done, "m") and "double_strike" not in _keywords(done, "o")


# --- "Whenever ~ attacks, if you control three or more tokens, ..." (CR 603.4, 111.1) ----------------------------------

RAPTOR = ("Sanctuary Raptor", "Creature — Bird", "Flying\nWhenever Sanctuary Raptor attacks, if you control three or more "
          "tokens, Sanctuary Raptor gets +2/+0 and gains first strike until end of turn.", "{1}{W}{W}", ("2", "1"))


def test_603_4_if_you_control_three_or_more_tokens_counts_tokens_only() -> None:
    raptor = read_full_definition(*RAPTOR)
    assert raptor["abilities"][0]["if_you_control"] == "permanent:token"
    assert raptor["abilities"][0]["if_you_control_at_least"] == 3
    on = [_on("r", "Sanctuary Raptor"), _on("t1", "Grizzly Bears", is_token=True),
          _on("t2", "Grizzly Bears", is_token=True), _on("b", "Grizzly Bears")]
    game = state(step="declare_attackers", battlefield=on)
    assert not _run(game, [attack("r")], raptor)["state"]["stack"]  # two tokens and a nontoken Bears: no trigger
    on.append(_on("t3", "Grizzly Bears", is_token=True))
    done = _run(game, [attack("r"), {"type": "resolve"}], raptor)
    assert permanent(done, "r")["characteristics"]["power"] == 4 and "first_strike" in _keywords(done, "r")


# --- "When you cycle ~, ..." on an instant or sorcery (CR 702.29a, 603.2) ---------------------------------------------

SANITY = ("Fractured Sanity", "Sorcery", "Each opponent mills fourteen cards.\nCycling {1}{U} ({1}{U}, Discard this card: "
          "Draw a card.)\nWhen you cycle Fractured Sanity, each opponent mills four cards.", "{U}{U}{U}")


def test_702_29a_a_sorcerys_cycle_trigger() -> None:
    sanity = read_full_definition(*SANITY)
    assert sanity["abilities"][2] == {"kind": "triggered", "trigger": "self_cycled",
                                      "effect": {"kind": "mill", "amount": 4, "player": "each_opponent"}}
    _not_read("Whenever a creature dies, draw a card.", is_spell=True)
    game = state(alice={"hand": [{"id": "f", "card": "Fractured Sanity"}], "mana_pool": {"U": 1, "C": 1}},
                 bob={"library": [{"id": f"b{n}", "card": "Grizzly Bears"} for n in range(6)]})
    done = _run(game, [{"type": "cycle", "card": "f"}, {"type": "resolve"}], sanity)
    assert len(player_of(done, "bob")["graveyard"]) == 4 and len(done["state"]["stack"]) == 1  # the draw is below


# --- "Counter target multicolored spell." (CR 701.6a, 105.4) -----------------------------------------------------------

BLAST = ("Neutralizing Blast", "Instant", "Rebound (If you cast this spell from your hand, exile it as it resolves. At the "
         "beginning of your next upkeep, you may cast this card from exile without paying its mana cost.)\nCounter target "
         "multicolored spell.", "{1}{U}")
GOLD = {"name": "Gold Probe", "types": ["Creature"], "colors": ["W", "U"], "mana_cost": "{W}{U}", "power": 2,
        "toughness": 2}


def test_701_6a_counter_target_multicolored_spell() -> None:
    blast = read_full_definition(*BLAST)
    assert blast["abilities"][0]["effect"] == {"kind": "counter", "target": "spell:multicolored"}
    game = state(active_player="bob", alice={"hand": [{"id": "n", "card": "Neutralizing Blast"}], "mana_pool": {"U": 2}},
                 bob={"hand": [{"id": "g", "card": "Gold Probe"}, {"id": "b", "card": "Grizzly Bears"}],
                      "mana_pool": {"W": 1, "U": 1, "G": 1, "C": 1}})
    cast = {"type": "cast", "card": "n", "player": "alice", "choices": {"targets": ["g"]}}
    done = _run(game, [{"type": "cast", "card": "g", "player": "bob"}, cast, {"type": "resolve"}], blast, GOLD)
    assert [c["id"] for c in player_of(done, "bob")["graveyard"]] == ["g"]
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "cast", "card": "b", "player": "bob"}, {**cast, "choices": {"targets": ["b"]}}], blast, GOLD)


def test_601_3_an_explicit_null_condition_is_no_condition() -> None:
    """Found by schemathesis' coverage phase at the session-26 merge: `"if_you_control": null` was a 500 (a length bound
    applied to null) instead of the ability without a condition."""
    ability = S26mhCastSelfFromGraveyardAbility.model_validate({"kind": "cast_self_from_graveyard", "if_you_control": None})
    assert ability.if_you_control is None
