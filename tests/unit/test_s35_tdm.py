"""Session 35, group tdm (docs/oracle-s35-tdm.md): general constructions read from the real Oracle text of the
fixture sets (tests/fixtures/sets/<set>.json, MTGJSON) and played by the engine; for each, a near variant the engine
does not implement is still refused."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import (
    mtgjson_full_definition,
    on_battlefield,
    permanent,
    player_of,
    probe_support,
    scryfall_full_definition,
    state,
)
from tests.unit.conftest import run_with_cards as _run

SHOCK = {"name": "Shock", "types": ["Instant"], "mana_cost": "{R}", "colors": ["R"],
         "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}]}
ILLUSION = {"name": "Probe Illusion", "types": ["Creature"], "subtypes": ["Illusion"], "power": 1, "toughness": 1,
            "mana_cost": "{U}", "colors": ["U"]}
VAULT = {"name": "Probe Vault", "types": ["Land"]}  # a nonbasic land


def _pt(done: dict[str, Any], object_id: str) -> tuple[int, int]:
    found = permanent(done, object_id)["characteristics"]
    return found["power"], found["toughness"]


# --- characteristic-defining counts (CR 604.3, 613.4a): "card types among cards in all graveyards" (205.2a, 404.1),
# "<Subtype>s on the battlefield" (205.3m) ---------------------------------------------------------------------------

def test_205_2a_tarmogoyf_counts_card_types_in_all_graveyards_and_krovikan_mist_illusions_on_the_battlefield() -> None:
    goyf = mtgjson_full_definition("TSR", "Tarmogoyf")
    assert goyf["abilities"] == [
        {"kind": "pt_equal_to_count", "count": "card_types_in_all_graveyards", "sets": "power"},
        {"kind": "pt_equal_to_count", "count": "card_types_in_all_graveyards", "sets": "toughness", "plus": 1}]
    mist = mtgjson_full_definition("CSP", "Krovikan Mist")
    assert mist["abilities"] == [{"kind": "pt_equal_to_count", "count": "permanents", "subtype": "Illusion",
                                  "sets": "both"}]
    game = state(battlefield=[on_battlefield("t", "Tarmogoyf"), on_battlefield("m", "Krovikan Mist"),
                              on_battlefield("i", "Probe Illusion", "bob"), on_battlefield("b", "Grizzly Bears")],
                 alice={"graveyard": [{"id": "s", "card": "Shock"}, {"id": "s2", "card": "Shock"}]},
                 bob={"graveyard": [{"id": "g", "card": "Grizzly Bears"}, {"id": "f", "card": "Forest"}]})
    done = _run(game, [], goyf, mist, SHOCK, ILLUSION)
    assert _pt(done, "t") == (3, 4)  # instant, creature, land: both graveyards together
    assert _pt(done, "m") == (2, 2)  # itself and bob's Illusion (every player's), not the Bear
    assert _pt(_run(state(battlefield=[on_battlefield("t", "Tarmogoyf")]), [], goyf), "t") == (0, 1)
    # near variants the engine does not count stay refused
    assert probe_support("~'s power and toughness are each equal to the number of card types among cards in all "
                         "graveyards and in exile.", pt=("*", "*")) != "full"
    assert probe_support("~'s power and toughness are each equal to the number of tapped Illusions on the "
                         "battlefield.", pt=("*", "*")) != "full"
    assert probe_support("~'s power and toughness are each equal to the number of Illusion cards on the "
                         "battlefield.", pt=("*", "*")) != "full"


def test_110_4_regal_bunnicorn_and_205_4c_wilderness_elemental_and_121_1_duelist_of_the_mind_counts() -> None:
    bunnicorn = mtgjson_full_definition("WOE", "Regal Bunnicorn")
    wild = mtgjson_full_definition("CSP", "Wilderness Elemental")
    duelist = scryfall_full_definition("otj.json", "Duelist of the Mind")
    assert bunnicorn["abilities"] == [{"kind": "pt_equal_to_count", "count": "nonland_permanents_you_control",
                                       "sets": "both"}]
    assert wild["abilities"] == [{"kind": "pt_equal_to_count", "count": "nonbasic_lands_opponents_control",
                                  "sets": "power"}]
    assert duelist["abilities"][0] == {"kind": "pt_equal_to_count", "count": "cards_drawn_this_turn", "sets": "power"}
    game = state(battlefield=[on_battlefield("r", "Regal Bunnicorn"), on_battlefield("w", "Wilderness Elemental"),
                              on_battlefield("d", "Duelist of the Mind"), on_battlefield("f", "Forest"),
                              on_battlefield("v", "Probe Vault"), on_battlefield("bf", "Forest", "bob"),
                              on_battlefield("bv", "Probe Vault", "bob"), on_battlefield("bb", "Grizzly Bears", "bob")],
                 alice={"cards_drawn_this_turn": 2})
    done = _run(game, [], bunnicorn, wild, duelist, VAULT)
    assert _pt(done, "r") == (3, 3)  # itself, the Elemental, the Duelist: not the lands, not bob's Bears
    assert _pt(done, "w") == (1, 3)  # bob's nonbasic land only (not his Forest, not alice's Vault)
    assert _pt(done, "d") == (2, 3)
    # near variants stay refused
    assert probe_support("~'s power and toughness are each equal to the number of nonland permanents your "
                         "opponents control.", pt=("*", "*")) != "full"
    assert probe_support("~'s power is equal to the number of nonbasic lands you control.", pt=("*", "3")) != "full"
    assert probe_support("~'s power is equal to the number of cards your opponents have drawn this turn.",
                         pt=("*", "3")) != "full"


# --- "~ costs {1} less to cast for each <card type> card in your graveyard." (CR 601.2f, 404.1) ---------------------

def test_601_2f_ore_scale_guardian_costs_one_less_for_each_land_card_in_your_graveyard() -> None:
    guardian = mtgjson_full_definition("MH1", "Ore-Scale Guardian")
    assert guardian["abilities"] == [{"kind": "self_cost_reduction", "generic": 1,
                                      "for_each_graveyard_card_of_types": ["Land"]}]
    lands = [{"id": f"f{n}", "card": "Forest"} for n in range(3)]
    cast = [{"type": "cast", "card": "g"}, {"type": "resolve"}]
    done = _run(state(alice={"hand": [{"id": "g", "card": "Ore-Scale Guardian"}], "mana_pool": {"R": 2, "C": 2},
                             "graveyard": [*lands, {"id": "s", "card": "Shock"}]}), cast, guardian, SHOCK)
    assert permanent(done, "g")["card"] == "Ore-Scale Guardian"  # {5}{R}{R} less {3}: the Shock is no land
    with pytest.raises(IllegalAction, match=r"costs \{3\}\{R\}\{R\}"):
        _run(state(alice={"hand": [{"id": "g", "card": "Ore-Scale Guardian"}], "mana_pool": {"R": 2, "C": 2},
                          "graveyard": lands[:2]}, bob={"graveyard": [{"id": "bf", "card": "Forest"}]}),
             cast, guardian)  # bob's land card is not in your graveyard
    assert probe_support("~ costs {1} less to cast for each land card in your opponents' graveyards.") != "full"
    assert probe_support("~ costs {1} less to cast for each Goblin card in your graveyard.") != "full"


# --- "~ costs {N} less to cast if you've cast another spell this turn." (CR 601.2f, 601.2i) -------------------------

def test_601_2i_rally_the_monastery_costs_two_less_after_another_spell_this_turn() -> None:
    rally = mtgjson_full_definition("TDM", "Rally the Monastery")
    assert rally["abilities"][0] == {"kind": "self_cost_reduction_this_turn", "generic": 2,
                                     "condition": {"kind": "this_turn", "record": "spells_cast"}}
    cast = [{"type": "cast", "card": "r", "choices": {"modes": [0]}}, {"type": "resolve"}]
    hand = [{"id": "r", "card": "Rally the Monastery"}]
    done = _run(state(alice={"hand": hand, "mana_pool": {"W": 1, "C": 1}, "spells_cast_this_turn": 1}), cast, rally)
    assert len(done["state"]["battlefield"]) == 2  # two Monk tokens, for {1}{W}
    with pytest.raises(IllegalAction, match=r"costs \{3\}\{W\}"):  # the spell itself is not "another" (601.2i)
        _run(state(alice={"hand": hand, "mana_pool": {"W": 1, "C": 1}}), cast, rally)
    assert probe_support("~ costs {2} less to cast if an opponent has cast another spell this turn.",
                         "Instant", None) != "full"


# --- "<card type> card(s) in your graveyard" counted in an effect's amount (CR 205.2a, 404.1, 608.2h) ----------------

def test_608_2h_ruination_rioter_deals_damage_equal_to_the_land_cards_in_your_graveyard() -> None:
    rioter = mtgjson_full_definition("MH1", "Ruination Rioter")
    assert rioter["abilities"][0]["effect"] == {"kind": "damage", "amount": "s33fin_graveyard:land", "target": "any"}
    game = state(battlefield=[on_battlefield("r", "Ruination Rioter")],
                 alice={"graveyard": [{"id": f"f{n}", "card": "Forest"} for n in range(3)]
                        + [{"id": "s", "card": "Shock"}]},
                 bob={"graveyard": [{"id": "bf", "card": "Forest"}]})
    done = _run(game, [{"type": "move", "permanent": "r", "to": "graveyard"},
                       {"type": "resolve", "choices": {"targets": ["bob"], "pay_optional_cost": True}}],
                rioter, SHOCK)  # "you may" taken
    assert player_of(done, "bob")["life"] == 17  # alice's three land cards (not the Shock, not bob's Forest)
    assert probe_support("When ~ dies, it deals damage to any target equal to the number of Goblin cards in your "
                         "graveyard.") != "full"
    assert probe_support("When ~ dies, it deals damage to any target equal to the number of land cards in all "
                         "graveyards.") != "full"


# --- "the number of spells you've cast this turn" as an effect's amount (CR 601.2i, 608.2h) --------------------------

def test_601_2i_narset_draws_cards_equal_to_the_number_of_spells_you_cast_this_turn() -> None:
    narset = mtgjson_full_definition("TDM", "Narset, Jeskai Waymaster")
    assert narset["abilities"] == [{"kind": "step_trigger", "step": "end", "whose": "yours",
                                    "effect": {"kind": "draw", "amount": "s35tdm_spells_cast_this_turn",
                                               "player": "you"},
                                    "optional_action": {"action": "discard_hand"}}]
    game = state(step="postcombat_main", battlefield=[on_battlefield("n", "Narset, Jeskai Waymaster")],
                 alice={"hand": [{"id": "h", "card": "Shock"}], "spells_cast_this_turn": 3}, bob={"spells_cast_this_turn": 1})
    done = _run(game, [{"type": "next_step"}, {"type": "resolve", "choices": {"pay_optional_cost": True}}], narset, SHOCK)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["graveyard"]] == ["h"] and len(alice["hand"]) == 3  # her three spells, not bob's
    assert probe_support("At the beginning of your end step, you may discard your hand. If you do, draw cards equal to "
                         "the number of spells your opponents have cast this turn.") != "full"
    assert probe_support("Target creature gets +X/+0 until end of turn, where X is the number of spells you've cast "
                         "this turn.", "Instant", None) != "full"  # a pump's X the engine doesn't count so


# --- "~ costs {1} less to cast for each attacking creature." (CR 601.2f, 508.1) -----------------------------------------

def test_601_2f_static_snare_costs_one_less_for_each_attacking_creature() -> None:
    snare = mtgjson_full_definition("TDM", "Static Snare")
    assert snare["abilities"][0] == {"kind": "self_cost_reduction", "generic": 1,
                                     "for_each_on_battlefield": "creature:attacking"}
    field = [on_battlefield("b1", "Grizzly Bears", "bob"), on_battlefield("b2", "Grizzly Bears", "bob"),
             on_battlefield("b3", "Grizzly Bears", "bob")]
    attack = {"type": "declare_attackers", "player": "bob",
              "attackers": [{"id": "b1", "defending": "alice"}, {"id": "b2", "defending": "alice"}]}
    cast = {"type": "cast", "player": "alice", "card": "s", "choices": {"targets": ["b3"]}}
    game = state(active_player="bob", step="declare_attackers", battlefield=field,
                 alice={"hand": [{"id": "s", "card": "Static Snare"}], "mana_pool": {"W": 1, "C": 2}})
    done = _run(game, [attack, cast], snare)
    assert [item["card"] for item in done["state"]["stack"]] == ["Static Snare"]  # {4}{W} less two attackers
    with pytest.raises(IllegalAction, match=r"costs \{3\}\{W\}"):  # the third Bear isn't attacking
        _run(game, [{**attack, "attackers": attack["attackers"][:1]}, cast], snare)
    assert probe_support("~ costs {1} less to cast for each tapped creature.") != "full"
    assert probe_support("~ costs {1} less to cast for each attacking creature an opponent controls.") != "full"


# --- "each creature you control becomes a <creature type> with base power and toughness N/N" (overload, CR 702.96b) ---

def test_702_96b_scale_up_overloaded_makes_each_creature_you_control_a_6_4_wurm() -> None:
    scale = mtgjson_full_definition("MH1", "Scale Up")
    assert scale["abilities"][1]["effect"]["target"] == "each_creature_you_control"
    field = [on_battlefield("b1", "Grizzly Bears"), on_battlefield("b2", "Grizzly Bears"),
             on_battlefield("bb", "Grizzly Bears", "bob")]
    game = state(battlefield=field, alice={"hand": [{"id": "s", "card": "Scale Up"}], "mana_pool": {"G": 6}})
    done = _run(game, [{"type": "cast", "card": "s", "alternative_cost": "overload"}, {"type": "resolve"}], scale)
    for mine in ("b1", "b2"):
        wurm = permanent(done, mine)["characteristics"]
        assert (wurm["power"], wurm["toughness"], wurm["subtypes"], wurm["colors"]) == (6, 4, ["Wurm"], ["G"])
    assert _pt(done, "bb") == (2, 2)  # bob's Bears: not his
    assert probe_support("Until end of turn, each tapped creature becomes a green Wurm with base power and toughness "
                         "6/4.", "Sorcery", None) != "full"
